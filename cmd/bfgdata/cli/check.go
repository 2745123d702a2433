package cli

import (
	"fmt"
	"path"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/validate"
)

func newCheckCommand(a *app) *cobra.Command {
	var edition, scenario, format, optional string
	cmd := &cobra.Command{
		Use:   "check --edition E --scenario S",
		Short: "Prove one scenario's setup legal under the rules",
		Long: `Check validates one scenario and runs the rules engine's setup checks on it:
every unit on a land hex of the map, no German unit in Berlin, at most two
units a hex and never two Soviet fronts together, no enemies in one hex, the
Theater Boundary and the Yugoslav border, zone placements that fit their
zone (Courland), Soviet capitals garrisoned by fronts, nothing of a force
not in play and nothing outside the part of the map in use.

--optional applies the setup restrictions of optional rules, e.g.
stacking-groups (Deluxe 18.0: Commonwealth and US stacks).

Exit status: 0 legal, 1 not legal or invalid, 2 bad usage.`,
		Example: `  bfgdata check --edition 1994 --scenario historical
  bfgdata check --edition 1975 --scenario red-star-white-star --format json
  bfgdata check --edition 1994 --scenario historical --optional stacking-groups`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			ed, _, err := a.editionScenario(edition, scenario)
			if err != nil {
				return err
			}
			if ed.Map == nil {
				return fmt.Errorf("edition %s has no map yet, so its setups cannot be checked", edition)
			}
			var file string
			for i, s := range ed.Scenarios {
				if s.ID == scenario {
					file = path.Join("data", edition, ed.Info.Files.Scenarios[i])
				}
			}
			v, err := a.validator()
			if err != nil {
				return err
			}
			full := v.Editions(a.data, []string{edition}, "data", validate.Options{Optional: splitList(optional)})
			var only []validate.FileResult
			// the scenario's own file, and any broken file it depends on
			for _, f := range full.Files {
				if f.File == file || !f.Valid {
					only = append(only, f)
				}
			}
			report := validate.Select(only)
			if err := printReport(cmd, format, report); err != nil || format == "json" {
				return err
			}
			rows, err := setupRows(ed, scenario)
			if err != nil {
				return err
			}
			inZones := 0
			for _, r := range rows {
				if r.Hex == "" {
					inZones++
				}
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "scenario %s of edition %s: setup legal, %d units (%d set up in a zone)\n", scenario, edition, len(rows), inZones)
			return err
		},
	}
	a.editionFlag(cmd, &edition, "1994", "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	cmd.Flags().StringVar(&optional, "optional", "", "comma-separated optional rules to apply, e.g. stacking-groups")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
