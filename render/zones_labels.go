package render

import (
	"sort"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Zone names are placed, not just centred: zones share hexes (an exit
// edge and a replacement edge on the same row of hexes, Courland and its
// evacuation hexes), and a long name runs over the hex ids of the row
// below. So each name, in zone order, takes the first spot along its zone
// where its box stays on the map's part of the page and meets no hex id,
// no city name and no zone name placed before it (or, if there is no such
// spot, the first one tried). The same map always gives the same spots.

// zoneLabelSize is the zone label's font size (style.go, .zone-label).
const zoneLabelSize = 10.0

// zoneLabelRows are the baselines tried in each hex, from the centre: the
// usual one under a counter, then one higher, clear of the ids of the row
// below for a name wider than a hex, then one above the centre, under the
// hex's own id.
var zoneLabelRows = []float64{zoneLabelY, 26, -22}

// box is a rectangle of the page, for the overlap test.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) meets(b box) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// textBox is the box of a line of text of the given size, centred on x
// with its baseline at y, with a unit's margin.
func textBox(x, y float64, s string, size float64) box { return textBoxOf(x, y, s, size, false) }

func textBoxOf(x, y float64, s string, size float64, bold bool) box {
	w := markup.TextWidth(s, size, bold) / 2
	return box{x - w - 1, y - 0.8*size - 1, x + w + 1, y + 0.25*size + 1}
}

// placeZoneLabels sets where each zone's name goes (labelAt).
func placeZoneLabels(l *layout, m *model.Map, zones []zoneOutline) {
	var taken []box
	for h, info := range m.Hexes {
		p := l.centre(h)
		taken = append(taken, textBox(p.X, p.Y+hexIDY, h.String(), 11))
		if info.City != nil {
			// at the largest city name size (Berlin's), bold
			taken = append(taken, textBoxOf(p.X, p.Y+cityNameY, info.City.Name, 15, true))
		}
	}
	page := box{0, 0, l.sideX, l.mapH + 2*pageMargin} // the map and its margins, not the sidebar
	free := func(b box) bool {
		if b.x0 < page.x0 || b.y0 < page.y0 || b.x1 > page.x1 || b.y1 > page.y1 {
			return false // a name running off the page
		}
		for _, t := range taken {
			if t.meets(b) {
				return false
			}
		}
		return true
	}
	for i := range zones {
		z := &zones[i]
		z.labelAt = firstFreeSpot(l, z, free)
		taken = append(taken, textBox(z.labelAt.X, z.labelAt.Y, z.zone.Name, zoneLabelSize))
	}
}

// firstFreeSpot is the first spot for zone z's name, row by row
// (zoneLabelRows) and its hexes from the middle out, whose box is free; or,
// when none is, the usual spot under the zone's central hex.
func firstFreeSpot(l *layout, z *zoneOutline, free func(box) bool) point {
	// centred on the hex, or a wide name shifted so one end stays within
	// the hex (for a zone along the map's edge)
	shift := max(0, markup.TextWidth(z.zone.Name, zoneLabelSize, false)/2-hexWidth/2)
	hexes := byDistance(z.hexes, z.label)
	for _, dy := range zoneLabelRows {
		for _, h := range hexes {
			for _, dx := range []float64{0, -shift, shift} {
				p := l.centre(h).Add(point{X: dx, Y: dy})
				if free(textBox(p.X, p.Y, z.zone.Name, zoneLabelSize)) {
					return p
				}
			}
		}
	}
	return l.centre(z.label).Add(point{X: 0, Y: zoneLabelY})
}

// byDistance orders a zone's hexes from its central hex outwards, by id
// on a tie, so the first free spot is the one nearest the middle.
func byDistance(hexes []model.Hex, from model.Hex) []model.Hex {
	d := func(h model.Hex) float64 {
		dx := float64(h.Col-from.Col) + 0.5*float64(h.Row%2-from.Row%2)
		dy := float64(h.Row-from.Row) * sqrt3 / 2
		return dx*dx + dy*dy
	}
	out := append([]model.Hex(nil), hexes...)
	sort.SliceStable(out, func(i, j int) bool {
		di, dj := d(out[i]), d(out[j])
		if di != dj {
			return di < dj
		}
		return out[i].String() < out[j].String()
	})
	return out
}
