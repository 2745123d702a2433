package cli

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/model"
)

// scenarioSummary is one row of `bfgdata scenarios`.
type scenarioSummary struct {
	Edition   string        `json:"edition"`
	ID        string        `json:"id"`
	Name      string        `json:"name"`
	Rule      string        `json:"rule"`
	Players   int           `json:"players"`
	First     int           `json:"firstTurn"`
	Last      int           `json:"lastTurn"`
	Forces    []model.Force `json:"forces"`
	SetupFrom string        `json:"setupFrom,omitempty"`
}

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
			eds := a.editions
			if edition != "" {
				if err := a.checkEdition(edition); err != nil {
					return err
				}
				eds = []string{edition}
			}
			rows := []scenarioSummary{}
			for _, e := range eds {
				ed, err := a.loadEdition(e)
				if err != nil {
					return err
				}
				for _, s := range ed.Scenarios {
					rows = append(rows, scenarioSummary{Edition: e, ID: s.ID, Name: s.Name, Rule: s.Rule, Players: s.Players,
						First: s.Turns.First, Last: s.Turns.Last, Forces: s.Forces.InPlay, SetupFrom: s.SetupFrom})
				}
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
				from := r.SetupFrom
				if from == "" {
					from = "-"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d-%d\t%s\t%s\n", r.Edition, r.ID, r.Name, r.Rule, r.Players, r.First, r.Last, strings.Join(forces, ","), from)
			}
			return tw.Flush()
		},
	}
	a.editionFlag(cmd, &edition, "", "list only this edition's scenarios")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// loadEdition loads a bundled edition, naming it in any error.
func (a *app) loadEdition(id string) (*model.Edition, error) {
	ed, err := model.LoadEdition(a.data, id)
	if err != nil {
		return nil, fmt.Errorf("edition %s: %w (run bfgdata validate --edition %s)", id, err, id)
	}
	return ed, nil
}

// editionScenario checks --edition and --scenario and loads both.
func (a *app) editionScenario(edition, scenario string) (*model.Edition, *model.Scenario, error) {
	if err := a.checkEdition(edition); err != nil {
		return nil, nil, err
	}
	if scenario == "" {
		return nil, nil, usagef("--scenario is required (see bfgdata scenarios)")
	}
	ed, err := a.loadEdition(edition)
	if err != nil {
		return nil, nil, err
	}
	s, err := scenarioOf(ed, scenario)
	if err != nil {
		return nil, nil, err
	}
	return ed, s, nil
}

// scenarioOf finds a scenario of an edition, listing the ids on a miss.
func scenarioOf(ed *model.Edition, id string) (*model.Scenario, error) {
	s, ok := ed.Scenario(id)
	if !ok {
		return nil, usagef("edition %s has no scenario %q (have: %s)", ed.Info.ID, id, strings.Join(ed.ScenarioIDs(), ", "))
	}
	return s, nil
}
