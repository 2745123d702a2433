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
// event and in the action's log entry.
func (s *Session) destroyForts(e *Entry, unit string, entered []model.Hex) {
	s.fortsGone(e, unit, s.sit.DestroyForts(unit, entered))
}

func (s *Session) fortsGone(e *Entry, unit string, hexes []model.Hex) {
	for _, h := range hexes {
		text := fmt.Sprintf("%s entered %s: its fortified line is destroyed", unit, h)
		s.happen("game.fort-destroyed", text, unit)
		// It happened with the action being applied, so after it.
		s.events[len(s.events)-1].After = s.applied + 1
		e.Events = append(e.Events, text)
	}
}

// afterCombat records where the combat's retreats and advance took units
// (rules.Apply has already destroyed the fortifications an advance
// entered; it is told here).
func (s *Session) afterCombat(e *Entry, out rules.Outcome) {
	for _, r := range out.Retreats {
		if r.To != nil {
			s.arrived(e, r.Unit, []model.Hex{*r.To})
		}
	}
	if a := out.Advanced; a != nil {
		s.fortsGone(e, a.Unit, out.FortsDestroyed)
		s.arrived(e, a.Unit, []model.Hex{a.To})
	}
}
