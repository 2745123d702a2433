package game_test

import (
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// Legal evacuations from Courland (Deluxe 8.0), with where the units end
// up; the illegal ones are in illegal_actions_test.go.
func TestReplayEvacuation(t *testing.T) {
	replayEnds(t, []endCase{
		{"evacuation lands in Stettin", courland("", "", 3, egMove(evac("3-ss", 5, "3014"))),
			map[string]string{"3-ss": "3014"}, []string{"3-ss lands in 3014 (1994 8.0)"}},
		{"evacuation lands in Rostock", courland("", "", 3, egMove(evac("16", 2, "3112"))),
			map[string]string{"16": "3112"}, []string{"16 lands in 3112"}},
		{"evacuation sinks on a 1", courland("", "", 3, egMove(evac("3-ss", 1, ""))),
			map[string]string{"3-ss": game.Destroyed + "-east-german"}, []string{"3-ss is lost at sea"}},
		{"free evacuation on turn 1", courland(`"courland-free-evacuation"`, "", 1, egMove(evac("3-ss", 6, "3014"))),
			map[string]string{"3-ss": "3014"}, nil},
		{"free evacuation once a turn", courland(`"courland-free-evacuation"`, "", 1, egMove(evac("3-ss", 6, "3014"))+`]}, {"turn": 2, "phases": [`+egMove(evac("16", 4, "3112"))),
			map[string]string{"3-ss": "3014", "16": "3112"}, nil},
	})
}
