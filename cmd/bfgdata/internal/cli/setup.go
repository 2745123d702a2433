package cli

import (
	"slices"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
)

func newSetupCommand(a *app) *cobra.Command {
	var edition, scenario, format string
	cmd := &cobra.Command{
		Use:   "setup --edition E --scenario S",
		Short: "Print a scenario's setup as a table",
		Long:  help("setup"),
		Example: `  bfgdata setup --edition 1994 --scenario historical
  bfgdata setup --edition 1994 --scenario historical --format csv > setup.csv
  bfgdata setup --edition 1975 --scenario red-star-white-star --format json
  bfgdata setup --edition berlin-1945 --scenario standard`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if slices.Contains(a.areaEditions(), edition) {
				return a.areaSetup(cmd, edition, scenario, format)
			}
			_, setup, err := scenarioOf(a, edition, scenario, explain.SetupOf)
			return writeResult(cmd.OutOrStdout(), format, setup, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	formatFlag(cmd, &format, "text", "csv", "json")
	return cmd
}
