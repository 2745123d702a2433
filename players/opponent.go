package players

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// Opponent plays the computer's sides of a game a person plays too (the
// play page's game against the computer), one step at a time, so that
// each of its actions can be shown as it is made. It acts on the person's
// game.Play through the same calls as Play's games, and writes each
// decision's reason into the record as the action's note.
type Opponent struct {
	t        *Table
	computer Seats
	// seats are every side's player for the choices a combat result asks
	// of it: the computer's sides their own, the person's sides Heuristic
	// (the retreats of his units attacked by the computer are chosen for
	// him, as the attack is resolved at once).
	seats Seats
	out   *Played
	run   *phaseRun
	// at is where the next action goes in the record after the run's last
	// step: a record changed since by someone else starts a new run.
	at string
}

// ErrNotComputer is Step's refusal when the phasing player is not one of
// the computer's (or the game is over, or waits on an illegal action or
// an open attack).
var ErrNotComputer = errors.New("not the computer's turn")

// NewOpponent seats computer (by side; sides not in it are the person's)
// at game p of edition ed, its choices drawn from a generator seeded with
// seed. The game must roll its dice by program: the computer cannot read
// a table's die.
func NewOpponent(ed *model.Edition, p *game.Play, computer Seats, seed uint64) (*Opponent, error) {
	if p.TableDice() {
		return nil, errors.New("a computer player plays with the program's dice, not table dice")
	}
	sc, ok := ed.Scenario(p.Record().Scenario)
	if !ok {
		return nil, fmt.Errorf("edition %s has no scenario %q", ed.Info.ID, p.Record().Scenario)
	}
	seats := Seats{}
	for _, c := range sc.Control {
		seats[c.Player] = Heuristic{}
	}
	for side, pl := range computer {
		if _, ok := seats[side]; !ok {
			return nil, fmt.Errorf("scenario %s has no side %q (its sides: %s)", sc.ID, side, sidesOf(sc))
		}
		seats[side] = pl
	}
	t := &Table{Ed: ed, Scenario: sc, Play: p, Rand: rand.New(rand.NewPCG(seed, 0x5eed))}
	return &Opponent{t: t, computer: computer, seats: seats, out: &Played{Notes: map[string]string{}}}, nil
}

// sidesOf lists a scenario's sides, as --players names them.
func sidesOf(sc *model.Scenario) string {
	var sides []string
	for _, c := range sc.Control {
		sides = append(sides, string(c.Player))
	}
	return strings.Join(sides, ", ")
}

// Computer names the player of each of the computer's sides.
func (o *Opponent) Computer() map[model.Player]string {
	out := map[model.Player]string{}
	for side, pl := range o.computer {
		out[side] = pl.Name()
	}
	return out
}

// Turn reports whether the computer is to act now: the phasing player is
// one of its sides, and the game is neither over nor waiting on an
// illegal action or an open attack.
func (o *Opponent) Turn() bool {
	p := o.t.Play
	if p.Over() || p.Illegal() != nil || p.Open() != nil {
		return false
	}
	_, ok := o.computer[p.Phase().Player]
	return ok
}

// Step makes the computer's next action of the phase, or ends it (see
// Step). A step that made nothing (an action refused, the phase's actions
// taken back) is followed at once by the next, so that each call changes
// the game or says the phase is stuck.
func (o *Opponent) Step() (Step, error) {
	if !o.Turn() {
		return Step{}, ErrNotComputer
	}
	p := o.t.Play
	if o.run == nil || nextPointer(p) != o.at {
		o.run = newPhaseRun(o.t, o.seats, o.out)
	}
	for {
		st := o.run.step(true)
		if st.Ended {
			o.run = nil
			return st, nil
		}
		if st.Stuck || st.Did != "" {
			o.at = nextPointer(p)
			return st, nil
		}
	}
}

// ParseComputer reads "soviet=heuristic,western-allied=random": the
// computer's player of each side named, each a side of scenario sc (any
// side when sc is nil: NewOpponent checks it against the game's).
func ParseComputer(sc *model.Scenario, spec string) (Seats, error) {
	seats := Seats{}
	if strings.TrimSpace(spec) == "" {
		return seats, nil
	}
	for _, part := range strings.Split(spec, ",") {
		side, name, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return nil, fmt.Errorf("%q: want SIDE=PLAYER, like soviet=heuristic", part)
		}
		if sc != nil && !slices.ContainsFunc(sc.Control, func(c model.Control) bool { return string(c.Player) == side }) {
			return nil, fmt.Errorf("%q: scenario %s has no side %q (its sides: %s)", part, sc.ID, side, sidesOf(sc))
		}
		pl, ok := New(name)
		if !ok {
			return nil, fmt.Errorf("%q: no player %q (the players: %s)", part, name, strings.Join(Names, ", "))
		}
		seats[model.Player(side)] = pl
	}
	return seats, nil
}
