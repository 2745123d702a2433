package validate

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/schema"
)

// editionRun holds one edition's documents and decoded data while its
// checks run. Each typed field is nil if its file was missing or broken, and
// cross-file checks skip what they cannot see.
type editionRun struct {
	schemas *schema.Set
	chunks  *chunkPool
	// optional lists optional rules to apply to every scenario's setup.
	optional []string
	// maxSize bounds each file read.
	maxSize int64
	fsys    fs.FS
	dir     string
	// byFolder: the edition is found by its folder's name (--edition), so
	// that name must be its id.
	byFolder bool
	display  string

	editionDoc *document
	info       model.EditionInfo
	// infoRead: info is edition.json decoded; salvaged: some file was
	// read only in part (see salvageInto), so the typed data is not the
	// edition as a loader reads it.
	infoRead bool
	salvaged atomic.Bool
	docs     []*document // every document, edition.json first
	mu       sync.Mutex  // guards docs and editionDoc while files load side by side

	crt    *model.CRT
	tec    *model.TEC
	trt    *model.TRT
	crtDoc *document
	tecDoc *document
	trtDoc *document

	gameMap *model.Map
	mapDoc  *document

	counters    *model.CounterSet
	countersDoc *document
	scenarios   []loadedScenario
	// focus, when set, is the one scenario document the per-scenario
	// checks report on; the other scenarios are there to be referred to,
	// and those that take their setup from it (deps) to be judged again.
	focus *document
	deps  map[string]bool
}

// skip reports whether the per-scenario checks pass over ls.
func (run *editionRun) skip(ls loadedScenario) bool {
	return run.focus != nil && ls.doc != run.focus && (ls.scenario == nil || !run.deps[ls.scenario.ID])
}

// loadedScenario is a scenario file and, if it decoded, its content.
type loadedScenario struct {
	doc      *document
	scenario *model.Scenario
	// index is the file's position in edition.json's files.scenarios.
	index int
}

// edition validates one edition folder.
func (v *Validator) edition(fsys fs.FS, dir, display string, byFolder bool, opts Options) []FileResult {
	if model.EditionKind(fsys, dir) == model.KindArea {
		return v.areaEdition(fsys, dir, display, byFolder, opts)
	}
	_, results := v.runEdition(fsys, dir, display, byFolder, opts)
	return results
}

// runEdition is edition, keeping the run and what it decoded.
func (v *Validator) runEdition(fsys fs.FS, dir, display string, byFolder bool, opts Options) (*editionRun, []FileResult) {
	run := &editionRun{schemas: v.schemas, chunks: v.chunks, fsys: fsys, dir: dir, display: display, byFolder: byFolder, optional: opts.Optional, maxSize: opts.maxFileSize()}
	run.editionDoc = run.read(model.EditionFile, nil, "")
	if run.editionDoc == nil {
		return run, run.results()
	}
	if !run.check(run.editionDoc, "edition", &run.info) {
		return run, run.results()
	}
	run.infoRead = true
	f := run.info.Files
	// The files are read and checked side by side; each writes only its
	// own fields, and run.mu guards what they share.
	scenarios := make([]loadedScenario, len(f.Scenarios))
	var wg sync.WaitGroup
	wg.Go(func() { run.crtDoc = load(run, f.CRT, "/files/crt", "crt", &run.crt) })
	wg.Go(func() { run.tecDoc = load(run, f.TEC, "/files/tec", "tec", &run.tec) })
	wg.Go(func() { run.trtDoc = load(run, f.TRT, "/files/trt", "trt", &run.trt) })
	wg.Go(func() { run.mapDoc = load(run, f.Map, "/files/map", "map", &run.gameMap) })
	wg.Go(func() { run.countersDoc = load(run, f.Counters, "/files/counters", "counters", &run.counters) })
	for i, rel := range f.Scenarios {
		wg.Go(func() {
			var s *model.Scenario
			d := load(run, rel, fmt.Sprintf("/files/scenarios/%d", i), "scenario", &s)
			scenarios[i] = loadedScenario{doc: d, scenario: s, index: i}
		})
	}
	wg.Wait()
	for _, ls := range scenarios {
		if ls.doc != nil {
			run.scenarios = append(run.scenarios, ls)
		}
	}
	run.sortDocs(append([]string{model.EditionFile, f.CRT, f.TEC, f.TRT, f.Map, f.Counters}, f.Scenarios...))
	for _, c := range run.crossChecks() {
		c()
	}
	if len(opts.scope) > 0 {
		return run, run.scoped(opts.scope, opts.Strict)
	}
	return run, run.results()
}

// loaded is the edition as the run decoded it, when it decoded every
// file the edition lists and salvaged none: what model.LoadEdition would
// have read, without reading it again.
func (run *editionRun) loaded() (*model.Edition, bool) {
	f := run.info.Files
	switch {
	case !run.infoRead || run.salvaged.Load(), run.crt == nil || run.tec == nil || run.trt == nil,
		f.Map != "" && run.gameMap == nil, f.Counters != "" && run.counters == nil, len(run.scenarios) != len(f.Scenarios):
		return nil, false
	}
	ed := &model.Edition{Info: run.info, CRT: run.crt, TEC: run.tec, TRT: run.trt, Map: run.gameMap, Counters: run.counters}
	for _, ls := range run.scenarios {
		if ls.scenario == nil {
			return nil, false
		}
		ed.Scenarios = append(ed.Scenarios, ls.scenario)
	}
	return ed, true
}

// read loads a file of the edition; a missing file is reported against the
// edition.json member that names it (or on its own if from is nil).
func (run *editionRun) read(rel string, from *document, fromPtr string) *document {
	p := path.Join(run.dir, rel)
	name := path.Join(run.display, rel)
	data, err := fileio.ReadFile(run.fsys, p, run.maxSize)
	if err != nil {
		code := readCode(err, "file.missing")
		run.mu.Lock()
		defer run.mu.Unlock()
		if from == nil || code != "file.missing" {
			d := newDocument(name, nil)
			d.add(diag.Error, code, "", fmt.Sprintf("cannot read %s: %v", rel, unwrapPathErr(err)))
			run.docs = append(run.docs, d)
			return nil
		}
		from.add(diag.Error, code, fromPtr, fmt.Sprintf("edition lists %s, which cannot be read: %v", rel, unwrapPathErr(err)))
		return nil
	}
	d := newDocument(name, data)
	d.readAgain = func() ([]byte, error) { return fileio.ReadFile(run.fsys, p, run.maxSize) }
	run.mu.Lock()
	run.docs = append(run.docs, d)
	run.mu.Unlock()
	return d
}

// check parses, schema-validates, checks source references and decodes a
// document into v. It returns false if v could not be filled reliably.
func (run *editionRun) check(d *document, schemaName string, v any) bool {
	if !d.parse() {
		d.notJudged(schemaName, 0)
		return false
	}
	d.schemaPass(run.schemas, schemaName, run.chunks, v)
	if ref, ok := d.generic.(map[string]any)["$schema"].(string); ok {
		if got, known := schema.NameFromRef(ref); !known || got != schemaName {
			d.add(diag.Warning, "schema.ref-mismatch", "/$schema", fmt.Sprintf("$schema is %q but the edition uses this file as its %s file", ref, schemaName))
		}
	}
	checkGeneric(d, schemaName)
	if errorsOf(d) {
		if d.salvageInto(v) {
			run.salvaged.Store(true)
			return true
		}
		d.notJudged(schemaName, d.setupLen())
		return false
	}
	if n := d.setupLen(); !d.decode(v) {
		d.notJudged(schemaName, n)
		return false
	}
	checkFile(d, v)
	d.release()
	return true
}

// salvageInto fills v, a scenario, with what of d can still be judged
// (see salvage), and reports whether it could.
func (d *document) salvageInto(v any) bool {
	s, ok := v.(*model.Scenario)
	if !ok {
		return false
	}
	part := d.salvage()
	if part == nil {
		return false
	}
	*s = *part
	d.generic = nil
	checkFile(d, s)
	d.noteDropped()
	return true
}

// load reads, checks and decodes one listed file into *target, leaving it nil
// when the file is missing or broken.
func load[T any](run *editionRun, rel, fromPtr, schemaName string, target **T) *document {
	if rel == "" {
		return nil
	}
	d := run.read(rel, run.editionDoc, fromPtr)
	if d == nil {
		return nil
	}
	v := new(T)
	if run.check(d, schemaName, v) {
		*target = v
	}
	return d
}

// sortDocs puts the documents in the order of rels, the files as
// edition.json lists them, however their reading finished.
func (run *editionRun) sortDocs(rels []string) {
	rank := map[string]int{}
	for i, rel := range rels {
		name := path.Join(run.display, rel)
		if _, ok := rank[name]; !ok {
			rank[name] = i
		}
	}
	sort.SliceStable(run.docs, func(i, j int) bool { return rank[run.docs[i].name] < rank[run.docs[j].name] })
}

func (run *editionRun) results() []FileResult {
	out := make([]FileResult, 0, len(run.docs))
	for _, d := range run.docs {
		out = append(out, d.result())
	}
	return out
}
