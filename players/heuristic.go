package players

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Heuristic is a player that plays to the scenario's victory conditions as
// the engine scores them (rules.Situation.VictoryPoints): the cities that
// count and their victory points are its targets. A force that scores for
// its player goes for the cities that do not score for him yet; a force
// that scores for no one (the Germans) goes for the cities its own units
// do not occupy yet, to hold them. It takes every replacement offered,
// moves each unit, best gain first, toward or into its targets, keeps a
// lone unit on a city it holds, attacks at 2-1 or better, the hexes of its
// targets and next to them first and the best odds among equals (at any
// odds when the engine refuses the end of the phase, as under the
// scenario's order to attack), advances after combat whenever it may, pays
// an exchange with its weakest units and retreats toward its targets. It
// plays no exits, evacuations or Offensive Supply markers yet.
type Heuristic struct{}

// Name is "heuristic".
func (Heuristic) Name() string { return "heuristic" }

// minRatio is the attack over defense below which Heuristic does not
// attack of its own will.
const minRatio = 2.0

// city is a target of the phasing player's: where it is, what it is worth.
type city struct {
	hex  model.Hex
	name string
	vp   int
}

// view is what Heuristic reads from the position before it chooses.
type view struct {
	sit     *rules.Situation
	force   model.Force
	targets []city
	// held are the counting cities a unit of the phasing force occupies
	// alone, which it keeps.
	held map[model.Hex]city
}

// look reads the targets of the phasing force from the engine's scoring.
func look(t *Table) view {
	ph := t.Play.Phase()
	return lookAs(t.Play.Situation(), ph.Force, ph.Player)
}

// lookAs reads the targets of force f, run by player pl.
func lookAs(sit *rules.Situation, f model.Force, pl model.Player) view {
	v := view{sit: sit, force: f, held: map[model.Hex]city{}}
	me := model.Force(pl)
	scores := slices.Contains(scorersOf(sit)[me], f)
	_, cities := sit.VictoryPoints()
	for _, c := range cities {
		if !c.Counts || c.VP <= 0 {
			continue
		}
		cc := city{hex: c.Hex, name: c.Name, vp: c.VP}
		own := 0
		for _, u := range sit.UnitsAt(c.Hex) {
			if u.Force == f {
				own++
			}
		}
		if own == 1 && (!scores || c.Player == me) {
			v.held[c.Hex] = cc
		}
		switch {
		case scores && (!c.Scores || c.Player != me):
			v.targets = append(v.targets, cc)
		case !scores && own == 0:
			v.targets = append(v.targets, cc)
		}
	}
	return v
}

// scorersOf are the forces whose cities each player scores, by the force
// he scores for: the scenario's, or the basic rule's.
func scorersOf(sit *rules.Situation) map[model.Force][]model.Force {
	if sc := sit.Scoring; sc != nil && len(sc.Scorers) > 0 {
		return sc.Scorers
	}
	return map[model.Force][]model.Force{model.Soviet: {model.Soviet}, model.WesternAllied: {model.WesternAllied}}
}

// pull is what standing on h is worth toward the targets: the best of each
// target's points over one plus its distance, doubled on the city itself;
// and the target that gives it.
func (v view) pull(h model.Hex) (float64, city) {
	best, why := 0.0, city{}
	for _, c := range v.targets {
		d := model.Distance(h, c.hex)
		w := float64(c.vp) / float64(1+d)
		if d == 0 {
			w = 2 * float64(c.vp)
		}
		if w > best {
			best, why = w, c
		}
	}
	return best, why
}

// Choose takes the action of the most gain, with its reason; the end of
// the phase when nothing gains.
func (Heuristic) Choose(t *Table, acts []Action) (int, string) {
	v := look(t)
	end := -1
	forced := !slices.ContainsFunc(acts, func(a Action) bool { return a.End })
	best, bestGain, note := -1, 0.0, ""
	consider := func(i int, gain float64, why string) {
		if gain > bestGain || (gain == bestGain && best >= 0 && t.Rand.IntN(2) == 0) {
			best, bestGain, note = i, gain, why
		}
	}
	for i, a := range acts {
		switch d := a.Do; {
		case a.End:
			end = i
		case d.Replace != nil:
			p, c := v.pull(d.Replace.Hex)
			why := "takes its replacement"
			if c.name != "" {
				why += ", toward " + c.name
			}
			consider(i, 1000+p, why)
		case d.Move != nil:
			gain, why := v.moveGain(d.Move)
			consider(i, gain, why)
		case d.Attack != nil:
			gain, why := v.attackGain(a, forced)
			consider(i, gain, why)
		}
	}
	if best >= 0 {
		return best, note
	}
	if end >= 0 {
		return end, "nothing left that gains toward the cities that score"
	}
	// the engine refused the end of the phase and nothing gains: any
	return t.Rand.IntN(len(acts)), "the phase may not end yet; nothing better"
}

// moveGain is how much nearer the targets a move brings its unit, less
// what it gives up by leaving a city it holds alone.
func (v view) moveGain(m *model.GameMove) (float64, string) {
	u, ok := v.sit.Find(m.Unit)
	if !ok || len(m.Path) == 0 {
		return 0, ""
	}
	to := m.Path[len(m.Path)-1]
	if _, ok := v.held[u.Hex]; ok {
		return 0, "" // it keeps the city it holds
	}
	from, _ := v.pull(u.Hex)
	at, c := v.pull(to)
	gain := at - from
	if gain <= 0 || c.name == "" {
		return 0, ""
	}
	if to == c.hex {
		return gain, fmt.Sprintf("takes %s (%d VP)", c.name, c.vp)
	}
	return gain, fmt.Sprintf("toward %s (%d VP), %d hexes off", c.name, c.vp, model.Distance(to, c.hex))
}

// attackGain is what an attack is worth: nothing below 2-1 unless forced
// (the end of the phase refused), more at better odds, and more on a
// target city or next to one, or on a city held.
func (v view) attackGain(a Action, forced bool) (float64, string) {
	if a.Ratio < minRatio && !forced {
		return 0, ""
	}
	h := a.Do.Attack.Defenders[0]
	gain := 100 + 10*float64(a.Column)
	why := fmt.Sprintf("attack %s at %s: the best odds it can make", h, a.Odds)
	if forced && a.Ratio < minRatio {
		why = fmt.Sprintf("attack %s at %s: the phase may not end without more attacks", h, a.Odds)
	}
	for _, c := range v.targets {
		switch d := model.Distance(h, c.hex); {
		case d == 0:
			gain += 20 * float64(c.vp)
			why = fmt.Sprintf("attack %s at %s: takes on %s's defenders (%d VP)", h, a.Odds, c.name, c.vp)
		case d == 1 && gain < 100+10*float64(a.Column)+5*float64(c.vp):
			gain += 5 * float64(c.vp)
			why = fmt.Sprintf("attack %s at %s: next to %s (%d VP)", h, a.Odds, c.name, c.vp)
		}
	}
	return gain, why
}

// Pick pays an exchange with the weakest attackers, retreats toward the
// targets and always advances.
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
			}
			if least < 0 || n < least {
				best, least = i, n
			}
		}
		return best
	case PickRetreat:
		pl, _ := t.Scenario.PlayerOf(k.Unit.Force)
		v := lookAs(t.Play.Situation(), k.Unit.Force, pl)
		best, most := 0, -1.0
		for i, h := range k.Hexes {
			if p, _ := v.pull(h); p > most {
				best, most = i, p
			}
		}
		return best
	}
	return 0 // the first unit that may advance, into the first hex
}
