package validate

import (
	"testing"
)

// Each breakage of counters or setups is caught with its own code, on
// broken variants of the mini edition (../testdata/broken). One of them,
// setup-force-missing, turns the mini counters into a set whose German
// units take their force from the setup, as the 1975 set does.
func TestBrokenSetups(t *testing.T) {
	tests := []struct {
		name, variant, code, where string
	}{
		{"unknown counter", "setup-counter-unknown", "setup.counter-unknown", "meeting.json:99:18:"},
		{"counter placed twice", "setup-counter-duplicate", "setup.counter-duplicate", "meeting.json:87:18:"},
		{"stats disagree with the counter", "setup-stats-mismatch", "setup.stats-mismatch", "meeting.json:101:16:"},
		{"scenario ends after the track", "scenario-off-track", "scenario.turns-off-track", "rematch.json:24:12:"},
		{"scenario turns differ from the track", "scenario-turns-mismatch", "scenario.turns-mismatch", "rematch.json:24:12:"},
		{"setupFrom names no scenario", "scenario-setup-from-unknown", "scenario.setup-from-unknown", "rematch.json:66:16:"},
		{"a unit neither placed nor set aside", "setup-counter-missing", "setup.counter-missing", "east-front.json:66:12:"},
		{"duplicate counter id", "counters-duplicate-id", "counters.duplicate-id", "counters.json:170:13:"},
		{"German placement without a force", "setup-force-missing", "setup.force", "meeting.json:112:5:"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			requireDiagnostic(t, v, miniEdition(t, tt.variant), tt.code, tt.where)
		})
	}
}
