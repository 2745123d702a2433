package cli

import (
	"fmt"
	"strings"
	"text/tabwriter"

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
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			eds := a.editions()
			if edition != "" {
				eds = []string{edition}
			}
			rows := []explain.ScenarioSummary{}
			for _, e := range eds {
				ed, err := a.loadEdition(e)
				if err != nil {
					return err
				}
				rows = append(rows, explain.Scenarios(ed)...)
			}
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), rows)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "EDITION\tSCENARIO\tNAME\tRULE\tPLAYERS\tTURNS\tFORCES IN PLAY\tSETUP FROM")
			for _, r := range rows {
				forces := make([]string, len(r.Forces))
				for i, f := range r.Forces {
					forces[i] = string(f)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d-%d\t%s\t%s\n", r.Edition, r.ID, r.Name, r.Rule, r.Players, r.First, r.Last, strings.Join(forces, ","), orDash(r.SetupFrom))
			}
			return tw.Flush()
		},
	}
	a.editionFlag(cmd, &edition, false, "list only this edition's scenarios")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// loadEdition loads an edition; the loader refuses an unknown id.
func (a *app) loadEdition(id string) (*model.Edition, error) {
	ed, err := a.library().Load(id)
	return ed, editionFlagError(err)
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

// position loads the starting position of a scenario.
func (a *app) position(edition, scenario string) (*explain.StartingPosition, error) {
	ed, err := a.editionFor(edition, scenario)
	if err != nil {
		return nil, err
	}
	return explain.Position(ed, scenario)
}
