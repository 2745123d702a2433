package game_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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
	ed, err := data.Editions.LoadOwn(id)
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
	return replayOptional(t, ed, sc, nil, turns)
}

// replayOptional is replayExample with the record naming optional rules.
func replayOptional(t *testing.T, ed *model.Edition, sc string, optional []string, turns string) game.Result {
	t.Helper()
	opt := ""
	if len(optional) > 0 {
		b, err := json.Marshal(optional)
		if err != nil {
			t.Fatal(err)
		}
		opt = fmt.Sprintf(`"optional": %s, `, b)
	}
	text := fmt.Sprintf(`{"$schema": "../schema/game.schema.json", "edition": %q, "scenario": %q, %s"over": false, "turns": [%s]}`, ed.Info.ID, sc, opt, turns)
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
			if !slices.Contains(res.State.Units, game.UnitAt{Counter: "5-us", Force: model.WesternAllied, Hex: model.MustHex("2105")}) {
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
	    {"attack": {"attackers": ["7-us"], "defenders": ["2105"], "die": 1, "retreat": [{"unit": "64", "hex": "2205"}], "advance": "7-us"}}]}]},
	  {"turn": 2, "phases": [
	    {"phase": "west-german-combat", "actions": [
	      {"attack": {"attackers": ["12-ss", "1-ss", "64"], "defenders": ["2105"], "die": 1, "retreat": [{"unit": "7-us", "hex": "2104"}], "advance": "12-ss"}}]},
	    {"phase": "western-allied-combat", "actions": [
	      {"attack": {"attackers": ["7-us", "5-us"], "defenders": ["2105"], "die": 2, "retreat": [{"unit": "12-ss", "hex": "2106"}], "advance": "5-us"}}]}]}`)
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

// Deluxe 18.1, the Offensive Supply example: clearing Courland. The
// rulebook names 3723, 3724, 3823 and 3824, the strengths, odds, dice and
// results; every other hex is a reconstruction, the one of
// docs/examples/deluxe-18-1.json: two fronts (8-20-3), two Guards armies
// (7-7-4) and two tank armies (6-4-6) in 3723, 3724, 3725 and 3825; the
// four Courland counters, the 2-4-4 in 3823, both 3-5-4s in 3824 and the
// 7-5-8 in 3822 (Libau). The marker goes under the front in 3723 in the
// Soviet replacement phase of turn 1: the Soviet player has his seven
// markers from turn 1 on, and the engine lets him place them then. Soviet
// combat: 21:4, 5:1, a 3, De, the 6-4-6 advances into 3823; the other three
// attack one 3-5-4 alone (the optional split-stack rule, 18.0 amending
// 6.3), 21:5, 4:1, a 3, Ex, a 6-4-6 lost. Second combat phase: the three
// units next to the 7-5-8, 21:5, 4:1, a 6, Dr with nowhere to go; the
// other two against the last 3-5-4, 15:5, 3:1, a 4, Dr with nowhere to go.
// The five survivors then move at half their allowance rounded down, and
// on turn 2 at half rounded up, without attacking. The rulebook says only
// that they head for the main front, to the south-west of Courland on
// this map: their paths are ours. So is the East German 4-5-5 (9) in
// 3423, which is not in the example: it is there for a tilted unit to be
// refused an attack on.
func TestDeluxeOffensiveSupplyExample(t *testing.T) {
	const sc = "offensive-supply"
	e := exampleEdition(t, "1994", sc, []placed{
		{"2-balt", "3723", ""}, {"1-gds", "3723", ""}, {"1-gds-tk", "3724", ""},
		{"3-balt", "3825", ""}, {"2-gds", "3825", ""}, {"2-tk", "3725", ""},
		{"10", "3823", model.EastGerman}, {"2", "3824", model.EastGerman}, {"16", "3824", model.EastGerman},
		{"3-ss", "3822", model.EastGerman}, {"9", "3423", model.EastGerman},
	})
	// exampleEdition drops the scenario's optional rules; this example
	// needs two of them.
	base, _ := e.Scenario("historical")
	ex, _ := e.Scenario(sc)
	ex.OptionalRules = base.OptionalRules
	optional := []string{"offensive-supply", "split-stack-combat"}

	const turn1 = `{"turn": 1, "phases": [
	  {"phase": "soviet-replacement", "actions": [{"supply": {"under": "2-balt"}}]},
	  {"phase": "soviet-combat", "actions": [
	    {"attack": {"attackers": ["2-balt", "1-gds", "1-gds-tk"], "defenders": ["3823"], "die": 3, "advance": "1-gds-tk"}},
	    {"attack": {"attackers": ["3-balt", "2-gds", "2-tk"], "defendingUnits": ["2"], "die": 3, "lose": ["2-tk"]}}]},
	  {"phase": "soviet-combat-2", "actions": [
	    {"attack": {"attackers": ["2-balt", "1-gds", "1-gds-tk"], "defenders": ["3822"], "die": 6}},
	    {"attack": {"attackers": ["3-balt", "2-gds"], "defenders": ["3824"], "die": 4}}]},
	  {"phase": "soviet-movement-2", "actions": [
	    {"move": {"unit": "2-balt", "path": ["3623"]}},
	    {"move": {"unit": "1-gds", "path": ["3623", "3523"]}},
	    {"move": {"unit": "1-gds-tk", "path": ["3724", "3624", "3625"]}},
	    {"move": {"unit": "3-balt", "path": ["3725"]}},
	    {"move": {"unit": "2-gds", "path": ["3725", "3624"]}}]}]}`
	const turn2 = `{"turn": 2, "phases": [
	  {"phase": "soviet-movement", "actions": [
	    {"move": {"unit": "2-gds", "path": ["3525", "3526"]}},
	    {"move": {"unit": "1-gds-tk", "path": ["3526", "3426", "3326"]}},
	    {"move": {"unit": "3-balt", "path": ["3726", "3626"]}},
	    {"move": {"unit": "2-balt", "path": ["3624", "3625"]}}]},
	  {"phase": "soviet-combat", "actions": [
	    {"attack": {"attackers": ["1-gds"], "defenders": ["3423"], "die": 1}}]}]}`
	res := replayOptional(t, e, sc, optional, turn1+","+turn2)

	if m := res.Log[0]; m.Kind != "supply" || m.Unit != "2-balt" || m.From != model.MustHex("3723") {
		t.Errorf("first action %+v; want the marker under the front in 3723", m)
	}
	got := attacks(res)
	if len(got) != 4 {
		t.Fatalf("%d attacks applied; want the example's 4", len(got))
	}
	for i, want := range []struct {
		phase               string
		attack, defense     int
		odds, result        string
		eliminated, lost    []string
		advanced, noRetreat string
	}{
		{"soviet-combat", 21, 4, "5-1", "De", []string{"10"}, nil, "1-gds-tk", ""},
		{"soviet-combat", 21, 5, "4-1", "Ex", []string{"2"}, []string{"2-tk"}, "", ""},
		{"soviet-combat-2", 21, 5, "4-1", "Dr", nil, nil, "", "3-ss"},
		{"soviet-combat-2", 15, 5, "3-1", "Dr", nil, nil, "", "16"},
	} {
		a := got[i]
		c, o := a.Combat, a.Outcome
		if a.Phase != want.phase || c.Attack != want.attack || c.ModifiedDefense != want.defense || c.Odds.Column.ID != want.odds || c.Result.Code != want.result {
			t.Errorf("attack %d: %s, %d:%d, %s, %s; the example has %s, %d:%d, %s, %s", i+1, a.Phase, c.Attack, c.ModifiedDefense, c.Odds.Column.ID, c.Result.Code,
				want.phase, want.attack, want.defense, want.odds, want.result)
		}
		if !slices.Equal(o.Eliminated, want.eliminated) || !slices.Equal(o.Lost, want.lost) {
			t.Errorf("attack %d eliminated %v and lost %v; want %v and %v", i+1, o.Eliminated, o.Lost, want.eliminated, want.lost)
		}
		if adv := ""; o.Advanced != nil || want.advanced != "" {
			if o.Advanced != nil {
				adv = o.Advanced.Unit
			}
			if adv != want.advanced {
				t.Errorf("attack %d advanced %q; want %q", i+1, adv, want.advanced)
			}
		}
		if want.noRetreat != "" && (len(o.Retreats) != 1 || o.Retreats[0].Unit != want.noRetreat || !o.Retreats[0].Eliminated) {
			t.Errorf("attack %d retreats %+v; want %s eliminated with nowhere to retreat", i+1, o.Retreats, want.noRetreat)
		}
	}
	// The split stack: only the 3-5-4 named defended at 21:5; its
	// stack-mate was still in 3824 for the second combat phase.
	if d := got[1].Combat.Defenders; len(d) != 1 || d[0].Counter != "2" {
		t.Errorf("the first attack on 3824 met %+v; want the 3-5-4 2 alone", d)
	}

	// Allowances: the second movement phase halves rounding down, the
	// next turn halves rounding up (8-20-3: 1, then 2; 7-7-4: 2, 2;
	// 6-4-6: 3, 3), and every move spends its all.
	wantAllowance := map[string][2]int{"2-balt": {1, 2}, "3-balt": {1, 2}, "1-gds": {2, 0}, "2-gds": {2, 2}, "1-gds-tk": {3, 3}}
	moves := 0
	for _, m := range res.Log {
		if m.Kind != "move" {
			continue
		}
		moves++
		w, ok := wantAllowance[m.Unit]
		if !ok {
			t.Errorf("unexpected move %+v", m)
			continue
		}
		allowance := w[m.Turn-1]
		if m.Allowance != allowance || m.Cost != allowance {
			t.Errorf("turn %d, %s: %d of %d MP; want %d of %d", m.Turn, m.Unit, m.Cost, m.Allowance, allowance, allowance)
		}
	}
	if moves != 9 {
		t.Errorf("%d moves applied; want the 5 of the second movement phase and 4 of turn 2", moves)
	}

	// A front moving two hexes in the second movement phase goes past
	// its half allowance, 3/2 rounded down.
	over := replayOptional(t, e, sc, optional, strings.Replace(turn1, `"path": ["3623"]`, `"path": ["3623", "3523"]`, 1))
	// The refusal cites the movement allowance's rule, 5.0, not 18.1.
	if bad := over.Illegal; bad == nil || bad.Code != "movement.allowance" || bad.Rule != "1994 5.0" || bad.Pointer != "/turns/0/phases/3/actions/0/move/path/1" {
		t.Errorf("a front's second hex in the second movement phase: %+v; want movement.allowance (1994 5.0) at its second hex", bad)
	}

	// Turn 2: the tilted Guards army may not attack.
	bad := res.Illegal
	if bad == nil || bad.Code != "game.tilted" || bad.Rule != "1994 18.1" || bad.Pointer != "/turns/1/phases/1/actions/0/attack/attackers/0" {
		t.Fatalf("the tilted 7-7-4's attack: %+v; want game.tilted (1994 18.1) at its attacker", bad)
	}
	t.Logf("refused: %s (%s): %s", bad.Code, bad.Rule, bad.Message)
	// Courland is cleared: the four German units and the lost 6-4-6 are
	// off the map, in their destroyed boxes.
	for _, u := range res.State.Units {
		lost := slices.Contains([]string{"10", "2", "16", "3-ss", "2-tk"}, u.Counter)
		if lost != !u.OnMap() {
			t.Errorf("%s stands in %q (box %q) after the example", u.Counter, u.Hex, u.Box)
		}
	}
}
