package geodraft

import (
	"fmt"
	"io/fs"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

// planeFeature is a GeoJSON feature carried into the hex plane.
type planeFeature struct {
	index  int // position in its file, for messages
	props  map[string]any
	kind   GeometryKind
	areas  []*polygon
	lines  []polyline
	points []Pt
}

// layers reads GeoJSON files from the caller's directory, carries them into
// the hex plane once, and keeps them for every rule that names the file.
// Features wholly off the grid are dropped on reading; they cannot touch a
// hex and would only cost time.
type layers struct {
	fsys  fs.FS
	g     Georef
	clip  box
	cache map[string][]planeFeature
}

func newLayers(fsys fs.FS, g Georef, clip box) *layers {
	return &layers{fsys: fsys, g: g, clip: clip, cache: map[string][]planeFeature{}}
}

// file returns the features of one file, in file order.
func (l *layers) file(name string) ([]planeFeature, error) {
	if cached, ok := l.cache[name]; ok {
		return cached, nil
	}
	raw, err := fileio.ReadFile(l.fsys, name, MaxInputSize)
	if err != nil {
		return nil, err
	}
	feats, err := ParseGeoJSON(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out []planeFeature
	for i, f := range feats {
		pf := l.toPlane(i, f)
		if pf.kind != KindNone {
			out = append(out, pf)
		}
	}
	l.cache[name] = out
	return out, nil
}

// toPlane carries a feature into the plane. A feature with no part near
// the grid comes back with kind KindNone.
func (l *layers) toPlane(i int, f Feature) planeFeature {
	pf := planeFeature{index: i, props: f.Properties}
	conv := func(lls []LonLat) []Pt {
		pts := make([]Pt, len(lls))
		for k, ll := range lls {
			pts[k] = l.g.ToPlane(ll)
		}
		return pts
	}
	switch f.Geometry.Kind {
	case KindArea:
		for _, poly := range f.Geometry.Polygons {
			rings := make([][]Pt, len(poly))
			for k, ring := range poly {
				rings[k] = conv(ring)
			}
			if pg := newPolygon(rings); len(pg.edges) > 0 && pg.bounds.overlaps(l.clip) {
				pf.areas = append(pf.areas, pg)
			}
		}
		if len(pf.areas) > 0 {
			pf.kind = KindArea
		}
	case KindLine:
		for _, line := range f.Geometry.Lines {
			if pl := newPolyline(conv(line)); len(pl.pts) > 1 && pl.bounds.overlaps(l.clip) {
				pf.lines = append(pf.lines, pl)
			}
		}
		if len(pf.lines) > 0 {
			pf.kind = KindLine
		}
	case KindPoint:
		for _, p := range conv(f.Geometry.Points) {
			if l.clip.contains(p) {
				pf.points = append(pf.points, p)
			}
		}
		if len(pf.points) > 0 {
			pf.kind = KindPoint
		}
	}
	return pf
}

// selectFeatures returns the features of a file that have the wanted kind
// of geometry and meet where.
func (l *layers) selectFeatures(name string, kind GeometryKind, where Where) ([]planeFeature, error) {
	all, err := l.file(name)
	if err != nil {
		return nil, err
	}
	var out []planeFeature
	for _, f := range all {
		if f.kind == kind && where.Match(f.props) {
			out = append(out, f)
		}
	}
	return out, nil
}

// polygonsOf gathers the polygons of features.
func polygonsOf(feats []planeFeature) []*polygon {
	var out []*polygon
	for _, f := range feats {
		out = append(out, f.areas...)
	}
	return out
}
