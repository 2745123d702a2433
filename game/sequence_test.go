package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// Each scenario's sequence of play: its own where it changes the
// edition's, the edition's otherwise.
func TestScenarioSequence(t *testing.T) {
	two := "soviet west-german western-allied east-german"
	for _, tc := range []struct {
		ed, sc, forces, rule string
	}{
		{"1975", "historical", two, "4.2"},
		{"1994", "expanded-historical", two, "3.0"},
		{"1975", "collapse-in-the-east", "soviet east-german", "14.2"},
		{"1994", "collapse-in-the-east", "soviet east-german", "14.0"},
		{"1975", "red-star-white-star", "soviet western-allied", "15.3"},
		{"1994", "red-star-white-star", "soviet western-allied", "15.2"},
		{"1975", "three-player", "soviet german western-allied", "16.2"},
		{"1994", "three-player", "soviet german western-allied", "16.1"},
		{"1975", "four-player", "soviet east-german west-german western-allied", "17.2"},
		{"1994", "four-player", "soviet east-german west-german western-allied", "17.2"},
	} {
		t.Run(tc.ed+"/"+tc.sc, func(t *testing.T) {
			ed := edition(t, tc.ed)
			sc, ok := ed.Scenario(tc.sc)
			if !ok {
				t.Fatalf("no scenario %s", tc.sc)
			}
			seq, ok := game.ScenarioSequence(&ed.Info, sc)
			if !ok {
				t.Fatal("no sequence")
			}
			var want []string
			for _, f := range strings.Fields(tc.forces) {
				for _, st := range []string{"replacement", "movement", "combat"} {
					want = append(want, f+"-"+st)
				}
			}
			var got []string
			for _, p := range seq.Phases {
				got = append(got, p.ID)
				if p.Step == "" || p.Force == "" {
					t.Errorf("%s: no force or step", p.ID)
				}
			}
			if strings.Join(got, " ") != strings.Join(want, " ") || seq.Rule != tc.rule {
				t.Errorf("got %v (%s)\nwant %v (%s)", got, seq.Rule, want, tc.rule)
			}
		})
	}
}

// A session of scenario sc follows its sequence: the three-player game's
// German movement phase moves units of both German forces; a phase the
// scenario leaves out is refused with the scenario's rule.
func TestSessionFollowsScenarioSequence(t *testing.T) {
	for _, tc := range []struct {
		ed, sc, phase string
		units         []string // units moved one hex in the phase
		code, rule    string   // a refusal of entering the phase or of a move
	}{
		{"1994", "three-player", "german-movement", []string{"2-lw", "9"}, "", ""},
		{"1975", "three-player", "german-movement", []string{"58", "9"}, "", ""},
		{"1994", "three-player", "german-movement", []string{"3-belo"}, "game.wrong-force", "1994 3.0"},
		{"1994", "four-player", "west-german-movement", []string{"2-lw"}, "", ""},
		{"1994", "red-star-white-star", "east-german-movement", nil, "game.phase-order", "1994 15.2"},
		{"1975", "collapse-in-the-east", "west-german-movement", nil, "game.phase-order", "1975 14.2"},
		{"1994", "three-player", "west-german-movement", nil, "game.phase-order", "1994 16.1"},
	} {
		t.Run(tc.ed+"/"+tc.sc+"/"+tc.phase, func(t *testing.T) {
			ed := edition(t, tc.ed)
			g, err := game.New(ed, tc.sc, nil)
			if err != nil {
				t.Fatal(err)
			}
			s, err := game.Start(ed, g)
			if err != nil {
				t.Fatal(err)
			}
			sc, _ := ed.Scenario(tc.sc)
			if d := s.BeginTurn("/turns/0", sc.Turns.First); d != nil {
				t.Fatal(d)
			}
			d := s.Enter("/turns/0/phases/0", tc.phase)
			for i := 0; d == nil && i < len(tc.units); i++ {
				_, d = s.Do("/a", model.GameAction{Move: &model.GameMove{Unit: tc.units[i], Path: []model.Hex{step(t, s, tc.units[i])}}})
			}
			switch {
			case tc.code == "" && d != nil:
				t.Errorf("refused: %v", d)
			case tc.code != "" && (d == nil || diagOf(d).Code != tc.code || diagOf(d).Rule != tc.rule):
				t.Errorf("got %v, want %s (%s)", d, tc.code, tc.rule)
			}
		})
	}
}

// step is a hex next to unit id that it may move to and stop in.
func step(t *testing.T, s *game.Session, id string) model.Hex {
	t.Helper()
	sit := s.Situation()
	p, ok := sit.Find(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	r, err := sit.Reach(id, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range r.Hexes {
		if h.CanEnd && !h.EnemyZOC && model.Distance(p.Hex, h.Hex) == 1 {
			return h.Hex
		}
	}
	t.Fatalf("%s cannot move one hex", id)
	return model.Hex{}
}

// Offensive Supply's second combat and movement phases (Deluxe 18.1) are
// in the sequence only with the optional rule, after each combat phase of
// the Soviets and the Western Allies; the 1975 edition has no such rule.
func TestOptionalPhases(t *testing.T) {
	for _, tc := range []struct {
		ed, sc   string
		optional []string
		want     string // the phases after soviet-combat up to west-german-replacement or the next player's
	}{
		{"1994", "historical", []string{"offensive-supply"}, "soviet-combat-2 soviet-movement-2"},
		{"1994", "historical", nil, ""},
		{"1994", "collapse-in-the-east", []string{"offensive-supply"}, "soviet-combat-2 soviet-movement-2"},
		{"1975", "historical", []string{"offensive-supply"}, ""},
	} {
		ed := edition(t, tc.ed)
		sc, _ := ed.Scenario(tc.sc)
		seq, _ := game.ScenarioSequence(&ed.Info, sc)
		seq = seq.With(tc.optional)
		var ids, seconds []string
		for _, p := range seq.Phases {
			ids = append(ids, p.ID)
			if p.Second {
				seconds = append(seconds, p.ID)
			}
		}
		k := slices.Index(ids, "soviet-combat")
		got := strings.Join(seconds, " ")
		if tc.want != "" {
			got = strings.Join(ids[k+1:k+3], " ")
		}
		if got != tc.want {
			t.Errorf("%s %s %v: %v", tc.ed, tc.sc, tc.optional, ids)
		}
		if tc.want != "" && tc.sc == "historical" && !slices.Contains(ids, "western-allied-movement-2") {
			t.Errorf("%s %s: no Western Allied second movement phase: %v", tc.ed, tc.sc, ids)
		}
	}
}
