package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is the test's own testing.TB, but notes a failure instead of
// reporting it, so that a check meant to fail can be seen failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }
func (r *recorder) Fatal(...any)          { r.failed = true }

func TestCheck(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sub", "out.txt")
	r := &recorder{TB: t}
	Check(r, p, "one\n", false)
	if !r.failed {
		t.Error("a missing golden file passed")
	}
	Check(t, p, "one\n", true)
	if b, err := os.ReadFile(p); err != nil || string(b) != "one\n" {
		t.Fatalf("update wrote %q, %v", b, err)
	}
	Check(t, p, "one\n", false)
	r = &recorder{TB: t}
	Check(r, p, "two\n", false)
	if !r.failed {
		t.Error("a different output passed")
	}
}
