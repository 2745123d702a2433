package render

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// unitPlacement says where the units go: stacks per hex and lists per box.
type unitPlacement struct {
	stacks    []stack
	boxes     []boxGroup
	nations   []nationStyle // present on the map, legend order
	types     []arm         // present, legend order
	unknownTy bool
}

type stack struct {
	hex   model.Hex
	units []rules.Unit
}

type boxGroup struct {
	name  string
	units []rules.Unit
}

// placeUnits sorts units into hex stacks (kept in the caller's order within
// a hex, so the caller decides which counter is on top) and box lists, and
// refuses units that are nowhere or off the map.
func placeUnits(m *model.Map, units []explain.SetupUnit) (*unitPlacement, error) {
	p := &unitPlacement{}
	byHex := map[model.Hex][]rules.Unit{}
	byBox := map[string][]rules.Unit{}
	nations := map[string]bool{}
	types := map[model.UnitType]bool{}
	for _, u := range units {
		// A unit in a hex stands there, inside a zone or not; a unit in a
		// zone or box is listed under the zone's name or the box.
		box := u.Zone
		if box == "" {
			box = u.Box
		}
		switch {
		case !u.OnMap() && strings.TrimSpace(box) == "":
			return nil, fmt.Errorf("render: unit %q has neither a hex nor a zone or box", u.Counter)
		case u.OnMap():
			if !m.Contains(u.Hex) {
				return nil, fmt.Errorf("render: unit %q stands in hex %s, which is not on the map", u.Counter, u.Hex)
			}
			byHex[u.Hex] = append(byHex[u.Hex], u.Unit)
		default:
			name := box
			if z, ok := m.Zones[box]; ok && z.Name != "" {
				name = z.Name
			}
			byBox[name] = append(byBox[name], u.Unit)
		}
		nations[nationOf(u.Unit).key] = true
		types[u.Type] = true
	}
	hexes := make([]model.Hex, 0, len(byHex))
	for h := range byHex {
		hexes = append(hexes, h)
	}
	model.SortHexes(hexes)
	for _, h := range hexes {
		p.stacks = append(p.stacks, stack{hex: h, units: byHex[h]})
	}
	names := make([]string, 0, len(byBox))
	for n := range byBox {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p.boxes = append(p.boxes, boxGroup{name: n, units: byBox[n]})
	}
	for _, s := range nationStyles {
		if nations[s.key] {
			p.nations = append(p.nations, s)
		}
	}
	if nations[unknownNation.key] {
		p.nations = append(p.nations, unknownNation)
	}
	for _, a := range arms {
		if types[a.typ] {
			p.types = append(p.types, a)
			delete(types, a.typ)
		}
	}
	p.unknownTy = len(types) > 0
	return p, nil
}

// stackOffsets returns where each of n counters sits relative to the hex
// centre, and their scale. One counter fills the middle of the hex; two sit
// side by side inside the hex's straight-sided band so both are read in
// full; more go two abreast in rows, smaller.
func stackOffsets(n int) ([]point, float64) {
	switch n {
	case 0:
		return nil, 1
	case 1:
		return []point{{0, 0}}, 1
	case 2:
		return []point{{-24.5, 0}, {24.5, 0}}, 0.78
	}
	rows := (n + 1) / 2
	scale := 0.62 * math.Min(1, 2/float64(rows))
	cell := counterSize*scale + 2
	out := make([]point, n)
	for i := range out {
		col, row := i%2, i/2
		out[i] = point{(float64(col) - 0.5) * cell, (float64(row) - float64(rows-1)/2) * cell}
	}
	return out, scale
}

// drawUnits draws every stack on its hex.
func drawUnits(c *canvas, l *layout, p *unitPlacement) {
	for _, s := range p.stacks {
		offsets, scale := stackOffsets(len(s.units))
		centre := l.centre(s.hex)
		for i, u := range s.units {
			drawCounter(c.SVG, u, centre.add(offsets[i]), scale, attr("data-hex", s.hex.String()))
		}
	}
}
