package game

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// destroyForts destroys the fortifications of the hexes a Western Allied
// unit entered by a move (every hex of its path, passing through counts:
// 1975 6.44, Deluxe 6.4, ambiguity 8 of the rules audit), by retreat, or
// by advance (which rules.Apply has already done), and tells each as an
// event placed after the action.
func (s *Session) destroyForts(unit string, entered []model.Hex) {
	s.fortsGone(unit, s.sit.DestroyForts(unit, entered))
}

func (s *Session) fortsGone(unit string, hexes []model.Hex) {
	for _, h := range hexes {
		text := fmt.Sprintf("%s entered %s: its fortified line is destroyed", unit, h)
		s.happen("game.fort-destroyed", text, unit)
		// It happened with the action being applied, so after it; the
		// log tells it once, as this event.
		s.events[len(s.events)-1].After = s.applied + 1
	}
}

// afterCombat records where the combat's retreats and advance took units
// (rules.Apply has already destroyed the fortifications an advance
// entered; it is told here).
func (s *Session) afterCombat(out rules.Outcome) {
	for _, r := range out.Retreats {
		if r.To != nil {
			s.arrived(r.Unit, []model.Hex{*r.To})
		}
	}
	if a := out.Advanced; a != nil {
		s.fortsGone(a.Unit, out.FortsDestroyed)
		s.arrived(a.Unit, []model.Hex{a.To})
	}
}
