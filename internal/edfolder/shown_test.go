package edfolder

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// An edition is shown under the folder the author named: its own folder
// whatever its name, or the folder of its id in a folder of editions.
func TestShownEdition(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "my-1994")
	if err := os.MkdirAll(filepath.Join(dir, "eds", "1994"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(one, 0o755); err != nil {
		t.Fatal(err)
	}
	info := []byte(`{"id": "1994"}`)
	for _, f := range []string{filepath.Join(one, model.EditionFile), filepath.Join(dir, "eds", "1994", model.EditionFile)} {
		if err := os.WriteFile(f, info, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	slash := filepath.ToSlash
	for _, tt := range []struct{ data, bundled, id, want string }{
		{one, "", "1994", slash(one)},
		{one, "", "1975", slash(one) + "/1975"},
		{filepath.Join(dir, "eds"), "", "1994", slash(dir) + "/eds/1994"},
		{filepath.Join(dir, "eds", "1994"), "", "1994", slash(dir) + "/eds/1994"},
		{"", "data", "1994", "data/1994"},
		{"", "", "1994", "1994"},
	} {
		if got := ShownEdition(ShownRoot(tt.data, tt.bundled), tt.id); got != tt.want {
			t.Errorf("--data %q, edition %s: shown as %q, want %q", tt.data, tt.id, got, tt.want)
		}
	}
}
