package game

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// strategic checks a strategic move (1975 16.42; Deluxe 16.3) before its
// path is followed, and returns its allowance: one German unit a German
// movement phase, not starting in an enemy zone of control, ending out of
// one (and, in 1975, across the Theater Boundary). A path the engine
// refuses is left to the move to report, step by step.
func (s *Session) strategic(ptr string, ph Phase, p rules.Placed, path []model.Hex) (int, *diag.Diagnostic) {
	r, err := s.sit.StrategicReach(p.Counter)
	if err != nil {
		return 0, s.refused(ptr+"/strategic", err)
	}
	if s.strategicAt == [2]int{s.turn, s.phase + 1} {
		return 0, s.illegal(ptr+"/strategic", "game.strategic-twice", fmt.Sprintf("one unit a phase makes the strategic move, and one has in %s", ph.ID))
	}
	allowance := s.strategicAllowance(p)
	if len(path) == 0 {
		return allowance, nil
	}
	if _, err := s.sit.Clone().MovePath(p.Counter, path, allowance); err != nil {
		return allowance, nil
	}
	end := path[len(path)-1]
	for _, h := range r.Hexes {
		if h.Hex == end && !h.CanEnd {
			d := s.illegal(fmt.Sprintf("%s/path/%d", ptr, len(path)-1), "game.strategic-end", "")
			// the refusal cites the rule itself: reach's note, which
			// cites it too, goes in without it
			d.Message = fmt.Sprintf("%s may not end its strategic move in %s: %s", p.Counter, end, strings.TrimSuffix(h.Why, " ("+d.Rule+")"))
			return 0, d
		}
	}
	return allowance, nil
}
