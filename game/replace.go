package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// freshUnit is a unit replaced on turn turn and the movement it has in
// that turn's movement phase: a German unit's double allowance, less a
// 1975 entry cost, or none when it was placed in an enemy zone of control
// (1975 8.23-8.26; Deluxe 7.2).
type freshUnit struct {
	turn int
	move rules.ReplacementMove
}

// replace brings a destroyed unit back in its force's replacement phase:
// not on the scenario's first turn, no more than the Turn Record Track's
// rate, the lowest attack strength first where the force must, on an
// entry hex its box allows.
func (s *Session) replace(ptr string, ph Phase, r *model.GameReplace, e *Entry) *diag.Diagnostic {
	if ph.Step != Replacement {
		return s.illegal(ptr, "game.action-kind", fmt.Sprintf("a replacement in %s: units come back only in their force's replacement phase", ph.ID))
	}
	if s.turn == s.sc.Turns.First {
		return s.illegal(ptr, "replace.first-turn", fmt.Sprintf("turn %d is the scenario's first: no replacements are received on it", s.turn))
	}
	if len(s.pool(ph.Force)) == 0 {
		// The option, not the Turn Record Track, takes the rate away: cite it.
		d := s.illegal(ptr+"/unit", "replace.rate", fmt.Sprintf("%s receives no replacements under %s: every German replacement comes in the East German replacement phase", ph.Force, s.optionName(model.GermanReplacementsAsEast)))
		if r, ok := s.sit.Rule(model.GermanReplacementsAsEast); ok {
			d.Rule = s.ed.Info.ID + " " + r.Rule
		}
		return d
	}
	b, bad := s.boxed(ptr+"/unit", ph, r.Unit)
	if bad != nil {
		return bad
	}
	if rate := s.rate(ph.Force); s.replaced >= rate {
		return s.illegal(ptr+"/unit", "replace.rate", fmt.Sprintf("%s receives %s on turn %d (Turn Record Track%s) and has taken %d", ph.Force, units(rate), s.turn, s.pooled(ph.Force), s.replaced))
	}
	choices := rules.ReplacementChoices(ph.Force, s.inBoxes(ph.Force))
	if !slices.ContainsFunc(choices, func(u rules.Unit) bool { return u.Counter == r.Unit }) {
		return s.illegal(ptr+"/unit", "replace.not-lowest", fmt.Sprintf("%s (attack %d) may not come back yet: the lowest attack strength comes first, now %s", r.Unit, b.Attack, listUnits(choices)))
	}
	ent := s.entry(b)
	if r.Hex == (model.Hex{}) {
		return s.lost(ptr, b, ent, e)
	}
	if !slices.Contains(ent.Hexes, r.Hex) {
		msg := fmt.Sprintf("%s may not enter at %s: %s", r.Unit, r.Hex, openHexes(ent.Hexes))
		if len(ent.Hexes) == 0 && b.force.German() {
			msg += "; the enemy holds every hex next to Berlin, so it is lost: leave its hex out"
		}
		return s.illegal(ptr+"/hex", "replace.entry", msg)
	}
	u := b.Unit
	u.Force = ent.Force
	if ent.AnySide {
		// Either side of Berlin: the unit is of the side it enters on,
		// as a German unit destroyed goes to the box of its side.
		u.Force = s.germanSide(r.Hex)
	}
	mv, err := s.sit.ReplacementMovement(u, r.Hex)
	if err != nil {
		return s.refused(ptr+"/hex", err)
	}
	s.sit.Units = append(s.sit.Units, rules.Placed{Unit: u, Hex: r.Hex})
	s.arrived(r.Unit, []model.Hex{r.Hex})
	s.unbox(r.Unit)
	s.replaced++
	if s.fresh == nil {
		s.fresh = map[string]freshUnit{}
	}
	s.fresh[r.Unit] = freshUnit{turn: s.turn, move: mv}
	e.Unit, e.Path, e.Cost, e.Allowance = r.Unit, []model.Hex{r.Hex}, mv.EntryCost, mv.Allowance
	if u.Force != b.Force {
		e.Events = append(e.Events, fmt.Sprintf("%s comes back as a %s unit", r.Unit, u.Force))
	}
	if mv.Stopped {
		e.Events = append(e.Events, fmt.Sprintf("%s is in an enemy zone of control and may not move this turn", r.Unit))
	}
	return nil
}

// lost is a replacement the record gives no hex: a German unit that finds
// every hex next to Berlin, on both sides of the boundary, held by the
// enemy is lost for good and counts against the rate (1975 8.24; Deluxe
// 7.2). Any other unit must name its entry hex.
func (s *Session) lost(ptr string, b boxed, ent rules.Entry, e *Entry) *diag.Diagnostic {
	if len(ent.Hexes) > 0 || !b.force.German() {
		return s.illegal(ptr, "replace.entry", fmt.Sprintf("%s must name the hex it enters: %s", b.Counter, openHexes(ent.Hexes)))
	}
	i := slices.IndexFunc(s.destroyed, func(d boxed) bool { return d.Counter == b.Counter })
	s.destroyed[i].gone = true
	s.replaced++
	e.Unit = b.Counter
	e.Events = append(e.Events, fmt.Sprintf("%s is lost: the enemy holds every hex next to Berlin", b.Counter))
	return nil
}

// boxed finds the unit a replacement names in one of the boxes of the
// phase's force.
func (s *Session) boxed(ptr string, ph Phase, id string) (boxed, *diag.Diagnostic) {
	b, ok := s.boxOf(id)
	switch {
	case !ok:
		if p, on := s.sit.Find(id); on {
			return b, s.illegal(ptr, "replace.not-in-box", fmt.Sprintf("%s is on the map at %s, not in a destroyed-units box", id, p.Hex))
		}
		return b, s.illegal(ptr, "game.unit-unknown", fmt.Sprintf("%s is not a unit of the scenario, or not one eliminated", id))
	case b.gone:
		return b, s.illegal(ptr, "replace.not-in-box", fmt.Sprintf("%s is out of the game: %s units are never replaced", id, b.Nationality))
	case !slices.Contains(s.pool(ph.Force), b.force):
		return b, s.illegal(ptr, "game.wrong-force", fmt.Sprintf("%s is in %s, not a box of %s, so it may not come back in %s", id, b.name(), ph.Force, ph.ID))
	}
	return b, nil
}

// rate is the number of units the replacement phase of force receives
// this turn: the Turn Record Track's rates of the forces of its pool
// added, so that a combined German pool takes both German rates.
func (s *Session) rate(force model.Force) int {
	if s.ed.TRT == nil {
		return 0
	}
	t, _ := s.ed.TRT.Turn(s.turn)
	n := 0
	for _, f := range s.pool(force) {
		n += t.Replacements[f].Units
	}
	return n
}

// pooled says, for a phase whose rate adds several forces' rates, whose.
func (s *Session) pooled(force model.Force) string {
	pool := s.pool(force)
	if len(pool) < 2 {
		return ""
	}
	names := make([]string, len(pool))
	for i, f := range pool {
		names[i] = string(f)
	}
	return ": " + strings.Join(names, " and ") + " added"
}

// optionName names the scenario rule behind effect e, by id; the
// diagnostic cites its number.
func (s *Session) optionName(e model.RuleEffect) string {
	if r, ok := s.sit.Rule(e); ok {
		return r.ID
	}
	return string(e)
}

// entry is where the unit in box b may enter: as a unit of the box's
// force, or as an East German unit under East Front Concentration; for
// the Western Allies on the edge of the box's front (Italy's south edge
// for the Italy box, the west edge for the other).
func (s *Session) entry(b boxed) rules.Entry {
	u := b.Unit
	u.Force = b.force
	if b.force.German() && s.sit.Has(model.GermanReplacementsAsEast) {
		u.Force = model.EastGerman
	}
	ent := s.sit.ReplacementEntry(u)
	if b.force == model.WesternAllied {
		ent.Hexes = slices.DeleteFunc(ent.Hexes, func(h model.Hex) bool {
			return (s.sit.Board.Map.Hexes[h].Regions.Country == model.CountryItaly) != b.italy
		})
	}
	return ent
}

// endReplacement checks a replacement phase at its end. Where the edition
// makes replacements mandatory (it cites replace.mandatory: 1975 4.2
// places them) the phase must have brought back min(rate, box) units, as
// far as entry hexes are open; where it does not (Deluxe 3.0: units "may
// return"), taking fewer is noted as an event. Once Berlin has fallen a
// German phase owes nothing: its forces are gone and it takes no action
// (afterBerlin).
func (s *Session) endReplacement(ptr string, ph Phase) *diag.Diagnostic {
	short, open, choices := s.replacementsDue(ph)
	if short <= 0 {
		return nil
	}
	var where []string
	for _, u := range choices {
		b, _ := s.boxOf(u.Counter)
		hs := s.entry(b).Hexes
		at := "at " + openHexes(hs)
		if len(hs) == 0 {
			at = "lost, with no hex next to Berlin free (a replace without a hex)"
		}
		where = append(where, fmt.Sprintf("%s (attack %d) %s", u.Counter, u.Attack, at))
	}
	msg := fmt.Sprintf("%s of turn %d ends with %s too few brought back (%s receives %d, its boxes hold %d it can place): next is %s", ph.ID, s.turn, units(short), ph.Force, s.rate(ph.Force), len(open), strings.Join(where, ", or "))
	if s.sit.Applies("replace.mandatory") {
		return s.illegal(ptr, "replace.mandatory", msg)
	}
	ids := make([]string, len(choices))
	for i, u := range choices {
		ids[i] = u.Counter
	}
	s.happen("replace.fewer", fmt.Sprintf("%s brought back %d of the %s it could have", ph.Force, s.replaced, units(s.replaced+short)), ids...)
	return nil
}

// replacementsDue is how many units replacement phase ph could still
// bring back (0 on the scenario's first turn), the units its boxes hold
// that it can place, and those of them it may take next.
func (s *Session) replacementsDue(ph Phase) (short int, open, choices []rules.Unit) {
	if s.turn == s.sc.Turns.First || s.end.fallen && ph.Force.German() {
		return 0, nil, nil
	}
	for _, b := range s.destroyed {
		// A German unit shut out of both sides must still be recorded, as
		// lost; a Western Allied unit whose edge is full simply waits.
		if !b.gone && slices.Contains(s.pool(ph.Force), b.force) && (len(s.entry(b).Hexes) > 0 || b.force.German()) {
			open = append(open, b.Unit)
		}
	}
	short = min(s.rate(ph.Force)-s.replaced, len(open))
	if short <= 0 {
		return 0, open, nil
	}
	return short, open, rules.ReplacementChoices(ph.Force, open)
}

// units says "1 unit", "2 units".
func units(n int) string {
	if n == 1 {
		return "1 unit"
	}
	return fmt.Sprintf("%d units", n)
}

// listUnits names units with their attack strength.
func listUnits(us []rules.Unit) string {
	var parts []string
	for _, u := range us {
		parts = append(parts, fmt.Sprintf("%s (attack %d)", u.Counter, u.Attack))
	}
	switch len(parts) {
	case 0:
		return "none"
	case 1:
		return parts[0]
	}
	return "one of " + strings.Join(parts, ", ")
}

// openHexes names the entry hexes, shortened when they are many.
func openHexes(hs []model.Hex) string {
	switch {
	case len(hs) == 0:
		return "no entry hex is open to it"
	case len(hs) == 1:
		return hs[0].String()
	case len(hs) > 12:
		return fmt.Sprintf("one of %d hexes from %s to %s", len(hs), hs[0], hs[len(hs)-1])
	}
	return "one of " + model.JoinHexes(hs, ", ")
}
