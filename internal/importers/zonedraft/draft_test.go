package zonedraft

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/model/area"
)

// tinyGeo is a made-up geography on the equator (a degree of longitude is
// a degree of latitude there): four towns, two named alike in different
// countries, a north-south "Oder" at x=3 with the east side beyond it, and
// a "Spree" crossing between Alpha and Gamma.
var tinyGeo = fstest.MapFS{
	"towns.geojson": {Data: []byte(`{"type":"FeatureCollection","features":[
 {"type":"Feature","properties":{"name":"Alpha","country":"DE"},"geometry":{"type":"Point","coordinates":[0,0]}},
 {"type":"Feature","properties":{"name":"Twin","country":"DE"},"geometry":{"type":"Point","coordinates":[2,0]}},
 {"type":"Feature","properties":{"name":"Twin","country":"PL"},"geometry":{"type":"Point","coordinates":[9,9]}},
 {"type":"Feature","properties":{"name":"Gamma","country":"DE"},"geometry":{"type":"Point","coordinates":[1,1.5]}}]}`)},
	"rivers.geojson": {Data: []byte(`{"type":"FeatureCollection","features":[
 {"type":"Feature","properties":{"name":"Oder"},"geometry":{"type":"LineString","coordinates":[[3,-5],[3,5]]}},
 {"type":"Feature","properties":{"name":"Spree"},"geometry":{"type":"LineString","coordinates":[[-1,0.75],[0.8,0.75]]}},
 {"type":"Feature","properties":{"name":"Elbe"},"geometry":{"type":"LineString","coordinates":[[1.5,-1],[1.5,1]]}}]}`)},
	"countries.geojson": {Data: []byte(`{"type":"FeatureCollection","features":[
 {"type":"Feature","properties":{"ISO":"PL"},"geometry":{"type":"Polygon","coordinates":[[[3,-5],[10,-5],[10,5],[3,5],[3,-5]]]}}]}`)},
}

func tinyConfig() Config {
	return Config{
		Edition: "tiny", Base: "zones.json", Latitude: 0,
		Towns:      TownLayer{File: "towns.geojson", Name: "name", Country: "country", SourceID: "geonames"},
		Rivers:     RiverLayer{Files: []string{"rivers.geojson"}, Names: []string{"Oder", "Spree"}},
		Sides:      SideRule{File: "countries.geojson", Property: "ISO", East: "PL", Across: "Oder", Otherwise: "Neisse"},
		InsertLink: "white-line",
		Zones: []ZoneSpec{
			{ID: "alpha", Today: "Alpha"},
			{ID: "beta", Today: "Twin", Country: "DE"},
			{ID: "gamma", Today: "Gamma"},
			{ID: "delta", At: &area.Point{Lon: 4, Lat: 0}, Reason: "a village the gazetteer lacks"},
		},
	}
}

func tinyBase() *area.Map {
	return &area.Map{Edition: "tiny", Zones: map[string]area.Zone{
		"alpha": {Name: "Alpha", Src: "rules"},
		"beta":  {Name: "Beta", Src: "rules"},
		"gamma": {Name: "Gamma", Src: "rules", Insert: "inset"},
		"delta": {Name: "Delta", Src: "rules"},
	}}
}

func borderLines(m *area.Map) string {
	var b strings.Builder
	for _, br := range m.Borders {
		b.WriteString(br.Zones[0] + "-" + br.Zones[1] + " " + br.Src)
		if br.River != "" {
			b.WriteString(" river=" + br.River)
		}
		if br.Link != "" {
			b.WriteString(" link=" + br.Link)
		}
		if br.Corner {
			b.WriteString(" corner")
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestDraftTinyGeography(t *testing.T) {
	m, rep, err := Draft(tinyConfig(), tinyBase(), tinyGeo)
	if err != nil {
		t.Fatal(err)
	}
	zones := []struct {
		id, side, src string
		index         int
		lon           float64
	}{
		{"alpha", "west", "geonames", 1, 0},
		{"gamma", "west", "geonames", 2, 1},
		{"beta", "west", "geonames", 3, 2},
		{"delta", "east", "judgement", 4, 4},
	}
	for _, w := range zones {
		z := m.Zones[w.id]
		if z.Side != w.side || z.Src != w.src || z.Index != w.index || z.At == nil || z.At.Lon != w.lon {
			t.Errorf("%s: side %s src %s index %d at %v; want %s %s %d lon %v", w.id, z.Side, z.Src, z.Index, z.At, w.side, w.src, w.index, w.lon)
		}
		if z.Srcs["index"] != "draft" || z.Srcs["side"] != "draft" {
			t.Errorf("%s: srcs %v, want index and side draft", w.id, z.Srcs)
		}
	}
	// alpha-delta and gamma-delta fail the Gabriel test (beta lies in their
	// circles); the Elbe is not among the config's rivers.
	want := "alpha-beta draft\n" +
		"alpha-gamma draft river=Spree link=white-line\n" +
		"beta-delta draft river=Oder\n" +
		"beta-gamma draft link=white-line\n"
	if got := borderLines(m); got != want {
		t.Errorf("borders:\n%s\nwant:\n%s", got, want)
	}
	if rep.ZonesFromGazetteer != 3 || len(rep.ZonesByHand) != 1 || rep.Borders["draft"] != 4 {
		t.Errorf("report %+v", rep)
	}
	if tinyBase().Zones["alpha"].At != nil {
		t.Error("the base was changed")
	}
}

func TestDraftCorrections(t *testing.T) {
	cfg := tinyConfig()
	cfg.SideFixes = []SideFix{{Zone: "delta", Side: "west", Reason: "its town is on the west bank"}}
	cfg.Removed = []Removal{{Zones: [2]string{"gamma", "beta"}, Reason: "a ridge between"}}
	cfg.Borders = []area.Border{
		{Zones: [2]string{"beta", "alpha"}, Corner: true, Src: "rules", Line: 25},
		{Zones: [2]string{"delta", "gamma"}, Src: "judgement", Note: "a road across"},
	}
	m, rep, err := Draft(cfg, tinyBase(), tinyGeo)
	if err != nil {
		t.Fatal(err)
	}
	// delta now on the west side: beta-delta is within a side, so the
	// Oder is not on it.
	want := "alpha-beta rules corner\n" +
		"alpha-gamma draft river=Spree link=white-line\n" +
		"beta-delta draft\n" +
		"delta-gamma judgement\n"
	if got := borderLines(m); got != want {
		t.Errorf("borders:\n%s\nwant:\n%s", got, want)
	}
	if m.Zones["delta"].Srcs["side"] != "judgement" || rep.Removed != 1 || rep.Replaced != 1 || rep.Added != 1 || len(rep.SidesChanged) != 1 {
		t.Errorf("delta srcs %v, report %+v", m.Zones["delta"].Srcs, rep)
	}
}

func TestDraftErrors(t *testing.T) {
	tests := []struct {
		name, want string
		edit       func(*Config, *area.Map)
	}{
		{"ambiguous town", `2 towns named "Twin"`, func(c *Config, _ *area.Map) { c.Zones[1].Country = "" }},
		{"unknown town", `no town named "Omega"`, func(c *Config, _ *area.Map) { c.Zones[0].Today = "Omega" }},
		{"zone not anchored", "epsilon not anchored", func(_ *Config, m *area.Map) { m.Zones["epsilon"] = area.Zone{Src: "rules"} }},
		{"zone not in base", "delta is not a zone of the base", func(_ *Config, m *area.Map) { delete(m.Zones, "delta") }},
		{"removal of no border", "alpha-delta is not a drafted border", func(c *Config, _ *area.Map) {
			c.Removed = []Removal{{Zones: [2]string{"alpha", "delta"}, Reason: "x"}}
		}},
		{"no east polygon", "no polygon has ISO", func(c *Config, _ *area.Map) { c.Sides.East = "CZ" }},
		{"missing layer", "rivers2.geojson", func(c *Config, _ *area.Map) { c.Rivers.Files = []string{"rivers2.geojson"} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, base := tinyConfig(), tinyBase()
			tt.edit(&cfg, base)
			_, _, err := Draft(cfg, base, tinyGeo)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestRiverOf(t *testing.T) {
	s := SideRule{Across: "Oder", Otherwise: "Neisse"}
	tests := []struct {
		between bool
		crossed []string
		want    string
	}{
		{true, []string{"Oder"}, "Oder"},
		{true, []string{"Spree", "Oder"}, "Oder"},
		{true, []string{"Spree"}, "Neisse"},
		{true, nil, "Neisse"},
		{false, []string{"Oder"}, ""},
		{false, []string{"Oder", "Spree"}, "Spree"},
		{false, nil, ""},
	}
	for _, tt := range tests {
		if got := riverOf(s, tt.between, tt.crossed); got != tt.want {
			t.Errorf("riverOf(between %v, %v) = %q, want %q", tt.between, tt.crossed, got, tt.want)
		}
	}
}
