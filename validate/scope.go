package validate

import (
	"fmt"
	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/model"
	"io/fs"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/words"
)

// Checking some scenarios reports those scenarios: their own files in
// full, and every other file of the edition they depend on that has
// errors (the map, the counters, …). The other scenarios are summed up on
// the scenarios' own files: one line per scenario that takes its setup
// from one of them and has problems (a change there may have broken it),
// and one line for the rest, whose problems are their own. Whole-edition
// runs are unchanged.

// Scenarios is Scenario for several scenarios of one edition at once, as
// an import that brings in several checks them: each reported in full,
// the others summed up.
func (v *Validator) Scenarios(fsys fs.FS, dir, display string, scenarios []string, opts Options) Report {
	opts.scope = scenarios
	return newReport(v.edition(fsys, dir, edfolder.ShownEdition(display, dir), true, opts), opts.Strict)
}

// dependents are the ids of the scenarios that take their setup from
// scenario id, directly or through another.
func (run *editionRun) dependents(id string) map[string]bool {
	deps := map[string]bool{}
	for grew := true; grew; {
		grew = false
		for _, ls := range run.scenarios {
			s := ls.scenario
			if s == nil || s.ID == id || deps[s.ID] || s.SetupFrom == "" {
				continue
			}
			if s.SetupFrom == id || deps[s.SetupFrom] {
				deps[s.ID], grew = true, true
			}
		}
	}
	return deps
}

// problems counts a document's errors, and its warnings too when strict.
func problems(d *document, strict bool) int {
	n := diag.Count(d.diags, diag.Error)
	if strict {
		n += diag.Count(d.diags, diag.Warning)
	}
	return n
}

// dependentLine says on focus, in one line, that dependent scenario id
// has n problems.
func dependentLine(focus *document, id string, n int) {
	focus.add(diag.Error, "scenario.dependent-invalid", "", fmt.Sprintf("%d %s in scenario %s, which takes its setup from this one", n, words.Plural(n, "problem", "problems"), id))
}

// summarize adds to focus the lines that sum up the other scenarios'
// problems: one per dependent (true in deps; false is another's
// dependent, left to it); and, with others, one for all the rest but the
// scenarios of skip.
func (run *editionRun) summarize(focus *document, deps map[string]bool, strict, others bool, skip ...*document) {
	var rest []string
	total := 0
	for _, ls := range run.scenarios {
		n := problems(ls.doc, strict)
		if ls.doc == focus || n == 0 || slices.Contains(skip, ls.doc) {
			continue
		}
		if ls.scenario != nil {
			// a dependent of this scenario, or (false) of another
			// summed up elsewhere
			if dep, listed := deps[ls.scenario.ID]; listed {
				if dep {
					dependentLine(focus, ls.scenario.ID, n)
				}
				continue
			}
		}
		rest = append(rest, fmt.Sprintf("%s (%d)", ls.id(), n))
		total += n
	}
	if k := len(rest); k > 0 && others {
		focus.add(diag.Warning, "scenario.others-invalid", "", fmt.Sprintf("%d other %s of edition %s %s %d %s of %s own, not shown here: %s; validating the edition lists them",
			k, words.Plural(k, "scenario", "scenarios"), run.info.ID, words.Plural(k, "has", "have"), total, words.Plural(total, "problem", "problems"), words.Plural(k, "its", "their"), listShort(rest, shortList)))
	}
}

// scoped is the result of a run checked for the scenarios ids: their files
// with the summary lines, and the other files of the edition that are not
// valid, but no other scenario's. A scenario built on several of them is
// summed up on the first it reaches through setupFrom; the others' own
// problems on the first of ids found. Without any such scenario, every
// file that is not valid.
func (run *editionRun) scoped(ids []string, strict bool) []FileResult {
	focus := map[string]*document{}
	var first *document
	scenarioDoc := map[*document]bool{}
	for _, ls := range run.scenarios {
		scenarioDoc[ls.doc] = true
		id := ls.id()
		if !slices.Contains(ids, id) {
			id = fileID(ls.doc) // a scenario checked by its file's name
		}
		if slices.Contains(ids, id) && focus[id] == nil {
			focus[id] = ls.doc
		}
	}
	for _, id := range ids {
		if first == nil {
			first = focus[id]
		}
	}
	var mine []*document // the documents of ids
	for _, d := range focus {
		mine = append(mine, d)
	}
	if first != nil {
		// each dependent to the first scenario of ids its setupFrom reaches
		owner := map[string]string{}
		for _, ls := range run.scenarios {
			s := ls.scenario
			if s == nil || focus[s.ID] != nil {
				continue
			}
			for from := range setupChain(s, run.lookup) {
				if focus[from] != nil {
					owner[s.ID] = from
					break
				}
			}
		}
		for _, id := range ids {
			if d := focus[id]; d != nil {
				deps := map[string]bool{}
				for dep, o := range owner {
					deps[dep] = o == id
				}
				run.summarize(d, deps, strict, d == first, mine...)
			}
		}
	}
	var out []FileResult
	for _, d := range run.docs {
		if slices.Contains(mine, d) || (first == nil || !scenarioDoc[d]) && problems(d, strict) > 0 {
			out = append(out, d.result())
		}
	}
	return out
}

// id is the scenario's id, or for a file that does not read as a
// scenario the id its file's name gives.
func (ls loadedScenario) id() string {
	if ls.scenario != nil {
		return ls.scenario.ID
	}
	return fileID(ls.doc)
}

// lookup finds the decoded scenario id of the run.
func (run *editionRun) lookup(id string) (*model.Scenario, bool) {
	for _, ls := range run.scenarios {
		if s := ls.scenario; s != nil && s.ID == id {
			return s, true
		}
	}
	return nil, false
}
