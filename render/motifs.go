package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
)

// Printed documents draw the terrain motifs as shapes inside each hex
// rather than as SVG pattern fills: a browser printing to PDF turns every
// pattern fill into a picture, which makes a paged map's PDF many times
// larger and softer. The motif is the pattern's, tile for tile, kept
// inside the hex.

// motifTile is the pattern's tile size, in user units.
const motifTile = 20.0

// motifCSS fills the terrains flat, overriding the pattern fills of the
// map's style sheet.
func motifCSS(tp *terrainPlan) string {
	var b strings.Builder
	for _, t := range tp.styles {
		if t.motif != "" {
			fmt.Fprintf(&b, ".%s{fill:%s}\n", t.class, t.colour)
		}
	}
	return b.String()
}

// writeMotifs defines one group per terrain with a motif.
func writeMotifs(c *canvas, tp *terrainPlan) {
	for _, t := range tp.styles {
		if t.motif == "" {
			continue
		}
		dark := darken(t.colour, 0.68)
		c.Group(markup.Attr("id", motifID(t)))
		switch t.motif {
		case "dots":
			var d strings.Builder
			for _, p := range tilePoints([]point{{X: 5, Y: 5}, {X: 15, Y: 15}}, 2) {
				// a circle as two arcs, so all dots make one path
				fmt.Fprintf(&d, "M%s,%sa1.6,1.6 0 1,0 3.2,0a1.6,1.6 0 1,0 -3.2,0", markup.Num(p.X-1.6), markup.Num(p.Y))
			}
			c.Path(d.String(), markup.Attr("fill", dark))
		case "peaks":
			var lines [][]point
			for _, p := range tilePoints([]point{{X: 6, Y: 6.5}, {X: 16, Y: 16.5}}, 6) {
				lines = append(lines, []point{{X: p.X - 4, Y: p.Y + 2.5}, {X: p.X, Y: p.Y - 2.5}, {X: p.X + 4, Y: p.Y + 2.5}})
			}
			c.Path(markup.PathData(false, lines...), markup.Attr("fill", "none"), markup.Attr("stroke", dark), markup.Attr("stroke-width", "1.3"))
		case "hatch":
			c.Path(markup.PathData(false, hatchLines(1)...), markup.Attr("stroke", dark), markup.Attr("stroke-width", "1.5"))
		default: // unknown: hatched both ways, loud
			c.Path(markup.PathData(false, append(hatchLines(1), hatchLines(-1)...)...), markup.Attr("stroke", "#000"), markup.Attr("stroke-width", "2"))
		}
		c.Gend()
	}
}

// insideHex reports whether p lies inside the hex centred on the origin,
// at least margin from its edge.
func insideHex(p point, margin float64) bool {
	x, y := math.Abs(p.X), math.Abs(p.Y)
	return x <= hexWidth/2-margin && y <= hexRadius-margin*2/sqrt3-x/sqrt3
}

// tilePoints repeats a tile's points over the hex and keeps those at
// least margin inside it.
func tilePoints(tile []point, margin float64) []point {
	var out []point
	for ty := -4; ty < 4; ty++ {
		for tx := -3; tx < 3; tx++ {
			for _, t := range tile {
				p := point{X: float64(tx)*motifTile + t.X, Y: float64(ty)*motifTile + t.Y}
				if insideHex(p, margin) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// hatchLines are the diagonals of the hatch motif, x+y (dir 1) or x-y
// (dir -1) a multiple of the tile, cut to the hex.
func hatchLines(dir float64) [][]point {
	var out [][]point
	for k := -6; k <= 6; k++ {
		// points on the line x + dir*y = k*tile, sampled across the hex
		var in []point
		for x := -hexWidth / 2; x <= hexWidth/2; x += 0.25 {
			p := point{X: x, Y: (float64(k)*motifTile - x) * dir}
			if insideHex(p, 1) {
				in = append(in, p)
			}
		}
		if len(in) >= 2 {
			out = append(out, []point{in[0].Rounded(), in[len(in)-1].Rounded()})
		}
	}
	return out
}
