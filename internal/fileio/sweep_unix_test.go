//go:build unix

package fileio

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// deadPID is the id of a process that has ended.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

// A sweep removes the temporary files and folders of writers that are
// gone, and old ones of the names earlier versions gave; it puts back a
// replaced file whose new content never arrived; it leaves alone what a
// living writer has in flight, and every other hidden file.
func TestSweep(t *testing.T) {
	dir := t.TempDir()
	dead, living := strconv.Itoa(deadPID(t)), strconv.Itoa(os.Getppid())
	write := func(rel, content string) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".map.json."+dead+"-123.tmp", "half")
	write("scenarios/.a.json."+dead+"-9.tmp", "half")
	write(".ed."+dead+"-77.tmp/edition.json", "half")          // a new folder's
	write(".bfgdata-old."+dead+"-5/scenarios/b.json", "old b") // b not yet replaced
	write(".bfgdata-old."+dead+"-5/scenarios/c.json", "old c") // c replaced
	write("scenarios/c.json", "new c")
	write(".old.json.4242.tmp", "an earlier version's")
	write(".fresh.json.4243.tmp", "an earlier version's, under way")
	write(".x.json."+living+"-1.tmp", "under way")
	write(".git/config", "not debris")
	write(".notes.tmp", "not debris")
	old := time.Now().Add(-2 * staleAge)
	if err := os.Chtimes(filepath.Join(dir, ".old.json.4242.tmp"), old, old); err != nil {
		t.Fatal(err)
	}
	Notes()
	Sweep(dir, true)
	var left []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			left = append(left, filepath.ToSlash(rel))
		}
		return nil
	})
	want := []string{".fresh.json.4243.tmp", ".git/config", ".notes.tmp", ".x.json." + living + "-1.tmp", "scenarios/b.json", "scenarios/c.json"}
	if strings.Join(left, " ") != strings.Join(want, " ") {
		t.Errorf("after the sweep:\n%v\nwant\n%v", left, want)
	}
	b, err := os.ReadFile(filepath.Join(dir, "scenarios", "b.json"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "old b" {
		t.Errorf("b.json holds %q, want it put back", b)
	}
	b, err = os.ReadFile(filepath.Join(dir, "scenarios", "c.json"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "new c" {
		t.Errorf("c.json holds %q, want the new content kept", b)
	}
	notes := strings.Join(Notes(), "\n")
	for _, w := range []string{"removed " + filepath.Join(dir, ".map.json."+dead+"-123.tmp"), "put back " + filepath.Join(dir, "scenarios", "b.json"), "removed " + filepath.Join(dir, ".old.json.4242.tmp")} {
		if !strings.Contains(notes, w) {
			t.Errorf("the notes do not say %q:\n%s", w, notes)
		}
	}
}

// A write whose writer fails or panics leaves no temporary file.
func TestWriteLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := WriteNew(p, false, func(io.Writer) error { return errors.New("boom") }); err == nil {
		t.Fatal("a failing write reported success")
	}
	func() {
		defer func() { recover() }()
		WriteNew(p, false, func(io.Writer) error { panic("boom") })
	}()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 0 {
		t.Errorf("left %v", entries)
	}
	if len(guard.flight) != 0 {
		t.Errorf("still tracked: %v", guard.flight)
	}
}
