package game_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
)

// past is a record of eleven empty turns of a ten-turn scenario.
func past() string {
	turns := ""
	for i := 1; i <= 11; i++ {
		if i > 1 {
			turns += ","
		}
		turns += `{"turn": ` + strconv.Itoa(i) + `, "phases": []}`
	}
	// The East Front Concentration option lifts the turn-1 attacks the
	// West Germans would otherwise owe (see TestReplayIllegalAtPhaseEnd).
	return `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "optional": ["east-front-concentration"], "over": false, "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], "turns": [` + turns + `]}`
}

// Every check the replay makes, each broken by a small record of turn 1 of
// the 1994 Historical scenario: the code, the JSON pointer of the action
// at fault, and the Deluxe rule cited ("" where the code cites none).
func TestReplayIllegal(t *testing.T) {
	mv := func(unit, path string) string { return `{"move": {"unit": "` + unit + `", "path": [` + path + `]}}` }
	attack := `"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]`
	act := func(fields string) string { return `{"attack": {` + fields + `}}` }
	const a0 = "/turns/0/phases/0/actions/0"
	for _, tc := range []struct {
		name, record, code, ptr, rule string
	}{
		{"turn out of order", `{"$schema": "g", "edition": "1994", "scenario": "historical", "over": false, "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], "turns": [{"turn": 2, "phases": []}]}`,
			"game.turn-order", "/turns/0/turn", "1994 3.0"},
		{"exchange losses too small", turn1(phase("soviet-combat", act(attack+`, "die": 1, "lose": ["2-gds"]`))), "combat.exchange-choice", a0 + "/attack/lose", "1994 6.2"},
		{"turn past the last", past(), "game.turn-order", "/turns/10/turn", "1994 3.0"},
		{"phase unknown", turn1(phase("soviet-lunch")), "game.phase-order", "/turns/0/phases/0/phase", "1994 3.0"},
		{"phase out of order", turn1(phase("soviet-combat") + "," + phase("soviet-movement")), "game.phase-order", "/turns/0/phases/1/phase", "1994 3.0"},
		{"phase twice", turn1(phase("soviet-movement") + "," + phase("soviet-movement")), "game.phase-order", "/turns/0/phases/1/phase", "1994 3.0"},
		{"unit of another force", turn1(phase("soviet-movement", mv("27", `"3023"`))), "game.wrong-force", a0 + "/move/unit", "1994 3.0"},
		{"unit unknown", turn1(phase("soviet-movement", mv("nobody", `"3226"`))), "game.unit-unknown", a0 + "/move/unit", ""},
		{"setup picks over the stacking limit", strings.NewReplacer(`"hex": "3923"`, `"hex": "3822"`, `"hex": "3824"`, `"hex": "3822"`).Replace(turn1("")), "stacking.over-limit", "/setup/3/hex", "1994 5.1"},
		{"setup pick outside its zone", strings.Replace(turn1(""), `"hex": "3923"`, `"hex": "3525"`, 1), "zone.outside", "/setup/3/hex", "1994 8.0"},
		{"setup pick of a unit set up on a hex", strings.Replace(turn1(""), `"unit": "16"`, `"unit": "3-belo"`, 1), "game.setup-pick", "/setup/3/unit", "1994 8.0"},
		{"setup picks left out", strings.Replace(turn1(""), `, {"unit": "16", "hex": "3923"}`, ``, 1), "game.setup-pick", "/setup", "1994 8.0"},
		{"move in a combat phase", turn1(phase("soviet-combat", mv("3-belo", `"3226"`))), "game.action-kind", a0 + "/move", "1994 3.0"},
		{"attack in a movement phase", turn1(phase("soviet-movement", act(attack+`, "die": 3`))), "game.action-kind", a0 + "/attack", "1994 3.0"},
		{"moved twice", turn1(phase("soviet-movement", mv("3-belo", `"3226"`), mv("3-belo", `"3326"`))), "game.moved-twice", "/turns/0/phases/0/actions/1/move/unit", "1994 5.0"},
		{"path not adjacent", turn1(phase("soviet-movement", mv("3-belo", `"3226", "3026"`))), "movement.not-adjacent", a0 + "/move/path/1", "1994 5.0"},
		{"path over the allowance", turn1(phase("soviet-movement", mv("3-belo", `"3226", "3326", "3426", "3526"`))), "movement.allowance", a0 + "/move/path/3", "1994 5.0"},
		{"path into an enemy unit", turn1(phase("soviet-movement", mv("3-belo", `"3224"`))), "movement.enemy-unit", a0 + "/move/path/0", "1994 5.0"},
		{"path on after a zone of control", turn1(phase("soviet-movement", mv("3-belo", `"3126", "3025", "3026"`))), "movement.zoc-stop", a0 + "/move/path/2", "1994 4.0"},
		{"zone of control to zone of control", turn1(phase("soviet-movement", mv("3-belo", `"3125"`))), "movement.zoc-to-zoc", a0 + "/move/path/0", "1994 4.0"},
		{"stacking at the end", turn1(phase("soviet-movement", mv("3-belo", `"3226", "3326", "3325"`)) + "," + phase("soviet-combat")), "stacking.over-limit", a0 + "/move/path/2", "1994 5.1"},
		{"attacker of another force", turn1(phase("soviet-combat", act(`"attackers": ["27"], "defenders": ["3025"], "die": 3`))), "game.wrong-force", a0 + "/attack/attackers/0", "1994 3.0"},
		{"defender not adjacent", turn1(phase("soviet-combat", act(`"attackers": ["3-belo"], "defenders": ["2623"], "die": 3`))), "combat.not-adjacent", a0 + "/attack", "1994 6.3"},
		{"die above the table", turn1(phase("soviet-combat", act(attack+`, "die": 7`))), "game.die-range", a0 + "/attack/die", ""},
		{"die zero", turn1(phase("soviet-combat", act(attack+`, "die": 0`))), "game.die-range", a0 + "/attack/die", ""},
		{"losses without an exchange", turn1(phase("soviet-combat", act(attack+`, "die": 3, "lose": ["2-belo"]`))), "game.choice-unasked", a0 + "/attack/lose", ""},
		{"retreat without a retreat", turn1(phase("soviet-combat", act(attack+`, "die": 1, "lose": ["2-belo"], "retreat": [{"unit": "27", "hex": "2923"}]`))), "game.choice-unasked", a0 + "/attack/retreat/0/unit", ""},
		{"exchange losses missing", turn1(phase("soviet-combat", act(attack+`, "die": 1`))), "combat.exchange-choice", a0 + "/attack", "1994 6.2"},
		{"retreat into a hex it may not", turn1(phase("soviet-combat", act(attack+`, "die": 3, "retreat": [{"unit": "27", "hex": "3125"}]`))), "retreat.choice", a0 + "/attack", "1994 6.2.1"},
		{"advance by a unit that did not attack", turn1(phase("soviet-combat", act(attack+`, "die": 1, "lose": ["2-belo"], "advance": "3-belo"`))), "advance.not-allowed", a0 + "/attack/advance", "1994 6.5"},
		{"advance into a hex not vacated", turn1(phase("soviet-combat", act(attack+`, "die": 1, "lose": ["2-belo"], "advance": "10-gds", "advanceTo": "3023"`))), "advance.not-allowed", a0 + "/attack/advanceTo", "1994 6.5"},
		{"attacker twice", turn1(phase("soviet-combat", act(attack+`, "die": 1, "lose": ["2-belo"]`), act(`"attackers": ["2-gds"], "defenders": ["3224"], "die": 3`))), "combat.attacker-twice", "/turns/0/phases/0/actions/1/attack", "1994 6.3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := refusal(t, "1994", tc.record)
			wantRefused(t, d, tc.code, tc.ptr, tc.rule)
		})
	}
}

// refusal replays a record of edition ed and returns what refuses it: the
// first illegal action, or the diagnostic refusing the record's start
// (its setup picks, its scenario); nil when it is legal.
func refusal(t *testing.T, ed, text string) *diag.Diagnostic {
	t.Helper()
	return refusalIn(t, edition(t, ed), text)
}

// wantRefused checks what refuses a record (d, from refusal): the code,
// the JSON pointer of the action at fault and the edition's rule; with
// code "" the record must be legal.
func wantRefused(t *testing.T, d *diag.Diagnostic, code, ptr, rule string) {
	t.Helper()
	switch {
	case d == nil && code == "":
		return
	case d == nil:
		t.Fatalf("legal; want %s", code)
	case code == "":
		t.Fatalf("refused with %s at %s: %s; want legal", d.Code, d.Pointer, d.Message)
	}
	if d.Code != code || d.Pointer != ptr || d.Rule != rule {
		t.Errorf("got %s at %s (rule %q): %s\nwant %s at %s (rule %q)", d.Code, d.Pointer, d.Rule, d.Message, code, ptr, rule)
	}
}
