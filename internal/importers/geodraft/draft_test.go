package geodraft

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// The synthetic geography in testdata is drawn in the hex plane itself: the
// anchors put lon = x and lat = y, so a hex centre (x, y) is at lon x, lat
// y and the expected answers below can be worked out on squared paper.
//
//   - island.geojson: land over x 1.75–5.25, y 1.25–3.95. Hexes whose
//     centre is at least a quarter hex inside that box are land (0.79 of
//     their area or more); the rest have 0.21 or less. Land: 0202–0204,
//     0302–0305, 0402–0404.
//   - relief.geojson: Hills is two hexagons a little larger than 0304 and
//     0203; Peaks one around 0203. Neighbours get a strip of about 0.07.
//   - countries.geojson: Westland west of x = 3, Eastland east of it; 0303
//     (centre x = 3) is split exactly in half and goes to the earlier rule.
//   - lakes.geojson: Mere covers 0403 (about 0.96 of it); Pond covers
//     x 3.4–3.6 of the segment 0303–0304, a fifth of it.
//   - rivers.geojson: North runs x = 3.5 between 0303 and 0304; Cross runs
//     y = 3.03 and cuts the segments 0302–0402 (at x 2.25) and 0303–0402
//     (at x 2.75); Brook (scalerank 9) would cut 0203–0204; Coast runs off
//     shore, between sea hexes and from land to sea.
//   - towns.geojson: Portville in 0304, Bigtown and Smallham both in 0302,
//     Seaton in sea hex 0401, Farport off the grid, Tinyville too small.

func loadTestConfig(t *testing.T, edit func(*Config)) Config {
	t.Helper()
	cfg, err := LoadConfig("testdata/draft.json")
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&cfg)
	}
	return cfg
}

func draftTest(t *testing.T, cfg Config) (*model.Map, *Report) {
	t.Helper()
	m, rep, err := Draft(cfg, os.DirFS("testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return m, rep
}

func hexIDs(m *model.Map, keep func(model.HexInfo) bool) []string {
	var out []string
	for _, h := range m.HexIDs() {
		if keep(m.Hexes[h]) {
			out = append(out, h.String())
		}
	}
	return out
}

func sideList(m *model.Map) []string {
	var out []string
	for _, s := range m.HexsideKeys() {
		info := m.Hexsides[s]
		out = append(out, fmt.Sprintf("%s %s %s", s, info.Type, info.Name))
	}
	return out
}

func TestDraftLandAndSea(t *testing.T) {
	m, rep := draftTest(t, loadTestConfig(t, func(c *Config) {
		c.Areas, c.Lakes, c.Rivers, c.Towns = nil, nil, nil, nil
	}))
	land := hexIDs(m, func(h model.HexInfo) bool { return h.Terrain != "sea" })
	want := []string{"0202", "0203", "0204", "0302", "0303", "0304", "0305", "0402", "0403", "0404"}
	if !reflect.DeepEqual(land, want) {
		t.Errorf("land hexes = %v, want %v", land, want)
	}
	if len(m.Hexes) != 6*7 || rep.Hexes != 42 || rep.Terrain["sea"] != 32 || rep.Terrain["clear"] != 10 {
		t.Errorf("hex counts: map %d, report %d, terrain %v", len(m.Hexes), rep.Hexes, rep.Terrain)
	}
	if len(m.Hexsides) != 0 {
		t.Errorf("no hexside rules, yet hexsides %v", sideList(m))
	}
}

func TestDraftHexsides(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Config)
		want []string
	}{
		{
			name: "rivers between known hex centres",
			edit: func(c *Config) { c.Lakes = nil },
			want: []string{"0302/0402 river Cross", "0303/0304 river North", "0303/0402 river Cross"},
		},
		{
			name: "a lake hexside beats the river on the same hexside",
			want: []string{"0302/0402 river Cross", "0303/0304 lake Pond", "0303/0402 river Cross"},
		},
		{
			name: "a lake crossing too little of the segment is no hexside",
			edit: func(c *Config) { c.Lakes[1].MinSegmentFraction = f64(0.3) },
			want: []string{"0302/0402 river Cross", "0303/0304 river North", "0303/0402 river Cross"},
		},
		{
			name: "a fixed name and a looser filter",
			edit: func(c *Config) {
				c.Lakes = nil
				c.Rivers = []RiverRule{{File: "rivers.geojson", Name: "Any"}}
			},
			want: []string{"0203/0204 river Any", "0302/0402 river Any", "0303/0304 river Any", "0303/0402 river Any"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := draftTest(t, loadTestConfig(t, tt.edit))
			if got := sideList(m); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("hexsides = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestDraftTerrainAndRegions(t *testing.T) {
	m, rep := draftTest(t, loadTestConfig(t, nil))
	terrain := map[string]string{}
	for _, h := range m.HexIDs() {
		if info := m.Hexes[h]; info.Terrain != "sea" {
			terrain[h.String()] = info.Terrain
		}
	}
	wantTerrain := map[string]string{
		"0202": "clear", "0203": "rough", "0204": "clear",
		"0302": "clear", "0303": "clear", "0304": "broken", "0305": "clear",
		"0402": "clear", "0403": "lake", "0404": "clear",
	}
	if !reflect.DeepEqual(terrain, wantTerrain) {
		t.Errorf("terrain = %v, want %v", terrain, wantTerrain)
	}
	west := hexIDs(m, func(h model.HexInfo) bool {
		return h.Regions.Country == "westland" && h.Regions.Theater == model.TheaterWest
	})
	east := hexIDs(m, func(h model.HexInfo) bool {
		return h.Regions.Country == "eastland" && h.Regions.Theater == model.TheaterEast
	})
	if want := []string{"0202", "0302", "0303", "0402"}; !reflect.DeepEqual(west, want) {
		t.Errorf("west = %v, want %v", west, want)
	}
	if want := []string{"0203", "0204", "0304", "0305", "0403", "0404"}; !reflect.DeepEqual(east, want) {
		t.Errorf("east = %v, want %v", east, want)
	}
	if n := len(hexIDs(m, func(h model.HexInfo) bool { return h.Terrain == "sea" && h.Regions != (model.Regions{}) })); n != 0 {
		t.Errorf("%d sea hexes carry region tags", n)
	}
	// The drafted tags give the model's derived Theater Boundary.
	var boundary []string
	for _, s := range m.TheaterBoundary() {
		boundary = append(boundary, s.String())
	}
	if want := []string{"0202/0203", "0203/0303", "0303/0304", "0303/0403", "0402/0403"}; !reflect.DeepEqual(boundary, want) {
		t.Errorf("theater boundary = %v, want %v", boundary, want)
	}
	if rep.Countries["westland"] != 4 || rep.Countries["eastland"] != 6 {
		t.Errorf("report countries = %v", rep.Countries)
	}
}

func TestDraftTowns(t *testing.T) {
	m, rep := draftTest(t, loadTestConfig(t, nil))
	var cities []string
	for _, h := range m.HexIDs() {
		if c := m.Hexes[h].City; c != nil {
			cities = append(cities, fmt.Sprintf("%s %s vp%d capital=%v", h, c.Name, c.VP, c.Capital))
		}
	}
	want := []string{
		"0302 Smallham vp1 capital=false",
		"0304 Port Royal vp2 capital=true",
		"0305 Capeton vp1 capital=false",
		"0401 Seaton vp1 capital=false",
	}
	if !reflect.DeepEqual(cities, want) {
		t.Errorf("cities = %v, want %v", cities, want)
	}
	wantUnmatched := `towns[0]: name "Nowhere" matched no point near the grid`
	if !reflect.DeepEqual(rep.Unmatched, []string{wantUnmatched}) {
		t.Errorf("unmatched = %q, want only %q", rep.Unmatched, wantUnmatched)
	}
	wantWarnings := []string{
		"towns[0]: Smallham and Bigtown fall on hex 0302; kept Smallham",
		"towns[0]: Seaton falls on sea hex 0401; placed anyway",
	}
	if !reflect.DeepEqual(rep.Warnings, wantWarnings) {
		t.Errorf("warnings = %q, want %q", rep.Warnings, wantWarnings)
	}
}

func TestDraftMarksEverySource(t *testing.T) {
	m, _ := draftTest(t, loadTestConfig(t, nil))
	for h, info := range m.Hexes {
		if info.Src != "geo" || len(info.Srcs) != 0 {
			t.Errorf("hex %s: src %q srcs %v", h, info.Src, info.Srcs)
		}
	}
	for s, info := range m.Hexsides {
		if info.Src != "geo" {
			t.Errorf("hexside %s: src %q", s, info.Src)
		}
	}
	if len(m.Sources) != 1 || m.Sources[0].ID != "geo" {
		t.Errorf("sources = %+v", m.Sources)
	}
	if len(m.Notes) != 1 || m.Notes[0].ID != "geodraft-fit" || !strings.Contains(m.Notes[0].Text, "RMS 0.00 hex") {
		t.Errorf("notes = %+v", m.Notes)
	}
}

func TestDraftOutputIsStableAndValid(t *testing.T) {
	cfg := loadTestConfig(t, nil)
	m1, rep1 := draftTest(t, cfg)
	m2, rep2 := draftTest(t, cfg)
	a, err := model.Encode(m1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := model.Encode(m2)
	if !bytes.Equal(a, b) {
		t.Error("two drafts from one config differ")
	}
	var ra, rb bytes.Buffer
	rep1.WriteText(&ra)
	rep2.WriteText(&rb)
	if ra.String() != rb.String() {
		t.Error("two reports from one config differ")
	}
	if !bytes.HasSuffix(a, []byte("}\n")) {
		t.Error("encoded map lacks its final newline")
	}
	validateMapSchema(t, a)
}

// validateMapSchema checks an encoded map against the project's schema,
// loading nothing from outside.
func validateMapSchema(t *testing.T, doc []byte) {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.LoadURL = func(s string) (io.ReadCloser, error) { return nil, fmt.Errorf("no loading: %s", s) }
	for _, name := range []string{"common.schema.json", "map.schema.json"} {
		raw, err := os.ReadFile("../../../schema/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.AddResource("https://github.com/bfgdata/bfgdata/schema/"+name, bytes.NewReader(raw)); err != nil {
			t.Fatal(err)
		}
	}
	s, err := c.Compile("https://github.com/bfgdata/bfgdata/schema/map.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(v); err != nil {
		t.Errorf("drafted map does not validate: %#v", err)
	}
}

func TestDraftErrorsNameTheFile(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(*Config)
		wantErr string
	}{
		{"missing file", func(c *Config) { c.Rivers[0].File = "danube.geojson" }, "rivers[0]: stat danube.geojson"},
		{"file that is not GeoJSON", func(c *Config) { c.Land.File = "draft.json" }, "land: draft.json: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Draft(loadTestConfig(t, tt.edit), os.DirFS("testdata"))
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestReportText(t *testing.T) {
	_, rep := draftTest(t, loadTestConfig(t, nil))
	var b bytes.Buffer
	if err := rep.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{
		"fit: 3 anchors, RMS 0.000 hex",
		"terrain: broken 1, clear 7, lake 1, rough 1, sea 32",
		"hexsides: lake 1, river 2",
		"rivers: Cross 2",
		"cities: 4",
		"unmatched: towns[0]: name \"Nowhere\"",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if !sort.SliceIsSorted(rep.Cities, func(i, j int) bool { return rep.Cities[i].Hex.Less(rep.Cities[j].Hex) }) || len(lines) < 10 {
		t.Errorf("cities not sorted or report too short:\n%s", text)
	}
}

func TestDraftFilesNamesConfigAndDirectory(t *testing.T) {
	_, _, err := DraftFiles("testdata/draft.json", "testdata/no-such-dir")
	if err == nil || !strings.Contains(err.Error(), "testdata/draft.json (GeoJSON in testdata/no-such-dir): land: stat island.geojson") {
		t.Errorf("error = %v", err)
	}
}
