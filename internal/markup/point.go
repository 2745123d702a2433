package markup

import (
	"math"
	"strconv"
)

// Point is a position in user units, y growing down the page.
type Point struct{ X, Y float64 }

// Add is p moved by q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub is p less q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale is p times f.
func (p Point) Scale(f float64) Point { return Point{p.X * f, p.Y * f} }

// Lerp is the point the fraction f of the way from p to q.
func (p Point) Lerp(q Point, f float64) Point { return p.Add(q.Sub(p).Scale(f)) }

// Rounded is p at the two decimals the SVG prints.
func (p Point) Rounded() Point { return Point{Round2(p.X), Round2(p.Y)} }

// Round2 rounds to the two decimals the SVG prints, and turns a negative
// zero into zero, so equal points print equally.
func Round2(v float64) float64 {
	r := math.Round(v*100) / 100
	if r == 0 {
		return 0
	}
	return r
}

// InchString prints inches with up to three decimals and no trailing zeros.
func InchString(v float64) string {
	return strconv.FormatFloat(float64(int64(v*1000+0.5))/1000, 'f', -1, 64)
}

// In formats a length in inches for CSS and SVG attributes.
func In(v float64) string { return InchString(v) + "in" }
