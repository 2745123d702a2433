package cli

import (
	"strconv"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/rules"
)

func newOddsCommand(a *app) *cobra.Command {
	var edition, format, terrain string
	var multiplier, die int
	cmd := &cobra.Command{
		Use:   "odds ATTACK DEFENSE",
		Short: "Work out combat odds and look up the Combat Results Table",
		Long:  help("odds"),
		Example: `  bfgdata odds 19 6 --terrain broken,fortified --die 1
  bfgdata odds 26 9
  bfgdata odds 21 5 --edition 1975 --format json`,
		Args: exactArgs("ATTACK", "DEFENSE"),
		RunE: func(cmd *cobra.Command, args []string) error {
			attack, err := positiveArg("ATTACK", args[0])
			if err != nil {
				return err
			}
			defense, err := positiveArg("DEFENSE", args[1])
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("multiplier") && terrain != "" {
				return usagef("give --multiplier or --terrain, not both")
			}
			if cmd.Flags().Changed("multiplier") && (multiplier < 1 || multiplier > explain.MaxMultiplier) {
				return usagef("--multiplier %d: want 1 to %d", multiplier, explain.MaxMultiplier)
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("die") && (die < 1 || die > ed.CRT.Die.Sides) {
				return usagef("--die %d: the die has %d sides", die, ed.CRT.Die.Sides)
			}
			q := explain.OddsRequest{Attack: attack, Defense: defense, Terrain: explain.SplitList(terrain), Die: die}
			if cmd.Flags().Changed("multiplier") {
				q.Multiplier = multiplier
			}
			rep, err := explain.OddsOf(ed, q)
			return writeResult(cmd.OutOrStdout(), format, rep, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "whose CRT and TEC to use")
	formatFlag(cmd, &format, "text", "json")
	cmd.Flags().StringVar(&terrain, "terrain", "", "comma-separated TEC entries that apply, e.g. broken,river,fortified")
	cmd.Flags().IntVar(&multiplier, "multiplier", 1, "defense multiplier, instead of --terrain")
	cmd.Flags().IntVar(&die, "die", 0, "the die roll; without it, all results of the column")
	return cmd
}

func positiveArg(name, s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > rules.MaxStrength {
		return 0, usagef("%s %q: want a whole number from 1 to %d", name, s, rules.MaxStrength)
	}
	return n, nil
}
