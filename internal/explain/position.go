package explain

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"

	"github.com/bfgdata/bfgdata/internal/suggest"
)

// StartingPosition is a scenario's starting position ready for the rules
// engine: the board, the units in hexes under the scenario's terms, and
// the units that start in a zone or box.
type StartingPosition struct {
	Edition   *model.Edition
	Scenario  *model.Scenario
	Board     *rules.Board
	Situation *rules.Situation
	// OffMap are the units placed in a zone or box rather than a hex.
	OffMap []rules.SetupPlacement
	// Given is true for a position a person gave (PositionOf), false for a
	// scenario's start.
	Given bool
	// Game is true for a game record's position, where stacking is
	// checked when the movement phase ends rather than after each move.
	Game bool
	// Paths asks ReachOf for the path to every hex it gives (a front end
	// that moves a unit by picking its destination sends that path).
	Paths bool
	// Allowance, for a game's position, is the movement points the game
	// gives a unit (a replacement's double allowance on its turn of
	// return); ReachOf uses it when it is asked for no other allowance.
	Allowance func(id string) (int, bool)
}

// Position prepares the starting position of scenario id of an edition.
func Position(ed *model.Edition, id string) (*StartingPosition, error) {
	s, err := ScenarioOf(ed, id)
	if err != nil {
		return nil, err
	}
	return PositionOf(ed, s)
}

// PositionOf prepares the starting position of a scenario that need not be
// one of the edition's files — a scenario being edited — on the edition's
// map, counters and other scenarios (for setupFrom).
func PositionOf(ed *model.Edition, s *model.Scenario) (*StartingPosition, error) {
	if ed.Map == nil {
		return nil, requestError("edition.no-map", "edition %s has no map file (its edition.json lists no files.map)", ed.Info.ID)
	}
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return nil, err
	}
	setup, err := rules.ScenarioSetup(ed, s, nil)
	if err != nil {
		return nil, err
	}
	sit, off := setup.Situation(b)
	return &StartingPosition{Edition: ed, Scenario: s, Board: b, Situation: sit, OffMap: off}, nil
}

// Unit finds a unit of the position by id, ignoring case, and explains a
// miss: not in the scenario, or set up in a zone rather than a hex.
func (p *StartingPosition) Unit(id string) (PlacedUnit, error) {
	for _, u := range p.Situation.Units {
		if strings.EqualFold(u.Counter, id) {
			return placedOf(u), nil
		}
	}
	for _, o := range p.OffMap {
		if strings.EqualFold(o.Unit.Counter, id) {
			where := fmt.Sprintf("zone %q", o.Zone)
			if o.Zone == "" {
				where = fmt.Sprintf("box %q", o.Box)
			}
			return PlacedUnit{}, requestError("unit.in-zone", "%s starts in %s, not in a hex; the owner picks its hex", o.Unit.Counter, where)
		}
	}
	var ids []string
	for _, u := range p.Situation.Units {
		ids = append(ids, u.Counter)
	}
	hint := suggest.Hint(id, ids)
	if p.Given {
		return PlacedUnit{}, requestError("unit.unknown", "the position has no unit %q%s", id, hint)
	}
	return PlacedUnit{}, requestError("unit.unknown", "scenario %s of edition %s has no unit %q on the map%s (see bfgdata setup --edition %s --scenario %s)",
		p.Scenario.ID, p.Edition.Info.ID, id, hint, p.Edition.Info.ID, p.Scenario.ID)
}
