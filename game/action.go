package game

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// act applies action a, filling in its log entry e. Each kind is refereed
// in a file of its own.
func (s *Session) act(ptr string, a model.GameAction, e *Entry) *diag.Diagnostic {
	ph := s.seq.Phases[s.phase]
	if bad := s.afterBerlin(ptr, ph); bad != nil {
		return bad
	}
	switch {
	case a.Move != nil:
		return s.move(ptr+"/move", ph, a.Move, e)
	case a.Attack != nil:
		return s.attack(ptr+"/attack", ph, a.Attack, e)
	}
	return s.illegal(ptr, "game.action-kind", fmt.Sprintf("a %s action is not refereed yet", a.Kind()))
}

// own finds a unit of the phasing force on the map.
func (s *Session) own(ptr string, ph Phase, id string) (rules.Placed, *diag.Diagnostic) {
	p, ok := s.sit.Find(id)
	if !ok {
		where := "not a unit of the scenario"
		for _, o := range s.offMap {
			if o.Unit.ID == id {
				where = "not on the map (it is in " + o.Box + o.Zone + ")"
			}
		}
		if slices.ContainsFunc(s.destroyed, func(u rules.Unit) bool { return u.ID == id }) {
			where = "destroyed"
		}
		return p, s.illegal(ptr, "game.unit-unknown", fmt.Sprintf("%s is %s", id, where))
	}
	if p.Force != ph.Force {
		return p, s.illegal(ptr, "game.wrong-force", fmt.Sprintf("%s is a %s unit and may not act in %s", id, p.Force, ph.ID))
	}
	return p, nil
}
