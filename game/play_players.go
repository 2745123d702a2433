package game

import (
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// MayAttack says why attack a (its attackers and defenders; die and
// choices are ignored) may not be made now, nil when it may: the question
// Roll asks before it rolls, asked without rolling, so that a front end or
// a computer player offers only attacks the rules allow.
func (p *Play) MayAttack(a model.GameAttack) error { return refusal(p.mayAttack(a)) }

func (p *Play) mayAttack(a model.GameAttack) *diag.Diagnostic {
	if bad := p.refuseChange(); bad != nil {
		return bad
	}
	if p.open {
		return p.openRefusal("another attack is rolled")
	}
	at := model.GameAttack{Attackers: a.Attackers, Defenders: a.Defenders, DefendingUnits: a.DefendingUnits}
	return p.s.attackable(p.nextPointer(), at)
}

// OpenCombat is the open attack (Open) worked out with its die on the
// position before it: its result, the exchange choices and the units whose
// retreat its owners choose. ok is false when no attack is open.
func (p *Play) OpenCombat() (rep rules.CombatReport, ok bool) {
	a := p.Open()
	if a == nil || p.s.phase < 0 {
		return rules.CombatReport{}, false
	}
	spec := rules.CombatSpec{Attackers: a.Attackers, Hexes: a.Defenders, Defenders: a.DefendingUnits, Die: a.Die, Phase: combatPhase(p.s.seq.Phases[p.s.phase])}
	rep, err := p.s.sit.Clone().CombatOn(p.s.ed.CRT, spec)
	return rep, err == nil
}

// MandateDue reports whether the phasing force is under the scenario's
// order to attack this turn (the turn-1 West German attacks, checked when
// its combat phase ends): a player who moves its units out of contact
// first may be left unable to end that phase.
func (p *Play) MandateDue() bool {
	if p.s.phase < 0 || p.s.turn != p.s.sc.Turns.First {
		return false
	}
	ph := p.s.seq.Phases[p.s.phase]
	return ph.Force == model.WestGerman && p.s.sit.Has(model.MandatedWestAttacks) && !p.s.sit.Has(model.MandateLifted)
}

// GarrisonsOwed are the capitals a Soviet unit occupied before the current
// phase began that still lack the Soviet front the end of a Soviet
// movement phase requires in them: what a player must bring there before
// that phase may end.
func (p *Play) GarrisonsOwed() []model.Hex {
	if p.s.phase < 0 {
		return nil
	}
	return p.s.garrisonsOwed()
}
