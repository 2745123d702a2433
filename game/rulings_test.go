package game_test

import (
	"strings"
	"testing"
)

// hist is a record of turn 1 of the Historical scenario of edition ed with
// the phases given; the 1994 record makes the setup picks its scenario
// asks for.
func hist(ed, optional, phases string) string {
	picks := ""
	if ed == "1994" {
		picks = `"setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], `
	}
	if optional != "" {
		optional = `"optional": [` + optional + `], `
	}
	return `{"$schema": "../schema/game.schema.json", "edition": "` + ed + `", "scenario": "historical", ` + optional + `"over": false, ` + picks + `"turns": [{"turn": 1, "phases": [` + phases + `]}]}`
}

func attackAct(fields string) string { return `{"attack": {` + fields + `}}` }

// The Terrain Effects Chart (1975 9.0; the Deluxe map uses the same key)
// says of a blocked hexside: effect on combat "Not allowed". 1220/1320 is
// the blocked hexside of Lake Balaton. The engine before this ruling let
// 3-ukr in 1220 attack 1320 across it; the same attack from 1219, across
// no hexside, is legal, and a unit that attacks with another across the
// blocked hexside spoils the attack (each attacker-defender pair counts):
// 3 Ukr may attack 1219 but not 1219 and 1320 together.
func TestRulingCombatAcrossBlockedHexside(t *testing.T) {
	const a0 = "/turns/0/phases/0/actions/0"
	for _, tc := range []struct {
		name, ed, phases, code, ptr, rule string
	}{
		{"3 Ukr across the Balaton hexside", "1975",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1320"], "die": 6`)),
			"combat.hexside-closed", a0 + "/attack", "1975 9.0"},
		{"3 Ukr across the Balaton hexside", "1994",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1320"], "die": 6`)),
			"combat.hexside-closed", a0 + "/attack", "1994 TEC"},
		{"3 Ukr from 1219, across no hexside", "1975",
			phase("soviet-movement", mv("3-ukr", `"1219"`)) + "," + phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1320"], "die": 1`)),
			"", "", ""},
		{"3 Ukr on 3 Hun in 1219, across no hexside", "1994",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1219"], "die": 1`)),
			"", "", ""},
		{"3 Ukr on 1219 and 1320 at once", "1994",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1219", "1320"], "die": 1`)),
			"combat.hexside-closed", a0 + "/attack", "1994 TEC"},
	} {
		t.Run(tc.ed+" "+tc.name, func(t *testing.T) {
			wantRefused(t, refusal(t, tc.ed, hist(tc.ed, "", tc.phases)), tc.code, tc.ptr, tc.rule)
		})
	}
}

// The Deluxe optional stacking rule (18.0, 5.3): on each Western front
// "at most one stack that has units from both groups" (Commonwealth, US).
// Two Italian stacks made mixed in one movement phase: the engine before
// this ruling checked the groups only at setup and let both stand; with
// the option on, the later one is refused at the end of the phase. The
// 1975 rules have no such option.
func TestRulingStackingGroupsInPlay(t *testing.T) {
	const wa = `{"phase": "western-allied-movement", "actions": [` +
		`{"move": {"unit": "13-br", "path": ["0411", "0511"]}}, ` +
		`{"move": {"unit": "2-pol-e", "path": ["0411", "0410", "0510"]}}]}, {"phase": "western-allied-combat", "actions": []}`
	for _, tc := range []struct {
		name, ed, optional, code, ptr, rule string
	}{
		{"two mixed stacks in Italy, option on", "1994", `"east-front-concentration", "stacking-groups"`,
			"stacking.groups", "/turns/0/phases/0/actions/1/move/path/2", "1994 18.0 (5.3)"},
		{"two mixed stacks in Italy, option off", "1994", `"east-front-concentration"`, "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantRefused(t, refusal(t, tc.ed, hist(tc.ed, tc.optional, wa)), tc.code, tc.ptr, tc.rule)
		})
	}
	if d := refusal(t, "1975", hist("1975", `"stacking-groups"`, "")); d == nil || !strings.Contains(d.Message, "stacking-groups") {
		t.Errorf("1975 with stacking-groups: %v, want the option refused", d)
	}
}
