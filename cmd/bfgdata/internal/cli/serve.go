package cli

import (
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/serve"
	"github.com/bfgdata/bfgdata/players"
)

func newServeCommand(a *app) *cobra.Command {
	var edition, dir, addr, gameFile, computer string
	var open bool
	cmd := &cobra.Command{
		Use:   "serve [--edition E | --dir FOLDER] [--game FILE [--computer SIDE=PLAYER]] [--addr HOST:PORT] [--open]",
		Short: "Edit scenarios in the browser, judged by the rules engine as you go",
		Long:  help("serve"),
		Example: `  bfgdata serve --open
  cp -r data/1994 my-1994 && bfgdata serve --dir my-1994
  bfgdata serve --edition 1975 --addr 127.0.0.1:9000
  bfgdata serve --game games/anna-ben.json --open
  bfgdata serve --game games/me-computer.json --computer soviet=heuristic --open`,
		Args: maxArgs(0, "none"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir != "" && !cmd.Flags().Changed("edition") {
				edition = "" // the folder's first edition
			} else if err := a.checkEdition(edition); dir == "" && err != nil {
				return err
			}
			if _, _, err := net.SplitHostPort(addr); err != nil {
				return usagef("--addr %q: want HOST:PORT, e.g. 127.0.0.1:8080", addr)
			}
			seats, err := players.ParseComputer(nil, computer)
			if err != nil {
				return usagef("--computer %v", err)
			}
			if len(seats) > 0 && gameFile == "" {
				return usagef("--computer seats the computer in the game --game opens; for a new game, choose its sides on the page's play form")
			}
			// The server compiles its own validator.
			srv, err := serve.New(serve.Config{Library: a.library(), Display: a.displayRoot(), Folder: a.dataDir, Dir: dir, Edition: edition, GameFile: gameFile, Computer: seats})
			if err != nil {
				return usagef("%v", err)
			}
			defer srv.Close()
			// Catch Ctrl-C before saying it stops the server; the server
			// ends itself, finishing the saves under way.
			ownInterrupt.Store(true)
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return srv.Run(ctx, addr, open, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition the page opens with")
	cmd.Flags().StringVar(&dir, "dir", "", "an edition folder on disk (or a folder of them) to edit and save into, e.g. a copy of data/1994")
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on; anything but loopback is reachable from other machines")
	cmd.Flags().StringVar(&gameFile, "game", "", "a game record to open and play on; games are saved into its folder")
	cmd.Flags().StringVar(&computer, "computer", "", "with --game: the sides the computer plays, like soviet=heuristic (players: heuristic, random)")
	cmd.Flags().BoolVar(&open, "open", false, "open the page in the default browser")
	return cmd
}
