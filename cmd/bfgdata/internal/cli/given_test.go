package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
)

const examples = "../../../../docs/examples/"

// The Deluxe 6.1 example runs as printed: a 7-4-8 and two 6-6-7s in 2004,
// 2104 and 2204 against two 2-3-4s in fortified broken 2105: 7+6+6=19
// against (3+3)x3=18, 1:1, a 1 is an exchange, and a 6-6-7 pays for it.
func TestDeluxeCombatExample(t *testing.T) {
	args := []string{"combat", "--edition", "1994", "--scenario", "historical",
		"--place", "us:7-4-8@2004,us:6-6-7@2104,us:6-6-7@2204,west-german:2-3-4@2105,west-german:2-3-4@2105",
		"--attackers", "2004,2104,2204", "--defender", "2105", "--die", "1", "--lose", "us:6-6-7@2104"}
	code, out, errs := run(t, args...)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	goldenOut(t, "combat-deluxe-6-1", out)
	code, out, _ = run(t, "combat", "--position", examples+"deluxe-6-1.json", "--format", "json")
	var p explain.Playout
	if code != ExitOK || json.Unmarshal([]byte(out), &p) != nil || len(p.Combats) != 1 {
		t.Fatalf("exit %d: %s", code, out)
	}
	c := p.Combats[0]
	if c.Attack != 19 || c.Defense != 6 || c.Multiplier != 3 || c.ModifiedDefense != 18 || c.Column != "1-1" ||
		c.Result == nil || c.Result.Code != "Ex" || c.Outcome == nil || len(c.Outcome.Lost) != 1 || c.Outcome.Advanced != "5-us" {
		t.Errorf("6.1 worked out as %+v", c)
	}
}

// The Deluxe 18.1 Offensive Supply example runs as printed: 21:4 is 5:1
// and a 3 gives DE; 21:5 is 4:1, a 3 gives Ex and a 6-4-6 is lost; in the
// second combat phase 21:5 with a 6 gives DR and 15:5 (3:1)
// with a 4 gives DR, and neither German unit has a hex to retreat into.
func TestDeluxeOffensiveSupplyExample(t *testing.T) {
	code, out, errs := run(t, "combat", "--position", examples+"deluxe-18-1.json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	goldenOut(t, "combat-deluxe-18-1", out)
	_, out, _ = run(t, "combat", "--position", examples+"deluxe-18-1.json", "--format", "json")
	var p explain.Playout
	if err := json.Unmarshal([]byte(out), &p); err != nil || len(p.Combats) != 4 {
		t.Fatalf("%v: %s", err, out)
	}
	want := []struct {
		ratio, column, result string
		die                   int
	}{{"21:4", "5-1", "De", 3}, {"21:5", "4-1", "Ex", 3}, {"21:5", "4-1", "Dr", 6}, {"15:5", "3-1", "Dr", 4}}
	for i, w := range want {
		c := p.Combats[i]
		if c.Ratio != w.ratio || c.Column != w.column || c.Die != w.die || c.Result.Code != w.result {
			t.Errorf("combat %d: %s %s die %d %s, want %+v", i+1, c.Ratio, c.Column, c.Die, c.Result.Code, w)
		}
	}
	if o := p.Combats[1].Outcome; len(o.Lost) != 1 || !strings.HasSuffix(o.Lost[0], "-tk") {
		t.Errorf("the exchange costs %v, want the 6-4-6", o.Lost)
	}
	for _, i := range []int{2, 3} {
		if r := p.Combats[i].Outcome.Retreats; len(r) != 1 || !r[0].Eliminated {
			t.Errorf("combat %d: retreats %+v, want no hex and elimination", i+1, r)
		}
	}
	if len(p.After) != 5 {
		t.Errorf("%d units left, want the five Soviet survivors", len(p.After))
	}
}

// A given position: reach on it, a garrison that may not move, a unit
// stranded across the boundary, and what a bad position says.
func TestGivenPositions(t *testing.T) {
	code, out, errs := run(t, "reach", "--edition", "1975", "--scenario", "red-star-white-star", "--unit", "1-belo")
	if code != ExitOK || !strings.Contains(out, "may not move: the garrison of Berlin") || !strings.Contains(out, "[1975 11.22-11.23]") {
		t.Errorf("the Berlin garrison of 1975 Red Star/White Star: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = run(t, "reach", "--edition", "1994", "--scenario", "historical", "--place", "5-us@2515,63@2512", "--unit", "5-us", "--format", "json")
	var r explain.Reach
	if code != ExitOK || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("exit %d: %s", code, errs)
	}
	back := 0
	for _, h := range r.Hexes {
		if h.Returns {
			back++
		}
	}
	if r.MustReturn == nil || r.MustReturn.Code != "retreat.return-theater" || back == 0 {
		t.Errorf("a Western Allied unit east of the boundary: %+v, %d hexes back", r.MustReturn, back)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"scenario": "historical", "units": ["5-us@2104"], "extra": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"combat", "--scenario", "historical", "--place", "5-us@2104,5-us@2105", "--attackers", "5-us", "--defender", "2105"}, "placed twice"},
		{[]string{"combat", "--scenario", "historical", "--place", "xx:1-1-1@2104", "--attackers", "2104", "--defender", "2105"}, "no xx unit 1-1-1"},
		{[]string{"combat", "--scenario", "historical", "--place", "5-us@0103", "--attackers", "5-us", "--defender", "2105"}, "where no unit may be"},
		{[]string{"combat", "--scenario", "historical", "--place", "5-us@2104", "--attackers", "5-us", "--defender", "2105"}, "no unit in 2105"},
		{[]string{"combat", "--position", bad}, `unknown field "extra"`},
		{[]string{"combat", "--position", bad, "--place", "5-us@2104"}, "not both"},
		{[]string{"combat", "--scenario", "historical", "--optional", "split-stack-combat", "--attackers", "5-us", "--defender", "2105"}, "--optional goes with"},
		{[]string{"combat", "--scenario", "historical", "--place", "us:7-4-8@2004,west-german:2-3-4@2105,west-german:2-3-4@2105", "--attackers", "2004", "--defender", "63"}, "split-stack rule is off"},
		{[]string{"combat", "--position", examples + "deluxe-6-1.json", "--edition", "1975"}, "a position of edition 1994"},
	} {
		code, _, errs := run(t, tt.args...)
		if code != ExitUsage || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tt.args, code, errs, tt.want)
		}
	}
}
