package players

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// Level is the p-value under which a Comparison calls a difference
// significant (two-sided).
const Level = 0.05

// The tests a Comparison makes.
const (
	TestTwoProportion = "two-proportion z-test"
	TestWelch         = "Welch's t-test"
)

// Comparison is a scenario's series against another's of the same edition
// (a variant against its base), played with the same seeds and players:
// both reports, and for each player in both how each figure differs.
type Comparison struct {
	Scenario Report             `json:"scenario"`
	Against  Report             `json:"against"`
	Level    float64            `json:"level"`
	Players  []PlayerDifference `json:"players"`
}

// PlayerDifference is how one player's figures differ between the
// scenario and the one it is played against (the scenario's less the
// other's): his share of the decided games won, by a two-proportion
// z-test; his mean victory points and units lost, by Welch's t-test over
// all games.
type PlayerDifference struct {
	Player    model.Player `json:"player"`
	Won       Difference   `json:"won"`
	VP        Difference   `json:"vp"`
	UnitsLost Difference   `json:"unitsLost"`
}

// Difference is one figure's difference and its test: P is the two-sided
// p-value, absent (and Difference 0) when the test cannot be made (no
// decided game on one side, or a single game); Significant is P below
// Level.
type Difference struct {
	Test        string   `json:"test"`
	Difference  float64  `json:"difference"`
	P           *float64 `json:"p,omitempty"`
	Significant bool     `json:"significant"`
}

// difference is d tested, with p-value p when ok; without a test there
// is no difference to speak of either, and it is 0.
func difference(test string, d, p float64, ok bool) Difference {
	out := Difference{Test: test}
	if ok {
		out.Difference, out.P, out.Significant = d, &p, p < Level
	}
	return out
}

// Compare is report a against report b, player by player (the players of
// a that b has too, in a's order).
func Compare(a, b Report) Comparison {
	c := Comparison{Scenario: a, Against: b, Level: Level, Players: []PlayerDifference{}}
	for _, pa := range a.Players {
		pb, ok := b.player(pa.Player)
		if !ok {
			continue
		}
		won, okWon := TwoProportionP(pa.Won.Count, pa.Won.Of, pb.Won.Count, pb.Won.Of)
		vp, okVP := WelchP(pa.VP, a.Games, pb.VP, b.Games)
		lost, okLost := WelchP(pa.UnitsLost, a.Games, pb.UnitsLost, b.Games)
		c.Players = append(c.Players, PlayerDifference{
			Player:    pa.Player,
			Won:       difference(TestTwoProportion, share(pa.Won)-share(pb.Won), won, okWon),
			VP:        difference(TestWelch, pa.VP.Mean-pb.VP.Mean, vp, okVP),
			UnitsLost: difference(TestWelch, pa.UnitsLost.Mean-pb.UnitsLost.Mean, lost, okLost),
		})
	}
	return c
}

// share is s as a fraction, 0 of none.
func share(s Share) float64 {
	if s.Of == 0 {
		return 0
	}
	return float64(s.Count) / float64(s.Of)
}

func (r Report) player(p model.Player) (PlayerResult, bool) {
	for _, q := range r.Players {
		if q.Player == p {
			return q, true
		}
	}
	return PlayerResult{}, false
}

// PlaytestAgainst plays series s, then the same series of scenario
// against (its seats seated by againstSeats), and compares them. Progress
// counts the two series' games as one run; each is handed the games of s
// (each) and of the other (eachAgainst), either nil for none.
func PlaytestAgainst(ed *model.Edition, s Series, against string, againstSeats Seats, each, eachAgainst func(int, *Played) error) (Comparison, error) {
	if against == s.Scenario {
		return Comparison{}, fmt.Errorf("scenario %s against itself: name another scenario", against)
	}
	if _, ok := ed.Scenario(against); !ok {
		return Comparison{}, fmt.Errorf("edition %s has no scenario %q", ed.Info.ID, against)
	}
	o := s
	o.Scenario, o.Seats = against, againstSeats
	if p := s.Progress; p != nil {
		s.Progress = func(done, total int) { p(done, 2*total) }
		o.Progress = func(done, total int) { p(total+done, 2*total) }
	}
	a, err := Playtest(ed, s, each)
	if err != nil {
		return Comparison{}, err
	}
	b, err := Playtest(ed, o, eachAgainst)
	if err != nil {
		return Comparison{}, err
	}
	return Compare(a, b), nil
}
