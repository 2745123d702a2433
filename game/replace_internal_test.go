package game

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The rulebooks' replacement examples (1975 8.28; Deluxe 7.2, examples 1
// and 2), played on the Historical position with the boxes filled by hand:
// West German replacement on turn 4 (the weakest first, next to Berlin on
// the west side, then a doubled allowance) and Western Allied
// replacement on turn 6 (any two, on the west edge).
func TestReplacementExamples(t *testing.T) {
	type try struct {
		phase string
		a     model.GameAction
		code  string
	}
	rep := func(unit, hex string) model.GameAction {
		return model.GameAction{Replace: &model.GameReplace{Unit: unit, Hex: model.MustHex(hex)}}
	}
	mv := func(unit string, path ...string) model.GameAction {
		m := &model.GameMove{Unit: unit}
		for _, h := range path {
			m.Path = append(m.Path, model.MustHex(h))
		}
		return model.GameAction{Move: m}
	}
	// West from Berlin's west side, beyond a 2-4-4's printed 4: seven hexes
	// in 1994 (8 points to spend), six in 1975 (8 less the hex next to
	// Berlin, and one step of the 1975 map costs 2).
	west := mv("85", "2611", "2610", "2609", "2608", "2607", "2606", "2605")
	west75 := mv("85", "2611", "2610", "2609", "2608", "2607", "2606")
	for _, tc := range []struct {
		ed    string
		turn  int
		box   map[string]string // unit: hex it fell in
		tries []try
	}{
		{"1975", 4, map[string]string{"47": "1905", "2-lw": "2502", "14": "0611", "85": "1805", "90": "1606"}, []try{
			{"west-german-replacement", rep("14", "2612"), "replace.not-lowest"},
			{"west-german-replacement", rep("85", "2714"), "replace.entry"},
			{"west-german-replacement", rep("85", "2612"), ""},
			{"west-german-replacement", rep("90", "2513"), "replace.rate"},
			{"west-german-movement", west75, ""},
		}},
		{"1994", 4, map[string]string{"47": "1905", "74": "2205", "14": "0611", "85": "1805", "90": "1606"}, []try{
			{"west-german-replacement", rep("14", "2612"), "replace.not-lowest"},
			{"west-german-replacement", rep("85", "2612"), ""},
			{"west-german-movement", west, ""},
		}},
		{"1975", 6, map[string]string{"5-us": "2104", "20-us": "1705", "7-us": "2104", "8-us": "1904"}, []try{
			{"western-allied-replacement", rep("5-us", "2001"), ""},
			{"western-allied-replacement", rep("8-us", "1901"), ""},
			{"western-allied-replacement", rep("20-us", "1801"), "replace.rate"},
		}},
		{"1994", 6, map[string]string{"5-us": "2104", "7-us": "2104", "8-us": "1904"}, []try{
			{"western-allied-replacement", rep("8-us", "1901"), ""},
			{"western-allied-replacement", rep("5-us", "2001"), ""},
		}},
	} {
		s := historicalSession(t, tc.ed)
		// The examples are the plain replacement rule: East Front
		// Concentration, named only to lift the turn-1 mandate, would
		// move the West German replacements into the East German phase.
		delete(s.sit.Effects, model.GermanReplacementsAsEast)
		for turn := 2; turn <= tc.turn; turn++ {
			if bad := s.BeginTurn("", turn); bad != nil {
				t.Fatal(bad)
			}
		}
		for id, at := range tc.box {
			eliminate(t, s, id, at)
		}
		for i, tr := range tc.tries {
			if s.phase < 0 || s.seq.Phases[s.phase].ID != tr.phase {
				if bad := s.Enter("", tr.phase); bad != nil {
					t.Fatalf("%s turn %d: entering %s: %v", tc.ed, tc.turn, tr.phase, bad)
				}
			}
			_, bad := s.Do("", tr.a)
			got := ""
			if bad != nil {
				got = diagOf(bad).Code
			}
			if got != tr.code {
				t.Errorf("%s turn %d, try %d: got %q (%v); want %q", tc.ed, tc.turn, i, got, bad, tr.code)
			}
		}
	}
}
