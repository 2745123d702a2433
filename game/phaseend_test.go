package game_test

import (
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
