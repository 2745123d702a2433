package xlsx

import (
	"encoding/json"
	"fmt"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

const mapDoc = "@map"

func (b *Book) readMap(rd *reader) {
	t, ok := rd.loadTable(SheetMap, mapColumns)
	if !ok {
		return
	}
	rd.loc.add(mapDoc, "/hexes", diag.Place{Sheet: SheetMap, Cell: "A1"})
	b.hexes = map[model.Hex]model.HexInfo{}
	for _, r := range t.rows {
		h := r.hex("hex", "", "")
		if h == nil {
			if !r.has("hex") {
				r.bad("hex", "the row has no hex id")
			}
			continue
		}
		if _, dup := b.hexes[*h]; dup {
			rd.errorAt("xlsx.duplicate", r.place("hex"), "hex %s is listed twice", h)
			continue
		}
		p := "/hexes/" + h.String()
		rd.loc.add(mapDoc, p, r.place("hex"))
		info := model.HexInfo{
			Terrain:   r.str("terrain", mapDoc, p+"/terrain"),
			Fortified: r.boolean("fortified", mapDoc, p+"/fortified"),
			Port:      r.boolean("port", mapDoc, p+"/port"),
			Regions: model.Regions{
				Country: r.str("country", mapDoc, p+"/regions/country"),
				Theater: model.Theater(r.str("theater", mapDoc, p+"/regions/theater")),
			},
			Src: r.str("src", mapDoc, p+"/src"),
		}
		rd.loc.add(mapDoc, p+"/regions", r.place("country"))
		name := r.str("city", mapDoc, p+"/city/name")
		vp, hasVP := r.integer("vp", mapDoc, p+"/city/vp")
		capital := r.boolean("capital", mapDoc, p+"/city/capital")
		rd.loc.add(mapDoc, p+"/city", r.place("city"))
		if name != "" || hasVP || capital {
			info.City = &model.City{Name: name, VP: vp, Capital: capital}
		}
		for _, fact := range model.HexFacts {
			if s := r.str(fact+" src", mapDoc, p+"/srcs/"+fact); s != "" {
				if info.Srcs == nil {
					info.Srcs = map[string]string{}
				}
				info.Srcs[fact] = s
			}
		}
		rd.loc.add(mapDoc, p+"/srcs", r.place("terrain src"))
		b.hexes[*h] = info
	}
}

func (b *Book) readHexsides(rd *reader) {
	t, ok := rd.loadTable(SheetHexsides, hexsideColumns)
	if !ok {
		return
	}
	rd.loc.add(mapDoc, "/hexsides", diag.Place{Sheet: SheetHexsides, Cell: "A1"})
	b.hexsides = model.Hexsides{}
	for _, r := range t.rows {
		key := r.str("hexside", "", "")
		s, err := model.ParseHexside(key)
		if err != nil {
			r.bad("hexside", "%v", err)
			continue
		}
		if _, dup := b.hexsides[s]; dup {
			rd.errorAt("xlsx.duplicate", r.place("hexside"), "hexside %s is listed twice", s)
			continue
		}
		p := "/hexsides/" + jsonx.EscapePointer(s.String())
		rd.loc.add(mapDoc, p, r.place("hexside"))
		b.hexsides[s] = model.HexsideInfo{
			Type: model.HexsideType(r.str("type", mapDoc, p+"/type")),
			Name: r.str("name", mapDoc, p+"/name"),
			Src:  r.str("src", mapDoc, p+"/src"),
		}
	}
}

func (b *Book) readZones(rd *reader) {
	t, ok := rd.loadTable(SheetZones, zoneColumns)
	if !ok {
		return
	}
	rd.loc.add(mapDoc, "/zones", diag.Place{Sheet: SheetZones, Cell: "A1"})
	b.zones = map[string]model.Zone{}
	for _, r := range t.rows {
		id := r.str("id", "", "")
		if _, dup := b.zones[id]; dup {
			rd.errorAt("xlsx.duplicate", r.place("id"), "zone %s is listed twice", id)
			continue
		}
		p := "/zones/" + jsonx.EscapePointer(id)
		rd.loc.add(mapDoc, p, r.place("id"))
		z := model.Zone{
			Name:   r.str("name", mapDoc, p+"/name"),
			Kind:   model.ZoneKind(r.str("kind", mapDoc, p+"/kind")),
			Forces: r.list("forces", mapDoc, p+"/forces"),
			Ranges: r.list("ranges", mapDoc, p+"/ranges"),
			Effect: model.RuleEffect(r.str("effect", mapDoc, p+"/effect")),
			Rule:   r.str("rule", mapDoc, p+"/rule"),
			Src:    r.str("src", mapDoc, p+"/src"),
			Note:   r.str("note", mapDoc, p+"/note"),
		}
		for _, s := range r.list("hexes", mapDoc, p+"/hexes") {
			h, err := model.ParseHex(s)
			if err != nil {
				r.bad("hexes", "%v", err)
				continue
			}
			z.Hexes = append(z.Hexes, h)
		}
		b.zones[id] = z
	}
}

// readCRT reads the table: row 1 the odds column ids, rows "attack" and
// "defense" their ratio, then one row per die roll.
func (b *Book) readCRT(rd *reader) {
	g, ok := rd.loadGrid(SheetCRT)
	if !ok {
		return
	}
	rd.classify(g, 1, nil, nil)
	const doc = "@crt"
	rd.loc.add(doc, "/odds", diag.Place{Sheet: SheetCRT, Cell: "A1"})
	rd.loc.add(doc, "/rows", diag.Place{Sheet: SheetCRT, Cell: "A1"})
	at := func(c, r int) diag.Place { return diag.Place{Sheet: SheetCRT, Cell: cell(c, r)} }
	text := func(r, c int) string {
		if r < len(g.rows) && c < len(g.rows[r]) {
			return strings.TrimSpace(g.rows[r][c].text)
		}
		return ""
	}
	if len(g.rows) == 0 || normalize(text(0, 0)) != "odds" {
		rd.errorAt("xlsx.column-missing", at(0, 1), `the CRT sheet starts with "odds" in A1, then the odds columns`)
		return
	}
	width := 0
	for c := 1; text(0, c) != ""; c++ {
		width = c
	}
	whole := func(r, c int, doc, ptr string) int {
		rd.loc.add(doc, ptr, at(c, r+1))
		s := text(r, c)
		n, ok := parseWhole(s)
		if !ok {
			rd.errorAt("xlsx.value", at(c, r+1), "%q is not a whole number", s)
		}
		return n
	}
	b.crt.columns = []model.OddsColumn{}
	b.crt.rows = []model.CRTRow{}
	for c := 1; c <= width; c++ {
		p := fmt.Sprintf("/odds/columns/%d", c-1)
		rd.loc.add(doc, p, at(c, 1))
		rd.loc.add(doc, p+"/id", at(c, 1))
		b.crt.columns = append(b.crt.columns, model.OddsColumn{ID: text(0, c)})
	}
	for r := 1; r < len(g.rows); r++ {
		label := normalize(text(r, 0))
		switch label {
		case "":
			continue
		case "attack", "defense":
			for c := 1; c <= width; c++ {
				n := whole(r, c, doc, fmt.Sprintf("/odds/columns/%d/%s", c-1, label))
				if label == "attack" {
					b.crt.columns[c-1].Attack = n
				} else {
					b.crt.columns[c-1].Defense = n
				}
			}
			continue
		}
		i := len(b.crt.rows)
		p := fmt.Sprintf("/rows/%d", i)
		rd.loc.add(doc, p, at(0, r+1))
		row := model.CRTRow{Die: whole(r, 0, doc, p+"/die"), Results: []string{}}
		for c := 1; c <= width; c++ {
			rd.loc.add(doc, fmt.Sprintf("%s/results/%d", p, c-1), at(c, r+1))
			row.Results = append(row.Results, text(r, c))
		}
		if len(g.rows[r]) > width+1 {
			rd.errorAt("xlsx.value", at(width+1, r+1), "a result beyond the last odds column")
		}
		b.crt.rows = append(b.crt.rows, row)
	}
}

func (b *Book) readCRTResults(rd *reader) {
	t, ok := rd.loadTable(SheetCRTResults, crtResultColumns)
	if !ok {
		return
	}
	const doc = "@crt"
	rd.loc.add(doc, "/results", diag.Place{Sheet: SheetCRTResults, Cell: "A1"})
	b.results = []model.CRTResult{}
	for i, r := range t.rows {
		p := fmt.Sprintf("/results/%d", i)
		rd.loc.add(doc, p, r.place("code"))
		b.results = append(b.results, model.CRTResult{
			Code: r.str("code", doc, p+"/code"), Name: r.str("name", doc, p+"/name"),
			Attacker: model.Effect(r.str("attacker", doc, p+"/attacker")),
			Defender: model.Effect(r.str("defender", doc, p+"/defender")),
			Rule:     r.str("rule", doc, p+"/rule"), Aliases: r.list("aliases", doc, p+"/aliases"),
			Advance: r.list("advance", doc, p+"/advance"), AdvanceRule: r.str("advance rule", doc, p+"/advanceRule"),
		})
	}
}

func (b *Book) readTEC(rd *reader) {
	t, ok := rd.loadTable(SheetTEC, tecColumns)
	if !ok {
		return
	}
	const doc = "@tec"
	lists := tecLists(&b.tec)
	pointers := map[string]string{"terrain": "/terrain", "feature": "/features", "hexside": "/hexsides", "border": "/borders"}
	for _, l := range lists {
		*l.entries = []model.TECEntry{}
		rd.loc.add(doc, pointers[l.name], diag.Place{Sheet: SheetTEC, Cell: "A1"})
	}
	for _, r := range t.rows {
		name := normalize(r.str("list", "", ""))
		var entries *[]model.TECEntry
		for _, l := range lists {
			if l.name == name {
				entries = l.entries
			}
		}
		if entries == nil {
			r.bad("list", "%q: the list is terrain, feature, hexside or border", name)
			continue
		}
		p := fmt.Sprintf("%s/%d", pointers[name], len(*entries))
		rd.loc.add(doc, p, r.place("id"))
		e := model.TECEntry{
			ID: r.str("id", doc, p+"/id"), Name: r.str("name", doc, p+"/name"),
			Rule: r.str("rule", doc, p+"/rule"), Src: r.str("src", doc, p+"/src"), Note: r.str("note", doc, p+"/note"),
		}
		// The move is built through its JSON, the one way to say that the
		// chart states an extra cost of 0.
		move := map[string]any{}
		if n, ok := r.integer("cost", doc, p+"/move/cost"); ok {
			move["cost"] = n
		}
		if n, ok := r.integer("extra", doc, p+"/move/extra"); ok {
			move["extra"] = n
		}
		if r.boolean("prohibited", doc, p+"/move/prohibited") {
			move["prohibited"] = true
		}
		if fs := r.list("prohibited for", doc, p+"/move/prohibitedFor"); fs != nil {
			move["prohibitedFor"] = fs
		}
		rd.loc.add(doc, p+"/move", r.place("cost"))
		if raw, err := json.Marshal(move); err == nil {
			_ = json.Unmarshal(raw, &e.Move)
		}
		e.Combat.Multiplier, _ = r.integer("multiplier", doc, p+"/combat/multiplier")
		e.Combat.When = r.str("when", doc, p+"/combat/when")
		e.Combat.Defenders = forces(r.list("defenders", doc, p+"/combat/defenders"))
		e.Combat.DestroyedBy = forces(r.list("destroyed by", doc, p+"/combat/destroyedBy"))
		e.Combat.Prohibited = r.boolean("combat prohibited", doc, p+"/combat/prohibited")
		e.Combat.Src = r.str("combat src", doc, p+"/combat/src")
		if len(e.Combat.Defenders) == 0 {
			e.Combat.Defenders = nil
		}
		if len(e.Combat.DestroyedBy) == 0 {
			e.Combat.DestroyedBy = nil
		}
		rd.loc.add(doc, p+"/combat", r.place("multiplier"))
		if v, set := r.flag("zoc blocks", doc, p+"/zoc/blocks"); set {
			e.ZOC = &model.TECZOC{Blocks: v, Src: r.str("zoc src", doc, p+"/zoc/src")}
		}
		rd.loc.add(doc, p+"/zoc", r.place("zoc blocks"))
		*entries = append(*entries, e)
	}
}

func (b *Book) readTRT(rd *reader) {
	t, ok := rd.loadTable(SheetTRT, trtColumns())
	if !ok {
		return
	}
	const doc = "@trt"
	rd.loc.add(doc, "/turns", diag.Place{Sheet: SheetTRT, Cell: "A1"})
	b.turns = []model.Turn{}
	for i, r := range t.rows {
		p := fmt.Sprintf("/turns/%d", i)
		rd.loc.add(doc, p, r.place("turn"))
		tu := model.Turn{Start: r.date("start", doc, p+"/start"), Label: r.str("label", doc, p+"/label"),
			Src: r.str("src", doc, p+"/src"), Replacements: map[model.Force]model.Replacement{}}
		tu.Turn, _ = r.integer("turn", doc, p+"/turn")
		rd.loc.add(doc, p+"/replacements", r.place("turn"))
		for _, f := range enumForces() {
			rp := p + "/replacements/" + f
			if !r.has(f) && !r.has(f+" src") {
				continue
			}
			rd.loc.add(doc, rp, r.place(f))
			units, _ := r.integer(f, doc, rp+"/units")
			tu.Replacements[model.Force(f)] = model.Replacement{Units: units, Src: r.str(f+" src", doc, rp+"/src")}
		}
		b.turns = append(b.turns, tu)
	}
}

func (b *Book) readTRTRuns(rd *reader) {
	t, ok := rd.loadTable(SheetTRTScenarios, trtRunColumns)
	if !ok {
		return
	}
	const doc = "@trt"
	rd.loc.add(doc, "/scenarios", diag.Place{Sheet: SheetTRTScenarios, Cell: "A1"})
	b.runs = []model.ScenarioRun{}
	for i, r := range t.rows {
		p := fmt.Sprintf("/scenarios/%d", i)
		rd.loc.add(doc, p, r.place("scenario"))
		run := model.ScenarioRun{Scenario: r.str("scenario", doc, p+"/scenario"), Rule: r.str("rule", doc, p+"/rule"), Src: r.str("src", doc, p+"/src")}
		run.First, _ = r.integer("first", doc, p+"/first")
		run.Last, _ = r.integer("last", doc, p+"/last")
		b.runs = append(b.runs, run)
	}
}

func (b *Book) readRuleNumbers(rd *reader) {
	t, ok := rd.loadTable(SheetRuleNumbers, ruleNumberColumns)
	if !ok {
		return
	}
	const doc = "@edition"
	rd.loc.add(doc, "/ruleRefs", diag.Place{Sheet: SheetRuleNumbers, Cell: "A1"})
	b.ruleRefs = model.RuleRefs{}
	for _, r := range t.rows {
		code := r.str("code", "", "")
		if _, dup := b.ruleRefs[code]; dup {
			rd.errorAt("xlsx.duplicate", r.place("code"), "code %s is given twice", code)
			continue
		}
		b.ruleRefs[code] = r.str("rule", doc, "/ruleRefs/"+jsonx.EscapePointer(code))
	}
}

func (b *Book) readSources(rd *reader) {
	t, ok := rd.loadTable(SheetSources, sourceColumns)
	if !ok {
		return
	}
	for _, r := range t.rows {
		file := r.str("file", "", "")
		p := fmt.Sprintf("/sources/%d", len(b.sources.by[file]))
		rd.loc.add(file, "/sources", diag.Place{Sheet: SheetSources, Cell: "A1"})
		rd.loc.add(file, p, r.place("id"))
		b.sources.add(file, r.place("file"), model.Source{
			ID: r.str("id", file, p+"/id"), Kind: model.SourceKind(r.str("kind", file, p+"/kind")),
			Title: r.str("title", file, p+"/title"), Sections: r.str("sections", file, p+"/sections"),
			Trust: r.str("trust", file, p+"/trust"), Note: r.str("note", file, p+"/note"),
		})
	}
}

func (b *Book) readNotes(rd *reader) {
	t, ok := rd.loadTable(SheetNotes, noteColumns)
	if !ok {
		return
	}
	for _, r := range t.rows {
		file := r.str("file", "", "")
		p := fmt.Sprintf("/notes/%d", len(b.notes.by[file]))
		rd.loc.add(file, "/notes", diag.Place{Sheet: SheetNotes, Cell: "A1"})
		rd.loc.add(file, p, r.place("id"))
		b.notes.add(file, r.place("file"), model.Note{
			ID: r.str("id", file, p+"/id"), Kind: r.str("kind", file, p+"/kind"),
			Text: r.str("text", file, p+"/text"), Choice: r.str("choice", file, p+"/choice"),
			Sources: r.list("sources", file, p+"/sources"),
		})
	}
}
