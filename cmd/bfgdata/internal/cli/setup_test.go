package cli

import (
	"encoding/json"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
)

func setupOf(t *testing.T, edition, scenario string) map[string]explain.SetupUnit {
	t.Helper()
	code, out, errs := run(t, "setup", "--edition", edition, "--scenario", scenario, "--format", "json")
	if code != 0 {
		t.Fatalf("setup %s %s: exit %d %s", edition, scenario, code, errs)
	}
	var setup explain.SetupList
	if err := json.Unmarshal([]byte(out), &setup); err != nil {
		t.Fatal(err)
	}
	if setup.Edition != edition || setup.Scenario != scenario {
		t.Errorf("setup of %s %s says %s %s", edition, scenario, setup.Edition, setup.Scenario)
	}
	m := map[string]explain.SetupUnit{}
	for _, r := range setup.Units {
		if _, dup := m[r.Counter]; dup {
			t.Errorf("%s placed twice", r.Counter)
		}
		m[r.Counter] = r
	}
	return m
}

// Spot checks a reader can repeat against the rulebooks' setup lists.
func TestSetupSpotChecks(t *testing.T) {
	tests := []struct {
		edition, scenario, counter string
		force                      string
		stats                      [3]int
		where                      string
	}{
		{"1994", "historical", "2-lw", "west-german", [3]int{5, 11, 4}, "2502"},
		{"1994", "historical", "hg", "east-german", [3]int{6, 4, 5}, "3223"},
		{"1994", "historical", "3-ss", "east-german", [3]int{7, 5, 8}, "zone courland"},
		{"1975", "historical", "1-ukr", "soviet", [3]int{8, 20, 3}, "2224"},
		{"1975", "red-star-white-star", "1-belo", "soviet", [3]int{8, 20, 3}, "2613"},
		{"1994", "red-star-white-star", "1-belo", "soviet", [3]int{8, 20, 3}, "2613"},
		{"1994", "historical", "2-cn", "western-allied", [3]int{7, 4, 8}, "2401"},
	}
	for _, tt := range tests {
		r, ok := setupOf(t, tt.edition, tt.scenario)[tt.counter]
		if !ok {
			t.Errorf("%s %s: %s not in the setup", tt.edition, tt.scenario, tt.counter)
			continue
		}
		if string(r.Force) != tt.force || [3]int{r.Attack, r.Defense, r.Movement} != tt.stats || r.Where() != tt.where {
			t.Errorf("%s %s %s = %+v, want %s %v at %s", tt.edition, tt.scenario, tt.counter, r, tt.force, tt.stats, tt.where)
		}
	}
}

func TestSetupCounts(t *testing.T) {
	tests := []struct {
		edition, scenario string
		units             int
		courland          int
	}{
		{"1994", "historical", 119, 4},
		{"1994", "three-player", 119, 4},
		{"1994", "collapse-in-the-east", 75, 4}, // Soviet 35 + East German 40
		{"1994", "red-star-white-star", 50, 0},  // every unit with a hex in the RS/WS column
		{"1975", "historical", 99, 0},
		{"1975", "collapse-in-the-east", 55, 0},
		{"1975", "red-star-white-star", 44, 0},
	}
	for _, tt := range tests {
		rows := setupOf(t, tt.edition, tt.scenario)
		courland := 0
		for _, r := range rows {
			if r.Zone == "courland" {
				courland++
			}
		}
		if len(rows) != tt.units || courland != tt.courland {
			t.Errorf("%s %s: %d units (%d in Courland), want %d (%d)", tt.edition, tt.scenario, len(rows), courland, tt.units, tt.courland)
		}
	}
}
