package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Locator is the map at small scale, to show where a force's units stand
// (a setup sheet) or where a page lies (the map in pages).
// Its only text is hex numbers (locator_labels.go), on every hex or in a
// grid of them, to find on the map a hex the list names. The map is drawn
// once, in the document's <defs>, and each force's locator places it with
// <use> and marks its hexes over it.
type Locator struct {
	m        *model.Map
	l        *layout
	terrain  *terrainPlan
	vx, vy   float64   // the viewBox's origin
	vw, vh   float64   // the viewBox's size, in map units
	w, h     float64   // printed size, in inches
	boundary string    // the Theater Boundary as path data
	labels   hexLabels // none unless withNumbers asks for them
}

// NewLocator fits the map's hexes into a box heightIn inches tall.
func NewLocator(m *model.Map, tec *model.TEC, heightIn float64) *Locator {
	l := newLayout(m, DefaultHexSize)
	const edge = 6.0
	lc := &Locator{m: m, l: l, terrain: planTerrain(m, tec),
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

// CSS colours the locator: terrain flat and pale, this force's hexes
// black, other forces' grey, a zone the force sets up in purple, so each
// reads apart on a black-and-white copy too.
func (lc *Locator) CSS() string {
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

// WriteDefs writes to w, for the page's <defs>, the map itself once:
// every hex in its terrain's colour (loc-base), then, in a group of its
// own drawn over the marks (loc-over), the Theater Boundary, the cities
// and the hex numbers. Every locator of the page places them with <use>.
func (lc *Locator) WriteDefs(w io.Writer) error {
	c := markup.NewCanvas(w)
	lc.writeDefs(c)
	return c.Finish()
}

func (lc *Locator) writeDefs(c *canvas) {
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

// Draw writes one locator to w as an inline SVG of the locator's printed
// size: the map, then the hexes of zone, of others and of own (a force's
// own hexes) marked, then boundary and cities over them. The page must
// hold the locator's CSS and WriteDefs's definitions.
func (lc *Locator) Draw(w io.Writer, own, others, zone []model.Hex) error {
	c := markup.NewCanvas(w)
	lc.draw(c, own, others, zone)
	return c.Finish()
}

func (lc *Locator) draw(c *canvas, own, others, zone []model.Hex) {
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
