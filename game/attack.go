package game

import (
	"errors"
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

func (s *Session) attack(ptr string, ph Phase, a *model.GameAttack, e *Entry) *diag.Diagnostic {
	if bad := s.attackersMay(ptr, ph, a.Attackers); bad != nil {
		return bad
	}
	if sides := s.ed.CRT.Die.Sides; a.Die < 1 || a.Die > sides {
		return s.illegal(ptr+"/die", "game.die-range", fmt.Sprintf("die %d: the Combat Results Table's die has %d sides", a.Die, sides))
	}
	// Work on a copy: a refused result leaves the position as it was. The
	// copy is written over the position the last attack left.
	sit := s.sit.CloneInto(s.spare)
	s.spare = sit
	rep, err := sit.CombatOn(s.ed.CRT, rules.CombatSpec{Attackers: a.Attackers, Hexes: a.Defenders, Defenders: a.DefendingUnits, Die: a.Die, Phase: combatPhase(ph)})
	if err != nil {
		return s.refused(ptr, err)
	}
	if bad := s.unasked(ptr, rep, a); bad != nil {
		return bad
	}
	c := rules.Choices{Lose: a.Lose, Retreat: a.Retreat.Hexes(), RetreatOrder: a.Retreat.Order(), Advance: a.Advance}
	if a.AdvanceTo != (model.Hex{}) {
		h := a.AdvanceTo
		c.AdvanceTo = &h
	}
	out, err := sit.Apply(rep, c)
	if err != nil {
		return s.refused(ptr+choiceAt(err, a), err)
	}
	for _, u := range append(slices.Clone(rep.Attackers), rep.Defenders...) {
		// A unit with nowhere to retreat is eliminated too (its retreat
		// says so), and goes to the destroyed box like any other.
		cut := slices.ContainsFunc(out.Retreats, func(r rules.RetreatMove) bool { return r.Unit == u.Counter && r.Eliminated })
		if cut || slices.Contains(out.Eliminated, u.Counter) || slices.Contains(out.Lost, u.Counter) {
			s.destroy(u)
		}
	}
	s.sit, s.spare = sit, s.sit
	if ph.Second {
		s.tilt(a.Attackers...)
	}
	e.Combat, e.Outcome = &rep, &out
	s.afterCombat(out)
	return nil
}

// unasked refuses a choice the result does not ask for: losses without an
// exchange, a retreat for a unit that does not retreat, an advance when
// nothing may advance is left to rules.Apply.
func (s *Session) unasked(ptr string, rep rules.CombatReport, a *model.GameAttack) *diag.Diagnostic {
	if len(a.Lose) > 0 && rep.Result.Attacker != model.EffectExchange {
		return s.illegal(ptr+"/lose", "game.choice-unasked", fmt.Sprintf("the result %s is no exchange, so no losses are chosen", rep.Result.Code))
	}
	retreating := map[string]bool{}
	if rep.Result.Defender == model.EffectRetreat {
		for _, u := range rep.Defenders {
			retreating[u.Counter] = true
		}
	}
	if rep.Result.Attacker == model.EffectRetreat {
		for _, u := range rep.Attackers {
			retreating[u.Counter] = true
		}
	}
	for i, r := range a.Retreat.List {
		at := fmt.Sprintf("%s/retreat/%d/unit", ptr, i)
		if a.Retreat.Unordered {
			at = ptr + "/retreat/" + r.Unit
		}
		if !retreating[r.Unit] {
			return s.illegal(at, "game.choice-unasked", fmt.Sprintf("%s does not retreat: the result is %s", r.Unit, rep.Result.Code))
		}
		if slices.IndexFunc(a.Retreat.List, func(o model.RetreatChoice) bool { return o.Unit == r.Unit }) < i {
			return s.illegal(at, "retreat.choice", fmt.Sprintf("%s is named twice among the retreats", r.Unit))
		}
	}
	return nil
}

// choiceAt is the member of the attack a refused choice is written in,
// when the record gave it: the losses, the advance; "" points at the
// attack as a whole.
func choiceAt(err error, a *model.GameAttack) string {
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		return ""
	}
	switch {
	case d.Code == "combat.exchange-choice" && len(a.Lose) > 0:
		return "/lose"
	case d.Code == "advance.not-allowed" && a.AdvanceTo != (model.Hex{}):
		return "/advanceTo"
	case d.Code == "advance.not-allowed" && a.Advance != "":
		return "/advance"
	}
	return ""
}
