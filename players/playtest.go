package players

import (
	"fmt"
	"io"
	"slices"
	"strings"

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
}

// Report is what a series of games came to: for each player, the games
// won, drawn and lost, and his mean victory points; the games that ended
// before their verdict (stuck, or cut short by Turns) count for no one.
type Report struct {
	Edition    string         `json:"edition"`
	Scenario   string         `json:"scenario"`
	Games      int            `json:"games"`
	Seed       uint64         `json:"seed"`
	Turns      int            `json:"turns,omitempty"`
	Players    []PlayerResult `json:"players"`
	EndedEarly int            `json:"endedEarly"`
	Actions    int            `json:"actions"`
}

// PlayerResult is one player's games in a Report.
type PlayerResult struct {
	Player model.Player `json:"player"`
	Plays  string       `json:"plays"`
	Won    int          `json:"won"`
	Drawn  int          `json:"drawn"`
	Lost   int          `json:"lost"`
	// VP is his mean victory points at the games' ends, all games
	// counted; none for a player who scores none.
	VP float64 `json:"vp"`
}

// Playtest plays the series in edition ed on all cores (playAll) and
// reports; each game played is handed to each (nil: none), which may keep
// its record, in the order of the games, one at a time.
func Playtest(ed *model.Edition, s Series, each func(i int, g *Played) error) (Report, error) {
	sc, ok := ed.Scenario(s.Scenario)
	if !ok {
		return Report{}, fmt.Errorf("edition %s has no scenario %q", ed.Info.ID, s.Scenario)
	}
	rep := Report{Edition: ed.Info.ID, Scenario: s.Scenario, Games: s.Games, Seed: s.Seed, Turns: s.Turns}
	byPlayer := map[model.Player]*PlayerResult{}
	vp := map[model.Player]int{}
	for _, c := range sc.Control {
		pl := s.Seats[c.Player]
		if pl == nil {
			pl = Random{}
		}
		rep.Players = append(rep.Players, PlayerResult{Player: c.Player, Plays: pl.Name()})
	}
	for i := range rep.Players {
		byPlayer[rep.Players[i].Player] = &rep.Players[i]
	}
	err := playAll(ed, s, func(i int, g *Played) error {
		rep.Actions += g.Actions
		for who := range byPlayer {
			vp[who] += g.State.VictoryPoints[model.Force(who)]
		}
		v := g.State.Verdict
		if g.End != EndOver || v == nil {
			rep.EndedEarly++
		} else {
			for who, r := range byPlayer {
				switch {
				case len(v.Winners) == 0:
					r.Drawn++
				case slices.Contains(v.Winners, who):
					r.Won++
				default:
					r.Lost++
				}
			}
		}
		if each != nil {
			return each(i, g)
		}
		return nil
	})
	if err != nil {
		return Report{}, err
	}
	for who, r := range byPlayer {
		if s.Games > 0 {
			r.VP = float64(vp[who]) / float64(s.Games)
		}
	}
	return rep, nil
}

// WriteText writes the report as a table, a line per player.
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	turns := "to the scenario's end"
	if r.Turns > 0 {
		turns = fmt.Sprintf("at most %d turn(s)", r.Turns)
	}
	fmt.Fprintf(&b, "%s %s: %d game(s) from seed %d, %s; %d action(s)\n", r.Edition, r.Scenario, r.Games, r.Seed, turns, r.Actions)
	fmt.Fprintf(&b, "%-16s %-10s %5s %5s %5s %7s\n", "player", "plays", "won", "drawn", "lost", "mean VP")
	for _, p := range r.Players {
		fmt.Fprintf(&b, "%-16s %-10s %5d %5d %5d %7.1f\n", p.Player, p.Plays, p.Won, p.Drawn, p.Lost, p.VP)
	}
	if r.EndedEarly > 0 {
		fmt.Fprintf(&b, "%d game(s) ended before a verdict (stuck, or cut short by the turns asked), counted for no one\n", r.EndedEarly)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ParseSeats reads "soviet=heuristic,western-allied=random": the player
// of each side named, every other side of the scenario playing def.
func ParseSeats(sc *model.Scenario, spec string, def Player) (Seats, error) {
	seats := Seats{}
	var sides []string
	for _, c := range sc.Control {
		seats[c.Player] = def
		sides = append(sides, string(c.Player))
	}
	if strings.TrimSpace(spec) == "" {
		return seats, nil
	}
	for _, part := range strings.Split(spec, ",") {
		side, name, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return nil, fmt.Errorf("%q: want SIDE=PLAYER, like soviet=heuristic", part)
		}
		if !slices.Contains(sides, side) {
			return nil, fmt.Errorf("%q: scenario %s has no side %q (its sides: %s)", part, sc.ID, side, strings.Join(sides, ", "))
		}
		pl, ok := New(name)
		if !ok {
			return nil, fmt.Errorf("%q: no player %q (the players: %s)", part, name, strings.Join(Names, ", "))
		}
		seats[model.Player(side)] = pl
	}
	return seats, nil
}
