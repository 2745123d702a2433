package cli

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/suggest"
	"github.com/bfgdata/bfgdata/model/area"
)

// areaEditions lists the editions of the area kind in use (bundled or
// --data's): validate, scenarios and setup read them beside the hex ones, which
// the other commands do not read yet.
func (a *app) areaEditions() []string { return area.IDs(a.data) }

// allEditions is the hex editions, then the area ones; with edition set,
// that one alone once it is known to be either.
func (a *app) allEditions(edition string) ([]string, error) {
	all := append(a.editions(), a.areaEditions()...)
	if edition == "" {
		return all, nil
	}
	if !slices.Contains(all, edition) {
		return nil, usagef("--edition %q: want one of %s%s", edition, strings.Join(all, ", "), suggest.Hint(edition, all))
	}
	return []string{edition}, nil
}

// areaScenarios lists the scenarios of the area editions among ids.
func (a *app) areaScenarios(ids []string) (explain.ScenarioList, error) {
	rows := explain.ScenarioList{}
	areaIDs := a.areaEditions()
	for _, id := range ids {
		if !slices.Contains(areaIDs, id) {
			continue
		}
		ed, err := area.LoadDir(a.data, id)
		if err != nil {
			return nil, err
		}
		rows = append(rows, explain.AreaScenarios(ed)...)
	}
	return rows, nil
}

// areaSetup prints a scenario of an area edition zone by zone: text or
// JSON, a zone game's setup having no CSV form.
func (a *app) areaSetup(cmd *cobra.Command, edition, scenario, format string) error {
	if format == "csv" {
		return usagef("--format csv: the setup of %s, an edition of the area kind, prints as text or json", edition)
	}
	if scenario == "" {
		return usagef("--scenario is required (see bfgdata scenarios)")
	}
	ed, err := area.LoadDir(a.data, edition)
	if err != nil {
		return err
	}
	s, err := explain.AreaSetupOf(ed, scenario)
	if err != nil {
		return usagef("%v", err)
	}
	return writeResult(cmd.OutOrStdout(), format, s, nil)
}
