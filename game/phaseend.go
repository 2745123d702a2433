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
	var bad *diag.Diagnostic
	switch ph := s.seq.Phases[s.phase]; ph.Step {
	case Replacement:
		bad = s.endReplacement(ptr, ph)
	case Movement:
		bad = s.endMovement(ptr, ph)
	case Combat:
		bad = s.endCombat(ptr, ph)
	}
	if bad != nil {
		return bad
	}
	if s.playerTurnEnds() {
		s.berlinFalls()
	}
	return nil
}

// endMovement checks a movement phase at its end: stacking, the capitals'
// garrisons; and eliminates the units stranded across a border whose
// deadline it is.
func (s *Session) endMovement(ptr string, ph Phase) *diag.Diagnostic {
	// the units removed for an exit leave before the phase is judged
	s.leaveFlipped()
	if bad := s.checkStacking(ptr, ph); bad != nil {
		return bad
	}
	if bad := s.checkGarrisons(ptr, ph); bad != nil {
		return bad
	}
	s.strandedDeadline(ph)
	s.spendMarkers(ph)
	return nil
}

// endCombat checks a combat phase at its end: the turn-1 mandate; and
// eliminates the units stranded across a border whose deadline it is.
func (s *Session) endCombat(ptr string, ph Phase) *diag.Diagnostic {
	if bad := s.checkMandate(ptr, ph); bad != nil {
		return bad
	}
	s.strandedDeadline(ph)
	return nil
}
