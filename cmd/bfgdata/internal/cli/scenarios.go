package cli

import (
	"slices"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func newScenariosCommand(a *app) *cobra.Command {
	var edition, format string
	cmd := &cobra.Command{
		Use:   "scenarios",
		Short: "List the scenarios with their turns and players",
		Example: `  bfgdata scenarios
  bfgdata scenarios --edition 1975 --format json`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			eds, err := a.allEditions(edition)
			if err != nil {
				return err
			}
			hex := slices.DeleteFunc(slices.Clone(eds), func(id string) bool { return !a.library().Has(id) })
			rows, err := explain.ScenariosIn(a.library(), hex)
			if err == nil {
				var more explain.ScenarioList
				more, err = a.areaScenarios(eds)
				rows = append(rows, more...)
			}
			return writeResult(cmd.OutOrStdout(), format, rows, err)
		},
	}
	a.editionFlag(cmd, &edition, false, "list only this edition's scenarios")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// loadEdition loads an edition; the loader refuses an unknown id.
func (a *app) loadEdition(id string) (*model.Edition, error) {
	ed, err := a.library().Load(id)
	return ed, a.editionFlagError(id, err)
}

// editionFor checks --edition and --scenario and loads the edition.
func (a *app) editionFor(edition, scenario string) (*model.Edition, error) {
	if scenario == "" {
		// a wrong edition is still named first
		if err := a.checkEdition(edition); err != nil {
			return nil, err
		}
		return nil, usagef("--scenario is required (see bfgdata scenarios)")
	}
	return a.loadEdition(edition)
}

// scenarioOf loads the edition --edition names and works out what of
// asks of the scenario --scenario names.
func scenarioOf[T any](a *app, edition, scenario string, of func(*model.Edition, string) (T, error)) (*model.Edition, T, error) {
	ed, err := a.editionFor(edition, scenario)
	if err != nil {
		var none T
		return nil, none, err
	}
	v, err := of(ed, scenario)
	return ed, v, err
}
