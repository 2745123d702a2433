package render

import (
	"fmt"
	"strings"

	svg "github.com/ajstarks/svgo/float"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Counter geometry, in user units, for a counter at scale 1.
const (
	counterSize  = 60.0
	counterInner = counterSize - 6 // what the label may use
)

// counterCSS styles the printed parts of a counter. The colours of the
// faces come from writeNationCSS and the NATO symbols from the <defs> that
// writeNATOSymbols writes: a page that draws counters needs all three.
const counterCSS = `.counter-face{stroke:#1a1a1a;stroke-width:1.2}
.nato{fill:none;stroke:currentColor;stroke-width:1.5}
.nato-fill{fill:currentColor;stroke:none}
.nato-text{font-size:13px;font-weight:bold;text-anchor:middle;fill:currentColor}
.counter-label{font-size:10px;font-weight:bold;text-anchor:middle;fill:currentColor}
.counter-size{font-size:7px;font-weight:bold;text-anchor:middle;fill:currentColor;letter-spacing:0.5px}
.counter-values{font-size:14px;font-weight:bold;text-anchor:middle;fill:currentColor}
`

// arm is a unit type the NATO symbols show, with its legend name.
type arm struct {
	typ  model.UnitType
	name string
}

// arms are the unit types of the counters, in the order the legend lists
// them.
var arms = []arm{
	{model.Infantry, "Infantry"},
	{model.Armor, "Armor"},
	{model.Mechanized, "Mechanized"},
	{model.Cavalry, "Cavalry"},
	{model.Airborne, "Airborne"},
	{model.Mountain, "Mountain"},
}

// unknownSymbol is the <defs> id of the symbol of a type not in arms.
const unknownSymbol = "nato-unknown"

// symbolID is the <defs> id of the NATO symbol of t.
func symbolID(t model.UnitType) string {
	for _, a := range arms {
		if a.typ == t {
			return "nato-" + string(t)
		}
	}
	return unknownSymbol
}

// sizeMark returns the NATO echelon mark printed above the symbol.
func sizeMark(s model.UnitSize) string {
	switch s {
	case model.Corps:
		return "XXX"
	case model.Army:
		return "XXXX"
	case model.Front:
		return "XXXXX"
	}
	return ""
}

// drawCounter draws the counter of u centred at at, scale times counterSize
// across: the face in the nationality's colour, the designation, the NATO
// size mark and symbol, and attack-defense-movement along the bottom, as on
// the printed counters. Its group carries data-unit and then attrs, such as
// where the counter stands, for tools that read the SVG.
func drawCounter(s *svg.SVG, u rules.Unit, at point, scale float64, attrs ...string) {
	n := nationOf(u)
	label := printedLabel(u)
	values := model.FormatStats(u.Attack, u.Defense, u.Movement)
	drawCounterFace(s, counterFace{
		nation: n.key, label: label, mark: sizeMark(u.Size), symbol: symbolID(u.Type), values: values,
		title: fmt.Sprintf("%s: %s, %s %s %s, %s", u.Counter, label, n.name, u.Size, u.Type, values),
		attrs: append([]string{attr("data-unit", u.Counter)}, attrs...),
	}, at, scale)
}

// counterFace is what is printed on a counter, ready to draw.
type counterFace struct {
	nation, label, mark, symbol, values, title string
	attrs                                      []string // extra attributes of the counter's group
}

func drawCounterFace(s *svg.SVG, f counterFace, at point, scale float64) {
	attrs := append([]string{class("counter", "nat-"+f.nation)}, f.attrs...)
	s.Group(append(attrs, translate(at, scale))...)
	s.Title(f.title)
	h := counterSize / 2
	s.Roundrect(-h, -h, counterSize, counterSize, 3, 3, class("counter-face", "face-"+f.nation))
	opts := []string{class("counter-label")}
	if textWidth(f.label, 10, true) > counterInner {
		// squeeze long designations into the counter instead of letting
		// them spill onto the neighbouring hex
		opts = append(opts, attr("textLength", num(counterInner)), `lengthAdjust="spacingAndGlyphs"`)
	}
	s.Text(0, -20, f.label, opts...)
	if f.mark != "" {
		s.Text(0, -11.5, f.mark, class("counter-size"))
	}
	s.Use(0, -1, "#"+f.symbol)
	s.Text(0, 26, f.values, class("counter-values"))
	s.Gend()
}

// markerCSS styles the markers of a counter set, which only the counter
// sheets draw: black on cream, the name in capitals.
const markerCSS = `.nat-marker{color:#000}
.face-marker{fill:#efe6c8}
.marker-label{font-size:9.5px;font-weight:bold;text-anchor:middle;fill:currentColor;letter-spacing:0.3px}
`

// unitOf is the counter of a unit as drawCounter takes it; force colours
// German units (empty when the scenario gives it).
func unitOf(c model.Counter) rules.Unit { return rules.UnitOf(&c, c.Force) }

// faceOf is the style key of a piece's face: the unit's nationality (or
// German force), or marker.
func faceOf(c model.Counter) string {
	if !c.IsUnit() {
		return "marker"
	}
	return nationOf(unitOf(c)).key
}

// drawPiece draws any piece of a counter set centred at at: a unit as on
// the map, a marker with its name.
func drawPiece(s *svg.SVG, c model.Counter, at point, scale float64, attrs ...string) {
	if c.IsUnit() {
		drawCounter(s, unitOf(c), at, scale, attrs...)
		return
	}
	drawMarker(s, c, at, scale, attrs...)
}

// printedLabel is the designation a unit's counter prints, or its id when
// it has none.
func printedLabel(u rules.Unit) string {
	if u.Label == "" {
		return u.Counter
	}
	return u.Label
}

// drawMarker draws a marker: its name in capitals, one word a line.
func drawMarker(s *svg.SVG, c model.Counter, at point, scale float64, attrs ...string) {
	label := c.Label
	if label == "" {
		label = c.ID
	}
	s.Group(append(append([]string{class("counter", "nat-marker"), attr("data-unit", c.ID)}, attrs...), translate(at, scale))...)
	s.Title(c.ID + ": " + label + " (marker)")
	h := counterSize / 2
	s.Roundrect(-h, -h, counterSize, counterSize, 3, 3, class("counter-face", "face-marker"))
	words := strings.Fields(strings.ToUpper(label))
	const lineH = 12.0
	y := -float64(len(words)-1)*lineH/2 + 3.5
	for _, w := range words {
		opts := []string{class("marker-label")}
		if textWidth(w, 9.5, true) > counterInner {
			opts = append(opts, attr("textLength", num(counterInner)), `lengthAdjust="spacingAndGlyphs"`)
		}
		s.Text(0, y, w, opts...)
		y += lineH
	}
	s.Gend()
}
