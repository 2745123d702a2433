package game_test

import (
	"strconv"
	"testing"
)

// redStar is a Red Star/White Star record of edition ed with the pregame
// actions and turns given.
func redStar(ed, pregame, turns string) string {
	return `{"$schema": "../schema/game.schema.json", "edition": "` + ed + `", "scenario": "red-star-white-star", "over": false, "pregame": [` + pregame + `], "turns": [` + turns + `]}`
}

func rollOf(die int) string {
	return `{"roll": {"rule": "soviet-surprise-roll", "die": ` + strconv.Itoa(die) + `}}`
}

// The Red Star/White Star opening roll: on 1-3 the Soviet player has no
// player turn on turn 11 (1975 15.3; Deluxe 15.2), on 4-6 he has.
func TestOpeningRoll(t *testing.T) {
	sov := `{"phase": "soviet-movement", "actions": []}`
	wa := `{"phase": "western-allied-movement", "actions": []}`
	t11 := func(phases string) string { return `{"turn": 11, "phases": [` + phases + `]}` }
	t12 := func(phases string) string { return `{"turn": 12, "phases": [` + phases + `]}` }
	for _, tc := range []struct {
		name, ed, record, code, ptr, rule string
	}{
		{"die 3 leaves out the Soviet turn", "1975", redStar("1975", rollOf(3), t11(sov)), "game.no-player-turn", "/turns/0/phases/0/phase", "1975 15.3"},
		{"die 1 in Deluxe", "1994", redStar("1994", rollOf(1), t11(sov)), "game.no-player-turn", "/turns/0/phases/0/phase", "1994 15.2"},
		{"die 2: the Western Allies play", "1994", redStar("1994", rollOf(2), t11(wa)+","+t12(sov+","+wa)), "", "", ""},
		{"die 4: the Soviets play", "1975", redStar("1975", rollOf(4), t11(sov+","+wa)), "", "", ""},
		{"the roll named by its effect", "1994", redStar("1994", `{"roll": {"rule": "skip-first-soviet-turn", "die": 2}}`, t11(sov)), "game.no-player-turn", "/turns/0/phases/0/phase", "1994 15.2"},
		{"no roll", "1994", redStar("1994", "", t11(wa)), "game.pregame", "/turns/0/phases/0/phase", "1994 15.2"},
		{"no roll and no turn yet", "1994", redStar("1994", "", ""), "", "", ""},
		{"roll twice", "1994", redStar("1994", rollOf(4)+","+rollOf(2), ""), "game.pregame", "/pregame/1/roll", "1994 15.2"},
		{"roll for another rule", "1994", redStar("1994", `{"roll": {"rule": "polish-truce", "die": 2}}`, ""), "game.pregame", "/pregame/0/roll/rule", "1994 15.2"},
		{"roll die 7", "1975", redStar("1975", rollOf(7), ""), "game.die-range", "/pregame/0/roll/die", ""},
		{"move before the game", "1994", redStar("1994", `{"move": {"unit": "1-belo", "path": ["2625"]}}`, ""), "game.pregame", "/pregame/0", "1994 15.2"},
		{"roll in the Historical scenario", "1994", `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "over": false, "pregame": [` + rollOf(2) + `], "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], "turns": []}`, "game.pregame", "/pregame/0/roll", "1994 15.2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := refusal(t, tc.ed, tc.record)
			switch {
			case tc.code == "" && d != nil:
				t.Errorf("refused: %v", d)
			case tc.code != "" && d == nil:
				t.Errorf("legal; want %s", tc.code)
			case tc.code != "" && (d.Code != tc.code || d.Pointer != tc.ptr || d.Rule != tc.rule):
				t.Errorf("got %s at %s (rule %q): %s\nwant %s at %s (rule %q)", d.Code, d.Pointer, d.Rule, d.Message, tc.code, tc.ptr, tc.rule)
			}
		})
	}
}
