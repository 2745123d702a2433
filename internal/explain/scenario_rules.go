package explain

import "github.com/bfgdata/bfgdata/model"

// ScenarioRuleList is what a new game of a scenario plays by: the special
// rules always in force (a turn-1 mandate among them where the scenario
// states one) and the optional rules a player may switch on. A new-game
// form shows the first as enforced and offers only the second.
type ScenarioRuleList struct {
	Edition  string          `json:"edition"`
	Scenario string          `json:"scenario"`
	Special  []model.RuleRef `json:"special"`
	Optional []model.RuleRef `json:"optional"`
}

// ScenarioRules lists scenario id's special and optional rules, as its
// data states them, with their rule numbers cited for the edition.
func ScenarioRules(ed *model.Edition, id string) (ScenarioRuleList, error) {
	sc, ok := ed.Scenario(id)
	if !ok {
		return ScenarioRuleList{}, requestError("scenario.unknown", "edition %s has no scenario %q", ed.Info.ID, id)
	}
	cite := func(rs []model.RuleRef) []model.RuleRef {
		out := make([]model.RuleRef, len(rs))
		for i, r := range rs {
			r.Rule = Cite(ed.Info.ID, r.Rule)
			out[i] = r
		}
		return out
	}
	return ScenarioRuleList{Edition: ed.Info.ID, Scenario: sc.ID, Special: cite(sc.SpecialRules), Optional: cite(sc.OptionalRules)}, nil
}
