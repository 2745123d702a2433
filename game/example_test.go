package game_test

import (
	"errors"
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// Replay a record and read where it stopped.
func ExampleReplay() {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		panic(err)
	}
	rec, err := game.Read([]byte(`{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "over": false, "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], "turns": [
	  {"turn": 1, "phases": [{"phase": "soviet-movement", "actions": [
	    {"move": {"unit": "3-belo", "path": ["3226"]}},
	    {"move": {"unit": "3-belo", "path": ["3326"]}}]}]}]}`))
	if err != nil {
		panic(err)
	}
	res, err := game.Replay(ed, rec)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.State.Line())
	fmt.Println(res.Illegal.Code, res.Illegal.Pointer, res.Illegal.Rule)
	// Output:
	// turn 1, soviet-movement (soviet phasing), 1 action applied; 119 units on the map, 0 destroyed
	// game.moved-twice /turns/0/phases/0/actions/1/move/unit 1994 5.0
}

// Play a game: start a record of the 1994 Historical scenario, end the
// phases before the Soviet movement phase of turn 1, move a Soviet unit, and see the second move of the
// same unit refused with the rule that forbids it. Every action a person
// or a program plays goes through Do, which referees it and writes it
// into the record.
func ExamplePlay_Do() {
	ed, err := data.Editions.Load("1994")
	if err != nil {
		panic(err)
	}
	rec, err := game.New(ed, "historical", nil)
	if err != nil {
		panic(err)
	}
	p, err := game.NewPlay(ed, rec)
	if err != nil {
		panic(err)
	}
	for p.Phase().ID != "soviet-movement" {
		fmt.Println("turn", p.Phase().Turn, p.Phase().ID, "ended")
		if bad := p.EndPhase(); bad != nil {
			panic(bad)
		}
	}
	now := p.Phase()
	fmt.Println("turn", now.Turn, now.ID, "allows", now.Allows)
	move := func(unit, hex string) model.GameAction {
		return model.GameAction{Move: &model.GameMove{Unit: unit, Path: []model.Hex{model.MustHex(hex)}}}
	}
	e, bad := p.Do(move("3-belo", "3226"))
	if bad != nil {
		panic(bad)
	}
	fmt.Printf("%s %s from %s to %s: %d of %d movement points\n", e.Kind, e.Unit, e.From, e.Path[len(e.Path)-1], e.Cost, e.Allowance)
	if _, err := p.Do(move("3-belo", "3326")); err != nil {
		var d *diag.Diagnostic
		if errors.As(err, &d) {
			fmt.Println("refused:", d.Code, d.Rule)
		}
	}
	fmt.Println(len(p.Log()), "action in the record")
	// Output:
	// turn 1 soviet-replacement ended
	// turn 1 soviet-movement allows [move exit evacuate]
	// move 3-belo from 3225 to 3226: 1 of 3 movement points
	// refused: game.moved-twice 1994 5.0
	// 1 action in the record
}
