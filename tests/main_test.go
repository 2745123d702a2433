package tests

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

// binaryPath is where the bfgdata executable for this test run is built;
// the build itself waits for the first test that runs it (endToEnd), so a
// go test -short run, which skips those tests, does not pay for it.
var binaryPath string

// buildBinary builds the executable once for the whole run and says why
// the build failed, "" when it did not.
var buildBinary = sync.OnceValue(func() string {
	build := exec.Command("go", "build", "-o", binaryPath, "github.com/bfgdata/bfgdata/cmd/bfgdata")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Sprintf("building bfgdata: %v\n%s", err, out)
	}
	return ""
})

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "bfgdata-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	binaryPath = filepath.Join(dir, "bfgdata")
	if runtime.GOOS == "windows" {
		binaryPath += ".exe"
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// endToEnd marks a test that runs the built binary as a user would: under
// go test -short it skips, saying so; otherwise it builds the binary once
// for the whole run and returns its path.
func endToEnd(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end: runs the built bfgdata binary; skipped under -short, the full run (go test ./...) does it")
	}
	if failed := buildBinary(); failed != "" {
		t.Fatal(failed)
	}
	return binaryPath
}

type result struct {
	code           int
	stdout, stderr string
}

// bfgdata runs the built binary in dir ("" = a fresh temp dir).
func bfgdata(t *testing.T, dir string, args ...string) result {
	t.Helper()
	bin := endToEnd(t)
	if dir == "" {
		dir = t.TempDir()
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{code, out.String(), errb.String()}
}

// repoRoot is the module root, where data/ lives.
func repoRoot(t *testing.T) string {
	t.Helper()
	abs, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// copyDir copies a folder tree, for breaking data without touching it.
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		target := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
