//go:build unix

package fileio

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A named pipe with no writer, a folder and a device are refused at once by
// every reader, with the path and what it is; a regular file is read.
func TestReadersRefuseWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("no named pipes here (%v): the refusal of a pipe is not tested", err)
	}
	folder := filepath.Join(dir, "folder.json")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "file.json")
	if err := os.WriteFile(file, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	readers := map[string]func(string) error{
		"Regular": Regular,
		"OpenRegular": func(p string) error {
			f, err := OpenRegular(p)
			if err == nil {
				f.Close()
			}
			return err
		},
		"ReadPath": func(p string) error { _, err := ReadPath(p, 100); return err },
		"ReadFile": func(p string) error {
			_, err := ReadFile(os.DirFS(filepath.Dir(p)), filepath.Base(p), 100)
			return err
		},
	}
	for name, read := range readers {
		for _, tc := range []struct{ path, kind string }{
			{pipe, "a named pipe (FIFO)"},
			{folder, "a folder"},
			{"/dev/null", "a device"},
		} {
			err := read(tc.path)
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), filepath.Base(tc.path)) || !strings.HasSuffix(err.Error(), "not a regular file but "+tc.kind) {
				t.Errorf("%s(%s): %v, want a refusal naming the file and %s", name, tc.path, err, tc.kind)
			}
		}
		if err := read(file); err != nil {
			t.Errorf("%s(a regular file): %v", name, err)
		}
	}
	// A folder whose content includes a pipe: refused, not waited on.
	if _, err := FolderFiles(os.DirFS(dir), "."); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "pipe.json") {
		t.Errorf("FolderFiles over a pipe: %v", err)
	}
}
