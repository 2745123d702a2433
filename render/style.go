package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
)

// baseCSS styles everything whose look does not depend on the data. Sizes
// are in user units (a hex is 100 across): at the default 0.75 in hex a
// hex id is about 6 pt, a city name 7 pt, counter values 7.5 pt.
const baseCSS = `text{font-family:` + FontStack + `}
.grid-line{fill:none;stroke:#5a5a5a;stroke-width:1.2}
.hexid{font-size:11px;fill:#303030;text-anchor:middle}
.fort{fill:none;stroke:#4a2c12;stroke-width:1.8;stroke-linejoin:miter}
.river{stroke:#1f6fd1;stroke-width:7;stroke-linecap:round}
.lake{fill:#80bdf0;stroke:#174a8c;stroke-width:1.5}
.blocked{fill:#262626;stroke:#000;stroke-width:1}
.hexside-unknown{stroke:#ff3df2;stroke-width:7;stroke-dasharray:4 3}
.theater-boundary{fill:none;stroke:#d4001a;stroke-width:6;stroke-dasharray:16 8;stroke-linejoin:round}
.yugoslav-border{fill:none;stroke:#6a2c91;stroke-width:6;stroke-dasharray:14 5 3 5;stroke-linejoin:round}
.boundary-hex{fill:none;stroke:#d4001a;stroke-width:3;stroke-dasharray:8 5}
.halo{paint-order:stroke;stroke:#fff;stroke-width:3.5px;stroke-linejoin:round}
.city-square{fill:#fff;stroke:#111;stroke-width:2}
.city-capital-outer{fill:#111}
.city-berlin{fill:#c0001a;stroke:#111;stroke-width:2.5}
.city-vp{font-size:13px;font-weight:bold;text-anchor:middle;fill:#111}
.city-vp-berlin{fill:#fff}
.city-name{font-size:13px;font-weight:bold;text-anchor:middle;fill:#111}
.city-name-capital{font-size:14.5px;fill:#000}
.city-name-berlin{font-size:15px;fill:#a00016}
.port{fill:none;stroke:#0d3b7a;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}
.zone-line{fill:none;stroke-width:4;stroke-linecap:round;stroke-dasharray:0.1 8}
.zone-label{font-size:10px;font-style:italic;text-anchor:middle}
.zone-area{stroke:#2e7d32;fill:#2e7d32}
.zone-exit{stroke:#e65100;fill:#e65100}
.zone-replacement{stroke:#00838f;fill:#00838f}
.zone-port{stroke:#283593;fill:#283593}
.zone-setup{stroke:#6a1b9a;fill:#6a1b9a}
.zone-other{stroke:#424242;fill:#424242}
` + CounterCSS +
	`.prov{stroke:none;fill-opacity:0.72}
.prov-mixed{fill:none;stroke:#1a1a1a;stroke-width:2.5;stroke-dasharray:6 4}
.nat-sample{color:#000}
.face-sample{fill:#fff}
.legend-hex{fill:#fff;stroke:#5a5a5a;stroke-width:2}
.legend-frame{fill:none;stroke:#222;stroke-width:2}
.legend-title{font-size:34px;font-weight:bold;fill:#111}
.legend-subtitle{font-size:15px;font-style:italic;fill:#222}
.legend-scenario{font-size:22px;font-weight:bold;fill:#111}
.legend-head{font-size:17px;font-weight:bold;fill:#111}
.legend-text{font-size:13px;fill:#111}
.legend-box{font-size:13px;font-weight:bold;fill:#111}
.legend-small{font-size:11px;fill:#444}
.legend-ink{font-size:11px;font-weight:bold;text-anchor:middle;fill:currentColor}
.legend-north{fill:#111;stroke:none}
.legend-sample{fill:none;stroke:#111;stroke-width:2}
`

// css returns the whole style sheet: the fixed rules, then one rule per
// terrain, nationality and provenance class, in table order.
func css(tp *terrainPlan) string {
	var b strings.Builder
	b.WriteString(baseCSS)
	for _, t := range tp.styles {
		fmt.Fprintf(&b, ".%s{fill:%s;stroke:%s;stroke-width:1}\n", t.class, t.fill(), t.colour)
	}
	writeNationCSS(&b)
	for _, pc := range provenanceClasses {
		fmt.Fprintf(&b, ".prov-%s{fill:%s}\n", pc.key, pc.colour)
	}
	return b.String()
}

// writeDefs writes the shapes every layer reuses: the hexagon (one polygon,
// placed per hex by <use>), its inset ring, the fortification sawtooth, the
// port anchor, the NATO symbols and the terrain fill patterns.
func writeDefs(c *canvas, tp *terrainPlan) {
	c.Def()
	xs, ys := markup.PolygonXY(hexCorners[:])
	c.Polygon(roundAll(xs), roundAll(ys), markup.Attr("id", "hex"))
	inset := make([]point, 6)
	for i, p := range hexCorners {
		inset[i] = p.Scale(0.86)
	}
	xs, ys = markup.PolygonXY(inset)
	c.Polygon(roundAll(xs), roundAll(ys), markup.Attr("id", "hex-inset"))
	c.Path(markup.PathData(false, fortSawtooth()), markup.Attr("id", "fort"), markup.Class("fort"))
	c.Group(markup.Attr("id", "anchor"))
	c.Circle(0, -8, 2.6)
	c.Path("M0,-5.4L0,8M-5,-2.5L5,-2.5M-8,2Q-7,8.5 0,8Q7,8.5 8,2")
	c.Gend()
	writeNATOSymbols(c)
	for _, t := range tp.styles {
		if t.motif != "" {
			writePattern(c, t)
		}
	}
	c.DefEnd()
}

// fortSawtooth is a zigzag just inside the hex edge, teeth pointing
// inwards, as printed maps mark fortified lines. It leaves a gap under the
// top vertex, where the hex id is printed, so the id stays legible.
func fortSawtooth() []point {
	const scale, depth, teeth = 0.86, 5, 4
	var pts []point
	for i := range 6 {
		a, b := hexCorners[i].Scale(scale), hexCorners[(i+1)%6].Scale(scale)
		mid := a.Lerp(b, 0.5)
		inward := mid.Scale(-depth / math.Hypot(mid.X, mid.Y))
		for k := 0; k < 2*teeth; k++ {
			p := a.Lerp(b, float64(k)/float64(2*teeth))
			if k%2 == 1 {
				p = p.Add(inward)
			}
			// walking clockwise from the top vertex, the points in the
			// id's band come first and last, so what is left is one run
			if p.Y < hexIDY+2 {
				continue
			}
			pts = append(pts, p.Rounded())
		}
	}
	return pts
}

// writePattern defines the tiled fill of a terrain with a motif: the
// terrain's colour with a darker motif over it, so the terrains also tell
// apart on a black-and-white copy.
func writePattern(c *canvas, t terrainStyle) {
	dark := darken(t.colour, 0.68)
	c.Pattern(t.patternID(), 0, 0, 20, 20, "user")
	c.Rect(0, 0, 20, 20, markup.Attr("fill", t.colour))
	switch t.motif {
	case "dots":
		c.Circle(5, 5, 1.6, markup.Attr("fill", dark))
		c.Circle(15, 15, 1.6, markup.Attr("fill", dark))
	case "peaks":
		c.Path("M2,9L6,4L10,9M12,19L16,14L20,19", markup.Attr("fill", "none"), markup.Attr("stroke", dark), markup.Attr("stroke-width", "1.3"))
	case "hatch":
		c.Path("M-5,5L5,-5M0,20L20,0M15,25L25,15", markup.Attr("stroke", dark), markup.Attr("stroke-width", "1.5"))
	case "unknown":
		c.Path("M-5,5L5,-5M0,20L20,0M15,25L25,15M0,0L20,20M-5,15L5,25M15,-5L25,5", markup.Attr("stroke", "#000"), markup.Attr("stroke-width", "2"))
	}
	c.PatternEnd()
}
