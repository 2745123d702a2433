package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// svgElement is one parsed element with its attributes and the layer it
// sits in.
type svgElement struct {
	name  string
	attrs map[string]string
	layer string
	text  string
}

// parseSVG reads the whole document with encoding/xml, which also proves
// it is well-formed, and flattens it to a list of elements.
func parseSVG(t *testing.T, doc string) (root svgElement, elems []svgElement) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	var stack []svgElement
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := svgElement{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				key := a.Name.Local
				if a.Name.Space == inkscapeNS {
					key = "inkscape:" + key
				}
				e.attrs[key] = a.Value
			}
			if len(stack) > 0 {
				e.layer = stack[len(stack)-1].layer
			}
			if e.attrs["inkscape:groupmode"] == "layer" {
				e.layer = e.attrs["inkscape:label"]
			}
			if len(stack) == 0 {
				root = e
			}
			stack = append(stack, e)
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(tok)
			}
		case xml.EndElement:
			e := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			elems = append(elems, e)
		}
	}
	return root, elems
}

func hasClass(e svgElement, c string) bool { return classListHas(e.attrs["class"], c) }

// classListHas reports whether a class attribute's value lists name.
func classListHas(list, name string) bool {
	for _, c := range strings.Fields(list) {
		if c == name {
			return true
		}
	}
	return false
}

func TestStructure(t *testing.T) {
	m := smallMap()
	units := smallUnits()
	doc := renderString(t, m, Options{Edition: testEdition(), Units: units, Provenance: true})
	root, elems := parseSVG(t, doc)

	if root.name != "svg" || root.attrs["viewBox"] == "" {
		t.Fatalf("root element %q, viewBox %q", root.name, root.attrs["viewBox"])
	}
	for _, a := range []string{"width", "height"} {
		if !strings.HasSuffix(root.attrs[a], "in") {
			t.Errorf("%s = %q, want inches", a, root.attrs[a])
		}
	}

	count := func(match func(svgElement) bool) int {
		n := 0
		for _, e := range elems {
			if match(e) {
				n++
			}
		}
		return n
	}
	layers := map[string]bool{}
	for _, e := range elems {
		if e.attrs["inkscape:groupmode"] == "layer" {
			layers[e.attrs["inkscape:label"]] = true
			if e.attrs["id"] != e.attrs["inkscape:label"] {
				t.Errorf("layer %q has id %q", e.attrs["inkscape:label"], e.attrs["id"])
			}
		}
	}
	for _, l := range []string{"grid", "terrain", "provenance", "hexsides", "borders", "cities", "labels", "zones", "units", "legend"} {
		if !layers[l] {
			t.Errorf("no layer %q", l)
		}
	}

	onMap, inBoxes := 0, 0
	for _, u := range units {
		if u.Box == "" {
			onMap++
		} else {
			inBoxes++
		}
	}
	boundary := 0
	for _, info := range m.Hexes {
		if info.Regions.Theater == model.TheaterBoundary {
			boundary++
		}
	}
	tests := []struct {
		what  string
		match func(svgElement) bool
		want  int
	}{
		{"terrain hex <use>s", func(e svgElement) bool {
			return e.layer == "terrain" && e.name == "use" && e.attrs["href"] == "#hex"
		}, len(m.Hexes)},
		{"grid hex <use>s", func(e svgElement) bool { return e.layer == "grid" && e.name == "use" }, len(m.Hexes)},
		{"provenance hex shades", func(e svgElement) bool { return e.layer == "provenance" && hasClass(e, "prov") }, len(m.Hexes)},
		{"hexside features", func(e svgElement) bool { return e.layer == "hexsides" && e.attrs["data-hexside"] != "" }, len(m.Hexsides)},
		{"rivers", func(e svgElement) bool { return e.layer == "hexsides" && e.name == "line" && hasClass(e, "river") }, 5},
		{"lakes", func(e svgElement) bool { return e.layer == "hexsides" && hasClass(e, "lake") }, 1},
		{"blocked hexsides", func(e svgElement) bool { return e.layer == "hexsides" && hasClass(e, "blocked") }, 1},
		{"fortified hexes", func(e svgElement) bool {
			return e.layer == "terrain" && e.attrs["href"] == "#fort"
		}, 3},
		{"hex-id labels", func(e svgElement) bool { return e.layer == "labels" && hasClass(e, "hexid") }, len(m.Hexes)},
		{"cities", func(e svgElement) bool { return e.layer == "cities" && hasClass(e, "city") }, 5},
		{"ports", func(e svgElement) bool { return e.layer == "cities" && hasClass(e, "port") }, 3},
		{"zone outlines", func(e svgElement) bool { return e.layer == "zones" && hasClass(e, "zone-line") }, len(m.Zones)},
		{"boundary hexes", func(e svgElement) bool { return e.layer == "borders" && hasClass(e, "boundary-hex") }, boundary},
		{"counters on the map", func(e svgElement) bool {
			return e.layer == "units" && hasClass(e, "counter") && e.attrs["data-hex"] != ""
		}, onMap},
		{"counters in the side panel", func(e svgElement) bool {
			return e.layer == "units" && hasClass(e, "counter") && e.attrs["data-box"] != ""
		}, inBoxes},
		{"counters in the legend", func(e svgElement) bool { return e.layer == "legend" && e.attrs["data-unit"] != "" }, 0},
	}
	for _, tt := range tests {
		if got := count(tt.match); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.what, got, tt.want)
		}
	}

	// a unit in a map zone is listed under the zone's name
	for _, e := range elems {
		if e.attrs["data-unit"] == "ger-courland" && e.attrs["data-box"] != "Courland" {
			t.Errorf("unit in zone courland listed under %q, want the zone's name Courland", e.attrs["data-box"])
		}
	}

	// every hex id label is the id of a map hex, printed with its leading zero
	for _, e := range elems {
		if e.layer == "labels" && hasClass(e, "hexid") {
			h, err := model.ParseHex(e.text)
			if err != nil || !m.Contains(h) {
				t.Errorf("hex label %q is not a hex of the map", e.text)
			}
		}
	}

	// the borders carry exactly the derived hexsides: one L per segment
	for class, want := range map[string]int{"theater-boundary": len(m.TheaterBoundary()), "yugoslav-border": len(m.YugoslavBorder())} {
		found := false
		for _, e := range elems {
			if e.layer == "borders" && hasClass(e, class) {
				found = true
				if got := strings.Count(e.attrs["d"], "L"); got != want {
					t.Errorf("%s path has %d segments, want %d", class, got, want)
				}
				if e.attrs["data-hexsides"] != strconv.Itoa(want) {
					t.Errorf("%s data-hexsides = %q, want %d", class, e.attrs["data-hexsides"], want)
				}
			}
		}
		if !found || want == 0 {
			t.Errorf("no %s drawn (derived: %d hexsides)", class, want)
		}
	}

	// the stacked pair in 0303 is drawn side by side, both fully inside the hex
	l := newLayout(m, DefaultHexSize)
	c := l.centre(model.MustHex("0303"))
	var pair []point
	for _, e := range elems {
		if e.layer == "units" && hasClass(e, "counter") && strings.HasPrefix(e.attrs["data-unit"], "ger-1") {
			var x, y, s float64
			if _, err := fmtSscanf(e.attrs["transform"], &x, &y, &s); err != nil {
				t.Fatalf("counter transform %q: %v", e.attrs["transform"], err)
			}
			pair = append(pair, point{x, y})
			half := counterSize * s / 2
			if math.Abs(x-c.X)+half > hexWidth/2 || math.Abs(y-c.Y)+half > hexRadius/2 {
				t.Errorf("stacked counter at %v (scale %v) reaches outside hex 0303 centred %v", point{x, y}, s, c)
			}
		}
	}
	if len(pair) != 2 || math.Abs(pair[0].X-pair[1].X) < counterSize*0.7 {
		t.Errorf("stacked pair drawn at %v, want two counters side by side", pair)
	}
}

// fmtSscanf reads "translate(x,y) scale(s)" into x, y and s.
func fmtSscanf(transform string, x, y, s *float64) (int, error) {
	var err error
	parts := strings.FieldsFunc(transform, func(r rune) bool { return strings.ContainsRune("(), ", r) })
	// translate x y scale s
	if len(parts) != 5 {
		return 0, errors.New("want translate(x,y) scale(s)")
	}
	for i, p := range []*float64{x, y, s} {
		idx := []int{1, 2, 4}[i]
		if *p, err = strconv.ParseFloat(parts[idx], 64); err != nil {
			return i, err
		}
	}
	return 3, nil
}

func TestDeterministic(t *testing.T) {
	// maps are rebuilt each time so Go's randomised map order gets a chance
	// to leak into the output
	render := func() []byte {
		m := fullMap(12, 10)
		var b bytes.Buffer
		if err := Map(&b, m, testTEC(), Options{Edition: testEdition(), Provenance: true, Units: fullUnits(m, 30)}); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	first := render()
	for i := range 5 {
		if !bytes.Equal(first, render()) {
			t.Fatalf("run %d produced different bytes", i+2)
		}
	}
}

func TestEscaping(t *testing.T) {
	m := smallMap()
	info := m.Hexes[model.MustHex("0301")]
	info.City = &model.City{Name: `Sankt Pölten & "Co" <Nord>`, VP: 2}
	m.Hexes[model.MustHex("0301")] = info
	z := m.Zones["courland"]
	z.Name = "Kurland & Memel"
	m.Zones["courland"] = z
	ed := testEdition()
	ed.Publisher = "Games & <Co>"
	units := []explain.SetupUnit{
		{Unit: rules.Unit{Counter: `u"1"`, Label: "A&B <1>", Nationality: model.SovietNation}, Hex: model.MustHex("0305")},
		{Unit: rules.Unit{Counter: "u2", Label: "Ödön", Nationality: "bogus & co"}, Box: "Box <A> & B"},
	}
	doc := renderString(t, m, Options{Edition: ed, Scenario: `"Ardennes" & <Nordwind>`, Units: units})
	_, elems := parseSVG(t, doc)

	texts := map[string]bool{}
	for _, e := range elems {
		texts[e.text] = true
	}
	for _, want := range []string{`Sankt Pölten & "Co" <Nord>`, "A&B <1>", "Ödön", "Box <A> & B (1 unit)", "Kurland & Memel"} {
		if !texts[want] {
			t.Errorf("no text element reads %q after parsing", want)
		}
	}
	for _, raw := range []string{"<Nord>", "<Nordwind>", "<1>", "& B", "& co"} {
		if strings.Contains(doc, raw) {
			t.Errorf("%q appears unescaped in the SVG", raw)
		}
	}
	if !strings.Contains(doc, "Sankt Pölten &amp;") {
		t.Error("umlaut or ampersand not written as expected")
	}
	var found bool
	for _, e := range elems {
		if e.attrs["data-unit"] == `u"1"` {
			found = true
		}
	}
	if !found {
		t.Error("unit id with quotes did not survive as an attribute")
	}
}

func TestUnknownDataIsVisible(t *testing.T) {
	m := smallMap()
	info := m.Hexes[model.MustHex("0303")]
	info.Terrain = "swamp"
	m.Hexes[model.MustHex("0303")] = info
	s, _ := model.NewHexside(model.MustHex("0101"), model.MustHex("0102"))
	m.Hexsides[s] = model.HexsideInfo{Type: "canal", Src: "geo"}
	doc := renderString(t, m, Options{Units: []explain.SetupUnit{{Unit: rules.Unit{Counter: "x", Nationality: "martian", Type: "ski"}, Hex: model.MustHex("0303")}}})
	for _, want := range []string{
		`class="terrain-unknown-swamp"`,
		`Unknown terrain &#34;swamp&#34; (not in the Terrain Effects Chart) (1 hex)`,
		`class="hexside-unknown"`,
		`Unknown hexside type &#34;canal&#34; (1 hexside)`,
		`Unknown nationality`,
		`xlink:href="#nato-unknown"`,
		`Map of edition test`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("SVG lacks %s", want)
		}
	}
}

func TestErrors(t *testing.T) {
	badZone := smallMap()
	badZone.Zones["bad"] = model.Zone{Name: "Bad", Ranges: []string{"0101-0203"}}
	tests := []struct {
		name string
		m    *model.Map
		tec  *model.TEC
		opts Options
		want string
	}{
		{"no map", nil, testTEC(), Options{}, "no map"},
		{"no tec", smallMap(), nil, Options{}, "Terrain Effects Chart"},
		{"negative hex size", smallMap(), testTEC(), Options{HexSize: -1}, "not printable"},
		{"hex size in mm", smallMap(), testTEC(), Options{HexSize: 19}, "not printable"},
		{"NaN hex size", smallMap(), testTEC(), Options{HexSize: math.NaN()}, "not printable"},
		{"unit nowhere", smallMap(), testTEC(), Options{Units: []explain.SetupUnit{{Unit: rules.Unit{Counter: "lost"}}}}, `unit "lost" has neither`},
		{"unit off the map", smallMap(), testTEC(), Options{Units: []explain.SetupUnit{{Unit: rules.Unit{Counter: "far"}, Hex: model.MustHex("4040")}}}, "4040, which is not on the map"},
		{"bad zone range", badZone, testTEC(), Options{}, `zone "bad"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := Map(&b, tt.m, tt.tec, tt.opts)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want one containing %q", err, tt.want)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes before failing", b.Len())
			}
		})
	}
}

type failingWriter struct{ after int }

func (f *failingWriter) Write(p []byte) (int, error) {
	if f.after -= len(p); f.after < 0 {
		return 0, errors.New("disk full")
	}
	return len(p), nil
}

func TestWriteErrorIsReturned(t *testing.T) {
	err := Map(&failingWriter{after: 1000}, smallMap(), testTEC(), Options{})
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("err = %v, want the write error", err)
	}
}
