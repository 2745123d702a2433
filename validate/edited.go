package validate

import (
	"path"

	"github.com/bfgdata/bfgdata/model"
)

// ScenarioDocument validates one scenario document that is not the file on
// disk — a scenario being edited — within an edition already loaded: the
// checks Scenario runs on a scenario file (JSON syntax, its schema and
// sources, its own consistency, its id and turns against the edition, its
// placements against the counters, and the rules engine's legality checks
// on the map), with the edition's other files taken as they were loaded
// rather than read and checked again. A scenario of the edition with the
// same id stands aside for the document. name is the file name the report
// shows, such as data/1994/scenarios/historical.json. The scenarios that
// take their setup from this one are judged with it, and each that has
// problems says so in one line, as Scenario says it.
func (v *Validator) ScenarioDocument(ed *model.Edition, name string, data []byte, opts Options) Report {
	run := &editionRun{schemas: v.schemas, chunks: v.chunks, optional: opts.Optional, info: ed.Info,
		crt: ed.CRT, tec: ed.TEC, trt: ed.TRT, gameMap: ed.Map, counters: ed.Counters,
		// the map was checked when the edition was; its document is a
		// stand-in that carries no diagnostics
		mapDoc: newDocument("", nil)}
	d := newDocument(name, data)
	s := &model.Scenario{}
	if !run.check(d, "scenario", s) {
		return newReport([]FileResult{d.result()}, opts.Strict)
	}
	placed := false
	for i, other := range ed.Scenarios {
		if other.ID == s.ID {
			run.scenarios = append(run.scenarios, loadedScenario{doc: d, scenario: s, index: i})
			placed = true
			continue
		}
		// the other scenarios' findings are their files' own, not this
		// document's: they go to stand-ins that are dropped
		rel := path.Join("scenarios", other.ID+".json")
		run.scenarios = append(run.scenarios, loadedScenario{doc: newDocument(rel, nil), scenario: other, index: i})
	}
	if !placed {
		run.scenarios = append(run.scenarios, loadedScenario{doc: d, scenario: s, index: len(ed.Scenarios)})
	}
	run.focus, run.deps = d, run.dependents(s.ID)
	run.checkScenarioIDs()
	run.checkScenarioTurns()
	run.checkSetups()
	run.checkLegality()
	run.checkVariantCredit()
	// what the scenarios built on this one come to, in a line each; the
	// others' own problems were never looked for
	run.summarize(d, run.deps, opts.Strict, false)
	return newReport([]FileResult{d.result()}, opts.Strict)
}
