package geodraft

import (
	"fmt"
	"math"
	"strconv"

	"github.com/bfgdata/bfgdata/model"
)

// Kilometres per degree used by the projection: a degree of longitude at the
// equator and a degree of latitude. They make the fitted coefficients
// readable as "hexes per kilometre".
const (
	kmPerDegLon = 111.32
	kmPerDegLat = 110.57
)

// Projection flattens lon/lat to kilometres with a single reference
// latitude: px = lon·cos(φ0)·111.32, py = lat·110.57. Over a map a thousand
// kilometres tall this is crude, but the affine fit absorbs most of it, and
// being linear it keeps the whole georeference affine and invertible.
type Projection struct {
	RefLatitude float64 // φ0 in degrees
}

func (p Projection) lonScale() float64 {
	return math.Cos(p.RefLatitude*math.Pi/180) * kmPerDegLon
}

// Forward projects lon/lat to kilometres.
func (p Projection) Forward(ll LonLat) Pt {
	return Pt{X: ll.Lon * p.lonScale(), Y: ll.Lat * kmPerDegLat}
}

// Inverse turns projected kilometres back into lon/lat.
func (p Projection) Inverse(q Pt) LonLat {
	return LonLat{Lon: q.X / p.lonScale(), Lat: q.Y / kmPerDegLat}
}

// Georef maps lon/lat into the hex plane and back:
//
//	x = A[0][0]·px + A[0][1]·py + C[0]
//	y = A[1][0]·px + A[1][1]·py + C[1]
//
// with (px, py) the projected kilometres.
type Georef struct {
	Projection Projection
	A          [2][2]float64
	C          [2]float64
}

// ToPlane carries a lon/lat position into the hex plane.
func (g Georef) ToPlane(ll LonLat) Pt {
	p := g.Projection.Forward(ll)
	return Pt{
		X: g.A[0][0]*p.X + g.A[0][1]*p.Y + g.C[0],
		Y: g.A[1][0]*p.X + g.A[1][1]*p.Y + g.C[1],
	}
}

// ToLonLat carries a point of the hex plane back to lon/lat.
func (g Georef) ToLonLat(q Pt) LonLat {
	det := g.A[0][0]*g.A[1][1] - g.A[0][1]*g.A[1][0]
	dx, dy := q.X-g.C[0], q.Y-g.C[1]
	p := Pt{
		X: (g.A[1][1]*dx - g.A[0][1]*dy) / det,
		Y: (-g.A[1][0]*dx + g.A[0][0]*dy) / det,
	}
	return g.Projection.Inverse(p)
}

// HexLonLat returns the lon/lat of the centre of h.
func (g Georef) HexLonLat(h model.Hex) LonLat { return g.ToLonLat(Centre(h)) }

// Formula writes the georeference as the two equations and the projection,
// rounded to the digits that matter at map scale.
func (g Georef) Formula() string {
	return fmt.Sprintf("x = %s px %s py %s, y = %s px %s py %s, with px = lon·cos(%g°)·%g km and py = lat·%g km",
		coef(g.A[0][0], 6, false), coef(g.A[0][1], 6, true), coef(g.C[0], 4, true),
		coef(g.A[1][0], 6, false), coef(g.A[1][1], 6, true), coef(g.C[1], 4, true),
		g.Projection.RefLatitude, kmPerDegLon, kmPerDegLat)
}

// coef formats v with the given decimals, signed ("+ 0.5", "- 0.5") when
// it continues a sum. Values that round to zero print as 0, never -0.
func coef(v float64, decimals int, signed bool) string {
	scale := math.Pow(10, float64(decimals))
	v = math.Round(v*scale) / scale
	if v == 0 {
		v = 0 // turns -0 into 0
	}
	if !signed {
		return strconv.FormatFloat(v, 'f', decimals, 64)
	}
	if v < 0 {
		return "- " + strconv.FormatFloat(-v, 'f', decimals, 64)
	}
	return "+ " + strconv.FormatFloat(v, 'f', decimals, 64)
}

// Anchor ties a hex to a place: the hex's centre should land on Lon/Lat.
type Anchor struct {
	Hex  model.Hex `json:"hex"`
	Name string    `json:"name,omitempty"`
	Lon  float64   `json:"lon"`
	Lat  float64   `json:"lat"`
}

// AnchorFit is how well the fitted georeference places one anchor.
type AnchorFit struct {
	Anchor
	// At is where the anchor's lon/lat lands in the plane, and Lands the
	// hex that contains that point.
	At    Pt
	Lands model.Hex
	// Residual is the distance in hexes from At to the anchor hex's centre.
	Residual float64
}

// Fit is a least-squares georeference and its residuals.
type Fit struct {
	Georef  Georef
	Anchors []AnchorFit
	RMS     float64 // root mean square of the residuals, in hexes
}

// FitAnchors fits the affine map from projected lon/lat to the hex plane
// that minimises the squared distances between the anchors' hex centres and
// where their lon/lat land. It needs three anchors not on one line.
func FitAnchors(proj Projection, anchors []Anchor) (Fit, error) {
	if len(anchors) < 3 {
		return Fit{}, fmt.Errorf("a fit needs at least 3 anchors, got %d", len(anchors))
	}
	seen := map[model.Hex]int{}
	for i, a := range anchors {
		if j, dup := seen[a.Hex]; dup {
			return Fit{}, fmt.Errorf("anchors %d and %d both tie hex %s to a place; each anchor needs a hex of its own", j+1, i+1, a.Hex)
		}
		seen[a.Hex] = i
	}
	src := make([]Pt, len(anchors))
	dst := make([]Pt, len(anchors))
	var mean Pt
	for i, a := range anchors {
		src[i] = proj.Forward(LonLat{a.Lon, a.Lat})
		dst[i] = Centre(a.Hex)
		mean.X += src[i].X / float64(len(anchors))
		mean.Y += src[i].Y / float64(len(anchors))
	}
	// Centre the inputs before forming the normal equations: projected
	// kilometres are in the thousands and their spread in the hundreds, so
	// this keeps the 2×2 system well conditioned.
	var suu, suv, svv, sux, svx, suy, svy, mx, my float64
	for i := range src {
		u, v := src[i].X-mean.X, src[i].Y-mean.Y
		suu += u * u
		suv += u * v
		svv += v * v
		sux += u * dst[i].X
		svx += v * dst[i].X
		suy += u * dst[i].Y
		svy += v * dst[i].Y
		mx += dst[i].X / float64(len(src))
		my += dst[i].Y / float64(len(src))
	}
	// Anchor hexes on one line (or on one hex) would give a map that
	// squashes the plane onto that line, every point landing on it and the
	// residuals saying nothing.
	if collinear(dst, mx, my) {
		return Fit{}, fmt.Errorf("the anchor hexes lie on one line, so they cannot fix a georeference; add an anchor hex off that line")
	}
	det := suu*svv - suv*suv
	if det <= 1e-9*(suu*svv) || det == 0 {
		return Fit{}, fmt.Errorf("the anchors lie on one line (or on one point), so they cannot fix a georeference; add an anchor off that line")
	}
	solve := func(bu, bv float64) (float64, float64) {
		return (bu*svv - bv*suv) / det, (bv*suu - bu*suv) / det
	}
	var g Georef
	g.Projection = proj
	g.A[0][0], g.A[0][1] = solve(sux, svx)
	g.A[1][0], g.A[1][1] = solve(suy, svy)
	g.C[0] = mx - g.A[0][0]*mean.X - g.A[0][1]*mean.Y
	g.C[1] = my - g.A[1][0]*mean.X - g.A[1][1]*mean.Y

	fit := Fit{Georef: g, Anchors: make([]AnchorFit, len(anchors))}
	var sum2 float64
	for i, a := range anchors {
		at := g.ToPlane(LonLat{a.Lon, a.Lat})
		r := math.Hypot(at.X-dst[i].X, at.Y-dst[i].Y)
		fit.Anchors[i] = AnchorFit{Anchor: a, At: at, Lands: HexAt(at), Residual: r}
		sum2 += r * r
	}
	fit.RMS = math.Sqrt(sum2 / float64(len(anchors)))
	return fit, nil
}

// collinear reports whether points with mean (mx, my) lie on one line.
func collinear(ps []Pt, mx, my float64) bool {
	var sxx, sxy, syy float64
	for _, p := range ps {
		x, y := p.X-mx, p.Y-my
		sxx += x * x
		sxy += x * y
		syy += y * y
	}
	d := sxx*syy - sxy*sxy
	return d <= 1e-9*(sxx*syy) || d == 0
}
