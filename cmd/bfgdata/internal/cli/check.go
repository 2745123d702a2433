package cli

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

func newCheckCommand(a *app) *cobra.Command {
	var edition, scenario, format, optional, position string
	cmd := &cobra.Command{
		Use:   "check --edition E --scenario S | --position FILE",
		Short: "Prove one scenario's setup legal under the rules",
		Long:  help("check"),
		Example: `  bfgdata check --edition 1994 --scenario historical
  bfgdata check --edition 1975 --scenario red-star-white-star --format json
  bfgdata check --edition 1994 --scenario historical --optional stacking-groups
  bfgdata check --position turn3.json`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if position != "" {
				return a.checkPosition(cmd, position, edition, scenario, optional, format)
			}
			if err := a.checkEdition(edition); err != nil {
				return err
			}
			if scenario == "" {
				return usagef("--scenario is required (see bfgdata scenarios)")
			}
			v, err := a.validator()
			if err != nil {
				return err
			}
			c, err := v.Check(a.data, edition, a.displayRoot(), scenario, validate.Options{Optional: explain.SplitList(optional)})
			if le := (*model.LoadError)(nil); errors.As(err, &le) {
				// an edition that does not load is judged as far as it can be
				if perr := printReport(cmd, format, c.Report, nil); perr != nil {
					return perr
				}
			}
			if err != nil {
				return err
			}
			if err := printReport(cmd, format, c.Report, nil); err != nil || format == "json" {
				return err
			}
			if c.Unresolved != nil {
				return c.Unresolved
			}
			zones := 0
			for _, p := range c.Setup {
				if p.Hex == nil {
					zones++
				}
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "scenario %s of edition %s: setup legal, %d units (%d set up in a zone)\n", scenario, edition, len(c.Setup), zones)
			return err
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	cmd.Flags().StringVar(&optional, "optional", "", "comma-separated optional rules to apply, e.g. stacking-groups")
	cmd.Flags().StringVar(&position, "position", "", "judge a position file's units as a setup (see bfgdata import vsav) instead of a scenario's setup")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// displayRoot names the folder of the editions in reports: "data" for the
// bundled ones, else as edfolder.ShownRoot names the --data folder.
func (a *app) displayRoot() string { return edfolder.ShownRoot(a.dataDir, "data") }
