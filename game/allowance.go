package game

import "github.com/bfgdata/bfgdata/rules"

// allowance is the movement points unit p has for a move in the current
// phase: its printed allowance until the rules that change it (a German
// replacement's double allowance, Offensive Supply's halves, the
// strategic move) are refereed here.
func (s *Session) allowance(p rules.Placed) int {
	return p.Movement
}
