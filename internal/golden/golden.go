// Package golden keeps a test's expected output in a file under testdata:
// Check compares what a test got with the file, or rewrites the file when
// the test runs with -update, so that a change of output is a diff a
// reviewer reads; CPUPerOp adds a benchmark's CPU time per iteration. It
// is test support; no package of the program imports it.
package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// Check compares got with the file at p; with update it writes got there
// instead (making its folder).
func Check(t testing.TB, p, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs:\n--- got\n%s--- want\n%s", p, got, want)
	}
}
