package players

import (
	"math"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// Four games made by hand, the report's figures worked by hand: the
// Soviet player wins two, the West one, one is drawn, and one more is
// cut short, counted for no one but in the VP and losses.
func TestTally(t *testing.T) {
	sc := &model.Scenario{ID: "test", Control: []model.Control{
		{Player: "soviet", Forces: []model.Force{model.Soviet, model.WestGerman}},
		{Player: "western-allied", Forces: []model.Force{model.WesternAllied, model.EastGerman}},
	}}
	ty := newTally(sc, Seats{"soviet": Heuristic{}})
	win := func(who ...model.Player) *game.Verdict { return &game.Verdict{Winners: who} }
	lost := func(f model.Force, box string) game.UnitAt { return game.UnitAt{Counter: "x", Force: f, Box: box} }
	for _, g := range []*Played{
		{End: EndOver, BerlinFalls: 5, Actions: 10, State: game.State{
			VictoryPoints: map[model.Force]int{model.Soviet: 10, model.WesternAllied: 4}, Verdict: win("soviet"),
			Units: []game.UnitAt{lost(model.Soviet, "destroyed-soviet"), lost(model.EastGerman, "destroyed-western-allied"), {Counter: "y", Force: model.Soviet, Hex: model.MustHex("0101")}},
		}},
		{End: EndOver, BerlinFalls: 5, Actions: 20, State: game.State{
			VictoryPoints: map[model.Force]int{model.Soviet: 6, model.WesternAllied: 6}, Verdict: win("soviet"),
			Units: []game.UnitAt{lost(model.WestGerman, game.OutOfGame), lost(model.Soviet, game.Removed), lost(model.WesternAllied, game.OutOfPlay)},
		}},
		{End: EndOver, BerlinFalls: 3, State: game.State{
			VictoryPoints: map[model.Force]int{model.Soviet: 2, model.WesternAllied: 8}, Verdict: win("western-allied"),
		}},
		{End: EndOver, State: game.State{VictoryPoints: map[model.Force]int{model.Soviet: 4, model.WesternAllied: 4}, Verdict: win()}},
		{End: EndTurnLimit, State: game.State{VictoryPoints: map[model.Force]int{model.Soviet: 3}}},
	} {
		ty.add(g)
	}
	r := ty.report()
	if r.EndedEarly != 1 || r.Actions != 30 {
		t.Errorf("ended early %d, actions %d; want 1, 30", r.EndedEarly, r.Actions)
	}
	if len(r.Berlin.Turns) != 2 || r.Berlin.Turns[0] != (TurnCount{3, 1}) || r.Berlin.Turns[1] != (TurnCount{5, 2}) || r.Berlin.Never != 2 {
		t.Errorf("Berlin falls %+v, want turn 3: 1, turn 5: 2, never 2", r.Berlin)
	}
	s, w := r.Players[0], r.Players[1]
	if s.Plays != "heuristic" || w.Plays != "random" {
		t.Errorf("plays %s, %s", s.Plays, w.Plays)
	}
	counts := [][3]int{{s.Won.Count, s.Drawn.Count, s.Lost.Count}, {w.Won.Count, w.Drawn.Count, w.Lost.Count}}
	if counts[0] != [3]int{2, 1, 1} || counts[1] != [3]int{1, 1, 2} {
		t.Errorf("won, drawn, lost %v, want [2 1 1] [1 1 2]", counts)
	}
	if s.Won.Of != 4 || s.Won != NewShare(2, 4) {
		t.Errorf("Soviet won %+v, want 2 of the 4 decided", s.Won)
	}
	// Soviet VP 10 6 2 4 3: mean 5, squares 25+1+9+1+4 = 40, sd sqrt(10);
	// West VP 4 6 8 4 0: mean 4.4, squares 0.16+2.56+12.96+0.16+19.36 = 35.2, sd sqrt(8.8).
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	if !near(s.VP.Mean, 5) || !near(s.VP.SD, math.Sqrt(10)) || !near(w.VP.Mean, 4.4) || !near(w.VP.SD, math.Sqrt(8.8)) {
		t.Errorf("VP %+v, %+v", s.VP, w.VP)
	}
	// units lost: Soviet player 1, 1 (the West German out of the game;
	// removed by Berlin's fall does not count), 0, 0, 0: mean 0.4;
	// West 1 (an East German), 0 (exited does not count), 0, 0, 0: 0.2.
	if !near(s.UnitsLost.Mean, 0.4) || !near(w.UnitsLost.Mean, 0.2) {
		t.Errorf("units lost %+v, %+v; want means 0.4, 0.2", s.UnitsLost, w.UnitsLost)
	}
}
