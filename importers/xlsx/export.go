package xlsx

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Export writes a workbook holding the whole edition. The same edition
// always gives the same bytes.
func Export(w io.Writer, ed *model.Edition) error {
	if ed.CRT == nil || ed.TEC == nil || ed.TRT == nil {
		return fmt.Errorf("edition %s is not loaded in full", ed.Info.ID)
	}
	b := newBook("Battle for Germany, edition " + ed.Info.ID)
	names := setupSheetNames(ed.Scenarios)
	x := &exporter{b: b, ed: ed, setupSheets: names}
	// The sheets that feed dropdowns may come after the sheets that use
	// them; their layout is fixed, so the references are known now.
	if ed.Counters != nil {
		x.counterRef = listRef(SheetCounters, 0, 1+len(ed.Counters.Counters))
	}
	if ed.Map != nil {
		x.zoneRef = listRef(SheetZones, 0, 1+len(ed.Map.Zones))
	}
	x.terrainRef = listRef(SheetTEC, 1, 1+len(ed.TEC.Terrain))
	writeReadme(b, ed, readmeExport, names)
	x.edition()
	if ed.Counters != nil {
		x.counters()
	}
	x.scenarios(ed.Scenarios, ed.Info.Files.Scenarios)
	x.scenarioRules(ed.Scenarios)
	for i, s := range ed.Scenarios {
		x.setup(s, names[i])
	}
	if ed.Map != nil {
		x.hexes()
		x.hexsides()
		x.zones()
	}
	x.crt()
	x.crtResults()
	x.tec()
	x.trt()
	x.trtRuns()
	x.ruleNumbers()
	x.sources(filesOf(ed))
	x.notes(filesOf(ed))
	x.lists()
	return b.write(w)
}

type exporter struct {
	b           *book
	ed          *model.Edition
	setupSheets []string
	// refs are the dropdown sources the sheets written so far offer.
	counterRef, terrainRef, zoneRef string
	listRefs                        map[string]string
}

// setupSheetNames gives each scenario a sheet named after its id, in
// words: historical is Historical, collapse-in-the-east Collapse in the
// East. Spreadsheets allow at most 31 characters in a sheet name, and a
// name may not repeat a fixed sheet or another scenario's.
func setupSheetNames(scenarios []*model.Scenario) []string {
	taken := map[string]bool{}
	for _, n := range fixedSheets {
		taken[strings.ToLower(n)] = true
	}
	out := make([]string, len(scenarios))
	for i, s := range scenarios {
		base := truncate(words(s.ID), 31)
		name := base
		for n := 2; taken[strings.ToLower(name)]; n++ {
			suffix := fmt.Sprintf(" %d", n)
			name = truncate(base, 31-len(suffix)) + suffix
		}
		taken[strings.ToLower(name)] = true
		out[i] = name
	}
	return out
}

// words turns an id into words with capitals, small words kept small:
// red-star-white-star is Red Star White Star.
func words(id string) string {
	parts := strings.Split(id, "-")
	for i, p := range parts {
		switch {
		case p == "":
		case i > 0 && slices.Contains([]string{"a", "an", "and", "at", "in", "of", "on", "the", "to"}, p):
		default:
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, " ")
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return strings.TrimSpace(string(r[:n]))
	}
	return s
}

func (x *exporter) edition() {
	s := x.b.sheetOf(SheetEdition, editionColumns)
	for _, f := range editionFields {
		if !hasRole(x.ed, f.role) {
			continue
		}
		s.add(f.role, f.name, f.get(x.ed))
	}
	s.finish(false)
}

func (x *exporter) counters() {
	s := x.b.sheetOf(SheetCounters, counterColumns)
	for _, c := range x.ed.Counters.Counters {
		fs := c.FieldSrc
		if fs == nil {
			fs = &model.FieldSrc{}
		}
		marker := ""
		if c.Marker != nil {
			marker = string(c.Marker.Kind)
		}
		var attack, defense, movement, ss any
		if c.IsUnit() {
			attack, defense, movement, ss = c.Attack, c.Defense, c.Movement, c.SS
		}
		s.add(c.ID, c.Label, string(c.Kind), string(c.Nationality), string(c.Force), string(c.PrintColour),
			string(c.Size), string(c.Type), attack, defense, movement, ss, string(c.SetupSymbol), marker, c.Src,
			fs.Label, fs.Nationality, fs.Force, fs.PrintColour, fs.Size, fs.Type, fs.Attack, fs.Defense,
			fs.Movement, fs.SS, fs.SetupSymbol)
	}
	s.dropdown("kind", x.list("kind"), "unit or marker")
	s.dropdown("nationality", x.list("nationality"), "a nationality")
	s.dropdown("force", x.list("force"), "a force")
	s.dropdown("printColour", x.list("printColour"), "a German force")
	s.dropdown("size", x.list("size"), "a unit size")
	s.dropdown("type", x.list("type"), "a unit type")
	s.dropdown("setupSymbol", x.list("setupSymbol"), "a setup symbol")
	s.dropdown("marker", x.list("marker"), "a marker kind")
	for _, c := range []string{"attack", "defense", "movement"} {
		s.wholeNumbers(c, 0, 99)
	}
	s.finish(true)
}

// formatControl writes who runs which forces: "soviet: soviet; german:
// east-german, west-german".
func formatControl(cs []model.Control) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		forces := make([]string, len(c.Forces))
		for j, f := range c.Forces {
			forces[j] = string(f)
		}
		parts[i] = string(c.Player) + ": " + strings.Join(forces, ", ")
	}
	return strings.Join(parts, "; ")
}

// formatHostile writes the enemy pairs: "soviet/east-german; …".
func formatHostile(hs [][2]model.Force) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = string(h[0]) + "/" + string(h[1])
	}
	return strings.Join(parts, "; ")
}

func joinForces(fs []model.Force) string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = string(f)
	}
	return strings.Join(out, ", ")
}

func (x *exporter) scenarios(list []*model.Scenario, files []string) {
	s := x.b.sheetOf(SheetScenarios, scenarioColumns)
	for i, sc := range list {
		file := ""
		if i < len(files) {
			file = files[i]
		}
		s.add(sc.ID, x.setupSheets[i], file, sc.Edition, sc.Name, sc.Rule, sc.Players, formatControl(sc.Control),
			sc.Turns.First, sc.Turns.Last, sc.Turns.Src, joinForces(sc.Forces.InPlay), joinForces(sc.Forces.NotInPlay),
			formatHostile(sc.Hostile), sc.TheaterBoundary.Status, sc.TheaterBoundary.MapArea, sc.Victory.Kind,
			sc.Victory.Summary, sc.SetupFrom, scoringCities(sc.Victory.Scoring), scoringControl(sc.Victory.Scoring),
			formatScorers(sc.Victory.Scoring), scoringRule(sc.Victory.Scoring), sc.BasedOn, formatTurnDates(sc.TurnDates), formatSequence(sc.Sequence))
	}
	s.wholeNumbers("players", 2, 4)
	s.wholeNumbers("first turn", 1, 99)
	s.wholeNumbers("last turn", 1, 99)
	s.dropdown("boundary", x.list("boundary"), "enforced or ignored")
	s.dropdown("map area", x.list("map area"), "a map area")
	s.dropdown("victory", x.list("victory"), "a victory kind")
	s.finish(true)
}

// formatTurnDates writes a scenario's own turn dates as the turn dates
// column takes them: "13 1946-01-01 Jan I 1946; 14 1946-01-16".
func formatTurnDates(ts []model.TurnDate) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = strings.TrimSpace(strconv.Itoa(t.Turn) + " " + t.Start + " " + t.Label)
	}
	return strings.Join(parts, "; ")
}

func (x *exporter) scenarioRules(list []*model.Scenario) {
	s := x.b.sheetOf(SheetScenarioRules, scenarioRuleColumns)
	for _, sc := range list {
		for _, l := range []struct {
			name  string
			rules []model.RuleRef
		}{{"special", sc.SpecialRules}, {"optional", sc.OptionalRules}} {
			for _, r := range l.rules {
				effects := make([]string, len(r.Effects))
				for i, e := range r.Effects {
					effects[i] = string(e)
				}
				s.add(sc.ID, l.name, r.ID, r.Rule, r.Amends, r.Summary, strings.Join(effects, ", "), nonzero(r.Number), joinInts(r.Roll), formatMarkers(r.Markers))
			}
		}
	}
	s.dropdown("list", x.list("rule list"), "special or optional")
	s.finish(false)
}

func (x *exporter) setup(sc *model.Scenario, name string) {
	s := x.b.sheetOf(name, setupColumns)
	index := map[string]*model.Counter{}
	if x.ed.Counters != nil {
		index = x.ed.Counters.Index()
	}
	about := func(id string) (string, string) {
		if c, ok := index[id]; ok {
			return c.Label, string(c.Nationality)
		}
		return "", ""
	}
	for _, p := range sc.Setup {
		label, nat := about(p.Counter)
		hex := ""
		if p.Hex != nil {
			hex = p.Hex.String()
		}
		s.add(p.Counter, label, nat, string(p.Force), p.Stats, hex, p.Zone, p.Box, p.Src, "")
	}
	for _, a := range sc.SetAside {
		label, nat := about(a.Counter)
		s.add(a.Counter, label, nat, "", "", "", "", "", a.Src, a.Reason)
	}
	x.setupChecks(s)
	s.finish(true)
}

// setupChecks puts the dropdowns and the hex check on a setup sheet.
func (x *exporter) setupChecks(s *sheet) {
	s.dropdown("counter", x.counterRef, "a counter id")
	s.dropdown("force", x.list("force"), "a force")
	s.hexIDs("hex")
	s.dropdown("zone", x.zoneList(), "a zone")
	s.dropdown("box", x.list("box"), "a box")
}

// zoneList offers the Zones sheet's ids, or the Lists sheet's when the
// workbook has no Zones sheet.
func (x *exporter) zoneList() string {
	if x.zoneRef != "" {
		return x.zoneRef
	}
	return x.list("zone")
}

// transcribed reports whether a source of a file is a transcription.
func transcribed(srcs model.Sources, id string) bool {
	s, ok := srcs.Find(id)
	return ok && s.Kind.Transcribed()
}

func (x *exporter) hexes() {
	m := x.ed.Map
	s := x.b.sheetOf(SheetMap, mapColumns)
	// Which cells hold each fact, for tinting reconstructed ones.
	factCols := map[string][]int{
		model.FactTerrain: {1}, model.FactFortified: {2}, model.FactCity: {3, 4, 5},
		model.FactPort: {6}, model.FactCountry: {7}, model.FactTheater: {8},
	}
	for _, h := range m.HexIDs() {
		info := m.Hexes[h]
		var city, vp, capital any
		if info.City != nil {
			city, vp, capital = info.City.Name, info.City.VP, opt(info.City.Capital)
		}
		r := s.add(h.String(), info.Terrain, opt(info.Fortified), city, vp, capital, opt(info.Port),
			info.Regions.Country, string(info.Regions.Theater), info.Src,
			info.Srcs[model.FactTerrain], info.Srcs[model.FactFortified], info.Srcs[model.FactCity], info.Srcs[model.FactCapital],
			info.Srcs[model.FactPort], info.Srcs[model.FactCountry], info.Srcs[model.FactTheater])
		for _, fact := range model.HexFacts {
			if !transcribed(m.Sources, info.SrcOf(fact)) {
				for _, c := range factCols[fact] {
					s.mark(c, r, x.b.styles.tint)
				}
			}
		}
	}
	s.hexIDs("hex")
	s.dropdown("terrain", x.terrainRef, "a terrain of the TEC")
	s.wholeNumbers("vp", 0, 99)
	s.dropdown("theater", x.list("theater"), "east, west or boundary")
	s.finish(true)
}

func (x *exporter) hexsides() {
	m := x.ed.Map
	s := x.b.sheetOf(SheetHexsides, hexsideColumns)
	for _, k := range m.HexsideKeys() {
		info := m.Hexsides[k]
		r := s.add(k.String(), string(info.Type), info.Name, info.Src)
		if !transcribed(m.Sources, info.Src) {
			s.mark(1, r, x.b.styles.tint)
			s.mark(2, r, x.b.styles.tint)
		}
	}
	s.dropdown("type", x.list("hexside type"), "river, lake or blocked")
	s.finish(true)
}

func (x *exporter) zones() {
	m := x.ed.Map
	s := x.b.sheetOf(SheetZones, zoneColumns)
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		r := s.add(id, z.Name, string(z.Kind), strings.Join(z.Forces, ", "), model.JoinHexes(z.Hexes, ", "),
			strings.Join(z.Ranges, ", "), string(z.Effect), z.Rule, z.Src, z.Note)
		if !transcribed(m.Sources, z.Src) {
			s.mark(4, r, x.b.styles.tint)
			s.mark(5, r, x.b.styles.tint)
		}
	}
	s.dropdown("kind", x.list("zone kind"), "a zone kind")
	s.finish(true)
}

// crt writes the table as the rulebook prints it: a column per odds, a row
// per die roll, with each column's attack and defense below its id.
func (x *exporter) crt() {
	c := x.ed.CRT
	s := x.b.sheetOf(SheetCRT, nil)
	head := []any{"odds"}
	attack := []any{"attack"}
	defense := []any{"defense"}
	for _, col := range c.Odds.Columns {
		head = append(head, col.ID)
		attack = append(attack, col.Attack)
		defense = append(defense, col.Defense)
	}
	s.add(head...)
	s.add(attack...)
	s.add(defense...)
	for _, r := range c.Rows {
		row := []any{r.Die}
		for _, res := range r.Results {
			row = append(row, res)
		}
		s.add(row...)
	}
	b := x.b
	b.check(b.f.SetCellStyle(SheetCRT, "A1", cell(len(c.Odds.Columns), 1), b.styles.header))
	b.check(b.f.SetCellStyle(SheetCRT, "A2", "A"+fmt.Sprint(s.row), b.styles.header))
	s.finish(false)
}

func (x *exporter) crtResults() {
	s := x.b.sheetOf(SheetCRTResults, crtResultColumns)
	for _, r := range x.ed.CRT.Results {
		s.add(r.Code, r.Name, string(r.Attacker), string(r.Defender), r.Rule, strings.Join(r.Aliases, ", "),
			strings.Join(r.Advance, ", "), r.AdvanceRule)
	}
	s.dropdown("attacker", x.list("effect"), "an effect")
	s.dropdown("defender", x.list("effect"), "an effect")
	s.finish(false)
}

// extraStated reports whether a move entry states its extra cost, even 0:
// the model keeps that to itself, and its JSON shows it.
func extraStated(m model.TECMove) bool {
	b, err := json.Marshal(m)
	if err != nil {
		return false
	}
	var v map[string]json.RawMessage
	_ = json.Unmarshal(b, &v)
	_, ok := v["extra"]
	return ok
}

func (x *exporter) tec() {
	t := x.ed.TEC
	s := x.b.sheetOf(SheetTEC, tecColumns)
	for _, l := range tecLists(t) {
		for _, e := range *l.entries {
			var extra, zoc any
			zocSrc := ""
			if extraStated(e.Move) {
				extra = e.Move.Extra
			}
			if e.ZOC != nil {
				zoc, zocSrc = e.ZOC.Blocks, e.ZOC.Src
			}
			s.add(l.name, e.ID, e.Name, e.Move.Cost, extra, opt(e.Move.Prohibited), joinForces(e.Move.ProhibitedFor),
				nonzero(e.Combat.Multiplier), e.Combat.When, joinForces(e.Combat.Defenders), joinForces(e.Combat.DestroyedBy),
				opt(e.Combat.Prohibited), e.Combat.Src, zoc, zocSrc, e.Rule, e.Src, e.Note)
		}
	}
	s.dropdown("list", x.list("tec list"), "terrain, feature, hexside or border")
	s.dropdown("when", x.list("when"), "when the multiplier applies")
	s.finish(false)
}

// tecList is one of the chart's four lists, by its name in the sheet.
type tecList struct {
	name    string
	entries *[]model.TECEntry
}

func tecLists(t *model.TEC) []tecList {
	return []tecList{{"terrain", &t.Terrain}, {"feature", &t.Features}, {"hexside", &t.Hexsides}, {"border", &t.Borders}}
}

func (x *exporter) trt() {
	t := x.ed.TRT
	cols := trtColumns()
	s := x.b.sheetOf(SheetTRT, cols)
	for _, tu := range t.Turns {
		row := []any{tu.Turn, tu.Start, tu.Label, tu.Src}
		for _, f := range enumForces() {
			if r, ok := tu.Replacements[model.Force(f)]; ok {
				row = append(row, r.Units, r.Src)
			} else {
				row = append(row, nil, nil)
			}
		}
		s.add(row...)
	}
	s.finish(true)
}

func (x *exporter) trtRuns() {
	s := x.b.sheetOf(SheetTRTScenarios, trtRunColumns)
	for _, r := range x.ed.TRT.Scenarios {
		s.add(r.Scenario, r.First, r.Last, r.Rule, r.Src)
	}
	s.finish(false)
}

func (x *exporter) ruleNumbers() {
	s := x.b.sheetOf(SheetRuleNumbers, ruleNumberColumns)
	codes := make([]string, 0, len(x.ed.Info.RuleRefs))
	for c := range x.ed.Info.RuleRefs {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	for _, c := range codes {
		s.add(c, x.ed.Info.RuleRefs[c])
	}
	s.finish(false)
}

// fileSources is one file's sources and notes, by the file's path.
type fileSources struct {
	file    string
	sources model.Sources
	notes   []model.Note
}

// filesOf lists every file of the edition with its sources and notes, in
// the order of edition.json.
func filesOf(ed *model.Edition) []fileSources {
	f := ed.Info.Files
	out := []fileSources{{model.EditionFile, ed.Info.Sources, ed.Info.Notes}}
	if ed.Counters != nil {
		out = append(out, fileSources{f.Counters, ed.Counters.Sources, ed.Counters.Notes})
	}
	if ed.Map != nil {
		out = append(out, fileSources{f.Map, ed.Map.Sources, ed.Map.Notes})
	}
	out = append(out, fileSources{f.CRT, ed.CRT.Sources, ed.CRT.Notes},
		fileSources{f.TEC, ed.TEC.Sources, ed.TEC.Notes}, fileSources{f.TRT, ed.TRT.Sources, ed.TRT.Notes})
	for i, sc := range ed.Scenarios {
		out = append(out, fileSources{f.Scenarios[i], sc.Sources, sc.Notes})
	}
	return out
}

func (x *exporter) sources(files []fileSources) {
	s := x.b.sheetOf(SheetSources, sourceColumns)
	for _, f := range files {
		writeSources(s, f.file, f.sources)
	}
	x.sourceChecks(s)
	s.finish(false)
}

func writeSources(s *sheet, file string, srcs model.Sources) {
	for _, src := range srcs {
		s.add(file, src.ID, string(src.Kind), src.Title, src.Sections, src.Trust, src.Note)
	}
}

func (x *exporter) sourceChecks(s *sheet) {
	s.dropdown("kind", x.list("source kind"), "a kind of source")
	s.dropdown("trust", x.list("trust"), "a level of trust")
}

func (x *exporter) notes(files []fileSources) {
	s := x.b.sheetOf(SheetNotes, noteColumns)
	for _, f := range files {
		writeNotes(s, f.file, f.notes)
	}
	s.dropdown("kind", x.list("note kind"), "a kind of note")
	s.finish(false)
}

func writeNotes(s *sheet, file string, notes []model.Note) {
	for _, n := range notes {
		s.add(file, n.ID, n.Kind, n.Text, n.Choice, strings.Join(n.Sources, ", "))
	}
}

// listColumns are the Lists sheet's columns, each the values of one
// dropdown; data lists (zones, boxes, counters) come from the edition.
func listColumns(ed *model.Edition) []struct {
	name   string
	values []string
} {
	var zones, counters []string
	if ed.Map != nil {
		zones = ed.Map.ZoneIDs()
	}
	if ed.Counters != nil {
		for _, c := range ed.Counters.Units() {
			counters = append(counters, c.ID)
		}
	}
	return []struct {
		name   string
		values []string
	}{
		{"force", enumForces()}, {"nationality", enumNationalities()}, {"kind", enumCounterKinds()},
		{"printColour", []string{string(model.EastGerman), string(model.WestGerman)}},
		{"size", enumSizes()}, {"type", enumTypes()}, {"setupSymbol", enumSetupSymbols()},
		{"marker", enumMarkerKinds()}, {"boundary", enumBoundary()}, {"map area", enumMapAreas()},
		{"victory", enumVictory()}, {"rule list", []string{"special", "optional"}}, {"effect", enumEffectsOf()},
		{"rule effect", enumEffects()}, {"theater", enumTheaters()}, {"hexside type", enumHexsideTypes()},
		{"zone kind", enumZoneKinds()}, {"tec list", []string{"terrain", "feature", "hexside", "border"}},
		{"when", enumWhen()}, {"source kind", enumSourceKinds()}, {"trust", enumTrust()},
		{"note kind", enumNoteKinds()}, {"zone", zones}, {"box", boxesOf(ed)}, {"counter", counters},
	}
}

// boxesOf lists the boxes the edition's setups use. The data defines no
// boxes of its own, so these are all the dropdown can offer.
func boxesOf(ed *model.Edition) []string {
	var out []string
	for _, s := range ed.Scenarios {
		for _, p := range s.Setup {
			if p.Box != "" && !slices.Contains(out, p.Box) {
				out = append(out, p.Box)
			}
		}
	}
	sort.Strings(out)
	return out
}

// list is the reference to a column of the Lists sheet, which is written
// last; its layout is fixed by listColumns, so the reference is known
// before it exists.
func (x *exporter) list(name string) string {
	if x.listRefs == nil {
		x.listRefs = map[string]string{}
		for i, c := range listColumns(x.ed) {
			x.listRefs[c.name] = listRef(SheetLists, i, 1+len(c.values))
		}
	}
	ref, ok := x.listRefs[name]
	if !ok {
		panic("xlsx: no list " + name)
	}
	return ref
}

func (x *exporter) lists() {
	cols := listColumns(x.ed)
	head := make([]column, len(cols))
	for i, c := range cols {
		head[i] = column{name: c.name}
	}
	s := x.b.sheetOf(SheetLists, head)
	longest := 0
	for _, c := range cols {
		longest = max(longest, len(c.values))
	}
	for r := range longest {
		row := make([]any, len(cols))
		for i, c := range cols {
			if r < len(c.values) {
				row[i] = c.values[r]
			}
		}
		s.add(row...)
	}
	s.finish(false)
}

// The victory scoring columns: empty where the scenario keeps the basic
// rule.
func scoringCities(s *model.Scoring) string {
	if s == nil {
		return ""
	}
	return s.Cities
}

func scoringControl(s *model.Scoring) string {
	if s == nil {
		return ""
	}
	return s.Control
}

func scoringRule(s *model.Scoring) string {
	if s == nil {
		return ""
	}
	return s.Rule
}

// formatScorers writes "soviet: soviet; western-allied: east-german", the
// players in force order.
func formatScorers(s *model.Scoring) string {
	if s == nil {
		return ""
	}
	var parts []string
	for _, p := range slices.Sorted(maps.Keys(s.Scorers)) {
		parts = append(parts, string(p)+": "+joinForces(s.Scorers[p]))
	}
	return strings.Join(parts, "; ")
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}
