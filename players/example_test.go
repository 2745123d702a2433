package players_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/players"
)

// Play one turn of the 1994 Historical scenario, the Soviet side played by
// the heuristic player and every other side by the random one, and replay
// the record it wrote: every action a computer player makes goes through
// the rules engine, so the record is legal to its end.
func ExamplePlay() {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		panic(err)
	}
	sc, err := ed.FindScenario("historical")
	if err != nil {
		panic(err)
	}
	seats, err := players.ParseSeats(sc, "soviet=heuristic", players.Random{})
	if err != nil {
		panic(err)
	}
	played, err := players.Play(ed, players.Match{Scenario: "historical", Seats: seats, Seed: 1, Turns: 1})
	if err != nil {
		panic(err)
	}
	res, err := game.Replay(ed, played.Record)
	if err != nil {
		panic(err)
	}
	fmt.Println("turns in the record:", len(played.Record.Turns))
	fmt.Println("replays legal:", res.Illegal == nil)
	fmt.Println("every action counted:", len(res.Log) == played.Actions)
	// Output:
	// turns in the record: 1
	// replays legal: true
	// every action counted: true
}

// A variant's share of wins against its base's, tested for a difference:
// 30 of 50 decided games against 18 of 50.
func ExampleTwoProportionP() {
	p, ok := players.TwoProportionP(30, 50, 18, 50)
	fmt.Printf("p = %.3f (computed: %v), significant at 5%%: %v\n", p, ok, p < 0.05)
	// Output:
	// p = 0.016 (computed: true), significant at 5%: true
}
