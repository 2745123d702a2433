package game

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// openingRoll is the Red Star/White Star opening roll (1975 15.3; Deluxe
// 15.2) once the record has given it: rolled, and the turn on which the
// Soviet player has no player turn (0 when he has his).
type openingRoll struct {
	rolled bool
	skip   int
}

// pregame applies the record's pregame actions: the opening roll, the only
// kind there is, named by the id of the scenario rule it is for or by the
// rule's effect.
func (s *Session) pregame(actions []model.GameAction) *diag.Diagnostic {
	for i, a := range actions {
		ptr := fmt.Sprintf("/pregame/%d", i)
		if a.Roll == nil {
			return s.illegal(ptr, "game.action-kind", fmt.Sprintf("a %s action before the game: only the opening roll is made then", a.Kind()))
		}
		r, ok := s.sit.Rule(model.SkipFirstSovietTurn)
		switch {
		case !ok:
			return s.illegal(ptr+"/roll", "game.pregame", fmt.Sprintf("scenario %s has no opening roll", s.sc.ID))
		case a.Roll.Rule != r.ID && a.Roll.Rule != string(model.SkipFirstSovietTurn):
			return s.illegal(ptr+"/roll/rule", "game.pregame", fmt.Sprintf("%q is not the scenario's opening roll (%s)", a.Roll.Rule, r.ID))
		case s.roll.rolled:
			return s.illegal(ptr+"/roll", "game.pregame", "the opening roll is made once")
		}
		plays, rule, err := s.sit.SovietFirstTurn(a.Roll.Die, s.ed.CRT.Die.Sides)
		if err != nil {
			return s.illegal(ptr+"/roll/die", "game.die-range", err.Error())
		}
		s.roll.rolled = true
		if !plays {
			s.roll.skip = s.sc.Turns.First
			s.happen("game.no-player-turn", fmt.Sprintf("die %d: the Soviet player has no player turn on turn %d (%s)", a.Roll.Die, s.roll.skip, rule))
		}
	}
	return nil
}

// skipped refuses phase k of the current turn when the opening roll took
// it away, or when the record reaches the first turn without the roll its
// scenario asks for.
func (s *Session) skipped(ptr string, k int) *diag.Diagnostic {
	ph := s.seq.Phases[k]
	if _, ok := s.sit.Rule(model.SkipFirstSovietTurn); ok && !s.roll.rolled {
		return s.illegal(ptr+"/phase", "game.pregame", fmt.Sprintf("scenario %s opens with a die roll for the Soviet player turn, and the record's pregame does not give it", s.sc.ID))
	}
	if ph.Force == model.Soviet && s.turn == s.roll.skip {
		return s.illegal(ptr+"/phase", "game.no-player-turn", fmt.Sprintf("the opening roll took the Soviet player turn of turn %d away, so %s is not played", s.turn, ph.ID))
	}
	return nil
}

// firstPhase is the index of the first phase of the current turn that is
// played: past the Soviet phases the opening roll took away.
func (s *Session) firstPhase() int {
	k := 0
	for s.turn == s.roll.skip && k < len(s.seq.Phases)-1 && s.seq.Phases[k].Force == model.Soviet {
		k++
	}
	return k
}
