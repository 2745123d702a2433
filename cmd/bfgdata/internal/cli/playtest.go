package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/gamefile"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
)

// maxGames bounds --games: a series runs on all cores, a few games a
// second each.
const maxGames = 100000

func newPlaytestCommand(a *app) *cobra.Command {
	var edition, scenario, against, seats, out, format string
	var optional []string
	var games, turns int
	var seed uint64
	var force bool
	cmd := &cobra.Command{
		Use:   "playtest",
		Short: "Play a scenario by computer players, many games, and report who won",
		Long:  help("playtest"),
		Example: `  bfgdata playtest --scenario historical --games 20 --seed 1
  bfgdata playtest --edition 1975 --scenario historical --players soviet=heuristic,western-allied=random
  bfgdata playtest --scenario historical --games 5 --turns 3 --out games --format json
  bfgdata --data my-1994 playtest --scenario my-variant --against historical --games 200`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if games < 1 || games > maxGames {
				return usagef("--games %d: want 1 to %d", games, maxGames)
			}
			if turns < 0 {
				return usagef("--turns %d: want 0 (the whole scenario) or more", turns)
			}
			ed, err := a.editionFor(edition, scenario)
			if err != nil {
				return err
			}
			sc, ok := ed.Scenario(scenario)
			if !ok {
				return usagef("--scenario %q: edition %s has no such scenario (see bfgdata scenarios)", scenario, ed.Info.ID)
			}
			seated, err := players.ParseSeats(sc, seats, players.Heuristic{})
			if err != nil {
				return usagef("--players %v", err)
			}
			s := players.Series{Scenario: scenario, Optional: optional, Games: games, Seed: seed, Seats: seated, Turns: turns, Schema: gamefile.SchemaRef}
			s.Progress = progressOn(cmd.ErrOrStderr())
			if against != "" {
				return playtestAgainst(cmd, ed, s, against, seats, out, force, format)
			}
			keep, err := keeper(out, force)
			if err != nil {
				return err
			}
			rep, err := players.Playtest(ed, s, keep)
			if err == nil && out != "" {
				_, err = fmt.Fprintf(cmd.ErrOrStderr(), "wrote %d record(s) to %s\n", games, out)
			}
			return writeResult(cmd.OutOrStdout(), format, rep, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition to play")
	cmd.Flags().StringVar(&scenario, "scenario", "", "the scenario to play (see bfgdata scenarios)")
	cmd.Flags().StringSliceVar(&optional, "optional", nil, "optional rules in play, by id (comma-separated)")
	cmd.Flags().IntVar(&games, "games", 10, "how many games to play")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "the first game's seed; game i plays with seed+i")
	cmd.Flags().IntVar(&turns, "turns", 0, "play at most this many turns of each game (0: the whole scenario; a game cut short counts for no one)")
	cmd.Flags().StringVar(&against, "against", "", "play this scenario of the edition too, with the same seeds and players, and compare the two side by side (e.g. historical)")
	cmd.Flags().StringVar(&seats, "players", "", "who plays each side, like soviet=heuristic,western-allied=random (default heuristic for every side)")
	cmd.Flags().StringVar(&out, "out", "", "write every game's record into this folder, as game-0001.json, ...")
	cmd.Flags().BoolVar(&force, "force", false, "replace records already in --out")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// playtestAgainst plays series s and the same series of scenario against,
// and prints the comparison; with out, each scenario's records go into a
// folder of out named after it.
func playtestAgainst(cmd *cobra.Command, ed *model.Edition, s players.Series, against, seats, out string, force bool, format string) error {
	sc, ok := ed.Scenario(against)
	if !ok {
		return usagef("--against %q: edition %s has no such scenario (see bfgdata scenarios)", against, ed.Info.ID)
	}
	if against == s.Scenario {
		return usagef("--against %s: the scenario played; name another, such as its base", against)
	}
	seated, err := players.ParseSeats(sc, seats, players.Heuristic{})
	if err != nil {
		return usagef("--players (for --against %s) %v", against, err)
	}
	var keep, keepAgainst func(int, *players.Played) error
	if out != "" {
		if keep, err = keeper(filepath.Join(out, s.Scenario), force); err != nil {
			return err
		}
		if keepAgainst, err = keeper(filepath.Join(out, against), force); err != nil {
			return err
		}
	}
	c, err := players.PlaytestAgainst(ed, s, against, seated, keep, keepAgainst)
	if err == nil && out != "" {
		_, err = fmt.Fprintf(cmd.ErrOrStderr(), "wrote %d record(s) each to %s and %s\n", s.Games, filepath.Join(out, s.Scenario), filepath.Join(out, against))
	}
	return writeResult(cmd.OutOrStdout(), format, c, err)
}

// keeper writes each game's record into folder dir (none when dir is ""),
// never over a file without force.
func keeper(dir string, force bool) (func(int, *players.Played) error, error) {
	if dir == "" {
		return nil, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return func(i int, g *players.Played) error {
		path := filepath.Join(dir, fmt.Sprintf("game-%04d.json", i+1))
		return fileio.WriteEncoded(io.Discard, path, force, func() ([]byte, error) { return model.Encode(g.Record) })
	}, nil
}
