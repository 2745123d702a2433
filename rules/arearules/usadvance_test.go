package arearules

import (
	"slices"
	"strings"
	"testing"
)

// The American advance on track 1 of the reconstruction: Leipzig, then
// Jüterbog (2.2.2, L110; Jüterbog put on track 1 by the project, NOTES);
// beyond it the track is unknown and refused, naming where it stops.
func TestNextUSZone(t *testing.T) {
	ed := bundled(t)
	for done, want := range []string{"leipzig", "juterbog"} {
		got, err := NextUSZone(ed.Map, 1, done)
		if err != nil || got != want {
			t.Errorf("track 1 after %d captures: %q %v, want %q", done, got, err, want)
		}
	}
	if _, err := NextUSZone(ed.Map, 1, 2); err == nil || !strings.Contains(err.Error(), "Jüterbog") || !strings.Contains(err.Error(), "unknown") {
		t.Errorf("track 1 beyond Jüterbog: got %v, want a refusal naming Jüterbog", err)
	}
	if got, err := NextUSZone(ed.Map, 3, 0); err != nil || got != "kyritz" {
		t.Errorf("track 3 starts at %q %v, want kyritz (L110)", got, err)
	}
	if _, err := NextUSZone(ed.Map, 4, 0); err == nil {
		t.Error("a fourth track is accepted")
	}
}

// 2.2.6 (L124): the Americans reach Jüterbog, held by two German units.
// Each tests: 4 or less leaves the game; 5 or more goes to an adjacent
// zone of higher index clear of Soviet units, here Luckau only, Trebbin
// (index 5) holding a Soviet unit and Leipzig (index 1) being lower.
// 2.2.4 (L116): with a Soviet unit in Jüterbog the advance halts on all
// three tracks instead.
func TestUSAdvanceExamples(t *testing.T) {
	ed := bundled(t)
	p := position(t, "us-advance-2-2.json")
	zone, err := NextUSZone(ed.Map, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	c, err := CaptureByUS(ed, zone, p.Units[zone])
	if err != nil {
		t.Fatal(err)
	}
	if c.Halted || !slices.Equal(c.Tests, p.Units["juterbog"]) || c.Rule != "2.2.6, L124" {
		t.Errorf("into a German zone: %+v, want both Germans tested (L124)", c)
	}
	nat := func(id string) string { return nationalityOf(ed, id) }
	cases := []struct {
		die       int
		us        []string
		withdrawn bool
		to        []string
	}{
		{1, nil, true, nil},
		{4, nil, true, nil},
		{5, nil, false, []string{"luckau"}},
		{6, nil, false, []string{"luckau"}},
		{6, []string{"luckau"}, true, nil},
	}
	for _, tc := range cases {
		w, to, err := GermanBeforeUS(ed.Map, zone, tc.die, p.Units, tc.us, nat)
		if err != nil || w != tc.withdrawn || !slices.Equal(to, tc.to) {
			t.Errorf("die %d, US in %v: withdrawn %v to %v (%v), want %v %v (L124)", tc.die, tc.us, w, to, err, tc.withdrawn, tc.to)
		}
	}
	if _, _, err := GermanBeforeUS(ed.Map, zone, 7, p.Units, nil, nat); err == nil {
		t.Error("die 7 accepted")
	}

	soviet := append([]string{"sov-3ga-a"}, p.Units["juterbog"]...)
	c, err = CaptureByUS(ed, zone, soviet)
	if err != nil || !c.Halted || len(c.Tests) != 0 || c.Rule != "2.2.4, L116" {
		t.Errorf("into a zone with a Soviet unit: %+v %v, want the advance halted (L116)", c, err)
	}
	c, _ = CaptureByUS(ed, "leipzig", nil)
	if c.Halted || len(c.Tests) != 0 {
		t.Errorf("into an empty zone: %+v, want a plain capture", c)
	}
}
