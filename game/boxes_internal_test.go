package game

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// historicalSession starts the Historical scenario of edition ed at turn 1,
// with the East Front Concentration option to lift the turn-1 mandate;
// a test of the plain replacement rule deletes the option's
// german-replacements-as-east effect from the session's terms.
func historicalSession(t *testing.T, ed string) *Session {
	t.Helper()
	extra := `"optional": ["east-front-concentration"], `
	if ed == "1994" {
		extra += courland + ", "
	}
	s := session(t, ed, "historical", extra)
	if bad := s.BeginTurn("", 1); bad != nil {
		t.Fatal(bad)
	}
	return s
}

// eliminate takes unit id off the map as if destroyed in hex at.
func eliminate(t *testing.T, s *Session, id, at string) {
	t.Helper()
	p, ok := s.sit.Find(id)
	if !ok {
		t.Fatalf("%s is not on the map", id)
	}
	s.sit.Units = slices.DeleteFunc(s.sit.Units, func(q rules.Placed) bool { return q.Counter == id })
	p.Hex = model.MustHex(at)
	s.destroy(p)
}

// Each eliminated unit's box follows from its force and where it fell
// (1975 8.11-8.13; Deluxe 7.1).
func TestDestroyBoxes(t *testing.T) {
	for _, tc := range []struct{ ed, unit, at, box string }{
		{"1994", "27", "3024", "destroyed-east-german"},
		{"1994", "6", "2612", "destroyed-west-german"},  // an East German unit lost west of the boundary
		{"1975", "90", "3024", "destroyed-east-german"}, // a West German unit lost east of it
		{"1975", "90", "1606", "destroyed-west-german"},
		{"1994", "13-br", "0512", "destroyed-western-allied-italy"},
		{"1975", "13-br", "0512", "destroyed-western-allied-italy"},
		{"1994", "5-us", "2104", "destroyed-western-allied"},
		{"1994", "2-belo", "2925", "destroyed-soviet"},
		{"1975", "1-yugo", "0824", "out-of-game"},
		{"1994", "1-yugo", "0824", "out-of-game"},
		{"1994", "1-hun", "1722", "out-of-game"},
	} {
		t.Run(tc.ed+"/"+tc.unit+"@"+tc.at, func(t *testing.T) {
			s := historicalSession(t, tc.ed)
			eliminate(t, s, tc.unit, tc.at)
			i := slices.IndexFunc(s.State().Units, func(u UnitAt) bool { return u.Counter == tc.unit })
			if got := s.State().Units[i]; got.Box != tc.box || got.OnMap() {
				t.Errorf("%s is in %q %q; want box %s", tc.unit, got.Hex, got.Box, tc.box)
			}
		})
	}
}

// The entry hexes that depend on the box and the edition, a German unit
// shut out of its own side, a replacement stopped in an enemy zone of
// control, and a unit out of the game. Units are eliminated, and enemy
// units put in the way, by hand; then turn 2's phases are played.
func TestReplaceSituations(t *testing.T) {
	type step struct {
		phase  string
		action model.GameAction
	}
	rep := func(unit, hex string) model.GameAction {
		return model.GameAction{Replace: &model.GameReplace{Unit: unit, Hex: model.MustHex(hex)}}
	}
	lost := func(unit string) model.GameAction {
		return model.GameAction{Replace: &model.GameReplace{Unit: unit}}
	}
	mv := func(unit string, path ...string) model.GameAction {
		m := &model.GameMove{Unit: unit}
		for _, h := range path {
			m.Path = append(m.Path, model.MustHex(h))
		}
		return model.GameAction{Move: m}
	}
	for _, tc := range []struct {
		name, ed   string
		eliminated map[string]string // unit: hex it fell in
		moved      map[string]string // unit: hex it is put in first
		steps      []step
		code       string // of the last step; "" legal
		force      model.Force
		// mp, where checkMP, is the replaced unit's allowance after the steps.
		checkMP bool
		mp      int
		box     string // the replaced unit's box after the steps, where set
	}{
		{name: "west edge north of 2301", ed: "1994", eliminated: map[string]string{"5-us": "2104"},
			steps: []step{{"western-allied-replacement", rep("5-us", "2601")}}, code: "replace.entry"},
		{name: "west edge north of 2301", ed: "1975", eliminated: map[string]string{"5-us": "2104"},
			steps: []step{{"western-allied-replacement", rep("5-us", "2601")}}},
		{name: "main box on Italy's edge", ed: "1994", eliminated: map[string]string{"5-us": "2104"},
			steps: []step{{"western-allied-replacement", rep("5-us", "0112")}}, code: "replace.entry"},
		{name: "Italy box on Italy's edge", ed: "1975", eliminated: map[string]string{"13-br": "0512"},
			steps: []step{{"western-allied-replacement", rep("13-br", "0112")}}},
		{name: "Italy box on the west edge", ed: "1994", eliminated: map[string]string{"13-br": "0512"},
			steps: []step{{"western-allied-replacement", rep("13-br", "2001")}}, code: "replace.entry"},
		{name: "Western Allies in any order", ed: "1994", eliminated: map[string]string{"5-us": "2104", "13-br": "0512"},
			steps: []step{{"western-allied-replacement", rep("5-us", "2001")}}},
		{name: "Yugoslav", ed: "1975", eliminated: map[string]string{"1-yugo": "0824", "2-belo": "2925"},
			steps: []step{{"soviet-replacement", rep("1-yugo", "3526")}}, code: "replace.not-in-box"},
		{name: "own side of Berlin blocked", ed: "1994", eliminated: map[string]string{"27": "3024"},
			moved: map[string]string{"1-belo": "2514", "2-belo": "2614", "3-belo": "2713", "1-balt": "2714"},
			steps: []step{{"east-german-replacement", rep("27", "2612")}}, force: model.WestGerman, checkMP: true}, // and in the zone of control of the blockers
		// the west side held by Western Allied units: Soviet units there
		// would be across the Theater Boundary and eliminated as stranded
		{name: "both sides of Berlin blocked", ed: "1994", eliminated: map[string]string{"27": "3024"},
			moved: map[string]string{"1-belo": "2514", "2-belo": "2614", "3-belo": "2713", "1-balt": "2714", "5-us": "2612", "8-us": "2513"},
			steps: []step{{"east-german-replacement", lost("27")}}, box: OutOfGame},
		{name: "both sides of Berlin blocked, a hex named", ed: "1975", eliminated: map[string]string{"27": "3024"},
			moved: map[string]string{"1-belo": "2514", "2-belo": "2614", "3-belo": "2713", "1-balt": "2714", "5-us": "2612", "8-us": "2513"},
			steps: []step{{"east-german-replacement", rep("27", "2612")}}, code: "replace.entry"},
		{name: "lost while Berlin is open", ed: "1975", eliminated: map[string]string{"27": "3024"},
			steps: []step{{"east-german-replacement", lost("27")}}, code: "replace.entry"},
		{name: "a Western Allied unit without a hex", ed: "1994", eliminated: map[string]string{"5-us": "2104"},
			steps: []step{{"western-allied-replacement", lost("5-us")}}, code: "replace.entry"},
		{name: "placed in a zone of control", ed: "1975", eliminated: map[string]string{"2-belo": "2925"},
			moved: map[string]string{"9": "3525"},
			steps: []step{{"soviet-replacement", rep("2-belo", "3526")}, {"soviet-movement", mv("2-belo", "3426")}}, code: "replacement.enemy-zoc", checkMP: true},
		{name: "placed in a zone of control", ed: "1994", eliminated: map[string]string{"2-belo": "2925"},
			moved: map[string]string{"9": "3525"},
			steps: []step{{"soviet-replacement", rep("2-belo", "3526")}, {"soviet-movement", mv("2-belo", "3426")}}, code: "replacement.enemy-zoc", checkMP: true},
	} {
		t.Run(tc.ed+"/"+tc.name, func(t *testing.T) {
			s := historicalSession(t, tc.ed)
			for id, at := range tc.eliminated {
				eliminate(t, s, id, at)
			}
			for id, at := range tc.moved {
				i := slices.IndexFunc(s.sit.Units, func(p rules.Placed) bool { return p.Counter == id })
				s.sit.Units[i].Hex = model.MustHex(at)
			}
			if bad := s.BeginTurn("", 2); bad != nil {
				t.Fatal(bad)
			}
			var bad error
			for i, st := range tc.steps {
				if s.phase < 0 || s.seq.Phases[s.phase].ID != st.phase {
					if d := s.Enter("", st.phase); d != nil {
						t.Fatalf("entering %s: %v", st.phase, d)
					}
				}
				if _, d := s.Do("", st.action); d != nil {
					if i < len(tc.steps)-1 {
						t.Fatalf("step %d refused: %v", i, d)
					}
					bad = d
					if diagOf(d).Code != tc.code {
						t.Fatalf("got %s: %s; want %q", diagOf(d).Code, diagOf(d).Message, tc.code)
					}
				}
			}
			if bad == nil && tc.code != "" {
				t.Fatalf("legal; want %s", tc.code)
			}
			id := tc.steps[0].action.Replace.Unit
			if mp, _ := s.Allowance(id); tc.checkMP && mp != tc.mp {
				t.Errorf("%s has %d movement points; want %d", id, mp, tc.mp)
			}
			if tc.box != "" {
				if b, _ := s.boxOf(id); b.name() != tc.box {
					t.Errorf("%s is in %q; want %s", id, b.name(), tc.box)
				}
			}
			if tc.force != "" {
				p, _ := s.sit.Find(id)
				if p.Force != tc.force {
					t.Errorf("came back as %s; want %s", p.Force, tc.force)
				}
			}
		})
	}
}
