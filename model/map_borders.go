package model

// The rules' borders are lines along hexsides. The map stores only the
// region tags of hexes; these functions derive the lines from them, so a
// border and the hexes on either side of it cannot drift apart.

// TheaterBoundary returns every hexside between an east hex and a west hex,
// sorted. Hexsides touching the boundary hex (Berlin) are not on the list:
// Berlin is on neither side, and the rules treat it on its own.
func (m *Map) TheaterBoundary() []Hexside {
	return m.bordersWhere(func(a, b HexInfo) bool {
		ta, tb := a.Regions.Theater, b.Regions.Theater
		return (ta == TheaterEast && tb == TheaterWest) || (ta == TheaterWest && tb == TheaterEast)
	})
}

// YugoslavBorder returns every hexside between a Yugoslav hex and a land
// hex that is not Yugoslav, sorted. Coasts are not part of the border.
func (m *Map) YugoslavBorder() []Hexside {
	return m.bordersWhere(func(a, b HexInfo) bool {
		ya, yb := a.Regions.Country == CountryYugoslavia, b.Regions.Country == CountryYugoslavia
		if ya == yb {
			return false
		}
		return a.Terrain != TerrainSea && b.Terrain != TerrainSea
	})
}

// bordersWhere lists the hexsides between two hexes of the map for which
// across reports true. Each hexside is visited once, from its lower hex.
func (m *Map) bordersWhere(across func(a, b HexInfo) bool) []Hexside {
	var out []Hexside
	for _, h := range m.HexIDs() {
		info := m.Hexes[h]
		for _, n := range h.Neighbours() {
			if !h.Less(n) {
				continue
			}
			ninfo, ok := m.Hexes[n]
			if !ok || !across(info, ninfo) {
				continue
			}
			out = append(out, Hexside{A: h, B: n})
		}
	}
	SortHexsides(out)
	return out
}
