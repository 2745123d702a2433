package geodraft

import (
	"math"
	"sort"
)

// Pt is a point in the hex plane, where hex centres sit at
// x = column (+ 0.5 on even rows) and y = row × √3/2; one unit is one hex
// across.
type Pt struct{ X, Y float64 }

// box is an axis-aligned bounding box in the plane.
type box struct{ MinX, MinY, MaxX, MaxY float64 }

func emptyBox() box {
	return box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
}

func (b *box) add(p Pt) {
	b.MinX, b.MaxX = math.Min(b.MinX, p.X), math.Max(b.MaxX, p.X)
	b.MinY, b.MaxY = math.Min(b.MinY, p.Y), math.Max(b.MaxY, p.Y)
}

func (b box) overlaps(o box) bool {
	return b.MinX <= o.MaxX && o.MinX <= b.MaxX && b.MinY <= o.MaxY && o.MinY <= b.MaxY
}

func (b box) contains(p Pt) bool {
	return p.X >= b.MinX && p.X <= b.MaxX && p.Y >= b.MinY && p.Y <= b.MaxY
}

func boxOf(pts ...Pt) box {
	b := emptyBox()
	for _, p := range pts {
		b.add(p)
	}
	return b
}

func cross(a, b Pt) float64 { return a.X*b.Y - a.Y*b.X }

func sub(a, b Pt) Pt { return Pt{a.X - b.X, a.Y - b.Y} }

// segmentHit returns where segment p→p2 meets segment q→q2 as t, the
// fraction along p→p2, and whether they meet with q's fraction in [0,1].
// Parallel segments never meet here: a river lying exactly along the line
// between two hex centres crosses neither of them.
func segmentHit(p, p2, q, q2 Pt) (t float64, ok bool) {
	r, s := sub(p2, p), sub(q2, q)
	den := cross(r, s)
	if den == 0 {
		return 0, false
	}
	qp := sub(q, p)
	t = cross(qp, s) / den
	u := cross(qp, r) / den
	return t, t >= 0 && t <= 1 && u >= 0 && u <= 1
}

// polygon is one area in the plane: an outer ring and its holes, with an
// index of edges by horizontal band so that a point test looks at the few
// edges near the point's latitude instead of the whole coastline.
type polygon struct {
	bounds box
	edges  [][2]Pt
	band0  float64
	bandH  float64
	bands  [][]int32 // edge indexes per band
}

// edgesPerBand sets the band height: about this many edges fall in a band
// on average, which keeps point tests cheap on long coastlines.
const edgesPerBand = 8

func newPolygon(rings [][]Pt) *polygon {
	pg := &polygon{bounds: emptyBox()}
	for _, ring := range rings {
		n := len(ring)
		if n < 3 {
			continue
		}
		for i := range n {
			a, b := ring[i], ring[(i+1)%n]
			if a == b {
				continue
			}
			pg.bounds.add(a)
			pg.edges = append(pg.edges, [2]Pt{a, b})
		}
	}
	if len(pg.edges) == 0 {
		return pg
	}
	nb := max(1, len(pg.edges)/edgesPerBand)
	pg.band0 = pg.bounds.MinY
	pg.bandH = (pg.bounds.MaxY - pg.bounds.MinY) / float64(nb)
	if pg.bandH <= 0 {
		pg.bandH, nb = 1, 1
	}
	pg.bands = make([][]int32, nb)
	for i, e := range pg.edges {
		lo, hi := pg.band(math.Min(e[0].Y, e[1].Y)), pg.band(math.Max(e[0].Y, e[1].Y))
		for k := lo; k <= hi; k++ {
			pg.bands[k] = append(pg.bands[k], int32(i))
		}
	}
	return pg
}

func (pg *polygon) band(y float64) int {
	k := int((y - pg.band0) / pg.bandH)
	return min(max(k, 0), len(pg.bands)-1)
}

// contains reports whether p is inside the polygon by the even-odd rule,
// which handles holes without telling outer rings from inner ones.
func (pg *polygon) contains(p Pt) bool {
	if len(pg.edges) == 0 || !pg.bounds.contains(p) {
		return false
	}
	in := false
	for _, i := range pg.bands[pg.band(p.Y)] {
		a, b := pg.edges[i][0], pg.edges[i][1]
		if (a.Y > p.Y) != (b.Y > p.Y) {
			x := a.X + (p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
			if p.X < x {
				in = !in
			}
		}
	}
	return in
}

// insideAny reports whether p lies in any of the polygons.
func insideAny(pgs []*polygon, p Pt) bool {
	for _, pg := range pgs {
		if pg.contains(p) {
			return true
		}
	}
	return false
}

// fractionInside returns the fraction of segment a→b that lies inside the
// union of the polygons: the segment is cut wherever it meets an edge and
// each piece is tested at its middle.
func fractionInside(pgs []*polygon, a, b Pt) float64 {
	ts := []float64{0, 1}
	seg := boxOf(a, b)
	for _, pg := range pgs {
		if !pg.bounds.overlaps(seg) {
			continue
		}
		for _, e := range pg.edges {
			if t, ok := segmentHit(a, b, e[0], e[1]); ok {
				ts = append(ts, t)
			}
		}
	}
	sort.Float64s(ts)
	inside := 0.0
	for i := 1; i < len(ts); i++ {
		t0, t1 := ts[i-1], ts[i]
		if t1-t0 <= 0 {
			continue
		}
		m := (t0 + t1) / 2
		if insideAny(pgs, Pt{a.X + m*(b.X-a.X), a.Y + m*(b.Y-a.Y)}) {
			inside += t1 - t0
		}
	}
	return inside
}

// polyline is one line string in the plane with its bounds.
type polyline struct {
	bounds box
	pts    []Pt
}

func newPolyline(pts []Pt) polyline {
	return polyline{bounds: boxOf(pts...), pts: pts}
}

// crosses reports whether the line crosses segment a→b strictly between its
// ends. A line through an end (a hex centre) does not count as running
// between the two hexes.
func (pl polyline) crosses(a, b Pt) bool {
	if !pl.bounds.overlaps(boxOf(a, b)) {
		return false
	}
	for i := 1; i < len(pl.pts); i++ {
		if t, ok := segmentHit(a, b, pl.pts[i-1], pl.pts[i]); ok && t > 0 && t < 1 {
			return true
		}
	}
	return false
}
