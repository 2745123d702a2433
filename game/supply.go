package game

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// offensive is what the optional Offensive Supply rule (Deluxe 18.1) makes
// the game remember: the markers placed (turn and force), and the turn in
// which each unit took part in an offensive (fought in a second combat
// phase or moved in a second movement phase), which halves its next
// turn's allowance and keeps it from attacking then.
type offensive struct {
	placed []placedMarker
	tilted map[string]int
}

type placedMarker struct {
	turn  int
	force model.Force
}

// supply places an Offensive Supply marker under a unit in its force's
// replacement phase: no more a turn than the rule's numbers give the
// force (Markers.PerTurn), from its stock where it has one; the Soviet
// player under fronts, the Western Allied player naming the group it
// serves.
func (s *Session) supply(ptr string, ph Phase, a *model.GameSupply, e *Entry) *diag.Diagnostic {
	if !s.sit.OffensiveSupply {
		return s.illegal(ptr, "game.supply", "the optional Offensive Supply rule is not among the record's optional rules")
	}
	if ph.Step != Replacement {
		return s.illegal(ptr, "game.action-kind", fmt.Sprintf("a supply marker in %s: markers are placed in the replacement phase", ph.ID))
	}
	p, bad := s.own(ptr+"/under", ph, a.Under)
	if bad != nil {
		return bad
	}
	thisTurn := 0
	for _, m := range s.offense.placed {
		if m.turn == s.turn && m.force == p.Force {
			thisTurn++
		}
	}
	nums := s.sit.Markers
	perTurn := nums.PerTurn[p.Force]
	switch p.Force {
	case model.Soviet:
		switch {
		case !p.SovietFront():
			return s.illegal(ptr+"/under", "game.supply", fmt.Sprintf("%s is no Soviet front: Soviet markers go under fronts", p.Counter))
		case a.Group != "":
			return s.illegal(ptr+"/group", "game.choice-unasked", "a Soviet marker serves every Soviet unit in range and names no group")
		}
	case model.WesternAllied:
		if a.Group != rules.GroupCommonwealth && a.Group != rules.GroupUS {
			return s.illegal(ptr+"/group", "game.supply", fmt.Sprintf("a Western Allied marker names the group it serves, %s or %s, not %q", rules.GroupCommonwealth, rules.GroupUS, a.Group))
		}
	}
	stock, stocked := nums.Stock[p.Force]
	switch {
	case perTurn == 0:
		return s.illegal(ptr+"/under", "game.supply", fmt.Sprintf("%s is %s, and the scenario's rule gives %s no supply markers", p.Counter, p.Force, p.Force))
	case thisTurn >= perTurn:
		return s.illegal(ptr, "game.supply", fmt.Sprintf("%s places at most %s a turn", p.Force, markers(perTurn)))
	case stocked && s.stockUsed(p.Force) >= stock:
		return s.illegal(ptr, "game.supply", fmt.Sprintf("the %s stock of %s is used up", p.Force, markers(stock)))
	}
	s.sit.Supply = append(s.sit.Supply, rules.SupplyMarker{Hex: p.Hex, Force: p.Force, Group: a.Group})
	s.offense.placed = append(s.offense.placed, placedMarker{turn: s.turn, force: p.Force})
	e.Unit, e.From = p.Counter, p.Hex
	serves := ""
	if a.Group != "" {
		serves = " for the " + a.Group + " units"
	}
	e.Events = append(e.Events, fmt.Sprintf("an Offensive Supply marker in %s under %s%s", p.Hex, p.Counter, serves))
	return nil
}

// markers says "1 marker", "2 markers".
func markers(n int) string {
	if n == 1 {
		return "1 marker"
	}
	return fmt.Sprintf("%d markers", n)
}

// stockUsed counts force's markers placed from the stock now in use: the
// stocks are refilled on the rule's refill turn (the extended game's turn
// 11), so markers placed before it no longer count then.
func (s *Session) stockUsed(force model.Force) int {
	refill := s.sit.Markers.RefillTurn
	n := 0
	for _, m := range s.offense.placed {
		if m.force == force && (refill == 0 || (m.turn >= refill) == (s.turn >= refill)) {
			n++
		}
	}
	return n
}

// offensiveAllowance is the allowance Offensive Supply sets, if it sets
// one: half, rounded down, in a second movement phase; half, rounded up,
// the turn after a unit took part in an offensive.
func (s *Session) offensiveAllowance(p rules.Placed) (int, bool) {
	second, next := rules.OffensiveAllowances(p.Unit)
	switch {
	case s.phase >= 0 && s.seq.Phases[s.phase].Second:
		return second, true
	case s.tilted(p.Counter):
		return next, true
	}
	return 0, false
}

// tilted reports whether unit id took part in an offensive last turn.
func (s *Session) tilted(id string) bool {
	t, ok := s.offense.tilted[id]
	return ok && t == s.turn-1
}

// tilt marks units as having taken part in an offensive this turn.
func (s *Session) tilt(ids ...string) {
	if s.offense.tilted == nil {
		s.offense.tilted = map[string]int{}
	}
	for _, id := range ids {
		s.offense.tilted[id] = s.turn
	}
}

// offensiveMove refuses a move in a second movement phase by a unit no
// marker serves; a unit that may moves at half its allowance and is tilted.
func (s *Session) offensiveMove(ptr string, ph Phase, p rules.Placed) *diag.Diagnostic {
	if !ph.Second {
		return nil
	}
	if ok, why := s.sit.OffensiveEligible(p); !ok {
		return s.illegal(ptr+"/unit", "supply.not-eligible", fmt.Sprintf("%s may not move in the second movement phase: %s", p.Counter, why))
	}
	return nil
}

// mayAttack refuses an attacker that took part in an offensive last turn.
func (s *Session) mayAttack(ptr, id string) *diag.Diagnostic {
	if s.tilted(id) {
		return s.illegal(ptr, "game.tilted", fmt.Sprintf("%s took part in an offensive last turn and may not attack this turn", id))
	}
	return nil
}

// spendMarkers sets the markers of a force aside once its second movement
// phase ends: a marker serves one player turn, used or not.
func (s *Session) spendMarkers(ph Phase) {
	if ph.Second && ph.Step == Movement {
		s.sit.Supply = slices.DeleteFunc(s.sit.Supply, func(m rules.SupplyMarker) bool { return m.Force == ph.Force })
	}
}
