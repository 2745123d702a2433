package players

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Action is one thing the phasing player may do now: an action for the
// record (Do), or the end of the phase (End).
type Action struct {
	Do  model.GameAction
	End bool
	// Odds is an attack's odds column before the die ("3-1"), Column its
	// place on the Combat Results Table (higher is better for the
	// attacker), Ratio its attack over its modified defense, and Defenders
	// the units it attacks.
	Odds      string
	Column    int
	Ratio     float64
	Defenders []rules.Placed
	// Cost is a move's movement points.
	Cost int
}

// String names the action as a log line would: "move 3-belo to 3226",
// "attack 3024 at 3-1 with 10-gds+2-gds", "end soviet-movement".
func (a Action) String() string {
	switch d := a.Do; {
	case a.End:
		return "end the phase"
	case d.Move != nil:
		return fmt.Sprintf("move %s to %s", d.Move.Unit, d.Move.Path[len(d.Move.Path)-1])
	case d.Attack != nil:
		return fmt.Sprintf("attack %s at %s with %d unit(s)", hexList(d.Attack.Defenders), a.Odds, len(d.Attack.Attackers))
	case d.Replace != nil:
		return fmt.Sprintf("replace %s at %s", d.Replace.Unit, d.Replace.Hex)
	case d.Exit != nil:
		return "exit " + d.Exit.Unit
	case d.Evacuate != nil:
		return fmt.Sprintf("evacuate %s to %s", d.Evacuate.Unit, d.Evacuate.Port)
	case d.Supply != nil:
		return "supply under " + d.Supply.Under
	}
	return "?"
}

// hex is where action a is made (see Step.Hex).
func (a Action) hex() model.Hex {
	switch d := a.Do; {
	case d.Move != nil:
		return d.Move.Path[len(d.Move.Path)-1]
	case d.Attack != nil && len(d.Attack.Defenders) > 0:
		return d.Attack.Defenders[0]
	case d.Replace != nil:
		return d.Replace.Hex
	case d.Evacuate != nil:
		return d.Evacuate.Port
	}
	return model.Hex{}
}

func hexList(hs []model.Hex) string {
	s := ""
	for i, h := range hs {
		if i > 0 {
			s += "+"
		}
		s += h.String()
	}
	return s
}

// Legal lists the actions the phasing player may take now, in an order
// fixed by the position (so that a seed gives the same game): the moves
// Reach offers each unit that may move (one for each hex it may end in),
// its exits and Courland evacuations, the attacks on each enemy hex next to
// units that may attack (all of them together, the best odds they can
// make), the replacements and Offensive Supply markers the phase takes,
// and the end of the phase. Each is the engine's answer; Do referees it
// again. Nothing while an attack is open or the game is over.
func Legal(ed *model.Edition, p *game.Play) []Action {
	return legal(ed, p, nil)
}

// legal is Legal with the units' reaches kept through the phase in c (nil:
// none kept).
func legal(ed *model.Edition, p *game.Play, c *reaches) []Action {
	if p.Over() || p.Open() != nil {
		return nil
	}
	allows := p.Allows()
	var out []Action
	if slices.Contains(allows, "replace") {
		out = append(out, replacements(p)...)
	}
	if slices.Contains(allows, "supply") {
		out = append(out, supplies(p)...)
	}
	if slices.Contains(allows, "move") {
		out = append(out, moves(p, c, slices.Contains(allows, "exit"), slices.Contains(allows, "evacuate"))...)
	}
	if slices.Contains(allows, "attack") {
		out = append(out, attacks(ed, p)...)
	}
	return append(out, Action{End: true})
}

// moves are the moves, exits and evacuations of the units that may move,
// their reaches kept in c.
func moves(p *game.Play, c *reaches, exits, evacuations bool) []Action {
	sit := p.Situation()
	if c != nil {
		ph := p.Phase()
		c.update(phaseKey(ph.Turn, ph.ID), sit)
	}
	var out []Action
	for _, u := range sit.Units {
		if p.MayMove(u.Counter) != nil {
			continue
		}
		mp, ok := p.Allowance(u.Counter)
		if !ok || mp <= 0 {
			continue
		}
		r, err := c.reach(sit, u, mp)
		if err != nil || r.Fixed != nil {
			continue
		}
		for _, h := range r.Hexes {
			if h.CanEnd && len(h.Path) > 0 {
				out = append(out, Action{Do: model.GameAction{Move: &model.GameMove{Unit: u.Counter, Path: h.Path}}, Cost: h.Cost})
			}
		}
		if exits {
			out = append(out, exitsOf(sit, u, r, mp)...)
		}
		if evacuations && u.Force.German() {
			if ev, bad := p.Evacuation(u.Counter); bad == nil {
				for _, port := range ev.Ports {
					out = append(out, Action{Do: model.GameAction{Evacuate: &model.GameEvacuate{Unit: u.Counter, Port: port}}})
				}
			}
		}
	}
	return out
}

// exitsOf are unit u's exits: one for each exit hex Reach offers, the
// enemy units removed the closest the engine names (an exit whose front is
// empty, which takes units from a destroyed units box, is not offered).
func exitsOf(sit *rules.Situation, u rules.Placed, r rules.ReachResult, mp int) []Action {
	var out []Action
	for _, h := range r.Exits {
		var path []model.Hex
		if h != u.Hex {
			var err error
			if path, err = sit.PathTo(u.Counter, h, mp-rules.ExitCost); err != nil || path == nil {
				continue
			}
		}
		res, err := sit.Exit(u.Counter, h)
		if err != nil || res.FromBox {
			continue
		}
		var remove []string
		for _, c := range res.Closest[:res.Remove] {
			remove = append(remove, c.Unit)
		}
		out = append(out, Action{Do: model.GameAction{Exit: &model.GameExit{Unit: u.Counter, Path: path, Remove: remove}}})
	}
	return out
}

// attacks are, for each enemy hex next to units that may attack it, the
// attack by all of them.
func attacks(ed *model.Edition, p *game.Play) []Action {
	sit := p.Situation()
	ph := p.Phase()
	var targets []model.Hex
	for _, u := range sit.Units {
		if !slices.Contains(targets, u.Hex) && sit.Relations.Hostile(ph.Force, u.Force) {
			targets = append(targets, u.Hex)
		}
	}
	model.SortHexes(targets)
	var out []Action
	for _, h := range targets {
		var by []string
		for _, u := range sit.Units {
			if model.Adjacent(u.Hex, h) && !sit.Relations.Hostile(ph.Force, u.Force) && p.MayAttack(model.GameAttack{Attackers: []string{u.Counter}, Defenders: []model.Hex{h}}) == nil {
				by = append(by, u.Counter)
			}
		}
		if len(by) == 0 {
			continue
		}
		a := model.GameAttack{Attackers: by, Defenders: []model.Hex{h}}
		if p.MayAttack(a) != nil {
			continue
		}
		rep, err := sit.Clone().CombatOn(ed.CRT, rules.CombatSpec{Attackers: by, Hexes: []model.Hex{h}, Die: 1})
		if err != nil {
			continue
		}
		ratio := 0.0
		if rep.ModifiedDefense > 0 {
			ratio = float64(rep.Attack) / float64(rep.ModifiedDefense)
		}
		out = append(out, Action{Do: model.GameAction{Attack: &a}, Odds: rep.Odds.Column.ID, Column: rep.Odds.Index, Ratio: ratio, Defenders: rep.Defenders})
	}
	return out
}

// replacements are the units the phase may bring back, each on each of
// its hexes, and each without a hex.
func replacements(p *game.Play) []Action {
	var out []Action
	for _, o := range p.Replacements() {
		for _, h := range o.Hexes {
			out = append(out, Action{Do: model.GameAction{Replace: &model.GameReplace{Unit: o.Unit.Counter, Hex: h}}})
		}
		// with its hexes all taken, a unit may be brought back with none,
		// where the edition allows it (Do referees)
		out = append(out, Action{Do: model.GameAction{Replace: &model.GameReplace{Unit: o.Unit.Counter}}})
	}
	return out
}

// supplies are the Offensive Supply markers the phasing force might place,
// under each of its units (the Western Allies naming either group); only
// with the optional rule on.
func supplies(p *game.Play) []Action {
	sit := p.Situation()
	if !sit.OffensiveSupply {
		return nil
	}
	f := p.Phase().Force
	groups := []string{""}
	if f == model.WesternAllied {
		groups = []string{rules.GroupCommonwealth, rules.GroupUS}
	}
	var out []Action
	for _, u := range sit.Units {
		if u.Force != f {
			continue
		}
		for _, g := range groups {
			out = append(out, Action{Do: model.GameAction{Supply: &model.GameSupply{Under: u.Counter, Group: g}}})
		}
	}
	return out
}
