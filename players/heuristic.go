package players

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Heuristic is a player that plays to the scenario's victory conditions as
// the engine scores them (rules.Situation.VictoryPoints): the cities that
// count and their victory points are its targets, and Berlin weighs more
// where the game cannot be won without taking it (a draw or a German win
// when it stands). A force that scores for its player goes for the cities
// that do not score for him yet; a force that scores for no one (the
// Germans) goes for the cities its own units do not occupy yet, to hold
// them.
//
// It takes every replacement offered; places an Offensive Supply marker
// where it serves the most units in contact with the enemy; exits a German
// unit when the enemy units the exit removes are worth more than it, and
// evacuates from Courland to the port nearest its targets. It moves each
// unit, best gain first, toward or into its targets, each target drawing
// less the more of the force's units already stand around it (so that not
// every unit makes for Berlin at once). It keeps a lone unit on a city it
// holds; a defender's unit in contact with the enemy where it is (the line
// of zones of control) unless the move takes a city; a Soviet front near a
// capital whose only front garrison it would have to relieve; and, where
// the game cannot be won without Berlin, a German force its player runs
// against his own force's enemy (the Western Allied player's East Germans)
// out of Berlin's neighbourhood, where its zones of control would bar his
// way in. It attacks at 2-1 or better (at any odds when the engine refuses
// the end of the phase, as under the scenario's order to attack; at 1-1
// around a Berlin that must fall in the last turns), from every hex next
// to the defender, with the fewest units that make the best odds it can,
// the hexes of its targets and next to them first. It advances after
// combat toward its targets (a Soviet front first into a capital), pays an
// exchange with its weakest units (a capital's only front garrison last)
// and retreats toward its targets, never into a capital it would owe a
// garrison while another hex is open. Each decision's reason is its note.
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
	// weight is what it draws with: its points, more for a Berlin the
	// game cannot be won without.
	weight float64
}

// view is what Heuristic reads from the position before it chooses.
type view struct {
	sit     *rules.Situation
	force   model.Force
	targets []city
	// held are the counting cities a unit of the phasing force occupies
	// alone, which it keeps.
	held map[model.Hex]city
	// crowd is, for each target, the force's units within crowdRange of
	// it.
	crowd map[model.Hex]int
	// pulls are pull's answers, by hex.
	pulls map[model.Hex]pulled
	// urgent is set in the last turns of a game that cannot be won
	// without Berlin taken: it attacks around Berlin at lower odds.
	urgent   bool
	mustTake bool
	// scores: the force scores for its player (the Allies); a force that
	// does not (the Germans) holds its line.
	scores bool
	// clearOf is, for a German force run by a player who scores through
	// a force hostile to it (the Western Allied player's East Germans),
	// that force, where the game cannot be won without Berlin taken: the
	// Germans keep out of Berlin's neighbourhood, whose zones of control
	// would bar their own player's way in. (Elsewhere they stand in the
	// way of the other player's force, and Berlin's fall, which removes
	// them, would free it.)
	clearOf model.Force
	berlin  model.Hex
}

type pulled struct {
	w float64
	c city
}

// crowdRange is how near a target a unit counts as there already.
const crowdRange = 2

// crowdShare is how many units around a target halve what it draws: a
// target already ringed by the force's units draws the rest elsewhere.
const crowdShare = 8

// berlinWeight is how much more a Berlin draws where the game cannot be
// won without taking it.
const berlinWeight = 3

// urgentTurns are the last turns in which Heuristic attacks around a
// Berlin the game cannot be won without at lower odds (urgentRatio).
const (
	urgentTurns = 4
	urgentRatio = 1.0
)

// look reads the targets of the phasing force from the engine's scoring.
func look(t *Table) view {
	ph := t.Play.Phase()
	v := lookAs(t.Scenario, t.Play.Situation(), ph.Force, ph.Player)
	v.urgent = v.mustTake && ph.Turn > t.Scenario.Turns.Last-urgentTurns
	return v
}

// lookAs reads the targets of force f, run by player pl.
func lookAs(sc *model.Scenario, sit *rules.Situation, f model.Force, pl model.Player) view {
	v := view{sit: sit, force: f, held: map[model.Hex]city{}, crowd: map[model.Hex]int{}, pulls: map[model.Hex]pulled{}}
	me := model.Force(pl)
	scores := slices.Contains(scorersOf(sit)[me], f)
	mustTake := scores && berlinDecides(sc, sit)
	berlin, _ := sit.Board.Berlin()
	v.mustTake, v.berlin, v.scores = mustTake, berlin, scores
	if !scores && berlinDecides(sc, sit) {
		for _, ally := range scorersOf(sit)[me] {
			if sit.Relations.Hostile(ally, f) {
				v.clearOf = ally
			}
		}
	}
	_, cities := sit.VictoryPoints()
	for _, c := range cities {
		if !c.Counts || c.VP <= 0 {
			continue
		}
		cc := city{hex: c.Hex, name: c.Name, vp: c.VP, weight: float64(c.VP)}
		if mustTake && c.Hex == berlin {
			cc.weight *= berlinWeight
		}
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
		case !scores && own == 0 && !(v.clearOf != "" && c.Hex == berlin):
			v.targets = append(v.targets, cc)
		}
	}
	for _, u := range sit.Units {
		if u.Force != f {
			continue
		}
		for _, c := range v.targets {
			if model.Distance(u.Hex, c.hex) <= crowdRange {
				v.crowd[c.hex]++
			}
		}
	}
	return v
}

// berlinDecides reports whether the scenario cannot be won without
// Berlin taken while it stands: a draw or a German win if nobody takes it,
// or a race for it.
func berlinDecides(sc *model.Scenario, sit *rules.Situation) bool {
	if _, fallen := sit.BerlinFallen(); fallen {
		return false
	}
	if sc != nil && sc.Victory.Kind == model.BerlinRace {
		return true
	}
	for _, e := range []model.RuleEffect{model.BerlinUntakenDraw, model.BerlinUntakenGermansWin, model.BerlinUnheldGermansWin} {
		if _, ok := sit.Rule(e); ok {
			return true
		}
	}
	return false
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
// target's weight over one plus its distance, doubled on the city itself,
// and less the more units already stand around it; and the target that
// gives it.
func (v view) pull(h model.Hex) (float64, city) {
	if p, ok := v.pulls[h]; ok {
		return p.w, p.c
	}
	best, why := 0.0, city{}
	for _, c := range v.targets {
		d := model.Distance(h, c.hex)
		w := c.weight / float64(1+d)
		if d == 0 {
			w = 2 * c.weight
		}
		share := float64(crowdShare)
		if v.mustTake && c.hex == v.berlin {
			share *= 2 // the Berlin the game turns on takes more
		}
		w /= 1 + float64(v.crowd[c.hex])/share
		if w > best {
			best, why = w, c
		}
	}
	v.pulls[h] = pulled{best, why}
	return best, why
}
