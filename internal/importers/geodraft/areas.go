package geodraft

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// landHexes decides land and sea. Without a land file every hex is land.
func (d *drafter) landHexes(hexes []model.Hex) (map[model.Hex]bool, error) {
	land := make(map[model.Hex]bool, len(hexes))
	if d.cfg.Land.File == "" {
		for _, h := range hexes {
			land[h] = true
		}
		return land, nil
	}
	feats, err := d.layers.selectFeatures(d.cfg.Land.File, KindArea, d.cfg.Land.Where)
	if err != nil {
		return nil, fmt.Errorf("land: %w", err)
	}
	cover := d.sampler.coverage(hexes, polygonsOf(feats))
	d.landCover = cover
	minFrac := orDefault(d.cfg.Land.MinFraction, defaultMinFraction)
	n := 0
	for _, h := range hexes {
		if c := cover[h]; c > 0 && c >= minFrac {
			land[h] = true
			n++
		}
	}
	d.report.rule("land "+d.cfg.Land.File, len(feats), n, "hexes")
	return land, nil
}

// lakeHexes returns the land hexes that lake rules turn into lake terrain,
// with that terrain. The first rule to claim a hex wins.
func (d *drafter) lakeHexes(hexes []model.Hex, land map[model.Hex]bool) (map[model.Hex]string, error) {
	out := map[model.Hex]string{}
	for i, r := range d.cfg.Lakes {
		if r.HexMinFraction == nil {
			continue
		}
		feats, err := d.layers.selectFeatures(r.File, KindArea, r.Where)
		if err != nil {
			return nil, fmt.Errorf("lakes[%d]: %w", i, err)
		}
		cover := d.sampler.coverage(hexes, polygonsOf(feats))
		n := 0
		for _, h := range hexes {
			if c := cover[h]; land[h] && out[h] == "" && c > 0 && c >= *r.HexMinFraction {
				out[h] = r.HexTerrain
				n++
			}
		}
		d.report.rule(fmt.Sprintf("lakes[%d] %s (hexes)", i, r.File), len(feats), n, "hexes")
	}
	return out, nil
}

// areaClaims runs the area rules over the land hexes. Terrain goes to the
// claim highest in the precedence list, else the default; each region tag
// goes to the rule covering most of the hex, the earlier rule on a tie.
func (d *drafter) areaClaims(hexes []model.Hex, land map[model.Hex]bool) (map[model.Hex]string, map[model.Hex]model.Regions, error) {
	type claim struct {
		value string
		cover float64
	}
	terrainRank := map[model.Hex]int{}
	country := map[model.Hex]claim{}
	theater := map[model.Hex]claim{}
	for i, r := range d.cfg.Areas {
		feats, err := d.layers.selectFeatures(r.File, KindArea, r.Where)
		if err != nil {
			return nil, nil, fmt.Errorf("areas[%d]: %w", i, err)
		}
		cover := d.sampler.coverage(hexes, polygonsOf(feats))
		minFrac := orDefault(r.MinFraction, defaultMinFraction)
		rank := slices.Index(d.cfg.Terrain.Precedence, r.Terrain)
		n := 0
		for _, h := range hexes {
			c := cover[h]
			if r.OfLand {
				c = d.shareOfLand(h, c)
			}
			if !land[h] || c == 0 || c < minFrac {
				continue
			}
			n++
			if r.Terrain != "" {
				if old, ok := terrainRank[h]; !ok || rank < old {
					terrainRank[h] = rank
				}
			}
			if r.Country != "" && c > country[h].cover {
				country[h] = claim{r.Country, c}
			}
			if r.Theater != "" && c > theater[h].cover {
				theater[h] = claim{r.Theater, c}
			}
		}
		d.report.rule(fmt.Sprintf("areas[%d] %s", i, ruleLabel(r)), len(feats), n, "hexes")
	}
	terrain := map[model.Hex]string{}
	regions := map[model.Hex]model.Regions{}
	for _, h := range hexes {
		if !land[h] {
			continue
		}
		terrain[h] = d.cfg.Terrain.Default
		if rank, ok := terrainRank[h]; ok {
			terrain[h] = d.cfg.Terrain.Precedence[rank]
		}
		regions[h] = model.Regions{Country: country[h].value, Theater: model.Theater(theater[h].value)}
	}
	return terrain, regions, nil
}

// shareOfLand turns a coverage of the whole hex into a share of the hex's
// land. Without a land file every hex is all land.
func (d *drafter) shareOfLand(h model.Hex, c float64) float64 {
	if d.landCover == nil {
		return c
	}
	lc := d.landCover[h]
	if lc <= 0 {
		return 0
	}
	return min(c/lc, 1)
}

func ruleLabel(r AreaRule) string {
	if r.Name != "" {
		return r.Name
	}
	var sets []string
	for _, s := range []string{r.Terrain, r.Country, r.Theater} {
		if s != "" {
			sets = append(sets, s)
		}
	}
	return r.File + " → " + strings.Join(sets, ", ")
}
