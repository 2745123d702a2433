package sheets

import (
	"bytes"
	"errors"
	"io"
	"slices"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// SetupSheet writes a scenario's printable setup sheet to w: one HTML file
// with its style sheet and drawings inline, laid out in fixed pages of the
// given paper. The cover states the terms of play; then each force in play
// has its pages: a locator map of its hexes, and its units in setup order,
// grouped by hex, each with its counter drawn as on the map, its id,
// attack-defense-movement and what the map says of the hex; units that
// start in a zone or box follow under the zone. Every page has the edition
// and scenario in its footer and its number.
//
// m and tec may be nil: the sheet then has no locator maps. SetupSheet
// returns the number of pages; it writes nothing when the briefing cannot
// be laid out.
func SetupSheet(w io.Writer, b explain.Briefing, m *model.Map, tec *model.TEC, paper Paper) (Printed, error) {
	if paper.W <= 0 {
		paper = Letter
	}
	s, err := planSheet(b, m, tec, paper)
	if err != nil {
		return Printed{}, err
	}
	var doc bytes.Buffer
	c := markup.NewCanvas(&doc)
	s.write(c)
	if err := c.Finish(); err != nil {
		return Printed{}, err
	}
	if _, err := w.Write(doc.Bytes()); err != nil {
		return Printed{}, err
	}
	return Printed{Pages: s.pages, Paper: paper}, nil
}

// Setup sheet geometry, in inches.
const (
	forceHeadH   = 0.62 // a force page's heading
	tableHeadH   = 0.26 // the column heads of the unit list
	unitRowH     = 0.6  // one unit
	sheetCounter = 0.5  // the counter drawn beside a unit
	locatorH     = 2.75 // the locator map's height
	locatorGap   = 0.2
	zoneHeadH    = 0.34 // "In zones and boxes"

	colPlace   = 1.95
	colCounter = 0.66
	colID      = 1.05
	colUnit    = 2.45
	colADM     = 0.72
	cellPad    = 0.06
)

// Setup sheet type.
var (
	fontHex    = markup.Font{Size: 13, Line: 16, Bold: true}
	fontPlace  = markup.Font{Size: 7.5, Line: 9.5}
	fontZone   = markup.Font{Size: 10.5, Line: 13, Bold: true}
	fontLabel  = markup.Font{Size: 10, Line: 12.5, Bold: true}
	fontDetail = markup.Font{Size: 7.5, Line: 9.5}
	fontID     = markup.Font{Size: 9, Line: 11}
	fontADM    = markup.Font{Size: 11, Line: 13, Bold: true}
)

// sheet is a setup sheet laid out in pages.
type sheet struct {
	b      explain.Briefing
	paper  Paper
	footer string
	cover  [][]coverBlock // the cover's pages
	forces []*forceSection
	loc    *render.Locator // nil without a map
	pages  int
}

// forceSection is the pages of one force.
type forceSection struct {
	force    model.Force
	player   string
	units    []explain.SetupUnit
	hexes    int // hexes its units start in
	inZones  int // units in zones or boxes
	groups   []unitGroup
	pages    [][]unitGroup
	first    int // its first page number
	ownHexes []model.Hex
	zoneHex  []model.Hex
}

// unitGroup is the units that start in one place: a hex, a zone or a box.
type unitGroup struct {
	place     *explain.HexPlace
	hex       string
	zone      *explain.ZonePlace
	box       string
	units     []explain.SetupUnit
	h         float64
	zoneHead  bool // the first group off the map: "In zones and boxes" heads it
	continued bool // the rest of a group too long for one page
	// aside holds the reasons of a force's units set aside (the group's
	// units), which the scenario places nowhere.
	aside []string
}

func planSheet(b explain.Briefing, m *model.Map, tec *model.TEC, paper Paper) (*sheet, error) {
	if len(b.Units) == 0 {
		return nil, errors.New("render: the scenario has no starting units to print")
	}
	s := &sheet{b: b, paper: paper}
	s.footer = footerOf(b.Edition, b.Name)
	if m != nil && tec != nil {
		s.loc = render.NewLocator(m, tec, locatorH).WithNumbers()
	}
	places := map[model.Hex]*explain.HexPlace{}
	for i := range b.Places {
		places[b.Places[i].Hex] = &b.Places[i]
	}
	zones := map[string]*explain.ZonePlace{}
	for i := range b.Zones {
		zones[b.Zones[i].ID] = &b.Zones[i]
	}
	for _, f := range forcesOf(b) {
		fs := &forceSection{force: f, player: playerOf(b, f)}
		for _, u := range b.Units {
			if u.Force == f {
				fs.units = append(fs.units, u)
			}
		}
		fs.groups = groupUnits(fs.units, places, zones)
		for _, g := range fs.groups {
			switch {
			case g.hex != "":
				fs.hexes++
				fs.ownHexes = append(fs.ownHexes, g.units[0].Hex)
			default:
				fs.inZones += len(g.units)
				if g.zone != nil {
					fs.zoneHex = append(fs.zoneHex, g.zone.Hexes...)
				}
			}
		}
		if g, ok := asideGroup(b, f); ok {
			fs.groups = append(fs.groups, g)
		}
		s.forces = append(s.forces, fs)
	}
	for _, fs := range s.forces {
		fs.pages = s.paginateUnits(fs)
	}
	s.cover = s.paginateCover()
	page := len(s.cover) + 1
	for _, fs := range s.forces {
		fs.first = page
		page += len(fs.pages)
	}
	s.pages = page - 1
	return s, nil
}

// playerOf names the player who runs force f, or "".
func playerOf(b explain.Briefing, f model.Force) string {
	for _, c := range b.Control {
		if slices.Contains(c.Forces, f) {
			return markup.TitleWords(string(c.Player)) + " player"
		}
	}
	return ""
}

// groupUnits puts units that start in the same place together, keeping
// the setup's order: hexes first, then zones and boxes.
func groupUnits(units []explain.SetupUnit, places map[model.Hex]*explain.HexPlace, zones map[string]*explain.ZonePlace) []unitGroup {
	var groups []unitGroup
	index := map[string]int{}
	for _, u := range units {
		key := u.Where()
		if u.OnMap() {
			key = u.Hex.String()
		}
		if i, ok := index[key]; ok {
			groups[i].units = append(groups[i].units, u)
			continue
		}
		g := unitGroup{units: []explain.SetupUnit{u}}
		switch {
		case u.OnMap():
			g.hex = u.Hex.String()
			g.place = places[u.Hex]
		case u.Zone != "":
			g.zone = zones[u.Zone]
			if g.zone == nil {
				g.zone = &explain.ZonePlace{ID: u.Zone, Name: u.Zone}
			}
		default:
			g.box = u.Box
		}
		index[key] = len(groups)
		groups = append(groups, g)
	}
	// hexes before zones and boxes, each in setup order
	slices.SortStableFunc(groups, func(a, b unitGroup) int {
		return boolRank(a.hex == "") - boolRank(b.hex == "")
	})
	for i := range groups {
		groups[i].zoneHead = groups[i].hex == "" && (i == 0 || groups[i-1].hex != "")
		groups[i].h = groups[i].height()
	}
	return groups
}

// asideGroup is the units of force f the scenario sets aside, listed
// last on the force's pages with why, so that a player setting up the
// force from its pages knows they are not forgotten.
func asideGroup(b explain.Briefing, f model.Force) (unitGroup, bool) {
	g := unitGroup{box: "Set aside"}
	reasons := map[string]string{}
	for _, a := range b.SetAside {
		reasons[a.Counter] = a.Reason
	}
	for _, u := range b.AsideUnits {
		if u.Force == f {
			g.units = append(g.units, u)
			g.aside = append(g.aside, u.Counter+": "+reasons[u.Counter])
		}
	}
	g.h = g.height()
	return g, len(g.units) > 0
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// placeWidth is the width the place column's text may use.
const placeWidth = colPlace - 2*cellPad

// placeLines are the lines under a hex id: terrain, city, port.
func (g unitGroup) placeLines() []string {
	switch {
	case len(g.aside) > 0:
		return append([]string{"not placed by the scenario"}, g.aside...)
	case g.hex != "" && g.place != nil:
		p := g.place
		var lines []string
		t := p.TerrainName
		if p.Fortified {
			t += ", fortified"
		}
		if t != "" {
			lines = append(lines, t)
		}
		if p.City != nil {
			c := p.City.Name + ", " + markup.CountLabel(p.City.VP, "VP", "VP")
			if p.City.Capital {
				c += ", capital"
			}
			lines = append(lines, c)
		}
		if p.Port {
			lines = append(lines, "port")
		}
		return lines
	case g.hex != "":
		return []string{"not on the map"}
	case g.zone != nil:
		z := g.zone
		what := "zone"
		if z.Kind != "" {
			what = markup.SentenceWords(string(z.Kind)) + " zone"
		}
		if z.Rule != "" {
			what += ", rule " + z.Rule
		}
		lines := []string{what}
		if len(z.Hexes) > 0 {
			lines = append(lines, "set up in any of its "+markup.CountLabel(len(z.Hexes), "hex", "hexes")+": "+model.JoinHexes(z.Hexes, " "))
		}
		return lines
	}
	return []string{"off-map box"}
}

// placeTitle is the group's heading: the hex id, the zone's or box's name.
func (g unitGroup) placeTitle() (string, markup.Font) {
	more := ""
	if g.continued {
		more = " (continued)"
	}
	switch {
	case g.hex != "":
		return g.hex + more, fontHex
	case g.zone != nil:
		return g.zone.Name + more, fontZone
	}
	return g.box + more, fontZone
}

// height is the group's height: a row per unit, or more when the place's
// description needs it.
func (g unitGroup) height() float64 {
	title, tf := g.placeTitle()
	h := 2*cellPad + tf.Height(tf.Lines(title, placeWidth))
	for _, l := range g.placeLines() {
		h += fontPlace.Height(fontPlace.Lines(l, placeWidth))
	}
	rows := float64(len(g.units)) * unitRowH
	h = max(h, rows)
	if g.zoneHead {
		h += zoneHeadH
	}
	return h
}

// paginateUnits cuts a force's groups into pages: the first page holds the
// heading and the locator map, later pages the heading again. A group never
// splits unless it is longer than a page, so a hex id is printed once.
func (s *sheet) paginateUnits(fs *forceSection) [][]unitGroup {
	rest := s.paper.contentH() - forceHeadH - tableHeadH
	first := rest
	if s.loc != nil {
		first -= locatorH + locatorGap
	}
	var pages [][]unitGroup
	var cur []unitGroup
	room := first
	for _, g := range splitLongGroups(fs.groups, rest) {
		if g.h > room && (len(cur) > 0 || len(pages) == 0) {
			pages = append(pages, cur)
			cur, room = nil, rest
		}
		cur = append(cur, g)
		room -= g.h
	}
	return append(pages, cur)
}

// splitLongGroups cuts a group longer than a page (a zone holding a whole
// army) into parts that fit; the parts after the first say they continue.
func splitLongGroups(groups []unitGroup, page float64) []unitGroup {
	var out []unitGroup
	for _, g := range groups {
		for g.h > page && len(g.units) > 1 {
			head := g
			head.units = nil
			for _, u := range g.units {
				head.units = append(head.units, u)
				if head.height() > page {
					head.units = head.units[:len(head.units)-1]
					break
				}
			}
			if len(head.units) == 0 {
				break
			}
			head.h = head.height()
			out = append(out, head)
			g.units = g.units[len(head.units):]
			g.zoneHead, g.continued = false, true
			g.h = g.height()
		}
		out = append(out, g)
	}
	return out
}

func (s *sheet) write(c *markup.Canvas) {
	b := s.b
	css := pageCSS(s.paper) + sheetCSS
	if s.loc != nil {
		css += s.loc.CSS()
	}
	htmlStart(c, b.Name+" — setup sheet, "+footerOf(b.Edition, b.Scenario), css)
	defsStart(c)
	_ = render.WriteNATOSymbols(c)
	if s.loc != nil {
		_ = s.loc.WriteDefs(c)
	}
	defsEnd(c)
	page := 1
	for i, blocks := range s.cover {
		s.writeCover(c, blocks, i > 0)
		pageEnd(c, s.footer, page, s.pages)
		page++
	}
	for _, fs := range s.forces {
		for i, groups := range fs.pages {
			s.writeForcePage(c, fs, i, groups)
			pageEnd(c, s.footer, page, s.pages)
			page++
		}
	}
	htmlEnd(c)
}
