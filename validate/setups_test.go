package validate

import (
	"path/filepath"
	"testing"
)

// Each breakage of counters or setups is caught with its own code.
func TestBrokenSetups(t *testing.T) {
	tests := []struct {
		name, file, old, new, code, where string
		edition                           string
	}{
		{"unknown counter", "scenarios/historical.json", `"counter": "2-lw"`, `"counter": "3-lw"`, "setup.counter-unknown", "historical.json:494:", ""},
		{"counter placed twice", "scenarios/historical.json", `"counter": "2-lw"`, `"counter": "1-lw"`, "setup.counter-duplicate", "historical.json:494:", ""},
		{"stats disagree with the counter", "scenarios/historical.json", `"stats": "5-11-4"`, `"stats": "5-10-4"`, "setup.stats-mismatch", "historical.json:496:", ""},
		{"scenario ends after the track", "scenarios/expanded-historical.json", `"last": 16,`, `"last": 18,`, "scenario.turns-off-track", "expanded-historical.json", ""},
		{"scenario turns differ from the track", "scenarios/expanded-historical.json", `"last": 16,`, `"last": 15,`, "scenario.turns-mismatch", "expanded-historical.json", ""},
		{"setupFrom names no scenario", "scenarios/three-player.json", `"setupFrom": "historical"`, `"setupFrom": "historic"`, "scenario.setup-from-unknown", "three-player.json", ""},
		{"a unit neither placed nor set aside", "scenarios/red-star-white-star.json", `"counter": "1-balt",`, `"counter": "3-balt",`, "setup.counter-missing", "red-star-white-star.json", ""},
		{"duplicate counter id", "counters.json", `"id": "hg"`, `"id": "gd"`, "counters.duplicate-id", "counters.json", ""},
		{"1975 German placement without a force", "scenarios/historical.json", `"hex": "2105",
      "force": "west-german",`, `"hex": "2105",`, "setup.force", "historical.json:607:", "1975"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ed := tt.edition
			if ed == "" {
				ed = "1994"
			}
			dir := copyEdition(t, ed)
			edit(t, filepath.Join(dir, tt.file), tt.old, tt.new)
			requireDiagnostic(t, v, dir, tt.code, tt.where)
		})
	}
}
