package render

import (
	"fmt"
	"io"
	"strings"

	svg "github.com/ajstarks/svgo/float"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Unit is a counter as it is drawn: what its face prints (designation,
// NATO size and type, attack-defense-movement) and the colours its
// nationality, or a German unit's force, gives it.
type Unit struct {
	// Counter is the counter's id: the SVG's data-unit, and the
	// designation printed when Label is empty.
	Counter     string
	Label       string
	Nationality model.Nationality
	// Force colours a German unit (East or West German); empty when the
	// scenario has not given it one, which prints it grey.
	Force    model.Force
	Size     model.UnitSize
	Type     model.UnitType
	Attack   int
	Defense  int
	Movement int
}

// PrintedLabel is the designation the counter prints: its label, or its
// id when it has none.
func (u Unit) PrintedLabel() string {
	if u.Label == "" {
		return u.Counter
	}
	return u.Label
}

// Placement is a unit where a map shows it: in Hex, or, with Hex zero, in
// the zone or off-map box the sidebar lists it under.
type Placement struct {
	Unit
	Hex model.Hex
	// Zone is the id of the map zone the unit stands in: beside Hex, a
	// zone the hex lies in; alone, the zone's list in the sidebar.
	Zone string
	// Box names an off-map box (a holding box, a reserve) for a unit
	// with neither hex nor zone.
	Box string
}

// OnMap reports whether the unit stands in a hex.
func (p Placement) OnMap() bool { return p.Hex != (model.Hex{}) }

// CounterSize is a counter's side at scale 1, in the user units of the
// drawing Map makes (a hex is 100 across its flats).
const CounterSize = 60.0

// counterInner is the width a counter's label may use.
const counterInner = CounterSize - 6

// FontStack is the font of the map and of every printed document: DejaVu
// Sans first, whose widths the layout of labels assumes.
const FontStack = `'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif`

// CounterCSS styles the printed parts of a counter. The colours of the
// faces come from writeNationCSS and the NATO symbols from the <defs> that
// writeNATOSymbols writes: a page that draws counters needs all three.
const CounterCSS = `.counter-face{stroke:#1a1a1a;stroke-width:1.2}
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

// drawCounter draws the counter of u centred at at, scale times CounterSize
// across: the face in the nationality's colour, the designation, the NATO
// size mark and symbol, and attack-defense-movement along the bottom, as on
// the printed counters. Its group carries data-unit and then attrs, such as
// where the counter stands, for tools that read the SVG.
func drawCounter(s *svg.SVG, u Unit, at point, scale float64, attrs ...string) {
	n := nationOf(u.Nationality, u.Force)
	label := u.PrintedLabel()
	values := model.FormatStats(u.Attack, u.Defense, u.Movement)
	drawCounterFace(s, counterFace{
		nation: n.key, label: label, mark: sizeMark(u.Size), symbol: symbolID(u.Type), values: values,
		title: fmt.Sprintf("%s: %s, %s %s %s, %s", u.Counter, label, n.name, u.Size, u.Type, values),
		attrs: append([]string{markup.Attr("data-unit", u.Counter)}, attrs...),
	}, at, scale)
}

// counterFace is what is printed on a counter, ready to draw.
type counterFace struct {
	nation, label, mark, symbol, values, title string
	attrs                                      []string // extra attributes of the counter's group
}

func drawCounterFace(s *svg.SVG, f counterFace, at point, scale float64) {
	attrs := append([]string{markup.Class("counter", "nat-"+f.nation)}, f.attrs...)
	s.Group(append(attrs, markup.Translate(at, scale))...)
	s.Title(f.title)
	h := CounterSize / 2
	s.Roundrect(-h, -h, CounterSize, CounterSize, 3, 3, markup.Class("counter-face", "face-"+f.nation))
	opts := []string{markup.Class("counter-label")}
	if markup.TextWidth(f.label, 10, true) > counterInner {
		// squeeze long designations into the counter instead of letting
		// them spill onto the neighbouring hex
		opts = append(opts, markup.Attr("textLength", markup.Num(counterInner)), `lengthAdjust="spacingAndGlyphs"`)
	}
	s.Text(0, -20, f.label, opts...)
	if f.mark != "" {
		s.Text(0, -11.5, f.mark, markup.Class("counter-size"))
	}
	s.Use(0, -1, "#"+f.symbol)
	s.Text(0, 26, f.values, markup.Class("counter-values"))
	s.Gend()
}

// MarkerCSS styles the markers of a counter set, which only the counter
// sheets draw: black on cream, the name in capitals.
const MarkerCSS = `.nat-marker{color:#000}
.face-marker{fill:#efe6c8}
.marker-label{font-size:9.5px;font-weight:bold;text-anchor:middle;fill:currentColor;letter-spacing:0.3px}
`

// unitOf is the counter of a unit as drawCounter takes it; force colours
// German units (empty when the scenario gives it).
func unitOf(c model.Counter) Unit {
	return Unit{Counter: c.ID, Label: c.Label, Nationality: c.Nationality, Force: c.Force, Size: c.Size, Type: c.Type,
		Attack: c.Attack, Defense: c.Defense, Movement: c.Movement}
}

// FaceStyle is the style key of a piece's face, which its face-KEY class
// fills: the unit's nationality (or German force), or marker.
func FaceStyle(c model.Counter) string {
	if !c.IsUnit() {
		return "marker"
	}
	return nationOf(c.Nationality, c.Force).key
}

// DrawCounter writes u's counter to w as a group centred at at, scale
// times CounterSize across, in the drawing's user units; attrs are further
// attributes of the group, written as given (name="value", escaped). It
// needs CounterCSS, NationCSS and the NATO symbols in the page around it.
func DrawCounter(w io.Writer, u Unit, at Point, scale float64, attrs ...string) error {
	c := markup.NewCanvas(w)
	drawCounter(c.SVG, u, point(at), scale, attrs...)
	return c.Finish()
}

// DrawPiece is DrawCounter for any piece of a counter set: a unit as on
// the map, a marker with its name (which needs MarkerCSS too).
func DrawPiece(w io.Writer, piece model.Counter, at Point, scale float64, attrs ...string) error {
	c := markup.NewCanvas(w)
	drawPiece(c.SVG, piece, point(at), scale, attrs...)
	return c.Finish()
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

// drawMarker draws a marker: its name in capitals, one word a line.
func drawMarker(s *svg.SVG, c model.Counter, at point, scale float64, attrs ...string) {
	label := c.Label
	if label == "" {
		label = c.ID
	}
	s.Group(append(append([]string{markup.Class("counter", "nat-marker"), markup.Attr("data-unit", c.ID)}, attrs...), markup.Translate(at, scale))...)
	s.Title(c.ID + ": " + label + " (marker)")
	h := CounterSize / 2
	s.Roundrect(-h, -h, CounterSize, CounterSize, 3, 3, markup.Class("counter-face", "face-marker"))
	words := strings.Fields(strings.ToUpper(label))
	const lineH = 12.0
	y := -float64(len(words)-1)*lineH/2 + 3.5
	for _, w := range words {
		opts := []string{markup.Class("marker-label")}
		if markup.TextWidth(w, 9.5, true) > counterInner {
			opts = append(opts, markup.Attr("textLength", markup.Num(counterInner)), `lengthAdjust="spacingAndGlyphs"`)
		}
		s.Text(0, y, w, opts...)
		y += lineH
	}
	s.Gend()
}

// WriteNATOSymbols writes to w the NATO symbols counters use, for the
// <defs> of a page that draws counters with DrawCounter.
func WriteNATOSymbols(w io.Writer) error {
	c := markup.NewCanvas(w)
	writeNATOSymbols(c)
	return c.Finish()
}

// writeNATOSymbols defines one symbol per arm, drawn in currentColor inside
// a 30 by 18 frame centred on the origin, so the counter's ink colour
// carries through <use>.
func writeNATOSymbols(c *canvas) {
	const frame = `M-15,-9L15,-9L15,9L-15,9Z`
	const cross = `M-15,-9L15,9M-15,9L15,-9`
	symbols := []struct {
		id, d string
		extra func()
	}{
		{symbolID(model.Infantry), frame + cross, nil},
		{symbolID(model.Armor), frame, func() { c.Ellipse(0, 0, 10, 5, markup.Class("nato")) }},
		{symbolID(model.Mechanized), frame + cross, func() { c.Ellipse(0, 0, 10, 5, markup.Class("nato")) }},
		{symbolID(model.Cavalry), frame + `M-15,9L15,-9`, nil},
		{symbolID(model.Airborne), frame + cross + `M-7,7Q-3.5,2 0,7Q3.5,2 7,7`, nil},
		{symbolID(model.Mountain), frame + cross, func() { c.Path("M-5,9L0,3L5,9Z", markup.Class("nato-fill")) }},
		{unknownSymbol, frame, func() { c.Text(0, 5, "?", markup.Class("nato-text")) }},
	}
	for _, s := range symbols {
		c.Group(markup.Attr("id", s.id))
		c.Path(s.d, markup.Class("nato"))
		if s.extra != nil {
			s.extra()
		}
		c.Gend()
	}
}
