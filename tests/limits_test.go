package tests

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/datafmt"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/internal/serve"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// limitCodes are the codes of a file refused for a limit.
var limitCodes = []string{"file.too-large", jsonx.CodeTooDeep, jsonx.CodeTooLong}

// TestLimitsAreOne: a scenario file exactly at each data-file limit is
// read by fmt, validate and the editor's server alike, and one just over
// it is refused by all three for that limit.
func TestLimitsAreOne(t *testing.T) {
	if testing.Short() {
		t.Skip("writes files of 64 MiB")
	}
	orig, err := os.ReadFile(filepath.Join(repoRoot(t), "data", "1994", "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	// member puts a member first in the scenario, which schema and
	// decoding then meet as an unknown one.
	member := func(name, value string) []byte {
		return bytes.Replace(orig, []byte("{"), []byte(`{"`+name+`": `+value+`, `), 1)
	}
	tests := []struct {
		name  string
		code  string // the limit's code
		at    []byte // the file at the limit
		over  []byte // and just over it
		valid bool   // the file at the limit is valid data
	}{
		{
			name:  "size",
			code:  "file.too-large",
			at:    pad(orig, jsonx.MaxFileSize),
			over:  pad(orig, jsonx.MaxFileSize+1),
			valid: true,
		},
		{
			// the scenario object is the first level
			name: "depth",
			code: jsonx.CodeTooDeep,
			at:   member("deep", strings.Repeat("[", jsonx.MaxDepth-1)+strings.Repeat("]", jsonx.MaxDepth-1)),
			over: member("deep", strings.Repeat("[", jsonx.MaxDepth)+strings.Repeat("]", jsonx.MaxDepth)),
		},
		{
			name: "entries",
			code: jsonx.CodeTooLong,
			at:   member("long", "["+strings.Repeat("0,", jsonx.MaxEntries-1)+"0]"),
			over: member("long", "["+strings.Repeat("0,", jsonx.MaxEntries)+"0]"),
		},
	}
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, over := range []bool{false, true} {
				file := tt.at
				if over {
					file = tt.over
				}
				dir := filepath.Join(t.TempDir(), "1994")
				copyDir(t, filepath.Join(repoRoot(t), "data", "1994"), dir)
				p := filepath.Join(dir, "scenarios", "historical.json")
				if err := os.WriteFile(p, file, 0o644); err != nil {
					t.Fatal(err)
				}
				got := map[string]string{
					"fmt":      fmtRefusal(t, p),
					"validate": validateRefusal(t, v, dir),
					"serve":    serveRefusal(t, v, dir),
				}
				for reader, code := range got {
					switch {
					case over && code != tt.code:
						t.Errorf("%s over the limit: %s refuses it with %q, want %q", tt.name, reader, code, tt.code)
					case !over && code != "":
						t.Errorf("%s at the limit: %s refuses it with %q", tt.name, reader, code)
					}
				}
				if !over && tt.valid {
					if r, err := v.Paths([]string{dir}, validate.Options{}); err != nil || !r.Valid {
						t.Errorf("%s at the limit: not valid: %v %+v", tt.name, err, r.Diagnostics())
					}
				}
			}
		})
	}
}

// pad fills b with spaces before its final newline to n bytes.
func pad(b []byte, n int) []byte {
	out := make([]byte, 0, n)
	out = append(out, bytes.TrimRight(b, "\n")...)
	for len(out) < n-1 {
		out = append(out, ' ')
	}
	return append(out, '\n')
}

// fmtRefusal is the limit for which fmt refuses the file at p, "" for
// none. fmt words its refusals without a code: the error it wraps names
// the limit.
func fmtRefusal(t *testing.T, p string) string {
	t.Helper()
	targets, results := datafmt.PathTargets([]string{p})
	if len(results) > 0 || len(targets) != 1 {
		t.Fatalf("fmt found %d files to format, %+v", len(targets), results)
	}
	r := datafmt.Format(targets[0], true)
	if r.Error == "" {
		return ""
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	_, err = model.Canonical(b)
	var se *model.SyntaxError
	switch {
	case errors.Is(err, model.ErrTooDeep):
		return jsonx.CodeTooDeep
	case errors.Is(err, model.ErrTooLarge) && errors.As(err, &se):
		return jsonx.CodeTooLong // a list, at its line and column
	case errors.Is(err, model.ErrTooLarge):
		return "file.too-large"
	}
	return "fmt: " + r.Error
}

// validateRefusal is the limit for which validate refuses the edition in
// dir, "" for none: any problem of reading or JSON counts, so that a file
// at a limit is seen to be read through.
func validateRefusal(t *testing.T, v *validate.Validator, dir string) string {
	t.Helper()
	r, err := v.Paths([]string{dir}, validate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Diagnostics() {
		if slices.Contains(limitCodes, d.Code) || strings.HasPrefix(d.Code, "json.") || strings.HasPrefix(d.Code, "file.") {
			return d.Code
		}
	}
	return ""
}

// serveRefusal is the limit for which the editor refuses to open the
// scenario of the edition in dir, "" for none.
func serveRefusal(t *testing.T, v *validate.Validator, dir string) string {
	t.Helper()
	const addr = "127.0.0.1:8080"
	s, err := serve.New(serve.Config{Dir: dir, Addr: addr, Validator: v})
	var tl *fileio.TooLargeError
	if errors.As(err, &tl) {
		// the edition is loaded when the server starts: a file over the
		// limit stops it there, with the limit's error
		return "file.too-large"
	}
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	q := httptest.NewRequest(http.MethodGet, "/api/scenario?edition=1994&id=historical", nil)
	q.Host = addr
	w := httptest.NewRecorder()
	s.ServeHTTP(w, q)
	if w.Code == http.StatusOK {
		return ""
	}
	// The body of a refused request: {status, code, message, rule}.
	var p struct{ Code string }
	if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil {
		t.Fatalf("status %d, %v: %.200s", w.Code, err, w.Body.Bytes())
	}
	return p.Code
}
