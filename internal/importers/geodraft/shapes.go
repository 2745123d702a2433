package geodraft

// The plane geometry here serves other drafters that work in a plane of
// their own (zonedraft's zones): a river line and a segment between two
// points, a country and a point.

// LineCrosses reports whether the line string crosses segment a→b strictly
// between its ends, as a river crosses the line between two hex centres.
func LineCrosses(line []Pt, a, b Pt) bool {
	return newPolyline(line).crosses(a, b)
}

// Area is a polygon with holes, ready for point tests.
type Area struct{ pg *polygon }

// NewArea makes an area of its rings (outer first, then holes).
func NewArea(rings [][]Pt) Area { return Area{newPolygon(rings)} }

// Contains reports whether p is inside the area by the even-odd rule.
func (a Area) Contains(p Pt) bool { return a.pg.contains(p) }
