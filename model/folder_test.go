package model

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestOpenLibraryRefusals(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		dir, want string
		missing   bool
	}{
		{filepath.Join(dir, "none"), "stat " + filepath.Join(dir, "none") + ": no such file or directory", true},
		{file, file + ": not a folder", false},
		{dir, dir + " holds no edition: want folders named by edition id, each with an edition.json", false},
	} {
		_, err := OpenLibrary(tt.dir)
		var fe *FolderError
		if !errors.As(err, &fe) || fe.Missing != tt.missing || err.Error() != tt.want {
			t.Errorf("OpenLibrary(%s): %v, want %q", tt.dir, err, tt.want)
		}
	}
}

func TestLoadEditionDir(t *testing.T) {
	dir := t.TempDir()
	_, err := LoadEditionDir(dir)
	var fe *FolderError
	if !errors.As(err, &fe) || fe.Missing || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a folder without edition.json: %v", err)
	}
	if want := dir + ": not a readable edition folder (run bfgdata validate " + dir + "): "; err.Error()[:len(want)] != want {
		t.Errorf("got %q, want it to start %q", err, want)
	}
	if _, err := LoadEditionDir(filepath.Join(dir, "none")); !errors.As(err, &fe) || !fe.Missing {
		t.Errorf("a missing folder: %v", err)
	}
}
