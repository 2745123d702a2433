package game_test

import (
	"strings"
	"testing"
)

// mv, phase and act write the actions and phases of the test records.
func mv(unit, path string) string {
	return `{"move": {"unit": "` + unit + `", "path": [` + path + `]}}`
}

func phase(id string, actions ...string) string {
	return `{"phase": "` + id + `", "actions": [` + strings.Join(actions, ",") + `]}`
}

// What a phase, a turn or the game requires at its end, each broken by a
// small record of the 1994 Historical scenario: the code, the JSON
// pointer blamed and the rule cited.
func TestReplayIllegalAtPhaseEnd(t *testing.T) {
	const wgOne = `{"attack": {"attackers": ["64", "90"], "defenders": ["1605"], "die": 4}}`
	const wgTwo = `{"attack": {"attackers": ["13-ss", "82"], "defenders": ["1706"], "die": 4, "retreat": [{"unit": "13-ss", "hex": "1807"}, {"unit": "82", "hex": "1907"}]}}`
	oneToOne := func(r string) string {
		return strings.Replace(r, `"over": false,`, `"optional": ["mandated-attacks-one-to-one"], "over": false,`, 1)
	}
	for _, tc := range []struct {
		name, ed, record, code, ptr, rule string
	}{
		{"over-full at the end of movement", "1994",
			turn1(phase("soviet-movement", mv("3-belo", `"3226", "3326", "3325"`)) + "," + phase("soviet-combat")),
			"stacking.over-limit", "/turns/0/phases/0/actions/0/move/path/2", "1994 5.1"},
		{"of two over-full hexes the first in the record is blamed", "1994",
			turn1(phase("soviet-movement", mv("3-balt", `"3624", "3623", "3723"`), mv("3-belo", `"3226", "3326", "3325"`)) + "," + phase("soviet-combat")),
			"stacking.fronts", "/turns/0/phases/0/actions/0/move/path/2", "1994 5.1"},
		{"two fronts at the end of movement", "1994",
			turn1(phase("soviet-movement", mv("1-balt", `"3623"`), mv("3-balt", `"3624", "3623"`)) + "," + phase("soviet-combat")),
			"stacking.fronts", "/turns/0/phases/0/actions/1/move/path/1", "1994 5.1"},
		{"over-full checked when the record leaves the phase out", "1994",
			turn1(phase("soviet-movement", mv("3-belo", `"3226", "3326", "3325"`)) + "," + phase("west-german-movement")),
			"stacking.over-limit", "/turns/0/phases/0/actions/0/move/path/2", "1994 5.1"},
		{"over-full at the end of movement, 1975", "1975",
			`{"$schema": "../schema/game.schema.json", "edition": "1975", "scenario": "historical", "over": false, "turns": [{"turn": 1, "phases": [` + phase("soviet-movement", mv("3-belo", `"3226", "3326", "3325"`)) + "," + phase("soviet-combat") + `]}]}`,
			"stacking.over-limit", "/turns/0/phases/0/actions/0/move/path/2", "1975 5.21"},
		{"no turn-1 West German attack", "1994",
			turn1(phase("western-allied-movement")),
			"game.mandate-unmet", "/turns/0/phases/0", "1994 12.2"},
		{"one turn-1 West German attack of two", "1994",
			turn1(phase("west-german-combat", wgOne) + "," + phase("western-allied-movement")),
			"game.mandate-unmet", "/turns/0/phases/0", "1994 12.2"},
		{"two attacks, one below 1-1 under the 18.0 option", "1994",
			oneToOne(turn1(phase("west-german-combat", wgOne, wgTwo) + "," + phase("western-allied-movement"))),
			"game.mandate-unmet", "/turns/0/phases/0", "1994 12.2"},
		{"no turn-1 West German attack, 1975", "1975",
			`{"$schema": "../schema/game.schema.json", "edition": "1975", "scenario": "historical", "over": false, "turns": [{"turn": 1, "phases": [` + phase("western-allied-movement") + `]}]}`,
			"game.mandate-unmet", "/turns/0/phases/0", "1975 13.31"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := refusal(t, tc.ed, tc.record)
			wantRefused(t, d, tc.code, tc.ptr, tc.rule)
		})
	}
}
