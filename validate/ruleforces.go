package validate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// A special or optional rule names the forces it is about through its
// effects (the engine's terms for what it changes): the West German
// offensive makes the West Germans attack, Courland evacuation moves East
// German units. A variant that drops a force from play and keeps a rule
// about it has a rule that can never apply, which an author wants to hear.

// forceGroup is forces of which at least one must be in play for a rule to
// apply; its name is how a message calls it ("the West German force").
type forceGroup struct {
	name   string
	forces []model.Force
}

var (
	westGerman    = forceGroup{"West German", []model.Force{model.WestGerman}}
	eastGerman    = forceGroup{"East German", []model.Force{model.EastGerman}}
	anyGerman     = forceGroup{"German", []model.Force{model.EastGerman, model.WestGerman}}
	soviet        = forceGroup{"Soviet", []model.Force{model.Soviet}}
	westernAllied = forceGroup{"Western Allied", []model.Force{model.WesternAllied}}
)

// effectForces says, for each effect, the forces it is about: each group
// needs one of its forces in play. (The rulebooks: the West German attacks
// of turn 1 are made on Western Allied units; the Polish truce binds
// Polish exile units, Western Allied, and Polish communist ones, Soviet.)
var effectForces = map[model.RuleEffect][]forceGroup{
	model.BerlinOpenToGermans:        {anyGerman},
	model.GermanReplacementsAnySide:  {anyGerman},
	model.PolishTruce:                {soviet, westernAllied},
	model.TripleMove:                 {anyGerman},
	model.TripleMoveCrossesBoundary:  {anyGerman},
	model.SkipFirstSovietTurn:        {soviet},
	model.BerlinFallsRemovesGermans:  {anyGerman},
	model.BerlinFallsAlliesEnemies:   {soviet, westernAllied},
	model.BerlinFallsEndsFighting:    {anyGerman},
	model.SSUnderWesternAllies:       {westernAllied, anyGerman},
	model.WesternAlliesOccupyToScore: {westernAllied},
	model.MandatedWestAttacks:        {westGerman, westernAllied},
	model.MandatedAttacksOneToOne:    {westGerman},
	model.CourlandEvacuation:         {eastGerman},
	model.CourlandFreeEvacuation:     {eastGerman},
}

// checkRuleForces warns of each special or optional rule of a scenario
// that is about a force not in play there. A rule without effects of its
// own is taken to have those of the rule of the same id in the edition's
// other scenarios: rule ids are the same for the same rule everywhere.
func (run *editionRun) checkRuleForces() {
	known := map[string][]model.RuleEffect{}
	for _, ls := range run.scenarios {
		if s := ls.scenario; s != nil {
			for _, r := range slices.Concat(s.SpecialRules, s.OptionalRules) {
				if len(r.Effects) > 0 && known[r.ID] == nil {
					known[r.ID] = r.Effects
				}
			}
		}
	}
	for _, ls := range run.scenarios {
		s := ls.scenario
		if s == nil || run.skip(ls) {
			continue
		}
		for _, list := range []struct {
			member, kind string
			rules        []model.RuleRef
		}{{"specialRules", "special rule", s.SpecialRules}, {"optionalRules", "optional rule", s.OptionalRules}} {
			for i, r := range list.rules {
				effects := r.Effects
				if len(effects) == 0 {
					effects = known[r.ID]
				}
				if missing := groupsNotInPlay(s, effects); len(missing) > 0 {
					ls.doc.add(diag.Warning, "scenario.rule-force-not-in-play", fmt.Sprintf("/%s/%d/id", list.member, i), ruleForceMessage(list.kind, r.ID, missing))
				}
			}
		}
	}
}

// groupsNotInPlay are the groups the effects are about of which no force
// is in play in s, each once.
func groupsNotInPlay(s *model.Scenario, effects []model.RuleEffect) []forceGroup {
	var out []forceGroup
	for _, e := range effects {
		for _, g := range effectForces[e] {
			if !slices.ContainsFunc(g.forces, s.InPlay) && !slices.ContainsFunc(out, func(o forceGroup) bool { return o.name == g.name }) {
				out = append(out, g)
			}
		}
	}
	return out
}

func ruleForceMessage(kind, id string, missing []forceGroup) string {
	names := make([]string, len(missing))
	plural := len(missing) > 1
	for i, g := range missing {
		names[i] = g.name
		plural = plural || len(g.forces) > 1
	}
	forces, which := "force, which is", "it"
	if plural {
		forces, which = "forces, which are", "them"
	}
	return fmt.Sprintf("%s %s is about the %s %s not in play in this scenario: drop the rule, or put %s in play",
		kind, id, strings.Join(names, " and "), forces, which)
}
