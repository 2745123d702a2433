package game

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// allowance is the movement points unit p has for a move in the current
// phase: its printed allowance, but for the rules that change it, each a
// branch here: on the turn it came back, what its replacement left it (a
// German unit's double allowance less a 1975 entry cost, 1975 8.23 and
// 8.25, Deluxe 7.2); Offensive Supply's halves (Deluxe 18.1). The
// strategic move's triple is strategicAllowance.
func (s *Session) allowance(p rules.Placed) int {
	if f, ok := s.fresh[p.Counter]; ok && f.turn == s.turn {
		return f.move.Allowance
	}
	if a, ok := s.offensiveAllowance(p); ok {
		return a
	}
	return p.Movement
}

// Allowance is the movement points the unit with id on the map would have
// for a move now, for questions asked of a game's position (where may it
// go): what allowance decides, 0 for a replacement stopped in an enemy
// zone of control. ok is false for a unit not on the map.
func (s *Session) Allowance(id string) (mp int, ok bool) {
	p, ok := s.sit.Find(id)
	if !ok {
		return 0, false
	}
	return s.allowance(p), true
}

// strategicAllowance is the allowance of the three-player game's strategic
// move (1975 16.42; Deluxe 16.3): the printed allowance times the rule's
// number (three), as rules.StrategicReach works it out.
func (s *Session) strategicAllowance(p rules.Placed) int {
	r, _ := s.sit.Rule(model.TripleMove)
	return max(r.Number, 1) * p.Movement
}
