package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// A unit a retreat carried two hexes across a border has no neighbour on
// its own side; Stranded still finds it, and Reach still tells it to
// return: a Western Allied unit two columns east of the Theater Boundary,
// a Yugoslav unit two hexes out of Yugoslavia, and, where only the east
// is in play (Collapse in the East), a German unit two hexes west (whose
// way back Reach does not compute: the map area is not a movement rule of
// Reach's, so only Stranded is asked).
func TestStrandedFar(t *testing.T) {
	for _, tc := range []struct {
		name  string
		terms Terms
		u     Placed
		code  string
		reach bool
	}{
		{"western allied two hexes east", Terms{Relations: HistoricalRelations(), TheaterEnforced: true},
			unit("w", model.WesternAllied, "us", 4, 8, 6, "0306"), "retreat.return-theater", true},
		{"yugoslav two hexes out", Terms{Relations: HistoricalRelations(), TheaterEnforced: true},
			unit("y", model.Soviet, model.Yugoslav, 5, 6, 4, "0607"), "retreat.return-yugoslavia", true},
		{"german two hexes west of the area", Terms{Relations: HistoricalRelations(), Area: model.TheaterEast},
			unit("g", model.EastGerman, "german", 3, 5, 4, "0303"), "retreat.return-east", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &Situation{Board: board(t, testMap(t, open7x8, "0605")), Terms: bundledTerms(t, "1994", tc.terms), Units: []Placed{tc.u}}
			got := s.Stranded()
			if len(got) != 1 || got[0].Consequence.Code != tc.code {
				t.Errorf("stranded %+v; want %s", got, tc.code)
			}
			if !tc.reach {
				return
			}
			r, err := s.Reach(tc.u.Counter, 0)
			if err != nil {
				t.Fatal(err)
			}
			if r.MustReturn == nil || r.MustReturn.Code != tc.code {
				t.Errorf("reach must return %+v; want %s", r.MustReturn, tc.code)
			}
		})
	}
}
