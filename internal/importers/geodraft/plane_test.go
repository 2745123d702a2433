package geodraft

import (
	"math"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestCentre(t *testing.T) {
	tests := []struct {
		hex  string
		want Pt
	}{
		{"0101", Pt{1, math.Sqrt(3) / 2}},
		{"0201", Pt{1.5, math.Sqrt(3)}},
		{"2613", Pt{13.5, 26 * math.Sqrt(3) / 2}},
		{"3723", Pt{23, 37 * math.Sqrt(3) / 2}},
	}
	for _, tt := range tests {
		if got := Centre(model.MustHex(tt.hex)); math.Abs(got.X-tt.want.X) > 1e-12 || math.Abs(got.Y-tt.want.Y) > 1e-12 {
			t.Errorf("Centre(%s) = %v, want %v", tt.hex, got, tt.want)
		}
	}
}

// The plane must agree with the model's stagger: every neighbour the model
// names is one hex away in the plane, and a point a little short of half
// way to a neighbour is still in the hex, a little past it in the neighbour.
func TestPlaneAgreesWithModelNeighbours(t *testing.T) {
	for _, h := range model.NewGrid(6, 6).Hexes() {
		c := Centre(h)
		if got := HexAt(c); got != h {
			t.Errorf("HexAt(centre of %s) = %s", h, got)
		}
		for _, n := range h.Neighbours() {
			nc := Centre(n)
			d := math.Hypot(nc.X-c.X, nc.Y-c.Y)
			if math.Abs(d-1) > 1e-12 {
				t.Errorf("%s and its neighbour %s are %g apart in the plane, want 1", h, n, d)
			}
			at := func(f float64) Pt { return Pt{c.X + f*(nc.X-c.X), c.Y + f*(nc.Y-c.Y)} }
			if got := HexAt(at(0.49)); got != h {
				t.Errorf("0.49 of the way from %s to %s lands in %s", h, n, got)
			}
			if got := HexAt(at(0.51)); got != n {
				t.Errorf("0.51 of the way from %s to %s lands in %s", h, n, got)
			}
		}
	}
}

func TestHexAtNearCorners(t *testing.T) {
	tests := []struct {
		p    Pt
		want string
	}{
		// Just under the top corner of 0101 (corner at y = 0.866+0.577).
		{Pt{1.0, math.Sqrt(3)/2 + 0.55}, "0101"},
		// Just above it: the corner is shared with 0201 (1.5, 1.732) and
		// the hex west of it (0.5, 1.732), and x = 1.01 leans east.
		{Pt{1.01, math.Sqrt(3)/2 + 0.60}, "0201"},
		{Pt{1.49, math.Sqrt(3) / 2}, "0101"},
		{Pt{1.51, math.Sqrt(3) / 2}, "0102"},
	}
	for _, tt := range tests {
		if got := HexAt(tt.p); got.String() != tt.want {
			t.Errorf("HexAt(%v) = %s, want %s", tt.p, got, tt.want)
		}
	}
}

func TestSampleOffsets(t *testing.T) {
	// n = 6: cell rows at |y| = 5R/6, 3R/6, R/6 (R = 1/√3). The hex allows
	// |x| ≤ 1 − √3|y|: 0.167, 0.5 and 0.833, so the rows keep 2, 6 and 6
	// of their six cells (cell centres at |x| = 1/12, 3/12, 5/12): 28.
	tests := []struct{ n, want int }{{1, 1}, {6, 28}}
	for _, tt := range tests {
		offs := sampleOffsets(tt.n)
		if len(offs) != tt.want {
			t.Errorf("sampleOffsets(%d): %d points, want %d", tt.n, len(offs), tt.want)
		}
		var sum Pt
		for _, d := range offs {
			if !insideHex(d) {
				t.Errorf("sample %v is outside the hex", d)
			}
			sum.X += d.X
			sum.Y += d.Y
		}
		if math.Abs(sum.X) > 1e-9 || math.Abs(sum.Y) > 1e-9 {
			t.Errorf("samples of n=%d are not centred: sum %v", tt.n, sum)
		}
	}
}

func TestCoverage(t *testing.T) {
	// A polygon covering everything west of x = 3: hex 0103 (centre x = 3)
	// is cut exactly in half, 0102 is wholly in, 0104 wholly out.
	west := []*polygon{newPolygon([][]Pt{square(-10, -10, 3, 10)})}
	s := newSampler(6)
	hexes := []model.Hex{model.MustHex("0102"), model.MustHex("0103"), model.MustHex("0104")}
	got := s.coverage(hexes, west)
	want := map[string]float64{"0102": 1, "0103": 0.5}
	if len(got) != len(want) {
		t.Errorf("coverage = %v, want %v", got, want)
	}
	for id, w := range want {
		if c := got[model.MustHex(id)]; math.Abs(c-w) > 1e-12 {
			t.Errorf("coverage of %s = %g, want %g", id, c, w)
		}
	}
}
