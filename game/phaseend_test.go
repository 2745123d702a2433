package game_test

import (
	"github.com/bfgdata/bfgdata/game"
	"slices"
	"strings"
	"testing"
)

// Records the rules allow that a check made too early would refuse.
func TestReplayLegalAtPhaseEnd(t *testing.T) {
	for _, tc := range []struct {
		name, ed, record string
	}{
		// Stacking holds at the end of the phase, not after each move
		// (1975 5.21; Deluxe 5.1; ambiguity 1 of game-rules.md).
		{"a unit stops on a full hex another then leaves", "1994",
			turn1(phase("soviet-movement", mv("3-belo", `"3226", "3326", "3325"`), mv("6-gds", `"3326"`)) + "," + phase("soviet-combat"))},
		// The turn-1 West German attacks (Deluxe 12.2): two made, at any
		// odds; none owed with the East Front Concentration option.
		{"two turn-1 West German attacks", "1994",
			turn1(phase("west-german-combat", `{"attack": {"attackers": ["64", "90"], "defenders": ["1605"], "die": 4}}`, `{"attack": {"attackers": ["13-ss", "82"], "defenders": ["1706"], "die": 4, "retreat": [{"unit": "13-ss", "hex": "1807"}, {"unit": "82", "hex": "1907"}]}}`) + "," + phase("western-allied-movement"))},
		{"none owed under East Front Concentration", "1994", lifted(turn1(phase("western-allied-movement")))},
		// A record saved in the middle of a phase has not ended it.
		{"over-full in a phase the record has not left", "1994",
			turn1(phase("soviet-movement", mv("3-belo", `"3226", "3326", "3325"`)))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if d := refusal(t, tc.ed, tc.record); d != nil {
				t.Fatalf("refused: %s at %s: %s", d.Code, d.Pointer, d.Message)
			}
		})
	}
}

// What happens by itself: the events of a legal record, by code and the
// units each names.
func TestReplayEvents(t *testing.T) {
	// The West German units next to the fortified hex 1707 step aside, so
	// that 15-us may enter it.
	clear1707 := phase("west-german-movement", mv("64", `"1607", "1608"`), mv("90", `"1607", "1608"`), mv("13-ss", `"1807", "1808"`), mv("82", `"1807", "1808"`))
	for _, tc := range []struct {
		name, ed, record string
		want             []string
	}{
		{"a Western Allied unit destroys a fort by moving in", "1994",
			lifted(turn1(clear1707 + "," + phase("western-allied-movement", mv("15-us", `"1707"`)))),
			[]string{"game.fort-destroyed 15-us (1994 6.4)"}},
		{"and passing through counts", "1994",
			lifted(turn1(clear1707 + "," + phase("western-allied-movement", mv("15-us", `"1707", "1708"`)))),
			[]string{"game.fort-destroyed 15-us (1994 6.4)"}},
		{"a German unit destroys none", "1994",
			lifted(turn1(clear1707)), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := game.Replay(edition(t, tc.ed), record(t, tc.record))
			if err != nil || res.Illegal != nil {
				t.Fatalf("not legal: %v %v", err, res.Illegal)
			}
			var got []string
			for _, ev := range res.Events {
				if ev.After < 1 || ev.After > len(res.Log) || ev.Turn != res.Log[ev.After-1].Turn {
					t.Errorf("event %s after action %d, of %d", ev.Code, ev.After, len(res.Log))
				}
				got = append(got, strings.TrimSpace(ev.Code+" "+strings.Join(ev.Units, " "))+" ("+ev.Rule+")")
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("events %q, want %q", got, tc.want)
			}
		})
	}
}

// lifted names the East Front Concentration option in a record of the
// Historical scenario, which lifts the turn-1 West German attacks the
// record would otherwise owe at the end of the West German combat phase.
func lifted(record string) string {
	return strings.Replace(record, `"over": false,`, `"optional": ["east-front-concentration"], "over": false,`, 1)
}
