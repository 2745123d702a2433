package geodraft

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"

	"github.com/bfgdata/bfgdata/model"
)

// town is a candidate city: a point picked by a town rule.
type town struct {
	source  string // name in the file, or the config point's name
	name    string // name the map prints
	byName  bool   // picked by name rather than by Where
	rank    float64
	at      Pt
	hex     model.Hex
	fromCfg bool
}

// draftTowns places cities. Rules run in order; a hex keeps the city an
// earlier rule put there.
func (d *drafter) draftTowns(hexes map[model.Hex]model.HexInfo) error {
	for i, r := range d.cfg.Towns {
		towns, err := d.pickTowns(i, r)
		if err != nil {
			return err
		}
		byHex := map[model.Hex][]town{}
		for _, t := range towns {
			if !d.grid.Contains(t.hex) {
				if t.byName {
					d.report.warn("towns[%d]: %s falls off the grid (hex %s)", i, t.name, t.hex)
				}
				continue
			}
			byHex[t.hex] = append(byHex[t.hex], t)
		}
		placed := 0
		for _, h := range sortedHexKeys(byHex) {
			cands := byHex[h]
			sort.SliceStable(cands, func(a, b int) bool { return betterTown(cands[a], cands[b]) })
			win := cands[0]
			for _, lost := range cands[1:] {
				d.report.warn("towns[%d]: %s and %s fall on hex %s; kept %s", i, win.name, lost.name, h, win.name)
			}
			info := hexes[h]
			if info.City != nil {
				d.report.warn("towns[%d]: %s falls on hex %s, which already holds %s", i, win.name, h, info.City.Name)
				continue
			}
			if info.Terrain == d.cfg.seaTerrain() {
				d.report.warn("towns[%d]: %s falls on sea hex %s; placed anyway", i, win.name, h)
			}
			spec := r.Cities[win.name]
			info.City = &model.City{
				Name:    win.name,
				VP:      orDefault(spec.VP, orDefault(r.VP, defaultVP)),
				Capital: spec.Capital,
			}
			hexes[h] = info
			placed++
			src := win.source
			if win.fromCfg {
				src = "config"
			}
			c := Centre(h)
			d.report.Cities = append(d.report.Cities, CityPlaced{Hex: h, Name: win.name, Source: src, Offset: math.Hypot(win.at.X-c.X, win.at.Y-c.Y)})
		}
		d.reportUnmatchedTowns(i, r, towns)
		label := r.File
		if label == "" {
			label = "points"
		}
		d.report.rule(fmt.Sprintf("towns[%d] %s", i, label), len(towns), placed, "hexes")
	}
	sort.SliceStable(d.report.Cities, func(a, b int) bool { return d.report.Cities[a].Hex.Less(d.report.Cities[b].Hex) })
	return nil
}

// pickTowns gathers a rule's points: file features meeting Where or named
// in Names, then the config's own points.
func (d *drafter) pickTowns(i int, r TownRule) ([]town, error) {
	nameProp := r.NameProperty
	if nameProp == "" {
		nameProp = defaultTownName
	}
	printed := func(src string) string {
		if to, ok := r.Rename[src]; ok {
			return to
		}
		return src
	}
	var out []town
	if r.File != "" {
		feats, err := d.layers.selectFeatures(r.File, KindPoint, nil)
		if err != nil {
			return nil, fmt.Errorf("towns[%d]: %w", i, err)
		}
		for _, f := range feats {
			src := ""
			if v, ok := f.props[nameProp]; ok && v != nil {
				src = propertyText(v)
			}
			name := printed(src)
			byName := slices.Contains(r.Names, src) || slices.Contains(r.Names, name)
			byWhere := len(r.Where) > 0 && r.Where.Match(f.props)
			all := len(r.Where) == 0 && len(r.Names) == 0
			if !byName && !byWhere && !all {
				continue
			}
			if name == "" {
				d.report.warn("towns[%d]: %s feature %d has no %q; skipped", i, r.File, f.index, nameProp)
				continue
			}
			rank := 0.0
			if v, ok := f.props[r.RankProperty]; ok {
				rank, _ = propertyNumber(v)
			}
			for _, p := range f.points {
				out = append(out, town{source: src, name: name, byName: byName, rank: rank, at: p, hex: HexAt(p)})
			}
		}
	}
	for _, p := range r.Points {
		at := d.fit.Georef.ToPlane(LonLat{Lon: p.Lon, Lat: p.Lat})
		out = append(out, town{source: p.Name, name: printed(p.Name), byName: true, rank: math.Inf(1), at: at, hex: HexAt(at), fromCfg: true})
	}
	return out, nil
}

// betterTown orders two towns on one hex: picked by name first, then the
// larger rank, then the name, so the choice never depends on file order.
func betterTown(a, b town) bool {
	if a.byName != b.byName {
		return a.byName
	}
	if a.rank != b.rank {
		return a.rank > b.rank
	}
	return a.name < b.name
}

// reportUnmatchedTowns lists names in Names, Rename and Cities that no
// picked town carried.
func (d *drafter) reportUnmatchedTowns(i int, r TownRule, towns []town) {
	seen := map[string]bool{}
	for _, t := range towns {
		seen[t.source] = true
		seen[t.name] = true
	}
	var missing []string
	for _, n := range r.Names {
		if !seen[n] {
			missing = append(missing, fmt.Sprintf("towns[%d]: name %q matched no point near the grid", i, n))
		}
	}
	for _, n := range sortedKeys(r.Rename) {
		if !seen[n] {
			missing = append(missing, fmt.Sprintf("towns[%d]: rename of %q matched no picked town", i, n))
		}
	}
	for _, n := range sortedKeys(r.Cities) {
		if !seen[n] {
			missing = append(missing, fmt.Sprintf("towns[%d]: city %q matched no picked town", i, n))
		}
	}
	d.report.Unmatched = append(d.report.Unmatched, missing...)
}

func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}

func sortedHexKeys[V any](m map[model.Hex]V) []model.Hex {
	out := make([]model.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	model.SortHexes(out)
	return out
}
