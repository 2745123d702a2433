package game

import (
	"fmt"

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
	case a.Replace != nil:
		return s.replace(ptr+"/replace", ph, a.Replace, e)
	case a.Evacuate != nil:
		return s.evacuate(ptr+"/evacuate", ph, a.Evacuate, e)
	case a.Exit != nil:
		return s.exit(ptr+"/exit", ph, a.Exit, e)
	case a.Supply != nil:
		return s.supply(ptr+"/supply", ph, a.Supply, e)
	}
	return s.illegal(ptr, "game.action-kind", fmt.Sprintf("a %s action is not refereed yet", a.Kind()))
}

// own finds a unit of the phasing force on the map.
func (s *Session) own(ptr string, ph Phase, id string) (rules.Placed, *diag.Diagnostic) {
	p, ok := s.sit.Find(id)
	if !ok {
		where := "not a unit of the scenario"
		for _, o := range s.offMap {
			if o.Unit.Counter == id {
				where = "not on the map (it is in " + o.Box + o.Zone + ")"
			}
		}
		if b, ok := s.boxOf(id); ok {
			where = "eliminated (in " + b.name() + ")"
		}
		return p, s.illegal(ptr, "game.unit-unknown", fmt.Sprintf("%s is %s", id, where))
	}
	if !ph.Acts(p.Force) {
		return p, s.illegal(ptr, "game.wrong-force", fmt.Sprintf("%s is a unit of the %s force and may not act in %s", id, p.Force, ph.ID))
	}
	return p, nil
}

// mover finds the unit a movement-phase action names (what: "a move", "an
// exit"...; verb: what units do in it): in a movement phase, of the
// phasing force and on the map, not moved yet in this phase, and not a
// replacement placed in an enemy zone of control this turn (1975 8.26;
// Deluxe 7.2), which may not move at all.
func (s *Session) mover(ptr string, ph Phase, id, what, verb string) (rules.Placed, *diag.Diagnostic) {
	if ph.Step != Movement {
		return rules.Placed{}, s.illegal(ptr, "game.action-kind", fmt.Sprintf("%s in %s: units %s only in their force's movement phase", what, ph.ID, verb))
	}
	p, bad := s.own(ptr+"/unit", ph, id)
	if bad != nil {
		return p, bad
	}
	if s.moved[id] {
		return p, s.illegal(ptr+"/unit", "game.moved-twice", fmt.Sprintf("%s has already moved in %s", id, ph.ID))
	}
	if f, ok := s.fresh[id]; ok && f.turn == s.turn && f.move.Stopped {
		return p, s.illegal(ptr+"/unit", "replacement.enemy-zoc", fmt.Sprintf("%s came back this turn in an enemy zone of control and may move no further", id))
	}
	return p, nil
}
