package tests

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// The rules engine prepares a board from each bundled map and its chart,
// finds Berlin, and reads the terrain and hexsides the rulebook example
// uses.
func TestBundledMapsMakeBoards(t *testing.T) {
	for _, edition := range data.Editions.IDs() {
		ed, err := data.Editions.LoadOwn(edition)
		if err != nil {
			t.Fatal(err)
		}
		b, err := rules.NewBoard(ed.Map, ed.TEC)
		if err != nil {
			t.Fatalf("%s: %v", edition, err)
		}
		if h, ok := b.Berlin(); !ok || h != model.MustHex("2613") {
			t.Errorf("%s: Berlin at %v (%v)", edition, h, ok)
		}
		if !b.Enterable(model.MustHex("2105")) || b.Enterable(model.MustHex("1307")) {
			t.Errorf("%s: 2105 must be enterable and Swiss 1307 not", edition)
		}
		if got := b.HexsideTypeBetween(model.MustHex("2105"), model.MustHex("2106")); got != "river" {
			t.Errorf("%s: 2105/2106 carries %q, want the Rhine", edition, got)
		}
	}
}
