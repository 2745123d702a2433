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
// sequenceOfPlay), the two-player games'; ok is false when the edition
// gives none.
func SequenceOf(ed *model.EditionInfo) (Sequence, bool) {
	if ed.Sequence == nil {
		return Sequence{}, false
	}
	return sequence(ed.Sequence), true
}

// ScenarioSequence is the sequence of play of scenario sc: its own
// (scenario sequenceOfPlay) when it changes the edition's, as the three-
// and four-player games and the scenarios that leave forces out do; the
// edition's otherwise.
func ScenarioSequence(ed *model.EditionInfo, sc *model.Scenario) (Sequence, bool) {
	if sc != nil && sc.Sequence != nil {
		return sequence(sc.Sequence), true
	}
	return SequenceOf(ed)
}

func sequence(sp *model.SequenceOfPlay) Sequence {
	seq := Sequence{Rule: sp.Rule}
	for _, id := range sp.Phases {
		seq.Phases = append(seq.Phases, parsePhase(id))
	}
	return seq
}

// German is the force of the three-player game's German phases: the one
// German player's, for East and West German units alike.
const German model.Force = "german"

// Acts reports whether units of force f act in phase p: the phase's own
// force, or either German force in a German phase.
func (p Phase) Acts(f model.Force) bool {
	return f == p.Force || (p.Force == German && f.German())
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
