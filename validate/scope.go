package validate

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
)

// Checking one scenario reports that scenario: its own file in full, and
// every other file of the edition it depends on that has errors (the map,
// the counters, …). The other scenarios are summed up on the scenario's
// own file: one line per scenario that takes its setup from this one and
// has problems (a change here may have broken it), and one line for the
// rest, whose problems are their own. Whole-edition runs are unchanged.

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
	n := 0
	for _, x := range d.diags {
		if x.Severity == diag.Error || strict && x.Severity == diag.Warning {
			n++
		}
	}
	return n
}

// summarize adds to focus the lines that sum up the other scenarios'
// problems: one per dependent (deps), and, with others, one for all the
// rest.
func (run *editionRun) summarize(focus *document, deps map[string]bool, strict, others bool) {
	var rest []string
	total := 0
	for _, ls := range run.scenarios {
		n := problems(ls.doc, strict)
		if ls.doc == focus || n == 0 {
			continue
		}
		if ls.scenario != nil && deps[ls.scenario.ID] {
			focus.add(diag.Error, "scenario.dependent-invalid", "", fmt.Sprintf("%d %s in scenario %s, which takes its setup from this one", n, plural(n, "problem", "problems"), ls.scenario.ID))
			continue
		}
		id := fileID(ls.doc)
		if ls.scenario != nil {
			id = ls.scenario.ID
		}
		rest = append(rest, fmt.Sprintf("%s (%d)", id, n))
		total += n
	}
	if k := len(rest); k > 0 && others {
		focus.add(diag.Warning, "scenario.others-invalid", "", fmt.Sprintf("%d other %s of edition %s %s %d %s of %s own, not shown here: %s; bfgdata validate lists them",
			k, plural(k, "scenario", "scenarios"), run.info.ID, plural(k, "has", "have"), total, plural(total, "problem", "problems"), plural(k, "its", "their"), listShort(rest, shortList)))
	}
}

// scoped is the result of a run checked for scenario id: the scenario's
// file with the summary lines, and the other files of the edition that
// are not valid, but no other scenario's. Without such a scenario, every
// file that is not valid.
func (run *editionRun) scoped(id string, strict bool) []FileResult {
	var focus *document
	scenarioDoc := map[*document]bool{}
	for _, ls := range run.scenarios {
		scenarioDoc[ls.doc] = true
		if focus == nil && (ls.scenario != nil && ls.scenario.ID == id || ls.scenario == nil && fileID(ls.doc) == id) {
			focus = ls.doc
		}
	}
	if focus != nil {
		run.summarize(focus, run.dependents(id), strict, true)
	}
	var out []FileResult
	for _, d := range run.docs {
		if d == focus || (focus == nil || !scenarioDoc[d]) && problems(d, strict) > 0 {
			out = append(out, d.result())
		}
	}
	return out
}
