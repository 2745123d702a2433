package render

import (
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

func (p Play) empty() bool { return len(p.Moves)+len(p.Retreats)+len(p.Attacks) == 0 }

// The play layer is styled inline, so that the style sheet of every map
// stays as it is.
const (
	moveStyle    = "fill:none;stroke:#0b3d91;stroke-width:9;stroke-opacity:.8;stroke-linecap:round;stroke-linejoin:round"
	retreatStyle = "fill:none;stroke:#6d4c41;stroke-width:7;stroke-opacity:.85;stroke-dasharray:14 9;stroke-linecap:round"
	attackStyle  = "fill:none;stroke:#c62828;stroke-width:7;stroke-opacity:.85;stroke-linecap:round"
	targetStyle  = "fill:none;stroke:#c62828;stroke-width:8"
	endStyle     = "fill:#0b3d91;fill-opacity:.8"
)

// drawPlayLayer draws the play on top of the units: moves as solid blue
// paths ending in a dot, retreats dashed brown, attacks as red lines from
// each attacking hex to the hexes attacked, each attacked hex ringed.
func drawPlayLayer(c *canvas, l *layout, p Play) {
	if p.empty() {
		return
	}
	c.Layer("play")
	path := func(hexes []model.Hex, style, kind string) {
		pts := make([]point, len(hexes))
		for i, h := range hexes {
			pts[i] = l.centre(h)
		}
		c.Path(markup.PathData(false, pts), markup.Attr("style", style), markup.Attr("data-play", kind))
		if kind == "move" {
			end := pts[len(pts)-1]
			c.Circle(end.X, end.Y, 9, markup.Attr("style", endStyle))
		}
	}
	for _, m := range p.Moves {
		if len(m) > 1 {
			path(m, moveStyle, "move")
		}
	}
	for _, r := range p.Retreats {
		if len(r) > 1 {
			path(r, retreatStyle, "retreat")
		}
	}
	for _, a := range p.Attacks {
		for _, from := range a.From {
			for _, to := range a.Targets {
				f, t := l.centre(from), l.centre(to)
				// stop short of the target's centre, at its ring
				c.Path(markup.PathData(false, []point{f, f.Lerp(t, 0.7)}), markup.Attr("style", attackStyle), markup.Attr("data-play", "attack"))
			}
		}
		for _, to := range a.Targets {
			t := l.centre(to)
			c.Circle(t.X, t.Y, 34, markup.Attr("style", targetStyle), markup.Attr("data-play", "target"))
		}
	}
	c.Gend()
}
