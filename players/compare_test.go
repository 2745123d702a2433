package players_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/players"
)

// Compare tests each figure of each player the two reports share: a big
// difference in wins over many games is significant, a small one over few
// is not, and no test is made where one side has no decided game.
func TestCompare(t *testing.T) {
	report := func(games int, won, of int, vp players.Spread) players.Report {
		return players.Report{Games: games, Players: []players.PlayerResult{
			{Player: "soviet", Plays: "heuristic", Won: players.NewShare(won, of), VP: vp, UnitsLost: players.Spread{Mean: 5, SD: 1}},
			{Player: "german", Plays: "heuristic", Won: players.NewShare(of-won, of), VP: vp, UnitsLost: players.Spread{Mean: 5, SD: 1}},
		}}
	}
	for _, tc := range []struct {
		name                  string
		a, b                  players.Report
		wonSig, vpSig, tested bool
		won, vp               float64
	}{
		{"many games, far apart", report(200, 150, 200, players.Spread{Mean: 30, SD: 5}), report(200, 90, 200, players.Spread{Mean: 20, SD: 5}), true, true, true, 0.30, 10},
		{"few games, near", report(10, 6, 10, players.Spread{Mean: 21, SD: 5}), report(10, 5, 10, players.Spread{Mean: 20, SD: 5}), false, false, true, 0.10, 1},
		{"no decided game", report(10, 0, 0, players.Spread{Mean: 21, SD: 5}), report(10, 5, 10, players.Spread{Mean: 21, SD: 5}), false, false, false, 0, 0},
	} {
		c := players.Compare(tc.a, tc.b)
		if len(c.Players) != 2 || c.Players[0].Player != "soviet" {
			t.Fatalf("%s: players %+v", tc.name, c.Players)
		}
		d := c.Players[0]
		if d.Won.Significant != tc.wonSig || d.VP.Significant != tc.vpSig || (d.Won.P != nil) != tc.tested {
			t.Errorf("%s: won %+v, VP %+v", tc.name, d.Won, d.VP)
		}
		if d.Won.Difference < tc.won-1e-9 || d.Won.Difference > tc.won+1e-9 || d.VP.Difference != tc.vp {
			t.Errorf("%s: differences won %v, VP %v; want %v, %v", tc.name, d.Won.Difference, d.VP.Difference, tc.won, tc.vp)
		}
		if d.Won.Test != players.TestTwoProportion || d.VP.Test != players.TestWelch || d.UnitsLost.Significant {
			t.Errorf("%s: tests %q %q, units lost %+v", tc.name, d.Won.Test, d.VP.Test, d.UnitsLost)
		}
	}
	// a player only one scenario has is left out
	a := report(10, 5, 10, players.Spread{})
	a.Players = append(a.Players, players.PlayerResult{Player: "western-allied"})
	if c := players.Compare(a, report(10, 5, 10, players.Spread{})); len(c.Players) != 2 {
		t.Errorf("players compared: %+v", c.Players)
	}
}

// A scenario against another: each series is the one Playtest plays
// alone with the same seeds, and the text puts them side by side.
func TestPlaytestAgainst(t *testing.T) {
	ed := edition(t, "1994")
	s := players.Series{Games: 2, Seed: 4, Turns: 1}
	seatsOf := func(id string) players.Seats {
		sc, _ := ed.Scenario(id)
		seats, err := players.ParseSeats(sc, "western-allied=random", players.Heuristic{})
		if err != nil {
			t.Fatal(err)
		}
		return seats
	}
	s.Scenario, s.Seats = "three-player", seatsOf("three-player")
	var calls []int
	s.Progress = func(done, total int) { calls = append(calls, done, total) }
	got, err := players.PlaytestAgainst(ed, s, "historical", seatsOf("historical"), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 4, 2, 4, 3, 4, 4, 4}; !slices.Equal(calls, want) {
		t.Errorf("progress %v, want %v", calls, want)
	}
	s.Progress = nil
	alone, _ := players.Playtest(ed, s, nil)
	s.Scenario, s.Seats = "historical", seatsOf("historical")
	base, _ := players.Playtest(ed, s, nil)
	for _, pair := range [][2]players.Report{{got.Scenario, alone}, {got.Against, base}} {
		x, _ := json.Marshal(pair[0])
		y, _ := json.Marshal(pair[1])
		if !bytes.Equal(x, y) {
			t.Errorf("the series against differs from the one alone:\n%s\n%s", x, y)
		}
	}
	var b bytes.Buffer
	if err := got.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"1994 three-player against historical: 2 game(s) each from seed 4, at most 1 turn(s)\n",
		"western-allied (random)\n",
		"\n  VP (mean sd)  ",
		"Berlin falls (games), historical: ",
		"two-proportion z-test",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, b.String())
		}
	}
	if strings.Contains(b.String(), " \n") {
		t.Errorf("text has trailing spaces:\n%s", b.String())
	}
	if _, err := players.PlaytestAgainst(ed, s, "historical", s.Seats, nil, nil); err == nil {
		t.Error("a scenario against itself: no error")
	}
}
