package cli

import (
	"github.com/spf13/cobra"
)

func newReachCommand(a *app) *cobra.Command {
	var edition, scenario, unit, format string
	var allowance int
	var pf positionFlags
	cmd := &cobra.Command{
		Use:   "reach (--edition E --scenario S | --game GAME.json [--at POINT]) --unit ID",
		Short: "List the hexes a unit can reach from a scenario's start, a given position or a game's",
		Long:  help("reach"),
		Example: `  bfgdata reach --edition 1994 --scenario historical --unit 5-us
  bfgdata reach --edition 1975 --scenario historical --unit 12-ss --format json
  bfgdata reach --edition 1994 --scenario historical --place 5-us@2515,63@2512 --unit 5-us
  bfgdata reach --game game.json --at 1/west-german-movement --unit 1-ss`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if unit == "" {
				return usagef("--unit is required")
			}
			pos, _, err := a.givenPosition(cmd, edition, scenario, pf)
			if err != nil {
				return err
			}
			rep, err := pos.ReachOf(unit, allowance)
			return writeResult(cmd.OutOrStdout(), format, rep, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	cmd.Flags().StringVar(&unit, "unit", "", "counter id of the unit to move")
	cmd.Flags().IntVar(&allowance, "allowance", 0, "movement points to use instead of the unit's allowance")
	pf.add(cmd)
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
