package game_test

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// What ending a phase would give up, the question a front end asks before
// it ends one: the units that have not moved, those that could still
// attack, and the replacements due.
func TestUnfinishedMoveAndAttack(t *testing.T) {
	// table dice: the attack below gives its die
	p := newPlayDice(t, "table", nil)
	if u := p.Unfinished(); u.Any() || u.Phase != "soviet-replacement" {
		t.Fatalf("turn 1's replacement phase brings nothing back, yet %+v", u)
	}
	if bad := p.EndPhase(); bad != nil {
		t.Fatal(bad)
	}
	u := p.Unfinished()
	if u.Step != game.Movement || !slices.Contains(u.Unmoved, "3-belo") || len(u.Attackers) != 0 {
		t.Fatalf("the Soviet movement phase starts with every unit to move, 3-belo among them: %+v", u)
	}
	for _, id := range u.Unmoved {
		if id == "3-ss" {
			t.Errorf("a German unit is listed as a Soviet unit to move: %v", u.Unmoved)
		}
	}
	if _, bad := p.Do(action(t, `{"move": {"unit": "3-belo", "path": ["3226"]}}`)); bad != nil {
		t.Fatal(bad)
	}
	if after := p.Unfinished(); slices.Contains(after.Unmoved, "3-belo") || len(after.Unmoved) != len(u.Unmoved)-1 {
		t.Errorf("3-belo has moved and is still listed: %d unmoved, before %d", len(after.Unmoved), len(u.Unmoved))
	}
	if bad := p.EndPhase(); bad != nil {
		t.Fatal(bad)
	}
	c := p.Unfinished()
	if c.Step != game.Combat || len(c.Unmoved) != 0 || !slices.Contains(c.Attackers, "10-gds") || slices.Contains(c.Attackers, "3-ss") {
		t.Fatalf("the Soviet combat phase: 10-gds stands next to a German unit and may attack: %+v", c)
	}
	if _, bad := p.Do(action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 1, "lose": ["2-belo"], "advance": "10-gds"}}`)); bad != nil {
		t.Fatal(bad)
	}
	for _, id := range []string{"10-gds", "2-gds", "2-belo"} {
		if slices.Contains(p.Unfinished().Attackers, id) {
			t.Errorf("%s has attacked and is still listed as able to", id)
		}
	}
}

// A replacement due when the phase ends: refused in 1975 (4.2 places
// them), noted in the Deluxe rules (3.0: units "may return"); both are
// asked about first.
func TestUnfinishedReplacement(t *testing.T) {
	for _, tc := range []struct {
		ed        string
		mandatory bool
	}{{"1975", true}, {"1994", false}} {
		t.Run(tc.ed, func(t *testing.T) {
			p, err := game.NewPlay(unmandated(t, tc.ed), record(t, lossRecord(tc.ed, `{"phase": "soviet-replacement", "actions": []}`)))
			if err != nil {
				t.Fatal(err)
			}
			u := p.Unfinished()
			if u.Replacements != 1 || !slices.Contains(u.Due, "2-belo") || u.Mandatory != tc.mandatory {
				t.Fatalf("2-belo is due back: %+v", u)
			}
			if _, bad := p.Do(action(t, `{"replace": {"unit": "2-belo", "hex": "3526"}}`)); bad != nil {
				t.Fatal(bad)
			}
			if u := p.Unfinished(); u.Any() {
				t.Errorf("nothing is due once 2-belo is back: %+v", u)
			}
		})
	}
}

// The action kinds a phase allows are those the game has: no Offensive
// Supply marker without its optional rule, no evacuation where the
// scenario has no Courland evacuation (1975 has none).
func TestAllowsOnlyTheGamesKinds(t *testing.T) {
	for _, tc := range []struct {
		ed       string
		optional []string
		end      int // phases ended from the start
		want     []string
	}{
		{"1975", nil, 0, []string{"replace"}},
		{"1994", nil, 0, []string{"replace"}},
		{"1994", []string{"offensive-supply"}, 0, []string{"replace", "supply"}},
		{"1975", nil, 1, []string{"move", "exit"}},
		{"1994", nil, 1, []string{"move", "exit", "evacuate"}},
	} {
		ed := edition(t, tc.ed)
		rec, err := game.New(ed, "historical", tc.optional)
		if err != nil {
			t.Fatal(err)
		}
		p, err := game.NewPlay(ed, rec)
		if err != nil {
			t.Fatal(err)
		}
		for range tc.end {
			if bad := p.EndPhase(); bad != nil {
				t.Fatal(bad)
			}
		}
		if got := p.Allows(); !slices.Equal(got, tc.want) {
			t.Errorf("%s %v in %s: allows %v; want %v", tc.ed, tc.optional, p.Phase().ID, got, tc.want)
		}
	}
}

// What an exit would remove, asked before it is made: the enemy units on
// its front closest first, as the exit itself refereed (1994 9.0); a hex
// that is no exit of the unit's is refused with the exit's own refusal.
// The exit from Courland's own row 3926 is the game option ownRows.
func TestExitOptions(t *testing.T) {
	const picks = `{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}`
	ed := edition(t, "1994")
	p, err := game.NewPlay(ed, record(t, courland(ownRows, picks, 1, egMove())))
	if err != nil {
		t.Fatal(err)
	}
	o, bad := p.ExitOptions("3-ss", mustHex(t, "3926"))
	if bad != nil {
		t.Fatal(bad)
	}
	var ids []string
	for i, c := range o.Closest {
		ids = append(ids, c.Unit)
		if i > 0 && c.Distance < o.Closest[i-1].Distance {
			t.Errorf("candidates not closest first: %v", o.Closest)
		}
	}
	if o.Remove != 2 || o.FromBox || !slices.Contains(ids, "3-balt") || !slices.Contains(ids, "2-balt") {
		t.Errorf("the exit from 3926 removes two of 3-balt and 2-balt: %+v", o)
	}
	// the exit made with the first two candidates is legal
	if _, bad := p.Do(action(t, `{"exit": {"unit": "3-ss", "path": ["3925", "3926"], "remove": ["`+ids[0]+`", "`+ids[1]+`"]}}`)); bad != nil {
		t.Errorf("the exit removing the candidates offered is refused: %v", bad)
	}
	for _, tc := range []struct{ unit, hex, code string }{
		{"3-ss", "3926", "game.unit-unknown"}, // it has left
		{"2", "2020", "exit.not-exit-hex"},
		{"3-balt", "3926", "game.wrong-force"},
	} {
		_, bad := p.ExitOptions(tc.unit, mustHex(t, tc.hex))
		if bad == nil || diagOf(bad).Code != tc.code {
			t.Errorf("ExitOptions(%s, %s) = %v; want %s", tc.unit, tc.hex, bad, tc.code)
		}
	}
}

func mustHex(t *testing.T, s string) model.Hex {
	t.Helper()
	h, err := model.ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// An attack rolled by the program and awaiting its choices (an exchange's
// losses) is made: its attackers are not listed as able to attack.
func TestUnfinishedOpenAttack(t *testing.T) {
	p := newPlayDice(t, "", []int{1})
	for range 2 {
		if bad := p.EndPhase(); bad != nil {
			t.Fatal(bad)
		}
	}
	if !slices.Contains(p.Unfinished().Attackers, "10-gds") {
		t.Fatalf("10-gds may attack: %+v", p.Unfinished())
	}
	if _, bad := p.Roll(model.GameAttack{Attackers: []string{"10-gds", "2-gds", "2-belo"}, Defenders: []model.Hex{mustHex(t, "3024")}}); bad != nil {
		t.Fatal(bad)
	}
	if p.Open() == nil {
		t.Fatal("the exchange rolled is not open")
	}
	if u := p.Unfinished(); slices.Contains(u.Attackers, "10-gds") {
		t.Errorf("10-gds's attack is rolled, yet it is listed: %v", u.Attackers)
	}
}
