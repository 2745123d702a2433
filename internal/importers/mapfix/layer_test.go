package mapfix

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// smallLayer speaks for rows 1-3 of smallMap: it makes 0105 sea and 0205
// broken, fortifies 0201, puts Newtown in 0302 (Oldtown of the draft goes),
// makes 0301 and 0302 Yugoslav (and takes Switzerland away from 0305,
// which it calls clear), and draws a river 0201/0202 and a blocked line
// 0102/0202; row 4 is not its business.
const smallLayer = `{
  "source": {"id": "fan", "kind": "fan", "title": "A fan map"},
  "rows": {"from": 1, "to": 3},
  "terrain": {"sea": ["0105"], "broken": ["0205"], "clear": ["0305"]},
  "fortified": ["0201"],
  "cities": {"0302": {"name": "Newtown", "vp": 2}},
  "countries": {"yugoslavia": ["0301", "0302"], "switzerland": []},
  "hexsides": {"river": ["0201/0202"], "blocked": ["0102/0202"]}
}`

func parseSmallLayer(t *testing.T) *Layer {
	t.Helper()
	l, err := ParseLayer([]byte(smallLayer))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestApplyLayer(t *testing.T) {
	m := smallMap(t)
	// a fact the layer does not speak of keeps its source: a port of the
	// draft, and the theater a correction set
	info := m.Hexes[model.MustHex("0101")]
	info.Port = true
	info.Regions.Theater = model.TheaterWest
	info.Srcs = map[string]string{model.FactTheater: "geo"}
	m.Hexes[model.MustHex("0101")] = info
	swiss := m.Hexes[model.MustHex("0305")]
	swiss.Regions.Country = "switzerland"
	m.Hexes[model.MustHex("0305")] = swiss
	f := &File{Edition: "test"}
	f.AddLayer(parseSmallLayer(t))
	rep, err := Apply(m, f)
	if err != nil {
		t.Fatal(err)
	}
	hex := func(s string) model.HexInfo { return m.Hexes[model.MustHex(s)] }
	tests := []struct {
		hex, got, want string
	}{
		{"0105", hex("0105").Terrain + " " + hex("0105").SrcOf("terrain"), "sea fan"},
		{"0205", hex("0205").Terrain + " " + hex("0205").Src, "broken fan"},
		{"0305", hex("0305").Terrain + " " + hex("0305").Regions.Country, "clear "},
		{"0201", strings.TrimSpace(hex("0201").SrcOf("fortified")), "fan"},
		{"0101", hex("0101").SrcOf("port") + " " + hex("0101").SrcOf("theater") + " " + hex("0101").SrcOf("terrain"), "geo geo geo"},
		{"0301", hex("0301").Regions.Country + " " + hex("0301").SrcOf("country"), "yugoslavia fan"},
		{"0401", hex("0401").Terrain + " " + hex("0401").Src, "sea geo"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.hex, tt.got, tt.want)
		}
	}
	if c := hex("0203").City; c != nil {
		t.Errorf("the draft's Oldtown survives in 0203: %+v", c)
	}
	if c := hex("0302").City; c == nil || c.Name != "Newtown" || c.VP != 2 || hex("0302").SrcOf("city") != "fan" {
		t.Errorf("0302 city %+v src %s", c, hex("0302").SrcOf("city"))
	}
	want := map[string]model.HexsideInfo{
		"0201/0202": {Type: model.HexsideRiver, Src: "fan"},
		"0102/0202": {Type: model.HexsideBlocked, Src: "fan"},
	}
	got := map[string]model.HexsideInfo{}
	for s, info := range m.Hexsides {
		got[s.String()] = info
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("hexsides %v, want %v (the draft's within rows 1-3 replaced)", got, want)
	}
	if _, ok := m.Sources.Find("fan"); !ok {
		t.Error("the layer's source is not in the map's sources")
	}
	var note *model.Note
	for i := range m.Notes {
		if m.Notes[i].ID == "fan" {
			note = &m.Notes[i]
		}
	}
	if note == nil || !strings.Contains(note.Text, "rows 01-03") || strings.Contains(note.Text, "0205") {
		t.Errorf("layer note %+v: want counts for rows 01-03 and no hex ids", note)
	}
	if rep.Changed() == 0 {
		t.Error("report counts no change")
	}
	// Applying again changes nothing.
	before, _ := model.Encode(m)
	if _, err := Apply(m, f); err != nil {
		t.Fatal(err)
	}
	after, _ := model.Encode(m)
	if !bytes.Equal(before, after) {
		t.Error("applying the layer twice changes the map")
	}
}

// Corrections still have the last word over a layer, and a capital flag
// cites its own source without taking the city's.
func TestCorrectionsOverLayer(t *testing.T) {
	m := smallMap(t)
	f, err := Parse([]byte(`{"edition": "test",
	  "sources": [{"id": "book", "kind": "rulebook", "title": "The rules"}],
	  "hexes": [{"id": "wall", "hexes": ["0205"], "terrain": "rough", "src": "book", "why": "The example says so."}],
	  "cities": [{"id": "cap", "name": "Newtown", "capital": true, "src": "book", "why": "The rules name it."}]}`))
	if err != nil {
		t.Fatal(err)
	}
	f.AddLayer(parseSmallLayer(t))
	if _, err := Apply(m, f); err != nil {
		t.Fatal(err)
	}
	h := m.Hexes[model.MustHex("0205")]
	if h.Terrain != "rough" || h.SrcOf("terrain") != "book" {
		t.Errorf("0205: %s from %s, want rough from book", h.Terrain, h.SrcOf("terrain"))
	}
	c := m.Hexes[model.MustHex("0302")]
	if !c.City.Capital || c.SrcOf(model.FactCapital) != "book" || c.SrcOf(model.FactCity) != "fan" {
		t.Errorf("Newtown: capital %v from %s, city from %s; want capital from book, city from fan", c.City.Capital, c.SrcOf(model.FactCapital), c.SrcOf(model.FactCity))
	}
}

func TestParseLayerErrors(t *testing.T) {
	tests := []struct{ name, edit, want string }{
		{"no source id", `"id": "fan"`, `"id": ""`},
		{"band", `"to": 3`, `"to": 0`},
		{"outside band", `"broken": ["0205"]`, `"broken": ["0405"]`},
		{"twice", `"clear": ["0305"]`, `"clear": ["0305", "0205"]`},
		{"bad type", `"river": [`, `"ford": [`},
		{"not adjacent", `"0201/0202"`, `"0201/0203"`},
		{"side twice", `"blocked": ["0102/0202"]`, `"blocked": ["0201/0202"]`},
		{"unknown member", `"rows"`, `"rowz"`},
		{"nameless city", `"name": "Newtown"`, `"name": " "`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := strings.Replace(smallLayer, tt.edit, tt.want, 1)
			if bad == smallLayer {
				t.Fatalf("edit %q not found", tt.edit)
			}
			if _, err := ParseLayer([]byte(bad)); err == nil {
				t.Errorf("accepted %s", tt.name)
			}
		})
	}
}

// EncodeLayer writes what ParseLayer reads back, the same bytes each time.
func TestEncodeLayerRoundTrip(t *testing.T) {
	l := parseSmallLayer(t)
	b1, err := EncodeLayer(l)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseLayer(b1)
	if err != nil {
		t.Fatalf("%v\n%s", err, b1)
	}
	b2, _ := EncodeLayer(back)
	if !bytes.Equal(b1, b2) {
		t.Errorf("encoding is not stable:\n%s\n%s", b1, b2)
	}
	if !reflect.DeepEqual(l.Cities, back.Cities) || len(back.Terrain["clear"]) != 1 {
		t.Errorf("round trip lost facts: %+v", back)
	}
}

// A file's layers load relative to it, and a base's layers come first.
func TestLoadLayers(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("layer.json", smallLayer)
	write("base.json", `{"edition": "test", "layers": ["layer.json"]}`)
	write("top.json", `{"edition": "test", "extends": "base.json"}`)
	f, err := Load(filepath.Join(dir, "top.json"))
	if err != nil {
		t.Fatal(err)
	}
	if ls := f.LoadedLayers(); len(ls) != 1 || ls[0].Source.ID != "fan" {
		t.Fatalf("layers %v", ls)
	}
	write("broken.json", `{"edition": "test", "layers": ["missing.json"]}`)
	if _, err := Load(filepath.Join(dir, "broken.json")); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("a missing layer: %v", err)
	}
}

// The bundled fan layer reads, and encodes to its own bytes.
func TestBundledLayerIsCanonical(t *testing.T) {
	path := editionPath("1975", "map-fan.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l, err := ParseLayer(raw)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := EncodeLayer(l)
	if !bytes.Equal(got, raw) {
		t.Errorf("%s is not as EncodeLayer writes it", path)
	}
}

// FuzzParseLayer: a layer file is outside input; any bytes give a layer or
// an error, never a panic, and a layer that parses encodes.
func FuzzParseLayer(f *testing.F) {
	f.Add([]byte(smallLayer))
	if b, err := os.ReadFile(editionPath("1975", "map-fan.json")); err == nil {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		l, err := ParseLayer(b)
		if err != nil {
			return
		}
		if _, err := EncodeLayer(l); err != nil {
			t.Errorf("a parsed layer does not encode: %v", err)
		}
	})
}
