package players

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Choose takes the action of the most gain, with its reason; the end of
// the phase when nothing gains. An attack it picks is narrowed in acts to
// the fewest attackers that keep its odds (economy), so that the others
// are left for the next.
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
	relief := v.reliefs()
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
			if v.barsBerlin(d.Replace.Hex) {
				p -= clearing // elsewhere, where there is an elsewhere
			}
			consider(i, 1000+p, why)
		case d.Supply != nil:
			gain, why := v.supplyGain(d.Supply)
			consider(i, gain, why)
		case d.Move != nil:
			gain, why := v.moveGain(d.Move, relief)
			consider(i, gain, why)
		case d.Exit != nil:
			gain, why := v.exitGain(d.Exit)
			consider(i, gain, why)
		case d.Evacuate != nil:
			gain, why := v.evacuateGain(d.Evacuate)
			consider(i, gain, why)
		case d.Attack != nil:
			gain, why := v.attackGain(a, forced)
			consider(i, gain, why)
		}
	}
	if best >= 0 {
		if acts[best].Do.Attack != nil {
			note = narrow(t, &acts[best], note)
		}
		return best, note
	}
	if end >= 0 {
		return end, "nothing left that gains toward the cities that score; the rest hold where they stand"
	}
	// the engine refused the end of the phase and nothing gains: any
	return t.Rand.IntN(len(acts)), "the phase may not end yet; nothing better"
}

// moveGain is how much nearer the targets a move brings its unit; nothing
// for a unit that holds a city alone, for a Soviet front that must stay
// near a capital to relieve its garrison (relief), and for a unit in
// contact with the enemy unless the move takes a city (it holds the line).
func (v view) moveGain(m *model.GameMove, relief map[string]model.Hex) (float64, string) {
	u, ok := v.sit.Find(m.Unit)
	if !ok || len(m.Path) == 0 {
		return 0, ""
	}
	to := m.Path[len(m.Path)-1]
	if _, ok := v.held[u.Hex]; ok {
		return 0, "" // it keeps the city it holds
	}
	if c, ok := relief[u.Counter]; ok && model.Distance(to, c) > reliefRange {
		return 0, "" // it stays within reach of the capital's garrison
	}
	if v.barsBerlin(to) {
		return 0, "" // it keeps out of its own player's way into Berlin
	}
	from, _ := v.pull(u.Hex)
	at, c := v.pull(to)
	gain := at - from
	if v.barsBerlin(u.Hex) && gain < clearing {
		return clearing, fmt.Sprintf("clears the way into Berlin for the %s units", v.clearOf)
	}
	if u.SovietFront() && !inContact(v.sit, u.Counter) {
		for k, h := range relief {
			if strings.HasPrefix(k, unrelieved) && model.Distance(u.Hex, h) > reliefRange && model.Distance(to, h) <= reliefRange && gain < reliefGain {
				return reliefGain, fmt.Sprintf("within reach of %s, whose only front garrison has no relief", v.sit.Board.Map.Hexes[h].City.Name)
			}
		}
	}
	if gain <= 0 || c.name == "" {
		return 0, ""
	}
	if to == c.hex {
		return gain, fmt.Sprintf("takes %s (%d VP)", c.name, c.vp)
	}
	if !v.scores && inContact(v.sit, u.Counter) {
		return 0, "" // a defender holds the line
	}
	why := fmt.Sprintf("toward %s (%d VP), %d hexes off", c.name, c.vp, model.Distance(to, c.hex))
	if n := v.crowd[c.hex]; n >= crowdShare/2 {
		why += fmt.Sprintf("; %d units already around it", n)
	}
	return gain, why
}

// unrelieved marks, in reliefs, a capital whose only front garrison has
// no other front within reach (by the garrison's id after it).
const unrelieved = "\x00"

// reliefRange is how near a capital a Soviet front stays to relieve its
// only garrison: within one move of it.
const reliefRange = 3

// reliefGain is what a front's move within reach of a capital that has
// no relief for its garrison is worth: more than most moves toward a
// city, less than taking one.
const reliefGain = 1.5

// reliefs are the Soviet fronts that stay near a capital a single front
// garrisons, by the capital: for each such capital, the nearest other front
// within reliefRange, when it is the only one there. An exit that removes
// the garrison, or its loss in combat, leaves the capital owing a front by
// the end of the next Soviet movement phase, which only a front within
// reach can give.
func (v view) reliefs() map[string]model.Hex {
	out := map[string]model.Hex{}
	if v.force != model.Soviet {
		return out
	}
	for _, g := range v.sit.Units {
		if !g.SovietFront() || !v.sit.Board.Capital(g.Hex) {
			continue
		}
		var near []rules.Placed
		fronts := 0
		for _, u := range v.sit.Units {
			if !u.SovietFront() || u.Counter == g.Counter {
				continue
			}
			if u.Hex == g.Hex {
				fronts++
			} else if model.Distance(u.Hex, g.Hex) <= reliefRange {
				near = append(near, u)
			}
		}
		switch {
		case fronts == 0 && len(near) == 1:
			out[near[0].Counter] = g.Hex
		case fronts == 0 && len(near) == 0:
			out[unrelieved+g.Counter] = g.Hex
		}
	}
	return out
}

// attackGain is what an attack is worth: nothing below 2-1 unless forced
// (the end of the phase refused), more at better odds, and more on a
// target city or next to one, or on a city held.
func (v view) attackGain(a Action, forced bool) (float64, string) {
	h := a.Do.Attack.Defenders[0]
	urgent := v.urgent && model.Distance(h, v.berlin) <= 1 && a.Ratio >= urgentRatio
	if a.Ratio < minRatio && !forced && !urgent {
		return 0, ""
	}
	gain := 100 + 10*float64(a.Column)
	why := fmt.Sprintf("attack %s at %s: the best odds it can make", h, a.Odds)
	switch {
	case forced && a.Ratio < minRatio:
		why = fmt.Sprintf("attack %s at %s: the phase may not end without more attacks", h, a.Odds)
	case urgent && a.Ratio < minRatio:
		return 100 + 10*float64(a.Column), fmt.Sprintf("attack %s at %s: Berlin must fall before the last turn or no one wins", h, a.Odds)
	}
	for _, c := range v.targets {
		switch d := model.Distance(h, c.hex); {
		case d == 0:
			gain += 20 * c.weight
			why = fmt.Sprintf("attack %s at %s: takes on %s's defenders (%d VP)", h, a.Odds, c.name, c.vp)
			if len(a.Defenders) == 1 {
				why = fmt.Sprintf("attack %s at %s: %s's last defender (%d VP)", h, a.Odds, c.name, c.vp)
			}
		case d == 1 && gain < 100+10*float64(a.Column)+5*c.weight:
			gain += 5 * c.weight
			why = fmt.Sprintf("attack %s at %s: next to %s (%d VP)", h, a.Odds, c.name, c.vp)
		}
	}
	return gain, why
}

// narrow takes from the attack a the attackers it can do without, a
// capital's only front garrison first and then the strongest, as long as the odds stay on the same column, and says
// so in the note: the units spared attack elsewhere.
func narrow(t *Table, a *Action, note string) string {
	at := *a.Do.Attack
	if len(at.Attackers) < 2 {
		return note
	}
	sit := t.Play.Situation()
	units := slices.Clone(at.Attackers)
	strength := func(id string) int {
		u, _ := sit.Find(id)
		return u.Attack
	}
	// a capital's only front garrison first, so that an exchange cannot
	// take it; then the strongest
	first := func(id string) int {
		if leavesGarrison(sit, id) {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(units, func(x, y string) int {
		if d := first(y) - first(x); d != 0 {
			return d
		}
		return strength(y) - strength(x)
	})
	keep := slices.Clone(at.Attackers)
	// on a capital, a Soviet attack keeps a front, the only unit that
	// may advance into it without owing it a garrison
	capitalAttack := slices.ContainsFunc(at.Defenders, sit.Board.Capital)
	fronts := func(ids []string) int {
		n := 0
		for _, id := range ids {
			if u, _ := sit.Find(id); u.SovietFront() {
				n++
			}
		}
		return n
	}
	for _, id := range units {
		if len(keep) < 2 {
			break
		}
		if u, _ := sit.Find(id); u.SovietFront() && capitalAttack && fronts(keep) == 1 {
			continue // the front that may advance into the capital stays
		}
		fewer := slices.DeleteFunc(slices.Clone(keep), func(k string) bool { return k == id })
		try := model.GameAttack{Attackers: fewer, Defenders: at.Defenders}
		if t.Play.MayAttack(try) != nil {
			continue
		}
		rep, err := sit.Clone().CombatOn(t.Ed.CRT, rules.CombatSpec{Attackers: fewer, Hexes: at.Defenders, Die: 1})
		if err != nil || rep.Odds.Index < a.Column {
			continue
		}
		keep = fewer
	}
	hexes := map[model.Hex]bool{}
	for _, id := range keep {
		if u, ok := sit.Find(id); ok {
			hexes[u.Hex] = true
		}
	}
	at.Attackers = keep
	a.Do.Attack = &at
	spared := len(units) - len(keep)
	note += fmt.Sprintf(" (%d unit(s) from %d hex(es)", len(keep), len(hexes))
	if spared > 0 {
		note += fmt.Sprintf("; %d spared for other attacks", spared)
	}
	return note + ")"
}

// clearing is what a German unit's move out of Berlin's neighbourhood is
// worth to a player whose own force must get in (view.clearOf): more than
// most moves toward a city.
const clearing = 1.0

// barsBerlin reports whether a unit of the force standing on h would bar
// its own player's force from Berlin: h is Berlin's neighbour, and the
// force is one that keeps clear of it (view.clearOf).
func (v view) barsBerlin(h model.Hex) bool {
	return v.clearOf != "" && model.Distance(h, v.berlin) <= 1
}
