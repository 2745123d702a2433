package game

import (
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Step is what a phase is for.
type Step string

const (
	Replacement Step = "replacement"
	Movement    Step = "movement"
	Combat      Step = "combat"
)

// Phase is one phase of the sequence of play: its id in records, the
// force whose phase it is and what it is for.
type Phase struct {
	ID    string
	Force model.Force
	Step  Step
}

// Sequence is a game turn's phases in the rulebook's order and the rule
// that gives them.
type Sequence struct {
	Rule   string
	Phases []Phase
}

// SequenceOf reads the edition's sequence of play (edition.json
// sequenceOfPlay). Scenarios that change it (the three- and four-player
// games) are not covered yet; ok is false when the edition gives none.
func SequenceOf(ed *model.EditionInfo) (Sequence, bool) {
	if ed.Sequence == nil {
		return Sequence{}, false
	}
	seq := Sequence{Rule: ed.Sequence.Rule}
	for _, id := range ed.Sequence.Phases {
		seq.Phases = append(seq.Phases, parsePhase(id))
	}
	return seq, true
}

// parsePhase splits "<force>-<step>".
func parsePhase(id string) Phase {
	for _, st := range []Step{Replacement, Movement, Combat} {
		if f, ok := strings.CutSuffix(id, "-"+string(st)); ok {
			return Phase{ID: id, Force: model.Force(f), Step: st}
		}
	}
	return Phase{ID: id}
}

// index is the place of phase id in the sequence, -1 if it is not there.
func (s Sequence) index(id string) int {
	for i, p := range s.Phases {
		if p.ID == id {
			return i
		}
	}
	return -1
}
