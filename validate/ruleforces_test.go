package validate

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// TestRuleForceNotInPlay: the mini edition's east-front (Soviet and East
// German in play) given the West German offensive, Courland evacuation and
// strategic movement warns of the offensive alone: Courland and the triple
// move are about East German units, which are in play.
func TestRuleForceNotInPlay(t *testing.T) {
	dir := miniEdition(t, "scenario-rule-force-not-in-play")
	rep := newValidator(t).Editions(os.DirFS(filepath.Dir(dir)), []string{filepath.Base(dir)}, "mini", Options{})
	var got []diag.Diagnostic
	for _, d := range rep.Diagnostics() {
		if d.Code == "scenario.rule-force-not-in-play" {
			got = append(got, d)
		}
	}
	if len(got) != 1 || got[0].Pointer != "/specialRules/0/id" || got[0].Severity != diag.Warning || !rep.Valid {
		t.Fatalf("got %v (valid %v), want one warning at /specialRules/0/id", got, rep.Valid)
	}
	want := "special rule hitler-west-offensive is about the West German and Western Allied forces, which are not in play in this scenario: drop the rule, or put them in play"
	if got[0].Message != want {
		t.Errorf("message %q, want %q", got[0].Message, want)
	}

	// A rule without effects of its own has those of the rule of its id.
	p := filepath.Join(dir, "scenarios", "east-front.json")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	b = bytes.Replace(b, []byte(`"optionalRules": [`), []byte(`"optionalRules": [
    {"id": "hitler-west-offensive", "rule": "12.1", "summary": "As the special rule."},`), 1)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	rep = newValidator(t).Editions(os.DirFS(filepath.Dir(dir)), []string{filepath.Base(dir)}, "mini", Options{})
	var ptrs []string
	for _, d := range rep.Diagnostics() {
		if d.Code == "scenario.rule-force-not-in-play" {
			ptrs = append(ptrs, d.Pointer)
		}
	}
	if !slices.Equal(ptrs, []string{"/specialRules/0/id", "/optionalRules/0/id"}) {
		t.Errorf("warnings at %v, want the special rule and the optional rule of its id", ptrs)
	}
}

func TestGroupsNotInPlay(t *testing.T) {
	east := &model.Scenario{Forces: model.ForcesInPlay{InPlay: []model.Force{model.Soviet, model.EastGerman}}}
	allied := &model.Scenario{Forces: model.ForcesInPlay{InPlay: []model.Force{model.Soviet, model.WesternAllied}}}
	for _, tc := range []struct {
		name    string
		s       *model.Scenario
		effects []model.RuleEffect
		want    string
	}{
		{"offensive without the West", east, []model.RuleEffect{model.MandatedWestAttacks}, "special rule r is about the West German and Western Allied forces, which are not in play in this scenario: drop the rule, or put them in play"},
		{"triple move with East Germans", east, []model.RuleEffect{model.TripleMove}, ""},
		{"triple move with no Germans", allied, []model.RuleEffect{model.TripleMove, model.BerlinOpenToGermans}, "special rule r is about the German forces, which are not in play in this scenario: drop the rule, or put them in play"},
		{"Courland without East Germans", allied, []model.RuleEffect{model.CourlandEvacuation}, "special rule r is about the East German force, which is not in play in this scenario: drop the rule, or put it in play"},
		{"Polish truce", allied, []model.RuleEffect{model.PolishTruce}, ""},
		{"no effects", allied, nil, ""},
	} {
		got := ""
		if m := groupsNotInPlay(tc.s, tc.effects); len(m) > 0 {
			got = ruleForceMessage("special rule", "r", m)
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
