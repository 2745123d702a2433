package explain

import (
	"fmt"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// PositionRequest is what a command is asked to answer on: a scenario's
// start, the placements given (Place, UNIT@HEX joined by commas) or a
// position file (File), with optional rules switched on for a given
// position. It is worked out here once, for every front end.
type PositionRequest struct {
	Edition string
	// EditionGiven is true when the edition was named, not defaulted:
	// then it must agree with a position file's.
	EditionGiven bool
	Scenario     string
	Place, File  string
	Optional     string
}

// Given reports whether the request gives a position.
func (q PositionRequest) Given() bool { return q.Place != "" || q.File != "" }

// Resolve builds the position asked for; load checks the edition and
// scenario ids and loads the edition. A position file's combats are
// returned too (nil for a scenario's start or placements).
func (q PositionRequest) Resolve(load func(edition, scenario string) (*model.Edition, error)) (*StartingPosition, *PositionFile, error) {
	if !q.Given() {
		if q.Optional != "" {
			return nil, nil, fmt.Errorf("--optional goes with --place or --position")
		}
		ed, err := load(q.Edition, q.Scenario)
		if err != nil {
			return nil, nil, err
		}
		pos, err := Position(ed, q.Scenario)
		return pos, nil, err
	}
	if q.Place != "" && q.File != "" {
		return nil, nil, fmt.Errorf("give --place or --position, not both")
	}
	var spec PositionSpec
	var file *PositionFile
	edition := q.Edition
	if q.File != "" {
		raw, err := fileio.ReadPath(q.File, MaxPositionFile)
		if err != nil {
			return nil, nil, err
		}
		pf, err := ParsePositionFile(raw)
		if err != nil {
			return nil, nil, err
		}
		if pf.Edition != "" {
			if q.EditionGiven && edition != pf.Edition {
				return nil, nil, fmt.Errorf("--edition %s, but %s is a position of edition %s", edition, q.File, pf.Edition)
			}
			edition = pf.Edition
		}
		if q.Scenario != "" && q.Scenario != pf.Scenario {
			return nil, nil, fmt.Errorf("--scenario %s, but %s is a position under scenario %s", q.Scenario, q.File, pf.Scenario)
		}
		if spec, err = pf.Spec(SplitList(q.Optional)...); err != nil {
			return nil, nil, err
		}
		file = &pf
	} else {
		units, err := ParsePlacements(q.Place)
		if err != nil {
			return nil, nil, err
		}
		spec = PositionSpec{Scenario: q.Scenario, Units: units, Optional: SplitList(q.Optional)}
	}
	ed, err := load(edition, spec.Scenario)
	if err != nil {
		return nil, nil, err
	}
	pos, err := GivenPosition(ed, spec)
	return pos, file, err
}
