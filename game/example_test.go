package game_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
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
