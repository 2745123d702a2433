package rules

import (
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// Choices are what the owning players decide when a combat result is
// applied: which attackers pay for an exchange, where each retreating unit
// goes, and which unit, if any, advances into a vacated hex.
type Choices struct {
	Lose    []string
	Retreat map[string]model.Hex
	// RetreatOrder is the order in which the owner retreats his units
	// (Deluxe 6.2.1: one at a time, so the first may take the hex the next
	// wanted); the units it leaves out retreat after, in the stack's order.
	RetreatOrder []string
	// Advance names the unit that advances; AdvanceTo the hex, needed only
	// when the combat vacated more than one.
	Advance   string
	AdvanceTo *model.Hex
}

// Outcome is what applying a combat's result did.
type Outcome struct {
	Result model.CRTResult
	// Eliminated are the units the result eliminated outright (De, Ae, the
	// defenders of an Ex); a unit with nowhere to retreat is in Retreats,
	// marked Eliminated.
	Eliminated []string
	// Lost are the attackers lost to pay for an exchange.
	Lost     []string
	Retreats []RetreatMove
	// Vacated are the hexes the combat emptied that the result lets the
	// other side advance into: the defenders' hexes for the attacker, and
	// in the Deluxe rules the attackers' for the defender (6.5).
	Vacated []model.Hex
	// vacatedBy maps a vacated hex to the side that left it.
	vacatedBy map[model.Hex]string
	// MayAdvance are the units that could advance into a vacated hex
	// (1975 6.71-6.73; Deluxe 6.5), with the rule.
	MayAdvance  []string
	AdvanceRule string
	Advanced    *Move
	// FortsDestroyed are fortified hexes a Western Allied unit entered by
	// advancing (1975 6.44; Deluxe 6.4).
	FortsDestroyed []model.Hex
}

// RetreatMove is one unit's retreat.
type RetreatMove struct {
	Unit       string       `json:"unit"`
	From       model.Hex    `json:"from"`
	To         *model.Hex   `json:"to,omitempty"`
	Eliminated bool         `json:"eliminated,omitempty"`
	Ignored    *Consequence `json:"ignored,omitempty"`
	Crossing   *Consequence `json:"crossing,omitempty"`
}

// Move is a unit moved from one hex to another.
type Move struct {
	Unit     string    `json:"unit"`
	From, To model.Hex `json:"-"`
}

// Apply applies a worked-out combat's result to the situation, in the order
// the rules give: eliminations and exchange losses (1975 6.61-6.62;
// Deluxe 6.2), then retreats one unit at a time (1975 6.63-6.65; Deluxe
// 6.2.1) with the border rules' consequences (1975 5.31-5.32, 5.41-5.42;
// Deluxe 5.2-5.3), garrisons staying put (1975 11.23; Deluxe 10.0), then an
// advance into a vacated hex (1975 6.7; Deluxe 6.5). Where the players have
// a choice and the choices name none, the only option is taken; with more
// than one the request is refused with the options. The combat's units are
// recorded in the turn's phase.
func (s *Situation) Apply(r CombatReport, c Choices) (Outcome, error) {
	out := Outcome{Result: r.Result}
	if r.Die == 0 {
		return out, newError("combat.no-result", "the combat has no die roll, so there is no result to apply")
	}
	if s.Phase == nil {
		s.Phase = &Phase{}
	}
	s.Phase.record(r)
	before := map[model.Hex]bool{}
	for _, u := range append(slices.Clone(r.Attackers), r.Defenders...) {
		before[u.Hex] = true
	}
	switch r.Result.Defender {
	case model.EffectEliminated:
		for _, d := range r.Defenders {
			s.remove(d.Counter)
			out.Eliminated = append(out.Eliminated, d.Counter)
		}
	case model.EffectRetreat:
		moves, err := s.retreatAll(inOrder(r.Defenders, c.RetreatOrder), c.Retreat)
		if err != nil {
			return out, err
		}
		out.Retreats = append(out.Retreats, moves...)
	}
	switch r.Result.Attacker {
	case model.EffectEliminated:
		for _, a := range r.Attackers {
			s.remove(a.Counter)
			out.Eliminated = append(out.Eliminated, a.Counter)
		}
	case model.EffectExchange:
		lose, err := exchangeLosses(r, c.Lose)
		if err != nil {
			return out, s.withRule(err, "combat.exchange-choice")
		}
		for _, id := range lose {
			s.remove(id)
		}
		out.Lost = lose
	case model.EffectRetreat:
		moves, err := s.retreatAll(inOrder(r.Attackers, c.RetreatOrder), c.Retreat)
		if err != nil {
			return out, err
		}
		out.Retreats = append(out.Retreats, moves...)
	}
	out.vacatedBy = map[model.Hex]string{}
	for side, units := range map[string][]Placed{model.SideDefender: r.Defenders, model.SideAttacker: r.Attackers} {
		for _, u := range units {
			if before[u.Hex] && len(s.UnitsAt(u.Hex)) == 0 {
				out.vacatedBy[u.Hex] = side
			}
		}
	}
	for _, side := range r.Result.Advance {
		for _, h := range targetsOf(side, out.vacatedBy) {
			if !slices.Contains(out.Vacated, h) {
				out.Vacated = append(out.Vacated, h)
			}
		}
	}
	out.MayAdvance, out.AdvanceRule = s.advanceOptions(r, out.vacatedBy)
	if c.Advance != "" {
		mv, err := s.advance(r, out, c)
		if err != nil {
			return out, err
		}
		out.Advanced = mv
		if p, _ := s.Find(mv.Unit); p.Force == model.WesternAllied && s.Board.fortifiedAt(mv.To) && !s.FortificationDestroyed(mv.To) {
			s.DestroyedForts = append(s.DestroyedForts, mv.To)
			out.FortsDestroyed = append(out.FortsDestroyed, mv.To)
		}
	}
	return out, nil
}

// withRule gives an engine error without a rule the rule of code.
func (s *Situation) withRule(err error, code string) error {
	if e, ok := err.(*diag.Diagnostic); ok && e.Rule == "" {
		e.Rule = s.Cite(code)
	}
	return err
}

// exchangeLosses checks the attacker's choice of losses for an Ex: units
// that took part, whose printed attack covers the defenders' printed
// defense, none of them spare (1975 6.62; Deluxe 6.2). Without a choice the
// only minimal set is taken.
func exchangeLosses(r CombatReport, lose []string) ([]string, error) {
	if len(lose) == 0 {
		if len(r.ExchangeChoices) == 1 {
			return r.ExchangeChoices[0], nil
		}
		var cs []string
		for _, c := range r.ExchangeChoices {
			cs = append(cs, strings.Join(c, "+"))
		}
		var who []string
		for _, c := range r.ExchangeChoices {
			for _, id := range c {
				if !slices.Contains(who, id) {
					who = append(who, id)
				}
			}
		}
		return nil, naming(newError("combat.exchange-choice", "the attacker must choose the exchange losses: %s", strings.Join(cs, " or ")), who, nil)
	}
	var attack []int
	for _, id := range lose {
		i := slices.IndexFunc(r.Attackers, func(a Placed) bool { return a.Counter == id })
		if i < 0 {
			return nil, naming(newError("combat.exchange-choice", "%s did not attack, so it cannot pay for the exchange", id), []string{id}, nil)
		}
		attack = append(attack, r.Attackers[i].Attack)
	}
	all := len(lose) == len(r.Attackers)
	if !ExchangeSatisfied(attack, r.Defense) && !all {
		return nil, naming(newError("combat.exchange-choice", "%s attack %d in all, less than the defenders' printed defense %d", strings.Join(lose, "+"), sum(attack), r.Defense), lose, nil)
	}
	return lose, nil
}

// inOrder is units with those order names first, in its order, and the
// others after them as they were.
func inOrder(units []Placed, order []string) []Placed {
	if len(order) == 0 {
		return units
	}
	out := make([]Placed, 0, len(units))
	for _, id := range order {
		if i := slices.IndexFunc(units, func(u Placed) bool { return u.Counter == id }); i >= 0 && !slices.ContainsFunc(out, func(u Placed) bool { return u.Counter == id }) {
			out = append(out, units[i])
		}
	}
	for _, u := range units {
		if !slices.Contains(order, u.Counter) {
			out = append(out, u)
		}
	}
	return out
}

// retreatAll retreats the units one at a time, each into the hex chosen
// for it or its only option.
func (s *Situation) retreatAll(units []Placed, chosen map[string]model.Hex) ([]RetreatMove, error) {
	var out []RetreatMove
	for _, u := range units {
		opts, err := s.Retreat(u.Counter)
		if err != nil {
			return out, err
		}
		mv := RetreatMove{Unit: u.Counter, From: u.Hex}
		if to, ok := chosen[u.Counter]; ok && (opts.Garrison != nil || opts.Eliminated) {
			why := "has nowhere to retreat and is eliminated"
			if opts.Garrison != nil {
				why = "garrisons a capital and ignores the retreat"
			}
			return out, naming(s.errorf("retreat.choice", "%s %s, so no retreat into %s can be chosen for it", u.Counter, why, to), []string{u.Counter}, nil)
		}
		switch {
		case opts.Garrison != nil:
			mv.Ignored = opts.Garrison
		case opts.Eliminated:
			mv.Eliminated = true
			s.remove(u.Counter)
		default:
			to, ok := chosen[u.Counter]
			i := slices.Index(opts.Hexes, to)
			switch {
			case ok && i < 0:
				return out, naming(s.errorf("retreat.choice", "%s may not retreat into %s; it may retreat into %s", u.Counter, to, hexList(opts.Hexes)), []string{u.Counter}, opts.Hexes)
			case !ok && len(opts.Hexes) > 1:
				return out, naming(s.errorf("retreat.choice", "%s must retreat and may go to %s: choose one", u.Counter, hexList(opts.Hexes)), []string{u.Counter}, opts.Hexes)
			case !ok:
				i = 0
			}
			h := opts.Hexes[i]
			mv.To = &h
			mv.Crossing = opts.Consequences[i]
			s.moveTo(u.Counter, h)
			if c := mv.Crossing; c != nil && c.Force != "" {
				s.setForce(u.Counter, c.Force)
			}
		}
		out = append(out, mv)
	}
	return out, nil
}

// advanceOptions lists the units that may advance into a hex the combat
// vacated: survivors that took part, of a side the result lets advance,
// that may enter the hex — not a garrison, no German unit into Berlin or
// across the Theater Boundary, no Allied unit across it while it holds, no
// Yugoslav or Soviet unit across the Yugoslav border (1975 5.31-5.33,
// 5.41-5.42, 6.71-6.73; Deluxe 5.2-5.3, 6.5). Zones of control and terrain
// costs do not matter.
func (s *Situation) advanceOptions(r CombatReport, vacatedBy map[model.Hex]string) ([]string, string) {
	rule := ""
	if r.Result.AdvanceRule != "" {
		rule = s.Edition + " " + r.Result.AdvanceRule
	}
	var out []string
	for _, c := range s.advancers(r, vacatedBy) {
		out = append(out, c.Unit)
	}
	return out, rule
}

// targetsOf lists the vacated hexes a side may advance into: the other
// side's, sorted.
func targetsOf(side string, vacatedBy map[model.Hex]string) []model.Hex {
	var out []model.Hex
	for h, by := range vacatedBy {
		if by != side {
			out = append(out, h)
		}
	}
	model.SortHexes(out)
	return out
}

// mayAdvanceInto says why p may not advance into h, or "".
func (s *Situation) mayAdvanceInto(p Placed, h model.Hex) string {
	i, ok := s.Board.index(h)
	switch {
	case !ok || s.Board.enterCost[i] < 0:
		return "no unit may enter it"
	case s.Board.germanBan[i] && p.Force.German() && !s.BerlinOpen:
		return "German units may not enter Berlin"
	case s.TheaterEnforced && s.Board.theater[i] != s.Board.Theater(p.Hex) && !s.theaterAllows(p.Unit, i):
		return "it lies across the Theater Boundary"
	case s.Board.yugoslav[i] != s.Board.Yugoslav(p.Hex) && (p.Nationality == model.Yugoslav || p.Force == model.Soviet):
		return "it lies across the Yugoslav border"
	}
	return ""
}

// advance moves the chosen unit into the vacated hex.
func (s *Situation) advance(r CombatReport, out Outcome, c Choices) (*Move, error) {
	rule := out.AdvanceRule
	refuse := func(format string, args ...any) error {
		return refusal("advance.not-allowed", rule, format, args...)
	}
	p, ok := s.Find(c.Advance)
	if !ok {
		return nil, refuse("%s is not on the map to advance", c.Advance)
	}
	side := model.SideAttacker
	if slices.ContainsFunc(r.Defenders, func(u Placed) bool { return u.Counter == p.Counter }) {
		side = model.SideDefender
	}
	targets := targetsOf(side, out.vacatedBy)
	if len(targets) == 0 {
		return nil, refuse("the combat vacated no hex %s may advance into, so it does not advance", p.Counter)
	}
	to := targets[0]
	if c.AdvanceTo != nil {
		to = *c.AdvanceTo
		if !slices.Contains(targets, to) {
			return nil, refuse("%s was not vacated by the other side (%s may advance into %s)", to, p.Counter, hexList(targets))
		}
	} else if len(targets) > 1 {
		return nil, refuse("the combat vacated %s: say which hex %s advances into", hexList(targets), c.Advance)
	}
	if !slices.Contains(out.MayAdvance, p.Counter) {
		took := slices.ContainsFunc(append(slices.Clone(r.Attackers), r.Defenders...), func(u Placed) bool { return u.Counter == p.Counter })
		switch {
		case !took:
			return nil, refuse("%s did not take part in the combat; only a unit that did may advance", p.Counter)
		case s.garrison(p) != nil:
			return nil, refusal("garrison.fixed", s.Cite("garrison.fixed"), "%s is a garrison and never moves", p.Counter)
		case len(r.Result.Advance) == 0:
			return nil, refuse("after %s nobody advances", r.Result.Code)
		}
		if why := s.mayAdvanceInto(p, to); why != "" {
			return nil, refuse("%s may not advance into %s: %s", p.Counter, to, why)
		}
		return nil, refuse("%s is not on a side that may advance after %s", p.Counter, r.Result.Code)
	}
	if !model.Adjacent(p.Hex, to) {
		return nil, refuse("%s in %s is not next to %s", p.Counter, p.Hex, to)
	}
	if why := s.mayAdvanceInto(p, to); why != "" {
		return nil, refuse("%s may not advance into %s: %s", p.Counter, to, why)
	}
	mv := &Move{Unit: p.Counter, From: p.Hex, To: to}
	s.moveTo(p.Counter, to)
	return mv, nil
}

// remove takes a unit off the map.
func (s *Situation) remove(id string) {
	s.Units = slices.DeleteFunc(s.Units, func(u Placed) bool { return u.Counter == id })
}

// moveTo puts a unit on hex h.
func (s *Situation) moveTo(id string, h model.Hex) {
	for i := range s.Units {
		if s.Units[i].Counter == id {
			s.Units[i].Hex = h
		}
	}
}

// setForce changes a unit's force (a German unit across the boundary).
func (s *Situation) setForce(id string, f model.Force) {
	for i := range s.Units {
		if s.Units[i].Counter == id {
			s.Units[i].Force = f
		}
	}
}

// hexList writes hexes as "2104, 2204".
func hexList(hs []model.Hex) string {
	var parts []string
	for _, h := range hs {
		parts = append(parts, h.String())
	}
	return strings.Join(parts, ", ")
}
