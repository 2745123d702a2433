package xlsx

import (
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// Result is an edition folder built from a workbook.
type Result struct {
	// Edition is the edition's id.
	Edition string
	// Files is every file of the folder by its path inside it: the files
	// the workbook defines, encoded canonically, and the base edition's
	// other files as they were.
	Files map[string][]byte
	// Written lists the files the workbook defines, in edition order.
	Written []string
	// Problems are what Build found wrong beyond the cells: a workbook
	// naming a file the edition lacks, a sheet that is needed but missing.
	Problems []diag.Diagnostic
}

// Build lays the workbook over the edition in folder dir of base (nil for
// none) and encodes the result. A sheet the workbook holds replaces that
// part of the edition; a sheet it lacks keeps the base's. With an Edition
// sheet the workbook is the whole edition: its Scenarios, Sources and
// Notes sheets list everything there is. Without one it adds to the base
// edition: scenarios replace those of the same id or are added.
//
// Build does not validate; run package validate on Result.Files.
func (b *Book) Build(base fs.FS, dir string) (*Result, error) {
	bd := &builder{b: b, touched: map[string]bool{}, raw: map[string][]byte{}, starts: map[string]start{}}
	complete := b.present[SheetEdition]
	if base != nil {
		// a library of the one folder: its files named from the root of
		// base (1994/map.json), as the author sees them
		ed, err := model.NewLibrary(base, dir).LoadOwn(dir)
		if err != nil {
			return nil, fmt.Errorf("the base edition cannot be read (run bfgdata validate): %w", err)
		}
		bd.ed = ed
		if bd.raw, err = fileio.FolderFiles(base, dir); err != nil {
			return nil, err
		}
	} else {
		if !complete {
			return nil, fail("xlsx.edition-unknown", "the workbook adds to edition %q, which is not among the editions in use (name a folder of editions with --data)", b.Edition)
		}
		bd.ed = &model.Edition{CRT: &model.CRT{}, TEC: &model.TEC{}, TRT: &model.TRT{}}
		bd.fresh = true
	}
	bd.header()
	bd.tables()
	bd.followRename()
	bd.scenarios(complete)
	bd.provenance(complete)
	bd.citeAuthor()
	return bd.encode()
}

type builder struct {
	b  *Book
	ed *model.Edition
	// starts are, by scenario id, what the author started from: see
	// noteStart.
	starts map[string]start
	// fresh: there is no base edition, so everything comes from the book.
	fresh bool
	// touched holds the roles and scenario ids whose files the workbook
	// defines ("@map", "@scenario:historical").
	touched  map[string]bool
	raw      map[string][]byte
	problems []diag.Diagnostic
}

func (bd *builder) problem(code string, at diag.Place, format string, args ...any) {
	bd.problems = append(bd.problems, diag.Diagnostic{Severity: diag.Error, Code: code, Place: at, Message: fmt.Sprintf(format, args...)})
}

// need reports whether a sheet is there; without a base edition a missing
// sheet of a file the edition lists is a problem.
func (bd *builder) need(sheet, role string) bool {
	if bd.b.present[sheet] {
		bd.touched["@"+role] = true
		return true
	}
	if bd.fresh && hasRole(bd.ed, role) {
		bd.problem("xlsx.sheet-missing", diag.Place{Sheet: SheetReadme}, "the workbook has no %s sheet, and there is no edition %s to take it from", sheet, bd.b.Edition)
	}
	return false
}

// header applies the Edition sheet: every field it lacks is empty.
func (bd *builder) header() {
	b, ed := bd.b, bd.ed
	if !b.present[SheetEdition] {
		return
	}
	for _, role := range []string{roleEdition, roleCounters, roleMap, roleCRT, roleTEC, roleTRT} {
		bd.touched["@"+role] = true
	}
	ed.Info.MapSize, ed.Info.Sequence = nil, nil
	for _, f := range editionFields {
		v, given := b.header[[2]string{f.role, f.name}]
		optional := strings.HasPrefix(f.name, "mapSize/") || strings.HasPrefix(f.name, "sequenceOfPlay/")
		if !given && (!b.headerRoles[f.role] || optional) {
			if f.role == roleEdition && !optional {
				f.set(ed, value{})
			}
			continue
		}
		f.set(ed, v)
	}
	if ed.Info.Files.Map == "" {
		ed.Map = nil
	} else {
		ensureMap(ed)
	}
	if ed.Info.Files.Counters == "" {
		ed.Counters = nil
	} else {
		ensureCounters(ed)
	}
}

// tables applies the sheets of the counters, the map and the charts.
func (bd *builder) tables() {
	b, ed := bd.b, bd.ed
	if ed.Counters != nil && bd.need(SheetCounters, roleCounters) {
		ed.Counters.Counters = b.counters
	}
	if ed.Map != nil {
		if bd.need(SheetMap, roleMap) {
			ed.Map.Hexes = b.hexes
		}
		if bd.need(SheetHexsides, roleMap) {
			ed.Map.Hexsides = b.hexsides
		}
		if bd.need(SheetZones, roleMap) {
			ed.Map.Zones = b.zones
		}
	}
	for _, s := range []struct{ sheet, role string }{{SheetCounters, roleCounters}, {SheetMap, roleMap}, {SheetHexsides, roleMap}, {SheetZones, roleMap}} {
		if b.present[s.sheet] && !hasRole(ed, s.role) {
			bd.problem("xlsx.sheet-unknown", diag.Place{Sheet: s.sheet}, "the edition lists no %s file, so the %s sheet has nowhere to go", s.role, s.sheet)
		}
	}
	if bd.need(SheetCRT, roleCRT) {
		ed.CRT.Odds.Columns, ed.CRT.Rows = b.crt.columns, b.crt.rows
	}
	if bd.need(SheetCRTResults, roleCRT) {
		ed.CRT.Results = b.results
	}
	if bd.need(SheetTEC, roleTEC) {
		ed.TEC.Terrain, ed.TEC.Features, ed.TEC.Hexsides, ed.TEC.Borders = b.tec.Terrain, b.tec.Features, b.tec.Hexsides, b.tec.Borders
	}
	if bd.need(SheetTRT, roleTRT) {
		ed.TRT.Turns = b.turns
	}
	if bd.need(SheetTRTScenarios, roleTRT) {
		ed.TRT.Scenarios = b.runs
	}
	if bd.need(SheetRuleNumbers, roleEdition) {
		ed.Info.RuleRefs = b.ruleRefs
		if len(ed.Info.RuleRefs) == 0 {
			ed.Info.RuleRefs = nil
		}
	}
}

// scenarios applies the Scenarios sheet, each scenario's setup sheet and
// the Scenario Rules sheet.
func (bd *builder) scenarios(complete bool) {
	b, ed := bd.b, bd.ed
	if b.present[SheetScenarios] {
		var list []*model.Scenario
		var paths []string
		if !complete {
			list, paths = slices.Clone(ed.Scenarios), slices.Clone(ed.Info.Files.Scenarios)
		}
		for _, sp := range b.scenarios {
			s := sp.s // a copy: the book stays as read
			prev, had := ed.Scenario(s.ID)
			bd.noteStart(&s, prev)
			file := sp.file
			if file == "" {
				file, _ = ed.ScenarioFile(s.ID)
			}
			s.Schema = schemaRef(file, "scenario")
			if had && prev.Schema != "" {
				s.Schema = prev.Schema
			}
			s.SpecialRules, s.OptionalRules = []model.RuleRef{}, []model.RuleRef{}
			if had {
				s.SpecialRules, s.OptionalRules = prev.SpecialRules, prev.OptionalRules
				s.Sources, s.Notes = prev.Sources, prev.Notes
			} else if base, ok := ed.Scenario(s.BasedOn); ok {
				// a new variant the Sources sheet lists no rows for (a
				// renamed one whose rows name its old file, say) cites
				// what its base does, and its author
				s.Sources = base.Sources.WithAuthor()
			}
			bd.touched[sp.doc] = true
			i := slices.IndexFunc(list, func(x *model.Scenario) bool { return x.ID == s.ID })
			if i >= 0 {
				list[i], paths[i] = &s, file
				continue
			}
			if !complete {
				bd.touched["@"+roleEdition] = true // the edition gains a file
			}
			list, paths = append(list, &s), append(paths, file)
		}
		ed.Scenarios, ed.Info.Files.Scenarios = list, paths
	} else if bd.fresh {
		bd.problem("xlsx.sheet-missing", diag.Place{Sheet: SheetReadme}, "the workbook has no %s sheet, and there is no edition %s to take it from", SheetScenarios, b.Edition)
	}
	if b.rules != nil {
		for _, s := range ed.Scenarios {
			rl, ok := b.rules[s.ID]
			switch {
			case ok:
				s.SpecialRules, s.OptionalRules = rl.special, rl.optional
			case bd.touched[scenarioDoc(s.ID)] && complete:
				s.SpecialRules, s.OptionalRules = []model.RuleRef{}, []model.RuleRef{}
			default:
				continue
			}
			bd.touched[scenarioDoc(s.ID)] = true
		}
		for id, rl := range b.rules {
			if _, ok := ed.Scenario(id); !ok {
				bd.problem("xlsx.value", rl.at, "scenario %q is not a scenario of the edition or of the Scenarios sheet: if you renamed it, write its new id in the scenario column", id)
			}
		}
	}
}

// schemaRef is the relative path from a file of an edition folder to its
// schema, as the bundled files give it: ../../schema/crt.schema.json.
func schemaRef(file, name string) string {
	depth := strings.Count(path.Clean(file), "/")
	return strings.Repeat("../", depth+2) + "schema/" + name + ".schema.json"
}

// docFile is one file of the built edition: its path, the document key its
// values were read under, and its sources and notes.
type docFile struct {
	path, doc string
	sources   *model.Sources
	notes     *[]model.Note
	// notesRequired: the schema wants "notes" even when empty.
	notesRequired bool
	value         any
	schema        *string
	schemaName    string
}

func (bd *builder) files() []docFile {
	ed := bd.ed
	f := ed.Info.Files
	out := []docFile{{model.EditionFile, "@" + roleEdition, &ed.Info.Sources, &ed.Info.Notes, false, &ed.Info, &ed.Info.Schema, "edition"}}
	if ed.Counters != nil {
		out = append(out, docFile{f.Counters, "@" + roleCounters, &ed.Counters.Sources, &ed.Counters.Notes, true, ed.Counters, &ed.Counters.Schema, "counters"})
	}
	if ed.Map != nil {
		out = append(out, docFile{f.Map, "@" + roleMap, &ed.Map.Sources, &ed.Map.Notes, false, ed.Map, &ed.Map.Schema, "map"})
	}
	out = append(out,
		docFile{f.CRT, "@" + roleCRT, &ed.CRT.Sources, &ed.CRT.Notes, false, ed.CRT, &ed.CRT.Schema, "crt"},
		docFile{f.TEC, "@" + roleTEC, &ed.TEC.Sources, &ed.TEC.Notes, false, ed.TEC, &ed.TEC.Schema, "tec"},
		docFile{f.TRT, "@" + roleTRT, &ed.TRT.Sources, &ed.TRT.Notes, false, ed.TRT, &ed.TRT.Schema, "trt"})
	for i, s := range ed.Scenarios {
		out = append(out, docFile{f.Scenarios[i], scenarioDoc(s.ID), &s.Sources, &s.Notes, true, s, &s.Schema, "scenario"})
	}
	return out
}

// provenance applies the Sources and Notes sheets to the files they name.
func (bd *builder) provenance(complete bool) {
	b := bd.b
	files := bd.files()
	known := map[string]bool{}
	for _, f := range files {
		known[f.path] = true
		if srcs, ok := b.sources.by[f.path]; ok {
			*f.sources = srcs
			bd.touched[f.doc] = true
		} else if b.present[SheetSources] && (complete || bd.touched[f.doc] && *f.sources == nil) {
			*f.sources = model.Sources{}
			bd.touched[f.doc] = true
		}
		if notes, ok := b.notes.by[f.path]; ok {
			*f.notes = notes
			bd.touched[f.doc] = true
		} else if b.present[SheetNotes] && complete {
			*f.notes = nil
			bd.touched[f.doc] = true
		}
		if *f.sources == nil {
			*f.sources = model.Sources{}
		}
		if f.notesRequired && *f.notes == nil {
			*f.notes = []model.Note{}
		}
	}
	for _, fl := range []struct {
		sheet string
		files []string
		at    map[string]diag.Place
	}{{SheetSources, b.sources.files, b.sources.at}, {SheetNotes, b.notes.files, b.notes.at}} {
		for _, file := range fl.files {
			if !known[file] && isScenarioFile(file) {
				bd.problem("xlsx.value", fl.at[file], "the %s sheet names %s, which no scenario of the workbook or the edition has: if you renamed the scenario, write its new file (scenarios/<its id>.json) in the file column", fl.sheet, file)
				continue
			}
			if !known[file] {
				bd.problem("xlsx.value", fl.at[file], "%q is not a file of the edition (its files are %s)", file, strings.Join(slices.Sorted(maps.Keys(known)), ", "))
			}
		}
	}
}

// encode writes the files the workbook defines and copies the base's
// others, and tells the locator which file each document key became.
func (bd *builder) encode() (*Result, error) {
	res := &Result{Edition: bd.ed.Info.ID, Files: map[string][]byte{}, Problems: bd.problems}
	if res.Edition == "" {
		res.Edition = bd.b.Edition
	}
	listed := map[string]bool{}
	loc := bd.b.Locator
	for _, f := range bd.files() {
		listed[f.path] = true
		loc.alias(f.path, f.doc)
		if f.doc == "@"+roleEdition {
			loc.alias(f.path, "@readme")
		}
		if !bd.touched[f.doc] {
			if data, ok := bd.raw[f.path]; ok {
				res.Files[f.path] = data
				continue
			}
		}
		if *f.schema == "" {
			*f.schema = schemaRef(f.path, f.schemaName)
		}
		data, err := model.Encode(f.value)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.path, err)
		}
		res.Files[f.path] = data
		res.Written = append(res.Written, f.path)
	}
	// The base's other files (notes for people, drafting inputs) come along;
	// a file the edition no longer lists does not.
	var baseListed []string
	if !bd.fresh {
		if data, ok := bd.raw[model.EditionFile]; ok {
			var info model.EditionInfo
			if model.Decode(model.EditionFile, data, &info) == nil {
				baseListed = append([]string{info.Files.Map, info.Files.Counters, info.Files.CRT, info.Files.TEC, info.Files.TRT}, info.Files.Scenarios...)
			}
		}
	}
	for p, data := range bd.raw {
		if _, done := res.Files[p]; done || slices.Contains(baseListed, p) && !listed[p] {
			continue
		}
		res.Files[p] = data
	}
	return res, nil
}
