package arearules

import (
	"strings"
	"testing"
)

// The City Progress example (L404-408): both 8GA counters (20 each) in
// Tempelhof against SS Nordland (6) and the garrison: 40 against 20+6 is
// 1:1, DRM +1 for the complete army and +1 for the extra support point;
// the 5 rolled becomes 7.
func TestTempelhofProgressExample(t *testing.T) {
	ed := bundled(t)
	o, err := ComputeProgressOdds(ed, ProgressAttack{Zone: "tempelhof", Soviet: true, Attackers: []string{"sov-8ga-a", "sov-8ga-b"}, Defenders: []string{"ger-11ss"}, Support: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if o.Attack != 40 || o.Defence != 26 || o.Column != "1:1" || o.DRM != 2 || 5+o.DRM != 7 {
		t.Errorf("%g : %g = %s, DRM %d; want 40 : 26 = 1:1, DRM +2, 5 to 7 (L408)", o.Attack, o.Defence, o.Column, o.DRM)
	}
	// +1 more for each adjacent controlled Berlin zone (L408), and none
	// for a zone that is not adjacent.
	o, _ = ComputeProgressOdds(ed, ProgressAttack{Zone: "tempelhof", Soviet: true, Attackers: []string{"sov-8ga-a", "sov-8ga-b"}, Defenders: []string{"ger-11ss"}, Support: true, Controlled: []string{"zehlendorf", "berlin-north"}}, nil)
	if o.DRM != 3 {
		t.Errorf("DRM %d with Zehlendorf controlled, want +3: %+v", o.DRM, o.Modifiers)
	}
}

// 9.2.4's example (L414): a German unit of 8 in Tempelhof and two from
// Trebbin adding 8 against a Soviet unit of 7: 16 : 7 is 2:1. The garrison
// never attacks (L410). The units are unnamed, so the position gives
// their strengths to the counters standing for them.
func TestTrebbinProgressExample(t *testing.T) {
	ed := bundled(t)
	vals := Strengths{
		{Counters: []string{"ger-11ss"}, Strength: 8, Line: 414},
		{Counters: []string{"ger-23ss", "ger-18-pz-gr"}, Strength: 8, Line: 414},
		{Counters: []string{"sov-52-a"}, Strength: 7, Line: 414},
	}
	if !ed.Map.Adjacent("tempelhof", "trebbin") || ed.Map.Zones["trebbin"].Berlin {
		t.Fatal("Trebbin is a non-city zone adjacent to Tempelhof (L414)")
	}
	o, err := ComputeProgressOdds(ed, ProgressAttack{Zone: "tempelhof", Attackers: []string{"ger-11ss", "ger-23ss", "ger-18-pz-gr"}, Defenders: []string{"sov-52-a"}}, vals)
	if err != nil {
		t.Fatal(err)
	}
	if o.Attack != 16 || o.Defence != 7 || o.Column != "2:1" || o.DRM != 0 {
		t.Errorf("%g : %g = %s, DRM %d; want 16 : 7 = 2:1 (L414)", o.Attack, o.Defence, o.Column, o.DRM)
	}
}

// A garrison the sources do not give is refused, naming the zone.
func TestProgressRefusedOnUnknownGarrison(t *testing.T) {
	ed := bundled(t)
	_, err := ComputeProgressOdds(ed, ProgressAttack{Zone: "zehlendorf", Soviet: true, Attackers: []string{"sov-8ga-a"}}, nil)
	if err == nil || !strings.Contains(err.Error(), "Zehlendorf") || !strings.Contains(err.Error(), "unknown") {
		t.Errorf("got %v, want a refusal naming Zehlendorf's unknown garrison", err)
	}
	if _, err := ComputeProgressOdds(ed, ProgressAttack{Zone: "zossen", Soviet: true, Attackers: []string{"sov-8ga-a"}}, nil); err == nil {
		t.Error("a City Progress attack outside Berlin is accepted")
	}
}
