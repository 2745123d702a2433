package players_test

import (
	"math"
	"testing"

	"github.com/bfgdata/bfgdata/players"
)

// The Wilson interval against values worked by hand from
// (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), z = 1.96.
func TestNewShare(t *testing.T) {
	for _, tc := range []struct {
		k, n      int
		low, high float64
	}{
		{0, 0, 0, 1},
		{0, 10, 0, 0.2775},        // (1.9207 ± 1.9207)/13.8415 ... upper 3.8415/13.8415
		{10, 10, 0.7225, 1},       // the mirror of 0 of 10
		{5, 10, 0.2366, 0.7634},   // centre 0.5, half 0.2634
		{1, 2, 0.0945, 0.9055},    // centre 0.5, half 0.4055
		{90, 100, 0.8256, 0.9448}, // centre 0.8848, half 0.0596
		{1, 1, 0.2065, 1},
	} {
		s := players.NewShare(tc.k, tc.n)
		if s.Count != tc.k || s.Of != tc.n || math.Abs(s.Low-tc.low) > 5e-4 || math.Abs(s.High-tc.high) > 5e-4 {
			t.Errorf("%d of %d: [%.4f, %.4f], want [%.4f, %.4f]", tc.k, tc.n, s.Low, s.High, tc.low, tc.high)
		}
	}
}

func TestNewSpread(t *testing.T) {
	for _, tc := range []struct {
		xs       []int
		mean, sd float64
	}{
		{nil, 0, 0},
		{[]int{7}, 7, 0},
		{[]int{2, 4, 4, 4, 5, 5, 7, 9}, 5, 2.1381}, // sum of squares 32, /7
		{[]int{0, 10}, 5, 7.0711},                  // sqrt(50)
		{[]int{3, 3, 3}, 3, 0},
	} {
		s := players.NewSpread(tc.xs)
		if math.Abs(s.Mean-tc.mean) > 1e-9 || math.Abs(s.SD-tc.sd) > 5e-5 {
			t.Errorf("%v: %.4f ± %.4f, want %.4f ± %.4f", tc.xs, s.Mean, s.SD, tc.mean, tc.sd)
		}
	}
}
