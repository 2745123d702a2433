package tests

import (
	"os"
	"path/filepath"
	"testing"
)

// miniData copies the small edition of ../testdata/editions/mini into a
// temporary folder of editions (for --data) and lays the files of the
// broken variant ../testdata/broken/<variant> over it ("" for none). It
// returns the folder of editions; the edition is its subfolder mini. The
// broken cases carry their own files so that an edit of data/ never moves
// what they expect (see ../testdata/README.md).
func miniData(t *testing.T, variant string) string {
	t.Helper()
	root := t.TempDir()
	copyDir(t, filepath.Join(repoRoot(t), "testdata", "editions", "mini"), filepath.Join(root, "mini"))
	if variant != "" {
		from := filepath.Join(repoRoot(t), "testdata", "broken", variant)
		if _, err := os.Stat(from); err != nil {
			t.Fatalf("broken variant %s: %v", variant, err)
		}
		copyDir(t, from, filepath.Join(root, "mini"))
	}
	return root
}
