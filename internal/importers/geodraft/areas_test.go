package geodraft

import (
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/model"
)

// A coast cuts hex 0303 in half (x = 3 is its centre line) and the country
// polygon follows the coast, so the country covers half of the hex but all
// of its land. Measured against the whole hex the country misses a 0.6
// threshold; measured against the land it meets it.
func TestAreaRuleOfLand(t *testing.T) {
	geo := fstest.MapFS{
		"land.geojson": {Data: []byte(`{"type":"FeatureCollection","features":[
{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[3,0],[3,9],[0,9],[0,0]]]}}]}`)},
		"countries.geojson": {Data: []byte(`{"type":"FeatureCollection","features":[
{"type":"Feature","properties":{"ADM0_A3":"WST"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[3,0],[3,9],[0,9],[0,0]]]}}]}`)},
	}
	for _, tt := range []struct {
		ofLand bool
		want   string
	}{{false, ""}, {true, "westland"}} {
		cfg, err := ParseConfig([]byte(minimalConfig))
		if err != nil {
			t.Fatal(err)
		}
		cfg.Land = LandRule{File: "land.geojson", MinFraction: f64(0.4)}
		cfg.Areas = []AreaRule{{File: "countries.geojson", MinFraction: f64(0.6), Country: "westland", OfLand: tt.ofLand}}
		m, _, err := Draft(cfg, geo)
		if err != nil {
			t.Fatal(err)
		}
		info := m.Hexes[model.MustHex("0303")]
		if info.Terrain == "sea" || info.Regions.Country != tt.want {
			t.Errorf("ofLand %v: 0303 is %s in %q, want land in %q", tt.ofLand, info.Terrain, info.Regions.Country, tt.want)
		}
	}
}
