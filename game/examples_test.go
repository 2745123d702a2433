package game_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// The rulebooks' worked examples that span several steps, replayed as
// records. The scenario starts have none of their positions, so each
// example is set up as a test scenario of its own on the edition's real
// map: the Historical scenario's terms and sequence of play with only the
// example's units on the board and none of its special rules (the turn-1
// mandate would otherwise judge a record that is not a game). Where the
// rulebook gives no hexes, the position is a reconstruction: hexes of the
// real map whose terrain is what the example describes.

// placed is one unit of an example's position; force is set for German
// units, whose force comes from where they set up.
type placed struct {
	unit, hex string
	force     model.Force
}

// exampleEdition loads edition id afresh (the test must not change the
// editions other tests share) and adds scenario sc: the Historical
// scenario with the position units and nothing else.
func exampleEdition(t *testing.T, id, sc string, units []placed) *model.Edition {
	t.Helper()
	ed, err := model.LoadEdition(data.FS, id)
	if err != nil {
		t.Fatal(err)
	}
	base, ok := ed.Scenario("historical")
	if !ok {
		t.Fatal("no historical scenario")
	}
	s := *base
	s.ID, s.Rule, s.SetupFrom, s.BasedOn = sc, "", "", ""
	s.SpecialRules, s.OptionalRules, s.SetAside = nil, nil, nil
	s.Setup = nil
	for _, u := range units {
		h := model.MustHex(u.hex)
		s.Setup = append(s.Setup, model.Placement{Counter: u.unit, Hex: &h, Force: u.force, Src: "test"})
	}
	ed.Scenarios = append(ed.Scenarios, &s)
	return ed
}

// replayExample replays a record of scenario sc written as its turns'
// JSON, and fails the test on any illegal action unless the example
// expects one.
func replayExample(t *testing.T, ed *model.Edition, sc, turns string) game.Result {
	t.Helper()
	text := fmt.Sprintf(`{"$schema": "../schema/game.schema.json", "edition": %q, "scenario": %q, "over": false, "turns": [%s]}`, ed.Info.ID, sc, turns)
	res, err := game.Replay(ed, record(t, text))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func legal(t *testing.T, res game.Result) {
	t.Helper()
	if bad := res.Illegal; bad != nil {
		t.Fatalf("refused: %s %s at %s: %s", bad.Code, bad.Rule, bad.Pointer, bad.Message)
	}
}

// attacks are the log's attacks, in order.
func attacks(res game.Result) []game.Entry {
	var out []game.Entry
	for _, e := range res.Log {
		if e.Combat != nil {
			out = append(out, e)
		}
	}
	return out
}

// 1975 6.53 and Deluxe 6.1, the example of combat: a 7-4-8 and two 6-6-7s
// attack two 2-3-4s in a fortified line hex of broken terrain, which
// triples their defense: 19 against 6×3 = 18, the 1-1 column; the die
// shows 1, an exchange; the Western Allied player takes off a 6-6-7 (at
// least the defenders' printed 6) and, as 6.53 goes on, may advance into
// the vacated hex at once. The Deluxe example places the attackers in
// 2004, 2104 and 2204 and the defenders in 2105; the 1975 one gives no
// hexes, so its position is the Deluxe one on the 1975 map, where 2105 is
// also fortified broken terrain (a reconstruction). The advancing unit
// enters a fortified hex, which destroys it (1975 6.44; Deluxe 6.4).
func TestExampleOfCombat(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		t.Run(ed, func(t *testing.T) {
			e := exampleEdition(t, ed, "example-of-combat", []placed{
				{"5-us", "2004", ""}, {"7-us", "2104", ""}, {"19-us", "2204", ""},
				{"64", "2105", model.WestGerman}, {"90", "2105", model.WestGerman},
			})
			res := replayExample(t, e, "example-of-combat", `{"turn": 1, "phases": [{"phase": "western-allied-combat", "actions": [
			  {"attack": {"attackers": ["5-us", "7-us", "19-us"], "defenders": ["2105"], "die": 1, "lose": ["7-us"], "advance": "5-us"}}]}]}`)
			legal(t, res)
			a := attacks(res)[0]
			c, o := a.Combat, a.Outcome
			if c.Attack != 19 || c.Defense != 6 || c.Multiplier != 3 || c.ModifiedDefense != 18 || c.Odds.Column.ID != "1-1" {
				t.Errorf("attack %d, defense %d ×%d = %d, odds %s; the example has 19, 6 ×3 = 18, 1-1", c.Attack, c.Defense, c.Multiplier, c.ModifiedDefense, c.Odds.Column.ID)
			}
			if c.Result.Code != "Ex" {
				t.Errorf("die 1 at 1-1 gives %s; the example has Ex", c.Result.Code)
			}
			// Each attacker alone pays the 6: the player chooses among three.
			if len(c.ExchangeChoices) != 3 {
				t.Errorf("exchange choices %v; each of the three attackers alone covers the printed defense of 6", c.ExchangeChoices)
			}
			if !slices.Equal(o.Eliminated, []string{"64", "90"}) || !slices.Equal(o.Lost, []string{"7-us"}) {
				t.Errorf("eliminated %v, lost %v; want both 2-3-4s and the 6-6-7 chosen", o.Eliminated, o.Lost)
			}
			if o.Advanced == nil || o.Advanced.Unit != "5-us" || !slices.Contains(o.FortsDestroyed, model.MustHex("2105")) {
				t.Errorf("advance %+v, forts destroyed %v; want 5-us into 2105, destroying its fort", o.Advanced, o.FortsDestroyed)
			}
			if !slices.Contains(res.State.Units, game.UnitAt{ID: "5-us", Force: model.WesternAllied, Hex: "2105"}) {
				t.Errorf("5-us is not in 2105 after its advance")
			}
		})
	}
}

// 1975 9.0, the Explanation of Terrain Effects: a unit with an allowance
// of 6 enters a clear hex (1 MP), then broken terrain (2 MP, 3 so far),
// then broken terrain across a river hexside (2 + 1 = 3 MP, 6 in all) and
// must stop; with an allowance of 5 it may not enter that last hex, though
// it has 2 MP left. The rulebook gives no hexes: 0607 to 0707 (clear),
// 0706 (broken) and across the river into 0805 (broken) is a
// reconstruction on the 1975 map, moved by a 6-5-6 and a 4-6-5.
func TestExampleTerrainEffects(t *testing.T) {
	e := exampleEdition(t, "1975", "terrain-effects", []placed{
		{"47", "0607", model.WestGerman}, {"14", "0607", model.WestGerman},
	})
	res := replayExample(t, e, "terrain-effects", `{"turn": 1, "phases": [{"phase": "west-german-movement", "actions": [
	  {"move": {"unit": "47", "path": ["0707", "0706", "0805"]}},
	  {"move": {"unit": "14", "path": ["0707", "0706", "0805"]}}]}]}`)
	if len(res.Log) != 1 {
		t.Fatalf("%d moves applied; want the first only", len(res.Log))
	}
	if m := res.Log[0]; m.Allowance != 6 || m.Cost != 6 {
		t.Errorf("the 6-5-6 spent %d of %d MP; the example has 6 of 6", m.Cost, m.Allowance)
	}
	bad := res.Illegal
	if bad == nil || bad.Code != "movement.allowance" || bad.Pointer != "/turns/0/phases/0/actions/1/move/path/2" || bad.Rule != "1975 5.23" {
		t.Fatalf("the 4-6-5's move: %+v; want movement.allowance at its third hex", bad)
	}
	t.Logf("refused: %s (%s): %s", bad.Code, bad.Rule, bad.Message)
}

// The 1975 Game Notes' "bloodless" 1-2 column (18.0, the Western Allied
// player's notes): the 1-2 column holds only Dr and Ar, so a Western
// Allied attack there costs no units; a Dr pushes the West Germans out of
// the Fortified Line and the advance destroys the fortified hex (6.44);
// if the Germans push the Allies out again, they no longer get the hex's
// doubling. The notes give no hexes or units: the position is a
// reconstruction at 2105, fortified broken terrain. Turn 1, Western Allied
// combat: a 6-6-7 attacks a 2-3-4 in 2105, 6 against 3×3 = 9, 1-2, die 1
// Dr; the 2-3-4 retreats and the 6-6-7 advances. Turn 2, West German
// combat: two 6-5-x and the 2-3-4, all across rivers, attack the 6-6-7,
// 14 against 6×3 = 18 (broken and river; the fort never helps an Allied
// unit), 1-2, die 1 Dr; the 6-6-7 falls back to 2104 and a 6-5-6 advances
// in. Western Allied combat: 13 against 5×2 = 10 (broken only), 1-1,
// where the intact fort would have made it 5×3 = 15, 1-2.
func TestExampleBloodlessOneTwo(t *testing.T) {
	e := exampleEdition(t, "1975", "bloodless", []placed{
		{"7-us", "2104", ""}, {"5-us", "2004", ""},
		{"64", "2105", model.WestGerman}, {"12-ss", "2106", model.WestGerman}, {"1-ss", "2106", model.WestGerman},
	})
	for _, col := range e.CRT.Odds.Columns {
		if col.ID != "1-2" {
			continue
		}
		o, err := rules.ComputeOdds(e.CRT, col.Attack, col.Defense)
		if err != nil {
			t.Fatal(err)
		}
		for die := 1; die <= e.CRT.Die.Sides; die++ {
			r, err := rules.Resolve(e.CRT, o, die)
			if err != nil {
				t.Fatal(err)
			}
			if r.Code != "Dr" && r.Code != "Ar" {
				t.Errorf("the 1-2 column gives %s on a %d; the notes call it bloodless", r.Code, die)
			}
		}
	}
	res := replayExample(t, e, "bloodless", `
	  {"turn": 1, "phases": [{"phase": "western-allied-combat", "actions": [
	    {"attack": {"attackers": ["7-us"], "defenders": ["2105"], "die": 1, "retreat": {"64": "2205"}, "advance": "7-us"}}]}]},
	  {"turn": 2, "phases": [
	    {"phase": "west-german-combat", "actions": [
	      {"attack": {"attackers": ["12-ss", "1-ss", "64"], "defenders": ["2105"], "die": 1, "retreat": {"7-us": "2104"}, "advance": "12-ss"}}]},
	    {"phase": "western-allied-combat", "actions": [
	      {"attack": {"attackers": ["7-us", "5-us"], "defenders": ["2105"], "die": 2, "retreat": {"12-ss": "2106"}, "advance": "5-us"}}]}]}`)
	legal(t, res)
	got := attacks(res)
	if len(got) != 3 {
		t.Fatalf("%d attacks; want 3", len(got))
	}
	for i, want := range []struct {
		attack, multiplier, defense int
		odds, result                string
		fortDestroyed               bool
	}{
		{6, 3, 9, "1-2", "Dr", true},
		{14, 3, 18, "1-2", "Dr", false},
		{13, 2, 10, "1-1", "Dr", false},
	} {
		c, o := got[i].Combat, got[i].Outcome
		if c.Attack != want.attack || c.Multiplier != want.multiplier || c.ModifiedDefense != want.defense || c.Odds.Column.ID != want.odds || c.Result.Code != want.result {
			t.Errorf("attack %d: %d against ×%d = %d, %s, %s; want %d against ×%d = %d, %s, %s", i+1, c.Attack, c.Multiplier, c.ModifiedDefense, c.Odds.Column.ID, c.Result.Code,
				want.attack, want.multiplier, want.defense, want.odds, want.result)
		}
		if destroyed := slices.Contains(o.FortsDestroyed, model.MustHex("2105")); destroyed != want.fortDestroyed {
			t.Errorf("attack %d destroyed the fort in 2105: %v; want %v", i+1, destroyed, want.fortDestroyed)
		}
	}
	for _, f := range got[2].Combat.Factors {
		if f.ID == "fortified" {
			t.Errorf("the last attack still counts the destroyed fort: %+v", got[2].Combat.Factors)
		}
	}
}
