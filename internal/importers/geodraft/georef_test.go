package geodraft

import (
	"math"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// trueMap is the georeference the fit tests hide in their anchors:
//
//	x = px/50 + py/500 − 10,  y = py/50 − 100
//
// inverted by hand: py = 50(y + 100), px = 50(x + 10 − py/500).
func trueLonLat(proj Projection, p Pt) LonLat {
	py := 50 * (p.Y + 100)
	px := 50 * (p.X + 10 - py/500)
	return LonLat{Lon: px / (math.Cos(proj.RefLatitude*math.Pi/180) * 111.32), Lat: py / 110.57}
}

func anchorAt(proj Projection, hex string, off Pt) Anchor {
	h := model.MustHex(hex)
	c := Centre(h)
	ll := trueLonLat(proj, Pt{c.X + off.X, c.Y + off.Y})
	return Anchor{Hex: h, Name: hex, Lon: ll.Lon, Lat: ll.Lat}
}

func TestFitExactAnchors(t *testing.T) {
	proj := Projection{RefLatitude: 50}
	var anchors []Anchor
	for _, h := range []string{"2613", "1617", "2623", "2104", "3723"} {
		anchors = append(anchors, anchorAt(proj, h, Pt{}))
	}
	fit, err := FitAnchors(proj, anchors)
	if err != nil {
		t.Fatal(err)
	}
	want := Georef{Projection: proj, A: [2][2]float64{{1.0 / 50, 1.0 / 500}, {0, 1.0 / 50}}, C: [2]float64{-10, -100}}
	for i := range 2 {
		for j := range 2 {
			if math.Abs(fit.Georef.A[i][j]-want.A[i][j]) > 1e-12 {
				t.Errorf("A[%d][%d] = %g, want %g", i, j, fit.Georef.A[i][j], want.A[i][j])
			}
		}
		if math.Abs(fit.Georef.C[i]-want.C[i]) > 1e-8 {
			t.Errorf("C[%d] = %g, want %g", i, fit.Georef.C[i], want.C[i])
		}
	}
	if fit.RMS > 1e-9 {
		t.Errorf("RMS = %g, want 0", fit.RMS)
	}
	for _, a := range fit.Anchors {
		if a.Residual > 1e-9 || a.Lands != a.Hex {
			t.Errorf("anchor %s: residual %g, lands on %s", a.Hex, a.Residual, a.Lands)
		}
	}
}

func TestFitNoisyAnchors(t *testing.T) {
	// Four anchors whose lon/lat land a quarter hex east or west of their
	// hex centres: +, −, −, + on 1001 (1.5, 8.66), 1003 (3.5, 8.66),
	// 1101 (1.0, 9.53), 1102 (2.0, 9.53). With residuals n, least squares
	// keeps the true map when n is orthogonal to 1, x and y of the landed
	// points: Σn = 0; Σn·y = 0 since the signs cancel within each row;
	// Σn·x = 0.25(1.5 − 3.5 − 1.0 + 2.0) + 4·0.25² = −0.25 + 0.25 = 0.
	// So every residual is 0.25 hex and the RMS is 0.25.
	proj := Projection{RefLatitude: 50}
	anchors := []Anchor{
		anchorAt(proj, "1001", Pt{0.25, 0}),
		anchorAt(proj, "1003", Pt{-0.25, 0}),
		anchorAt(proj, "1101", Pt{-0.25, 0}),
		anchorAt(proj, "1102", Pt{0.25, 0}),
	}
	fit, err := FitAnchors(proj, anchors)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(fit.RMS-0.25) > 1e-9 {
		t.Errorf("RMS = %.12f, want 0.25", fit.RMS)
	}
	for _, a := range fit.Anchors {
		if math.Abs(a.Residual-0.25) > 1e-9 {
			t.Errorf("anchor %s: residual %g, want 0.25", a.Hex, a.Residual)
		}
		if a.Lands != a.Hex {
			t.Errorf("anchor %s lands on %s", a.Hex, a.Lands)
		}
	}
	if math.Abs(fit.Georef.A[0][1]-1.0/500) > 1e-12 {
		t.Errorf("the shear term should be recovered exactly, got %g", fit.Georef.A[0][1])
	}
}

func TestFitRejectsTooFewOrCollinearAnchors(t *testing.T) {
	proj := Projection{RefLatitude: 50}
	tests := []struct {
		name    string
		hexes   []string
		wantErr string
	}{
		{"two anchors", []string{"0101", "0505"}, "at least 3"},
		{"one row", []string{"0101", "0105", "0109"}, "on one line"},
		{"one hex three times", []string{"0101", "0101", "0101"}, "hex of its own"},
	}
	for _, tt := range tests {
		var anchors []Anchor
		for _, h := range tt.hexes {
			anchors = append(anchors, anchorAt(proj, h, Pt{}))
		}
		if _, err := FitAnchors(proj, anchors); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.wantErr)
		}
	}
}

// Places that span the plane but hexes that do not: the fit would squash
// the map onto a line with no residual to show it.
func TestFitRejectsDegenerateHexes(t *testing.T) {
	proj := Projection{RefLatitude: 50}
	tests := []struct {
		name    string
		anchors []Anchor
		wantErr string
	}{
		{"one hex at two places", []Anchor{
			{Hex: model.MustHex("0505"), Lon: 10, Lat: 50}, {Hex: model.MustHex("0505"), Lon: 12, Lat: 51}, {Hex: model.MustHex("0909"), Lon: 14, Lat: 49},
		}, "hex of its own"},
		{"hexes in one row, places in a triangle", []Anchor{
			{Hex: model.MustHex("0501"), Lon: 10, Lat: 50}, {Hex: model.MustHex("0505"), Lon: 12, Lat: 52}, {Hex: model.MustHex("0509"), Lon: 14, Lat: 49},
		}, "anchor hexes lie on one line"},
	}
	for _, tt := range tests {
		if fit, err := FitAnchors(proj, tt.anchors); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%s: error %v (RMS %.3f), want %q", tt.name, err, fit.RMS, tt.wantErr)
		}
	}
}

func TestGeorefRoundTrip(t *testing.T) {
	g := Georef{
		Projection: Projection{RefLatitude: 50},
		A:          [2][2]float64{{0.018982, -0.000711}, {0.000926, 0.020026}},
		C:          [2]float64{-0.6514, -94.2542},
	}
	for _, ll := range []LonLat{{13.4, 52.52}, {16.37, 48.21}, {6.08, 50.78}, {21.01, 56.50}} {
		back := g.ToLonLat(g.ToPlane(ll))
		if math.Abs(back.Lon-ll.Lon) > 1e-9 || math.Abs(back.Lat-ll.Lat) > 1e-9 {
			t.Errorf("%v comes back as %v", ll, back)
		}
	}
	// The published coefficients put Berlin and Vienna on 2613 and 1617.
	for _, tt := range []struct {
		ll   LonLat
		want string
	}{{LonLat{13.40, 52.52}, "2613"}, {LonLat{16.37, 48.21}, "1617"}} {
		if got := HexAt(g.ToPlane(tt.ll)); got.String() != tt.want {
			t.Errorf("%v lands on %s, want %s", tt.ll, got, tt.want)
		}
	}
}
