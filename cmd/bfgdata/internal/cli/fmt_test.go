package cli

import (
	"github.com/bfgdata/bfgdata/internal/datafmt"

	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// copyData copies the bundled data folders into a temporary folder and
// returns it.
func copyData(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join("..", "..", "..", "..", "data")
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// reversedJSON writes a JSON document compactly with every object's
// members in reverse order (so hexes run from the highest id down).
func reversedJSON(t *testing.T, doc []byte) []byte {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var write func(buf *bytes.Buffer) error
	write = func(buf *bytes.Buffer) error {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		d, ok := tok.(json.Delim)
		if !ok {
			b, err := json.Marshal(tok)
			buf.Write(b)
			return err
		}
		var parts [][]byte
		for dec.More() {
			var part bytes.Buffer
			if d == '{' {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				k, _ := json.Marshal(key)
				part.Write(k)
				part.WriteByte(':')
			}
			if err := write(&part); err != nil {
				return err
			}
			parts = append(parts, part.Bytes())
		}
		if _, err := dec.Token(); err != nil {
			return err
		}
		if d == '{' {
			slices.Reverse(parts)
			buf.WriteByte('{')
			buf.Write(bytes.Join(parts, []byte{','}))
			buf.WriteByte('}')
		} else {
			buf.WriteByte('[')
			buf.Write(bytes.Join(parts, []byte{','}))
			buf.WriteByte(']')
		}
		return nil
	}
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeFile(t *testing.T, p string, b []byte, mode fs.FileMode) {
	t.Helper()
	if err := os.WriteFile(p, b, mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, mode); err != nil {
		t.Fatal(err)
	}
}

func lines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

func TestFmtBundledDataIsCanonical(t *testing.T) {
	for _, args := range [][]string{{"fmt"}, {"fmt", "--check"}} {
		code, out, errs := run(t, args...)
		if code != ExitOK || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
		// the draft configs (the hex maps' and Berlin 1945's zone draft),
		// corrections and the fan layer have no "$schema": said, not hidden
		if n := strings.Count(errs, ": skipped: "); n != 6 {
			t.Errorf("%v: %d skipped files on stderr, want 6:\n%s", args, n, errs)
		}
	}
}

func TestFmtCheckAndRewrite(t *testing.T) {
	dir := copyData(t)
	code, out, errs := run(t, "fmt", "--check", dir)
	if code != ExitOK || out != "" {
		t.Fatalf("fmt --check on a copy of the data: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, name := range []string{"map-draft.json", "map-corrections.json"} {
		if p := filepath.Join(dir, "1994", name); !strings.Contains(errs, p+`: skipped: no "$schema" member`) {
			t.Errorf("stderr does not say %s is skipped:\n%s", p, errs)
		}
	}

	// Reformat three files three ways; keep the originals.
	var indented bytes.Buffer
	crt := filepath.Join(dir, "1975", "crt.json")
	if err := json.Indent(&indented, reversedJSON(t, readFile(t, crt)), "", "\t"); err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	scen := filepath.Join(dir, "1994", "scenarios", "historical.json")
	if err := json.Compact(&compact, readFile(t, scen)); err != nil {
		t.Fatal(err)
	}
	changes := []struct {
		path string
		doc  []byte
		mode fs.FileMode
	}{
		{filepath.Join(dir, "1994", "map.json"), reversedJSON(t, readFile(t, filepath.Join(dir, "1994", "map.json"))), 0o600},
		{crt, indented.Bytes(), 0o640},
		{scen, compact.Bytes(), 0o644},
	}
	original := map[string][]byte{}
	var want []string
	for _, c := range changes {
		original[c.path] = readFile(t, c.path)
		writeFile(t, c.path, c.doc, c.mode)
		want = append(want, c.path)
	}
	slices.Sort(want) // fmt walks folders in lexical order

	code, out, _ = run(t, "fmt", "--check", dir)
	if code != ExitInvalid {
		t.Errorf("fmt --check on reformatted files: exit %d, want %d", code, ExitInvalid)
	}
	if got := lines(out); !slices.Equal(got, want) {
		t.Errorf("fmt --check lists %q, want %q", got, want)
	}
	for _, c := range changes {
		if !bytes.Equal(readFile(t, c.path), c.doc) {
			t.Errorf("fmt --check changed %s", c.path)
		}
	}

	code, out, errs = run(t, "fmt", dir)
	if code != ExitOK {
		t.Fatalf("fmt: exit %d, stderr %q", code, errs)
	}
	if got := lines(out); !slices.Equal(got, want) {
		t.Errorf("fmt lists %q, want %q", got, want)
	}
	for _, c := range changes {
		if !bytes.Equal(readFile(t, c.path), original[c.path]) {
			t.Errorf("fmt did not restore %s byte for byte", c.path)
		}
		st, err := os.Stat(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != c.mode {
			t.Errorf("%s: mode %v after fmt, want %v", c.path, st.Mode().Perm(), c.mode)
		}
	}
	// no temporary file is left behind
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".tmp") {
			t.Errorf("left behind: %s", p)
		}
		return nil
	})

	code, out, _ = run(t, "fmt", "--check", dir)
	if code != ExitOK || out != "" {
		t.Errorf("fmt --check after fmt: exit %d, stdout %q", code, out)
	}
	code, out, _ = run(t, "fmt", dir)
	if code != ExitOK || out != "" {
		t.Errorf("a second fmt: exit %d, stdout %q; it should change nothing", code, out)
	}
}

// TestFmtJSONReport runs on a copy of the mini edition of ../testdata, so
// that the files it counts are its own, not the bundled data's.
func TestFmtJSONReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mini")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("..", "..", "..", "..", "testdata", "editions", "mini"))); err != nil {
		t.Fatal(err)
	}
	tec := filepath.Join(dir, "tec.json")
	writeFile(t, tec, reversedJSON(t, readFile(t, tec)), 0o644)
	// a draft config, as the bundled editions have, names no schema
	draft := filepath.Join(dir, "map-draft.json")
	writeFile(t, draft, []byte(`{"schema": "../../schema/map.schema.json"}`), 0o644)
	code, out, errs := run(t, "fmt", "--check", "--format", "json", dir)
	if code != ExitInvalid {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	var rep datafmt.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !rep.Check || rep.Canonical {
		t.Errorf("check %v canonical %v, want true and false", rep.Check, rep.Canonical)
	}
	got := map[string]datafmt.Result{}
	for _, r := range rep.Files {
		got[r.File] = r
	}
	if r := got[tec]; r.Canonical || r.Rewritten || r.Error != "" {
		t.Errorf("%s: %+v, want not canonical", tec, r)
	}
	if r := got[draft]; r.Skipped == "" {
		t.Errorf("%s: %+v, want skipped", draft, r)
	}
	if r := got[filepath.Join(dir, "crt.json")]; !r.Canonical {
		t.Errorf("crt.json: %+v, want canonical", r)
	}
	if len(rep.Files) != 10 {
		t.Errorf("%d files reported, want 10 (9 data files and 1 skipped)", len(rep.Files))
	}
}

func TestFmtErrors(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "crt.json")
	writeFile(t, good, []byte(`{"id":"crt","$schema":"crt.schema.json"}`), 0o644)
	bad := filepath.Join(dir, "bad.json")
	writeFile(t, bad, []byte("{\n  \"$schema\": \"crt.schema.json\",\n  \"id\": tru\n}\n"), 0o644)
	plain := filepath.Join(dir, "plain.json")
	writeFile(t, plain, []byte(`{"a": 1}`), 0o644)
	deep := filepath.Join(dir, "deep", "deep.json")
	if err := os.Mkdir(filepath.Dir(deep), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, deep, []byte(`{"$schema":"crt.schema.json","x":`+strings.Repeat("[", 300)+strings.Repeat("]", 300)+`}`), 0o644)
	hidden := filepath.Join(dir, ".git", "x.json")
	if err := os.Mkdir(filepath.Dir(hidden), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, hidden, []byte(`{"$schema":"crt.schema.json","x":1,"id":"a"}`), 0o644)
	dangling := filepath.Join(t.TempDir(), "gone.json")
	if err := os.Symlink(filepath.Join(dir, "nowhere.json"), dangling); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.json")

	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string
		stderr []string // each must appear
	}{
		{"missing path", []string{"fmt", missing}, ExitUsage, nil,
			[]string{missing + ": cannot read or write: no such file or directory", "bfgdata: fmt: 1 file(s) could not be read or written"}},
		{"dangling link", []string{"fmt", "--check", dangling}, ExitUsage, nil, []string{dangling + ": cannot read or write:"}},
		{"invalid JSON, named", []string{"fmt", bad}, ExitInvalid, nil,
			[]string{bad + ":3:12: not valid JSON: invalid character '\\n' in literal true (expecting 'e')"}},
		{"no $schema, named", []string{"fmt", "--check", plain}, ExitInvalid, nil, []string{plain + `: no "$schema" member`}},
		{"too deep", []string{"fmt", deep}, ExitInvalid, nil, []string{deep + ":1:233: document nested too deeply: more than 200 levels"}},
		{"folder: bad files reported, good ones rewritten, .git not entered", []string{"fmt", dir}, ExitInvalid, []string{good},
			[]string{bad + ":3:12:", deep + ":1:233:", plain + `: skipped: no "$schema" member`}},
		{"bad format", []string{"fmt", "--format", "xml", dir}, ExitUsage, nil, []string{`--format "xml"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tt.code, errs)
			}
			if got := lines(out); !slices.Equal(got, tt.stdout) {
				t.Errorf("stdout %q, want %q", got, tt.stdout)
			}
			for _, s := range tt.stderr {
				if !strings.Contains(errs, s) {
					t.Errorf("stderr lacks %q:\n%s", s, errs)
				}
			}
		})
	}
	if got := string(readFile(t, good)); got != "{\n  \"$schema\": \"crt.schema.json\",\n  \"id\": \"crt\"\n}\n" {
		t.Errorf("crt.json after fmt:\n%s", got)
	}
	if got := string(readFile(t, hidden)); got != `{"$schema":"crt.schema.json","x":1,"id":"a"}` {
		t.Errorf("fmt entered .git: %s", got)
	}
}

// TestFmtBundledNotCanonical: the bundled data is only ever reported, even
// without --check, since it cannot be rewritten.
func TestFmtBundledNotCanonical(t *testing.T) {
	fsys := fstest.MapFS{
		"1994/crt.json":       {Data: []byte(`{"id":"crt","$schema":"crt.schema.json"}`)},
		"1994/edition.json":   {Data: []byte("{\n  \"$schema\": \"edition.schema.json\"\n}\n")},
		"1994/map-draft.json": {Data: []byte(`{"schema":"x"}`)},
	}
	for _, args := range [][]string{{"fmt"}, {"fmt", "--check"}} {
		root := newRootCommand(newAppOn(fsys))
		var out, errb bytes.Buffer
		root.SetArgs(args)
		root.SetOut(&out)
		root.SetErr(&errb)
		code := exitStatus(root.Execute(), &errb)
		if code != ExitInvalid {
			t.Errorf("%v: exit %d, want %d", args, code, ExitInvalid)
		}
		if out.String() != "data/1994/crt.json\n" {
			t.Errorf("%v: stdout %q", args, out.String())
		}
		if !strings.Contains(errb.String(), "cannot be rewritten") || !strings.Contains(errb.String(), "data/1994/map-draft.json: skipped") {
			t.Errorf("%v: stderr %q", args, errb.String())
		}
	}
	if got := string(fsys["1994/crt.json"].Data); got != `{"id":"crt","$schema":"crt.schema.json"}` {
		t.Errorf("bundled file changed: %s", got)
	}
}
