package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The progress line is rewritten in place and cleared at the end.
func TestProgressLine(t *testing.T) {
	var b bytes.Buffer
	p := progressLine(&b)
	for i := 1; i <= 3; i++ {
		p(i, 3)
	}
	want := "\rplaytest: 1 of 3 games\rplaytest: 2 of 3 games\r\033[K"
	if b.String() != want {
		t.Errorf("wrote %q, want %q", b.String(), want)
	}
}

// No progress is written to what is not a terminal: a buffer, a file.
func TestProgressOnlyOnTerminal(t *testing.T) {
	if progressOn(&bytes.Buffer{}) != nil {
		t.Error("progress to a buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if progressOn(f) != nil {
		t.Error("progress to a file")
	}
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		defer tty.Close()
		if progressOn(tty) == nil {
			t.Error("no progress to the terminal /dev/tty")
		}
	} else {
		t.Logf("no terminal to try (%v): only the files that are not one are checked", err)
	}
}
