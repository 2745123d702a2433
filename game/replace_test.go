package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// historical is a record of the Historical scenario of edition ed with
// the given turns (the 1994 one with its setup picks). It names the East
// Front Concentration option only because the option lifts the turn-1
// West German attacks the scenario orders (game.mandate-unmet), which
// these records have no room for. Its replacement rule pools the German
// replacements in the East German phase; lossRecord, which checks them
// force by force, goes without the option.
func historical(ed, turns string) string {
	setup := ""
	if ed == "1994" {
		setup = `"setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],`
	}
	return `{"$schema": "../schema/game.schema.json", "edition": "` + ed + `", "scenario": "historical", "optional": ["east-front-concentration"], "over": false, ` + setup + ` "turns": [` + turns + `]}`
}

// lossRecord is a record whose turn 1 has one Soviet attack on 3024 that
// ends in an exchange: 2-belo goes to the Soviet box, the East German 6
// (a 3-5-4) and 27 (a 2-3-4) to the East German box. phases are turn 2's.
// It names no option: East Front Concentration would pool the German
// replacements these records check one force at a time, so they are
// replayed against unmandated(ed), which drops the turn-1 West German
// attacks they have no room for.
func lossRecord(ed, phases string) string {
	attack := `"attackers": ["11-gds", "2-belo"], "defenders": ["3024"], "die": 1, "lose": ["2-belo"]`
	if ed == "1994" {
		attack = `"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 1, "lose": ["2-belo"]`
	}
	return strings.Replace(historical(ed, `{"turn": 1, "phases": [{"phase": "soviet-combat", "actions": [{"attack": {`+attack+`}}]}]},
	  {"turn": 2, "phases": [`+phases+`]}`), `"optional": ["east-front-concentration"], `, "", 1)
}

// unmandated is edition ed with the Historical scenario's turn-1 West
// German attacks taken out, for records about other rules; the shared
// edition is left as it is.
func unmandated(t *testing.T, ed string) *model.Edition {
	t.Helper()
	e := *edition(t, ed)
	e.Scenarios = slices.Clone(e.Scenarios)
	for i, sc := range e.Scenarios {
		if sc.ID != "historical" {
			continue
		}
		c := *sc
		c.SpecialRules = slices.Clone(c.SpecialRules)
		for j := range c.SpecialRules {
			c.SpecialRules[j].Effects = slices.DeleteFunc(slices.Clone(c.SpecialRules[j].Effects), func(x model.RuleEffect) bool { return x == model.MandatedWestAttacks })
		}
		e.Scenarios[i] = &c
	}
	return &e
}

// A turn-2 record that brings 2-belo and 27 back and moves 27 seven hexes
// east from Berlin: the move's allowance is 27's doubled 4, less the 1975
// entry cost of the hex next to Berlin (1975 8.23; Deluxe 7.2 has none).
func TestReplaceCarriesIntoMovement(t *testing.T) {
	const phases = `{"phase": "soviet-replacement", "actions": [{"replace": {"unit": "2-belo", "hex": "3526"}}]},
	  {"phase": "east-german-replacement", "actions": [{"replace": {"unit": "27", "hex": "2714"}}]},
	  {"phase": "east-german-movement", "actions": [{"move": {"unit": "27", "path": ["2715", "2716", "2717", "2718", "2719", "2720"]}}]}`
	for _, tc := range []struct {
		ed              string
		entry, moveFrom int // the replacement's entry cost, the move's allowance
	}{
		{"1975", 1, 7},
		{"1994", 0, 8},
	} {
		t.Run(tc.ed, func(t *testing.T) {
			res, err := game.Replay(unmandated(t, tc.ed), record(t, lossRecord(tc.ed, phases)))
			if err != nil {
				t.Fatal(err)
			}
			if res.Illegal != nil {
				t.Fatalf("refused: %s at %s: %s", res.Illegal.Code, res.Illegal.Pointer, res.Illegal.Message)
			}
			rep, mv := res.Log[2], res.Log[3]
			if rep.Kind != "replace" || rep.Unit != "27" || rep.Cost != tc.entry || rep.Allowance != tc.moveFrom {
				t.Errorf("replacement entry %+v; want 27 with entry cost %d leaving %d", rep, tc.entry, tc.moveFrom)
			}
			if mv.Allowance != tc.moveFrom {
				t.Errorf("move allowance %d; want %d", mv.Allowance, tc.moveFrom)
			}
			want := map[string]string{"2-belo": "3526", "27": "2720", "6": "destroyed-east-german"}
			for _, u := range res.State.Units {
				at := u.Box
				if u.OnMap() {
					at = u.Hex.String()
				}
				if w, ok := want[u.Counter]; ok && at != w {
					t.Errorf("%s is at %q; want %s", u.Counter, at, w)
				}
			}
		})
	}
}

// Taking fewer replacements than the rate and the boxes allow: refused at
// the end of the phase in 1975 (4.2 places them), an event in the Deluxe
// rules (3.0: units "may return"). The record leaves the Soviet
// replacement phase out, so its end runs when the next phase begins.
func TestReplaceMandatory(t *testing.T) {
	const phases = `{"phase": "soviet-movement", "actions": []}`
	for _, tc := range []struct {
		ed, code, event string
	}{
		{"1975", "replace.mandatory", ""},
		{"1994", "", "replace.fewer"},
	} {
		t.Run(tc.ed, func(t *testing.T) {
			res, err := game.Replay(unmandated(t, tc.ed), record(t, lossRecord(tc.ed, phases)))
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if res.Illegal != nil {
				got = res.Illegal.Code
				if !strings.Contains(res.Illegal.Message, "2-belo") || res.Illegal.Pointer != "/turns/1/phases/0" {
					t.Errorf("the refusal should name 2-belo and point at the next phase: %s at %s", res.Illegal.Message, res.Illegal.Pointer)
				}
			}
			if got != tc.code {
				t.Fatalf("got %q; want %q", got, tc.code)
			}
			var events []string
			for _, ev := range res.Events {
				events = append(events, ev.Code)
			}
			if tc.event != "" && !slices.Contains(events, tc.event) {
				t.Errorf("events %v; want %s", events, tc.event)
			}
		})
	}
}
