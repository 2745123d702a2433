package cli

import (
	"encoding/csv"
	"fmt"
	"sort"
	"strconv"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/model"
)

// setupRow is one unit of a scenario's setup as `bfgdata setup` prints it.
type setupRow struct {
	Counter     string      `json:"counter"`
	Label       string      `json:"label"`
	Nationality string      `json:"nationality"`
	Force       model.Force `json:"force"`
	Attack      int         `json:"attack"`
	Defense     int         `json:"defense"`
	Movement    int         `json:"movement"`
	Hex         string      `json:"hex,omitempty"`
	Zone        string      `json:"zone,omitempty"`
	Box         string      `json:"box,omitempty"`
}

// forceOrder is the order of the rulebooks' setup lists.
var forceOrder = map[model.Force]int{model.Soviet: 0, model.WesternAllied: 1, model.EastGerman: 2, model.WestGerman: 3}

func newSetupCommand(a *app) *cobra.Command {
	var edition, scenario, format string
	cmd := &cobra.Command{
		Use:   "setup --edition E --scenario S",
		Short: "Print a scenario's setup as a table",
		Long: `Setup prints the units a scenario starts with — counter id, label,
nationality, force, attack-defense-movement, and the hex, zone or box it
starts in — sorted by force (Soviet, Western Allied, East German, West
German) and then by hex. A scenario that takes its setup from another shows
the result: the other scenario's placements for the forces in play here.`,
		Example: `  bfgdata setup --edition 1994 --scenario historical
  bfgdata setup --edition 1994 --scenario historical --format csv > setup.csv
  bfgdata setup --edition 1975 --scenario red-star-white-star --format json`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkChoice("format", format, "text", "csv", "json"); err != nil {
				return err
			}
			ed, _, err := a.editionScenario(edition, scenario)
			if err != nil {
				return err
			}
			rows, err := setupRows(ed, scenario)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			switch format {
			case "json":
				return writeJSON(out, rows)
			case "csv":
				w := csv.NewWriter(out)
				_ = w.Write([]string{"counter", "label", "nationality", "force", "attack", "defense", "movement", "hex", "zone", "box"})
				for _, r := range rows {
					_ = w.Write([]string{r.Counter, r.Label, r.Nationality, string(r.Force), strconv.Itoa(r.Attack), strconv.Itoa(r.Defense), strconv.Itoa(r.Movement), r.Hex, r.Zone, r.Box})
				}
				w.Flush()
				return w.Error()
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "FORCE\tCOUNTER\tLABEL\tNATIONALITY\tA-D-M\tWHERE")
			for _, r := range rows {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.Force, r.Counter, r.Label, r.Nationality, model.FormatStats(r.Attack, r.Defense, r.Movement), r.where())
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			_, err = fmt.Fprintf(out, "%d units\n", len(rows))
			return err
		},
	}
	a.editionFlag(cmd, &edition, "1994", "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	formatFlag(cmd, &format, "text", "csv", "json")
	return cmd
}

func (r setupRow) where() string {
	switch {
	case r.Hex != "" && r.Zone != "":
		return r.Hex + " (zone " + r.Zone + ")"
	case r.Hex != "":
		return r.Hex
	case r.Zone != "":
		return "zone " + r.Zone
	}
	return "box " + r.Box
}

// setupRows resolves a scenario's effective setup into sorted rows.
func setupRows(ed *model.Edition, scenario string) ([]setupRow, error) {
	s, err := scenarioOf(ed, scenario)
	if err != nil {
		return nil, err
	}
	if ed.Counters == nil {
		return nil, fmt.Errorf("edition %s lists no counters file", ed.Info.ID)
	}
	placements, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return nil, err
	}
	index := ed.Counters.Index()
	rows := make([]setupRow, 0, len(placements))
	for _, p := range placements {
		c := index[p.Counter]
		f, _ := p.ForceOf(c) // EffectiveSetup has resolved every force
		r := setupRow{Counter: c.ID, Label: c.Label, Nationality: string(c.Nationality), Force: f,
			Attack: c.Attack, Defense: c.Defense, Movement: c.Movement, Zone: p.Zone, Box: p.Box}
		if p.Hex != nil {
			r.Hex = p.Hex.String()
		}
		rows = append(rows, r)
	}
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if forceOrder[a.Force] != forceOrder[b.Force] {
			return forceOrder[a.Force] < forceOrder[b.Force]
		}
		if a.where() != b.where() {
			// hexes ("0926") sort before "box …" and "zone …"
			return a.where() < b.where()
		}
		return a.Counter < b.Counter
	})
	return rows, nil
}
