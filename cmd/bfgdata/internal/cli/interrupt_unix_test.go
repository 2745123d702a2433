//go:build unix

package cli

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

// pausedRun is a bfgdata process paused in the middle of a write.
type pausedRun struct {
	cmd    *exec.Cmd
	out    *bytes.Buffer
	exited chan error
}

// paused starts bfgdata (this test binary, which TestMain runs as the
// program) in dir with args, its writes paused by fileio.PauseEnv at
// stage ("written": the temporary files written, none in place;
// "commit": in the middle of putting them in place), and returns once
// it is paused there.
func paused(t *testing.T, dir, stage string, args ...string) *pausedRun {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	mark := filepath.Join(t.TempDir(), "paused")
	env := mark
	if stage == "commit" {
		env = "commit:" + mark
	}
	r := &pausedRun{cmd: exec.Command(exe, args...), out: &bytes.Buffer{}, exited: make(chan error, 1)}
	r.cmd.Args[0] = "bfgdata" // the name TestMain runs Main for
	r.cmd.Dir = dir
	r.cmd.Env = append(os.Environ(), fileio.PauseEnv+"="+env)
	r.cmd.Stdout, r.cmd.Stderr = r.out, r.out
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { r.exited <- r.cmd.Wait() }()
	t.Cleanup(func() { r.cmd.Process.Kill() })
	// Wait for the mark, or for the process to end without pausing; the
	// polling interval bounds nothing.
	for {
		if _, err := os.Stat(mark); err == nil {
			return r
		}
		select {
		case err := <-r.exited:
			t.Fatalf("bfgdata %v ended (%v) without pausing:\n%s", args, err, r.out)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// stop sends sig and returns the exit status (-1 for killed by a signal)
// and what the process printed.
func (r *pausedRun) stop(t *testing.T, sig syscall.Signal) (int, string) {
	t.Helper()
	if err := r.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	err := <-r.exited
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatal(err)
	}
	return r.cmd.ProcessState.ExitCode(), r.out.String()
}

// hidden lists the hidden files and folders under dir: a write's
// temporary files and folders, a plan's folder of replaced files.
func hidden(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && p != dir {
			out = append(out, p)
			if d.IsDir() {
				return filepath.SkipDir
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// inProcess runs bfgdata in dir in this process and returns its status,
// stdout and stderr.
func inProcess(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	code := Main(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// A write killed with SIGKILL leaves its temporary files (nothing can run
// on SIGKILL); the next write into the folder removes them and says so,
// and the folder is whole: every file old or new. Killed in the middle of
// putting files in place, the plan's folder of replaced files goes too.
func TestKilledWriteIsSweptByTheNext(t *testing.T) {
	for _, tc := range []struct {
		name, stage string
		args        []string
		next        []string
	}{
		{"one file", "written", []string{"render", "map", "--out", "m.svg"}, []string{"render", "map", "--out", "n.svg"}},
		{"a new folder", "written", []string{"new", "scenario", "--edition", "1994", "--id", "a", "--from", "historical", "--dir", "ed"},
			[]string{"new", "scenario", "--edition", "1994", "--id", "b", "--from", "historical", "--dir", "ed"}},
		{"into a folder", "written", []string{"new", "scenario", "--edition", "1994", "--id", "b", "--from", "historical", "--dir", "ed"},
			[]string{"new", "scenario", "--edition", "1994", "--id", "c", "--from", "historical", "--dir", "ed"}},
		{"into a folder, putting files in place", "commit", []string{"new", "scenario", "--edition", "1994", "--id", "b", "--from", "historical", "--dir", "ed"},
			[]string{"new", "scenario", "--edition", "1994", "--id", "c", "--from", "historical", "--dir", "ed"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.stage != "commit" {
				t.Skip("under -short only the kill in the middle of putting files in place; the full run kills at every stage")
			}
			dir := t.TempDir()
			if strings.HasPrefix(tc.name, "into a folder") {
				if code, _, stderr := inProcess(t, dir, "new", "scenario", "--edition", "1994", "--id", "a", "--from", "historical", "--dir", "ed"); code != 0 {
					t.Fatalf("making the folder: %d %s", code, stderr)
				}
			}
			code, out := paused(t, dir, tc.stage, tc.args...).stop(t, syscall.SIGKILL)
			left := hidden(t, dir)
			if code != -1 || len(left) == 0 {
				t.Fatalf("killed: status %d, left %v (want something left to sweep):\n%s", code, left, out)
			}
			if tc.stage == "commit" && !strings.Contains(strings.Join(left, " "), ".bfgdata-old.") {
				t.Errorf("killed while putting files in place, no folder of replaced files left: %v", left)
			}
			code, _, stderr := inProcess(t, dir, tc.next...)
			if code != 0 {
				t.Fatalf("the next write: %d %s", code, stderr)
			}
			for _, p := range left {
				rel, _ := filepath.Rel(dir, p)
				if !strings.Contains(stderr, "bfgdata: removed "+rel+", left by a write that was killed before it ended") {
					t.Errorf("the next write does not say it removed %s:\n%s", rel, stderr)
				}
			}
			if now := hidden(t, dir); len(now) > 0 {
				t.Errorf("left after the next write: %v", now)
			}
			if strings.HasPrefix(tc.name, "into a folder") {
				if code, _, stderr := inProcess(t, dir, "validate", "ed"); code != 0 && !strings.Contains(stderr, "setup is empty") {
					t.Errorf("the folder after the kill and the next write: %d %s", code, stderr)
				}
			}
		})
	}
}

// Ctrl-C (SIGINT) during a write ends bfgdata at once with status 130,
// says what was written and what was not, and leaves nothing behind.
func TestInterruptedWriteSaysWhatAndLeavesNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
		gone string
	}{
		{"one file", []string{"render", "map", "--out", "m.svg"},
			"bfgdata: interrupted: did not write m.svg (nothing of it is left behind)\n", "m.svg"},
		{"a new folder", []string{"new", "scenario", "--edition", "1994", "--id", "a", "--from", "historical", "--dir", "ed"},
			"bfgdata: interrupted: did not write ed (nothing of it is left behind)\n", "ed"},
		{"an import into a new folder", []string{"import", "csv", "h.csv", "--scenario", "historical", "--id", "mine", "--name", "Mine", "--dir", "ed"},
			"bfgdata: interrupted: did not write ed (nothing of it is left behind)\n", "ed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && !strings.HasPrefix(tc.name, "an import") {
				t.Skip("under -short only the import is interrupted; the full run interrupts every kind of write")
			}
			dir := t.TempDir()
			code, csv, stderr := inProcess(t, dir, "setup", "--scenario", "historical", "--format", "csv")
			if code != 0 {
				t.Fatal(stderr)
			}
			if err := os.WriteFile(filepath.Join(dir, "h.csv"), []byte(csv), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out := paused(t, dir, "written", tc.args...).stop(t, syscall.SIGINT)
			if code != ExitInterrupted || !strings.HasSuffix(out, tc.want) {
				t.Errorf("interrupted: status %d, said %q; want %d and %q", code, out, ExitInterrupted, tc.want)
			}
			if left := hidden(t, dir); len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
			if _, err := os.Stat(filepath.Join(dir, tc.gone)); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s is there: %v", tc.gone, err)
			}
		})
	}
}
