package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
)

func newCombatCommand(a *app) *cobra.Command {
	var edition, scenario, attackers, defender, format, lose, retreat, advance, advanceTo string
	var die, phase int
	var pf positionFlags
	cmd := &cobra.Command{
		Use:   "combat (--edition E --scenario S | --game GAME.json [--at POINT]) --attackers ID,ID --defender HEX",
		Short: "Work out a combat, on a scenario's start or any position, step by step",
		Long:  help("combat"),
		Example: `  bfgdata combat --edition 1994 --scenario historical --attackers 5-us,7-us,19-us --defender 2105 --die 1
  bfgdata combat --edition 1994 --scenario historical \
    --place us:7-4-8@2004,us:6-6-7@2104,us:6-6-7@2204,west-german:2-3-4@2105,west-german:2-3-4@2105 \
    --attackers 2004,2104,2204 --defender 2105 --die 1 --lose us:6-6-7@2104
  bfgdata combat --position courland.json
  bfgdata combat --game game.json --at 1/soviet-combat --attackers 10-gds,2-gds --defender 3024 --die 1`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cmd.Flags().Changed("die") && die == 0 {
				return usagef("--die 0: a die roll starts at 1")
			}
			pos, file, err := a.givenPosition(cmd, edition, scenario, pf)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if file != nil && attackers == "" && defender == "" {
				if len(file.Combats) == 0 {
					return usagef("%s lists no combats; give --attackers and --defender", pf.file)
				}
				play, err := pos.Play(file.Combats, file.Note)
				return writeResult(out, format, play, err)
			}
			ids := explain.SplitList(attackers)
			if len(ids) == 0 {
				return usagef("--attackers is required: counter ids or hexes joined by commas")
			}
			defs := explain.SplitList(defender)
			if len(defs) == 0 {
				return usagef("--defender is required: a hex, hexes or units joined by commas")
			}
			if err := pos.CheckDefenders(defs); err != nil {
				return usagef("--defender: %v", err)
			}
			retreats, err := explain.ParseRetreats(explain.SplitList(retreat))
			if err != nil {
				return flagError("retreat", err)
			}
			q := explain.CombatRequest{Attackers: ids, Defenders: defs, Die: die, Phase: phase,
				Lose: explain.SplitList(lose), Retreat: retreats, Advance: advance, AdvanceTo: advanceTo}
			q.Apply = die > 0 && (q.Lose != nil || q.Retreat != nil || advance != "" || cmd.Flags().Changed("apply"))
			rep, err := pos.CombatOf(q)
			return writeResult(out, format, rep, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios); its terms apply to a given position too")
	cmd.Flags().StringVar(&attackers, "attackers", "", "attacking units: counter ids, hexes or KIND:A-D-M@HEX, comma-separated")
	cmd.Flags().StringVar(&defender, "defender", "", "what is attacked: a hex, hexes, or units, comma-separated")
	cmd.Flags().IntVar(&die, "die", 0, "the die roll; without it the combat stops at the odds")
	cmd.Flags().IntVar(&phase, "phase", 0, "the combat phase: 2 for an Offensive Supply marker's second combat phase")
	cmd.Flags().StringVar(&lose, "lose", "", "apply the result: the attackers lost to an exchange")
	cmd.Flags().StringVar(&retreat, "retreat", "", "apply the result: retreat hexes, UNIT@HEX comma-separated")
	cmd.Flags().StringVar(&advance, "advance", "", "apply the result: the unit that advances into the vacated hex")
	cmd.Flags().StringVar(&advanceTo, "advance-to", "", "the vacated hex to advance into, when there are several")
	cmd.Flags().Bool("apply", false, "apply the result to the position (implied by --lose, --retreat, --advance)")
	pf.add(cmd)
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
