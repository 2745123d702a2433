package validate

import (
	"bytes"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

func newValidator(t testing.TB) *Validator {
	t.Helper()
	v, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// copyEdition copies a bundled edition to a temporary folder, so a test can
// break it without touching the real data.
func copyEdition(t testing.TB, id string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), id)
	err := fs.WalkDir(data.FS, id, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, strings.TrimPrefix(p, id))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := fs.ReadFile(data.FS, p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestBundledEditionsAreValid(t *testing.T) {
	r := newValidator(t).Editions(data.FS, data.Editions.IDs(), "data", Options{Strict: true})
	for _, d := range r.Diagnostics() {
		t.Errorf("%s", d.String())
	}
	if !r.Valid || r.Counts.Files < 8 {
		t.Errorf("report valid=%v files=%d, want valid with at least 8 files", r.Valid, r.Counts.Files)
	}
}

func TestBrokenEditions(t *testing.T) {
	tests := []struct {
		name    string
		variant string // the folder under ../testdata/broken laid over the mini edition
		remove  string // a file of the mini edition to delete instead
		code    string
		where   string // file:line:col prefix expected, "" = don't care
	}{
		{name: "syntax error", variant: "trt-syntax", code: "json.syntax", where: "trt.json:55:17"},
		{name: "schema type", variant: "crt-sides-string", code: "schema.type", where: "crt.json:6:14"},
		{name: "unknown property points at its key", variant: "crt-unknown-property", code: "schema.additional-properties", where: "crt.json:6:17"},
		{name: "missing required", variant: "edition-no-publisher", code: "schema.required"},
		{name: "bad enum", variant: "tec-bad-method", code: "schema.enum"},
		{name: "bad hex-style pattern", variant: "crt-column-id-pattern", code: "schema.pattern"},
		{name: "duplicate key", variant: "crt-duplicate-key", code: "json.duplicate-key"},
		{name: "rule number for an unknown code", variant: "edition-rule-ref-unknown", code: "edition.rule-ref-unknown"},
		{name: "rule number of a bad shape", variant: "edition-rule-ref-shape", code: "schema.pattern"},
		{name: "unknown source", variant: "tec-unknown-source", code: "source.unknown"},
		{name: "note cites unknown source", variant: "trt-note-unknown-source", code: "source.unknown"},
		{name: "duplicate source id", variant: "crt-duplicate-source", code: "source.duplicate"},
		{name: "row too short", variant: "crt-row-short", code: "crt.row-length"},
		{name: "undefined result", variant: "crt-result-unknown", code: "crt.result-unknown"},
		{name: "columns out of order", variant: "crt-column-order", code: "crt.column-order"},
		{name: "missing die row", variant: "crt-die-missing", code: "crt.die-missing"},
		{name: "scenario beyond the track", variant: "trt-scenario-range", code: "trt.scenario-range"},
		{name: "turn gap", variant: "trt-turn-gap", code: "trt.turn-sequence"},
		{name: "not a half month", variant: "trt-date", code: "trt.date"},
		{name: "duplicate TEC id", variant: "tec-duplicate-id", code: "tec.duplicate-id"},
		{name: "listed file missing", remove: "tec.json", code: "file.missing", where: "edition.json:"},
		{name: "empty file", variant: "crt-empty", code: "json.empty"},
		{name: "trailing data", variant: "crt-trailing-data", code: "json.trailing-data"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var remove []string
			if tt.remove != "" {
				remove = append(remove, tt.remove)
			}
			requireDiagnostic(t, v, miniEdition(t, tt.variant, remove...), tt.code, tt.where)
		})
	}
}

// requireDiagnostic validates the edition folder dir and fails the test
// unless the report is invalid and holds a diagnostic with the code whose
// line (file:line:col: …) contains where. It returns that diagnostic.
func requireDiagnostic(t *testing.T, v *Validator, dir, code, where string) diag.Diagnostic {
	t.Helper()
	r, err := v.Paths([]string{dir}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Valid {
		t.Fatal("broken data reported valid")
	}
	var lines []string
	for _, d := range r.Diagnostics() {
		line := d.String()
		if d.Code == code && strings.Contains(line, where) {
			if d.Line == 0 && d.Pointer != "" {
				t.Errorf("diagnostic has a pointer but no line: %s", line)
			}
			return d
		}
		lines = append(lines, line)
	}
	t.Fatalf("no %s diagnostic at %q; got:\n%s", code, where, strings.Join(lines, "\n"))
	return diag.Diagnostic{}
}

func TestPathErrors(t *testing.T) {
	v := newValidator(t)
	if _, err := v.Paths([]string{filepath.Join(t.TempDir(), "nope")}, Options{}); err == nil {
		t.Error("missing path accepted")
	}
	empty := t.TempDir()
	if _, err := v.Paths([]string{empty}, Options{}); err == nil {
		t.Error("folder without JSON accepted")
	}
}

func TestSingleFiles(t *testing.T) {
	dir := copyEdition(t, "1975")
	v := newValidator(t)
	r, err := v.Paths([]string{filepath.Join(dir, "crt.json"), filepath.Join(dir, "tec.json")}, Options{})
	if err != nil || !r.Valid || r.Counts.Files != 2 {
		t.Fatalf("single good files: valid=%v files=%d err=%v %v", r.Valid, r.Counts.Files, err, r.Diagnostics())
	}
	bad := filepath.Join(dir, "x.json")
	for _, tt := range []struct{ content, code string }{
		{`{"id": 1}`, "schema.missing-ref"},
		{`{"$schema": "../../schema/zzz.schema.json"}`, "schema.unknown-ref"},
		{`[1, 2]`, "json.not-object"},
	} {
		if err := os.WriteFile(bad, []byte(tt.content), 0o644); err != nil {
			t.Fatal(err)
		}
		r, err := v.Paths([]string{bad}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if d := r.Diagnostics(); r.Valid || len(d) == 0 || d[0].Code != tt.code {
			t.Errorf("%s: got %v, want %s", tt.content, d, tt.code)
		}
	}
}

func TestStrictTurnsWarningsIntoFailure(t *testing.T) {
	dir := miniEdition(t, "crt-schema-ref")
	v := newValidator(t)
	r, _ := v.Paths([]string{dir}, Options{})
	if !r.Valid || r.Counts.Warnings != 1 {
		t.Fatalf("non-strict: valid=%v warnings=%d, want valid with 1 warning", r.Valid, r.Counts.Warnings)
	}
	r, _ = v.Paths([]string{dir}, Options{Strict: true})
	if r.Valid {
		t.Error("strict: a warning must make the report invalid")
	}
}

// No input may make the validator panic: prefixes of the mini edition's
// files, cut at evenly spaced places (97 per chart file, 31 for the map),
// are checked as that file, within the edition.
func TestTruncatedFilesNeverPanic(t *testing.T) {
	v := newValidator(t)
	for _, tt := range []struct {
		name string
		cuts int
	}{{"edition.json", 97}, {"crt.json", 97}, {"tec.json", 97}, {"trt.json", 97}, {"map.json", 31}} {
		name := tt.name
		dir := miniEdition(t, "")
		p := filepath.Join(dir, name)
		whole, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		// A cut in the final newline leaves the document whole.
		end := len(bytes.TrimRight(whole, "\n"))
		step := max(1, end/tt.cuts)
		if testing.Short() {
			step *= 4 // a quarter of the cuts; the full run makes them all
		}
		for n := 0; n < end; n += step {
			if err := os.WriteFile(p, whole[:n], 0o644); err != nil {
				t.Fatal(err)
			}
			if r, err := v.Paths([]string{dir}, Options{}); err != nil || r.Valid {
				t.Fatalf("%s cut at %d: valid=%v err=%v", name, n, r.Valid, err)
			}
		}
	}
}

func FuzzSingleFile(f *testing.F) {
	for _, name := range []string{"1994/crt.json", "1994/tec.json", "1975/trt.json", "1975/edition.json"} {
		b, err := fs.ReadFile(data.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	v := newValidator(f)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		p := filepath.Join(dir, "f.json")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := v.Paths([]string{p}, Options{}); err != nil {
			t.Fatal(err)
		}
	})
}

// A list of more than jsonx.MaxEntries values is refused by the first pass, where
// its entry past the limit is, and nothing of it is decoded.
func TestTooLongRefusedBeforeDecoding(t *testing.T) {
	v := newValidator(t)
	p := filepath.Join(t.TempDir(), "long.json")
	body := `{"$schema": "counters.schema.json", "notes": [` + strings.Repeat("1,", 3*jsonx.MaxEntries) + `1]}`
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	var r Report
	allocs := testing.AllocsPerRun(1, func() { r, _ = v.Paths([]string{p}, Options{}) })
	ds := r.Diagnostics()
	if len(ds) != 1 || ds[0].Code != "json.too-long" || ds[0].Column != len(`{"$schema": "counters.schema.json", "notes": [`)+2*jsonx.MaxEntries { // at the comma after entry jsonx.MaxEntries
		t.Fatalf("got %+v", ds)
	}
	if allocs > 200 {
		t.Errorf("%.0f allocations refusing the list: it was decoded", allocs)
	}
	// exactly jsonx.MaxEntries entries pass the first pass
	if res := jsonx.Check([]byte("[" + strings.Repeat("1,", jsonx.MaxEntries-1) + "1]")); res != nil {
		t.Errorf("a list of %d entries refused: %+v", jsonx.MaxEntries, res)
	}
}
