package model

import (
	"slices"
	"testing"
)

// creditBase is a small rulebook scenario a variant is measured against.
func creditBase() *Scenario {
	h := func(s string) *Hex { x := MustHex(s); return &x }
	return &Scenario{Schema: "../../schema/scenario.schema.json", ID: "base", Turns: Turns{First: 1, Last: 10, Src: "book"},
		TurnDates:    []TurnDate{{Turn: 11, Start: "1945-05-01", Src: "book"}},
		SpecialRules: []RuleRef{{ID: "courland", Rule: "8.0", Summary: "Courland."}, {ID: "garrisons", Rule: "10.0", Summary: "Garrisons."}},
		Victory:      Victory{Kind: VictoryPoints, Summary: "Most points."},
		Setup: []Placement{{Counter: "a", Hex: h("0101"), Src: "book"}, {Counter: "b", Hex: h("0102"), Src: "errata"},
			{Counter: "c", Zone: "courland", Src: "book"}},
		SetAside: []SetAside{{Counter: "d", Reason: "reserve", Src: "book"}},
		Sources: Sources{{ID: "book", Kind: SourceRulebook, Title: "Rules"}, {ID: "errata", Kind: SourceErrata, Title: "Errata"},
			{ID: "mag", Kind: SourceArticle, Title: "An article"}},
	}
}

// variantOf is a copy of the base as a variant, changed by change.
func variantOf(change func(v *Scenario)) *Scenario {
	v := *creditBase()
	v.ID, v.BasedOn = "v", "base"
	v.Setup, v.SetAside = slices.Clone(v.Setup), slices.Clone(v.SetAside)
	v.SpecialRules = slices.Clone(v.SpecialRules)
	v.Sources = v.Sources.WithAuthorNamed("Anna")
	change(&v)
	return &v
}

// TestCiteVariant: whatever a variant's data cited before (a copied
// rulebook src, the author's, none), what differs from the base cites the
// author and what equals it cites the base's source; an article cited on
// purpose stays; an own rule without a number is numbered V1; running it
// again changes nothing.
func TestCiteVariant(t *testing.T) {
	h := func(s string) *Hex { x := MustHex(s); return &x }
	tests := []struct {
		name   string
		change func(v *Scenario)
		check  func(t *testing.T, v *Scenario)
	}{
		{"unchanged: the base's sources, the author's name kept", func(v *Scenario) {}, func(t *testing.T, v *Scenario) {
			if v.Setup[0].Src != "book" || v.Turns.Src != "book" || v.Sources.AuthorName() != "Anna" {
				t.Errorf("%+v %+v, author %q", v.Setup, v.Turns, v.Sources.AuthorName())
			}
		}},
		{"unchanged and unnamed: no author source", func(v *Scenario) { v.Sources = creditBase().Sources.WithAuthor() }, func(t *testing.T, v *Scenario) {
			if v.Setup[0].Src != "book" || v.Setup[1].Src != "errata" || v.Turns.Src != "book" || v.SpecialRules[0].Src != "" {
				t.Errorf("%+v %+v %+v", v.Setup, v.Turns, v.SpecialRules)
			}
			if _, ok := v.Sources.Find(AuthorSourceID); ok {
				t.Error("the author source stays though nothing cites it")
			}
		}},
		{"a moved unit still citing the book", func(v *Scenario) { v.Setup[0].Hex = h("0103") }, func(t *testing.T, v *Scenario) {
			if v.Setup[0].Src != AuthorSourceID || v.Sources.AuthorName() != "Anna" {
				t.Errorf("%+v, author %q", v.Setup[0], v.Sources.AuthorName())
			}
		}},
		{"a unit moved back citing the author", func(v *Scenario) { v.Setup[1].Src = AuthorSourceID }, func(t *testing.T, v *Scenario) {
			if v.Setup[1].Src != "errata" {
				t.Errorf("%+v", v.Setup[1])
			}
		}},
		{"a moved unit citing an article on purpose", func(v *Scenario) { v.Setup[2].Zone, v.Setup[2].Hex, v.Setup[2].Src = "", h("0201"), "mag" },
			func(t *testing.T, v *Scenario) {
				if v.Setup[2].Src != "mag" {
					t.Errorf("%+v", v.Setup[2])
				}
			}},
		{"an added unit and one set aside anew", func(v *Scenario) {
			v.Setup = append(v.Setup, Placement{Counter: "e", Hex: h("0301"), Src: "book"})
			v.SetAside[0].Reason = "held back"
		}, func(t *testing.T, v *Scenario) {
			if v.Setup[3].Src != AuthorSourceID || v.SetAside[0].Src != AuthorSourceID {
				t.Errorf("%+v %+v", v.Setup[3], v.SetAside)
			}
		}},
		{"turns, a date, a rule and the victory changed", func(v *Scenario) {
			v.Turns = Turns{First: 2, Last: 9, Src: "book"}
			v.TurnDates = []TurnDate{{Turn: 11, Start: "1945-06-01", Src: "book"}}
			v.SpecialRules[1].Summary = "Garrisons, changed."
			v.Victory.Summary = "Fewest losses."
		}, func(t *testing.T, v *Scenario) {
			if v.Turns.Src != AuthorSourceID || v.TurnDates[0].Src != AuthorSourceID || v.SpecialRules[1].Src != AuthorSourceID || v.SpecialRules[1].Rule != "10.0" || v.Victory.Src != AuthorSourceID {
				t.Errorf("%+v %+v %+v %+v", v.Turns, v.TurnDates, v.SpecialRules, v.Victory)
			}
			if v.SpecialRules[0].Src != "" {
				t.Errorf("the rule kept cites %q", v.SpecialRules[0].Src)
			}
		}},
		{"own rules without a number", func(v *Scenario) {
			v.SpecialRules = append(v.SpecialRules, RuleRef{ID: "mud", Summary: "Mud."})
			v.OptionalRules = append(v.OptionalRules, RuleRef{ID: "snow", Summary: "Snow."})
		}, func(t *testing.T, v *Scenario) {
			if r := v.SpecialRules[2]; r.Rule != "V1" || r.Src != AuthorSourceID {
				t.Errorf("%+v", r)
			}
			if r := v.OptionalRules[0]; r.Rule != "V2" || r.Src != AuthorSourceID {
				t.Errorf("%+v", r)
			}
		}},
		{"turns back to the base's citing the author", func(v *Scenario) { v.Turns.Src = AuthorSourceID }, func(t *testing.T, v *Scenario) {
			if v.Turns.Src != "book" {
				t.Errorf("%+v", v.Turns)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := creditBase()
			v := variantOf(tt.change)
			v.CiteVariant(base, base.Setup)
			tt.check(t, v)
			again := *v
			again.CiteVariant(base, base.Setup)
			if a, b := mustEncode(t, &again), mustEncode(t, v); a != b {
				t.Errorf("a second run changed the variant:\n%s\n%s", a, b)
			}
		})
	}
}

func mustEncode(t *testing.T, s *Scenario) string {
	t.Helper()
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestAuthorRuleNumber: V1, V2 … are the author's; a rulebook number, V0,
// V01 and a bare V are not.
func TestAuthorRuleNumber(t *testing.T) {
	for n, want := range map[string]bool{"V1": true, "V12": true, "12.4": false, "V0": false, "V01": false, "V": false, "v1": false} {
		if got := IsAuthorRuleNumber(n); got != want {
			t.Errorf("IsAuthorRuleNumber(%q) = %v", n, got)
		}
	}
}
