package datafmt

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func TestRunTallies(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	rep := Run(nil, "data", []string{bad, filepath.Join(dir, "missing.json")}, true)
	if rep.IOFailures != 1 || rep.DataErrors != 1 || !rep.Invalid() {
		t.Errorf("a broken file and a missing one: %d I/O failures, %d data errors", rep.IOFailures, rep.DataErrors)
	}
	var out, errw strings.Builder
	if err := rep.WriteText(&out, &errw); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 || strings.Count(errw.String(), "\n") != 2 {
		t.Errorf("text: stdout %q, stderr %q", out.String(), errw.String())
	}
}

func TestRunBundledNotCanonical(t *testing.T) {
	fsys := fstest.MapFS{"1994/x.json": {Data: []byte(`{"$schema": "../schema/crt.schema.json",   "a":1}`)}}
	rep := Run(fsys, "data", nil, false)
	if rep.NotCanonical != 1 || rep.Canonical || !rep.Invalid() {
		t.Fatalf("a bundled file not canonical: %+v", rep)
	}
	var out, errw strings.Builder
	if err := rep.WriteText(&out, &errw); err != nil {
		t.Fatal(err)
	}
	if out.String() != "data/1994/x.json\n" || !strings.Contains(errw.String(), "cannot be rewritten") {
		t.Errorf("text: stdout %q, stderr %q", out.String(), errw.String())
	}
	var js strings.Builder
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(js.String(), "NotCanonical") || !strings.Contains(js.String(), `"canonical": false`) {
		t.Errorf("JSON carries the counts or lacks the verdict: %s", js.String())
	}
}
