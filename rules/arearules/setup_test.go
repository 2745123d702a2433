package arearules

import (
	"slices"
	"testing"
)

// TestStandardSetupIsLegal: the setup of rule 11 (L456-517) places 66
// counters in 31 zones and brings in 19 later; every one of the 85
// counters once; and the setup breaks no stacking rule: Soviet
// over-stacks only east of the Oder-Neisse line or in the bridgehead
// (L254), Germans at most 3 a zone (L250) and west of the line (L270), the
// two Soviet camps never together (L287, L311).
func TestStandardSetupIsLegal(t *testing.T) {
	ed := bundled(t)
	sc, ok := ed.Scenario("standard")
	if !ok {
		t.Fatal("no standard scenario")
	}
	placed := sc.Placed()
	zones := map[string]bool{}
	for _, p := range sc.Setup {
		zones[p.Zone] = true
	}
	var arriving []string
	for _, r := range sc.Reinforcements {
		arriving = append(arriving, r.Counters...)
	}
	if len(placed) != 66 || len(zones) != 31 || len(arriving) != 19 {
		t.Errorf("%d counters placed in %d zones and %d arriving, want 66 in 31 and 19 (L460-517)", len(placed), len(zones), len(arriving))
	}
	if n := len(ed.Counters.Counters); n != 85 {
		t.Errorf("%d counters, want 85", n)
	}
	for _, c := range ed.Counters.Counters {
		_, at := placed[c.ID]
		if at == slices.Contains(arriving, c.ID) {
			t.Errorf("counter %s is placed and arriving, or neither", c.ID)
		}
	}
	if fs := CheckSetup(ed, sc); len(fs) > 0 {
		t.Fatalf("the setup breaks rules: %+v", fs)
	}
	// The same, said directly of the data rather than through CheckStack.
	in := map[string][]string{}
	for c, z := range placed {
		in[z] = append(in[z], c)
	}
	for z, cs := range in {
		zone := ed.Map.Zones[z]
		nations, camps := map[string]int{}, map[string]bool{}
		for _, id := range cs {
			c, _ := ed.Counters.Counter(id)
			f, _ := ed.Force(c.Force)
			nations[f.Nationality]++
			if f.Nationality == Soviet {
				camps[f.Player] = true
			}
		}
		if nations[Soviet] > 2 && zone.Side != "east" && !zone.Bridgehead {
			t.Errorf("%d Soviet units in %s, west of the line (L254)", nations[Soviet], z)
		}
		if nations[German] > 3 || (nations[German] > 0 && zone.Side == "east") {
			t.Errorf("%d German units in %s (%s) (L250, L270)", nations[German], z, zone.Side)
		}
		if len(camps) > 1 || (nations[Soviet] > 0 && nations[German] > 0) {
			t.Errorf("%s mixes camps or nationalities (L250, L287)", z)
		}
	}
	// The over-stacked start zones the rule's exception exists for.
	for _, z := range []string{"barwalde", "kustrin", "bridgehead", "triebel", "priebus"} {
		if len(in[z]) <= 2 {
			t.Errorf("%s holds %d units; the setup over-stacks it (L460, L476-477)", z, len(in[z]))
		}
	}
}

// TestCheckStack: 6.1.2 with both exceptions, the camps apart, the
// Germans west, on the bundled map's zones and counters.
func TestCheckStack(t *testing.T) {
	ed := bundled(t)
	tests := []struct {
		name     string
		zone     string
		counters []string
		want     []string // codes, in order
	}{
		{"Berlin: 2 Soviet and 1 German (exception 1, L252)", "tempelhof", []string{"sov-8ga-a", "sov-8ga-b", "ger-11ss"}, nil},
		{"Berlin: a third Soviet", "tempelhof", []string{"sov-8ga-a", "sov-8ga-b", "sov-5sha-a"}, []string{"stacking.over-limit"}},
		{"Berlin: a second German", "zehlendorf", []string{"ger-11ss", "ger-23ss"}, []string{"stacking.over-limit"}},
		{"east of the line: any number of Soviets (exception 2, L254)", "kustrin", []string{"sov-47-a", "sov-47-b", "sov-3sha-a", "sov-3sha-b", "sov-2gta-a", "sov-2gta-b", "sov-61-a"}, nil},
		{"the bridgehead: any number (L254)", "bridgehead", []string{"sov-5sha-a", "sov-5sha-b", "sov-8ga-a", "sov-8ga-b", "sov-1gta-a"}, nil},
		{"west of the line: 2 Soviets at most (L250)", "lebus", []string{"sov-8ga-a", "sov-8ga-b", "sov-1gta-a"}, []string{"stacking.over-limit"}},
		{"3 Germans (L250)", "seelow", []string{"ger-303", "ger-20-pz-gr", "ger-541"}, nil},
		{"4 Germans", "seelow", []string{"ger-303", "ger-20-pz-gr", "ger-541", "ger-156"}, []string{"stacking.over-limit"}},
		{"Soviets and Germans outside Berlin (L250)", "lebus", []string{"sov-8ga-a", "ger-712"}, []string{"stacking.enemies"}},
		{"both Soviet camps (L287, L311)", "bridgehead", []string{"sov-8ga-a", "sov-52-a"}, []string{"stacking.fronts"}},
		{"both camps even in Berlin (L311)", "tempelhof", []string{"sov-8ga-a", "sov-52-a"}, []string{"stacking.fronts"}},
		{"Germans of both camps together", "seelow", []string{"ger-303", "ger-342"}, nil},
		{"Germans east of the line (L270)", "penzig", []string{"ger-342"}, []string{"area.wrong-side"}},
		{"a zone the map lacks", "atlantis", []string{"ger-342"}, []string{"zone.unknown"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, f := range CheckStack(ed, tt.zone, tt.counters) {
				got = append(got, f.Code)
				if f.Code != "zone.unknown" && f.Rule == "" {
					t.Errorf("%s cites no rule", f.Code)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("codes %v, want %v", got, tt.want)
			}
		})
	}
}
