package render

import (
	"math"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// The drawing's unit is a hundredth of a hex: a hex is hexWidth user units
// across its flats. Hexes are pointy-topped (rows run east-west), so a
// vertex sits straight above and below each centre.
const (
	hexWidth  = 100.0
	sqrt3     = 1.7320508075688772
	hexRadius = hexWidth / sqrt3 // centre to vertex, also the side length
	rowStep   = hexWidth * sqrt3 / 2
)

// DefaultHexSize is the hex size, in inches across the flats, used when
// Options.HexSize is zero. It is the common size of board wargame hexes of
// the 1970s and keeps hex ids and counter values legible in print.
const DefaultHexSize = 0.75

// MaxHexSize is the largest hex size accepted, in inches. Anything bigger
// is almost certainly a unit mistake (millimetres given as inches).
const MaxHexSize = 4.0

// PixelsPerInch is the pixel Options.Pixels counts in: the CSS pixel, 96
// to the inch, which browsers and Batik both use to turn inches into
// pixels.
const PixelsPerInch = 96

// Page furniture, in the same units.
const (
	pageMargin   = 40.0
	sidebarGap   = 60.0
	sidebarWidth = 640.0
)

// hexCorners are the six vertices of a hex relative to its centre, clockwise
// from the top.
var hexCorners = [6]point{
	{X: 0, Y: -hexRadius},
	{X: hexWidth / 2, Y: -hexRadius / 2},
	{X: hexWidth / 2, Y: hexRadius / 2},
	{X: 0, Y: hexRadius},
	{X: -hexWidth / 2, Y: hexRadius / 2},
	{X: -hexWidth / 2, Y: -hexRadius / 2},
}

// layout places the map and the sidebar on the page.
type layout struct {
	rows, cols    int
	mapOrigin     point // top-left corner of the map's bounding box
	mapW, mapH    float64
	sideX, sideY  float64
	pageW, pageH  float64
	inchesPerUnit float64
	hexSizeInches float64
}

// newLayout sizes the map area for the grid, grown to hold any hex the map
// lists outside it, so that no hex is ever drawn off the page.
func newLayout(m *model.Map, hexSizeInches float64) *layout {
	l := &layout{rows: m.Grid.Rows, cols: m.Grid.Columns, hexSizeInches: hexSizeInches}
	for h := range m.Hexes {
		l.rows = max(l.rows, h.Row)
		l.cols = max(l.cols, h.Col)
	}
	l.rows, l.cols = max(l.rows, 1), max(l.cols, 1)
	l.mapW = float64(l.cols) * hexWidth
	if l.rows >= 2 {
		// even rows stick out half a hex to the east
		l.mapW += hexWidth / 2
	}
	l.mapH = float64(l.rows-1)*rowStep + 2*hexRadius
	l.mapOrigin = point{X: pageMargin, Y: pageMargin}
	l.sideX = l.mapOrigin.X + l.mapW + sidebarGap
	l.sideY = pageMargin
	l.pageW = l.sideX + sidebarWidth + pageMargin
	l.inchesPerUnit = hexSizeInches / hexWidth
	return l
}

// fitHeight sets the page height to hold the map and a sidebar of the given
// height.
func (l *layout) fitHeight(sidebarH float64) {
	l.pageH = max(l.mapH, sidebarH) + 2*pageMargin
}

// centre returns the centre of h on the page. Rows count from the south
// edge, so row 1 is at the bottom and north is up; even rows sit half a hex
// east of odd rows.
func (l *layout) centre(h model.Hex) point {
	x := (float64(h.Col) - 0.5) * hexWidth
	if h.Row%2 == 0 {
		x += hexWidth / 2
	}
	y := hexRadius + float64(l.rows-h.Row)*rowStep
	return point{X: markup.Round2(l.mapOrigin.X + x), Y: markup.Round2(l.mapOrigin.Y + y)}
}

// corner returns vertex i (clockwise from the top) of h.
func (l *layout) corner(h model.Hex, i int) point {
	return l.centre(h).Add(hexCorners[i%6])
}

// hexsideEnds returns the two ends of the edge shared by adjacent hexes a
// and b: the midpoint between their centres, plus and minus half a side
// along the perpendicular. The caller guarantees adjacency.
func (l *layout) hexsideEnds(a, b model.Hex) (point, point) {
	ca, cb := l.centre(a), l.centre(b)
	mid := ca.Lerp(cb, 0.5)
	d := cb.Sub(ca)
	n := math.Hypot(d.X, d.Y)
	perp := point{X: -d.Y / n, Y: d.X / n}.Scale(hexRadius / 2)
	p, q := mid.Sub(perp), mid.Add(perp)
	return p.Rounded(), q.Rounded()
}

// inches converts user units to inches at the chosen hex size.
func (l *layout) inches(u float64) float64 { return u * l.inchesPerUnit }

// wholePixels grows the page to a whole number of pixels (PixelsPerInch to
// the inch) each way, by less than a pixel, and returns those numbers. The
// scale stays as it was: only the white paper beyond the sidebar and below
// the map widens.
func (l *layout) wholePixels() (w, h int) {
	perUnit := l.inchesPerUnit * PixelsPerInch
	// a page already whole up to rounding noise keeps its size
	w = int(math.Ceil(l.pageW*perUnit - 1e-6))
	h = int(math.Ceil(l.pageH*perUnit - 1e-6))
	l.pageW, l.pageH = float64(w)/perUnit, float64(h)/perUnit
	return w, h
}
