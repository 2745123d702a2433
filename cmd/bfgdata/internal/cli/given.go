package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/gamefile"
)

// positionFlags are the flags that give combat and reach a position other
// than a scenario's start.
type positionFlags struct {
	place, file, optional string
	game, at              string
}

func (f *positionFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.place, "place", "", "the position's units instead of the scenario's start: UNIT@HEX joined by commas (5-us@2104, us:7-4-8@2004, 67@2105=west-german)")
	cmd.Flags().StringVar(&f.file, "position", "", "a position file (JSON): scenario, units, optional rules, supply markers and combats to work out")
	cmd.Flags().StringVar(&f.game, "game", "", "answer on a game's position: a game record (see bfgdata game), replayed to --at")
	cmd.Flags().StringVar(&f.at, "at", "end", "with --game, "+atHelp)
	cmd.Flags().StringVar(&f.optional, "optional", "", "optional rules switched on, by id, for a given position (split-stack-combat, offensive-supply, ...)")
}

// givenPosition builds the position the flags and the edition and scenario
// flags ask for (explain.PositionRequest); a position file's combats are
// returned too.
func (a *app) givenPosition(cmd *cobra.Command, edition, scenario string, f positionFlags) (*explain.StartingPosition, *explain.PositionFile, error) {
	if f.game != "" {
		if f.place != "" || f.file != "" || f.optional != "" || scenario != "" || cmd.Flags().Changed("edition") {
			return nil, nil, usagef("--game gives the position, its edition, scenario and optional rules: leave out --edition, --scenario, --place, --position and --optional")
		}
		pos, err := gamefile.PositionAt(f.game, a.library().Load, f.at, cmd.ErrOrStderr(), invalidDataError{})
		return pos, nil, err
	}
	q := explain.PositionRequest{Edition: edition, EditionGiven: cmd.Flags().Changed("edition"), Scenario: scenario, Place: f.place, File: f.file, Optional: f.optional}
	return q.Resolve(a.editionFor)
}
