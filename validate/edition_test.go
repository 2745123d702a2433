package validate

import (
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
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

func edit(t testing.TB, path, old, new string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), old) {
		t.Fatalf("%s does not contain %q", path, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
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
		name   string
		file   string
		old    string
		new    string
		code   string
		where  string // file:line:col prefix expected, "" = don't care
		remove bool
	}{
		{name: "syntax error", file: "trt.json", old: `"turn": 3,`, new: `"turn": 3,,`, code: "json.syntax", where: "trt.json:55:17"},
		{name: "schema type", file: "crt.json", old: `"sides": 6`, new: `"sides": "6"`, code: "schema.type", where: "crt.json:6:14"},
		{name: "unknown property points at its key", file: "crt.json", old: `"sides": 6`, new: `"sides": 6, "faces": 6`, code: "schema.additional-properties", where: "crt.json:6:17"},
		{name: "missing required", file: "edition.json", old: `"publisher": "Decision Games",`, new: ``, code: "schema.required"},
		{name: "bad enum", file: "tec.json", old: `"method": "sum-minus-one"`, new: `"method": "average"`, code: "schema.enum"},
		{name: "bad hex-style pattern", file: "crt.json", old: `"id": "1-4"`, new: `"id": "1:4"`, code: "schema.pattern"},
		{name: "duplicate key", file: "crt.json", old: `"sides": 6`, new: `"sides": 6, "sides": 6`, code: "json.duplicate-key"},
		{name: "rule number for an unknown code", file: "edition.json", old: `"stacking.over-limit": "5.1"`, new: `"stacking.over-limt": "5.1"`, code: "edition.rule-ref-unknown"},
		{name: "rule number of a bad shape", file: "edition.json", old: `"stacking.over-limit": "5.1"`, new: `"stacking.over-limit": "5.1; 6.2"`, code: "schema.pattern"},
		{name: "unknown source", file: "tec.json", old: `"src": "deluxe-2020"`, new: `"src": "hearsay"`, code: "source.unknown"},
		{name: "note cites unknown source", file: "trt.json", old: `"sources": [
        "fan-final-chapter"
      ]`, new: `"sources": ["nobody"]`, code: "source.unknown"},
		{name: "duplicate source id", file: "crt.json", old: `"id": "deluxe-2020"`, new: `"id": "spi-1975-crt"`, code: "source.duplicate"},
		{name: "row too short", file: "crt.json", old: `"Ae",
        "Ae",`, new: `"Ae",`, code: "crt.row-length"},
		{name: "undefined result", file: "crt.json", old: `"Ar",
        "Dr",`, new: `"Ar",
        "Dd",`, code: "crt.result-unknown"},
		{name: "columns out of order", file: "crt.json", old: `"id": "1-3",
        "attack": 1,
        "defense": 3`, new: `"id": "1-5",
        "attack": 1,
        "defense": 5`, code: "crt.column-order"},
		{name: "missing die row", file: "crt.json", old: `"die": 6,`, new: `"die": 5,`, code: "crt.die-missing"},
		{name: "scenario beyond the track", file: "trt.json", old: `"first": 11,
      "last": 16,`, new: `"first": 11,
      "last": 17,`, code: "trt.scenario-range"},
		{name: "turn gap", file: "trt.json", old: `"turn": 3,`, new: `"turn": 4,`, code: "trt.turn-sequence"},
		{name: "not a half month", file: "trt.json", old: `"start": "1945-01-16"`, new: `"start": "1945-01-17"`, code: "trt.date"},
		{name: "duplicate TEC id", file: "tec.json", old: `"id": "rough"`, new: `"id": "broken"`, code: "tec.duplicate-id"},
		{name: "listed file missing", file: "tec.json", remove: true, code: "file.missing", where: "edition.json:"},
		{name: "empty file", file: "crt.json", old: "", new: "", code: "json.empty"},
		{name: "trailing data", file: "crt.json", old: "", new: "", code: "json.trailing-data"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := copyEdition(t, "1994")
			p := filepath.Join(dir, tt.file)
			switch {
			case tt.remove:
				os.Remove(p)
			case tt.code == "json.empty":
				os.WriteFile(p, nil, 0o644)
			case tt.code == "json.trailing-data":
				b, _ := os.ReadFile(p)
				os.WriteFile(p, append(b, []byte("{}\n")...), 0o644)
			default:
				edit(t, p, tt.old, tt.new)
			}
			requireDiagnostic(t, v, dir, tt.code, tt.where)
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
		os.WriteFile(bad, []byte(tt.content), 0o644)
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
	dir := copyEdition(t, "1994")
	edit(t, filepath.Join(dir, "crt.json"), `"$schema": "../../schema/crt.schema.json"`, `"$schema": "../../schema/tec.schema.json"`)
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

// No input may make the validator panic: prefixes of the bundled files, cut
// at evenly spaced places (97 per chart file, 31 for the map), are checked
// as that file.
//
// The map is large, so it is left out of the edition while the small files
// are cut, and cut at fewer places itself.
func TestTruncatedFilesNeverPanic(t *testing.T) {
	v := newValidator(t)
	for _, tt := range []struct {
		name string
		cuts int
	}{{"edition.json", 97}, {"crt.json", 97}, {"tec.json", 97}, {"trt.json", 97}, {"map.json", 31}} {
		name := tt.name
		dir := copyEdition(t, "1994")
		if name != "map.json" {
			edit(t, filepath.Join(dir, "edition.json"), `"map": "map.json",`, ``)
		}
		p := filepath.Join(dir, name)
		whole, _ := os.ReadFile(p)
		step := max(1, len(whole)/tt.cuts)
		for n := 0; n < len(whole); n += step {
			os.WriteFile(p, whole[:n], 0o644)
			if r, err := v.Paths([]string{dir}, Options{}); err != nil || r.Valid {
				t.Fatalf("%s cut at %d: valid=%v err=%v", name, n, r.Valid, err)
			}
		}
	}
}

func FuzzSingleFile(f *testing.F) {
	for _, name := range []string{"1994/crt.json", "1994/tec.json", "1975/trt.json", "1975/edition.json"} {
		b, _ := fs.ReadFile(data.FS, name)
		f.Add(b)
	}
	v := newValidator(f)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		p := filepath.Join(dir, "f.json")
		os.WriteFile(p, b, 0o644)
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
