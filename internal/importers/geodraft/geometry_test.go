package geodraft

import (
	"math"
	"testing"
)

// square returns the ring of an axis-aligned square.
func square(x0, y0, x1, y1 float64) []Pt {
	return []Pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
}

func TestPolygonContains(t *testing.T) {
	// A 4×4 square with a 2×2 hole in the middle.
	pg := newPolygon([][]Pt{square(0, 0, 4, 4), square(1, 1, 3, 3)})
	tests := []struct {
		p    Pt
		want bool
	}{
		{Pt{0.5, 0.5}, true},
		{Pt{3.5, 2}, true},
		{Pt{2, 2}, false},  // in the hole
		{Pt{5, 2}, false},  // east of the square
		{Pt{2, -1}, false}, // south of it
		{Pt{0.5, 3.9}, true},
	}
	for _, tt := range tests {
		if got := pg.contains(tt.p); got != tt.want {
			t.Errorf("contains(%v) = %v, want %v", tt.p, got, tt.want)
		}
	}
}

func TestPolygonContainsManyEdges(t *testing.T) {
	// A circle of 400 edges exercises the band index: points just inside
	// and just outside the rim at several angles.
	var ring []Pt
	for i := 0; i <= 400; i++ {
		a := 2 * math.Pi * float64(i) / 400
		ring = append(ring, Pt{10 * math.Cos(a), 10 * math.Sin(a)})
	}
	pg := newPolygon([][]Pt{ring})
	for _, deg := range []float64{3, 47, 91, 180, 222, 271, 359} {
		a := deg * math.Pi / 180
		in, out := Pt{9.9 * math.Cos(a), 9.9 * math.Sin(a)}, Pt{10.1 * math.Cos(a), 10.1 * math.Sin(a)}
		if !pg.contains(in) || pg.contains(out) {
			t.Errorf("at %g°: contains(inside)=%v contains(outside)=%v", deg, pg.contains(in), pg.contains(out))
		}
	}
}

func TestSegmentHit(t *testing.T) {
	tests := []struct {
		name   string
		p, p2  Pt
		q, q2  Pt
		wantOK bool
		wantT  float64
	}{
		{"crossing in the middle", Pt{0, 0}, Pt{2, 0}, Pt{1, -1}, Pt{1, 1}, true, 0.5},
		{"crossing a quarter along", Pt{0, 0}, Pt{4, 0}, Pt{1, -1}, Pt{1, 1}, true, 0.25},
		{"other segment too short", Pt{0, 0}, Pt{2, 0}, Pt{1, 0.5}, Pt{1, 1}, false, 0},
		{"parallel", Pt{0, 0}, Pt{2, 0}, Pt{0, 1}, Pt{2, 1}, false, 0},
		{"collinear overlap counts as no crossing", Pt{0, 0}, Pt{2, 0}, Pt{1, 0}, Pt{3, 0}, false, 0},
	}
	for _, tt := range tests {
		gotT, ok := segmentHit(tt.p, tt.p2, tt.q, tt.q2)
		if ok != tt.wantOK || (ok && math.Abs(gotT-tt.wantT) > 1e-12) {
			t.Errorf("%s: got (%g, %v), want (%g, %v)", tt.name, gotT, ok, tt.wantT, tt.wantOK)
		}
	}
}

func TestFractionInside(t *testing.T) {
	lake := []*polygon{newPolygon([][]Pt{square(1, -1, 2, 1)})}
	tests := []struct {
		name string
		a, b Pt
		want float64
	}{
		{"a quarter of the segment in water", Pt{0, 0}, Pt{4, 0}, 0.25},
		{"all in water", Pt{1.2, 0}, Pt{1.8, 0}, 1},
		{"dry", Pt{3, 0}, Pt{4, 0}, 0},
		{"from inside out", Pt{1.5, 0}, Pt{2.5, 0}, 0.5},
	}
	for _, tt := range tests {
		if got := fractionInside(lake, tt.a, tt.b); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: %g, want %g", tt.name, got, tt.want)
		}
	}
	two := []*polygon{newPolygon([][]Pt{square(1, -1, 2, 1)}), newPolygon([][]Pt{square(3, -1, 3.5, 1)})}
	if got := fractionInside(two, Pt{0, 0}, Pt{4, 0}); math.Abs(got-0.375) > 1e-9 {
		t.Errorf("two lakes: %g, want 0.375", got)
	}
}

func TestPolylineCrosses(t *testing.T) {
	river := newPolyline([]Pt{{0, -1}, {1, 1}, {2, -1}})
	tests := []struct {
		name string
		a, b Pt
		want bool
	}{
		{"between two centres", Pt{0, 0}, Pt{1, 0}, true},
		{"past the river's end", Pt{3, 0}, Pt{4, 0}, false},
		{"through an end only", Pt{1, 1}, Pt{1, 2}, false},
		{"far away", Pt{10, 10}, Pt{11, 10}, false},
	}
	for _, tt := range tests {
		if got := river.crosses(tt.a, tt.b); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
