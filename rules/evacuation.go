package rules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// EvacuationHistory is what the game so far has done that the Courland
// evacuation rule asks about.
type EvacuationHistory struct {
	// Turn is the current turn.
	Turn int
	// Attempts counts evacuations tried in earlier turns; ThisTurn is true
	// when one has been tried this turn.
	Attempts int
	ThisTurn bool
	// Entered are the ports an enemy unit has entered at some time.
	Entered []model.Hex
}

// Evacuation is what an attempt to evacuate a unit from Courland does.
type Evacuation struct {
	Unit string `json:"unit"`
	// Ports are where the unit may land; Lost is true on a roll that sinks
	// it (it goes to the destroyed units box).
	Ports []model.Hex `json:"ports"`
	Die   int         `json:"die,omitempty"`
	Lost  bool        `json:"lost,omitempty"`
	Rule  string      `json:"rule"`
	// LostOn are the rolls that sink the unit: with one of them, the
	// attempt names no port.
	LostOn []int `json:"lostOn"`
}

// Evacuate works out an attempt to evacuate the unit with id by sea from
// Courland (Deluxe 8.0): an East German unit that starts its movement on a
// Courland anchor hex may be shipped to Stettin or Rostock, if the port has
// never been entered by an enemy unit and stacking allows, unless the die
// shows a roll of the rule's (a 1), which sinks it. Hitler's restriction
// allows one attempt in the game, from the rule's turn (3) on; the
// optional rule lifts it to one a turn at any time. With die 0 only the
// ports are worked out.
func (s *Situation) Evacuate(id string, h EvacuationHistory, die int) (Evacuation, error) {
	rule, ok := s.Rule(model.CourlandEvacuation)
	if !ok {
		return Evacuation{}, s.errorf("evacuation.not-allowed", "the scenario has no Courland evacuation")
	}
	cite := s.Edition + " " + rule.Rule
	refuse := func(format string, args ...any) error {
		e := newError("evacuation.not-allowed", format, args...)
		e.Rule = cite
		return e
	}
	p, _, err := s.unitOnMap(id)
	if err != nil {
		return Evacuation{}, err
	}
	if p.Force != model.EastGerman {
		return Evacuation{}, refuse("%s is %s; only East German units evacuate from Courland", id, p.Force)
	}
	anchors, _ := s.Board.ZoneHexes("courland-anchors")
	if !slices.Contains(anchors, p.Hex) {
		return Evacuation{}, refuse("%s is in %s, not on a Courland hex with an anchor (%s)", id, p.Hex, hexList(anchors))
	}
	if s.Has(model.CourlandFreeEvacuation) {
		if h.ThisTurn {
			return Evacuation{}, refuse("a unit has already tried to evacuate this turn; one a turn may (%s)", s.citeEffect(model.CourlandFreeEvacuation))
		}
	} else {
		if h.Turn < rule.Number {
			return Evacuation{}, refuse("turn %d: Hitler allows an evacuation only from turn %d", h.Turn, rule.Number)
		}
		if h.Attempts > 0 || h.ThisTurn {
			return Evacuation{}, refuse("Hitler allows one evacuation in the game, and it has been tried")
		}
	}
	ev := Evacuation{Unit: id, Ports: []model.Hex{}, Rule: cite, Die: die, LostOn: slices.Clone(rule.Roll)}
	ports, _ := s.Board.ZoneHexes("evacuation-ports")
	for _, port := range ports {
		if slices.Contains(h.Entered, port) || s.enemyIn(p.Unit, port) {
			continue
		}
		if ok, _ := s.stackingAllows(p.Unit, port); ok {
			ev.Ports = append(ev.Ports, port)
		}
	}
	if len(ev.Ports) == 0 {
		return ev, refuse("neither port is open: each has been entered by the enemy or is full")
	}
	if die != 0 && slices.Contains(rule.Roll, die) {
		ev.Lost, ev.Ports = true, []model.Hex{}
	}
	return ev, nil
}
