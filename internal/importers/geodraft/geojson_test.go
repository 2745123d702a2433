package geodraft

import (
	"strings"
	"testing"
)

func TestParseGeoJSON(t *testing.T) {
	tests := []struct {
		name     string
		doc      string
		features int
		kinds    []GeometryKind
		parts    []int // polygons, lines or points per feature
		wantErr  string
	}{
		{
			name: "collection of every supported type",
			doc: `{"type":"FeatureCollection","features":[
				{"type":"Feature","properties":{"name":"a"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]],[[0.2,0.2],[0.4,0.2],[0.4,0.4],[0.2,0.2]]]}},
				{"type":"Feature","properties":{},"geometry":{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]]],[[[2,2],[3,2],[3,3],[2,2]]]]}},
				{"type":"Feature","properties":null,"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}},
				{"type":"Feature","geometry":{"type":"MultiLineString","coordinates":[[[0,0],[1,1]],[[2,2],[3,3],[4,4]]]}},
				{"type":"Feature","geometry":{"type":"Point","coordinates":[13.4,52.5,34]}},
				{"type":"Feature","geometry":{"type":"MultiPoint","coordinates":[[1,2],[3,4]]}},
				{"type":"Feature","properties":{"x":1},"geometry":null}
			]}`,
			features: 7,
			kinds:    []GeometryKind{KindArea, KindArea, KindLine, KindLine, KindPoint, KindPoint, KindNone},
			parts:    []int{1, 2, 1, 2, 1, 2, 0},
		},
		{
			name:     "single feature",
			doc:      `{"type":"Feature","properties":{"name":"Berlin"},"geometry":{"type":"Point","coordinates":[13.4,52.5]}}`,
			features: 1, kinds: []GeometryKind{KindPoint}, parts: []int{1},
		},
		{
			name:     "bare geometry",
			doc:      `{"type":"LineString","coordinates":[[0,0],[1,1]]}`,
			features: 1, kinds: []GeometryKind{KindLine}, parts: []int{1},
		},
		{name: "not JSON", doc: `{"type":`, wantErr: "not GeoJSON"},
		{name: "no type", doc: `{"features":[]}`, wantErr: `no "type"`},
		{
			name:    "geometry collection",
			doc:     `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"GeometryCollection","geometries":[]}}]}`,
			wantErr: "feature 0: geometry type GeometryCollection is not supported",
		},
		{
			name:    "short position",
			doc:     `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1]}},{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,0],[1]]}}]}`,
			wantErr: "feature 0: Point coordinates: a position needs longitude and latitude",
		},
		{
			name:    "short position inside a line",
			doc:     `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,0],[1]]}}]}`,
			wantErr: "feature 0: LineString coordinates: position 1",
		},
		{
			name:    "member that is not a feature",
			doc:     `{"type":"FeatureCollection","features":[{"type":"Point","coordinates":[1,2]}]}`,
			wantErr: `feature 0: type is "Point", want "Feature"`,
		},
		{
			name:    "unknown geometry",
			doc:     `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Circle","coordinates":[1,2]}}]}`,
			wantErr: `unknown geometry type "Circle"`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs, err := ParseGeoJSON([]byte(tt.doc))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(fs) != tt.features {
				t.Fatalf("%d features, want %d", len(fs), tt.features)
			}
			for i, f := range fs {
				if f.Geometry.Kind != tt.kinds[i] {
					t.Errorf("feature %d kind %v, want %v", i, f.Geometry.Kind, tt.kinds[i])
				}
				n := len(f.Geometry.Polygons) + len(f.Geometry.Lines) + len(f.Geometry.Points)
				if n != tt.parts[i] {
					t.Errorf("feature %d has %d parts, want %d", i, n, tt.parts[i])
				}
				if f.Properties == nil {
					t.Errorf("feature %d: properties should never be nil", i)
				}
			}
		})
	}
}

func TestParseGeoJSONKeepsValues(t *testing.T) {
	fs, err := ParseGeoJSON([]byte(`{"type":"Feature","properties":{"name":"Vienna","pop_max":2400000},"geometry":{"type":"Polygon","coordinates":[[[16,48],[17,48],[17,49],[16,48]],[[16.2,48.1],[16.4,48.1],[16.4,48.3],[16.2,48.1]]]}}`))
	if err != nil {
		t.Fatal(err)
	}
	g := fs[0].Geometry
	if len(g.Polygons[0]) != 2 || g.Polygons[0][1][2] != (LonLat{16.4, 48.3}) {
		t.Errorf("rings not kept: %+v", g.Polygons)
	}
	if fs[0].Properties["name"] != "Vienna" || fs[0].Properties["pop_max"] != 2400000.0 {
		t.Errorf("properties not kept: %v", fs[0].Properties)
	}
}
