package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

func newMoveCommand(a *app) *cobra.Command {
	var edition, format string
	var into intake.Into
	var force, dryRun bool
	cmd := &cobra.Command{
		Use:   "move (COUNTER HEX | COUNTER ZONE [HEX] | COUNTER remove | COUNTER aside [REASON] | -) --scenario S [--dir DIR]",
		Short: "Place, move, remove or set aside units of a scenario in an edition folder",
		Long:  help("move"),
		Example: `  bfgdata move 5-us 2104 --scenario my-variant --dir my-1994 --force
  bfgdata move 13-us aside "held back for the spring" --scenario my-variant --dir my-1994 --force
  bfgdata move - --scenario my-variant --dir my-1994 --dry-run < moves.txt`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("%s needs a move (COUNTER HEX, COUNTER ZONE [HEX], COUNTER remove, COUNTER aside [REASON]) or - to read one a line from stdin", cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if into.Scenario == "" {
				return usagef("--scenario is required: the scenario whose units move (see bfgdata scenarios)")
			}
			into.DataDir, into.EditionGiven, into.Has = a.dataDir, cmd.Flags().Changed("edition"), a.checkEdition
			q := intake.MoveList{Stdin: cmd.InOrStdin(), Args: args, Base: a.data, Shown: edfolder.ShownRoot(a.dataDir, ""), Edition: edition, Into: into}
			if len(args) == 1 && args[0] == "-" {
				q.Name = "-"
			}
			res, err := intake.Moves(nil, q)
			return finishImport(cmd, format, res, err, "", force, dryRun)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&into.Scenario, "scenario", "", "the scenario whose units move (see bfgdata scenarios)")
	cmd.Flags().StringVar(&into.Dir, "dir", "", "the edition folder to write into (default its folder in --data, or ./<edition>; made from the edition when missing)")
	cmd.Flags().BoolVar(&force, "force", false, "change the scenario's file where --dir holds it")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "say what the moves would change, and write nothing")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
