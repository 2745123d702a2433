package game

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Unfinished is what the current phase still allows that ending it now
// gives up: the question a front end asks before it ends the phase (two
// quick clicks must not skip a whole movement phase). Every list is empty
// when nothing is left.
type Unfinished struct {
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	Step  Step   `json:"step"`
	// Unmoved are the phasing force's units on the map that have not
	// moved in this movement phase and may.
	Unmoved []string `json:"unmoved"`
	// Attackers are the phasing force's units that have not attacked in
	// this combat phase and stand next to an enemy unit.
	Attackers []string `json:"attackers"`
	// Replacements is how many units this replacement phase could still
	// bring back, and Due the units it may take next.
	Replacements int      `json:"replacements"`
	Due          []string `json:"due"`
	// Mandatory is true when the edition makes replacements mandatory:
	// ending the phase short is then refused, not merely noted.
	Mandatory bool `json:"mandatory"`
}

// Any reports whether something is left to do.
func (u Unfinished) Any() bool {
	return len(u.Unmoved) > 0 || len(u.Attackers) > 0 || u.Replacements > 0
}

// Unfinished is what ending the current phase would give up; the zero
// value (with empty lists) when the game stands in no phase, is over or
// has actions pending.
func (p *Play) Unfinished() Unfinished {
	out := Unfinished{Turn: p.s.turn, Unmoved: []string{}, Attackers: []string{}, Due: []string{}}
	if p.s.phase < 0 || p.refuseChange() != nil {
		return out
	}
	s := p.s
	ph := s.seq.Phases[s.phase]
	out.Phase, out.Step = ph.ID, ph.Step
	switch ph.Step {
	case Movement:
		out.Unmoved = s.unmoved(ph)
	case Combat:
		out.Attackers = s.mayStillAttack(ph)
		// an attack rolled and awaiting its choices is made already
		if o := p.Open(); o != nil {
			out.Attackers = slices.DeleteFunc(out.Attackers, func(id string) bool { return slices.Contains(o.Attackers, id) })
		}
	case Replacement:
		short, _, choices := s.replacementsDue(ph)
		out.Replacements = short
		for _, u := range choices {
			out.Due = append(out.Due, u.Counter)
		}
		out.Mandatory = short > 0 && s.sit.Applies("replace.mandatory")
	}
	return out
}

// unmoved lists the units of phase ph's force that may still move: on
// the map, not moved yet, with movement points to spend.
func (s *Session) unmoved(ph Phase) []string {
	out := []string{}
	for _, u := range s.sit.Units {
		if !ph.Acts(u.Force) || s.moved[u.Counter] {
			continue
		}
		if _, bad := s.mover("", ph, u.Counter, "a move", "move"); bad != nil {
			continue
		}
		if mp, ok := s.Allowance(u.Counter); ok && mp > 0 {
			out = append(out, u.Counter)
		}
	}
	slices.Sort(out)
	return out
}

// mayStillAttack lists the units of phase ph's force that have not
// attacked in it, may attack this turn and stand next to an enemy unit.
func (s *Session) mayStillAttack(ph Phase) []string {
	out := []string{}
	n := combatPhase(ph)
	for _, u := range s.sit.Units {
		if !ph.Acts(u.Force) || s.tilted(u.Counter) {
			continue
		}
		if s.sit.Phase != nil && slices.Contains(s.sit.Phase.Attacked[n], u.Counter) {
			continue
		}
		if slices.ContainsFunc(s.sit.Units, func(e rules.Placed) bool {
			return s.sit.Relations.Hostile(u.Force, e.Force) && model.Adjacent(u.Hex, e.Hex)
		}) {
			out = append(out, u.Counter)
		}
	}
	slices.Sort(out)
	return out
}
