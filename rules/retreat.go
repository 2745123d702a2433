package rules

import (
	"github.com/bfgdata/bfgdata/model"
)

// RetreatOptions lists where a unit may retreat one hex (1975 6.63-6.65;
// Deluxe 6.2.1): never off the map, into a prohibited hex, across a
// prohibited hexside, into an enemy-occupied hex or an enemy zone of control
// (even one a friendly unit holds), into a hex with two friendly units, or a
// Soviet front into a hex with another front; German units never into
// Berlin. A vacant hex must be taken if there is one; only then a hex with
// one friendly unit. Borders do not stop a retreat (a German unit that
// crosses the Theater Boundary changes force; 1975 5.31).
//
// Eliminated is true when there is nowhere to go.
type RetreatOptions struct {
	Hexes      []model.Hex
	Vacant     bool // the hexes are vacant ones
	Eliminated bool
}

// Retreat returns the retreat options of the unit with id.
func (s *Situation) Retreat(id string) (RetreatOptions, error) {
	p, i, err := s.unitOnMap(id)
	if err != nil {
		return RetreatOptions{}, err
	}
	b := s.Board
	occupied, zoc := s.enemyMarks(p.Unit)
	var vacant, friendly []model.Hex
	for d := range 6 {
		j := int(b.nbr[i][d])
		if j < 0 || b.sideExtra[i][d] < 0 || b.enterCost[j] < 0 || occupied[j] || zoc[j] {
			continue
		}
		if b.germanBan[j] && p.Force.German() && !s.BerlinOpen {
			continue
		}
		h := b.hexes[j]
		others := s.UnitsAt(h)
		if len(others) == 0 {
			vacant = append(vacant, h)
			continue
		}
		if ok, _ := s.stackingAllows(p.Unit, h); ok {
			friendly = append(friendly, h)
		}
	}
	switch {
	case len(vacant) > 0:
		model.SortHexes(vacant)
		return RetreatOptions{Hexes: vacant, Vacant: true}, nil
	case len(friendly) > 0:
		model.SortHexes(friendly)
		return RetreatOptions{Hexes: friendly}, nil
	}
	return RetreatOptions{Eliminated: true}, nil
}
