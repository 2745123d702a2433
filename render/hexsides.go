package render

import (
	"math"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Bar widths of the hexside features, in user units. A lake is a broad
// filled bar and a blocked hexside a narrower dark one; a river is a line,
// so the three read apart even in black and white.
const (
	riverWidth   = 7.0
	lakeWidth    = 13.0
	blockedWidth = 10.0
)

// drawHexsidesLayer draws each river, lake and blocked hexside on the edge
// it belongs to, in sorted order; only those beside a hex keep accepts,
// when keep is not nil.
func drawHexsidesLayer(c *canvas, l *layout, m *model.Map, keep func(model.Hex) bool) {
	c.Layer("hexsides")
	for _, s := range m.HexsideKeys() {
		if keep != nil && !keep(s.A) && !keep(s.B) {
			continue
		}
		info := m.Hexsides[s]
		p, q := l.hexsideEnds(s.A, s.B)
		attrs := []string{markup.Attr("data-hexside", s.String())}
		if info.Name != "" {
			attrs = append(attrs, markup.Attr("data-name", info.Name))
		}
		switch info.Type {
		case model.HexsideRiver:
			c.Line(p.X, p.Y, q.X, q.Y, append([]string{markup.Class("river")}, attrs...)...)
		case model.HexsideLake:
			xs, ys := markup.PolygonXY(bar(p, q, lakeWidth))
			c.Polygon(xs, ys, append([]string{markup.Class("lake")}, attrs...)...)
		case model.HexsideBlocked:
			xs, ys := markup.PolygonXY(bar(p, q, blockedWidth))
			c.Polygon(xs, ys, append([]string{markup.Class("blocked")}, attrs...)...)
		default:
			// a type the renderer does not know: loud, so it gets checked
			c.Line(p.X, p.Y, q.X, q.Y, append([]string{markup.Class("hexside-unknown")}, attrs...)...)
		}
	}
	c.Gend()
}

// bar returns the corners of a rectangle of the given width centred on the
// segment p-q.
func bar(p, q point, width float64) []point {
	d := q.Sub(p)
	n := math.Hypot(d.X, d.Y)
	off := point{X: -d.Y / n, Y: d.X / n}.Scale(width / 2)
	return []point{p.Add(off).Rounded(), q.Add(off).Rounded(), q.Sub(off).Rounded(), p.Sub(off).Rounded()}
}
