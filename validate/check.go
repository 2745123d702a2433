package validate

import (
	"fmt"
	"io/fs"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// CheckScenario is Scenario for a scenario s of a loaded edition ed (the
// folder dir of fsys), refusing first what cannot be checked: optional
// rules in opts the scenario does not offer (the rules engine's refusal)
// and an edition without a map.
func (v *Validator) CheckScenario(fsys fs.FS, ed *model.Edition, dir, display string, s *model.Scenario, opts Options) (Report, error) {
	if _, err := rules.ScenarioTerms(&ed.Info, s, opts.Optional); err != nil {
		return Report{}, err
	}
	if ed.Map == nil {
		return Report{}, fmt.Errorf("edition %s has no map yet, so its setups cannot be checked", dir)
	}
	return v.Scenario(fsys, dir, display, s.ID, opts), nil
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
