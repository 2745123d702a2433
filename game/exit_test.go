package game_test

import (
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// Legal exits (1975 10.0-10.3; Deluxe 9.0), with where the units end up;
// the illegal ones are in illegal_actions_test.go.
func TestReplayExit(t *testing.T) {
	const exitPicks = `{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}`
	const egCombat = `, {"phase": "east-german-combat", "actions": []}`
	mv1 := func(unit, path string) string { return `{"move": {"unit": "` + unit + `", "path": [` + path + `]}}` }
	exit := func(unit, path, remove string) string {
		return `{"exit": {"unit": "` + unit + `", "path": [` + path + `], "remove": [` + remove + `]}}`
	}
	replayEnds(t, []endCase{
		{"exit east from Courland", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"3-balt", "2-balt"`))+egCombat),
			map[string]string{"3-ss": game.OutOfPlay, "3-balt": game.OutOfPlay, "2-balt": game.OutOfPlay}, []string{"3-ss leaves the map from 3926 (1994 9.0); 3-balt, 2-balt removed"}},
		{"exit from the hex it starts on", courland(ownRows, exitPicks, 1, egMove(mv1("3-ss", `"3925", "3926"`))+`]}, {"turn": 2, "phases": [`+egMove(exit("3-ss", "", ""))+egCombat),
			map[string]string{"3-ss": game.OutOfPlay, "3-balt": "3725"}, nil},
		{"exit removing one", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"3-balt"`))+egCombat),
			map[string]string{"3-ss": game.OutOfPlay, "3-balt": game.OutOfPlay, "2-balt": "3723"}, nil},
		{"removed units stay until the phase ends", courland(ownRows, exitPicks, 1, egMove(exit("3-ss", `"3925", "3926"`, `"3-balt", "2-balt"`), `{"move": {"unit": "2", "path": ["3924"]}}`)),
			map[string]string{"3-balt": "3725", "2": "3924"}, nil},
	})
}
