package game

import (
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
}
