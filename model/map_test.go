package model

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

func loadSmallMap(t *testing.T) (*Map, []byte) {
	t.Helper()
	raw, err := os.ReadFile("testdata/map-small.json")
	if err != nil {
		t.Fatal(err)
	}
	var m Map
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("decode map-small.json: %v", err)
	}
	return &m, raw
}

func TestMapJSONRoundTrip(t *testing.T) {
	m, raw := loadSmallMap(t)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), raw) {
		t.Errorf("re-encoded map differs from the canonical file:\n%s", buf.String())
	}
}

func TestMapDecodeRejectsBadKeys(t *testing.T) {
	tests := []struct {
		name, doc, wantErr string
	}{
		{"hexside not canonical", `{"hexsides": {"0102/0101": {"type": "river", "src": "geo"}}}`, "lower id first"},
		{"hexside not adjacent", `{"hexsides": {"0101/0103": {"type": "river", "src": "geo"}}}`, "not adjacent"},
		{"hex id short", `{"hexes": {"101": {"terrain": "clear", "src": "geo"}}}`, "too short"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m Map
			err := json.Unmarshal([]byte(tt.doc), &m)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestMapLookups(t *testing.T) {
	m, _ := loadSmallMap(t)
	h := MustHex
	if !m.Contains(h("0102")) || m.Contains(h("0203")) {
		t.Errorf("Contains: 0102 should be on the map, 0203 (in the grid but not listed) should not")
	}
	if !m.Grid.Contains(h("0203")) || m.Grid.Contains(h("0301")) || m.Grid.Contains(h("0104")) {
		t.Errorf("Grid.Contains wrong for 0203/0301/0104")
	}
	if got := len(m.Grid.Hexes()); got != 6 {
		t.Errorf("Grid.Hexes: %d hexes, want 6", got)
	}
	info, ok := m.Hex(h("0102"))
	if !ok || info.City == nil || info.City.Name != "Berlin" || info.Regions.Theater != TheaterBoundary {
		t.Errorf("Hex(0102) = %+v, %v", info, ok)
	}
	if info.SrcOf(FactFortified) != "deluxe" || info.SrcOf(FactTerrain) != "geo" {
		t.Errorf("SrcOf: fortified %q terrain %q, want deluxe and geo", info.SrcOf(FactFortified), info.SrcOf(FactTerrain))
	}
	// 0102 (odd row) touches 0101, 0103, 0201, 0202 on this map; 0203 is
	// not listed and row 0 does not exist.
	if got, want := m.Neighbours(h("0102")), []Hex{h("0101"), h("0103"), h("0201"), h("0202")}; !reflect.DeepEqual(got, want) {
		t.Errorf("Neighbours(0102) = %v, want %v", got, want)
	}
	if got, want := m.HexIDs(), []Hex{h("0101"), h("0102"), h("0103"), h("0201"), h("0202")}; !reflect.DeepEqual(got, want) {
		t.Errorf("HexIDs = %v, want %v", got, want)
	}
	for _, pair := range [][2]string{{"0101", "0102"}, {"0102", "0101"}} {
		s, ok := m.Hexside(h(pair[0]), h(pair[1]))
		if !ok || s.Type != HexsideRiver || s.Name != "Spree" {
			t.Errorf("Hexside(%s, %s) = %+v, %v; want the Spree", pair[0], pair[1], s, ok)
		}
	}
	if _, ok := m.Hexside(h("0101"), h("0103")); ok {
		t.Errorf("Hexside between non-adjacent hexes should not be found")
	}
	if _, ok := m.Hexside(h("0102"), h("0103")); ok {
		t.Errorf("Hexside 0102/0103 carries nothing and should not be found")
	}
	if got := m.HexsideKeys(); len(got) != 2 || got[0].String() != "0101/0102" || got[1].String() != "0102/0202" {
		t.Errorf("HexsideKeys = %v", got)
	}
}

func TestZoneHexes(t *testing.T) {
	m, _ := loadSmallMap(t)
	h := MustHex
	tests := []struct {
		zone    string
		want    []Hex
		wantErr string
	}{
		{"pocket", []Hex{h("0101"), h("0102"), h("0202")}, ""},
		{"exit-east", []Hex{h("0103"), h("0203")}, ""},
		{"nowhere", nil, `no zone "nowhere"`},
	}
	for _, tt := range tests {
		got, err := m.ZoneHexes(tt.zone)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ZoneHexes(%s) error = %v, want %q", tt.zone, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ZoneHexes(%s) = %v, %v; want %v", tt.zone, got, err, tt.want)
		}
	}
	bad := Zone{Name: "Bent", Ranges: []string{"0101-0202"}}
	if _, err := bad.AllHexes(); err == nil || !strings.Contains(err.Error(), `zone "Bent"`) {
		t.Errorf("a range that is not straight should fail naming the zone, got %v", err)
	}
	if got, want := m.ZoneIDs(), []string{"exit-east", "pocket"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ZoneIDs = %v, want %v", got, want)
	}
}

// regionMap builds a map from rows of "terrain:country:theater" cells, row 1
// first.
func regionMap(rows ...[]string) *Map {
	m := &Map{Grid: NewGrid(len(rows), len(rows[0])), Hexes: map[Hex]HexInfo{}}
	for r, row := range rows {
		for c, cell := range row {
			parts := strings.Split(cell, ":")
			m.Hexes[Hex{Row: r + 1, Col: c + 1}] = HexInfo{
				Terrain: parts[0],
				Regions: Regions{Country: parts[1], Theater: Theater(parts[2])},
				Src:     "geo",
			}
		}
	}
	return m
}

func hexsideStrings(hs []Hexside) []string {
	out := make([]string, len(hs))
	for i, s := range hs {
		out[i] = s.String()
	}
	return out
}

func TestTheaterBoundary(t *testing.T) {
	// Columns 1-2 west, 3-4 east; 0203 is the boundary hex (Berlin).
	// Worked by hand from the stagger: odd-row hex (1,c) touches (2,c-1)
	// and (2,c); even-row hex (2,c) touches (3,c) and (3,c+1).
	w, e, b := "clear:germany:west", "clear:germany:east", "clear:germany:boundary"
	m := regionMap(
		[]string{w, w, e, e},
		[]string{w, w, b, e},
		[]string{w, w, e, e},
	)
	want := []string{"0102/0103", "0103/0202", "0202/0303", "0302/0303"}
	if got := hexsideStrings(m.TheaterBoundary()); !reflect.DeepEqual(got, want) {
		t.Errorf("TheaterBoundary = %v, want %v", got, want)
	}
}

func TestYugoslavBorder(t *testing.T) {
	// Row 1: Yugoslavia, Yugoslavia, Hungary. Row 2: Yugoslav sea, Austria,
	// Hungary. The sea hex touches Austria but a coast is no border.
	m := regionMap(
		[]string{"rough:yugoslavia:", "broken:yugoslavia:", "clear:hungary:east"},
		[]string{"sea:yugoslavia:", "clear:austria:east", "clear:hungary:east"},
	)
	want := []string{"0102/0103", "0102/0202"}
	if got := hexsideStrings(m.YugoslavBorder()); !reflect.DeepEqual(got, want) {
		t.Errorf("YugoslavBorder = %v, want %v", got, want)
	}
	if got := m.TheaterBoundary(); len(got) != 0 {
		t.Errorf("TheaterBoundary with no west hexes = %v, want none", got)
	}
}

func TestMapStats(t *testing.T) {
	m, _ := loadSmallMap(t)
	s := m.Stats()
	if s.Hexes != len(m.Hexes) || s.Rows != m.Grid.Rows {
		t.Errorf("hexes %d rows %d", s.Hexes, s.Rows)
	}
	facts, sides, zones := 0, len(m.Hexsides), len(m.Zones)
	for _, info := range m.Hexes {
		facts += len(info.PresentFacts())
	}
	var gotFacts, gotSides, gotZones int
	for _, x := range s.Sources {
		gotFacts += x.HexFacts
		gotSides += x.Hexsides
		gotZones += x.Zones
		if x.Total != x.HexFacts+x.Hexsides+x.Zones {
			t.Errorf("source %s: total %d is not the sum of its parts", x.ID, x.Total)
		}
	}
	if gotFacts != facts || gotSides != sides || gotZones != zones {
		t.Errorf("counted %d facts, %d hexsides, %d zones; the map has %d, %d, %d", gotFacts, gotSides, gotZones, facts, sides, zones)
	}
	if s.Transcribed+s.Reconstructed != facts+sides+zones {
		t.Errorf("transcribed %d + reconstructed %d != %d", s.Transcribed, s.Reconstructed, facts+sides+zones)
	}
}

func TestPresentFacts(t *testing.T) {
	tests := []struct {
		info HexInfo
		want string
	}{
		{HexInfo{Terrain: "sea"}, "terrain"},
		{HexInfo{Terrain: "broken", Fortified: true, Regions: Regions{Theater: TheaterWest}}, "terrain fortified theater"},
		{HexInfo{Terrain: "clear", City: &City{Name: "Stettin", VP: 1}, Port: true, Regions: Regions{Country: "germany", Theater: TheaterEast}}, "terrain city port country theater"},
	}
	for _, tt := range tests {
		if got := strings.Join(tt.info.PresentFacts(), " "); got != tt.want {
			t.Errorf("%+v: facts %q, want %q", tt.info, got, tt.want)
		}
	}
}
