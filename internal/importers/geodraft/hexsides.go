package geodraft

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// hexPair is two adjacent hexes and the segment joining their centres.
type hexPair struct {
	side model.Hexside
	a, b Pt
}

// landPairs lists every pair of adjacent grid hexes that are both land,
// sorted by hexside. Only these can carry a river or lake hexside: the
// shore of the sea is not a hexside feature.
func landPairs(grid model.Grid, land map[model.Hex]bool) []hexPair {
	var out []hexPair
	for _, h := range grid.Hexes() {
		if !land[h] {
			continue
		}
		for _, n := range h.Neighbours() {
			if !h.Less(n) || !grid.Contains(n) || !land[n] {
				continue
			}
			out = append(out, hexPair{side: model.Hexside{A: h, B: n}, a: Centre(h), b: Centre(n)})
		}
	}
	return out
}

// featureName is a hexside's name from a rule: the fixed name if the rule
// gives one, else the feature's name property.
func featureName(fixed, property string, f planeFeature) string {
	if fixed != "" || property == "" {
		return fixed
	}
	if v, ok := f.props[property]; ok && v != nil {
		return propertyText(v)
	}
	return ""
}

// draftLakeSides marks lake hexsides: pairs whose joining segment lies at
// least the rule's fraction in water. Rules are applied in order and a
// hexside keeps the first lake that claims it.
func (d *drafter) draftLakeSides(pairs []hexPair, sides model.Hexsides) error {
	for i, r := range d.cfg.Lakes {
		feats, err := d.layers.selectFeatures(r.File, KindArea, r.Where)
		if err != nil {
			return fmt.Errorf("lakes[%d]: %w", i, err)
		}
		minFrac := orDefault(r.MinSegmentFraction, defaultMinSegmentFraction)
		n := 0
		for _, p := range pairs {
			if _, taken := sides[p.side]; taken {
				continue
			}
			seg := boxOf(p.a, p.b)
			for _, f := range feats {
				if !anyOverlaps(f.areas, seg) {
					continue
				}
				if frac := fractionInside(f.areas, p.a, p.b); frac > 0 && frac >= minFrac {
					sides[p.side] = model.HexsideInfo{Type: model.HexsideLake, Name: featureName(r.Name, r.NameProperty, f), Src: d.cfg.Source.ID}
					n++
					break
				}
			}
		}
		d.report.rule(fmt.Sprintf("lakes[%d] %s", i, r.File), len(feats), n, "hexsides")
	}
	return nil
}

// draftRiverSides marks river hexsides: pairs whose joining segment a
// selected line crosses. Rules are applied in order, a hexside keeps the
// first river that claims it, and a lake hexside stays a lake.
func (d *drafter) draftRiverSides(pairs []hexPair, sides model.Hexsides) error {
	for i, r := range d.cfg.Rivers {
		feats, err := d.layers.selectFeatures(r.File, KindLine, r.Where)
		if err != nil {
			return fmt.Errorf("rivers[%d]: %w", i, err)
		}
		n := 0
		for _, p := range pairs {
			if _, taken := sides[p.side]; taken {
				continue
			}
		features:
			for _, f := range feats {
				for _, line := range f.lines {
					if line.crosses(p.a, p.b) {
						sides[p.side] = model.HexsideInfo{Type: model.HexsideRiver, Name: featureName(r.Name, r.NameProperty, f), Src: d.cfg.Source.ID}
						n++
						break features
					}
				}
			}
		}
		label := r.File
		if r.Name != "" {
			label += " " + r.Name
		}
		d.report.rule(fmt.Sprintf("rivers[%d] %s", i, label), len(feats), n, "hexsides")
	}
	return nil
}

func anyOverlaps(pgs []*polygon, b box) bool {
	for _, pg := range pgs {
		if pg.bounds.overlaps(b) {
			return true
		}
	}
	return false
}
