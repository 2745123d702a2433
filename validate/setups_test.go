package validate

import (
	"path/filepath"
	"testing"
)

// Each breakage of counters or setups is caught with its own code: broken
// variants of the mini edition (../testdata/broken), and one case of a
// counter set whose German units take their force from the setup, which
// only the 1975 edition has.
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
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			requireDiagnostic(t, v, miniEdition(t, tt.variant), tt.code, tt.where)
		})
	}
	// The mini edition's counters print their force; this case needs a set
	// that does not, so it stays on a copy of the bundled 1975 edition.
	t.Run("1975 German placement without a force", func(t *testing.T) {
		dir := copyEdition(t, "1975")
		edit(t, filepath.Join(dir, "scenarios/historical.json"), `"hex": "2105",
      "force": "west-german",`, `"hex": "2105",`)
		requireDiagnostic(t, v, dir, "setup.force", "historical.json:607:")
	})
}
