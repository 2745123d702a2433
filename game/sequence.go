package game

import (
	"slices"
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
	// Second marks the second combat and movement phases of Deluxe
	// 18.1's Offensive Supply (ids ending in -2).
	Second bool
}

// Sequence is a game turn's phases in the rulebook's order and the rule
// that gives them.
type Sequence struct {
	Rule   string
	Phases []Phase
	// optional are the phases optional rules add (see With).
	optional []model.OptionalPhase
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
	if sc == nil || sc.Sequence == nil {
		return SequenceOf(ed)
	}
	seq := sequence(sc.Sequence)
	if len(seq.optional) == 0 && ed.Sequence != nil {
		// The edition's optional phases, where the phase they follow is
		// in the scenario's sequence.
		seq.optional = ed.Sequence.Optional
	}
	return seq, true
}

func sequence(sp *model.SequenceOfPlay) Sequence {
	seq := Sequence{Rule: sp.Rule, optional: sp.Optional}
	for _, id := range sp.Phases {
		seq.Phases = append(seq.Phases, parsePhase(id))
	}
	return seq
}

// With is the sequence with the phases the optional rules in use add, each
// after the phase it follows; one whose phase is not in the sequence is
// left out.
func (s Sequence) With(optional []string) Sequence {
	out := Sequence{Rule: s.Rule, Phases: slices.Clone(s.Phases), optional: s.optional}
	for _, o := range s.optional {
		if !slices.Contains(optional, o.Rule) {
			continue
		}
		if k := out.index(o.After); k >= 0 && out.index(o.Phase) < 0 {
			out.Phases = slices.Insert(out.Phases, k+1, parsePhase(o.Phase))
		}
	}
	return out
}

// German is the force of the three-player game's German phases: the one
// German player's, for East and West German units alike.
const German model.Force = "german"

// Acts reports whether units of force f act in phase p: the phase's own
// force, or either German force in a German phase.
func (p Phase) Acts(f model.Force) bool {
	return f == p.Force || (p.Force == German && f.German())
}

// parsePhase splits "<force>-<step>" and "<force>-<step>-2".
func parsePhase(id string) Phase {
	base, second := strings.CutSuffix(id, "-2")
	for _, st := range []Step{Replacement, Movement, Combat} {
		if f, ok := strings.CutSuffix(base, "-"+string(st)); ok {
			return Phase{ID: id, Force: model.Force(f), Step: st, Second: second}
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

// combatPhase is the engine's number of a combat phase: 2 for Offensive
// Supply's second combat phase, 1 otherwise.
func combatPhase(p Phase) int {
	if p.Second {
		return 2
	}
	return 1
}
