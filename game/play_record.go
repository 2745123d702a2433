package game

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// truncate is rec cut before the place ptr points at: an action, a phase
// or a turn, or the record's "over".
func truncate(rec *model.Game, ptr string) *model.Game {
	out := cloneRecord(rec)
	out.Over = false
	var i, j, a int
	if n, _ := fmt.Sscanf(ptr, "/turns/%d/phases/%d/actions/%d", &i, &j, &a); n == 3 && i < len(out.Turns) && j < len(out.Turns[i].Phases) {
		out.Turns = out.Turns[:i+1]
		out.Turns[i].Phases = out.Turns[i].Phases[:j+1]
		ph := &out.Turns[i].Phases[j]
		ph.Actions = ph.Actions[:min(a, len(ph.Actions))]
	} else if n == 2 && i < len(out.Turns) {
		out.Turns = out.Turns[:i+1]
		out.Turns[i].Phases = out.Turns[i].Phases[:min(j, len(out.Turns[i].Phases))]
	} else if n == 1 {
		out.Turns = out.Turns[:min(i, len(out.Turns))]
	}
	return out
}

// countActions is the number of actions in rec's turns.
func countActions(rec *model.Game) int {
	n := 0
	for _, t := range rec.Turns {
		for _, ph := range t.Phases {
			n += len(ph.Actions)
		}
	}
	return n
}

// cloneRecord copies rec's lists, so that the copy's turns, phases and
// actions can be appended to and cut without touching rec. Actions are
// never changed in place, so they are shared.
func cloneRecord(rec *model.Game) *model.Game {
	out := *rec
	out.Optional = slices.Clone(rec.Optional)
	out.Setup = slices.Clone(rec.Setup)
	out.Pregame = slices.Clone(rec.Pregame)
	out.Turns = make([]model.GameTurn, len(rec.Turns))
	for i, t := range rec.Turns {
		out.Turns[i] = model.GameTurn{Turn: t.Turn, Phases: make([]model.GamePhase, len(t.Phases))}
		for j, ph := range t.Phases {
			out.Turns[i].Phases[j] = model.GamePhase{Phase: ph.Phase, Actions: slices.Clone(ph.Actions)}
			if out.Turns[i].Phases[j].Actions == nil {
				out.Turns[i].Phases[j].Actions = []model.GameAction{}
			}
		}
	}
	return &out
}
