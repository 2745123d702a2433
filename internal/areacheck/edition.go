package areacheck

import (
	"fmt"
	"io/fs"
	"path"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
	"github.com/bfgdata/bfgdata/rules/arearules"
	"github.com/bfgdata/bfgdata/schema"
)

// run is one area edition being checked.
type run struct {
	ed     *area.Edition
	edDoc  *document
	mapDoc *document
	cDoc   *document
	sDocs  []*document
	docs   []*document
	// counts: report the unknown values as information.
	counts bool
}

// Edition checks the area edition in folder dir of fsys and returns its
// files' diagnostics, edition.json first. display prefixes the file names
// shown; byFolder says the edition was found by its folder's name, which
// must then be its id. maxSize bounds each file read. strict (validate
// --strict) adds the count of what the sources do not give, as
// information.
func Edition(set *schema.Set, fsys fs.FS, dir, display string, byFolder bool, maxSize int64, strict bool) []File {
	r := &run{ed: &area.Edition{}, counts: strict}
	d, alone := read(fsys, dir, display, model.EditionFile, maxSize, nil, "")
	if d == nil {
		return []File{alone.file()}
	}
	r.edDoc = d
	r.docs = append(r.docs, d)
	if !d.check(set, "area-edition", &r.ed.Info) {
		return r.files()
	}
	info := r.ed.Info
	if byFolder && info.ID != path.Base(dir) {
		d.errorf("edition.id-mismatch", "/id", "edition id %q differs from its folder %q", info.ID, path.Base(dir))
	}
	load := func(rel, ptr, schemaName string, v any) *document {
		doc, alone := read(fsys, dir, display, rel, maxSize, d, ptr)
		if doc == nil {
			if alone != nil {
				r.docs = append(r.docs, alone)
			}
			return nil
		}
		r.docs = append(r.docs, doc)
		if !doc.check(set, schemaName, v) {
			return nil
		}
		return doc
	}
	r.ed.Map, r.ed.Counters = &area.Map{}, &area.CounterSet{}
	r.mapDoc = load(info.Files.Zones, "/files/zones", "area-map", r.ed.Map)
	r.cDoc = load(info.Files.Counters, "/files/counters", "area-counters", r.ed.Counters)
	for i, rel := range info.Files.Scenarios {
		s := &area.Scenario{}
		if doc := load(rel, fmt.Sprintf("/files/scenarios/%d", i), "area-scenario", s); doc != nil {
			r.sDocs = append(r.sDocs, doc)
			r.ed.Scenarios = append(r.ed.Scenarios, s)
		}
	}
	r.checkForces()
	if r.mapDoc != nil {
		r.checkMap()
	}
	if r.cDoc != nil {
		r.checkCounters()
	}
	if r.mapDoc != nil && r.cDoc != nil {
		for i, s := range r.ed.Scenarios {
			r.checkScenario(r.sDocs[i], s)
		}
	}
	return r.files()
}

func (r *run) files() []File {
	out := make([]File, 0, len(r.docs))
	for _, d := range r.docs {
		out = append(out, d.file())
	}
	return out
}

// cite names a rule of this edition's rulebook: "berlin-1945 6.1.2, L250".
func (r *run) cite(rule string) string {
	if rule == "" {
		return ""
	}
	return r.ed.Info.ID + " " + rule
}

func (r *run) hasForce(id string) bool {
	_, ok := r.ed.Force(id)
	return ok
}

// checkForces: each force's player is a player of the edition.
func (r *run) checkForces() {
	players := map[string]bool{}
	for _, p := range r.ed.Info.Players {
		players[p.ID] = true
	}
	for i, f := range r.ed.Info.Forces {
		if !players[f.Player] {
			r.edDoc.errorf("area.force-unknown", fmt.Sprintf("/forces/%d/player", i), "force %s is run by player %q, who is not among the edition's players", f.ID, f.Player)
		}
	}
}

// report adds rule findings to d, each at the pointer its index gives
// under list.
func (r *run) report(d *document, list string, fs []arearules.Finding) {
	for _, f := range fs {
		ptr := list
		if f.Index >= 0 {
			ptr = fmt.Sprintf("%s/%d", list, f.Index)
		}
		d.diags = append(d.diags, diag.Diagnostic{
			Severity: diag.Error, Code: f.Code, Message: f.Message, Rule: r.cite(f.Rule),
			Place: diag.Place{File: d.name, Pointer: ptr}, Counters: f.Counters,
		})
	}
}
