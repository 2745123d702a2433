package game

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Entry is one applied action of a game, as the log tells it: where it
// stands in the record and what it did. Kind is the action's key in the
// record; the fields of that kind are set.
type Entry struct {
	// Index counts the actions from 1.
	Index   int    `json:"index"`
	Turn    int    `json:"turn"`
	Phase   string `json:"phase"`
	Pointer string `json:"pointer"`
	Kind    string `json:"kind"`
	Unit    string `json:"unit,omitempty"`
	// From, Path and Cost are a move's: the hex it left, the hexes it
	// entered and the movement points spent, of Allowance.
	From      model.Hex   `json:"from,omitzero"`
	Path      []model.Hex `json:"path,omitempty"`
	Cost      int         `json:"cost,omitempty"`
	Allowance int         `json:"allowance,omitempty"`
	// Combat and Outcome are an attack's: the odds, die and result, and
	// what followed (losses, retreats, the advance).
	Combat  *rules.CombatReport `json:"combat,omitempty"`
	Outcome *rules.Outcome      `json:"outcome,omitempty"`
	// Events are what happened by itself because of the action (a fort
	// destroyed, a unit's force changed), in the engine's words.
	Events []string `json:"events,omitempty"`
	// Note is the action's note in the record: why it was made.
	Note string `json:"note,omitempty"`
}

// Event is something the rules make happen by themselves, with no player
// deciding it: at the end of a phase or turn (a stranded unit eliminated,
// Berlin falling, the turn-1 mandate checked) or at the game's end
// (victory). After is how many actions had been applied when it happened.
type Event struct {
	Turn  int      `json:"turn"`
	Phase string   `json:"phase,omitempty"`
	After int      `json:"after"`
	Code  string   `json:"code"`
	Text  string   `json:"text"`
	Units []string `json:"units,omitempty"`
	Rule  string   `json:"rule,omitempty"`
}

// happen records an event of code at the current point of the game.
func (s *Session) happen(code, text string, units ...string) {
	ev := Event{Turn: s.turn, After: s.applied, Code: code, Text: text, Units: units, Rule: s.ed.Info.Cite(code)}
	if s.phase >= 0 {
		ev.Phase = s.seq.Phases[s.phase].ID
	}
	s.events = append(s.events, ev)
}

// Events are what happened by itself so far, in order.
func (s *Session) Events() []Event { return slices.Clone(s.events) }
