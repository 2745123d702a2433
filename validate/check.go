package validate

import (
	"fmt"
	"io/fs"

	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Checked is one scenario checked, as bfgdata check and the editor's
// page check it: the validator's report on it, and its setup resolved.
type Checked struct {
	Report Report
	// Edition is the scenario's edition as the check read it, and
	// Scenario the scenario.
	Edition  *model.Edition
	Scenario *model.Scenario
	// Setup is the scenario's effective setup (model.Edition.SetupOf),
	// nil when it cannot be resolved; Unresolved then says why.
	Setup      []model.Placement
	Unresolved error
}

// Check checks scenario id of the edition in folder dir of fsys in one
// pass: the validator reads and decodes the edition's files once, and
// the edition it decoded is the one the scenario is found in and its
// setup resolved from. display names the folder in the report (see
// Scenario). Check refuses, with no report, what cannot be checked: a
// scenario the edition lacks, optional rules in opts the scenario does
// not offer (the rules engine's refusal) and an edition without a map.
// An edition whose files do not decode at all is refused with the
// *model.LoadError of reading it, and the report that says why.
func (v *Validator) Check(fsys fs.FS, dir, display, scenario string, opts Options) (Checked, error) {
	scoped := opts
	scoped.scope = []string{scenario}
	run, results := v.runEdition(fsys, dir, edfolder.ShownEdition(display, dir), true, scoped)
	c := Checked{Report: newReport(results, opts.Strict)}
	ed, ok := run.loaded()
	if !ok {
		// Some file has errors the validator could not read past: the
		// edition is read as a loader reads it, which may still succeed.
		var err error
		if ed, err = model.NewLibrary(fsys, dir).Load(dir); err != nil {
			if len(opts.Optional) > 0 {
				// the optional rules are the scenario's to offer, and
				// there is no scenario to ask: judged without them
				opts.Optional = nil
				c.Report = v.Scenario(fsys, dir, display, scenario, opts)
			}
			return c, err
		}
	}
	s, err := ed.FindScenario(scenario)
	if err != nil {
		return Checked{}, err
	}
	if _, err := rules.ScenarioTerms(&ed.Info, s, opts.Optional); err != nil {
		return Checked{}, err
	}
	if ed.Map == nil {
		return Checked{}, fmt.Errorf("edition %s has no map yet, so its setups cannot be checked", dir)
	}
	c.Edition, c.Scenario = ed, s
	c.Setup, c.Unresolved = ed.SetupOf(s)
	return c, nil
}

// CheckDocument is Check for a scenario as an editor holds it: s is the
// scenario decoded from doc, its document, checked within edition ed as
// loaded (ScenarioDocument), and its setup resolved.
func (v *Validator) CheckDocument(ed *model.Edition, s *model.Scenario, name string, doc []byte, opts Options) Checked {
	c := Checked{Report: v.ScenarioDocument(ed, name, doc, opts), Edition: ed, Scenario: s}
	c.Setup, c.Unresolved = ed.SetupOf(s)
	return c
}

// Run validates the files and folders paths name, or with none the
// editions of fsys, shown under display; it is `bfgdata validate`. The
// error is a path that cannot be read at all (a *PathError).
func (v *Validator) Run(fsys fs.FS, editions []string, display string, paths []string, opts Options) (Report, error) {
	if len(paths) == 0 {
		return v.Editions(fsys, editions, display, opts), nil
	}
	return v.Paths(paths, opts)
}
