package game_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// supplied is a 1994 Collapse in the East record with Offensive Supply on (unless
// off), the Courland units on their default hexes, and turns given whole.
func supplied(off bool, turns ...string) string {
	opt := `"offensive-supply"`
	if off {
		opt = ""
	}
	return `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "collapse-in-the-east", "optional": [` + opt + `], "over": false, "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], "turns": [` + strings.Join(turns, ",") + `]}`
}

func turnOf(n int, phases ...string) string {
	return fmt.Sprintf(`{"turn": %d, "phases": [%s]}`, n, strings.Join(phases, ","))
}

func marker(under, group string) string {
	g := ""
	if group != "" {
		g = `, "group": "` + group + `"`
	}
	return `{"supply": {"under": "` + under + `"` + g + `}}`
}

// Offensive Supply (Deluxe 18.1) driven phase by phase: a marker under a
// front, a second movement phase at half the allowance rounded down, the
// next turn at half rounded up; the marker is spent with the player turn.
func TestOffensiveSupply(t *testing.T) {
	ed := edition(t, "1994")
	g := record(t, supplied(false))
	s, err := game.Start(ed, g)
	if err != nil {
		t.Fatal(err)
	}
	do := func(ptr string, a model.GameAction) (game.Entry, error) {
		e, d := s.Do(ptr, a)
		return e, d
	}
	must := func(d error) {
		t.Helper()
		if d != nil {
			t.Fatal(d)
		}
	}
	move := func(unit string, path ...model.Hex) model.GameAction {
		return model.GameAction{Move: &model.GameMove{Unit: unit, Path: path}}
	}
	must(s.BeginTurn("/t1", 1))
	must(s.Enter("/t1/r", "soviet-replacement"))
	_, err = do("/t1/r/0", model.GameAction{Supply: &model.GameSupply{Under: "2-balt"}})
	must(err)
	must(s.Enter("/t1/m2", "soviet-movement-2"))
	// 2-balt (8-20-3) moves 1 in the second movement phase, 3/2 rounded down.
	h := step(t, s, "2-balt")
	e, err := do("/t1/m2/0", move("2-balt", h))
	must(err)
	if e.Allowance != 1 {
		t.Errorf("second movement allowance %d, want 1", e.Allowance)
	}
	// A unit far from the marker takes no part.
	if _, err := do("/t1/m2/1", move("1-ukr", step(t, s, "1-ukr"))); err == nil || !strings.Contains(err.Error(), "second movement phase") {
		t.Errorf("an offensive move out of range: %v", err)
	}
	must(s.BeginTurn("/t2", 2))
	must(s.Enter("/t2/m", "soviet-movement"))
	e, err = do("/t2/m/0", move("2-balt", step(t, s, "2-balt")))
	must(err)
	if e.Allowance != 2 {
		t.Errorf("next turn's allowance %d, want 2 (3/2 rounded up)", e.Allowance)
	}
	// The marker was spent at the end of turn 1's second movement phase.
	if n := len(s.Situation().Supply); n != 0 {
		t.Errorf("%d markers left on turn 2", n)
	}
	// Nor may it attack on turn 2.
	must(s.Enter("/t2/c", "soviet-combat"))
	_, d := s.Do("/t2/c/0", model.GameAction{Attack: &model.GameAttack{Attackers: []string{"2-balt"}, Defenders: []model.Hex{model.MustHex("3823")}, Die: 3}})
	if d == nil || diagOf(d).Code != "game.tilted" || diagOf(d).Pointer != "/t2/c/0/attack/attackers/0" || diagOf(d).Rule != "1994 18.1" {
		t.Errorf("a tilted unit attacks: %v", d)
	}
}

// Every check of the supply markers and the offensive phases, each broken
// by a small record.
func TestReplayIllegalSupply(t *testing.T) {
	const a0 = "/turns/0/phases/0/actions/0"
	sr := func(actions ...string) string { return phase("soviet-replacement", actions...) }
	war := func(actions ...string) string { return phase("western-allied-replacement", actions...) }
	attack := `{"attack": {"attackers": ["1-ukr"], "defenders": ["2223"], "die": 3}}`
	for _, tc := range []struct {
		name, scenario, record, code, ptr, rule string
	}{
		{"marker without the optional rule", "", supplied(true, turnOf(1, sr(marker("2-balt", "")))), "game.supply", a0 + "/supply", "1994 18.1"},
		{"marker under no front", "", supplied(false, turnOf(1, sr(marker("10-gds", "")))), "game.supply", a0 + "/supply/under", "1994 18.1"},
		{"three Soviet markers in a turn", "", supplied(false, turnOf(1, sr(marker("2-balt", ""), marker("3-balt", ""), marker("1-balt", "")))), "game.supply", "/turns/0/phases/0/actions/2/supply", "1994 18.1"},
		{"a Soviet marker names a group", "", supplied(false, turnOf(1, sr(marker("2-balt", "us")))), "game.choice-unasked", a0 + "/supply/group", ""},
		{"the Soviet stock used up", "", supplied(false,
			turnOf(1, sr(marker("2-balt", ""), marker("3-balt", ""))), turnOf(2, sr(marker("1-balt", ""), marker("1-belo", ""))),
			turnOf(3, sr(marker("2-belo", ""), marker("3-belo", ""))), turnOf(4, sr(marker("1-ukr", ""), marker("2-ukr", "")))),
			"game.supply", "/turns/3/phases/0/actions/1/supply", "1994 18.1"},
		{"a marker in a movement phase", "", supplied(false, turnOf(1, phase("soviet-movement", marker("2-balt", "")))), "game.action-kind", a0 + "/supply", "1994 3.0"},
		{"a marker under another force's unit", "", supplied(false, turnOf(1, sr(marker("26", "")))), "game.wrong-force", a0 + "/supply/under", "1994 3.0"},
		{"an attack out of range in the second combat phase", "", supplied(false, turnOf(1, sr(marker("2-balt", "")), phase("soviet-combat-2", attack))), "supply.not-eligible", "/turns/0/phases/1/actions/0/attack", "1994 18.1"},
		{"a second combat phase without the optional rule", "", supplied(true, turnOf(1, phase("soviet-combat-2"))), "game.phase-order", "/turns/0/phases/0/phase", "1994 14.0"},
		{"a Western Allied marker with no group", "four-player", war(marker("5-us", "")), "game.supply", a0 + "/supply/group", "1994 18.1"},
		{"a Western Allied marker for the French", "four-player", war(marker("5-us", "french")), "game.supply", a0 + "/supply/group", "1994 18.1"},
		{"two Western Allied markers in a turn", "four-player", war(marker("5-us", "us"), marker("30-br", "commonwealth")), "game.supply", "/turns/0/phases/0/actions/1/supply", "1994 18.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := tc.record
			if tc.scenario != "" {
				// The Western Allied cases: a scenario with no turn-1
				// mandate to pass on the way to their phase.
				rec = strings.Replace(supplied(false, turnOf(1, tc.record)), "collapse-in-the-east", tc.scenario, 1)
			}
			d := refusal(t, "1994", rec)
			wantRefused(t, d, tc.code, tc.ptr, tc.rule)
		})
	}
}
