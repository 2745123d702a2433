//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"syscall"

	"github.com/rogpeppe/go-internal/testscript"
)

// cmdMkfifo, "mkfifo NAME...", makes named pipes in the script's folder:
// inputs that are no regular file, which every command must refuse at
// once rather than wait on for ever. A script guards it with [fifo].
func cmdMkfifo(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: mkfifo NAME...")
	}
	for _, name := range args {
		ts.Check(syscall.Mkfifo(ts.MkAbs(name), 0o644))
	}
}

// canMkfifo is the condition [fifo]: named pipes can be made here (not
// on every file system, even on Unix).
func canMkfifo() bool {
	dir, err := os.MkdirTemp("", "fifo")
	if err != nil {
		return false
	}
	defer os.RemoveAll(dir)
	return syscall.Mkfifo(filepath.Join(dir, "p"), 0o644) == nil
}
