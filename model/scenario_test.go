package model

import (
	"strings"
	"testing"
)

func hexp(s string) *Hex { h := MustHex(s); return &h }

func TestPlacementForceOf(t *testing.T) {
	set := testSet()
	idx := set.Index()
	tests := []struct {
		name    string
		p       Placement
		c       *Counter
		want    Force
		wantErr string
	}{
		{"allied counter gives its force", Placement{Counter: "5-us"}, idx["5-us"], WesternAllied, ""},
		{"german placement gives the force", Placement{Counter: "67", Force: WestGerman}, idx["67"], WestGerman, ""},
		{"german without placement force", Placement{Counter: "67"}, idx["67"], "", "names none"},
		{"disagreeing forces", Placement{Counter: "5-us", Force: Soviet}, idx["5-us"], "", "says soviet but the counter is western-allied"},
		{"agreeing forces", Placement{Counter: "1-ukr", Force: Soviet}, idx["1-ukr"], Soviet, ""},
		{"unknown counter", Placement{Counter: "99-us"}, nil, "", "no such counter"},
		{"wrong counter", Placement{Counter: "5-us"}, idx["67"], "", "given counter"},
	}
	for _, tt := range tests {
		got, err := tt.p.ForceOf(tt.c)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: error = %v, want one containing %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%s: ForceOf = %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
}

func TestPlacementWhere(t *testing.T) {
	tests := []struct {
		p    Placement
		want string
	}{
		{Placement{Hex: hexp("0926")}, "0926"},
		{Placement{Zone: "courland"}, "zone courland"},
		{Placement{Box: "soviet-destroyed"}, "box soviet-destroyed"},
		{Placement{}, "nowhere"},
	}
	for _, tt := range tests {
		if got := tt.p.Where(); got != tt.want {
			t.Errorf("Where() = %q, want %q", got, tt.want)
		}
	}
}

func TestEffectiveSetup(t *testing.T) {
	set := testSet()
	all := []Force{Soviet, WesternAllied, EastGerman, WestGerman}
	hist := &Scenario{ID: "historical", Edition: "1975", Forces: ForcesInPlay{InPlay: all}, Setup: []Placement{
		{Counter: "1-ukr", Hex: hexp("2224")},
		{Counter: "5-us", Hex: hexp("2104")},
		{Counter: "67", Hex: hexp("2105"), Force: WestGerman},
	}}
	east := &Scenario{ID: "collapse", Edition: "1975", SetupFrom: "historical", Forces: ForcesInPlay{InPlay: []Force{Soviet, EastGerman}}}
	west := &Scenario{ID: "west", Edition: "1975", SetupFrom: "historical", Forces: ForcesInPlay{InPlay: []Force{WesternAllied, WestGerman}}}
	chained := &Scenario{ID: "chained", Edition: "1975", SetupFrom: "west", Forces: ForcesInPlay{InPlay: all}}
	aside := &Scenario{ID: "aside", Edition: "1975", SetupFrom: "historical", Forces: ForcesInPlay{InPlay: all},
		SetAside: []SetAside{{Counter: "5-us", Reason: "test"}}}
	missing := &Scenario{ID: "missing", Edition: "1975", SetupFrom: "nonesuch", Forces: ForcesInPlay{InPlay: all}}
	loopA := &Scenario{ID: "loop-a", Edition: "1975", SetupFrom: "loop-b"}
	loopB := &Scenario{ID: "loop-b", Edition: "1975", SetupFrom: "loop-a"}
	other := &Scenario{ID: "other", Edition: "1994", SetupFrom: "historical", Forces: ForcesInPlay{InPlay: all}}
	both := &Scenario{ID: "both", Edition: "1975", SetupFrom: "historical", Setup: hist.Setup}
	viaBoth := &Scenario{ID: "via-both", Edition: "1975", SetupFrom: "both", Forces: ForcesInPlay{InPlay: all}}
	bad := &Scenario{ID: "bad", Edition: "1975", Forces: ForcesInPlay{InPlay: all}, Setup: []Placement{{Counter: "67", Hex: hexp("2105")}}}
	viaBad := &Scenario{ID: "via-bad", Edition: "1975", SetupFrom: "bad", Forces: ForcesInPlay{InPlay: all}}
	lookup := LookupIn([]*Scenario{hist, east, west, chained, aside, missing, loopA, loopB, other, both, viaBoth, bad, viaBad})

	tests := []struct {
		s       *Scenario
		want    string // counters, comma separated, in order
		wantErr string
	}{
		{hist, "1-ukr,5-us,67", ""},
		{east, "1-ukr", ""},
		{west, "5-us,67", ""},
		{chained, "5-us,67", ""}, // west has already dropped the eastern forces
		{aside, "1-ukr,67", ""},
		{missing, "", "does not exist"},
		{loopA, "", "setupFrom loop"},
		{other, "", "of edition 1975"},
		{viaBoth, "", "both setup and setupFrom"},
		{bad, "", "names none"},
		{viaBad, "", "scenario bad: placement of \"67\""},
	}
	for _, tt := range tests {
		got, err := tt.s.EffectiveSetup(lookup, set)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: error = %v, want one containing %q", tt.s.ID, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.s.ID, err)
			continue
		}
		var ids []string
		for _, p := range got {
			ids = append(ids, p.Counter)
		}
		if strings.Join(ids, ",") != tt.want {
			t.Errorf("%s: effective setup = %v, want %s", tt.s.ID, ids, tt.want)
		}
	}
}

func TestScenarioHelpers(t *testing.T) {
	s := &Scenario{
		Control: []Control{
			{Player: SovietPlayer, Forces: []Force{Soviet, WestGerman}},
			{Player: WesternAlliedPlayer, Forces: []Force{WesternAllied, EastGerman}},
		},
		Forces:        ForcesInPlay{InPlay: []Force{Soviet, WesternAllied, EastGerman, WestGerman}},
		Hostile:       [][2]Force{{Soviet, EastGerman}, {WesternAllied, WestGerman}},
		SpecialRules:  []RuleRef{{ID: "courland", Rule: "8.0"}},
		OptionalRules: []RuleRef{{ID: "split-stack-combat", Rule: "18.0", Amends: "6.3"}},
	}
	hostile := []struct {
		a, b Force
		want bool
	}{
		{Soviet, EastGerman, true},
		{EastGerman, Soviet, true},
		{WestGerman, WesternAllied, true},
		{Soviet, WesternAllied, false},
		{Soviet, WestGerman, false},
	}
	for _, tt := range hostile {
		if got := s.HostileAtStart(tt.a, tt.b); got != tt.want {
			t.Errorf("HostileAtStart(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
	players := []struct {
		f    Force
		want Player
		ok   bool
	}{
		{Soviet, SovietPlayer, true},
		{WestGerman, SovietPlayer, true},
		{EastGerman, WesternAlliedPlayer, true},
		{Force("nobody"), "", false},
	}
	for _, tt := range players {
		if got, ok := s.PlayerOf(tt.f); got != tt.want || ok != tt.ok {
			t.Errorf("PlayerOf(%s) = %s, %v; want %s, %v", tt.f, got, ok, tt.want, tt.ok)
		}
	}
	if r, ok := s.SpecialRule("courland"); !ok || r.Rule != "8.0" {
		t.Errorf("SpecialRule(courland) = %+v, %v", r, ok)
	}
	if _, ok := s.SpecialRule("split-stack-combat"); ok {
		t.Errorf("an optional rule was found among the special rules")
	}
	if r, ok := s.OptionalRule("split-stack-combat"); !ok || r.Amends != "6.3" {
		t.Errorf("OptionalRule(split-stack-combat) = %+v, %v", r, ok)
	}
	if !s.InPlay(WestGerman) || s.InPlay(Force("x")) {
		t.Errorf("InPlay is wrong")
	}
}
