package render

import (
	"math"
	"strconv"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Hex numbers on the locator. A number is never set smaller than
// minLabelPt, the size of the fine print on a counter, so it can be read
// on paper. When a number on every hex would run into its neighbours at
// that size, only every other row, and every second or third column, is
// numbered: the numbers then stand in a grid that is enough to find the
// hex a list names near them.
const (
	minLabelPt = 4.5
	maxLabelPt = 6.0
)

// hexLabels says which hexes a locator numbers, and at what size.
type hexLabels struct {
	pt      float64 // type size on paper, in points
	rowStep int     // every rowStep-th row is numbered, from row 1
	colStep int     // every colStep-th column, from column 1
}

// hexNumberFont is the hex number's type at size pt.
func hexNumberFont(pt float64) markup.Font {
	return markup.Font{Size: pt, Line: pt * labelLeading}
}

// labelLeading is the height a number needs above the next row's, as a
// multiple of its size: digits have no descenders.
const labelLeading = 1.15

// planLabels chooses the size and spacing of hex numbers on a map drawn at
// inchesPerUnit: the largest size up to maxLabelPt at which every hex takes
// its number, else minLabelPt on as many rows and columns as leave a gap
// of a quarter of the size between numbers.
func planLabels(inchesPerUnit float64) hexLabels {
	hexPt := hexWidth * inchesPerUnit * 72 // neighbours in a row, centre to centre
	rowPt := rowStep * inchesPerUnit * 72  // rows, centre to centre
	need := func(pt float64) (w, h float64) {
		return hexNumberFont(pt).Width("0000") + pt/4, pt * labelLeading
	}
	for pt := maxLabelPt; pt >= minLabelPt; pt -= 0.5 {
		if w, h := need(pt); w <= hexPt && h <= rowPt {
			return hexLabels{pt: pt, rowStep: 1, colStep: 1}
		}
	}
	w, h := need(minLabelPt)
	return hexLabels{pt: minLabelPt, rowStep: int(math.Ceil(h / rowPt)), colStep: int(math.Ceil(w / hexPt))}
}

// numbered reports whether hex h carries its number.
func (hl hexLabels) numbered(h model.Hex) bool {
	return (h.Row-1)%hl.rowStep == 0 && (h.Col-1)%hl.colStep == 0
}

// every says which hexes are numbered, for the locator's key: "every
// hex", "every other row and every third column".
func (hl hexLabels) every() string {
	if hl.rowStep == 1 && hl.colStep == 1 {
		return "every hex"
	}
	var parts []string
	if hl.rowStep > 1 {
		parts = append(parts, "every "+ordinalEvery(hl.rowStep)+" row")
	}
	if hl.colStep > 1 {
		parts = append(parts, "every "+ordinalEvery(hl.colStep)+" column")
	}
	if len(parts) == 1 {
		return "hexes of " + parts[0]
	}
	return "hexes of " + parts[0] + " and " + parts[1]
}

// ordinalEvery names a step as "every … row" says it.
func ordinalEvery(n int) string {
	switch n {
	case 2:
		return "other"
	case 3:
		return "third"
	case 4:
		return "fourth"
	}
	return strconv.Itoa(n) + "th"
}

// labelCSS sets the numbers: dark on a white halo, so a number reads on
// pale terrain and on the black of the force's own hexes alike. size is
// the type size in the locator's user units.
func labelCSS(size float64) string {
	return ".loc-id{font-size:" + markup.Num(size) + "px;font-weight:bold;fill:#111;stroke:#fff;stroke-width:" + markup.Num(size/5) +
		";paint-order:stroke;stroke-linejoin:round;text-anchor:middle;dominant-baseline:central}\n"
}

// WithNumbers has the locator number its hexes: the setup sheet's do, to
// find a listed hex; the map pages' assembly key does not, as its page
// outlines say where each page lies.
func (lc *Locator) WithNumbers() *Locator {
	lc.labels = planLabels(lc.h / lc.vh)
	// a number on a hex of the first or last column is wider than the
	// half hex beyond it: widen the drawing so it is not cut off
	half := hexNumberFont(lc.labels.pt).Width("0000") / 2 * lc.unitsPerPoint()
	if grow := half - hexWidth/2 - (lc.l.mapOrigin.X - lc.vx); grow > 0 {
		lc.vx -= grow
		lc.vw += 2 * grow
		lc.w = lc.h * lc.vw / lc.vh
	}
	return lc
}

// Numbered says which hexes the locator numbers, for its key: "every
// hex", or which rows and columns (WithNumbers).
func (lc *Locator) Numbered() string { return lc.labels.every() }

// writeLabels numbers the hexes the plan picks, at their centres.
func (lc *Locator) writeLabels(c *canvas) {
	if lc.labels.pt == 0 {
		return
	}
	for _, h := range lc.m.HexIDs() {
		if !lc.labels.numbered(h) {
			continue
		}
		p := lc.l.centre(h)
		c.Text(p.X, p.Y, h.String(), markup.Class("loc-id"))
	}
}

// unitsPerPoint converts a length on paper, in points, to the locator's
// user units.
func (lc *Locator) unitsPerPoint() float64 { return lc.vh / lc.h / 72 }
