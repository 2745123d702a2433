package render

import (
	"fmt"

	svg "github.com/ajstarks/svgo/float"

	"github.com/bfgdata/bfgdata/model"
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
func drawCounter(s *svg.SVG, u Unit, at point, scale float64, attrs ...string) {
	n := nationOf(u)
	label := u.Label
	if label == "" {
		label = u.ID
	}
	values := model.FormatStats(u.Attack, u.Defense, u.Movement)
	drawCounterFace(s, counterFace{
		nation: n.key, label: label, mark: sizeMark(u.Size), symbol: symbolID(u.Type), values: values,
		title: fmt.Sprintf("%s: %s, %s %s %s, %s", u.ID, label, n.name, u.Size, u.Type, values),
		attrs: append([]string{attr("data-unit", u.ID)}, attrs...),
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
