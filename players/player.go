package players

import (
	"math/rand/v2"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Table is what a player sees when it decides: the edition and scenario,
// the game being played, and the generator its choices draw from.
type Table struct {
	Ed       *model.Edition
	Scenario *model.Scenario
	Play     *game.Play
	Rand     *rand.Rand
	// reaches are the units' reaches kept through the phase (Legal's
	// answers, asked again only where a move changed something).
	reaches *reaches
}

// Pick is a choice a combat result asks of a player (Kind): the attackers
// lost to an exchange (Sets, each a way to pay), the hex a unit retreats
// to (Unit, Hexes), or which unit advances where (Units, Hexes; the index
// past the last, len(Units)*len(Hexes), is no advance).
type Pick struct {
	Kind  string
	Sets  [][]string
	Unit  rules.Placed
	Units []string
	Hexes []model.Hex
}

// Kinds of Pick.
const (
	PickLose    = "lose"
	PickRetreat = "retreat"
	PickAdvance = "advance"
)

// Options is how many ways a Pick offers.
func (k Pick) Options() int {
	switch k.Kind {
	case PickLose:
		return len(k.Sets)
	case PickRetreat:
		return len(k.Hexes)
	}
	return len(k.Units)*len(k.Hexes) + 1
}

// Player is a computer player: it chooses one of the legal actions of the
// phase (Choose; acts is never empty and its last is the end of the
// phase), with a short reason for the game's log, and makes the choices
// a combat result asks of it (Choose; an index below k.Options()).
type Player interface {
	Name() string
	Choose(t *Table, acts []Action) (i int, note string)
	Pick(t *Table, k Pick) int
}

// Random chooses uniformly among the legal actions and the choices a
// result offers: the baseline any player must beat.
type Random struct{}

// Name is "random".
func (Random) Name() string { return "random" }

// Choose draws one action, each as likely.
func (Random) Choose(t *Table, acts []Action) (int, string) { return t.Rand.IntN(len(acts)), "" }

// Pick draws one option, each as likely.
func (Random) Pick(t *Table, k Pick) int { return t.Rand.IntN(k.Options()) }

// New is the player of the given name ("heuristic", "random"); ok is false
// for a name no player has.
func New(name string) (Player, bool) {
	switch name {
	case "random":
		return Random{}, true
	case "heuristic":
		return Heuristic{}, true
	}
	return nil, false
}

// Names are the players New knows.
var Names = []string{"heuristic", "random"}
