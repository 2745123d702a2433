package fanmap

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
	"github.com/bfgdata/bfgdata/model"
)

func loadSmall(t *testing.T) *Facts {
	t.Helper()
	f, err := Load(filepath.Join("testdata", "facts.json"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestConvert(t *testing.T) {
	l, rep, err := Convert(loadSmall(t))
	if err != nil {
		t.Fatal(err)
	}
	if l.Rows != (mapfix.RowSpan{From: 1, To: 3}) {
		t.Errorf("rows %+v", l.Rows)
	}
	h := model.MustHex
	if got := l.Terrain["out-of-play"]; !reflect.DeepEqual(got, []model.Hex{h("0101")}) {
		t.Errorf("out_of_play is written out-of-play: %v", l.Terrain)
	}
	wantCities := map[model.Hex]model.City{
		h("0102"): {Name: "Alpha", VP: 1},
		h("0204"): {Name: "Betta", VP: 2},
		h("0302"): {Name: "unnamed 0302", VP: 1},
	}
	if !reflect.DeepEqual(l.Cities, wantCities) {
		t.Errorf("cities %v, want %v", l.Cities, wantCities)
	}
	if got := l.Countries["switzerland"]; !reflect.DeepEqual(got, []model.Hex{h("0303")}) {
		t.Errorf("Swiss hexes %v, want the Switzerland terrain hex", got)
	}
	if got := l.Hexsides[model.HexsideBlocked]; !reflect.DeepEqual(got, []string{"0101/0102", "0202/0203"}) {
		t.Errorf("blocked %v: the edge lines of the grey area are blocked too", got)
	}
	if rep.Cities != 3 || rep.VP != 4 || !reflect.DeepEqual(rep.Unnamed, []string{"0302"}) {
		t.Errorf("report %+v", rep)
	}
	// 0104's hexsides to land outside Yugoslavia: 0103, 0203 and 0204; the
	// reading draws 0103/0104 and 0104/0204.
	if len(rep.BorderMissing) != 0 || !reflect.DeepEqual(rep.BorderExtra, []string{"0104/0203"}) {
		t.Errorf("border check: missing %v, extra %v", rep.BorderMissing, rep.BorderExtra)
	}
	var b strings.Builder
	rep.WriteText(&b)
	for _, want := range []string{"rows 01-03, 12 hexes", "no name legible at 0302", "given, not drawn: 0104/0203"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}

// TestConvertErrors breaks one thing of the small reading at a time: each
// is refused with the error that names what is wrong and where, from Parse
// or Convert, whichever finds it.
func TestConvertErrors(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "facts.json"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, old, new string
		want           string // the start of the error's text
	}{
		{"bad hex", `"0103": "broken"`, `"01x3": "broken"`, `terrain: "01x3" is not a hex id`},
		{"bad terrain", `"0202": "rough"`, `"0202": "Rough Ground"`, `terrain of 0202: "Rough Ground" is not a terrain id`},
		{"bad hexside", `"0102/0202"`, `"0102/0204"`, `river hexsides: "0102/0204" is not a hexside: 0102 and 0204 are not adjacent`},
		{"bad border", `"0104/0204"`, `"0204/0104"`, `yugoslav border: "0204/0104" is not a hexside: not canonical`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(string(raw), tt.old) {
				t.Fatalf("the reading lacks %s", tt.old)
			}
			bad := strings.Replace(string(raw), tt.old, tt.new, 1)
			f, err := Parse([]byte(bad))
			if err == nil {
				_, _, err = Convert(f)
			}
			if err == nil {
				t.Fatalf("accepted %s", tt.name)
			}
			if !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error %q, want %q", err, tt.want)
			}
		})
	}
	_, err = Parse([]byte(`{"cities": {}}`))
	if want := "no terrain: "; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("a reading without terrain: error %v, want %q", err, want)
	}
}

// A map made from the reading agrees with it in everything; one hex and one
// river off show as such.
func TestCompare(t *testing.T) {
	f := loadSmall(t)
	l, _, err := Convert(f)
	if err != nil {
		t.Fatal(err)
	}
	m := &model.Map{Edition: "t", Grid: model.NewGrid(3, 4), Sources: model.Sources{{ID: "geo", Kind: model.SourceGeo, Title: "g"}},
		Hexes: map[model.Hex]model.HexInfo{}}
	for _, h := range m.Grid.Hexes() {
		m.Hexes[h] = model.HexInfo{Terrain: "clear", Src: "geo"}
	}
	c := &mapfix.File{Edition: "t"}
	c.AddLayer(l)
	if _, err := mapfix.Apply(m, c); err != nil {
		t.Fatal(err)
	}
	a, err := Compare(f, m)
	if err != nil {
		t.Fatal(err)
	}
	if a.TerrainSame != 12 || a.CitiesSameVP != 3 || a.RiversIn != 2 || a.LinesIn != 2 || a.BorderIn != 2 || a.MapBorder != 3 || a.FortifiedSame != 1 {
		t.Errorf("agreement %+v", a)
	}
	info := m.Hexes[model.MustHex("0202")]
	info.Terrain = "clear"
	m.Hexes[model.MustHex("0202")] = info
	delete(m.Hexsides, model.Hexside{A: model.MustHex("0103"), B: model.MustHex("0104")})
	a, _ = Compare(f, m)
	if a.TerrainSame != 11 || !reflect.DeepEqual(a.TerrainDiffers, []string{"0202 rough/clear"}) || a.RiversIn != 1 {
		t.Errorf("agreement after changes %+v", a)
	}
}

// With the reference reading at hand (BFGDATA_FAN names facts.json),
// converting it gives the bundled layer byte for byte, and both bundled maps
// agree with it in every fact the layer carries.
func TestBundledLayerReproduces(t *testing.T) {
	path := os.Getenv("BFGDATA_FAN")
	if path == "" {
		t.Skip("set BFGDATA_FAN to the fan map's facts.json to run")
	}
	f, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	l, _, err := Convert(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := mapfix.EncodeLayer(l)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "..", "data", "1975", "map-fan.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("converting the reading does not give data/1975/map-fan.json; run bfgdata map fan with --out")
	}
}

// FuzzParse: a reading is outside input; any bytes give facts or an error,
// and converting what parses never panics.
func FuzzParse(f *testing.F) {
	if b, err := os.ReadFile(filepath.Join("testdata", "facts.json")); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"terrain": {"0101": "clear"}, "cities": {"0101": {"name": null}}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		facts, err := Parse(b)
		if err != nil {
			return
		}
		_, _, _ = Convert(facts)
	})
}
