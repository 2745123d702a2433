package xlsx

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// Book is a workbook read into typed parts: each sheet it holds replaces
// that part of the edition it names when Build lays it over the edition.
type Book struct {
	// Edition is the edition id the README names.
	Edition string
	// Problems found while reading cells: formulas, merged cells, values
	// of the wrong kind, unknown columns.
	Problems []diag.Diagnostic
	// Locator finds the cell behind a value of the built files.
	Locator *Locator

	present map[string]bool // the fixed sheets the workbook has
	header  map[[2]string]value
	// headerRoles are the roles the Edition sheet gives fields for.
	headerRoles map[string]bool

	counters  []model.Counter
	scenarios []*scenarioPart
	rules     map[string]*ruleLists
	hexes     map[model.Hex]model.HexInfo
	hexsides  model.Hexsides
	zones     map[string]model.Zone
	crt       crtPart
	results   []model.CRTResult
	tec       model.TEC
	turns     []model.Turn
	runs      []model.ScenarioRun
	ruleRefs  model.RuleRefs
	sources   filed[model.Source]
	notes     filed[model.Note]
}

// scenarioPart is a scenario's row of the Scenarios sheet and its setup.
type scenarioPart struct {
	s     model.Scenario
	file  string
	sheet string
	doc   string
	row   diag.Place
}

// ruleLists are one scenario's special and optional rules.
type ruleLists struct {
	special, optional []model.RuleRef
	at                diag.Place // the first row naming the scenario
}

// crtPart is the CRT sheet's table.
type crtPart struct {
	columns []model.OddsColumn
	rows    []model.CRTRow
}

// filed is the Sources or Notes sheet: each file's entries in order.
type filed[T any] struct {
	files []string
	by    map[string][]T
	at    map[string]diag.Place // the first row naming each file
}

func (f *filed[T]) add(file string, at diag.Place, v T) {
	if f.by == nil {
		f.by, f.at = map[string][]T{}, map[string]diag.Place{}
	}
	if _, ok := f.by[file]; !ok {
		f.files = append(f.files, file)
		f.at[file] = at
	}
	f.by[file] = append(f.by[file], v)
}

// Read reads a workbook of at most MaxFileSize bytes. A file that cannot
// be read as a workbook at all is a *diag.Diagnostic; problems with cells are in
// Book.Problems.
func Read(r io.Reader) (book *Book, err error) {
	// excelize parses the parts with its own code; a malformed part it
	// does not expect must still end as a refusal, never a crash.
	defer func() {
		if v := recover(); v != nil {
			book, err = nil, fail("xlsx.unreadable", "not a readable .xlsx workbook: the spreadsheet reader failed on it (%v)", v)
		}
	}()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, io.LimitReader(r, MaxFileSize+1)); err != nil {
		return nil, fail("xlsx.unreadable", "cannot read the file: %v", err)
	}
	f, meta, err := open(buf.Bytes())
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf = bytes.Buffer{} // excelize has its own copy
	rd := &reader{f: f, meta: meta, loc: newLocator()}
	b := &Book{Locator: rd.loc, present: map[string]bool{}}
	sheets := f.GetSheetList()
	for _, s := range sheets {
		if slices.Contains(fixedSheets, s) {
			b.present[s] = true
		}
	}
	if !b.present[SheetReadme] {
		return nil, fail("xlsx.sheet-missing", "the workbook has no README sheet naming its edition; start from bfgdata export xlsx or bfgdata template scenario")
	}
	b.readReadme(rd)
	type step struct {
		sheet string
		read  func(*reader)
	}
	for _, st := range []step{
		{SheetEdition, b.readEdition}, {SheetCounters, b.readCounters}, {SheetScenarios, b.readScenarios},
		{SheetScenarioRules, b.readScenarioRules}, {SheetMap, b.readMap}, {SheetHexsides, b.readHexsides},
		{SheetZones, b.readZones}, {SheetCRT, b.readCRT}, {SheetCRTResults, b.readCRTResults},
		{SheetTEC, b.readTEC}, {SheetTRT, b.readTRT}, {SheetTRTScenarios, b.readTRTRuns},
		{SheetRuleNumbers, b.readRuleNumbers}, {SheetSources, b.readSources}, {SheetNotes, b.readNotes},
	} {
		if b.present[st.sheet] {
			st.read(rd)
		}
	}
	setupSheets := map[string]bool{}
	for _, sp := range b.scenarios {
		if sp.sheet == "" {
			continue
		}
		if !slices.Contains(sheets, sp.sheet) {
			rd.errorAt("xlsx.sheet-missing", diag.Place{Sheet: SheetScenarios, Cell: sp.row.Cell}, "scenario %s's setup sheet %q is not in the workbook", sp.s.ID, sp.sheet)
			continue
		}
		setupSheets[sp.sheet] = true
		b.readSetup(rd, sp)
	}
	for _, s := range sheets {
		if !b.present[s] && !setupSheets[s] {
			rd.problem(diag.Warning, "xlsx.sheet-unknown", diag.Place{Sheet: s}, "the sheet is not one bfgdata reads and is not imported (a setup sheet must be named on the Scenarios sheet)")
		}
	}
	b.Problems = rd.problems
	return b, nil
}

// readReadme finds the edition the workbook names.
func (b *Book) readReadme(rd *reader) {
	g, ok := rd.loadGrid(SheetReadme)
	if !ok {
		return
	}
	for r, row := range g.raw {
		if len(row) >= 2 && normalize(row[0]) == readmeEditionLabel {
			b.Edition = strings.TrimSpace(row[1])
			rd.loc.add("@readme", "", diag.Place{Sheet: SheetReadme, Cell: cell(1, r+1)})
			return
		}
	}
	rd.errorAt("xlsx.sheet-missing", diag.Place{Sheet: SheetReadme, Cell: "A1"}, "the README sheet has no row %q naming the workbook's edition", readmeEditionLabel)
}

func (b *Book) readEdition(rd *reader) {
	t, ok := rd.loadTable(SheetEdition, editionColumns)
	if !ok {
		return
	}
	b.header = map[[2]string]value{}
	b.headerRoles = map[string]bool{}
	for _, r := range t.rows {
		role, name := normalizeRole(r.str("file", "", "")), strings.TrimSpace(r.str("field", "", ""))
		i := slices.IndexFunc(editionFields, func(f field) bool { return f.role == role && f.name == name })
		if i < 0 {
			rd.problem(diag.Warning, "xlsx.column-unknown", r.place("field"), "%s has no field %q that the workbook knows; it is not imported", role, name)
			continue
		}
		key := [2]string{role, name}
		if _, dup := b.header[key]; dup {
			rd.errorAt("xlsx.duplicate", r.place("field"), "field %s of %s is given twice", name, role)
			continue
		}
		doc, ptr := "@"+role, "/"+name
		if !b.headerRoles[role] {
			rd.loc.add(doc, "", r.place("value"))
		}
		b.headerRoles[role] = true
		var v value
		switch editionFields[i].kind {
		case kInt:
			v.n, _ = r.integer("value", doc, ptr)
		case kNum:
			v.x, _ = r.number("value", doc, ptr)
		default:
			v.text = r.str("value", doc, ptr)
		}
		b.header[key] = v
	}
}

// normalizeRole accepts a role or the usual file name for it (map.json).
func normalizeRole(s string) string {
	s = strings.TrimSuffix(normalize(s), ".json")
	return s
}

func (b *Book) readCounters(rd *reader) {
	t, ok := rd.loadTable(SheetCounters, counterColumns)
	if !ok {
		return
	}
	const doc = "@counters"
	rd.loc.add(doc, "/counters", diag.Place{Sheet: SheetCounters, Cell: "A1"})
	b.counters = []model.Counter{}
	for i, r := range t.rows {
		p := fmt.Sprintf("/counters/%d", i)
		rd.loc.add(doc, p, r.place("id"))
		c := model.Counter{
			ID:          r.str("id", doc, p+"/id"),
			Label:       r.str("label", doc, p+"/label"),
			Kind:        model.CounterKind(r.str("kind", doc, p+"/kind")),
			Nationality: model.Nationality(r.str("nationality", doc, p+"/nationality")),
			Force:       model.Force(r.str("force", doc, p+"/force")),
			PrintColour: model.Force(r.str("printColour", doc, p+"/printColour")),
			Size:        model.UnitSize(r.str("size", doc, p+"/size")),
			Type:        model.UnitType(r.str("type", doc, p+"/type")),
			SS:          r.boolean("ss", doc, p+"/ss"),
			SetupSymbol: model.SetupSymbol(r.str("setupSymbol", doc, p+"/setupSymbol")),
			Src:         r.str("src", doc, p+"/src"),
		}
		c.Attack, _ = r.integer("attack", doc, p+"/attack")
		c.Defense, _ = r.integer("defense", doc, p+"/defense")
		c.Movement, _ = r.integer("movement", doc, p+"/movement")
		if m := r.str("marker", doc, p+"/marker"); m != "" || c.Kind == model.KindMarker {
			rd.loc.add(doc, p+"/marker/kind", r.place("marker"))
			if m != "" {
				c.Marker = &model.Marker{Kind: model.MarkerKind(m)}
			}
		}
		fp := p + "/fieldSrc/"
		fs := model.FieldSrc{
			Label: r.str("label src", doc, fp+"label"), Nationality: r.str("nationality src", doc, fp+"nationality"),
			Force: r.str("force src", doc, fp+"force"), PrintColour: r.str("printColour src", doc, fp+"printColour"),
			Size: r.str("size src", doc, fp+"size"), Type: r.str("type src", doc, fp+"type"),
			Attack: r.str("attack src", doc, fp+"attack"), Defense: r.str("defense src", doc, fp+"defense"),
			Movement: r.str("movement src", doc, fp+"movement"), SS: r.str("ss src", doc, fp+"ss"),
			SetupSymbol: r.str("setupSymbol src", doc, fp+"setupSymbol"),
		}
		if fs != (model.FieldSrc{}) {
			c.FieldSrc = &fs
		}
		b.counters = append(b.counters, c)
	}
}

// parseControl reads "soviet: soviet; german: east-german, west-german".
func parseControl(s string) ([]model.Control, error) {
	out := []model.Control{}
	for _, part := range splitList(s, ";") {
		player, list, ok := strings.Cut(part, ":")
		if !ok {
			return nil, fmt.Errorf("%q: want player: force, force (e.g. german: east-german, west-german)", part)
		}
		out = append(out, model.Control{Player: model.Player(strings.TrimSpace(player)), Forces: forces(splitList(list, ","))})
	}
	return out, nil
}

// parseHostile reads "soviet/east-german; soviet/west-german".
func parseHostile(s string) ([][2]model.Force, error) {
	out := [][2]model.Force{}
	for _, part := range splitList(s, ";") {
		a, b, ok := strings.Cut(part, "/")
		if !ok || strings.Contains(b, "/") {
			return nil, fmt.Errorf("%q: want a pair force/force (e.g. soviet/east-german)", part)
		}
		out = append(out, [2]model.Force{model.Force(strings.TrimSpace(a)), model.Force(strings.TrimSpace(b))})
	}
	return out, nil
}

// scenarioDoc is the document key of a scenario before its file is known.
func scenarioDoc(id string) string { return "@scenario:" + id }

func (b *Book) readScenarios(rd *reader) {
	t, ok := rd.loadTable(SheetScenarios, scenarioColumns)
	if !ok {
		return
	}
	b.scenarios = []*scenarioPart{}
	seen := map[string]bool{}
	for _, r := range t.rows {
		id := r.str("id", "", "")
		if id == "" {
			r.bad("id", "the scenario has no id")
			continue
		}
		if seen[id] {
			rd.errorAt("xlsx.duplicate", r.place("id"), "scenario %s is listed twice", id)
			continue
		}
		seen[id] = true
		doc := scenarioDoc(id)
		sp := &scenarioPart{doc: doc, row: r.place("id"), sheet: r.str("sheet", "", ""), file: r.str("file", "", "")}
		for _, p := range []string{"", "/id"} {
			rd.loc.add(doc, p, r.place("id"))
		}
		rd.loc.add(doc, "/setup", r.place("sheet"))
		rd.loc.add(doc, "/setAside", r.place("sheet"))
		s := &sp.s
		s.ID = id
		s.Edition = r.str("edition", doc, "/edition")
		s.Name = r.str("name", doc, "/name")
		s.Rule = r.str("rule", doc, "/rule")
		s.Players, _ = r.integer("players", doc, "/players")
		var err error
		if s.Control, err = parseControl(r.str("control", doc, "/control")); err != nil {
			r.bad("control", "%v", err)
		}
		s.Turns.First, _ = r.integer("first turn", doc, "/turns/first")
		s.Turns.Last, _ = r.integer("last turn", doc, "/turns/last")
		rd.loc.add(doc, "/turns", r.place("first turn"))
		s.Turns.Src = r.str("turns src", doc, "/turns/src")
		s.Forces.InPlay = forces(r.list("in play", doc, "/forces/inPlay"))
		s.Forces.NotInPlay = forces(r.list("not in play", doc, "/forces/notInPlay"))
		rd.loc.add(doc, "/forces", r.place("in play"))
		if s.Hostile, err = parseHostile(r.str("hostile", doc, "/hostile")); err != nil {
			r.bad("hostile", "%v", err)
		}
		s.TheaterBoundary.Status = r.str("boundary", doc, "/theaterBoundary/status")
		s.TheaterBoundary.MapArea = r.str("map area", doc, "/theaterBoundary/mapArea")
		rd.loc.add(doc, "/theaterBoundary", r.place("boundary"))
		s.Victory.Kind = r.str("victory", doc, "/victory/kind")
		s.Victory.Summary = r.str("victory summary", doc, "/victory/summary")
		rd.loc.add(doc, "/victory", r.place("victory"))
		sc := model.Scoring{Cities: r.str("scoring cities", doc, "/victory/scoring/cities"),
			Control: r.str("scoring control", doc, "/victory/scoring/control"), Rule: r.str("scoring rule", doc, "/victory/scoring/rule")}
		if scorers := r.str("scorers", doc, "/victory/scoring/scorers"); scorers != "" {
			sc.Scorers = map[model.Force][]model.Force{}
			for _, part := range splitList(scorers, ";") {
				p, fs, ok := strings.Cut(part, ":")
				if !ok {
					r.bad("scorers", "%q: want player: force, force", part)
					continue
				}
				sc.Scorers[model.Force(strings.TrimSpace(p))] = forces(splitList(fs, ","))
			}
		}
		if sc.Cities != "" || sc.Control != "" || sc.Rule != "" || sc.Scorers != nil {
			s.Victory.Scoring = &sc
		}
		s.SetupFrom = r.str("setup from", doc, "/setupFrom")
		s.BasedOn = r.str("based on", doc, "/basedOn")
		if s.TurnDates, err = parseTurnDates(r.str("turn dates", doc, "/turnDates"), s.Turns.Src); err != nil {
			r.bad("turn dates", "%v", err)
		}
		if s.Sequence, err = parseSequence(r.str("sequence of play", doc, "/sequenceOfPlay")); err != nil {
			r.bad("sequence of play", "%v", err)
		}
		b.scenarios = append(b.scenarios, sp)
	}
}

// parseTurnDates reads the turn dates column, "13 1946-01-01 Jan I 1946;
// 14 1946-01-16": each turn's number, first day and optional label. The
// dates cite src, the turns' source.
func parseTurnDates(s, src string) ([]model.TurnDate, error) {
	var out []model.TurnDate
	for _, part := range splitList(s, ";") {
		f := strings.Fields(part)
		if len(f) < 2 {
			return nil, fmt.Errorf("%q: want a turn, its first day and a label if you like, e.g. 13 1946-01-01 Jan I 1946", part)
		}
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q: %q is not a turn number", part, f[0])
		}
		if _, err := time.Parse(time.DateOnly, f[1]); err != nil {
			return nil, fmt.Errorf("%q: %q is not a day written year-month-day, e.g. 1946-01-01", part, f[1])
		}
		out = append(out, model.TurnDate{Turn: n, Start: f[1], Label: strings.Join(f[2:], " "), Src: src})
	}
	return out, nil
}

func (b *Book) readScenarioRules(rd *reader) {
	t, ok := rd.loadTable(SheetScenarioRules, scenarioRuleColumns)
	if !ok {
		return
	}
	b.rules = map[string]*ruleLists{}
	for _, r := range t.rows {
		id := r.str("scenario", "", "")
		rl := b.rules[id]
		if rl == nil {
			rl = &ruleLists{special: []model.RuleRef{}, optional: []model.RuleRef{}, at: r.place("scenario")}
			b.rules[id] = rl
		}
		doc := scenarioDoc(id)
		var list *[]model.RuleRef
		var p string
		switch l := normalize(r.str("list", "", "")); l {
		case "special":
			list, p = &rl.special, fmt.Sprintf("/specialRules/%d", len(rl.special))
		case "optional":
			list, p = &rl.optional, fmt.Sprintf("/optionalRules/%d", len(rl.optional))
		default:
			r.bad("list", "%q: a rule is special or optional", l)
			continue
		}
		rd.loc.add(doc, p, r.place("id"))
		rule := model.RuleRef{
			ID: r.str("id", doc, p+"/id"), Rule: r.str("rule", doc, p+"/rule"),
			Amends: r.str("amends", doc, p+"/amends"), Summary: r.str("summary", doc, p+"/summary"),
		}
		for _, e := range r.list("effects", doc, p+"/effects") {
			rule.Effects = append(rule.Effects, model.RuleEffect(e))
		}
		rule.Number, _ = r.integer("number", doc, p+"/number")
		for _, v := range r.list("roll", doc, p+"/roll") {
			n, err := strconv.Atoi(v)
			if err != nil {
				r.bad("roll", "%q: want die results, whole numbers", v)
				continue
			}
			rule.Roll = append(rule.Roll, n)
		}
		var err error
		if rule.Markers, err = parseMarkers(r.str("markers", doc, p+"/markers")); err != nil {
			r.bad("markers", "%v", err)
		}
		*list = append(*list, rule)
	}
}

// readSetup reads a scenario's setup sheet: each row places a counter in a
// hex, zone or box, or sets it aside with a reason; a row with neither is
// a counter left out, remembered so that a diagnostic about it can name
// the row.
func (b *Book) readSetup(rd *reader, sp *scenarioPart) {
	t, ok := rd.loadTable(sp.sheet, setupColumns)
	if !ok {
		return
	}
	doc := sp.doc
	rd.loc.add(doc, "/setup", diag.Place{Sheet: sp.sheet, Cell: "A1"})
	rd.loc.add(doc, "/setAside", diag.Place{Sheet: sp.sheet, Cell: "A1"})
	s := &sp.s
	for _, r := range t.rows {
		counter := r.str("counter", "", "")
		placed := r.has("hex") || r.has("zone") || r.has("box")
		aside := r.has("set aside")
		if !placed && !aside {
			rd.loc.addUnplaced(doc, counter, r.place("hex"))
			continue
		}
		if placed {
			p := fmt.Sprintf("/setup/%d", len(s.Setup))
			rd.loc.add(doc, p, r.place("counter"))
			s.Setup = append(s.Setup, model.Placement{
				Counter: r.str("counter", doc, p+"/counter"),
				Hex:     r.hex("hex", doc, p+"/hex"),
				Zone:    r.str("zone", doc, p+"/zone"),
				Box:     r.str("box", doc, p+"/box"),
				Stats:   r.str("a-d-m", doc, p+"/stats"),
				Force:   model.Force(r.str("force", doc, p+"/force")),
				Src:     r.str("src", doc, p+"/src"),
			})
		}
		if aside {
			p := fmt.Sprintf("/setAside/%d", len(s.SetAside))
			rd.loc.add(doc, p, r.place("counter"))
			s.SetAside = append(s.SetAside, model.SetAside{
				Counter: r.str("counter", doc, p+"/counter"),
				Reason:  r.str("set aside", doc, p+"/reason"),
				Src:     r.str("src", doc, p+"/src"),
			})
		}
	}
}
