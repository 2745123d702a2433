package rules

import "github.com/bfgdata/bfgdata/model"

// AdvanceCandidate is a unit that may advance after a combat, and the
// hexes it may enter if the combat empties them.
type AdvanceCandidate struct {
	Unit string      `json:"unit"`
	Side string      `json:"side"`
	Into []model.Hex `json:"into"`
}

// AdvanceCandidates lists, for a combat whose result is known (r.Die set),
// the units that may advance once it is applied, before the players'
// choices: the sides the result lets advance (none after a 1975 Ar or
// Ex), into the other side's hexes the result may empty, with the limits
// advanceOptions applies. Which hexes are emptied depends on the retreats
// and losses chosen, so a unit listed here is refused by Apply when its
// hex is not emptied after all; no unit missing here may advance.
func (s *Situation) AdvanceCandidates(r CombatReport) []AdvanceCandidate {
	out := []AdvanceCandidate{}
	if r.Die == 0 {
		return out
	}
	mayEmpty := map[model.Hex]string{}
	for side, units := range map[string][]Placed{model.SideDefender: r.Defenders, model.SideAttacker: r.Attackers} {
		effect := r.Result.Defender
		if side == model.SideAttacker {
			effect = r.Result.Attacker
		}
		if effect == model.EffectNone || effect == "" {
			continue
		}
		for _, u := range units {
			mayEmpty[u.Hex] = side
		}
	}
	return append(out, s.advancers(r, mayEmpty)...)
}

// advancers lists each unit of a side the result lets advance (on the
// map, not a garrison) with the hexes of the other side's, among hexes,
// it may enter, in the result's order of sides: before the players'
// choices over the hexes the result may empty, after them over those it
// emptied.
func (s *Situation) advancers(r CombatReport, hexes map[model.Hex]string) []AdvanceCandidate {
	var out []AdvanceCandidate
	for _, side := range r.Result.Advance {
		units := r.Attackers
		if side == model.SideDefender {
			units = r.Defenders
		}
		for _, u := range units {
			p, ok := s.Find(u.Counter)
			if !ok || s.garrison(p) != nil {
				continue
			}
			c := AdvanceCandidate{Unit: p.Counter, Side: side, Into: []model.Hex{}}
			for _, h := range targetsOf(side, hexes) {
				if model.Adjacent(p.Hex, h) && s.mayAdvanceInto(p, h) == "" {
					c.Into = append(c.Into, h)
				}
			}
			if len(c.Into) > 0 {
				out = append(out, c)
			}
		}
	}
	return out
}
