package serve

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"testing"
)

// The browser tests check what the page saved with the commands a player
// would run on it, `bfgdata game check` and `game state`. The CLI's
// package lives under cmd/bfgdata/internal, which this package may not
// import (and which imports this one), so the test builds the binary with
// the go command that runs the test, into its temporary folder.

// bfgdataBinary answers the path of a freshly built bfgdata; it skips the
// test when no go command is on PATH to build it with.
func bfgdataBinary(t *testing.T) string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH to build bfgdata with, for game check and game state")
	}
	path := filepath.Join(t.TempDir(), "bfgdata")
	if out, err := exec.Command(gobin, "build", "-o", path, "github.com/bfgdata/bfgdata/cmd/bfgdata").CombinedOutput(); err != nil {
		t.Fatalf("building bfgdata: %v: %s", err, out)
	}
	return path
}

// runCLI runs the bfgdata binary with the arguments and answers its exit
// status, standard output and standard error.
func runCLI(t *testing.T, bin string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, out.String(), errs.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), out.String(), errs.String()
	}
	t.Fatalf("running bfgdata %v: %v", args, err)
	return 0, "", ""
}
