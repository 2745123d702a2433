package game_test

import (
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// A scenario may set units up in a destroyed units box. game state lists
// them there, and the exit check (1975 10.2; Deluxe 9.0: with the front
// empty, two units "from the destroyed units box for that front") must
// find them there too: the engine before this ruling kept them apart from
// the boxes of units destroyed in play, and refused an exit that took
// 4-us from the Western Allied Italy box it started in. A West German unit
// in the Italian exit hex 0114 leaves with no Western Allied unit in
// Italy; 5-us starts in the north-west box, which is not that front's.
func TestBoxStartedUnitsAreInTheirBox(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		for _, tc := range []struct {
			remove, code, rule string
		}{
			{"4-us", "", ""},
			{"5-us", "game.exit-box-removal", ed + map[string]string{"1975": " 10.2", "1994": " 9.0"}[ed]},
		} {
			t.Run(ed+" "+tc.remove, func(t *testing.T) {
				e := exampleEdition(t, ed, "boxes", []placed{{"64", "0114", model.WestGerman}, {"7-us", "2104", ""}})
				sc, _ := e.Scenario("boxes")
				sc.Setup = append(sc.Setup,
					model.Placement{Counter: "4-us", Box: "destroyed-western-allied-italy", Src: "test"},
					model.Placement{Counter: "5-us", Box: "destroyed-western-allied", Src: "test"})
				start := replayExample(t, e, "boxes", `{"turn": 1, "phases": []}`)
				if !inBox(start.State, "4-us", "destroyed-western-allied-italy") || !inBox(start.State, "5-us", "destroyed-western-allied") {
					t.Fatalf("game state at the start: %+v", start.State.Units)
				}
				res := replayExample(t, e, "boxes", `{"turn": 1, "phases": [{"phase": "west-german-movement", "actions": [
				  {"exit": {"unit": "64", "remove": ["`+tc.remove+`"]}}]}]}`)
				wantRefused(t, res.Illegal, tc.code, "/turns/0/phases/0/actions/0/exit/remove/0", tc.rule)
				if tc.code == "" && !inBox(res.State, tc.remove, game.OutOfPlay) {
					t.Errorf("%s after the exit: %+v", tc.remove, res.State.Units)
				}
			})
		}
	}
}

func inBox(st game.State, id, box string) bool {
	for _, u := range st.Units {
		if u.Counter == id {
			return u.Box == box
		}
	}
	return false
}
