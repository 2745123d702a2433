package explain

import (
	"errors"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

func TestEditTerms(t *testing.T) {
	ed := load(t, "1994")
	hist, _ := ed.Scenario("historical")
	original, _ := model.Encode(hist)

	tests := []struct {
		name  string
		edit  TermsEdit
		code  string // the refusal's code, or "" for a change
		check func(t *testing.T, s *model.Scenario)
	}{
		{"turns, cited to the author", TermsEdit{Turns: &TurnsEdit{First: 2, Last: 5}}, "", func(t *testing.T, s *model.Scenario) {
			if s.Turns.First != 2 || s.Turns.Last != 5 || s.Turns.Src != model.AuthorSourceID {
				t.Errorf("turns %+v", s.Turns)
			}
			if _, ok := s.Sources.Find(model.AuthorSourceID); !ok {
				t.Error("the editor's source is not listed")
			}
		}},
		{"forces in play, the rest out, enemies pruned", TermsEdit{Forces: []model.Force{model.WesternAllied, model.Soviet, model.EastGerman}}, "", func(t *testing.T, s *model.Scenario) {
			if !slices.Equal(s.Forces.InPlay, []model.Force{model.Soviet, model.WesternAllied, model.EastGerman}) || !slices.Equal(s.Forces.NotInPlay, []model.Force{model.WestGerman}) {
				t.Errorf("forces %+v", s.Forces)
			}
			for _, h := range s.Hostile {
				if h[0] == model.WestGerman || h[1] == model.WestGerman {
					t.Errorf("enemy pair %v names a force not in play", h)
				}
			}
		}},
		{"an unknown force", TermsEdit{Forces: []model.Force{"martian"}}, "edit.force-unknown", nil},
		{"control sets the players", TermsEdit{Control: []model.Control{{Player: model.SovietPlayer, Forces: []model.Force{model.Soviet}}, {Player: model.GermanPlayer, Forces: []model.Force{model.EastGerman, model.WestGerman}}, {Player: model.WesternAlliedPlayer, Forces: []model.Force{model.WesternAllied}}}}, "", func(t *testing.T, s *model.Scenario) {
			if s.Players != 3 || len(s.Control) != 3 {
				t.Errorf("players %d, control %+v", s.Players, s.Control)
			}
		}},
		{"hostility", TermsEdit{Hostile: [][2]model.Force{{model.Soviet, model.EastGerman}}}, "", func(t *testing.T, s *model.Scenario) {
			if len(s.Hostile) != 1 {
				t.Errorf("hostile %v", s.Hostile)
			}
		}},
		{"victory", TermsEdit{Victory: &model.Victory{Kind: model.BerlinRace, Summary: "First to Berlin."}}, "", func(t *testing.T, s *model.Scenario) {
			if s.Victory.Kind != model.BerlinRace || s.Victory.Summary != "First to Berlin." {
				t.Errorf("victory %+v", s.Victory)
			}
		}},
		{"a rule picked from the edition", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Pick: "polish-truce"}}, "", func(t *testing.T, s *model.Scenario) {
			if r, ok := s.SpecialRule("polish-truce"); !ok || r.Summary == "" {
				t.Errorf("polish-truce: %+v %v", r, ok)
			}
		}},
		{"the author's own rule", TermsEdit{Rule: &RuleEdit{List: OptionalRules, Own: &model.RuleRef{ID: "no-rain", Rule: "1.1", Summary: "It never rains."}}}, "", func(t *testing.T, s *model.Scenario) {
			if _, ok := s.OptionalRule("no-rain"); !ok {
				t.Error("no-rain is not there")
			}
		}},
		{"a rule removed", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Remove: hist.SpecialRules[0].ID}}, "", func(t *testing.T, s *model.Scenario) {
			if len(s.SpecialRules) != len(hist.SpecialRules)-1 {
				t.Errorf("%d special rules", len(s.SpecialRules))
			}
		}},
		{"a rule the edition lacks", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Pick: "no-such-rule"}}, "edit.rule", nil},
		{"a rule the scenario has", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Pick: hist.SpecialRules[0].ID}}, "edit.rule", nil},
		{"a wrong list", TermsEdit{Rule: &RuleEdit{List: "house", Pick: "polish-truce"}}, "edit.rule", nil},
		{"an own rule under an id of the other list", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Own: &model.RuleRef{ID: hist.OptionalRules[0].ID, Summary: "Again."}}}, "edit.rule", nil},
		{"an own rule whose id is no id", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Own: &model.RuleRef{ID: "Mud Season", Summary: "Mud."}}}, "edit.rule", nil},
		{"an own rule without a number", TermsEdit{Rule: &RuleEdit{List: SpecialRules, Own: &model.RuleRef{ID: "mud-season", Summary: "Mud."}}}, "", func(t *testing.T, s *model.Scenario) {
			if r, ok := s.SpecialRule("mud-season"); !ok || r.Rule != "V1" || r.Src != model.AuthorSourceID {
				t.Errorf("mud-season: %+v %v", r, ok)
			}
		}},
		{"the author's name", TermsEdit{Author: ptr("Anna Autorin")}, "", func(t *testing.T, s *model.Scenario) {
			if s.Sources.AuthorName() != "Anna Autorin" {
				t.Errorf("sources %+v", s.Sources)
			}
		}},
		{"an author's name of two lines", TermsEdit{Author: ptr("Anna\nAutorin")}, "edit.author", nil},
		{"a placed unit set aside", TermsEdit{SetAside: &SetAsideEdit{Counter: "13-us", Reason: "held back"}}, "", func(t *testing.T, s *model.Scenario) {
			if _, i := placement(t, s, "13-us"); i >= 0 {
				t.Error("13-us is still placed")
			}
			if len(s.SetAside) != 1 || s.SetAside[0] != (model.SetAside{Counter: "13-us", Reason: "held back", Src: model.AuthorSourceID}) {
				t.Errorf("set aside %+v", s.SetAside)
			}
		}},
		{"an unknown unit set aside", TermsEdit{SetAside: &SetAsideEdit{Counter: "13-usa"}}, "edit.counter-unknown", nil},
		{"nothing", TermsEdit{}, "edit.terms", nil},
		{"two things", TermsEdit{Turns: &TurnsEdit{First: 1, Last: 2}, Forces: []model.Force{model.Soviet}}, "edit.terms", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := EditTerms(ed, hist, tt.edit)
			if tt.code != "" {
				var d *diag.Diagnostic
				if !errors.As(err, &d) || d.Code != tt.code {
					t.Fatalf("got %v, want %s", err, tt.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, s)
			if now, _ := model.Encode(hist); string(now) != string(original) {
				t.Error("the scenario edited was changed in place")
			}
		})
	}
}

func TestSetAsideBackKeepsSetupFrom(t *testing.T) {
	ed := load(t, "1994")
	var from *model.Scenario
	for _, s := range ed.Scenarios {
		if s.SetupFrom != "" {
			from = s
			break
		}
	}
	if from == nil {
		t.Skip("no scenario takes its setup from another")
	}
	s, err := EditTerms(ed, from, TermsEdit{Turns: &TurnsEdit{First: 1, Last: 3}})
	if err != nil {
		t.Fatal(err)
	}
	if s.SetupFrom != from.SetupFrom || s.Setup != nil {
		t.Errorf("a change of turns resolved the setup: setupFrom %q, %d placements", s.SetupFrom, len(s.Setup))
	}
	s, err = EditTerms(ed, s, TermsEdit{SetAside: &SetAsideEdit{Counter: "13-us"}})
	if err != nil {
		t.Fatal(err)
	}
	if s.SetupFrom != "" || len(s.Setup) == 0 {
		t.Errorf("setting a unit aside did not copy the setup: setupFrom %q, %d placements", s.SetupFrom, len(s.Setup))
	}
	s, err = EditTerms(ed, s, TermsEdit{SetAside: &SetAsideEdit{Counter: "13-us", Remove: true}})
	if err != nil || s.SetAside != nil {
		t.Errorf("taken back: %v, set aside %+v", err, s.SetAside)
	}
}

func ptr(s string) *string { return &s }
