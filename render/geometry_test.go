package render

import (
	"math"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func near(a, b point) bool { return math.Abs(a.X-b.X) < 0.02 && math.Abs(a.Y-b.Y) < 0.02 }

func TestNeighboursAreOneHexApart(t *testing.T) {
	l := newLayout(&model.Map{Grid: model.NewGrid(39, 26)}, DefaultHexSize)
	for _, h := range []model.Hex{model.MustHex("2105"), model.MustHex("2205"), model.MustHex("0101"), model.MustHex("3926")} {
		for _, n := range h.Neighbours() {
			d := l.centre(n).Sub(l.centre(h))
			if got := math.Hypot(d.X, d.Y); math.Abs(got-hexWidth) > 0.02 {
				t.Errorf("%s to %s: %.3f units apart, want %v", h, n, got, hexWidth)
			}
		}
	}
}

func TestNorthIsUpAndEvenRowsSitEast(t *testing.T) {
	l := newLayout(&model.Map{Grid: model.NewGrid(39, 26)}, DefaultHexSize)
	tests := []struct {
		a, b   string
		dx, dy float64 // sign of b minus a on the page
		what   string
	}{
		{"0101", "0201", 1, -1, "row 02 is north (up) and half a hex east of row 01"},
		{"2105", "2106", 1, 0, "the next column is east"},
		{"2205", "2105", -1, 1, "2105 lies south-west of 2205"},
		{"0926", "1026", 1, -1, "even row 10 sits east of odd row 09"},
	}
	for _, tt := range tests {
		d := l.centre(model.MustHex(tt.b)).Sub(l.centre(model.MustHex(tt.a)))
		if math.Copysign(1, d.X) != tt.dx || (tt.dy == 0) != (d.Y == 0) || (tt.dy != 0 && math.Copysign(1, d.Y) != tt.dy) {
			t.Errorf("%s: %s -> %s moves by %v", tt.what, tt.a, tt.b, d)
		}
	}
}

// Each hexside must lie exactly on the edge the two hexes share: both ends
// are corners of both hexes. This also checks, for every direction and row
// parity, that the side numbering used for zone outlines matches.
func TestHexsideEndsAreSharedCorners(t *testing.T) {
	l := newLayout(&model.Map{Grid: model.NewGrid(10, 10)}, DefaultHexSize)
	for _, h := range []model.Hex{model.MustHex("0505"), model.MustHex("0605")} {
		for side, dir := range sideDirections {
			n, _ := h.Step(dir)
			if got := neighbourAcrossSide(h, side); got != n {
				t.Fatalf("side %d of %s faces %s, want %s", side, h, got, n)
			}
			p, q := l.hexsideEnds(h, n)
			a, b := l.corner(h, side), l.corner(h, side+1)
			if !(near(p, a) && near(q, b)) && !(near(p, b) && near(q, a)) {
				t.Errorf("%s/%s (%s): ends %v %v, want corners %v %v", h, n, dir, p, q, a, b)
			}
			for _, e := range []point{p, q} {
				shared := false
				for i := range 6 {
					shared = shared || near(e, l.corner(n, i))
				}
				if !shared {
					t.Errorf("%s/%s: end %v is not a corner of %s", h, n, e, n)
				}
			}
		}
	}
}

func TestPrintSize(t *testing.T) {
	tests := []struct {
		rows, cols int
		hexSize    float64
		mapW, mapH float64 // inches
	}{
		{39, 26, 0, 19.875, 25.548},
		{35, 26, 0, 19.875, 22.950},
		{39, 26, 1, 26.5, 34.064},
		{6, 7, 0.6, 4.5, 3.291},
	}
	for _, tt := range tests {
		size, err := Options{HexSize: tt.hexSize}.hexSize()
		if err != nil {
			t.Fatal(err)
		}
		l := newLayout(&model.Map{Grid: model.NewGrid(tt.rows, tt.cols)}, size)
		if w, h := l.inches(l.mapW), l.inches(l.mapH); math.Abs(w-tt.mapW) > 0.001 || math.Abs(h-tt.mapH) > 0.001 {
			t.Errorf("%dx%d at %v in: map %.3f x %.3f in, want %.3f x %.3f", tt.rows, tt.cols, size, w, h, tt.mapW, tt.mapH)
		}
	}
}

func TestChainSegments(t *testing.T) {
	p := func(x float64) point { return point{X: x, Y: 0} }
	tests := []struct {
		name  string
		segs  [][2]point
		lines int
		pts   int
	}{
		{"one open line given out of order", [][2]point{{p(1), p(2)}, {p(0), p(1)}, {p(3), p(2)}}, 1, 4},
		{"two separate lines", [][2]point{{p(0), p(1)}, {p(5), p(6)}}, 2, 4},
		{"a closed loop", [][2]point{{{X: 0, Y: 0}, {X: 1, Y: 0}}, {{X: 1, Y: 0}, {X: 1, Y: 1}}, {{X: 1, Y: 1}, {X: 0, Y: 0}}}, 1, 4},
		{"nothing", nil, 0, 0},
	}
	for _, tt := range tests {
		lines := chainSegments(tt.segs)
		n := 0
		for _, l := range lines {
			n += len(l)
		}
		if len(lines) != tt.lines || n != tt.pts {
			t.Errorf("%s: %d lines of %d points in all, want %d of %d: %v", tt.name, len(lines), n, tt.lines, tt.pts, lines)
		}
	}
}

func TestStackOffsetsStayInsideTheHex(t *testing.T) {
	for n := 1; n <= 6; n++ {
		offsets, scale := stackOffsets(n)
		half := CounterSize * scale / 2
		for i, o := range offsets {
			for j, q := range offsets[:i] {
				if math.Abs(o.X-q.X) < 2*half && math.Abs(o.Y-q.Y) < 2*half {
					t.Errorf("%d units: counters %d and %d overlap", n, j, i)
				}
			}
			if math.Abs(o.X)+half > hexWidth/2+0.01 {
				t.Errorf("%d units: counter %d sticks out sideways", n, i)
			}
		}
	}
}
