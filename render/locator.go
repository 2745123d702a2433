package render

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// locator is the map at small scale, to show where a force's units stand.
// Its only text is hex numbers (locator_labels.go), on every hex or in a
// grid of them, to find on the map a hex the list names. The map is drawn
// once, in the document's <defs>, and each force's locator places it with
// <use> and marks its hexes over it.
type locator struct {
	m        *model.Map
	l        *layout
	terrain  *terrainPlan
	vx, vy   float64   // the viewBox's origin
	vw, vh   float64   // the viewBox's size, in map units
	w, h     float64   // printed size, in inches
	boundary string    // the Theater Boundary as path data
	labels   hexLabels // none unless withNumbers asks for them
}

// planLocator fits the map's hexes into a box heightIn inches tall.
func planLocator(m *model.Map, tec *model.TEC, heightIn float64) *locator {
	l := newLayout(m, DefaultHexSize)
	const edge = 6.0
	lc := &locator{m: m, l: l, terrain: planTerrain(m, tec),
		vx: l.mapOrigin.X - edge, vy: l.mapOrigin.Y - edge, vw: l.mapW + 2*edge, vh: l.mapH + 2*edge}
	lc.h = heightIn
	lc.w = heightIn * lc.vw / lc.vh
	sides := m.TheaterBoundary()
	segs := make([][2]point, len(sides))
	for i, s := range sides {
		p, q := l.hexsideEnds(s.A, s.B)
		segs[i] = [2]point{p, q}
	}
	lc.boundary = markup.PathData(false, chainSegments(segs)...)
	return lc
}

// locatorCSS colours the locator: terrain flat and pale, this force's hexes
// black, other forces' grey, a zone the force sets up in purple, so each
// reads apart on a black-and-white copy too.
func (lc *locator) css() string {
	var b strings.Builder
	for _, t := range lc.terrain.styles {
		fmt.Fprintf(&b, ".lt-%s{fill:%s;stroke:%s;stroke-width:2}\n", t.class, t.colour, t.colour)
	}
	b.WriteString(`.loc-own{fill:#111;stroke:#111;stroke-width:6}
.loc-other{fill:#9b9b9b;stroke:#9b9b9b;stroke-width:2}
.loc-zone{fill:#b58fd0;stroke:#5a1a85;stroke-width:10}
.loc-boundary{fill:none;stroke:#d4001a;stroke-width:14;stroke-dasharray:30 14;stroke-linejoin:round}
.loc-city{fill:#fff;stroke:#111;stroke-width:7}
.loc-frame{fill:none;stroke:#666;stroke-width:2}
`)
	if lc.labels.pt > 0 {
		b.WriteString(labelCSS(lc.labels.pt * lc.unitsPerPoint()))
	}
	return b.String()
}

// writeDefs draws the map itself once: every hex in its terrain's colour,
// then, in a group of its own drawn over the marks, the Theater Boundary,
// the cities and the hex numbers.
func (lc *locator) writeDefs(c *canvas) {
	xs, ys := markup.PolygonXY(hexCorners[:])
	c.Polygon(roundAll(xs), roundAll(ys), markup.Attr("id", "loc-hex"))
	c.Group(markup.Attr("id", "loc-base"))
	for _, h := range lc.m.HexIDs() {
		p := lc.l.centre(h)
		c.Use(p.X, p.Y, "#loc-hex", markup.Class("lt-"+lc.terrain.style(lc.m.Hexes[h].Terrain).class))
	}
	c.Gend()
	c.Group(markup.Attr("id", "loc-over"))
	if lc.boundary != "" {
		c.Path(lc.boundary, markup.Class("loc-boundary"))
	}
	for _, h := range lc.m.HexIDs() {
		info := lc.m.Hexes[h]
		if info.City == nil {
			continue
		}
		p := lc.l.centre(h)
		r := 16.0
		if info.City.Capital {
			r = 24
		}
		c.Rect(p.X-r, p.Y-r, 2*r, 2*r, markup.Class("loc-city"))
	}
	lc.writeLabels(c)
	c.Gend()
}

// draw writes one force's locator as an inline SVG: the map, the zone
// hexes, other forces' hexes, the force's own, then boundary and cities.
func (lc *locator) draw(c *canvas, own, others, zone []model.Hex) {
	markup.SVGStart(c, lc.w, lc.h, markup.ViewBox(lc.vx, lc.vy, lc.vw, lc.vh), `class="locator"`, `role="img"`)
	c.Use(0, 0, "#loc-base")
	mark := func(hexes []model.Hex, cls string) {
		for _, h := range hexes {
			if !lc.m.Contains(h) {
				continue
			}
			p := lc.l.centre(h)
			c.Use(p.X, p.Y, "#loc-hex", markup.Class(cls))
		}
	}
	mark(zone, "loc-zone")
	mark(others, "loc-other")
	mark(own, "loc-own")
	c.Use(0, 0, "#loc-over")
	markup.SVGEnd(c)
}

// swatch draws a small key square in the locator's style class.
func swatch(c *canvas, cls string) {
	markup.SVGStart(c, 0.16, 0.16, "0 0 100 100")
	c.Rect(4, 4, 92, 92, markup.Class(cls))
	markup.SVGEnd(c)
}

// writeLocatorBlock writes the locator of a force and its key.
func (s *sheet) writeLocatorBlock(c *canvas, fs *forceSection) {
	var others []model.Hex
	seen := map[model.Hex]bool{}
	for _, h := range fs.ownHexes {
		seen[h] = true
	}
	for _, u := range s.b.Units {
		if u.OnMap() && u.Force != fs.force && !seen[u.Hex] {
			seen[u.Hex] = true
			others = append(others, u.Hex)
		}
	}
	c.Raw(`<div class="loc">` + "\n")
	s.loc.draw(c, fs.ownHexes, others, fs.zoneHex)
	c.Raw(`<div class="lockey"><p><b>Where the ` + esc(forceName(fs.force)) + ` force starts</b></p>` + "\n")
	key := func(cls, text string) {
		c.Raw("<p>")
		swatch(c, cls)
		c.Raw(esc(text) + "</p>\n")
	}
	key("loc-own", "its "+countLabel(fs.hexes, "hex", "hexes"))
	if len(fs.zoneHex) > 0 {
		key("loc-zone", "the zone its "+countLabel(fs.inZones, "unit", "units")+" in zones choose hexes in")
	}
	if len(others) > 0 {
		key("loc-other", "other forces' hexes")
	}
	c.Raw("<p>")
	markup.SVGStart(c, 0.3, 0.16, "0 0 100 50")
	c.Line(4, 25, 96, 25, markup.Class("loc-boundary"))
	markup.SVGEnd(c)
	c.Raw("Theater Boundary</p>\n<p>")
	swatch(c, "loc-city")
	c.Raw("city; the larger squares are capitals</p>\n")
	c.Raw("<p>North is up. Numbered: " + esc(s.loc.labels.every()) + ".</p>\n</div>\n</div>\n")
}
