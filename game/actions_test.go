package game_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// courland is a 1994 Collapse in the East record (no turn-1 mandate to meet) with the Courland units on 3822
// (3-ss), 3823, 3824 and 3923 unless picks says otherwise, empty turns
// before turn, and phases in turn; optional lists optional rules.
func courland(optional, picks string, turn int, phases string) string {
	if picks == "" {
		picks = `{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}`
	}
	turns := ""
	for i := 1; i < turn; i++ {
		turns += `{"turn": ` + strconv.Itoa(i) + `, "phases": []},`
	}
	turns += `{"turn": ` + strconv.Itoa(turn) + `, "phases": [` + phases + `]}`
	return `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "collapse-in-the-east", "optional": [` + optional + `], "over": false, "setup": [` + picks + `], "turns": [` + turns + `]}`
}

// ownRows is the game option that lets the Courland units leave the map
// from their own rows, 3626 to 3926 (a reading of Deluxe 8.0; 9.0 names
// only 0926 to 3526).
const ownRows = `"courland-exit-own-rows"`

// egMove is the East German movement phase with actions.
func egMove(actions ...string) string {
	return `{"phase": "east-german-movement", "actions": [` + strings.Join(actions, ",") + `]}`
}

func evac(unit string, die int, port string) string {
	p := ""
	if port != "" {
		p = `, "port": "` + port + `"`
	}
	return fmt.Sprintf(`{"evacuate": {"unit": %q, "die": %d%s}}`, unit, die, p)
}

// where is the hex or box of unit id in the state.
func where(st game.State, id string) string {
	for _, u := range st.Units {
		if u.Counter == id && u.OnMap() {
			return u.Hex.String()
		}
		if u.Counter == id {
			return u.Box
		}
	}
	return "nowhere"
}

// endCase is a legal record and where units end up after it: unit → hex
// or box, and texts the log's events must hold.
type endCase struct {
	name, record string
	want         map[string]string
	events       []string
}

// replayEnds replays each case's record, which must be legal, and checks
// where the units end up. A record that stops mid-phase is left
// mid-phase: a case may rely on that to see flipped units still there.
func replayEnds(t *testing.T, cases []endCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := game.Replay(edition(t, "1994"), record(t, tc.record))
			if err != nil {
				t.Fatal(err)
			}
			if res.Illegal != nil {
				t.Fatalf("illegal: %v", res.Illegal)
			}
			gone := 0
			for id, want := range tc.want {
				if got := where(res.State, id); got != want {
					t.Errorf("%s is at %s, want %s", id, got, want)
				}
				if want == game.OutOfPlay {
					gone++
				}
			}
			if line := res.State.Line(); gone > 0 && !strings.Contains(line, fmt.Sprintf("%d out of play", gone)) {
				t.Errorf("the state's line does not count %d out of play: %s", gone, line)
			}
			var events []string
			for _, e := range res.Log {
				events = append(events, e.Events...)
			}
			for _, w := range tc.events {
				if !slices.ContainsFunc(events, func(e string) bool { return strings.Contains(e, w) }) {
					t.Errorf("no event %q in %q", w, events)
				}
			}
		})
	}
}

// Replaying records of the other action kinds never panics either (see
// FuzzReplay): seeds of each kind for the fuzzer to change.
func FuzzReplayActions(f *testing.F) {
	const picks = `{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}`
	f.Add([]byte(courland("", picks, 1, egMove(`{"exit": {"unit": "3-ss", "path": ["3925", "3926"], "remove": ["3-balt", "2-balt"]}}`)+`, {"phase": "east-german-combat", "actions": []}`)))
	f.Add([]byte(courland("", "", 3, egMove(evac("3-ss", 5, "3014")))))
	f.Add([]byte(courland(`"offensive-supply"`, "", 1, `{"phase": "soviet-replacement", "actions": [{"supply": {"under": "2-balt"}}]}, {"phase": "soviet-movement-2", "actions": [{"move": {"unit": "2-balt", "path": ["3623"]}}]}`)))
	f.Add([]byte(redStar("1994", rollOf(2), `{"turn": 11, "phases": [{"phase": "western-allied-movement", "actions": []}]}`)))
	f.Add([]byte(`{"$schema": "../schema/game.schema.json", "edition": "1975", "scenario": "three-player", "over": false, "turns": [{"turn": 1, "phases": [{"phase": "german-movement", "actions": [{"move": {"unit": "9", "path": ["3422", "3421"], "strategic": true}}]}]}]}`))
	ed := edition(f, "1994")
	old := edition(f, "1975")
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := game.Read(b)
		if err != nil {
			return
		}
		e := ed
		if g.Edition == "1975" {
			e = old
		}
		res, err := game.Replay(e, g)
		if err != nil {
			return
		}
		if d := res.Illegal; d != nil && (d.Code == "" || d.Pointer == "") {
			t.Fatalf("an illegal action without code or pointer: %+v", d)
		}
	})
}
