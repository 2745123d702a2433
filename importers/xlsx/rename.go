package xlsx

import (
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
)

// A scenario renamed on the Scenarios sheet (its id changed) keeps the
// rows of the Sources and Notes sheets, which still name its old file: the
// author changed one cell and means the scenario to stay what it was.

// followRename moves the Sources and Notes rows of a scenario file that
// no scenario of the Scenarios sheet has any more onto the one scenario of
// the sheet that no row names, when there is exactly one of each, and the
// Scenario Rules rows of the old id with them. Any other case is left to
// provenance, which names the file no scenario has.
func (bd *builder) followRename() {
	b := bd.b
	if !b.present[SheetScenarios] {
		return
	}
	fileOf := func(sp *scenarioPart) string {
		if sp.file != "" {
			return sp.file
		}
		return "scenarios/" + sp.s.ID + ".json"
	}
	ours := map[string]bool{}
	var bare []*scenarioPart
	for _, sp := range b.scenarios {
		f := fileOf(sp)
		ours[f] = true
		if _, ok := b.sources.by[f]; !ok {
			bare = append(bare, sp)
		}
	}
	var old []string
	for _, f := range b.sources.files {
		if !ours[f] && isScenarioFile(f) {
			old = append(old, f)
		}
	}
	if len(old) != 1 || len(bare) != 1 {
		return
	}
	from, to := old[0], fileOf(bare[0])
	b.sources.rename(from, to)
	b.notes.rename(from, to)
	oldID, newID := strings.TrimSuffix(strings.TrimPrefix(from, "scenarios/"), ".json"), bare[0].s.ID
	if rl, ok := b.rules[oldID]; ok && b.rules[newID] == nil && !slices.ContainsFunc(b.scenarios, func(sp *scenarioPart) bool { return sp.s.ID == oldID }) {
		b.rules[newID] = rl
		delete(b.rules, oldID)
		b.Locator.alias(to, scenarioDoc(oldID))
	}
	// the rows' cells were recorded under the old file's name
	b.Locator.alias(to, from)
	bd.problems = append(bd.problems, diag.Diagnostic{Severity: diag.Info, Code: "xlsx.renamed", Place: b.sources.at[to],
		Message: "scenario " + newID + " was " + oldID + ": it takes the rows of " + from + " on the Sources and Notes sheets and of " + oldID + " on the Scenario Rules sheet; write its new id there to say so yourself"})
}

// isScenarioFile reports whether f is a file of the scenarios folder.
func isScenarioFile(f string) bool {
	return strings.HasPrefix(f, "scenarios/") && strings.HasSuffix(f, ".json")
}

func (f *filed[T]) rename(from, to string) {
	rows, ok := f.by[from]
	if !ok {
		return
	}
	delete(f.by, from)
	f.by[to] = rows
	f.at[to] = f.at[from]
	delete(f.at, from)
	f.files[slices.Index(f.files, from)] = to
}
