package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// BerlinFallen reports whether an Allied unit holds Berlin, the event the
// Historical games turn on, and whose.
func (s *Situation) BerlinFallen() (model.Force, bool) {
	h, ok := s.Board.Berlin()
	if !ok {
		return "", false
	}
	for _, u := range s.UnitsAt(h) {
		if u.Force == model.Soviet || u.Force == model.WesternAllied {
			return u.Force, true
		}
	}
	return "", false
}

// BerlinFallsReport says what the fall of Berlin did.
type BerlinFallsReport struct {
	Rule string `json:"rule"`
	// Removed are the German units taken off the map; SS are those that
	// stay under the Western Allied player (the optional SS rule).
	Removed []string `json:"removed"`
	SS      []string `json:"ss,omitempty"`
	SSRule  string   `json:"ssRule,omitempty"`
	// BoundaryLifted: the Theater Boundary no longer limits anyone.
	BoundaryLifted bool `json:"boundaryLifted"`
	// AlliesEnemies: the Soviet and Western Allied forces are now enemies
	// (the Expanded game); FightingEnds: they may not attack each other and
	// only move for victory points (the Historical games).
	AlliesEnemies bool `json:"alliesEnemies,omitempty"`
	FightingEnds  bool `json:"fightingEnds,omitempty"`
}

// BerlinFalls applies the scenario's rule for the fall of Berlin to the
// situation (1975 13.32, 13.6, 13.7; Deluxe 12.2, 13.1, 13.2): every German
// unit leaves the map and the Theater Boundary stops restricting anyone;
// then either the fighting ends (Historical) or the two Allied forces become
// enemies (Expanded). With the SS rule the SS units stay, under the Western
// Allied player, defending at full strength but moving and attacking at
// half, rounded up (Deluxe 13.2; 1975 13.7 says only half).
func (s *Situation) BerlinFalls() (BerlinFallsReport, error) {
	rule, ok := s.Rule(model.BerlinFallsRemovesGermans)
	if !ok {
		return BerlinFallsReport{}, newError("berlin.no-rule", "the scenario has no rule for the fall of Berlin")
	}
	rep := BerlinFallsReport{Rule: s.Edition + " " + rule.Rule, Removed: []string{}, BoundaryLifted: true}
	ss := s.Has(model.SSUnderWesternAllies)
	if ss {
		rep.SSRule = s.citeEffect(model.SSUnderWesternAllies)
	}
	var keep []Placed
	for _, u := range s.Units {
		switch {
		case !u.Force.German():
			keep = append(keep, u)
		case ss && u.SS:
			u.Force = model.WesternAllied
			u.Attack = (u.Attack + 1) / 2
			u.Movement = (u.Movement + 1) / 2
			keep = append(keep, u)
			rep.SS = append(rep.SS, u.Counter)
		default:
			rep.Removed = append(rep.Removed, u.Counter)
		}
	}
	s.Units = keep
	s.TheaterEnforced = false
	switch {
	case s.Has(model.BerlinFallsAlliesEnemies):
		rep.AlliesEnemies = true
		s.Relations = NewRelations([][2]model.Force{{model.Soviet, model.WesternAllied}})
	case s.Has(model.BerlinFallsEndsFighting):
		rep.FightingEnds = true
		s.NoFighting = true
	}
	return rep, nil
}

// SovietFirstTurn applies the Red Star/White Star opening roll (1975 15.3;
// Deluxe 15.2): on one of the scenario's roll results the Soviet player has
// no player turn on the first turn. ok is false when the scenario has no
// such rule.
func (t Terms) SovietFirstTurn(die, sides int) (plays bool, rule string, err error) {
	r, ok := t.Rule(model.SkipFirstSovietTurn)
	if !ok {
		return true, "", newError("scenario.no-roll", "the scenario has no opening roll")
	}
	if die < 1 || die > sides {
		return true, "", newError("odds.die-range", "die roll %d is not possible with a %d-sided die", die, sides)
	}
	return !slices.Contains(r.Roll, die), t.Edition + " " + r.Rule, nil
}

// MandatedCheck says whether the West German attacks of turn 1 meet the
// scenario's order that they attack the Western Allies (1975 13.31; Deluxe
// 12.2), and with the optional rule whether each is at 1-1 or better
// (Deluxe 18.0 amending 12.2).
type MandatedCheck struct {
	Required int    `json:"required"`
	Made     int    `json:"made"`
	Counted  int    `json:"counted"`
	Met      bool   `json:"met"`
	Rule     string `json:"rule"`
	Why      string `json:"why,omitempty"`
}

// MandatedAttacks checks the turn-1 West German attacks.
func (t Terms) MandatedAttacks(attacks []CombatReport) (MandatedCheck, error) {
	r, ok := t.Rule(model.MandatedWestAttacks)
	if !ok {
		return MandatedCheck{}, newError("scenario.no-mandate", "the scenario orders no turn-1 attacks")
	}
	c := MandatedCheck{Required: r.Number, Rule: t.Edition + " " + r.Rule}
	oneToOne := t.Has(model.MandatedAttacksOneToOne)
	for _, a := range attacks {
		west := len(a.Attackers) > 0
		for _, u := range a.Attackers {
			west = west && u.Force == model.WestGerman
		}
		allied := len(a.Defenders) > 0
		for _, d := range a.Defenders {
			allied = allied && d.Force == model.WesternAllied
		}
		if !west || !allied {
			continue
		}
		c.Made++
		if oneToOne && a.Odds.Column.Attack < a.Odds.Column.Defense {
			continue
		}
		c.Counted++
	}
	c.Met = c.Counted >= c.Required
	if !c.Met {
		c.Why = fmt.Sprintf("%d West German attacks on Western Allied units count, %d are required", c.Counted, c.Required)
		if oneToOne {
			c.Why += " at 1-1 or better (" + t.citeEffect(model.MandatedAttacksOneToOne) + ")"
		}
	}
	return c, nil
}
