package render

import "github.com/bfgdata/bfgdata/internal/markup"

// canvas is the writer every layer draws on (markup.Canvas).
type canvas = markup.Canvas

// point is a position in user units, y growing down the page.
type point = markup.Point

// Point is a position on the drawing Map makes, in its user units (a hex
// is 100 across its flats), y growing down the page.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

func exported(p point) Point { return Point{p.X, p.Y} }

// roundAll rounds every coordinate to the two decimals the SVG prints.
func roundAll(vs []float64) []float64 {
	for i, v := range vs {
		vs[i] = markup.Round2(v)
	}
	return vs
}
