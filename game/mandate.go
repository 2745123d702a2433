package game

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// checkMandate checks, at the end of the West German combat phase of the
// scenario's first turn, the attacks the scenario orders then (1975
// 13.31; Deluxe 12.2, each at 1-1 or better with the 18.0 option). The
// rulebooks state no penalty; a record that falls short is illegal
// (ambiguity 25 of the rules audit), blamed on the phase.
func (s *Session) checkMandate(ptr string, ph Phase) *diag.Diagnostic {
	if ph.Force != model.WestGerman || s.turn != s.sc.Turns.First || !s.sit.Has(model.MandatedWestAttacks) || s.sit.Has(model.MandateLifted) {
		return nil
	}
	var attacks []rules.CombatReport
	at := ptr
	for _, e := range s.phaseEntries(ph) {
		if e.Combat != nil {
			attacks = append(attacks, *e.Combat)
		}
		at, _, _ = strings.Cut(e.Pointer, "/actions/")
	}
	c, err := s.sit.MandatedAttacks(attacks)
	if err != nil || c.Met {
		return nil
	}
	d := s.illegal(at, "game.mandate-unmet", fmt.Sprintf("turn %d, %s: %s", s.turn, ph.ID, c.Why))
	d.Rule = c.Rule
	return d
}

// phaseEntries are the log entries of the current turn's phase ph.
func (s *Session) phaseEntries(ph Phase) []Entry {
	k := len(s.log)
	for k > 0 && s.log[k-1].Turn == s.turn && s.log[k-1].Phase == ph.ID {
		k--
	}
	return s.log[k:]
}
