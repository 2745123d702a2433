package game

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// evacuation is what the game remembers for the Courland evacuation by sea
// (Deluxe 8.0): the attempts made and the turn of the last, and the ports
// an enemy of the East Germans has ever entered, which stay closed.
type evacuation struct {
	attempts int
	lastTurn int
	entered  []model.Hex
}

// evacuate ships a unit from a Courland anchor hex to a port, or loses it
// at sea on the rule's roll. The unit must start the movement phase there:
// it has not moved in this phase; once shipped it moves no more (the
// edition's notes, "evacuation").
func (s *Session) evacuate(ptr string, ph Phase, a *model.GameEvacuate, e *Entry) *diag.Diagnostic {
	// a unit that has moved did not start the phase where it is
	p, bad := s.mover(ptr, ph, a.Unit, "an evacuation", "evacuate")
	if bad != nil {
		return bad
	}
	if sides := s.ed.CRT.Die.Sides; a.Die < 1 || a.Die > sides {
		return s.illegal(ptr+"/die", "game.die-range", fmt.Sprintf("die %d: the die has %d sides", a.Die, sides))
	}
	ev, err := s.sit.Evacuate(a.Unit, s.evacHistory(), a.Die)
	if err != nil {
		return s.refused(ptr+"/unit", err)
	}
	switch {
	case ev.Lost && a.Port != (model.Hex{}):
		return s.illegal(ptr+"/port", "game.choice-unasked", fmt.Sprintf("die %d sinks %s, so it lands in no port", a.Die, a.Unit))
	case !ev.Lost && !slices.Contains(ev.Ports, a.Port):
		msg := fmt.Sprintf("die %d lands %s: the record must name the port, one of %s", a.Die, a.Unit, hexes(ev.Ports))
		if a.Port != (model.Hex{}) {
			msg = fmt.Sprintf("%s may not land in %s: the open ports are %s", a.Unit, a.Port, hexes(ev.Ports))
		}
		return s.illegal(ptr+"/port", "game.evacuation-port", msg)
	}
	s.evac.attempts++
	s.evac.lastTurn = s.turn
	s.moved[a.Unit] = true
	e.Unit, e.From = a.Unit, p.Hex
	if ev.Lost {
		s.sit.Units = slices.DeleteFunc(s.sit.Units, func(u rules.Placed) bool { return u.Counter == a.Unit })
		s.destroy(p)
		e.Events = append(e.Events, fmt.Sprintf("die %d: %s is lost at sea (%s)", a.Die, a.Unit, ev.Rule))
		return nil
	}
	for i := range s.sit.Units {
		if s.sit.Units[i].Counter == a.Unit {
			s.sit.Units[i].Hex = a.Port
		}
	}
	s.arrived(a.Unit, []model.Hex{a.Port})
	e.Path = []model.Hex{a.Port}
	e.Events = append(e.Events, fmt.Sprintf("die %d: %s lands in %s (%s)", a.Die, a.Unit, a.Port, ev.Rule))
	return nil
}

// evacHistory is what the evacuation rule asks of the game so far.
func (s *Session) evacHistory() rules.EvacuationHistory {
	h := rules.EvacuationHistory{Turn: s.turn, Attempts: s.evac.attempts, ThisTurn: s.evac.attempts > 0 && s.evac.lastTurn == s.turn, Entered: s.evac.entered}
	if h.ThisTurn {
		h.Attempts--
	}
	return h
}

// Evacuation works out, before the die, whether the unit with id may try
// an evacuation by sea in the current phase and the ports it may land in
// (a front end offers those); the refusal Do would give when it may not.
func (s *Session) Evacuation(id string) (rules.Evacuation, error) {
	ev, bad := s.evacuation(id)
	return ev, refusal(bad)
}

func (s *Session) evacuation(id string) (rules.Evacuation, *diag.Diagnostic) {
	if s.phase < 0 {
		return rules.Evacuation{}, s.illegal("", "game.action-kind", "the game has not started a phase")
	}
	if _, bad := s.mover("", s.seq.Phases[s.phase], id, "an evacuation", "evacuate"); bad != nil {
		return rules.Evacuation{}, bad
	}
	ev, err := s.sit.Evacuate(id, s.evacHistory(), 0)
	if err != nil {
		return rules.Evacuation{}, s.refused("", err)
	}
	return ev, nil
}

// notePorts remembers the evacuation ports an enemy of the East Germans
// stands in or has passed through (path) after an action: once entered, a
// port stays closed to evacuations for the rest of the game.
func (s *Session) notePorts(mover string, path []model.Hex) {
	if _, ok := s.sit.Rule(model.CourlandEvacuation); !ok {
		return
	}
	ports, _ := s.sit.Board.ZoneHexes("evacuation-ports")
	enemy := func(f model.Force) bool { return s.sit.Relations.Hostile(model.EastGerman, f) }
	for _, port := range ports {
		if slices.Contains(s.evac.entered, port) {
			continue
		}
		// by index: this runs after every action, and a Placed is large
		in := false
		for i := range s.sit.Units {
			if u := &s.sit.Units[i]; u.Hex == port && enemy(u.Force) {
				in = true
				break
			}
		}
		if !in && mover != "" && slices.Contains(path, port) {
			if p, ok := s.sit.Find(mover); ok && enemy(p.Force) {
				in = true
			}
		}
		if in {
			s.evac.entered = append(s.evac.entered, port)
		}
	}
}

func hexes(hs []model.Hex) string {
	if len(hs) == 0 {
		return "none"
	}
	return model.JoinHexes(hs, ", ")
}
