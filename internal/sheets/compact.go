package sheets

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// CompactSetupSheet writes a scenario's setup as a dense list to set up
// from at the table: each player's units on pages of their own (a force no
// player runs has its own), force by force, one line a unit — hex, small
// counter, id, designation and kind, attack-defense-movement — sorted by
// hex, with the units in zones and boxes after the hexes and the units
// the scenario sets aside, with the reason, last. set, the edition's
// counter set, tells whose a unit set aside is; without it, or for a
// counter of no force, the counters set aside end the sheet. The lines
// run down two columns a page. The
// sheet is one HTML file laid out in fixed pages of the given paper, as
// SetupSheet's; it has no cover and no locator: the full sheet has both.
func CompactSetupSheet(w io.Writer, b explain.Briefing, set *model.CounterSet, paper Paper) (Printed, error) {
	if paper.W <= 0 {
		paper = Letter
	}
	k, err := planCompact(b, set, paper)
	if err != nil {
		return Printed{}, err
	}
	var doc bytes.Buffer
	c := markup.NewCanvas(&doc)
	k.write(c)
	if err := c.Finish(); err != nil {
		return Printed{}, err
	}
	if _, err := w.Write(doc.Bytes()); err != nil {
		return Printed{}, err
	}
	return Printed{Pages: len(k.pages), Paper: paper}, nil
}

// WriteCompactSetupSheet writes a scenario's setup as a compact list by
// hex (CompactSetupSheet) to path, as WriteSetupSheet writes the full
// sheet.
func WriteCompactSetupSheet(path string, force bool, b explain.Briefing, set *model.CounterSet, paper Paper) (string, error) {
	p, err := writePrinted(path, force, func(w io.Writer) (Printed, error) { return CompactSetupSheet(w, b, set, paper) })
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: compact setup sheet of %s (edition %s), %d units by hex, %s", path, b.Name, b.Edition.ID, len(b.Units), p), nil
}

// Compact sheet geometry, in inches. A unit's line is a little taller than
// its counter, and the counter large enough to tell its colour, symbol and
// values apart: the id and values are printed beside it in full.
const (
	kHeadH    = 0.5   // a page's heading
	kTheadH   = 0.2   // a column's heads
	kForceH   = 0.3   // a force's heading in the list
	kRowH     = 0.265 // one unit, at the least
	kCounter  = 0.23  // the counter drawn on the line
	kGutter   = 0.25  // between the columns
	kColumns  = 2
	kColPlace = 0.7
	kColCtr   = 0.32
	kColID    = 0.64
	kColADM   = 0.5
	kPad      = 0.02 // above and below a line's text
)

// Compact sheet type.
var (
	kFontHex   = markup.Font{Size: 9, Line: 10.5, Bold: true}
	kFontName  = markup.Font{Size: 7, Line: 8, Bold: true} // a zone's or box's name
	kFontSub   = markup.Font{Size: 6, Line: 7}             // the city, zone or "box" under it
	kFontLabel = markup.Font{Size: 8, Line: 9, Bold: true}
	kFontKind  = markup.Font{Size: 6, Line: 7}
	kFontForce = markup.Font{Size: 10, Line: 12, Bold: true}
	kFontAside = markup.Font{Size: 7, Line: 8.5}
)

// compact is a compact setup sheet laid out in pages.
type compact struct {
	b      explain.Briefing
	paper  Paper
	footer string
	colW   float64 // a column's width
	pages  []kPage
	room   float64 // left in the last column while laying out
	// headH is the height of a page's heading: kHeadH, or more when the
	// line under a heading (a long scenario name, many forces) wraps.
	headH float64
	// nameless: the line under a heading leaves out the scenario's name
	// (the footer names it), which would make it wrap.
	nameless bool
}

// headHeight is the height, in inches, of a page's heading whose line
// under the title takes lines lines: the title's 18 pt, the line's 1 pt
// above and 11 pt each, and 4 pt above the heading's rule.
func headHeight(lines int) float64 {
	return (18 + 1 + float64(lines)*11 + 4) / 72
}

// kSection is what one page heading covers: a player's forces, or a force
// no player runs.
type kSection struct {
	title  string // "Soviet player", "Soviet force"
	forces []kForce
}

// kForce is a force's units in the order the list prints them, and the
// units of the force the scenario sets aside.
type kForce struct {
	force model.Force
	units []explain.SetupUnit
	aside []kAside
}

// kAside is a unit set aside, and why.
type kAside struct {
	unit   rules.Unit
	reason string
}

// kPage is a page of the list: its section and its columns of lines.
type kPage struct {
	section   *kSection
	continued bool
	cols      [][]kItem
}

// kItem is one line of a column: a force's heading, a unit, the set-aside
// heading or a counter set aside.
type kItem struct {
	kind  kKind
	h     float64
	force *kForce
	cont  bool // a force's heading repeated at the top of a column
	unit  explain.SetupUnit
	same  bool // the unit starts where the line above's does
	place placeText
	note  string // under the unit's designation: its kind, or why it is set aside
	aside model.SetAside
}

type kKind int

const (
	kiForce kKind = iota
	kiUnit
	kiAsideHead
	kiAside
)

// placeText is what a unit's line says of its place: the hex (or the
// zone's or box's name) and a smaller line under it.
type placeText struct {
	main, sub string
	onMap     bool
}

func planCompact(b explain.Briefing, set *model.CounterSet, paper Paper) (*compact, error) {
	if len(b.Units) == 0 {
		return nil, errors.New("render: the scenario has no starting units to print")
	}
	k := &compact{b: b, paper: paper, footer: footerOf(b.Edition, b.Name+byAuthor(b.Variant)+" · setup by hex")}
	k.colW = (paper.W - 2*Margin - (kColumns-1)*kGutter) / kColumns
	cities := map[model.Hex]string{}
	for _, p := range b.Places {
		if p.City != nil {
			cities[p.Hex] = p.City.Name
		}
	}
	zones := map[string]string{}
	for _, z := range b.Zones {
		zones[z.ID] = z.Name
	}
	sections, unplaced := compactSections(b, set)
	k.headH = kHeadH
	for _, drop := range []bool{false, true} {
		// A name that makes the line under a heading wrap is left to the
		// footer, which names the scenario too; a line that wraps even
		// so makes the heading taller, never running into its rule.
		k.nameless, k.headH = drop, kHeadH
		for i := range sections {
			// DejaVu's widths already err wide: the line may use the
			// layout's safety margin before it is counted as two
			k.headH = max(k.headH, headHeight(fontSmall.Lines(k.summary(sections[i]), (paper.W-2*Margin)*1.05)))
		}
		if k.headH == kHeadH {
			break
		}
	}
	colH := k.paper.contentH() - k.headH - kTheadH
	for _, sec := range sections {
		var items [][]kItem // per force: its heading and its lines
		for fi := range sec.forces {
			f := &sec.forces[fi]
			list := []kItem{{kind: kiForce, force: f, h: kForceH}}
			for _, u := range f.units {
				list = append(list, k.unitItem(f, u, placeOf(u, cities, zones), kindOf(u.Unit, " ")))
			}
			for _, a := range f.aside {
				list = append(list, k.unitItem(f, explain.SetupUnit{Unit: a.unit}, placeText{main: "set aside"}, a.reason))
			}
			items = append(items, list)
		}
		k.flow(sec, items, colH)
	}
	if len(unplaced) > 0 {
		list := []kItem{{kind: kiAsideHead, h: kForceH}}
		for _, a := range unplaced {
			list = append(list, kItem{kind: kiAside, aside: a, h: k.asideHeight(a)})
		}
		k.flowOn(list, colH)
	}
	return k, nil
}

func (k *compact) unitItem(f *kForce, u explain.SetupUnit, place placeText, note string) kItem {
	it := kItem{kind: kiUnit, force: f, unit: u, place: place, note: note}
	it.h = k.unitHeight(it)
	return it
}

// compactSections gathers the forces with units on the sheet, or units set
// aside, by the player who runs them, in the scenario's order of players;
// forces no player runs follow, each on its own. A counter set aside goes
// with its force when the counter set gives it one; the others are
// returned, to be listed at the end.
func compactSections(b explain.Briefing, set *model.CounterSet) ([]*kSection, []model.SetAside) {
	byForce := map[model.Force][]explain.SetupUnit{}
	order := forcesOf(b)
	for _, u := range b.Units {
		byForce[u.Force] = append(byForce[u.Force], u)
	}
	asides := map[model.Force][]kAside{}
	var unplaced []model.SetAside
	var index map[string]*model.Counter
	if set != nil {
		index = set.Index()
	}
	for _, a := range b.SetAside {
		c, ok := index[a.Counter]
		if !ok || !c.IsUnit() || c.Force == "" {
			unplaced = append(unplaced, a)
			continue
		}
		if !slices.Contains(order, c.Force) {
			order = append(order, c.Force)
		}
		asides[c.Force] = append(asides[c.Force], kAside{unit: rules.UnitOf(c, c.Force), reason: a.Reason})
	}
	taken := map[model.Force]bool{}
	force := func(f model.Force) kForce {
		taken[f] = true
		units := slices.Clone(byForce[f])
		slices.SortStableFunc(units, compareByPlace)
		return kForce{force: f, units: units, aside: asides[f]}
	}
	has := func(f model.Force) bool { return len(byForce[f])+len(asides[f]) > 0 }
	var out []*kSection
	for _, c := range b.Control {
		sec := &kSection{title: markup.TitleWords(string(c.Player)) + " player"}
		for _, f := range c.Forces {
			if !taken[f] && has(f) {
				sec.forces = append(sec.forces, force(f))
			}
		}
		if len(sec.forces) > 0 {
			out = append(out, sec)
		}
	}
	for _, f := range order {
		if !taken[f] && has(f) {
			out = append(out, &kSection{title: forceName(f) + " force", forces: []kForce{force(f)}})
		}
	}
	return out, unplaced
}

// compareByPlace orders units by hex, then the units in zones by zone,
// then those in boxes by box; units of one place keep the setup's order.
func compareByPlace(a, b explain.SetupUnit) int {
	rank := func(u explain.SetupUnit) int {
		switch {
		case u.OnMap():
			return 0
		case u.Zone != "":
			return 1
		}
		return 2
	}
	if c := cmp.Compare(rank(a), rank(b)); c != 0 {
		return c
	}
	if a.OnMap() {
		return cmp.Or(cmp.Compare(a.Hex.Row, b.Hex.Row), cmp.Compare(a.Hex.Col, b.Hex.Col))
	}
	return cmp.Or(cmp.Compare(a.Zone, b.Zone), cmp.Compare(a.Box, b.Box))
}

// placeOf says where a unit starts: "0224" over its city, "3722" over its
// zone, or the zone's or box's name over "zone" or "box".
func placeOf(u explain.SetupUnit, cities map[model.Hex]string, zones map[string]string) placeText {
	zone := zones[u.Zone]
	if zone == "" {
		zone = u.Zone
	}
	switch {
	case u.OnMap() && u.Zone != "":
		return placeText{main: u.Hex.String(), sub: zone, onMap: true}
	case u.OnMap():
		return placeText{main: u.Hex.String(), sub: cities[u.Hex], onMap: true}
	case u.Zone != "":
		return placeText{main: zone, sub: "zone"}
	}
	return placeText{main: u.Box, sub: "box"}
}

// placeW and unitW are the widths the place's and the unit's text may use.
const placeW = kColPlace - 0.04

func (k *compact) unitW() float64 { return k.colW - kColPlace - kColCtr - kColID - kColADM - 0.04 }

// unitHeight is a unit's line: kRowH, or more when a name needs more
// lines than its column gives it.
func (k *compact) unitHeight(it kItem) float64 {
	place := kFontHex.Height(1)
	if !it.place.onMap {
		place = kFontName.Height(kFontName.Lines(it.place.main, placeW))
	}
	if it.place.sub != "" {
		place += kFontSub.Height(kFontSub.Lines(it.place.sub, placeW))
	}
	unit := kFontLabel.Height(kFontLabel.Lines(explain.Drawn(it.unit.Unit).PrintedLabel(), k.unitW())) + kFontKind.Height(kFontKind.Lines(it.note, k.unitW()))
	return max(kRowH, max(place, unit)+2*kPad)
}

// asideHeight is a set-aside counter's line: its id and the reason.
func (k *compact) asideHeight(a model.SetAside) float64 {
	return max(kRowH, kFontAside.Height(kFontAside.Lines(a.Reason, k.colW-kColPlace-kColID))+2*kPad)
}

// kindOf is a unit's nationality, size and type, joined by sep: "Soviet
// army infantry" on the compact sheet, "Soviet · army · infantry" on the
// full one.
func kindOf(u rules.Unit, sep string) string {
	parts := []string{render.NationName(u.Nationality)}
	if u.Size != "" {
		parts = append(parts, string(u.Size))
	}
	if u.Type != "" {
		parts = append(parts, string(u.Type))
	}
	return strings.Join(parts, sep)
}

// byAuthor names a variant's author for the compact sheet's footer, as
// the setup sheet's cover does: " · a variant by NAME", or "" for a
// scenario of the rulebook's or a variant whose author is not named.
func byAuthor(v *explain.Variant) string {
	if v == nil || !v.Named {
		return ""
	}
	return " · a variant by " + v.Author.Title
}
