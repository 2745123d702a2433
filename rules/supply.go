package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// SupplyMarker is an Offensive Supply marker placed this turn (Deluxe
// 18.1): the Soviet player puts up to two a turn under fronts, the Western
// Allied player one a turn for either the Commonwealth or the US units.
type SupplyMarker struct {
	Hex   model.Hex   `json:"hex"`
	Force model.Force `json:"force"`
	// Group is, for a Western Allied marker, the units it serves:
	// "commonwealth" (British, Canadian, Polish exile) or "us" (US only,
	// not the French).
	Group string `json:"group,omitempty"`
}

// The Western Allied groups of a supply marker.
const (
	GroupCommonwealth = "commonwealth"
	GroupUS           = "us"
)

// OffensiveEligible reports whether unit p may take part in an offensive
// (the second combat phase, then the second movement phase) from the
// markers placed this turn: a Soviet unit, not a Soviet-allied one, within
// the rule's range (Markers.Range) of a Soviet marker; a Western Allied
// unit of the marker's group within that range of it (Deluxe 18.1).
func (s *Situation) OffensiveEligible(p Placed) (bool, string) {
	if !s.OffensiveSupply {
		return false, "the optional Offensive Supply rule is off"
	}
	for _, m := range s.Supply {
		if m.Force != p.Force || model.Distance(m.Hex, p.Hex) > s.Markers.Range {
			continue
		}
		switch {
		case p.Force == model.Soviet && p.Nationality == model.SovietNation:
			return true, ""
		case p.Force == model.WesternAllied && m.Group == GroupCommonwealth &&
			slices.Contains([]model.Nationality{model.British, model.Canadian, model.PolishExile}, p.Nationality):
			return true, ""
		case p.Force == model.WesternAllied && m.Group == GroupUS && p.Nationality == model.US:
			return true, ""
		}
	}
	switch {
	case p.Force == model.Soviet && p.Nationality != model.SovietNation:
		return false, fmt.Sprintf("%s is %s: Soviet-allied units take no part in offensives", p.Counter, p.Nationality)
	case p.Force != model.Soviet && p.Force != model.WesternAllied:
		return false, fmt.Sprintf("%s is %s; only Soviet and Western Allied units have supply markers", p.Counter, p.Force)
	}
	return false, fmt.Sprintf("%s in %s is not within %d hexes of a %s supply marker that serves it", p.Counter, p.Hex, s.Markers.Range, p.Force)
}

// mayOffensiveAttack refuses an attacker in the second combat phase that
// no marker serves.
func (s *Situation) mayOffensiveAttack(p Placed) error {
	if ok, why := s.OffensiveEligible(p); !ok {
		return s.errorf("supply.not-eligible", "%s may not attack in the second combat phase: %s", p.Counter, why)
	}
	return nil
}

// OffensiveAllowances are the movement a unit that took part in an
// offensive has: up to half its allowance, rounded down, in the second
// movement phase of this turn; half, rounded up, next turn, when it may
// not attack (Deluxe 18.1).
func OffensiveAllowances(u Unit) (secondMove, nextTurn int) {
	return u.Movement / 2, (u.Movement + 1) / 2
}
