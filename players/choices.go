package players

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// choices are the owners' choices for the open attack's result rep: the
// attacker's player picks the exchange's losses and the advance, each
// retreating unit's owner its hex (worked out one unit at a time on a copy
// of the position, as the engine retreats them). The engine's answers
// (ExchangeChoices, Retreat, Apply's MayAdvance) are the options. After
// the engine has refused the players' choices (try > 0) they are drawn at
// random, and the last try gives up the advance.
func choices(t *Table, seats Seats, rep rules.CombatReport, try int) *model.GameAttack {
	open := t.Play.Open()
	a := &model.GameAttack{Attackers: open.Attackers, Defenders: open.Defenders, DefendingUnits: open.DefendingUnits}
	owner := func(f model.Force) Player {
		if try > 0 {
			return Random{}
		}
		who, _ := t.Scenario.PlayerOf(f)
		if pl := seats[who]; pl != nil {
			return pl
		}
		return Random{}
	}
	sit := t.Play.Situation()
	attacker := model.Force("")
	if len(rep.Attackers) > 0 {
		attacker = rep.Attackers[0].Force
	}
	if rep.Result.Attacker == model.EffectExchange && len(rep.ExchangeChoices) > 0 {
		k := Pick{Kind: PickLose, Sets: rep.ExchangeChoices}
		a.Lose = rep.ExchangeChoices[owner(attacker).Pick(t, k)]
	}
	sim := sit.Clone()
	retreat := func(units []rules.Placed) {
		for _, u := range units {
			opts, err := sim.Retreat(u.Counter)
			if err != nil || opts.Garrison != nil {
				continue
			}
			i := slices.IndexFunc(sim.Units, func(q rules.Placed) bool { return q.Counter == u.Counter })
			if opts.Eliminated || i < 0 {
				if i >= 0 {
					sim.Units = slices.Delete(sim.Units, i, i+1)
				}
				continue
			}
			k := owner(u.Force).Pick(t, Pick{Kind: PickRetreat, Unit: sim.Units[i], Hexes: opts.Hexes})
			a.Retreat.List = append(a.Retreat.List, model.RetreatChoice{Unit: u.Counter, Hex: opts.Hexes[k]})
			sim.Units[i].Hex = opts.Hexes[k]
			if c := opts.Consequences[k]; c != nil && c.Force != "" {
				sim.Units[i].Force = c.Force
			}
		}
	}
	if rep.Result.Defender == model.EffectRetreat {
		retreat(rep.Defenders)
	}
	if rep.Result.Attacker == model.EffectRetreat {
		retreat(rep.Attackers)
	}
	after := sit.Clone()
	c := rules.Choices{Lose: a.Lose, Retreat: a.Retreat.Hexes(), RetreatOrder: a.Retreat.Order()}
	out, err := after.Apply(rep, c)
	if err != nil || len(out.MayAdvance) == 0 || len(out.Vacated) == 0 || try == maxTries-1 {
		return a
	}
	first, _ := after.Find(out.MayAdvance[0])
	k := owner(first.Force).Pick(t, Pick{Kind: PickAdvance, Units: out.MayAdvance, Hexes: out.Vacated})
	if k >= len(out.MayAdvance)*len(out.Vacated) {
		return a
	}
	who, to := out.MayAdvance[k/len(out.Vacated)], out.Vacated[k%len(out.Vacated)]
	if u, ok := after.Find(who); ok && model.Adjacent(u.Hex, to) && !owesGarrison(after, who, to) && !leavesGarrison(after, who) {
		a.Advance = who
		if len(out.Vacated) > 1 {
			a.AdvanceTo = to
		}
	}
	return a
}
