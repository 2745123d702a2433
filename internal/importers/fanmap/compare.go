package fanmap

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Agreement measures a map against a reading, over the hexes the reading
// covers: how many hexes have the reading's terrain, how many of its cities
// stand on the same hex with the same victory points, how many of its river
// and other drawn hexsides the map has, and how much of its Yugoslav border
// the map's Yugoslav hexes give.
type Agreement struct {
	Hexes, TerrainSame int
	// TerrainDiffers lists "hex reading/map" for each hex that differs.
	TerrainDiffers []string
	Cities         int
	// CitiesSameHex counts the reading's cities with a city on the same
	// hex of the map; CitiesSameVP those whose victory points agree too.
	CitiesSameHex, CitiesSameVP int
	// MapCities counts the map's cities in the reading's rows.
	MapCities        int
	Rivers, RiversIn int
	MapRivers        int
	Lines, LinesIn   int // other drawn hexsides, found as blocked or lake
	Fortified        int
	FortifiedSame    int
	MapFortified     int
	Border, BorderIn int
	// MapBorder counts the border hexsides the map's Yugoslav hexes give
	// within the reading's rows.
	MapBorder int
}

// Compare measures m against the reading.
func Compare(f *Facts, m *model.Map) (Agreement, error) {
	l, _, err := Convert(f)
	if err != nil {
		return Agreement{}, err
	}
	var a Agreement
	for _, t := range slices.Sorted(maps.Keys(l.Terrain)) {
		for _, h := range l.Terrain[t] {
			info, ok := m.Hexes[h]
			if !ok {
				continue
			}
			a.Hexes++
			if info.Terrain == t {
				a.TerrainSame++
			} else {
				a.TerrainDiffers = append(a.TerrainDiffers, fmt.Sprintf("%s %s/%s", h, t, info.Terrain))
			}
		}
	}
	slices.Sort(a.TerrainDiffers)
	for h, c := range l.Cities {
		a.Cities++
		if mc := m.Hexes[h].City; mc != nil {
			a.CitiesSameHex++
			if mc.VP == c.VP {
				a.CitiesSameVP++
			}
		}
	}
	for h, info := range m.Hexes {
		if !l.Rows.Contains(h) {
			continue
		}
		if info.City != nil {
			a.MapCities++
		}
		if info.Fortified {
			a.MapFortified++
		}
	}
	for _, h := range l.Fortified {
		a.Fortified++
		if m.Hexes[h].Fortified {
			a.FortifiedSame++
		}
	}
	inBand := func(s model.Hexside) bool { return l.Rows.Contains(s.A) && l.Rows.Contains(s.B) }
	for _, k := range l.Hexsides[model.HexsideRiver] {
		s, _ := model.ParseHexside(k)
		a.Rivers++
		if info, ok := m.Hexsides[s]; ok && info.Type == model.HexsideRiver {
			a.RiversIn++
		}
	}
	for _, k := range l.Hexsides[model.HexsideBlocked] {
		s, _ := model.ParseHexside(k)
		a.Lines++
		if info, ok := m.Hexsides[s]; ok && info.Type != model.HexsideRiver {
			a.LinesIn++
		}
	}
	for s, info := range m.Hexsides {
		if inBand(s) && info.Type == model.HexsideRiver {
			a.MapRivers++
		}
	}
	yugo := func(h model.Hex) bool { return m.Hexes[h].Regions.Country == model.CountryYugoslavia }
	land := func(h model.Hex) bool {
		info, ok := m.Hexes[h]
		return ok && info.Terrain != model.TerrainSea
	}
	border := map[model.Hexside]bool{}
	for h := range m.Hexes {
		if !l.Rows.Contains(h) || !yugo(h) {
			continue
		}
		for _, s := range h.Hexsides() {
			if o := s.Other(h); inBand(s) && land(o) && !yugo(o) {
				border[s] = true
			}
		}
	}
	a.MapBorder = len(border)
	for _, k := range f.YugoslavBorder {
		s, _ := model.ParseHexside(k) // checked by Convert
		a.Border++
		if border[s] {
			a.BorderIn++
		}
	}
	return a, nil
}

// WriteText writes the agreement for a person.
func (a Agreement) WriteText(b *strings.Builder, edition string) {
	pct := func(n, d int) string {
		if d == 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(d))
	}
	fmt.Fprintf(b, "the %s map against the reading:\n", edition)
	fmt.Fprintf(b, "  terrain    %d of %d hexes the same (%s)\n", a.TerrainSame, a.Hexes, pct(a.TerrainSame, a.Hexes))
	if len(a.TerrainDiffers) > 0 {
		fmt.Fprintf(b, "    differ (reading/map): %s\n", strings.Join(a.TerrainDiffers, ", "))
	}
	fmt.Fprintf(b, "  fortified  %d of %d on the map (the map has %d in those rows)\n", a.FortifiedSame, a.Fortified, a.MapFortified)
	fmt.Fprintf(b, "  cities     %d of %d on the same hex, %d with the same VP (the map has %d in those rows)\n", a.CitiesSameHex, a.Cities, a.CitiesSameVP, a.MapCities)
	fmt.Fprintf(b, "  rivers     %d of %d hexsides on the map (the map has %d in those rows)\n", a.RiversIn, a.Rivers, a.MapRivers)
	fmt.Fprintf(b, "  lines      %d of %d other drawn hexsides blocked or lake on the map\n", a.LinesIn, a.Lines)
	fmt.Fprintf(b, "  border     %d of %d Yugoslav border hexsides given by the map's Yugoslav hexes (they give %d)\n", a.BorderIn, a.Border, a.MapBorder)
}
