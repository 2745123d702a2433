package geodraft

import (
	"math"

	"github.com/bfgdata/bfgdata/model"
)

// rowHeight is the distance between hex rows in the plane, in hexes.
var rowHeight = math.Sqrt(3) / 2

// hexRadius is the distance from a hex centre to a corner. Hexes are
// pointy-topped: east and west neighbours share a vertical side.
var hexRadius = 1 / math.Sqrt(3)

// Centre returns the centre of hex h in the hex plane.
func Centre(h model.Hex) Pt {
	x := float64(h.Col)
	if h.Row%2 == 0 {
		x += 0.5
	}
	return Pt{X: x, Y: float64(h.Row) * rowHeight}
}

// HexAt returns the hex whose centre is nearest to p, which is the hex
// containing p. Row or column may come out below 1 for points off the
// numbered grid; the caller checks the grid.
func HexAt(p Pt) model.Hex {
	r0 := int(math.Round(p.Y / rowHeight))
	best, bestD := model.Hex{}, math.Inf(1)
	for r := r0 - 1; r <= r0+1; r++ {
		shift := 0.0
		if r%2 == 0 {
			shift = 0.5
		}
		c0 := int(math.Round(p.X - shift))
		for c := c0 - 1; c <= c0+1; c++ {
			h := model.Hex{Row: r, Col: c}
			q := Centre(h)
			d := math.Hypot(q.X-p.X, q.Y-p.Y)
			// Ties (a point exactly on a hexside) go to the lower id so the
			// answer never depends on loop order.
			if d < bestD-1e-12 || (math.Abs(d-bestD) <= 1e-12 && h.Less(best)) {
				best, bestD = h, d
			}
		}
	}
	return best
}

// insideHex reports whether offset d from a hex centre lies inside that
// hex: within the two vertical sides and the four slanted ones.
func insideHex(d Pt) bool {
	ax, ay := math.Abs(d.X), math.Abs(d.Y)
	return ax <= 0.5 && 0.5*ax+rowHeight*ay <= 0.5
}

// sampleOffsets returns the sample points of a hex as offsets from its
// centre: the centres of an n×n grid of cells over the hex's bounding box,
// keeping those inside the hex. Each stands for an equal share of area.
func sampleOffsets(n int) []Pt {
	var out []Pt
	for j := range n {
		for i := range n {
			d := Pt{
				X: -0.5 + (float64(i)+0.5)/float64(n),
				Y: -hexRadius + 2*hexRadius*(float64(j)+0.5)/float64(n),
			}
			if insideHex(d) {
				out = append(out, d)
			}
		}
	}
	return out
}

// hexBox is the bounding box of hex h in the plane.
func hexBox(h model.Hex) box {
	c := Centre(h)
	return box{c.X - 0.5, c.Y - hexRadius, c.X + 0.5, c.Y + hexRadius}
}

// gridBox is the bounding box of a rows × columns grid, with a margin of a
// hex so that geometry just off the edge still reaches the edge hexes.
func gridBox(rows, cols int) box {
	return box{MinX: -1, MinY: -1, MaxX: float64(cols) + 2, MaxY: float64(rows+1)*rowHeight + 1}
}
