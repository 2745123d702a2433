package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// statusFileVar names the file the bfgdata of a script writes its exit
// status to. testscript's exec only tells success from failure, and here
// the kind of failure is the contract: 1 invalid data, 2 usage or I/O.
const statusFileVar = "BFGDATA_STATUS_FILE"

// TestMain lets the test binary stand in for the bfgdata program: scripts
// run it with exec, and it runs Main as the real binary does.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"bfgdata": func() {
			code := Main(os.Args[1:], os.Stdout, os.Stderr)
			if p := os.Getenv(statusFileVar); p != "" {
				if err := os.WriteFile(p, []byte(strconv.Itoa(code)), 0o644); err != nil {
					fmt.Fprintln(os.Stderr, "recording the exit status:", err)
					os.Exit(3)
				}
			}
			os.Exit(code)
		},
	})
}

// shortScripts are the scripts -short runs: one of each family of
// commands (reading and checking data, writing files, importing, the
// game records, drawing, the answers on a position, the messages of
// refusals), the quickest of its kind. The full run takes them all.
var shortScripts = []string{
	"validate", "fmt", "check", "import_csv", "new_scenario", "game",
	"game_exit", "reach", "combat", "render_map", "setup", "messages",
	"not_regular", "root",
}

// TestScripts runs every command's cases in testdata/script: each archive
// holds the command lines, their inputs, and what they must print and
// exit with. Under -short only shortScripts run.
func TestScripts(t *testing.T) {
	dir, files := filepath.Join("testdata", "script"), []string(nil)
	if testing.Short() {
		for _, name := range shortScripts {
			files = append(files, filepath.Join(dir, name+".txtar"))
		}
		dir = ""
		t.Logf("-short: %d of the scripts (%v); the full run takes them all", len(files), shortScripts)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 dir,
		Files:               files,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		// -update rewrites the want files a failing cmp names, as it
		// rewrites the golden files.
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			// $DATA is the bundled data as files, for a script to compare
			// what it wrote with; it is read, never written.
			data, err := filepath.Abs(filepath.Join("..", "..", "..", "..", "data"))
			if err != nil {
				return err
			}
			env.Setenv("DATA", data)
			// $TESTDATA holds the small edition of the broken-data cases
			// and its broken variants (see testdata/README.md at the
			// module root); also read only.
			fixtures, err := filepath.Abs(filepath.Join("..", "..", "..", "..", "testdata"))
			if err != nil {
				return err
			}
			env.Setenv("TESTDATA", fixtures)
			// Outside $WORK, so that it never shows among the files a
			// script lists or compares.
			env.Setenv(statusFileVar, filepath.Join(env.WorkDir, "..", filepath.Base(env.WorkDir)+".status"))
			return nil
		},
		// [fifo]: named pipes can be made here.
		Condition: func(cond string) (bool, error) {
			if cond == "fifo" {
				return canMkfifo(), nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: scriptCmds(),
	})
}

// scriptCmds are the commands scripts have besides testscript's own.
func scriptCmds() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	cmds := map[string]func(ts *testscript.TestScript, neg bool, args []string){"status": cmdStatus, "mkfifo": cmdMkfifo}
	for k, c := range editCmds {
		cmds[k] = c
	}
	return cmds
}

// cmdStatus, "status N", asserts that the last bfgdata run exited with N.
// The status is consumed, so a second check without a new run fails
// rather than pass on an old result.
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: status N")
	}
	p := ts.Getenv(statusFileVar)
	b, err := os.ReadFile(p)
	if err != nil {
		ts.Fatalf("no bfgdata run to check the status of: %v", err)
	}
	if err := os.Remove(p); err != nil {
		ts.Fatalf("the status of the last run stays: %v", err)
	}
	if got := strings.TrimSpace(string(b)); got != args[0] {
		ts.Fatalf("bfgdata exited with status %s, want %s", got, args[0])
	}
}
