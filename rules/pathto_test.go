package rules

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// Every hex Reach offers a unit of the 1994 Historical start is reached by
// the path PathTo gives: MovePath takes it, ends there and spends what
// Reach said it costs, and Reach gives each hex that same path. A hex out of reach has no path.
func TestPathToAgreesWithReach(t *testing.T) {
	ed, board := bundledBoard(t, "1994")
	sc, _ := ed.Scenario("historical")
	sit, _, err := ScenarioSituation(ed, sc, board)
	if err != nil {
		t.Fatal(err)
	}
	// A fast Western Allied corps, a Soviet front next to the Germans
	// (zones of control), a German corps, a German at double movement.
	for _, tc := range []struct {
		unit      string
		allowance int
	}{{"5-us", 0}, {"3-belo", 0}, {"27", 0}, {"63", 8}} {
		r, err := sit.Reach(tc.unit, tc.allowance)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Hexes) == 0 {
			t.Fatalf("%s reaches nothing", tc.unit)
		}
		for _, h := range r.Hexes {
			path, err := sit.PathTo(tc.unit, h.Hex, tc.allowance)
			if err != nil || len(path) == 0 || path[len(path)-1] != h.Hex {
				t.Fatalf("%s to %s: path %v, %v", tc.unit, h.Hex, path, err)
			}
			// Reach gives every hex the same path, read from one search.
			if !slices.Equal(h.Path, path) {
				t.Fatalf("%s to %s: Reach's path %v, PathTo's %v", tc.unit, h.Hex, h.Path, path)
			}
			if !h.CanEnd {
				continue
			}
			mv, err := sit.Clone().MovePath(tc.unit, path, tc.allowance)
			if err != nil {
				t.Fatalf("%s along %v: %v", tc.unit, path, err)
			}
			if mv.Cost != h.Cost {
				t.Errorf("%s to %s: the path costs %d, Reach says %d", tc.unit, h.Hex, mv.Cost, h.Cost)
			}
		}
		p, _ := sit.Find(tc.unit)
		for _, far := range []model.Hex{p.Hex, model.MustHex("0101")} {
			if path, err := sit.PathTo(tc.unit, far, tc.allowance); err != nil || path != nil {
				t.Errorf("%s to %s (its own hex or out of reach): path %v, %v", tc.unit, far, path, err)
			}
		}
	}
	if _, err := sit.PathTo("nobody", model.MustHex("3226"), 0); err == nil {
		t.Error("a path for a unit that is not on the map")
	}
}
