package mapfix

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// smallMap is a 4×5 map: sea in row 4, Switzerland at 0305, a river
// 0101/0102 and a river 0204/0305 on the Swiss border, a city in 0203.
func smallMap(t *testing.T) *model.Map {
	t.Helper()
	m := &model.Map{
		Edition: "test",
		Grid:    model.NewGrid(4, 5),
		Sources: model.Sources{{ID: "geo", Kind: model.SourceGeo, Title: "draft"}},
		Hexes:   map[model.Hex]model.HexInfo{},
		Hexsides: model.Hexsides{
			{A: model.MustHex("0101"), B: model.MustHex("0102")}: {Type: model.HexsideRiver, Name: "Rhine", Src: "geo"},
			{A: model.MustHex("0204"), B: model.MustHex("0305")}: {Type: model.HexsideRiver, Name: "Rhine", Src: "geo"},
		},
	}
	for _, h := range m.Grid.Hexes() {
		info := model.HexInfo{Terrain: "clear", Src: "geo"}
		switch {
		case h.Row == 4:
			info.Terrain = "sea"
		case h == model.MustHex("0305"):
			info.Terrain = "switzerland"
		}
		m.Hexes[h] = info
	}
	info := m.Hexes[model.MustHex("0203")]
	info.City = &model.City{Name: "Oldtown", VP: 1}
	m.Hexes[model.MustHex("0203")] = info
	return m
}

const smallFix = `{
  "edition": "test",
  "sources": [
    {"id": "book", "kind": "rulebook", "title": "The rules"},
    {"id": "manual", "kind": "manual", "title": "Judgement"}
  ],
  "notes": [{"id": "general", "kind": "info", "text": "A general note."}],
  "hexes": [
    {"id": "coast", "hexes": ["0401", "0101"], "terrain": "clear", "country": "italy", "src": "book", "why": "Units set up there."},
    {"id": "wall", "hexes": ["0102"], "terrain": "broken", "fortified": true, "src": "book", "why": "The example says so."},
    {"id": "drowned", "hexes": ["0105"], "terrain": "sea", "src": "manual", "why": "A lagoon."},
    {"id": "far", "hexes": ["0909"], "port": true, "src": "manual", "why": "Off this grid."}
  ],
  "cities": [
    {"id": "move", "name": "Oldtown", "hex": "0202", "vp": 2, "capital": true, "src": "book", "why": "The garrison stands there."},
    {"id": "new", "name": "Newtown", "hex": "0302", "src": "manual", "why": "A town."},
    {"id": "gone", "remove": ["Nowhere"], "src": "manual", "why": "Not on the printed map."}
  ],
  "theater": {
    "id": "line", "src": "manual", "why": "Between columns 2 and 3.",
    "boundary": ["0203"],
    "firstEast": {"1": 3, "2": 3, "03": 3, "4": 3},
    "skipTerrain": ["sea", "switzerland"]
  },
  "hexsides": [
    {"id": "swiss", "removeTouching": ["switzerland"], "src": "manual", "why": "Nobody enters."},
    {"id": "lake", "add": {"0202/0203": {"type": "lake", "name": "Mere"}}, "remove": ["0101/0102"], "src": "manual", "why": "Missing lake."}
  ],
  "zones": {"exit": {"name": "Exit", "kind": "exit", "ranges": ["0101-0301"], "src": "book"}}
}`

func applySmall(t *testing.T) (*model.Map, *Report) {
	t.Helper()
	f, err := Parse([]byte(smallFix))
	if err != nil {
		t.Fatal(err)
	}
	m := smallMap(t)
	rep, err := Apply(m, f)
	if err != nil {
		t.Fatal(err)
	}
	return m, rep
}

func TestApplyHexFacts(t *testing.T) {
	m, rep := applySmall(t)
	h := func(s string) model.HexInfo { return m.Hexes[model.MustHex(s)] }
	if got := h("0401"); got.Terrain != "clear" || got.Regions.Country != "italy" || got.SrcOf(model.FactTerrain) != "book" || got.SrcOf(model.FactCountry) != "book" {
		t.Errorf("0401 = %+v", got)
	}
	if got := h("0102"); got.Terrain != "broken" || !got.Fortified || got.SrcOf(model.FactFortified) != "book" {
		t.Errorf("0102 = %+v", got)
	}
	if got := h("0105"); got.Terrain != "sea" || got.Regions != (model.Regions{}) || got.Srcs[model.FactTheater] != "" {
		t.Errorf("0105 made sea keeps tags: %+v", got)
	}
	// A fact that keeps the hex's own source lists no per-fact source.
	if got := h("0301"); got.Srcs[model.FactTerrain] != "" {
		t.Errorf("0301 srcs = %v", got.Srcs)
	}
	var far FixResult
	for _, x := range rep.Fixes {
		if x.ID == "far" {
			far = x
		}
	}
	if !reflect.DeepEqual(far.Skipped, []string{"0909"}) {
		t.Errorf("off-grid hex not reported: %+v", far)
	}
}

func TestApplyCities(t *testing.T) {
	m, rep := applySmall(t)
	if c := m.Hexes[model.MustHex("0202")].City; c == nil || *c != (model.City{Name: "Oldtown", VP: 2, Capital: true}) {
		t.Errorf("0202 city = %+v", c)
	}
	if c := m.Hexes[model.MustHex("0203")].City; c != nil {
		t.Errorf("Oldtown left a copy at 0203: %+v", c)
	}
	if c := m.Hexes[model.MustHex("0302")].City; c == nil || c.VP != 1 || m.Hexes[model.MustHex("0302")].SrcOf(model.FactCity) != "manual" {
		t.Errorf("Newtown = %+v", c)
	}
	var b bytes.Buffer
	rep.WriteText(&b)
	if !strings.Contains(b.String(), "gone: 0 changed, 0 already so; not on the map: Nowhere") {
		t.Errorf("report:\n%s", b.String())
	}
}

func TestApplyTheater(t *testing.T) {
	m, _ := applySmall(t)
	want := map[string]model.Theater{
		"0101": model.TheaterWest, "0102": model.TheaterWest, "0103": model.TheaterEast,
		"0203": model.TheaterBoundary, "0305": "", "0401": model.TheaterWest, "0402": "",
	}
	for id, side := range want {
		info := m.Hexes[model.MustHex(id)]
		if info.Regions.Theater != side {
			t.Errorf("%s theater %q, want %q", id, info.Regions.Theater, side)
		}
		if side != "" && info.SrcOf(model.FactTheater) != "manual" {
			t.Errorf("%s theater src %q", id, info.SrcOf(model.FactTheater))
		}
	}
}

func TestApplyHexsidesZonesNotes(t *testing.T) {
	m, _ := applySmall(t)
	var sides []string
	for _, k := range m.HexsideKeys() {
		sides = append(sides, k.String()+" "+string(m.Hexsides[k].Type)+" "+m.Hexsides[k].Src)
	}
	if want := []string{"0202/0203 lake manual"}; !reflect.DeepEqual(sides, want) {
		t.Errorf("hexsides %v, want %v", sides, want)
	}
	if z, ok := m.Zones["exit"]; !ok || z.Src != "book" {
		t.Errorf("zones = %v", m.Zones)
	}
	notes := map[string]model.Note{}
	for _, n := range m.Notes {
		notes[n.ID] = n
	}
	if n := notes["coast"]; n.Kind != "reconstruction" || n.Text != "Units set up there. [hexes 0401 0101: terrain clear, country italy]" || !reflect.DeepEqual(n.Sources, []string{"book"}) {
		t.Errorf("note coast = %+v", n)
	}
	if n := notes["far"]; !strings.HasSuffix(n.Text, "[hexes : port true]") {
		t.Errorf("note far lists off-grid hexes: %q", n.Text)
	}
	if _, ok := notes["general"]; !ok {
		t.Error("the file's own note is missing")
	}
	if got := len(m.Sources); got != 3 {
		t.Errorf("%d sources, want geo plus the file's two", got)
	}
}

// Corrections only set values: a second application changes nothing.
func TestApplyTwiceIsStable(t *testing.T) {
	m, _ := applySmall(t)
	first, _ := json.Marshal(m)
	f, _ := Parse([]byte(smallFix))
	rep, err := Apply(m, f)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := json.Marshal(m)
	if !bytes.Equal(first, second) {
		t.Errorf("second application changed the map:\n%s\n%s", first, second)
	}
	if rep.Changed() != 0 {
		var b bytes.Buffer
		rep.WriteText(&b)
		t.Errorf("second application reports changes:\n%s", b.String())
	}
}

func TestApplyErrors(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"unknown source", `"src": "book", "why": "Units set up there."`, `"src": "rumour", "why": "Units set up there."`, `cites source "rumour"`},
		{"city onto another city", `"name": "Newtown", "hex": "0302"`, `"name": "Newtown", "hex": "0202"`, "holds Oldtown"},
		{"city not on the map without a hex", `"name": "Newtown", "hex": "0302",`, `"name": "Newtown",`, "is not on the map"},
		{"row without a column", `"4": 3}`, `"5": 3}`, "no column for row 4"},
		{"zone with unknown source", `"ranges": ["0101-0301"], "src": "book"`, `"ranges": ["0101-0301"], "src": "who"`, `zone exit cites source "who"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := strings.Replace(smallFix, tt.old, tt.new, 1)
			if doc == smallFix {
				t.Fatalf("%q not in the file", tt.old)
			}
			f, err := Parse([]byte(doc))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Apply(smallMap(t), f)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"unknown member", `"edition": "test",`, `"edition": "test", "hexsids": [],`, `unknown field "hexsids"`},
		{"no why", `"src": "book", "why": "The example says so."`, `"src": "book"`, "needs a src and a why"},
		{"duplicate id", `"id": "wall"`, `"id": "coast"`, `id "coast" is already used by hexes[0]`},
		{"zone id clashes with a fix", `"zones": {"exit"`, `"zones": {"line"`, `id "line" is already used by theater`},
		{"hex fix sets nothing", `"terrain": "broken", "fortified": true,`, ``, "sets nothing"},
		{"city with name and remove", `"remove": ["Nowhere"]`, `"name": "X", "remove": ["Nowhere"]`, "either a name"},
		{"hexside key not canonical", `"0202/0203": {`, `"0203/0202": {`, "lower id first"},
		{"hexside without type", `{"type": "lake", "name": "Mere"}`, `{"name": "Mere"}`, "has no type"},
		{"bad row", `"03": 3`, `"x3": 3`, `"x3" is not a row number`},
		{"row twice", `"03": 3`, `"3": 3, "03": 3`, "row 3 twice"},
		{"bad hex", `"hexes": ["0102"]`, `"hexes": ["102"]`, "not a hex id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := strings.Replace(smallFix, tt.old, tt.new, 1)
			if doc == smallFix {
				t.Fatalf("%q not in the file", tt.old)
			}
			_, err := Parse([]byte(doc))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadExtends(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "base/fix.json", smallFix)
	child := writeFile(t, dir, "child/fix.json", `{
  "edition": "small",
  "extends": "../base/fix.json",
  "drop": ["far", "exit", "general"],
  "sources": [{"id": "book", "kind": "derived", "title": "The other edition's rules"}],
  "hexes": [{"id": "mine", "hexes": ["0103"], "terrain": "rough", "src": "manual", "why": "Hills."}],
  "zones": {"exit2": {"name": "Exit", "kind": "exit", "hexes": ["0101"], "src": "book"}}
}`)
	f, err := Load(child)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, h := range f.Hexes {
		ids = append(ids, h.ID)
	}
	if want := []string{"coast", "wall", "drowned", "mine"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("hex fixes %v, want %v", ids, want)
	}
	if src, _ := f.Sources.Find("book"); src.Kind != model.SourceDerived || len(f.Sources) != 2 {
		t.Errorf("sources %+v", f.Sources)
	}
	if _, ok := f.Zones["exit"]; ok || len(f.Zones) != 1 || len(f.Notes) != 0 || f.Theater == nil {
		t.Errorf("zones %v notes %v theater %v", f.Zones, f.Notes, f.Theater)
	}
	if f.Edition != "small" {
		t.Errorf("edition %q", f.Edition)
	}
}

func TestLoadExtendsErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "base.json", smallFix)
	for _, tt := range []struct{ name, doc, want string }{
		{"drop of nothing", `{"edition": "x", "extends": "base.json", "drop": ["nothing"]}`, `the base has no correction, zone or note "nothing"`},
		{"id reused without a drop", `{"edition": "x", "extends": "base.json", "hexes": [{"id": "wall", "hexes": ["0101"], "terrain": "rough", "src": "manual", "why": "x"}]}`, `id "wall" is already used`},
		{"missing base", `{"edition": "x", "extends": "none.json"}`, "none.json"},
		{"extends itself", `{"edition": "x", "extends": "loop.json"}`, "extends itself"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, dir, "loop.json", tt.doc)
			_, err := Load(p)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
}

// A fix that cites the hex's own source leaves no per-fact source behind:
// Srcs lists only facts whose source differs from Src.
func TestApplyKeepsSrcsMinimal(t *testing.T) {
	f, err := Parse([]byte(`{"edition": "test", "hexes": [
  {"id": "same", "hexes": ["0101"], "terrain": "rough", "src": "geo", "why": "Redrawn from geography."}]}`))
	if err != nil {
		t.Fatal(err)
	}
	m := smallMap(t)
	rep, err := Apply(m, f)
	if err != nil {
		t.Fatal(err)
	}
	if info := m.Hexes[model.MustHex("0101")]; info.Terrain != "rough" || info.Srcs != nil {
		t.Errorf("0101 = %+v", info)
	}
	if rep.Changed() != 1 {
		t.Errorf("changed %d, want 1", rep.Changed())
	}
}
