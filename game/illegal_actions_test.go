package game_test

import "testing"

// Every check of the evacuation and the exit, each broken by a small 1994
// Historical record: the code, the pointer of the action at fault and the
// Deluxe rule cited ("" where the code cites none).
func TestReplayIllegalActions(t *testing.T) {
	const exitPicks = `{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}`
	exit := func(unit, path, remove string) string {
		return `{"exit": {"unit": "` + unit + `", "path": [` + path + `], "remove": [` + remove + `]}}`
	}
	mv := func(unit, path string) string { return `{"move": {"unit": "` + unit + `", "path": [` + path + `]}}` }
	const (
		t3 = "/turns/2/phases/0/actions/0"
		t1 = "/turns/0/phases/0/actions/0"
		b1 = "/turns/0/phases/0/actions/1"
	)
	for _, tc := range []struct {
		name, record, code, ptr, rule string
	}{
		{"evacuation before turn 3", courland("", "", 2, egMove(evac("3-ss", 5, "3014"))), "evacuation.not-allowed", "/turns/1/phases/0/actions/0/evacuate/unit", "1994 8.0"},
		{"second evacuation of the game", courland("", "", 3, egMove(evac("3-ss", 5, "3014"))+`]}, {"turn": 4, "phases": [`+egMove(evac("16", 5, "3112"))), "evacuation.not-allowed", "/turns/3/phases/0/actions/0/evacuate/unit", "1994 8.0"},
		{"second evacuation of a turn with the free rule", courland(`"courland-free-evacuation"`, "", 1, egMove(evac("3-ss", 5, "3014"), evac("16", 5, "3112"))), "evacuation.not-allowed", b1 + "/evacuate/unit", "1994 8.0"},
		{"evacuation off an anchor hex", courland("", "", 3, egMove(evac("2", 5, "3014"))), "evacuation.not-allowed", t3 + "/evacuate/unit", "1994 8.0"},
		{"evacuation after moving", courland("", "", 3, egMove(mv("16", `"3924"`), evac("16", 5, "3014"))), "game.moved-twice", "/turns/2/phases/0/actions/1/evacuate/unit", "1994 5.0"},
		{"evacuation in another force's phase", courland("", "", 3, `{"phase": "soviet-movement", "actions": [`+evac("3-ss", 5, "3014")+`]}`), "game.wrong-force", t3 + "/evacuate/unit", "1994 3.0"},
		{"evacuation in a combat phase", courland("", "", 3, `{"phase": "east-german-combat", "actions": [`+evac("3-ss", 5, "3014")+`]}`), "game.action-kind", t3 + "/evacuate", "1994 3.0"},
		{"evacuation die out of range", courland("", "", 3, egMove(evac("3-ss", 7, "3014"))), "game.die-range", t3 + "/evacuate/die", ""},
		{"evacuation port missing", courland("", "", 3, egMove(evac("3-ss", 4, ""))), "game.evacuation-port", t3 + "/evacuate/port", "1994 8.0"},
		{"evacuation to a hex not a port", courland("", "", 3, egMove(evac("3-ss", 4, "3015"))), "game.evacuation-port", t3 + "/evacuate/port", "1994 8.0"},
		{"port named for a unit lost at sea", courland("", "", 3, egMove(evac("3-ss", 1, "3014"))), "game.choice-unasked", t3 + "/evacuate/port", ""},
		{"exit from a hex not an exit", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925"`, ""))), "exit.not-exit-hex", t1 + "/exit/path", "1994 9.0"},
		{"exit by an Allied unit", courland(ownRows, exitPicks, 1, `{"phase": "soviet-movement", "actions": [`+exit("3-balt", `"3726"`, "")+`]}`), "exit.not-german", t1 + "/exit/path", "1994 9.0"},
		{"exit without the four points", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3924", "3925", "3926", "3826"`, ""))), "game.exit-cost", t1 + "/exit/path/4", "1994 9.0"},
		{"exit from a zone of control entered", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926", "3826", "3726"`, ""))), "movement.zoc-stop", t1 + "/exit/path/3", "1994 4.0"},
		{"exit along a path not adjacent", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3926"`, ""))), "movement.not-adjacent", t1 + "/exit/path/0", "1994 5.0"},
		{"exit removing a unit not the closest", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"3-balt", "3-belo"`))), "game.exit-removal", t1 + "/exit/remove/1", "1994 9.0"},
		{"exit removing three", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"3-balt", "2-balt", "1-balt"`))), "game.exit-removal", t1 + "/exit/remove/2", "1994 9.0"},
		{"exit removing one twice", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"3-balt", "3-balt"`))), "game.exit-removal", t1 + "/exit/remove/1", "1994 9.0"},
		{"exit removing a unit from the box with the front manned", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"4-yugo"`))), "game.exit-removal", t1 + "/exit/remove/0", "1994 9.0"},
		{"exit twice in a phase", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, ""), exit("3-ss", `"3926"`, ""))), "game.unit-unknown", b1 + "/exit/unit", ""},
		{"move after exiting", courland(ownRows, exitPicks, 1, egMove(mv("3-ss", `"3925"`), exit("3-ss", `"3926"`, ""))), "game.moved-twice", b1 + "/exit/unit", "1994 5.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := refusal(t, "1994", tc.record)
			wantRefused(t, d, tc.code, tc.ptr, tc.rule)
		})
	}
}
