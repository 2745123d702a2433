package cli

import (
	"github.com/bfgdata/bfgdata/internal/gamefile"
	"github.com/spf13/cobra"
)

func newGameCommand(a *app) *cobra.Command {
	var format string
	check := &cobra.Command{Use: "check GAME.json", Args: exactArgs("GAME.json"), Short: "Replay a game record: exit 0 legal, 1 at its first illegal action (printed with the state before it), 2 unreadable", RunE: func(cmd *cobra.Command, args []string) error {
		return gamefile.Run(args[0], a.library().Load, format, cmd.OutOrStdout(), invalidDataError{})
	}}
	formatFlag(check, &format, "text", "json")
	return groupCommand(&cobra.Command{Use: "game", Short: "Game records: replay a game"}, "name a subcommand: check", check)
}
