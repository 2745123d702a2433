package explain

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// TestTermChanges: every term a variant states otherwise than its base is
// one change, in the scenario file's order; the enemy pairs' order is no
// change, and neither is a src.
func TestTermChanges(t *testing.T) {
	base := &model.Scenario{Players: 2, Turns: model.Turns{First: 1, Last: 10, Src: "book"},
		Forces:       model.ForcesInPlay{InPlay: []model.Force{model.Soviet, model.WesternAllied}},
		Hostile:      [][2]model.Force{{model.Soviet, model.WestGerman}, {model.WesternAllied, model.WestGerman}},
		SpecialRules: []model.RuleRef{{ID: "courland", Rule: "8.0", Summary: "C."}, {ID: "garrisons", Rule: "10.0", Summary: "G."}},
		Victory:      model.Victory{Kind: model.VictoryPoints, Summary: "Most points."}}
	tests := []struct {
		name   string
		change func(s *model.Scenario)
		want   []string // term kind from to [rule]
	}{
		{"nothing", func(s *model.Scenario) {}, nil},
		{"only sources and order", func(s *model.Scenario) {
			s.Turns.Src = model.AuthorSourceID
			s.Hostile = [][2]model.Force{{model.WestGerman, model.WesternAllied}, {model.WestGerman, model.Soviet}}
			s.SpecialRules[0].Src = model.AuthorSourceID
		}, nil},
		{"turns", func(s *model.Scenario) { s.Turns.First, s.Turns.Last = 2, 9 }, []string{"turns changed 1-10 2-9 "}},
		{"forces and enemies", func(s *model.Scenario) {
			s.Forces.InPlay = []model.Force{model.Soviet}
			s.Forces.NotInPlay = []model.Force{model.WesternAllied}
			s.Hostile = s.Hostile[:1]
		}, []string{"forces changed soviet, western-allied soviet ", "not-in-play changed  western-allied ",
			"enemies changed soviet/west-german, west-german/western-allied soviet/west-german "}},
		{"rules added, changed, removed", func(s *model.Scenario) {
			s.SpecialRules = []model.RuleRef{{ID: "courland", Rule: "8.0", Summary: "C, changed."}, {ID: "mud", Rule: "V1", Summary: "Mud."}}
		}, []string{"special-rule changed C. C, changed. 8.0", "special-rule added   V1", "special-rule removed   10.0"}},
		{"victory", func(s *model.Scenario) { s.Victory.Summary = "Fewest losses." }, []string{"victory changed Most points. Fewest losses. "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := *base
			s.Hostile, s.SpecialRules = slices.Clone(base.Hostile), slices.Clone(base.SpecialRules)
			tt.change(&s)
			var got []string
			for _, c := range termChanges(base, &s) {
				rule := ""
				if c.Rule != nil {
					rule = c.Rule.Rule
				}
				got = append(got, c.Term+" "+c.Kind+" "+c.From+" "+c.To+" "+rule)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
