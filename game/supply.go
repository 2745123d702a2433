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
// replacement phase: the Soviet player up to rules.SovietMarkersPerTurn a
// turn under fronts, from his stock; the Western Allied player one a turn,
// naming the group it serves.
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
	switch p.Force {
	case model.Soviet:
		switch {
		case !p.SovietFront():
			return s.illegal(ptr+"/under", "game.supply", fmt.Sprintf("%s is no Soviet front: Soviet markers go under fronts", p.ID))
		case a.Group != "":
			return s.illegal(ptr+"/group", "game.choice-unasked", "a Soviet marker serves every Soviet unit in range and names no group")
		case thisTurn >= rules.SovietMarkersPerTurn:
			return s.illegal(ptr, "game.supply", fmt.Sprintf("the Soviet player places at most %d markers a turn", rules.SovietMarkersPerTurn))
		case s.sovietStockUsed() >= rules.SovietMarkerStock:
			return s.illegal(ptr, "game.supply", fmt.Sprintf("the Soviet stock of %d markers is used up", rules.SovietMarkerStock))
		}
	case model.WesternAllied:
		switch {
		case a.Group != rules.GroupCommonwealth && a.Group != rules.GroupUS:
			return s.illegal(ptr+"/group", "game.supply", fmt.Sprintf("a Western Allied marker names the group it serves, %s or %s, not %q", rules.GroupCommonwealth, rules.GroupUS, a.Group))
		case thisTurn >= rules.WesternMarkersPerTurn:
			return s.illegal(ptr, "game.supply", fmt.Sprintf("the Western Allied player places %d marker a turn", rules.WesternMarkersPerTurn))
		}
	default:
		return s.illegal(ptr+"/under", "game.supply", fmt.Sprintf("%s is %s: only Soviet and Western Allied units have supply markers", p.ID, p.Force))
	}
	s.sit.Supply = append(s.sit.Supply, rules.SupplyMarker{Hex: p.Hex, Force: p.Force, Group: a.Group})
	s.offense.placed = append(s.offense.placed, placedMarker{turn: s.turn, force: p.Force})
	e.Unit, e.From = p.ID, p.Hex
	e.Events = append(e.Events, fmt.Sprintf("an Offensive Supply marker in %s under %s%s", p.Hex, p.ID, map[bool]string{true: " for the " + a.Group + " units", false: ""}[a.Group != ""]))
	return nil
}

// sovietStockUsed counts the Soviet markers placed from the stock now in
// use: the stock is refilled on the rule's refill turn (the extended
// game's turn 11), so markers placed before it no longer count then.
func (s *Session) sovietStockUsed() int {
	n := 0
	for _, m := range s.offense.placed {
		if m.force == model.Soviet && (m.turn >= rules.SovietMarkerRefill) == (s.turn >= rules.SovietMarkerRefill) {
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
	case s.tilted(p.ID):
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
		return s.illegal(ptr+"/unit", "supply.not-eligible", fmt.Sprintf("%s may not move in the second movement phase: %s", p.ID, why))
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
