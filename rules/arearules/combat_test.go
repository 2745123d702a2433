package arearules

import (
	"os"
	"slices"
	"strings"
	"testing"
)

func lebusPosition(t *testing.T) *Position {
	t.Helper()
	b, err := os.ReadFile("testdata/lebus-8-2.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ParsePosition(b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func attackOf(t *testing.T, p *Position) Attack {
	t.Helper()
	a := Attack{From: map[string]string{}, Defender: p.Attack.Defender, Defenders: p.Units[p.Attack.Defender]}
	for _, id := range p.Attack.Attackers {
		z, ok := p.ZoneOf(id)
		if !ok {
			t.Fatalf("attacker %s is in no zone of the position", id)
		}
		a.From[id] = z
	}
	return a
}

// TestLebusCombatExample is 8.2's example of combat (L338-348): 74
// against 22 is 3:1 (L346), DRM +1 +1 -1 -1 = 0 (L342-344), the die 5
// gives D2R (L346): both German units flip, neither is eliminated, and
// they retreat; the Soviets may advance two units and no more (L348).
func TestLebusCombatExample(t *testing.T) {
	ed := bundled(t)
	p := lebusPosition(t)
	odds, err := ComputeOdds(ed, attackOf(t, p), p.Strengths)
	if err != nil {
		t.Fatal(err)
	}
	if odds.Attack != 74 || odds.Defence != 22 || odds.Column != "3:1" {
		t.Errorf("odds %g : %g = %s, want 74 : 22 = 3:1 (L342-346)", odds.Attack, odds.Defence, odds.Column)
	}
	var mods []int
	for _, m := range odds.Modifiers {
		mods = append(mods, m.Value)
	}
	if odds.DRM != 0 || !slices.Equal(mods, []int{1, 1, -1, -1}) {
		t.Errorf("DRM %d from %+v, want +1 +1 -1 -1 = 0 (L342-344)", odds.DRM, odds.Modifiers)
	}
	roll := p.Die + odds.DRM
	if roll != p.Cell.Roll || odds.Column != p.Cell.Column {
		t.Fatalf("the example reads column %s roll %d, the combat gives %s roll %d", p.Cell.Column, p.Cell.Roll, odds.Column, roll)
	}
	res, err := ParseResult(p.Cell.Result)
	if err != nil {
		t.Fatal(err)
	}
	if res != (Result{DefenderSteps: 2, Retreat: true}) {
		t.Fatalf("D2R read as %+v", res)
	}
	losses := StepLosses(ed, p.Units["lebus"], nil, res.DefenderSteps, p.Attack.Camp)
	if len(losses) != 2 || losses[0].Counter == losses[1].Counter || losses[0].Eliminated || losses[1].Eliminated {
		t.Errorf("losses %+v: want each German unit flipped, neither eliminated (L346)", losses)
	}
	// The Germans retreat one zone (L346), by 8.3.2: never east of the
	// line, never into a Soviet zone, first to an index not above Lebus's.
	nat := func(id string) string {
		c, _ := ed.Counters.Counter(id)
		f, _ := ed.Force(c.Force)
		return f.Nationality
	}
	retreat := RetreatZones(ed.Map, "lebus", German, p.Units, nat)
	if len(retreat) == 0 {
		t.Fatal("no retreat from Lebus")
	}
	if first := ed.Map.Zones[retreat[0]]; first.Index > ed.Map.Zones["lebus"].Index {
		t.Errorf("the first retreat zone %s has a higher index than Lebus (L356)", retreat[0])
	}
	for _, z := range retreat {
		if z == "bridgehead" || z == "goritz" || ed.Map.Zones[z].Side == "east" {
			t.Errorf("a German retreat into %s (L270, L356)", z)
		}
	}
	// Lebus is empty: the two 8GA counters may advance, a third may not
	// (L348).
	if fs := CheckStack(ed, "lebus", []string{"sov-8ga-a", "sov-8ga-b"}); len(fs) > 0 {
		t.Errorf("the advance of both 8GA counters is refused: %+v", fs)
	}
	fs := CheckStack(ed, "lebus", []string{"sov-8ga-a", "sov-8ga-b", "sov-1gta-a"})
	if len(fs) != 1 || fs[0].Code != "stacking.over-limit" {
		t.Errorf("a third counter advancing into Lebus: %+v, want stacking.over-limit (L348)", fs)
	}
}

// The edition gives no strength for the 1st Guards Tank Army: without the
// example's values the odds are refused, naming it.
func TestOddsRefusedOnUnknownStrength(t *testing.T) {
	ed := bundled(t)
	p := lebusPosition(t)
	_, err := ComputeOdds(ed, attackOf(t, p), nil)
	if err == nil || !strings.Contains(err.Error(), "sov-1gta-a") || !strings.Contains(err.Error(), "unknown") {
		t.Errorf("odds with unknown strengths: %v, want a refusal naming sov-1gta-a", err)
	}
}

// 8.2.2 (L336, continued at L350): with German units of both camps
// defending, losses alternate between the camps, the camp not attacking
// first; every unit takes one before any takes a second.
func TestStepLossesAlternateCamps(t *testing.T) {
	ed := bundled(t)
	defenders := []string{"ger-342", "ger-303", "ger-20-pz-gr"} // Zhukov's, Koniev's, Koniev's
	tests := []struct {
		camp    string
		n       int
		reduced map[string]bool
		want    []Loss
	}{
		{"zhukov", 3, nil, []Loss{{"ger-303", false}, {"ger-342", false}, {"ger-20-pz-gr", false}}},
		{"koniev", 3, nil, []Loss{{"ger-342", false}, {"ger-303", false}, {"ger-20-pz-gr", false}}},
		{"zhukov", 4, nil, []Loss{{"ger-303", false}, {"ger-342", false}, {"ger-20-pz-gr", false}, {"ger-303", true}}},
		{"zhukov", 2, map[string]bool{"ger-303": true}, []Loss{{"ger-303", true}, {"ger-342", false}}},
		{"zhukov", 9, nil, []Loss{{"ger-303", false}, {"ger-342", false}, {"ger-20-pz-gr", false}, {"ger-303", true}, {"ger-342", true}, {"ger-20-pz-gr", true}}},
	}
	for _, tt := range tests {
		if got := StepLosses(ed, defenders, tt.reduced, tt.n, tt.camp); !slices.Equal(got, tt.want) {
			t.Errorf("%d losses, %s attacking, reduced %v: %+v, want %+v", tt.n, tt.camp, tt.reduced, got, tt.want)
		}
	}
}

func TestParseResult(t *testing.T) {
	tests := []struct {
		code string
		want Result
		bad  bool
	}{
		{"D2R", Result{DefenderSteps: 2, Retreat: true}, false},
		{"A1", Result{AttackerSteps: 1}, false},
		{"A1D1", Result{AttackerSteps: 1, DefenderSteps: 1}, false},
		{"R", Result{Retreat: true}, false},
		{"", Result{}, true},
		{"D0", Result{}, true},
		{"RD2", Result{}, true},
		{"d2r", Result{}, true},
	}
	for _, tt := range tests {
		got, err := ParseResult(tt.code)
		if (err != nil) != tt.bad || got != tt.want {
			t.Errorf("ParseResult(%q) = %+v, %v", tt.code, got, err)
		}
	}
}

func TestParsePositionRefuses(t *testing.T) {
	good, err := os.ReadFile("testdata/lebus-8-2.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, from, to string }{
		{"unknown member", `"die": 5`, `"dice": 5`},
		{"die off the die", `"die": 5`, `"die": 7`},
		{"column", `"column": "3:1"`, `"column": "3-1"`},
		{"result", `"result": "D2R"`, `"result": "X"`},
		{"trailing data", "}\n", "}\n{}"},
	} {
		bad := strings.Replace(string(good), tt.from, tt.to, 1)
		if bad == string(good) {
			t.Fatalf("%s: nothing replaced", tt.name)
		}
		if _, err := ParsePosition([]byte(bad)); err == nil {
			t.Errorf("%s: accepted", tt.name)
		}
	}
}

func FuzzParsePosition(f *testing.F) {
	b, err := os.ReadFile("testdata/lebus-8-2.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte(`{"edition": "x", "units": {"a": ["b"]}, "progress": {"a": 1}}`))
	f.Add([]byte(`{"edition": "x", "units": {"a": ["b"]}, "cell": {"column": "1:1", "result": "A1"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParsePosition(data)
		if err != nil {
			return
		}
		if p.Die != 0 && (p.Die < 1 || p.Die > 6) {
			t.Errorf("accepted die %d", p.Die)
		}
		for z, l := range p.Progress {
			if l < 0 {
				t.Errorf("accepted City Progress level %d in %s", l, z)
			}
		}
	})
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"D2R", "A1", "A1D1", "R", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		r, err := ParseResult(code)
		if err != nil {
			return
		}
		if r.AttackerSteps < 0 || r.AttackerSteps > 9 || r.DefenderSteps < 0 || r.DefenderSteps > 9 || r == (Result{}) {
			t.Errorf("%q read as %+v", code, r)
		}
	})
}
