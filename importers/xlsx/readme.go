package xlsx

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/model"
)

// readmeKind is what the README describes: a whole edition or a template.
type readmeKind int

const (
	readmeExport readmeKind = iota
	readmeTemplate
)

// readmeEditionLabel is the README row that names the workbook's edition;
// Read finds the edition there.
const readmeEditionLabel = "edition"

// sheetAbout is one line of the README's table of sheets.
type sheetAbout struct {
	name, about string
	cols        []column
}

func sheetsAbout(setupSheets []string) []sheetAbout {
	setup := "scenario sheets: " + strings.Join(setupSheets, ", ")
	if len(setupSheets) == 1 {
		setup = setupSheets[0]
	}
	return []sheetAbout{
		{SheetReadme, "this sheet; its edition row says which edition the workbook belongs to", nil},
		{SheetEdition, "edition.json, and the header values of the other files", editionColumns},
		{SheetCounters, "counters.json: every piece of the counter set", counterColumns},
		{SheetScenarios, "one row per scenario: its terms", scenarioColumns},
		{SheetScenarioRules, "each scenario's special and optional rules", scenarioRuleColumns},
		{setup, "the scenario's setup: one row per counter placed or set aside", setupColumns},
		{SheetMap, "map.json: one row per hex", mapColumns},
		{SheetHexsides, "map.json: hexsides that carry a river, lake or block", hexsideColumns},
		{SheetZones, "map.json: named zones (Courland, exits, replacement edges)", zoneColumns},
		{SheetCRT, "crt.json: the Combat Results Table, a column per odds and a row per die roll", nil},
		{SheetCRTResults, "crt.json: what each result code does", crtResultColumns},
		{SheetTEC, "tec.json: the Terrain Effects Chart", tecColumns},
		{SheetTRT, "trt.json: the Turn Record Track with replacements per force", trtColumns()},
		{SheetTRTScenarios, "trt.json: each scenario's first and last turn", trtRunColumns},
		{SheetRuleNumbers, "edition.json ruleRefs: the rule each check enforces", ruleNumberColumns},
		{SheetSources, "every file's sources", sourceColumns},
		{SheetNotes, "every file's notes", noteColumns},
		{SheetLists, "the values the dropdowns offer; not imported", nil},
	}
}

// writeReadme writes the README sheet: which edition, how to import the
// workbook back, what each sheet holds and, for a template, the rules a
// setup must keep. Labels stand in column A, text in B and C.
func writeReadme(b *book, ed *model.Edition, k readmeKind, setupSheets []string) {
	s := b.sheetOf(SheetReadme, nil)
	s.fixed = map[int]int{0: 24, 1: 70, 2: 50}
	title := fmt.Sprintf("Battle for Germany: edition %s (%s)", ed.Info.ID, ed.Info.Title)
	if k == readmeTemplate {
		title = fmt.Sprintf("A new scenario for Battle for Germany, edition %s", ed.Info.ID)
	}
	s.add(title)
	s.mark(0, 1, b.styles.title)
	s.add()
	s.add(readmeEditionLabel, ed.Info.ID)
	what := "the whole edition: every file of it, sheet by sheet"
	if k == readmeTemplate {
		what = "one new scenario, laid over the edition when imported"
	}
	s.add("workbook", what)
	s.add("import", fmt.Sprintf("bfgdata import xlsx THIS.xlsx --out my-editions/%s", ed.Info.ID))
	s.add("check", fmt.Sprintf("bfgdata --data my-editions check --edition %s --scenario ID", ed.Info.ID))
	heading := func(cells ...string) {
		s.add()
		row := make([]any, len(cells))
		for i, c := range cells {
			row[i] = c
		}
		r := s.add(row...)
		for i := range cells {
			s.mark(i, r, b.styles.header)
		}
	}
	heading("how to edit")
	for _, line := range readmeRules(k) {
		s.add("", line)
	}
	if k == readmeTemplate {
		heading("rule a setup keeps", "what", "rule in edition "+ed.Info.ID)
		for _, e := range catalog.All() {
			switch e.Group() {
			case "setup", "stacking", "theater", "yugoslavia", "zone", "garrison":
				s.add(e.Code, e.Title, ed.Info.RuleRefs[e.Code])
			}
		}
	}
	heading("sheet", "what it holds", "columns (* required)")
	for _, a := range sheetsAbout(setupSheets) {
		if k == readmeTemplate && !templateSheet(a.name) {
			continue
		}
		var cols []string
		for _, c := range a.cols {
			name := c.name
			if c.required {
				name += "*"
			}
			cols = append(cols, name)
		}
		s.add(a.name, a.about, strings.Join(cols, ", "))
	}
	heading("sheet", "column", "what it holds")
	for _, a := range sheetsAbout(setupSheets) {
		if k == readmeTemplate && !templateSheet(a.name) {
			continue
		}
		for _, c := range a.cols {
			s.add(a.name, c.name, c.about)
		}
	}
	s.finish(false)
}

// templateSheet reports whether a template holds the sheet.
func templateSheet(name string) bool {
	switch name {
	case SheetEdition, SheetCounters, SheetMap, SheetHexsides, SheetZones, SheetCRT, SheetCRTResults,
		SheetTEC, SheetTRT, SheetTRTScenarios, SheetRuleNumbers:
		return false
	}
	return true
}

func readmeRules(k readmeKind) []string {
	lines := []string{
		"- Type values, never formulas, and do not merge cells; the header row names each column, so columns may be moved but not renamed.",
		"- Hex ids are four digits, row then column (0926, 2105). Hex columns are formatted as text so a leading zero stays; a date typed into one is refused.",
		"- Lists are comma-separated (east-german, west-german); yes/no columns hold TRUE or FALSE, and an empty cell means FALSE.",
		"- Tinted cells are reconstructions, not transcriptions of the printed game: check them against your printed map and charts.",
		"- Grey columns are shown for convenience and are not imported. The Lists sheet feeds the dropdowns and is not imported.",
		"- Every problem on import names the sheet and cell, with the same codes as bfgdata validate; nothing is written while any error remains.",
	}
	if k == readmeTemplate {
		lines = append(lines,
			"- Fill in the scenario's row on the Scenarios sheet (id, name, terms), then give each counter you use a hex, a zone or a box on its setup sheet, or a reason in 'set aside'. Rows left empty are not placed.",
			"- Every unit of a force in play must be placed or set aside. German units name the force they start in.",
			"- Your name is the title of the author row on the Sources sheet: the setup sheet prints it. Whatever you change from the scenario this one is based on cites you (src author), whatever you keep cites the rulebook, however often you import the workbook.",
			"- A rule of your own on the Scenario Rules sheet may leave its rule number empty: it is numbered V1, V2 … on import, never as a rule of the rulebook.")
	} else {
		lines = append(lines,
			"- A sheet left out of the workbook keeps the edition's data for it; the Edition sheet makes the workbook the whole edition, so its Scenarios, Sources and Notes sheets list everything there is.")
	}
	return lines
}
