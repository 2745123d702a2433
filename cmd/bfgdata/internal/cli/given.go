package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
)

// positionFlags are the flags that give combat and reach a position other
// than a scenario's start.
type positionFlags struct {
	place, file, optional string
}

func (f *positionFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.place, "place", "", "the position's units instead of the scenario's start: UNIT@HEX joined by commas (5-us@2104, us:7-4-8@2004, 67@2105=west-german)")
	cmd.Flags().StringVar(&f.file, "position", "", "a position file (JSON): scenario, units, optional rules, supply markers and combats to work out")
	cmd.Flags().StringVar(&f.optional, "optional", "", "optional rules switched on, by id, for a given position (split-stack-combat, offensive-supply, ...)")
}

// given reports whether the flags give a position.
func (f *positionFlags) given() bool { return f.place != "" || f.file != "" }

// position builds the position the flags and the edition and scenario
// flags ask for: the scenario's start, the placements given, or a position
// file (whose combats are returned too).
func (a *app) givenPosition(cmd *cobra.Command, edition, scenario string, f positionFlags) (*explain.StartingPosition, *explain.PositionFile, error) {
	if !f.given() {
		if f.optional != "" {
			return nil, nil, usagef("--optional goes with --place or --position")
		}
		_, pos, err := scenarioOf(a, edition, scenario, explain.Position)
		return pos, nil, err
	}
	if f.place != "" && f.file != "" {
		return nil, nil, usagef("give --place or --position, not both")
	}
	var spec explain.PositionSpec
	var file *explain.PositionFile
	if f.file != "" {
		raw, err := fileio.ReadPath(f.file, explain.MaxPositionFile)
		if err != nil {
			return nil, nil, usageError{err}
		}
		pf, err := explain.ParsePositionFile(raw)
		if err != nil {
			return nil, nil, err
		}
		if pf.Edition != "" {
			if cmd.Flags().Changed("edition") && edition != pf.Edition {
				return nil, nil, usagef("--edition %s, but %s is a position of edition %s", edition, f.file, pf.Edition)
			}
			edition = pf.Edition
		}
		if scenario != "" && scenario != pf.Scenario {
			return nil, nil, usagef("--scenario %s, but %s is a position under scenario %s", scenario, f.file, pf.Scenario)
		}
		if spec, err = pf.Spec(explain.SplitList(f.optional)...); err != nil {
			return nil, nil, err
		}
		file = &pf
	} else {
		units, err := explain.ParsePlacements(f.place)
		if err != nil {
			return nil, nil, err
		}
		spec = explain.PositionSpec{Scenario: scenario, Units: units, Optional: explain.SplitList(f.optional)}
	}
	ed, err := a.editionFor(edition, spec.Scenario)
	if err != nil {
		return nil, nil, err
	}
	pos, err := explain.GivenPosition(ed, spec)
	return pos, file, err
}
