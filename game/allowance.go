package game

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// allowance is the movement points unit p has for a move in the current
// phase: its printed allowance, but for the rules that change it, each a
// branch here (Offensive Supply's halves; the strategic move's triple is
// strategicAllowance).
func (s *Session) allowance(p rules.Placed) int {
	if a, ok := s.offensiveAllowance(p); ok {
		return a
	}
	return p.Movement
}

// strategicAllowance is the allowance of the three-player game's strategic
// move (1975 16.42; Deluxe 16.3): the printed allowance times the rule's
// number (three), as rules.StrategicReach works it out.
func (s *Session) strategicAllowance(p rules.Placed) int {
	r, _ := s.sit.Rule(model.TripleMove)
	return max(r.Number, 1) * p.Movement
}
