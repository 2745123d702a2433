package cli

import (
	"github.com/spf13/cobra"
)

func newReachCommand(a *app) *cobra.Command {
	var edition, scenario, unit, format string
	var allowance int
	var pf positionFlags
	cmd := &cobra.Command{
		Use:   "reach --edition E --scenario S --unit ID",
		Short: "List the hexes a unit can reach from a scenario's starting position",
		Long: `Reach works out, from the scenario's starting position, every hex the unit
can move to in one Movement Phase and what it costs: terrain and river
costs, prohibited hexes and hexsides, enemy units, enemy zones of control
(a unit stops on entering one and never moves straight from one to
another), the Theater Boundary and the Yugoslav border. A hex the unit can
pass through but not stop in (stacking) is marked. German units also get
the edge hexes they could leave the map from (four movement points).

--allowance overrides the movement allowance, e.g. double for a German
replacement on its turn of return. A capital's garrison never moves; a
unit a retreat left across the Theater Boundary or the Yugoslav border may
move where it stands and back, and the hexes where it is back are marked.

--place or --position give a position other than the scenario's start
(see bfgdata combat --help); --game a game's, at --at (see bfgdata game).`,
		Example: `  bfgdata reach --edition 1994 --scenario historical --unit 5-us
  bfgdata reach --edition 1975 --scenario historical --unit 12-ss --format json
  bfgdata reach --edition 1994 --scenario historical --place 5-us@2515,63@2512 --unit 5-us`,
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
