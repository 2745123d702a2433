package rules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// ReplacementChoices returns the destroyed units a force may bring back
// next (1975 8.22; Deluxe 7.2): Soviet and German forces must take a unit
// of the lowest attack strength first, choosing freely among equals; the
// Western Allies may take any. Yugoslav (and, in the Deluxe rules,
// Hungarian) units never come back and are left out.
func ReplacementChoices(force model.Force, destroyed []Unit) []Unit {
	var eligible []Unit
	for _, u := range destroyed {
		if u.Nationality == model.Yugoslav || u.Nationality == model.Hungarian {
			continue
		}
		eligible = append(eligible, u)
	}
	if force == model.WesternAllied || len(eligible) == 0 {
		return eligible
	}
	lowest := eligible[0].Attack
	for _, u := range eligible {
		lowest = min(lowest, u.Attack)
	}
	var out []Unit
	for _, u := range eligible {
		if u.Attack == lowest {
			out = append(out, u)
		}
	}
	return out
}

// ReplacementAllowance is the movement allowance of a unit on the turn it
// returns: German replacements move at double their printed allowance
// (1975 8.23; Deluxe 7.2).
func ReplacementAllowance(u Unit) int {
	if u.Force.German() {
		return 2 * u.Movement
	}
	return u.Movement
}

// Entry is where a replacement may be placed.
type Entry struct {
	Hexes []model.Hex
	// Force is the force the unit enters as; a German replacement shut out
	// of its own side goes to the other theater and changes force
	// (1975 8.24; Deluxe 7.2).
	Force model.Force
}

// ReplacementEntry returns the hexes where a replacement of force may be
// placed. German units appear next to Berlin on their side of the Theater
// Boundary, in hexes free of enemy units; if every such hex is blocked they
// go to the other side, and with both blocked the unit is lost (no hexes).
// Soviet and Western Allied units enter on the map's replacement zones for
// their force (east edge north of Yugoslavia; west edge; Italy's south
// edge), where stacking allows (Deluxe 7.2).
func (s *Situation) ReplacementEntry(u Unit) Entry {
	b := s.Board
	if u.Force.German() {
		own, other := model.TheaterWest, model.TheaterEast
		otherForce := model.EastGerman
		if u.Force == model.EastGerman {
			own, other, otherForce = model.TheaterEast, model.TheaterWest, model.WestGerman
		}
		if hs := s.berlinNeighbours(u, own); len(hs) > 0 {
			return Entry{Hexes: hs, Force: u.Force}
		}
		moved := u
		moved.Force = otherForce
		return Entry{Hexes: s.berlinNeighbours(moved, other), Force: otherForce}
	}
	var out []model.Hex
	for _, id := range b.Map.ZoneIDs() {
		z := b.Map.Zones[id]
		if z.Kind != model.ZoneReplacement || !slices.Contains(z.Forces, string(u.Force)) {
			continue
		}
		hs, err := z.AllHexes()
		if err != nil {
			continue
		}
		for _, h := range hs {
			if !b.Enterable(h) || s.enemyIn(u, h) || slices.Contains(out, h) {
				continue
			}
			if ok, _ := s.stackingAllows(u, h); ok {
				out = append(out, h)
			}
		}
	}
	model.SortHexes(out)
	return Entry{Hexes: out, Force: u.Force}
}

func (s *Situation) berlinNeighbours(u Unit, side model.Theater) []model.Hex {
	berlin, ok := s.Board.Berlin()
	if !ok {
		return nil
	}
	var out []model.Hex
	for _, h := range s.Board.Map.Neighbours(berlin) {
		if s.Board.Theater(h) != side || !s.Board.Enterable(h) || s.enemyIn(u, h) {
			continue
		}
		if ok, _ := s.stackingAllows(u, h); ok {
			out = append(out, h)
		}
	}
	return out
}

func (s *Situation) enemyIn(u Unit, h model.Hex) bool {
	for _, o := range s.UnitsAt(h) {
		if s.Relations.Hostile(u.Force, o.Force) {
			return true
		}
	}
	return false
}
