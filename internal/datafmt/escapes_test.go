package datafmt_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/datafmt"
	"github.com/bfgdata/bfgdata/validate"
)

// fmt and validate agree on every string escape: a file validate accepts
// fmt accepts, and rewrites to a string of the same value; a file
// validate refuses (text that stands for no character, which every
// reader would turn into U+FFFD) fmt refuses at the same line and column,
// and leaves as it is.
func TestFmtAndValidateAgreeOnEscapes(t *testing.T) {
	base, err := fs.ReadFile(data.FS, "1994/crt.json")
	if err != nil {
		t.Fatal(err)
	}
	// The value is put at the start of a source's title, a free-text
	// string of a valid file.
	at := bytes.Index(base, []byte(`"title": "`))
	if at < 0 {
		t.Fatal(`no "title" in 1994/crt.json`)
	}
	at += len(`"title": "`)
	for _, tc := range []struct {
		name, text string
		ok         bool
		want       string // the value read, when ok
	}{
		{"lone high surrogate", `\ud800`, false, ""},
		{"lone low surrogate", `\udc00`, false, ""},
		{"high surrogate at the end", `\uD83D`, false, ""},
		{"high surrogate then a letter", `\ud83dx`, false, ""},
		{"high surrogate then another escape", `\ud83d\n`, false, ""},
		{"two high surrogates", `\ud83d\ud83d`, false, ""},
		{"low then high", `\ude00\ud83d`, false, ""},
		{"a pair then a lone low", `\ud83d\ude00\ude00`, false, ""},
		{"invalid UTF-8 byte", "\xff", false, ""},
		{"a pair", `\ud83d\ude00`, true, "\U0001F600"},
		{"a pair in capitals", `\uD83D\uDE00`, true, "\U0001F600"},
		{"two pairs", `\ud83d\ude00\ud83d\ude01`, true, "\U0001F600\U0001F601"},
		{"NUL", `\u0000`, true, "\x00"},
		{"escaped slash", `\/`, true, "/"},
		{"escaped quote and backslash", `\"\\`, true, `"\`},
		{"an escaped backslash before ud800", `\\ud800`, true, `\ud800`},
		{"control escapes", `\b\f\n\r\t`, true, "\b\f\n\r\t"},
		{"a letter escaped", `\u00e9`, true, "é"},
		{"line separator", `\u2028`, true, "\u2028"},
		{"the replacement character itself", `\ufffd`, true, "\ufffd"},
		{"a character as UTF-8", "é😀", true, "é😀"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := append(append(append([]byte{}, base[:at]...), tc.text...), base[at:]...)
			p := filepath.Join(t.TempDir(), "crt.json")
			if err := os.WriteFile(p, doc, 0o644); err != nil {
				t.Fatal(err)
			}
			v, err := validate.New()
			if err != nil {
				t.Fatal(err)
			}
			vr, err := v.Paths([]string{p}, validate.Options{})
			if err != nil {
				t.Fatal(err)
			}
			fr := datafmt.Run(nil, "", []string{p}, false)
			if vr.Valid != tc.ok || fr.Invalid() == tc.ok {
				t.Fatalf("validate valid %v (%+v), fmt refused %v (%+v); want both to accept: %v", vr.Valid, vr.Files, fr.Invalid(), fr.Files, tc.ok)
			}
			after, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !tc.ok {
				// Both at the same place, with the same words.
				d := vr.Files[0].Diagnostics[0]
				f := fr.Files[0]
				place, fmtPlace := fmt.Sprintf("%d:%d", d.Line, d.Column), fmt.Sprintf("%d:%d", f.Line, f.Column)
				if d.Code != "json.encoding" || place != fmtPlace || f.Error != d.Message || !bytes.Equal(after, doc) {
					t.Errorf("validate: %s at %s: %s; fmt: at %s: %q; file rewritten: %v", d.Code, place, d.Message, fmtPlace, f.Error, !bytes.Equal(after, doc))
				}
				return
			}
			if got := title(t, after); got != tc.want+title(t, base) {
				t.Errorf("fmt rewrote the value to %q, want %q", got, tc.want+title(t, base))
			}
			if vr, err := v.Paths([]string{p}, validate.Options{}); err != nil || !vr.Valid {
				t.Errorf("the file fmt wrote is not valid: %v %+v", err, vr.Files)
			}
		})
	}
}

// title is the first source's title of a CRT file.
func title(t *testing.T, doc []byte) string {
	t.Helper()
	var f struct {
		Sources []struct{ Title string } `json:"sources"`
	}
	if err := json.Unmarshal(doc, &f); err != nil {
		t.Fatal(err)
	}
	return f.Sources[0].Title
}
