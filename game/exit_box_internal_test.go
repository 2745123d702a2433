package game

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// An exit with no enemy unit left on its front takes its removals from
// "the destroyed units box for that front" (1975 10.2; Deluxe 9.0 "the
// Destroyed Units Box for that front"): the Western Allied units lost in
// Italy are in a box of their own (1975 8.13; Deluxe 7.1). A West German
// unit leaves from the Italian exit hex 0114 once every Western Allied
// unit in Italy is destroyed, and one more fell in the north-west. The
// engine before this ruling looked at the force only and let the exit
// take the north-west box's unit, citing 10.1.
func TestExitRemovalFromTheFrontsBox(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		for _, tc := range []struct {
			name      string
			fromItaly bool
			code      string
			rule      string
		}{
			{"from the Italy box", true, "", ""},
			{"from the north-west box", false, "game.exit-box-removal", map[string]string{"1975": "1975 10.2", "1994": "1994 9.0"}[ed]},
		} {
			t.Run(ed+" "+tc.name, func(t *testing.T) {
				s := historicalSession(t, ed)
				var italy, northWest string
				for _, u := range unitsOf(s, model.WesternAllied) {
					if s.sit.Board.Map.Hexes[u.Hex].Regions.Country == model.CountryItaly {
						eliminate(t, s, u.Counter, u.Hex.String())
						italy = u.Counter
					} else if northWest == "" {
						eliminate(t, s, u.Counter, u.Hex.String())
						northWest = u.Counter
					}
				}
				wg := firstOf(s, model.WestGerman)
				s.put(t, wg, "0114")
				if d := s.Enter("/p", "west-german-movement"); d != nil {
					t.Fatal(d)
				}
				remove := northWest
				if tc.fromItaly {
					remove = italy
				}
				_, d := s.Do("/a", model.GameAction{Exit: &model.GameExit{Unit: wg, Remove: []string{remove}}})
				switch {
				case tc.code == "" && d != nil:
					t.Fatalf("removing %s: %s %s", remove, diagOf(d).Code, diagOf(d).Message)
				case tc.code != "" && (d == nil || diagOf(d).Code != tc.code || diagOf(d).Rule != tc.rule || diagOf(d).Pointer != "/a/exit/remove/0"):
					t.Fatalf("removing %s: %v, want %s citing %s", remove, d, tc.code, tc.rule)
				}
				if tc.code == "" {
					if st := s.State(); !hasBox(st, remove, OutOfPlay) {
						t.Errorf("%s is not out of play after the exit", remove)
					}
				}
			})
		}
	}
}

// unitsOf lists force f's units on the map, a copy.
func unitsOf(s *Session, f model.Force) []rules.Placed {
	var out []rules.Placed
	for _, u := range s.sit.Units {
		if u.Force == f {
			out = append(out, u)
		}
	}
	return out
}

func firstOf(s *Session, f model.Force) string {
	for _, u := range s.sit.Units {
		if u.Force == f {
			return u.Counter
		}
	}
	return ""
}

func hasBox(st State, id, box string) bool {
	for _, u := range st.Units {
		if u.Counter == id {
			return u.Box == box
		}
	}
	return false
}
