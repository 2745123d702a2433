package vsav

import (
	"math"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/vassal"
)

// locator says where a point of the module's maps is: a hex of the main
// map, by VASSAL's hex grid as the module defines it (the hex whose centre
// is nearest, as long as the point is inside that hex's circle), or a box
// of the track map.
type locator struct {
	layout  vassal.Layout
	ids     []string
	centres [][2]float64
	radius  float64
	boxes   [][][2]float64 // each box's outline
}

func newLocator(l vassal.Layout) *locator {
	loc := &locator{layout: l, radius: l.Grid.HexWidth / math.Sqrt(3)}
	for id := range l.Grid.Centres {
		x, y, ok := l.Grid.Pixel(id)
		if ok {
			loc.ids = append(loc.ids, id)
			loc.centres = append(loc.centres, [2]float64{float64(x), float64(y)})
		}
	}
	for _, b := range l.Boxes {
		loc.boxes = append(loc.boxes, outline(b.Path))
	}
	return loc
}

// hex is the hex of the main map at x,y, "" for a point on no hex.
func (l *locator) hex(x, y int) string {
	best, bestD := "", math.Inf(1)
	for i, c := range l.centres {
		d := math.Hypot(c[0]-float64(x), c[1]-float64(y))
		if d < bestD || (d == bestD && l.ids[i] < best) {
			best, bestD = l.ids[i], d
		}
	}
	if bestD > l.radius {
		return ""
	}
	return best
}

// box is the box of the track map at x,y, nil for a point in none.
func (l *locator) box(x, y int) *vassal.Box {
	for i, poly := range l.boxes {
		if inside(poly, float64(x), float64(y)) {
			return &l.layout.Boxes[i]
		}
	}
	return nil
}

// outline reads a Zone path, "x,y;x,y;…".
func outline(path string) [][2]float64 {
	var pts [][2]float64
	for _, p := range strings.Split(path, ";") {
		xs, ys, ok := strings.Cut(p, ",")
		x, err1 := strconv.Atoi(xs)
		y, err2 := strconv.Atoi(ys)
		if ok && err1 == nil && err2 == nil {
			pts = append(pts, [2]float64{float64(x), float64(y)})
		}
	}
	return pts
}

// inside is the even-odd test of a point against a polygon; a point on
// the left or top edge is in, one on the right or bottom edge out, so two
// boxes that share an edge never both hold a point.
func inside(poly [][2]float64, x, y float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}
