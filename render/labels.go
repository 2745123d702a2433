package render

import (
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// hexIDY is the baseline of the hex id below the hex's top vertex: close
// enough to the top to stay clear of a counter in the middle of the hex,
// low enough that four digits fit between the sloping upper sides.
const hexIDY = -40.0

// drawHexIDs prints every hex's RRCC id, with its leading zero, at the top
// of the hex as printed wargame maps do.
func drawHexIDs(c *canvas, l *layout, hexes []model.Hex) {
	for _, h := range hexes {
		p := l.centre(h)
		c.Text(p.X, p.Y+hexIDY, h.String(), markup.Class("hexid"))
	}
}
