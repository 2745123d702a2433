package rules

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The Deluxe optional stacking rule (18.0, 5.3): "at most one stack that
// has units from both groups" on each Western front. A 7x8 test map has
// no Italy, so every stack is on the north-west European front. 0202
// mixes a US and a British unit; a Canadian unit in 0404 may move next to
// the lone US unit in 0302 only when the option is off, and may always
// join the British one in 0303, which mixes nothing. Before the rule was
// applied in play, reach let it stop in 0302 either way.
func TestStackingGroupsInPlay(t *testing.T) {
	units := func() []Placed {
		return []Placed{
			unit("a", model.WesternAllied, "us", 4, 8, 6, "0202"), unit("b", model.WesternAllied, "british", 4, 8, 6, "0202"),
			unit("c", model.WesternAllied, "us", 4, 8, 6, "0302"),
			unit("e", model.WesternAllied, "british", 4, 8, 6, "0303"),
			unit("d", model.WesternAllied, "canadian", 4, 8, 6, "0404"),
		}
	}
	for _, tc := range []struct {
		name   string
		groups bool
		to     string
		canEnd bool
	}{
		{"option off: next to a lone US unit", false, "0302", true},
		{"option on: a second mixed stack", true, "0302", false},
		{"option on: with its own group", true, "0303", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: bundledTerms(t, "1994", Terms{Relations: HistoricalRelations(), StackingGroups: tc.groups}), Units: units()}
			res, err := s.Reach("d", 0)
			if err != nil {
				t.Fatal(err)
			}
			h, ok := reachSet(res)[tc.to]
			if !ok {
				t.Fatalf("%s not reached: %s", tc.to, describe(res))
			}
			if h.CanEnd != tc.canEnd {
				t.Errorf("reach: may end in %s %v (%s), want %v", tc.to, h.CanEnd, h.Why, tc.canEnd)
			}
			if !tc.canEnd && !strings.Contains(h.Why, "0202") {
				t.Errorf("reach: why %q does not name the mixed stack 0202", h.Why)
			}
			// A game checks stacking when the movement phase ends: the
			// unit may pass, and the map is refused if it stays.
			un, err := s.ReachUnstacked("d", 0)
			if err != nil {
				t.Fatal(err)
			}
			if u := reachSet(un)[tc.to]; u.Overstacked == tc.canEnd || (u.Overstacked && !strings.HasSuffix(u.Why, "(1994 18.0 (5.3))")) {
				t.Errorf("reach in a game: %s overstacked %v (%s)", tc.to, u.Overstacked, u.Why)
			}
			for i := range s.Units {
				if s.Units[i].Counter == "d" {
					s.Units[i].Hex = model.MustHex(tc.to)
				}
			}
			var codes []string
			for _, o := range s.Overstacked() {
				codes = append(codes, o.Hex.String()+" "+o.Code)
			}
			want := ""
			if !tc.canEnd {
				want = "0202 stacking.groups, " + tc.to + " stacking.groups"
			}
			if got := strings.Join(codes, ", "); got != want {
				t.Errorf("overstacked: %q, want %q", got, want)
			}
		})
	}
}
