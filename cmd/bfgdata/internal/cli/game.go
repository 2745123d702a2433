package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/gamefile"
	"github.com/bfgdata/bfgdata/internal/sheets"
)

// atHelp explains --at once for every command that takes it.
const atHelp = "the point of the game: end (default), N (after the Nth action; 0 the start), T/ (the start of turn T: note the slash) or T/PHASE (the start of that phase, e.g. 1/soviet-combat)"

func newGameCommand(a *app) *cobra.Command {
	var format, at, edition, scenario, optional, out, dice, since string
	var force bool
	var look sheets.MapJob
	open := func(args []string) (*gamefile.Game, error) { return gamefile.Open(args[0], a.library().Load, at) }
	// show prints what view makes of the game at --at, then the verdict.
	show := func(cmd *cobra.Command, args []string, view func(*gamefile.Game) textResult) error {
		g, err := open(args)
		if err == nil {
			err = writeResult(cmd.OutOrStdout(), format, view(g), nil)
		}
		if err != nil {
			return err
		}
		return g.Verdict(cmd.ErrOrStderr(), invalidDataError{})
	}
	check := &cobra.Command{Use: "check GAME.json [--since PREVIOUS.json]", Args: exactArgs("GAME.json"), Short: "Replay a game record: exit 0 legal, 1 at its first illegal action (printed with the state before it), 2 unreadable",
		Long:    help("game-check"),
		Example: "  bfgdata game check game.json\n  bfgdata game check --since sent.json received.json",
		RunE: func(cmd *cobra.Command, args []string) error {
			if since != "" {
				return gamefile.RunSince(args[0], since, a.library().Load, format, cmd.OutOrStdout(), invalidDataError{})
			}
			return gamefile.Run(args[0], a.library().Load, format, cmd.OutOrStdout(), invalidDataError{})
		}}
	check.Flags().StringVar(&since, "since", "", "the record this one was received after (the one you sent): say whether it continues it unchanged, and list what is new")
	newGame := &cobra.Command{Use: "new --edition E --scenario S [-o GAME.json]", Args: exactArgs(), Short: "Write a record at a scenario's start, to fill in turn by turn",
		Example: "  bfgdata game new --edition 1994 --scenario historical -o game.json", RunE: func(cmd *cobra.Command, _ []string) error {
			ed, err := a.editionFor(edition, scenario)
			if err != nil {
				return err
			}
			return gamefile.New(cmd.OutOrStdout(), cmd.ErrOrStderr(), out, force, ed, scenario, explain.SplitList(optional), dice)
		}}
	state := &cobra.Command{Use: "state GAME.json [--at POINT]", Args: exactArgs("GAME.json"), Short: "Say where a game stands: turn, phase, every unit's hex or box by force",
		Long:    help("game-state"),
		Example: "  bfgdata game state game.json\n  bfgdata game state game.json --at 1/soviet-combat --format json", RunE: func(cmd *cobra.Command, args []string) error {
			return show(cmd, args, func(g *gamefile.Game) textResult { return g.StateOf() })
		}}
	logCmd := &cobra.Command{Use: "log GAME.json", Args: exactArgs("GAME.json"), Short: "Tell a game action by action: moves with their cost, attacks with odds, die and result",
		Long: help("game-log"),
		RunE: func(cmd *cobra.Command, args []string) error {
			return show(cmd, args, func(g *gamefile.Game) textResult { return g.LogOf() })
		}}
	draw := &cobra.Command{Use: "render GAME.json [--at POINT] [-o state.svg]", Args: exactArgs("GAME.json"), Short: "Draw a game's position on the map, with the phasing force's moves and attacks this turn",
		Long: help("game-render"),
		RunE: func(cmd *cobra.Command, args []string) error {
			look.Out, look.Force = out, force
			opts, paper, err := look.Check()
			if err != nil {
				return usageError{err}
			}
			g, err := open(args)
			if err == nil {
				var line string
				if line, err = g.Render(look, opts, paper, cmd.OutOrStdout()); line != "" {
					err = say(cmd, line, err)
				}
			}
			if err != nil {
				return err
			}
			return g.Verdict(cmd.ErrOrStderr(), invalidDataError{})
		}}
	formatFlag(check, &format, "text", "json")
	a.editionFlag(newGame, &edition, true, "the edition")
	newGame.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	newGame.Flags().StringVar(&optional, "optional", "", "optional rules the game is played with, comma-separated ids of the scenario's optional rules (a wrong one is refused with the list)")
	newGame.Flags().StringVar(&dice, "dice", "program", "who rolls the dice: program (the play page rolls each die once and records it; a die typed in is refused) or table (real dice, typed in)")
	for _, c := range []*cobra.Command{state, logCmd} {
		formatFlag(c, &format, "text", "json")
	}
	mapLookFlags(draw, &look)
	for _, c := range []*cobra.Command{state, draw} {
		c.Flags().StringVar(&at, "at", "end", atHelp)
	}
	for _, c := range []*cobra.Command{newGame, draw} {
		c.Flags().StringVarP(&out, "out", "o", "", "write to this file instead of stdout")
		c.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	}
	return groupCommand(&cobra.Command{Use: "game", Short: "Game records: start, replay, show and draw a game", Long: help("game")}, "name a subcommand: new, check, state, log or render", newGame, check, state, logCmd, draw)
}
