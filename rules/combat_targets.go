package rules

import (
	"github.com/bfgdata/bfgdata/model"
)

// AttackTargets lists the hexes next to the unit with id that hold enemy
// units it may attack from where it stands, in map order: hostile in the
// scenario, not behind a hexside the Terrain Effects Chart closes to
// combat (1975 9.0 "Not allowed": blocked and lake hexsides), and not
// Polish units of the other side where the scenario keeps them apart
// (Deluxe 13.1, 15.2). A hex some of whose units it may not attack is
// left out: every attacker must be able to attack every defender
// (CombatOn). It says nothing of whether the unit has attacked already
// this phase or of the odds: those are the combat's to judge.
func (s *Situation) AttackTargets(id string) []model.Hex {
	p, ok := s.Find(id)
	if !ok {
		return nil
	}
	out := []model.Hex{}
	for _, h := range p.Hex.Neighbours() {
		units := s.UnitsAt(h)
		if len(units) == 0 {
			continue
		}
		if _, closed := s.Board.CombatClosed(p.Hex, h); closed {
			continue
		}
		all := true
		for _, d := range units {
			if !s.Relations.Hostile(p.Force, d.Force) || (s.Has(model.PolishTruce) && polishPair(p.Nationality, d.Nationality)) {
				all = false
			}
		}
		if all {
			out = append(out, h)
		}
	}
	model.SortHexes(out)
	return out
}
