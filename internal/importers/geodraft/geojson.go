package geodraft

import (
	"encoding/json"
	"fmt"
)

// LonLat is a GeoJSON position: longitude then latitude, in degrees.
type LonLat struct{ Lon, Lat float64 }

// Geometry is a GeoJSON geometry reduced to the three shapes a map draft
// uses. Exactly one of the slices is filled, by Kind.
type Geometry struct {
	Kind     GeometryKind
	Polygons [][][]LonLat // polygons, each a list of rings (outer first, then holes)
	Lines    [][]LonLat   // line strings
	Points   []LonLat
}

// GeometryKind groups GeoJSON geometry types by what a draft does with them.
type GeometryKind int

// The kinds of geometry.
const (
	KindNone  GeometryKind = iota // a feature with a null geometry
	KindArea                      // Polygon, MultiPolygon
	KindLine                      // LineString, MultiLineString
	KindPoint                     // Point, MultiPoint
)

func (k GeometryKind) String() string {
	switch k {
	case KindArea:
		return "area"
	case KindLine:
		return "line"
	case KindPoint:
		return "point"
	}
	return "none"
}

// Feature is one GeoJSON feature: its geometry and its properties as
// decoded by encoding/json (strings, float64, bool, nil, ...).
type Feature struct {
	Geometry   Geometry
	Properties map[string]any
}

// ParseGeoJSON reads a FeatureCollection, a single Feature or a bare
// geometry. Errors say which feature and what is wrong; the caller adds the
// file name.
func ParseGeoJSON(data []byte) ([]Feature, error) {
	var head struct {
		Type       string            `json:"type"`
		Features   []json.RawMessage `json:"features"`
		Geometry   json.RawMessage   `json:"geometry"`
		Properties map[string]any    `json:"properties"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("not GeoJSON: %w", err)
	}
	switch head.Type {
	case "FeatureCollection":
		out := make([]Feature, 0, len(head.Features))
		for i, raw := range head.Features {
			f, err := parseFeature(raw)
			if err != nil {
				return nil, fmt.Errorf("feature %d: %w", i, err)
			}
			out = append(out, f)
		}
		return out, nil
	case "Feature":
		f, err := parseFeature(data)
		if err != nil {
			return nil, err
		}
		return []Feature{f}, nil
	case "":
		return nil, fmt.Errorf(`not GeoJSON: no "type" member`)
	default:
		g, err := parseGeometry(data)
		if err != nil {
			return nil, err
		}
		return []Feature{{Geometry: g, Properties: map[string]any{}}}, nil
	}
}

func parseFeature(raw []byte) (Feature, error) {
	var f struct {
		Type       string          `json:"type"`
		Geometry   json.RawMessage `json:"geometry"`
		Properties map[string]any  `json:"properties"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return Feature{}, err
	}
	if f.Type != "Feature" {
		return Feature{}, fmt.Errorf(`type is %q, want "Feature"`, f.Type)
	}
	out := Feature{Properties: f.Properties}
	if out.Properties == nil {
		out.Properties = map[string]any{}
	}
	if len(f.Geometry) == 0 || string(f.Geometry) == "null" {
		return out, nil
	}
	g, err := parseGeometry(f.Geometry)
	if err != nil {
		return Feature{}, err
	}
	out.Geometry = g
	return out, nil
}

func parseGeometry(raw []byte) (Geometry, error) {
	var g struct {
		Type        string          `json:"type"`
		Coordinates json.RawMessage `json:"coordinates"`
	}
	if err := json.Unmarshal(raw, &g); err != nil {
		return Geometry{}, fmt.Errorf("geometry: %w", err)
	}
	bad := func(err error) (Geometry, error) {
		return Geometry{}, fmt.Errorf("%s coordinates: %w", g.Type, err)
	}
	switch g.Type {
	case "Point":
		var c []float64
		if err := json.Unmarshal(g.Coordinates, &c); err != nil {
			return bad(err)
		}
		p, err := position(c)
		if err != nil {
			return bad(err)
		}
		return Geometry{Kind: KindPoint, Points: []LonLat{p}}, nil
	case "MultiPoint", "LineString":
		var c [][]float64
		if err := json.Unmarshal(g.Coordinates, &c); err != nil {
			return bad(err)
		}
		ps, err := positions(c)
		if err != nil {
			return bad(err)
		}
		if g.Type == "MultiPoint" {
			return Geometry{Kind: KindPoint, Points: ps}, nil
		}
		return Geometry{Kind: KindLine, Lines: [][]LonLat{ps}}, nil
	case "MultiLineString", "Polygon":
		var c [][][]float64
		if err := json.Unmarshal(g.Coordinates, &c); err != nil {
			return bad(err)
		}
		parts := make([][]LonLat, len(c))
		for i, part := range c {
			ps, err := positions(part)
			if err != nil {
				return bad(fmt.Errorf("part %d: %w", i, err))
			}
			parts[i] = ps
		}
		if g.Type == "MultiLineString" {
			return Geometry{Kind: KindLine, Lines: parts}, nil
		}
		return Geometry{Kind: KindArea, Polygons: [][][]LonLat{parts}}, nil
	case "MultiPolygon":
		var c [][][][]float64
		if err := json.Unmarshal(g.Coordinates, &c); err != nil {
			return bad(err)
		}
		polys := make([][][]LonLat, len(c))
		for i, poly := range c {
			for j, ring := range poly {
				ps, err := positions(ring)
				if err != nil {
					return bad(fmt.Errorf("polygon %d ring %d: %w", i, j, err))
				}
				polys[i] = append(polys[i], ps)
			}
		}
		return Geometry{Kind: KindArea, Polygons: polys}, nil
	case "GeometryCollection":
		return Geometry{}, fmt.Errorf("geometry type GeometryCollection is not supported; split it into features")
	default:
		return Geometry{}, fmt.Errorf("unknown geometry type %q", g.Type)
	}
}

func position(c []float64) (LonLat, error) {
	if len(c) < 2 {
		return LonLat{}, fmt.Errorf("a position needs longitude and latitude, got %d numbers", len(c))
	}
	return LonLat{Lon: c[0], Lat: c[1]}, nil
}

func positions(cs [][]float64) ([]LonLat, error) {
	out := make([]LonLat, len(cs))
	for i, c := range cs {
		p, err := position(c)
		if err != nil {
			return nil, fmt.Errorf("position %d: %w", i, err)
		}
		out[i] = p
	}
	return out, nil
}
