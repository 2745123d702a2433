package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

func loadEdition(t *testing.T, id string) *model.Edition {
	t.Helper()
	ed, err := model.LoadEdition(data.FS, id)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// forEachEdition runs f on both bundled editions: their CRT and TEC agree,
// so every chart example is checked against both.
func forEachEdition(t *testing.T, f func(t *testing.T, ed *model.Edition)) {
	for _, id := range data.Editions() {
		t.Run(id, func(t *testing.T) { f(t, loadEdition(t, id)) })
	}
}
