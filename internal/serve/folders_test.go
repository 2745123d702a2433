package serve

import (
	"os"
	"path/filepath"
	"testing"
)

// --dir takes what --data takes: one edition folder whatever its name, or
// a folder of edition folders, each offered writable.
func TestFolderEditions(t *testing.T) {
	mini := filepath.Join("..", "..", "testdata", "editions", "mini")
	top := t.TempDir()
	for _, dir := range []string{filepath.Join(top, "any-name"), filepath.Join(top, "eds", "mini")} {
		if err := os.CopyFS(dir, os.DirFS(mini)); err != nil {
			t.Fatal(err)
		}
	}
	for _, dir := range []string{filepath.Join(top, "any-name"), filepath.Join(top, "eds")} {
		es, err := folderEditions(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != 1 || es[0].id != "mini" || !es[0].writable() {
			t.Errorf("%s: %d editions", dir, len(es))
		}
		for _, e := range es {
			e.root.Close()
		}
	}
	if _, err := folderEditions(t.TempDir()); err == nil {
		t.Error("an empty folder was taken")
	}
}
