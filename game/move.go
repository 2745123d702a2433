package game

import (
	"errors"
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

func (s *Session) move(ptr string, ph Phase, m *model.GameMove, e *Entry) *diag.Diagnostic {
	p, bad := s.mover(ptr, ph, m.Unit, "a move", "move")
	if bad != nil {
		return bad
	}
	if bad := s.offensiveMove(ptr, ph, p); bad != nil {
		return bad
	}
	allowance := s.allowance(p)
	if m.Strategic {
		if allowance, bad = s.strategic(ptr, ph, p, m.Path); bad != nil {
			return bad
		}
	}
	mv, err := s.sit.MovePathUnstacked(m.Unit, m.Path, allowance)
	if err != nil {
		var pe *rules.PathError
		if errors.As(err, &pe) && pe.Step >= 0 {
			return s.refused(fmt.Sprintf("%s/path/%d", ptr, pe.Step), err)
		}
		return s.refused(ptr, err)
	}
	s.moved[m.Unit] = true
	if ph.Second {
		s.tilt(m.Unit)
	}
	if m.Strategic {
		s.strategicAt = [2]int{s.turn, s.phase + 1}
	}
	e.Unit, e.From, e.Path, e.Cost, e.Allowance = m.Unit, mv.From, mv.Path, mv.Cost, allowance
	s.arrived(m.Unit, mv.Path)
	return nil
}
