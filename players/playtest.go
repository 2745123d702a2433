package players

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// Series is a run of games of one scenario: game i (from 0) is played
// with seed Seed+i, so that the same seed gives the same games.
type Series struct {
	Scenario string
	Optional []string
	Games    int
	Seed     uint64
	Seats    Seats
	Turns    int
	Schema   string
	// Progress, when not nil, is told after each game how many of the
	// total are done.
	Progress func(done, total int)
}

// Report is what a series of games came to: for each player, the games
// won, drawn and lost with their 95% intervals, his victory points and
// units lost (mean and spread); the turn Berlin fell in each game; the
// games that ended before their verdict (stuck, or cut short by Turns),
// which count for no one.
type Report struct {
	Edition    string         `json:"edition"`
	Scenario   string         `json:"scenario"`
	Games      int            `json:"games"`
	Seed       uint64         `json:"seed"`
	Turns      int            `json:"turns,omitempty"`
	Players    []PlayerResult `json:"players"`
	Berlin     BerlinFalls    `json:"berlinFalls"`
	EndedEarly int            `json:"endedEarly"`
	Actions    int            `json:"actions"`
}

// PlayerResult is one player's games in a Report. Won, Drawn and Lost are
// shares of the decided games (those ended with a verdict).
type PlayerResult struct {
	Player model.Player `json:"player"`
	Plays  string       `json:"plays"`
	Won    Share        `json:"won"`
	Drawn  Share        `json:"drawn"`
	Lost   Share        `json:"lost"`
	// VP are his victory points at the games' ends, all games counted;
	// UnitsLost his units in the destroyed units boxes or out of the game
	// at the games' ends (a unit replaced is back and not counted; units
	// the fall of Berlin removes or that exited are not lost).
	VP        Spread `json:"vp"`
	UnitsLost Spread `json:"unitsLost"`
}

// BerlinFalls is how many games Berlin fell in on each turn (by turn,
// earliest first), and in how many it never fell: a Soviet or Western
// Allied unit holding it at the end of a phase.
type BerlinFalls struct {
	Turns []TurnCount `json:"turns"`
	Never int         `json:"never"`
}

// TurnCount is a number of games, on a turn.
type TurnCount struct {
	Turn  int `json:"turn"`
	Games int `json:"games"`
}

// Playtest plays the series in edition ed on all cores (playAll) and
// reports; each game played is handed to each (nil: none), which may keep
// its record, in the order of the games, one at a time.
func Playtest(ed *model.Edition, s Series, each func(i int, g *Played) error) (Report, error) {
	sc, ok := ed.Scenario(s.Scenario)
	if !ok {
		return Report{}, fmt.Errorf("edition %s has no scenario %q", ed.Info.ID, s.Scenario)
	}
	t := newTally(sc, s.Seats)
	err := playAll(ed, s, func(i int, g *Played) error {
		t.add(g)
		if s.Progress != nil {
			s.Progress(i+1, s.Games)
		}
		if each != nil {
			return each(i, g)
		}
		return nil
	})
	if err != nil {
		return Report{}, err
	}
	rep := t.report()
	rep.Edition, rep.Scenario, rep.Games, rep.Seed, rep.Turns = ed.Info.ID, s.Scenario, s.Games, s.Seed, s.Turns
	return rep, nil
}

// ParseSeats reads "soviet=heuristic,western-allied=random": the player
// of each side named, every other side of the scenario playing def.
func ParseSeats(sc *model.Scenario, spec string, def Player) (Seats, error) {
	named, err := ParseComputer(sc, spec)
	if err != nil {
		return nil, err
	}
	seats := Seats{}
	for _, c := range sc.Control {
		seats[c.Player] = def
		if pl, ok := named[c.Player]; ok {
			seats[c.Player] = pl
		}
	}
	return seats, nil
}
