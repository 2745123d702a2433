package arearules

import (
	"os"
	"strings"
	"testing"
)

// position reads a position file of testdata.
func position(t *testing.T, name string) *Position {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParsePosition(b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// 7.4's example (L315-319): Tempelhof holds a German and a Soviet unit at
// City Progress level 1. A Soviet unit from Zossen enters Tempelhof and
// stops, the zone not being Soviet controlled; the Soviet unit already in
// Tempelhof may enter Zehlendorf (empty) and stops there too. With
// Tempelhof at level 2 the unit from Zossen would not stop (7.4.6).
func TestBerlinMovementExample(t *testing.T) {
	ed := bundled(t)
	p := position(t, "berlin-move-7-4.json")
	c := City{Units: map[string][]string{"trebbin": {"ger-606"}, "zehlendorf": {"ger-309"}}, Progress: p.Progress}
	for z, ids := range p.Units {
		c.Units[z] = append(c.Units[z], ids...)
	}
	cases := []struct {
		name     string
		id       string
		from, to string
		level    int
		want     Entry
	}{
		{"Zossen to Tempelhof at level 1 (L315)", "sov-8ga-b", "zossen", "tempelhof", 1, Entry{Allowed: true, Stops: true, Rule: "7.4.6, L313"}},
		{"Tempelhof to Zehlendorf, empty (L317)", "sov-8ga-a", "tempelhof", "zehlendorf", 1, Entry{Allowed: true, Stops: true, Rule: "7.4.6, L313"}},
		{"Zossen to Tempelhof at level 2", "sov-8ga-b", "zossen", "tempelhof", 2, Entry{Allowed: true}},
		{"a German leaves contested Tempelhof for Zossen (7.4.2)", "ger-11ss", "tempelhof", "zossen", 1, Entry{Rule: "7.4.2, L305"}},
		{"a German crosses the nexus to Berlin North (7.4.4)", "ger-11ss", "tempelhof", "berlin-north", 1, Entry{Allowed: true, Rule: "7.4.4, L309"}},
		{"a German enters contested Tempelhof from Trebbin (7.4.1)", "ger-606", "trebbin", "tempelhof", 1, Entry{Rule: "7.4.1, L303"}},
		{"a German from Zehlendorf stops in contested Tempelhof (7.4.3)", "ger-309", "zehlendorf", "tempelhof", 1, Entry{Allowed: true, Stops: true, Rule: "7.4.3, L307"}},
		{"a German from Zehlendorf stops in controlled Tempelhof (7.4.3)", "ger-309", "zehlendorf", "tempelhof", 2, Entry{Allowed: true, Stops: true, Rule: "7.4.3, L307"}},
		{"a German enters Zehlendorf from Trebbin, not contested", "ger-606", "trebbin", "zehlendorf", 0, Entry{Allowed: true}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c.Progress = map[string]int{"tempelhof": tc.level}
			got, err := EnterZone(ed, c, tc.id, tc.from, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
	if p.Progress["tempelhof"] != 1 {
		t.Errorf("the position's Tempelhof is at level %d, the example's at 1 (L315)", p.Progress["tempelhof"])
	}
}

// EnterZone refuses a move between zones that are not adjacent, and a
// Soviet unit may not use the nexus (7.4.4 is for Germans).
func TestEnterZoneRefuses(t *testing.T) {
	ed := bundled(t)
	c := City{Units: map[string][]string{"tempelhof": {"sov-8ga-a"}, "lebus": {"ger-606"}}}
	if !ed.Map.Adjacent("tempelhof", "berlin-north") {
		if _, err := EnterZone(ed, c, "sov-8ga-a", "tempelhof", "berlin-north"); err == nil {
			t.Error("a Soviet unit crosses the nexus")
		}
	}
	if _, err := EnterZone(ed, c, "ger-606", "lebus", "tempelhof"); err == nil || !strings.Contains(err.Error(), "not adjacent") {
		t.Errorf("Lebus to Tempelhof: got %v, want not adjacent", err)
	}
	if _, err := EnterZone(ed, c, "sov-8ga-b", "tempelhof", "zossen"); err == nil {
		t.Error("a unit not in its zone moves")
	}
}

// 9.1.5's example (L394): the Soviet unit controlling Tempelhof leaves
// it empty: the level falls to 0 and its camp loses 3 VPs for the zone
// and 3 more for leaving it empty, -6 in all. Contested only (level 1),
// the loss is the zone's value once; a Soviet unit remaining keeps it.
func TestLeavingTempelhofExample(t *testing.T) {
	ed := bundled(t)
	p := position(t, "tempelhof-left-9-1-5.json")
	level := p.Progress["tempelhof"]
	cases := []struct {
		name  string
		level int
		units []string
		want  Left
	}{
		{"controlled, left empty (L394)", level, nil, Left{Level: 0, VP: -6, Rule: "9.1.5, L392"}},
		{"contested, left empty", 1, nil, Left{Level: 0, VP: -3, Rule: "9.1.5, L392"}},
		{"controlled, a German enters", level, []string{"ger-11ss"}, Left{Level: 0, VP: -6, Rule: "9.1.5, L392"}},
		{"controlled, a Soviet unit remains", level, p.Units["tempelhof"], Left{Level: 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := LeaveBerlinZone(ed, "tempelhof", tc.level, tc.units)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
	// Zehlendorf's value is not given: refused, naming it.
	if _, err := LeaveBerlinZone(ed, "zehlendorf", 2, nil); err == nil || !strings.Contains(err.Error(), "Zehlendorf") || !strings.Contains(err.Error(), "unknown") {
		t.Errorf("got %v, want a refusal naming Zehlendorf's unknown VPs", err)
	}
	if _, err := LeaveBerlinZone(ed, "zossen", 2, nil); err == nil {
		t.Error("9.1.5 applied to a zone outside Berlin")
	}
}

// 10.2.1's example (L442): a Soviet unit in Zossen activated and turned at
// once scores 1 VP, the first time in the game only; the other camp
// shelling later scores nothing. A zone not adjacent to Berlin cannot
// shell it.
func TestShellingExample(t *testing.T) {
	ed := bundled(t)
	p := position(t, "shelling-10-2-1.json")
	id := p.Units["zossen"][0]
	var s Shelling
	for i, want := range []int{1, 0} {
		got, err := s.Shell(ed, id, "zossen")
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("shelling %d from Zossen scores %d, want %d (L442)", i+1, got, want)
		}
	}
	if s.By != "zhukov" {
		t.Errorf("scored by %q, want zhukov", s.By)
	}
	if got, err := s.Shell(ed, "sov-3ga-a", "zossen"); err != nil || got != 0 {
		t.Errorf("the other camp scores %d (%v) after the first, want 0", got, err)
	}
	var fresh Shelling
	if _, err := fresh.Shell(ed, id, "lebus"); err == nil || !strings.Contains(err.Error(), "Lebus") {
		t.Errorf("shelling from Lebus: got %v, want refused naming it", err)
	}
	if _, err := fresh.Shell(ed, "ger-11ss", "zossen"); err == nil {
		t.Error("a German unit shells Berlin")
	}
}
