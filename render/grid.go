package render

import (
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// drawGridLayer outlines every hex of the map. It is its own layer so a
// map builder can print terrain without lines or lines without terrain.
func drawGridLayer(c *canvas, l *layout, hexes []model.Hex) {
	c.Layer("grid")
	for _, h := range hexes {
		p := l.centre(h)
		c.Use(p.X, p.Y, "#hex", markup.Class("grid-line"))
	}
	c.Gend()
}
