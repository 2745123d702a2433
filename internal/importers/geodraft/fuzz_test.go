package geodraft

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseGeoJSON: any bytes give features or an error, never a panic.
func FuzzParseGeoJSON(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.geojson")
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = ParseGeoJSON(b)
	})
}

// FuzzParseConfig: a draft config is outside input too.
func FuzzParseConfig(f *testing.F) {
	for _, p := range []string{"testdata/draft.json", "../../../data/1994/map-draft.json"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = ParseConfig(b)
	})
}
