package zonedraft

import (
	"path/filepath"
	"testing"
)

// BenchmarkDraftTiny drafts the made-up geography of the tests: the cost of
// the draft itself, without reading files.
func BenchmarkDraftTiny(b *testing.B) {
	cfg := tinyConfig()
	for b.Loop() {
		if _, _, err := Draft(cfg, tinyBase(), tinyGeo); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDraftBerlin drafts Berlin 1945 from the real geography
// (BFGDATA_GEO), reading and parsing the GeoJSON files every time.
func BenchmarkDraftBerlin(b *testing.B) {
	geo := geoDir(b)
	cfgPath := filepath.Join("..", "..", "..", "data", "berlin-1945", "zone-draft.json")
	for b.Loop() {
		if _, _, err := DraftFiles(cfgPath, geo); err != nil {
			b.Fatal(err)
		}
	}
}
