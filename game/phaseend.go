package game

import "github.com/bfgdata/bfgdata/diag"

// endPhase runs what happens by itself, and checks what must hold, at the
// end of the current phase; ptr points where the record leaves it (the
// next phase or turn, or "" at the record's end). Each step's checks are
// in a method of their own.
func (s *Session) endPhase(ptr string) *diag.Diagnostic {
	if s.phase < 0 {
		return nil
	}
	switch ph := s.seq.Phases[s.phase]; ph.Step {
	case Replacement:
		return s.endReplacement(ptr, ph)
	case Movement:
		return s.endMovement(ptr, ph)
	case Combat:
		return s.endCombat(ptr, ph)
	}
	return nil
}

// endReplacement checks a replacement phase at its end.
func (s *Session) endReplacement(ptr string, ph Phase) *diag.Diagnostic { return nil }

// endMovement checks a movement phase at its end: stacking.
func (s *Session) endMovement(ptr string, ph Phase) *diag.Diagnostic {
	return s.checkStacking(ptr, ph)
}

// endCombat checks a combat phase at its end.
func (s *Session) endCombat(ptr string, ph Phase) *diag.Diagnostic { return nil }

// endTurn runs what happens at the end of a game turn, after its last
// phase's end.
func (s *Session) endTurn(ptr string) *diag.Diagnostic { return nil }

// endGame decides the game once its last phase has been played (the
// record says "over": true): victory points and the winner.
func (s *Session) endGame(ptr string) *diag.Diagnostic { return nil }
