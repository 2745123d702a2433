package cli

import (
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"

	"encoding/json"
	"strings"
	"testing"
)

func TestCheckEveryScenario(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		for _, s := range []string{"historical", "expanded-historical", "collapse-in-the-east", "red-star-white-star", "three-player", "four-player"} {
			if testing.Short() && s != "historical" {
				continue // under -short each edition's Historical; the full run checks every scenario
			}
			code, out, errs := run(t, "check", "--edition", ed, "--scenario", s)
			if code != ExitOK || !strings.HasPrefix(out, "valid: 1 file checked, 0 errors") {
				t.Errorf("check %s %s: exit %d\n%s%s", ed, s, code, out, errs)
			}
		}
	}
	if code, _, _ := run(t, "check", "--edition", "1994", "--scenario", "historical", "--optional", "stacking-groups"); code != ExitOK {
		t.Errorf("the 1994 Historical setup must also pass the optional stacking rule, exit %d", code)
	}
}

// The Deluxe 6.1 example on the real Historical setup: 5 US and 7 US in
// 2104 and 19 US in 2204 attack 67 (3-5-4) in fortified broken 2105.
func TestCombatOnHistoricalSetup(t *testing.T) {
	args := []string{"combat", "--edition", "1994", "--scenario", "historical", "--attackers", "5-us,7-us,19-us", "--defender", "2105", "--die", "1"}
	code, out, errs := run(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	goldenOut(t, "combat-1994-2105", out)
	code, out, _ = run(t, append(args, "--format", "json")...)
	var rep explain.Combat
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("exit %d: %s", code, out)
	}
	if rep.Attack != 19 || rep.Multiplier != 3 || rep.Column != "1-1" || rep.Result == nil || rep.Result.Code != "Ex" {
		t.Errorf("combat report %+v", rep)
	}
}

func TestReachOnHistoricalSetup(t *testing.T) {
	code, out, errs := run(t, "reach", "--edition", "1994", "--scenario", "historical", "--unit", "5-US", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep explain.Reach
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Counter != "5-us" || rep.From != model.MustHex("2104") || rep.Allowance != 8 || len(rep.Hexes) == 0 {
		t.Errorf("reach report %+v", rep)
	}
	for _, h := range rep.Hexes {
		if h.Hex == model.MustHex("2105") {
			t.Error("reached 2105, which a German unit holds")
		}
	}
	code, out, _ = run(t, "reach", "--edition", "1994", "--scenario", "historical", "--unit", "63", "--allowance", "8")
	if code != 0 || !strings.Contains(out, "with 8 movement points") {
		t.Errorf("German replacement at double movement: exit %d\n%s", code, out)
	}
}
