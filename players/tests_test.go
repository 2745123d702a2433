package players_test

import (
	"math"
	"testing"

	"github.com/bfgdata/bfgdata/players"
)

// The two-proportion z-test against values worked by hand:
// z = |p1-p2| / sqrt(p(1-p)(1/n1+1/n2)), p = erfc(z/√2).
func TestTwoProportionP(t *testing.T) {
	for _, tc := range []struct {
		x1, n1, x2, n2 int
		p              float64
		ok             bool
	}{
		{50, 100, 50, 100, 1, true},
		{60, 100, 40, 100, 0.004678, true}, // pooled 0.5, se 0.0707, z 2.828
		{45, 90, 40, 100, 0.1663, true},    // pooled 0.4474, se 0.07224, z 1.384
		{0, 10, 0, 20, 1, true},            // both all one way
		{10, 10, 0, 10, 0.0000077, true},   // z = 1/sqrt(0.25*0.2) = 4.472
		{3, 0, 1, 5, 0, false},
	} {
		p, ok := players.TwoProportionP(tc.x1, tc.n1, tc.x2, tc.n2)
		if ok != tc.ok || math.Abs(p-tc.p) > 1e-3*max(tc.p, 0.01) {
			t.Errorf("%d/%d against %d/%d: p %.7f %v, want %.7f %v", tc.x1, tc.n1, tc.x2, tc.n2, p, ok, tc.p, tc.ok)
		}
	}
}

// Welch's t-test against values from Student's t tables (the two-sided
// tail at t and df Welch–Satterthwaite gives).
func TestWelchP(t *testing.T) {
	for _, tc := range []struct {
		m1, s1 float64
		n1     int
		m2, s2 float64
		n2     int
		p      float64
		ok     bool
	}{
		// t 2.0, df 18 (equal spreads and sizes): two-sided 0.0608
		{11 + 2*math.Sqrt(0.2), 1, 10, 11, 1, 10, 0.0608, true},
		// t 2.228, df 10: the table's 5% point
		{10 + 2.228*math.Sqrt(2.0/6), 1, 6, 10, 1, 6, 0.05, true},
		// a large sample: t 1.96 is near the normal's 5%
		{1.96 * math.Sqrt(2.0/5000), 1, 5000, 0, 1, 5000, 0.05, true},
		// unequal spreads: v1 = 4/5, v2 = 1/10, t = 3/0.9487 = 3.162,
		// df = 0.81/(0.16+0.00111) = 5.03: two-sided about 0.0248
		{13, 2, 5, 10, 1, 10, 0.0248, true},
		{5, 0, 4, 5, 0, 4, 1, true},
		{5, 0, 4, 6, 0, 4, 0, true},
		{5, 1, 1, 5, 1, 9, 0, false},
	} {
		p, ok := players.WelchP(players.Spread{Mean: tc.m1, SD: tc.s1}, tc.n1, players.Spread{Mean: tc.m2, SD: tc.s2}, tc.n2)
		if ok != tc.ok || math.Abs(p-tc.p) > 1e-3 {
			t.Errorf("%.3f±%.1f (%d) against %.3f±%.1f (%d): p %.4f %v, want %.4f %v", tc.m1, tc.s1, tc.n1, tc.m2, tc.s2, tc.n2, p, ok, tc.p, tc.ok)
		}
	}
}
