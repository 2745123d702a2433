package game

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The pooled German replacements, with the boxes filled by hand on turn
// 2 (Turn Record Track: one East German and one West German unit, so a
// pool takes two): East Front Concentration (1975 13.4; Deluxe 12.3)
// brings both German boxes back in the East German phase, lowest attack
// first, as East German units next to Berlin on the east side, and leaves
// the West German phase none; the three-player game's German phase
// (1975 16.2; Deluxe 16.3) draws from both boxes too and places on either
// side of Berlin, each unit of the side it enters on.
func TestPooledGermanReplacements(t *testing.T) {
	rep := func(unit, hex string) model.GameAction {
		return model.GameAction{Replace: &model.GameReplace{Unit: unit, Hex: model.MustHex(hex)}}
	}
	type try struct {
		phase string
		a     model.GameAction
		code  string
	}
	// 85 (a West German 2-4-4) fell west of the boundary, 27 (an East
	// German 2-3-4) east of it, 14 (a 3-5-4) west of it.
	box := map[string]string{"85": "1805", "27": "3024", "14": "0611"}
	efc := []try{
		{"west-german-replacement", rep("85", "2612"), "replace.rate"},
		{"east-german-replacement", rep("14", "2714"), "replace.not-lowest"},
		{"east-german-replacement", rep("85", "2612"), "replace.entry"}, // the west side
		{"east-german-replacement", rep("85", "2714"), ""},
		{"east-german-replacement", rep("27", "2614"), ""},
		{"east-german-replacement", rep("14", "2713"), "replace.rate"},
	}
	three := []try{
		{"german-replacement", rep("14", "2612"), "replace.not-lowest"},
		{"german-replacement", rep("27", "2612"), ""}, // an East German unit on the west side
		{"german-replacement", rep("85", "2714"), ""},
		{"german-replacement", rep("14", "2713"), "replace.rate"},
	}
	for _, tc := range []struct {
		ed, scenario, extra string
		tries               []try
		force               map[string]model.Force // the placed units' forces
	}{
		{"1975", "historical", `"optional": ["east-front-concentration"], `, efc, map[string]model.Force{"85": model.EastGerman, "27": model.EastGerman}},
		{"1994", "historical", courland + `, "optional": ["east-front-concentration"], `, efc, map[string]model.Force{"85": model.EastGerman, "27": model.EastGerman}},
		{"1975", "three-player", ``, three, map[string]model.Force{"27": model.WestGerman, "85": model.EastGerman}},
		{"1994", "three-player", courland + `, `, three, map[string]model.Force{"27": model.WestGerman, "85": model.EastGerman}},
	} {
		t.Run(tc.ed+"/"+tc.scenario, func(t *testing.T) {
			s := session(t, tc.ed, tc.scenario, tc.extra)
			for turn := 1; turn <= 2; turn++ {
				if bad := s.BeginTurn("", turn); bad != nil {
					t.Fatal(bad)
				}
			}
			for id, at := range box {
				eliminate(t, s, id, at)
			}
			for i, tr := range tc.tries {
				if s.phase < 0 || s.seq.Phases[s.phase].ID != tr.phase {
					if bad := s.Enter("", tr.phase); bad != nil {
						t.Fatalf("entering %s: %v", tr.phase, bad)
					}
				}
				_, bad := s.Do("", tr.a)
				got := ""
				if bad != nil {
					got = diagOf(bad).Code
				}
				if got != tr.code {
					t.Errorf("try %d: got %q (%v); want %q", i, got, bad, tr.code)
				}
			}
			for id, f := range tc.force {
				if p, ok := s.sit.Find(id); !ok || p.Force != f {
					t.Errorf("%s: on the map %v as %s; want %s", id, ok, p.Force, f)
				}
			}
		})
	}
}
