package edfolder

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
		{dir, dir + " holds no edition: want an edition folder (with its edition.json), or folders of editions each with one", false},
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

// An edition folder is a library of that one edition, under the id its
// edition.json gives, whatever the folder's name.
func TestOpenLibraryOfOneEditionFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-copy")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("..", "..", "testdata", "editions", "mini"))); err != nil {
		t.Fatal(err)
	}
	lib, err := OpenLibrary(dir)
	if err != nil {
		t.Fatal(err)
	}
	if ids := lib.IDs(); len(ids) != 1 || ids[0] != "mini" {
		t.Fatalf("ids %v", ids)
	}
	ed, err := lib.Load("mini")
	if err != nil || ed.Info.ID != "mini" || len(ed.Scenarios) == 0 {
		t.Fatalf("%v, %v", ed, err)
	}
	if err := fs.WalkDir(lib.FS(), ".", func(string, fs.DirEntry, error) error { return nil }); err != nil {
		t.Error(err)
	}
	if _, err := fs.Stat(lib.FS(), "mini/edition.json"); err != nil {
		t.Error(err)
	}
}
