package arearules

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model/area"
)

// bundled loads the Berlin 1945 edition afresh, so a test may spoil it.
func bundled(t *testing.T) *area.Edition {
	t.Helper()
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		t.Fatal(err)
	}
	return ed
}
