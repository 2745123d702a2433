package rules

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The movement example of the 1975 Terrain Effects Chart (9.0): clear (1),
// broken (2), then broken across a river (2+1): six points in all; a unit
// with five cannot make the last step even though it has two left.
func TestTECMovementExample(t *testing.T) {
	path := []Step{
		{Terrain: "clear"},
		{Terrain: "broken"},
		{Terrain: "broken", Hexsides: []string{"river"}},
	}
	tests := []struct {
		allowance, entered, spent int
	}{
		{6, 3, 6},
		{5, 2, 3},
		{3, 2, 3},
		{0, 0, 0},
	}
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		for _, tt := range tests {
			r, err := FollowPath(ed.TEC, path, model.WesternAllied, tt.allowance)
			if err != nil {
				t.Fatal(err)
			}
			if r.Total != 6 || r.Entered != tt.entered || r.Spent != tt.spent {
				t.Errorf("allowance %d: %+v, want total 6, entered %d, spent %d", tt.allowance, r, tt.entered, tt.spent)
			}
		}
	})
}

func TestStepCostProhibitions(t *testing.T) {
	tests := []struct {
		step  Step
		force model.Force
		cost  int
		err   string
	}{
		{Step{Terrain: "rough"}, model.Soviet, 4, ""},
		{Step{Terrain: "clear", Features: []string{"berlin"}}, model.Soviet, 1, ""},
		{Step{Terrain: "clear", Features: []string{"berlin"}}, model.EastGerman, 0, "may not enter Berlin"},
		{Step{Terrain: "clear", Features: []string{"fortified"}}, model.WestGerman, 1, ""},
		{Step{Terrain: "sea"}, model.Soviet, 0, "no unit may enter"},
		{Step{Terrain: "switzerland"}, model.WesternAllied, 0, "no unit may enter"},
		{Step{Terrain: "clear", Hexsides: []string{"lake"}}, model.Soviet, 0, "no unit may enter or cross Lake"},
		{Step{Terrain: "clear", Hexsides: []string{"blocked"}}, model.Soviet, 0, "Blocked"},
		{Step{Terrain: "marsh"}, model.Soviet, 0, "unknown terrain"},
	}
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		for _, tt := range tests {
			c, err := StepCost(ed.TEC, tt.step, tt.force)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("%+v: error %v, want %q", tt.step, err, tt.err)
				}
				continue
			}
			if err != nil || c != tt.cost {
				t.Errorf("%+v: cost %d, %v; want %d", tt.step, c, err, tt.cost)
			}
		}
	})
}
