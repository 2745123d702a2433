package jsonx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Errors an OffsetError of DecodeStrict wraps, besides ErrTooDeep and
// ErrTooLong.
var (
	ErrTooLarge = errors.New("over the size limit")
	ErrEmpty    = errors.New("empty")
	ErrTrailing = errors.New("data after the JSON value")
)

// CodeTrailing is the code of data after the JSON value, as validate
// reports it in a data file.
const CodeTrailing = "json.trailing-data"

// Input is what DecodeStrict holds one kind of input to, besides the
// data-file limits on nesting and entries.
type Input struct {
	// MaxSize is the most bytes the input may weigh.
	MaxSize int
	// ReadPast lets members the value has no field for go unread. Only a
	// format bfgdata reads part of but does not define (a fan's reading
	// of the map) sets it; every input bfgdata defines refuses them, so
	// that a misspelt member is caught rather than silently ignored.
	ReadPast bool
}

// DecodeStrict decodes data, one JSON value, into v, as every input that
// is not a data file is read (a game record, a request body, a position
// file, a corrections file or layer, a fan reading, a draft's config): it
// refuses more than in.MaxSize bytes, an empty input, nesting deeper than
// MaxDepth or a list or object longer than MaxEntries, a member v has no
// field for (unless in.ReadPast), and anything but space after the value.
//
// The refusals of the input's shape are *OffsetError, wrapping ErrTooLarge
// (Off -1), ErrEmpty, ErrTooDeep, ErrTooLong or ErrTrailing; Off is where
// in data. A value encoding/json cannot decode gives its error unchanged
// (a *json.SyntaxError, a *json.UnmarshalTypeError, an unknown field,
// io.ErrUnexpectedEOF), so that the caller words it for its input.
func DecodeStrict(data []byte, v any, in Input) error {
	if len(data) > in.MaxSize {
		return &OffsetError{Off: -1, Msg: fmt.Sprintf("%d bytes, the limit is %d", len(data), in.MaxSize), Err: ErrTooLarge}
	}
	if SpaceEnd(data, 0) == len(data) {
		return &OffsetError{Off: 0, Msg: "the input is empty", Err: ErrEmpty}
	}
	if e := CheckLimits(data); e != nil {
		return e
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if !in.ReadPast {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return err
	}
	if off := SpaceEnd(data, int(dec.InputOffset())); off < len(data) {
		return &OffsetError{Code: CodeTrailing, Off: off, Msg: "more data after the end of the JSON value", Err: ErrTrailing}
	}
	return nil
}

// DecodeChecked is DecodeStrict into a new T, then T's own Check: for the
// files that decode well yet can break their format's rules (a map
// tool's config, a layer), so that each reads them the one way.
func DecodeChecked[T any, P interface {
	*T
	Check() error
}](data []byte, in Input) (P, error) {
	v := P(new(T))
	if err := DecodeStrict(data, v, in); err != nil {
		return nil, err
	}
	if err := v.Check(); err != nil {
		return nil, err
	}
	return v, nil
}
