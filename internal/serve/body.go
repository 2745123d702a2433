package serve

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// DefaultMaxBody bounds a request body: a scenario file is some 30 kB,
// so a megabyte leaves room for any scenario and refuses a flood.
const DefaultMaxBody = 1 << 20

// readBody reads a request body of at most max bytes.
func readBody(r *http.Request, max int64) ([]byte, error) {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
			return nil, problemf(http.StatusUnsupportedMediaType, "api.content-type", "request body is %q; send application/json", ct)
		}
	} else {
		return nil, problemf(http.StatusUnsupportedMediaType, "api.content-type", "request body has no Content-Type; send application/json")
	}
	b, err := io.ReadAll(io.LimitReader(r.Body, max+1))
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.bad-body", "cannot read the request body: %v", err)
	}
	if int64(len(b)) > max {
		return nil, problemf(http.StatusRequestEntityTooLarge, "api.body-too-large", "request body is over %d bytes", max)
	}
	return b, nil
}

// decodeBody reads one JSON value into v, strictly (jsonx.DecodeStrict):
// unknown fields, trailing data, an empty body and nesting past the limits
// are refused, each with a message naming what is wrong and where. The
// body's size readBody has bounded.
func decodeBody(data []byte, v any) error {
	err := jsonx.DecodeStrict(data, v, jsonx.Input{MaxSize: len(data)})
	var at *jsonx.OffsetError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, jsonx.ErrEmpty):
		return problemf(http.StatusBadRequest, "api.bad-body", "request body is empty; want a JSON object")
	case errors.As(err, &at):
		return problemf(http.StatusBadRequest, "api.bad-body", "request body: %s, at byte %d", at.Msg, at.Off)
	}
	return bodyProblem(err)
}

// bodyProblem explains a decoding error of a request body.
func bodyProblem(err error) *refusal {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		msg = "JSON syntax at byte " + strconv.FormatInt(se.Offset, 10) + ": " + se.Error()
	case errors.As(err, &te):
		msg = typeProblem(te)
	case errors.Is(err, io.ErrUnexpectedEOF):
		msg = "the JSON ends too early"
	case strings.HasPrefix(msg, "json: unknown field "):
		msg = "unknown field " + strings.TrimPrefix(msg, "json: unknown field ")
	default:
		msg = strings.TrimPrefix(msg, "json: ")
	}
	return problemf(http.StatusBadRequest, "api.bad-body", "request body: %s", msg)
}
