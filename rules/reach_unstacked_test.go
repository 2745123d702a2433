package rules

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// A hex already holding two units: Reach lets the unit only pass through
// it; ReachUnstacked, for a referee that checks stacking when the movement
// phase ends, lets it stop there with a note citing the stacking rule.
func TestReachUnstacked(t *testing.T) {
	for ed, rule := range map[string]string{"1975": "1975 5.21", "1994": "1994 5.1"} {
		s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: bundledTerms(t, ed, Terms{Relations: HistoricalRelations()}), Units: []Placed{
			unit("u", model.WesternAllied, "us", 4, 8, 6, "0303"),
			unit("a", model.WesternAllied, "us", 4, 8, 6, "0304"),
			unit("b", model.WesternAllied, "us", 4, 8, 6, "0304"),
		}}
		full := model.MustHex("0304")
		for _, tt := range []struct {
			name         string
			reach        func(string, int) (ReachResult, error)
			canEnd, over bool
		}{
			{"Reach", s.Reach, false, false},
			{"ReachUnstacked", s.ReachUnstacked, true, true},
		} {
			r, err := tt.reach("u", 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range r.Hexes {
				switch {
				case h.Hex == full && (h.CanEnd != tt.canEnd || h.Overstacked != tt.over):
					t.Errorf("%s %s: %s canEnd %v overstacked %v (%s)", ed, tt.name, full, h.CanEnd, h.Overstacked, h.Why)
				case h.Hex == full && tt.over && !strings.Contains(h.Why, rule):
					t.Errorf("%s %s: %s: %q does not cite %s", ed, tt.name, full, h.Why, rule)
				case h.Hex != full && (!h.CanEnd || h.Overstacked):
					t.Errorf("%s %s: %s is not full: %+v", ed, tt.name, h.Hex, h)
				}
			}
		}
	}
}
