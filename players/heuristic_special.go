package players

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// minServed is how many units in contact with the enemy an Offensive
// Supply marker must serve before Heuristic places it: the units served
// fight a second combat phase and move at half their allowance the next
// turn, which only a good number of attacks repays.
const minServed = 4

// supplyGain is what an Offensive Supply marker under a unit is worth:
// the units in contact with the enemy it would serve that no marker serves
// yet, the engine judging each (OffensiveEligible).
func (v view) supplyGain(s *model.GameSupply) (float64, string) {
	under, ok := v.sit.Find(s.Under)
	if !ok {
		return 0, ""
	}
	with := v.sit.Clone()
	with.Supply = append(with.Supply, rules.SupplyMarker{Hex: under.Hex, Force: v.force, Group: s.Group})
	served := 0
	for _, u := range v.sit.Units {
		if u.Force != v.force || !inContact(v.sit, u.Counter) {
			continue
		}
		if now, _ := v.sit.OffensiveEligible(u); now {
			continue
		}
		if then, _ := with.OffensiveEligible(u); then {
			served++
		}
	}
	if served < minServed {
		return 0, ""
	}
	group := ""
	if s.Group != "" {
		group = " " + s.Group
	}
	return 500 + 10*float64(served), fmt.Sprintf("supply%s under %s at %s: serves %d units in contact with the enemy for the second combat phase", group, s.Under, under.Hex, served)
}

// exitGain is what a German unit's exit is worth: the enemy units it
// removes, when their strength is more than the unit's own.
func (v view) exitGain(x *model.GameExit) (float64, string) {
	u, ok := v.sit.Find(x.Unit)
	if !ok || len(x.Remove) == 0 {
		return 0, ""
	}
	theirs := 0
	for _, id := range x.Remove {
		if e, ok := v.sit.Find(id); ok {
			theirs += e.Attack + e.Defense
		}
	}
	mine := u.Attack + u.Defense
	if theirs <= mine {
		return 0, ""
	}
	from := u.Hex
	if len(x.Path) > 0 {
		from = x.Path[len(x.Path)-1]
	}
	return 200 + 10*float64(theirs-mine), fmt.Sprintf("exit %s from %s: removes %s, the nearest enemy units (strength %d against its %d)", x.Unit, from, strings.Join(x.Remove, ", "), theirs, mine)
}

// evacuateGain is what an evacuation from Courland is worth: the unit
// lands nearer the force's targets than it stands.
func (v view) evacuateGain(e *model.GameEvacuate) (float64, string) {
	u, ok := v.sit.Find(e.Unit)
	if !ok {
		return 0, ""
	}
	here, _ := v.pull(u.Hex)
	there, c := v.pull(e.Port)
	if there <= here || c.name == "" {
		return 0, ""
	}
	return 50 + there - here, fmt.Sprintf("evacuate %s to %s: out of Courland, toward %s (%d VP)", e.Unit, e.Port, c.name, c.vp)
}

// Pick pays an exchange with the weakest attackers (a capital's only front
// garrison last), retreats toward the
// targets (never into a capital a Soviet unit would leave owing a front
// garrison, while another hex is open) and advances toward them (advance).
func (Heuristic) Pick(t *Table, k Pick) int {
	switch k.Kind {
	case PickLose:
		sit := t.Play.Situation()
		best, least := 0, -1
		for i, set := range k.Sets {
			n := 0
			for _, id := range set {
				if u, ok := sit.Find(id); ok {
					n += u.Attack
				}
				if leavesGarrison(sit, id) {
					n += 1000 // a capital's only front garrison is kept
				}
			}
			if least < 0 || n < least {
				best, least = i, n
			}
		}
		return best
	case PickRetreat:
		pl, _ := t.Scenario.PlayerOf(k.Unit.Force)
		sit := t.Play.Situation()
		v := lookAs(t.Scenario, sit, k.Unit.Force, pl)
		best, most := 0, -1.0
		for i, h := range k.Hexes {
			p, _ := v.pull(h)
			if owesGarrison(sit, k.Unit.Counter, h) {
				p = -0.5 // only where nothing else is open
			}
			if p > most {
				best, most = i, p
			}
		}
		return best
	case PickAdvance:
		return advance(t, k)
	}
	return 0
}

// advance picks the unit that advances after combat and where: into the
// hex nearest the targets, a Soviet front first into a capital (the only
// unit that may take it without owing it a garrison), never a unit a
// capital would then owe one.
func advance(t *Table, k Pick) int {
	sit := t.Play.Situation()
	first, ok := sit.Find(k.Units[0])
	if !ok {
		return 0
	}
	pl, _ := t.Scenario.PlayerOf(first.Force)
	v := lookAs(t.Scenario, sit, first.Force, pl)
	best, most := 0, -1.0
	for i, id := range k.Units {
		u, _ := sit.Find(id)
		for j, h := range k.Hexes {
			if owesGarrison(sit, id, h) || leavesGarrison(sit, id) {
				continue
			}
			p, _ := v.pull(h)
			if u.SovietFront() && sit.Board.Capital(h) {
				p += 1000
			}
			if p > most {
				best, most = i*len(k.Hexes)+j, p
			}
		}
	}
	if most < 0 {
		return len(k.Units) * len(k.Hexes) // no advance
	}
	return best
}
