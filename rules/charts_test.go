package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

func loadEdition(t *testing.T, id string) *model.Edition {
	t.Helper()
	ed, err := data.Editions.LoadOwn(id)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// forEachEdition runs f on both bundled editions: their CRT and TEC agree,
// so every chart example is checked against both.
func forEachEdition(t *testing.T, f func(t *testing.T, ed *model.Edition)) {
	for _, id := range data.Editions.IDs() {
		t.Run(id, func(t *testing.T) { f(t, loadEdition(t, id)) })
	}
}

// bundledBoard loads a bundled edition and prepares its own map.
func bundledBoard(t *testing.T, id string) (*model.Edition, *Board) {
	t.Helper()
	ed := loadEdition(t, id)
	if ed.Map == nil {
		t.Fatalf("edition %s has no map", id)
	}
	b, err := NewBoard(ed.Map, ed.TEC)
	if err != nil {
		t.Fatal(err)
	}
	return ed, b
}
