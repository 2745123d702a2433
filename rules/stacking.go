package rules

import (
	"fmt"
	"maps"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Overstack is a hex whose units break the stacking limits.
type Overstack struct {
	Hex model.Hex
	// Units are the units in the hex, in the situation's order.
	Units []string
	// Code is stacking.over-limit (more than two units), stacking.fronts
	// (two Soviet fronts) or stacking.groups (a second stack mixing the
	// Commonwealth and US groups on a Western front, under the optional
	// rule).
	Code string
	Why  string
}

// Overstacked lists the hexes of the map whose units break the stacking
// limits (1975 5.21; Deluxe 5.1): more than two units, or two Soviet
// fronts together, and with the optional stacking groups (Deluxe 18.0,
// 5.3) every mixed stack of a front that has more than one. Hexes come in
// map order. A referee calls it at the end
// of a movement phase, when the rulebooks check stacking.
func (s *Situation) Overstacked() []Overstack {
	at := map[model.Hex][]Placed{}
	for _, u := range s.sharing() {
		at[u.Hex] = append(at[u.Hex], u)
	}
	hexes := slices.Collect(maps.Keys(at))
	model.SortHexes(hexes)
	var out []Overstack
	for _, h := range hexes {
		units := at[h]
		o := Overstack{Hex: h}
		fronts := 0
		for _, u := range units {
			o.Units = append(o.Units, u.Counter)
			if u.SovietFront() {
				fronts++
			}
		}
		switch {
		case len(units) > 2:
			o.Code, o.Why = "stacking.over-limit", fmt.Sprintf("%d units, the limit is two", len(units))
		case fronts > 1:
			o.Code, o.Why = "stacking.fronts", "two Soviet fronts never stack"
		default:
			continue
		}
		out = append(out, o)
	}
	if g := s.overGroups(); g != nil {
		out = append(out, g...)
		slices.SortStableFunc(out, func(a, b Overstack) int {
			switch {
			case a.Hex.Less(b.Hex):
				return -1
			case b.Hex.Less(a.Hex):
				return 1
			}
			return 0
		})
	}
	return out
}

// sharing returns the units that share their hex with another unit, in
// the situation's order: a unit alone in its hex is no stack and breaks no
// limit, and a long game's map has few stacks, so Overstacked groups these
// few by hex rather than every unit. A unit off the board's grid is kept.
func (s *Situation) sharing() []Placed {
	b := s.Board
	count := make([]uint16, len(b.hexes))
	for i := range s.Units {
		if h := s.Units[i].Hex; b.inGrid(h) {
			count[b.idx(h)]++
		}
	}
	var out []Placed
	for i := range s.Units {
		if h := s.Units[i].Hex; !b.inGrid(h) || count[b.idx(h)] > 1 {
			out = append(out, s.Units[i])
		}
	}
	return out
}
