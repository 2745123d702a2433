package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestTerrainMultiplierExamples(t *testing.T) {
	tests := []struct {
		rule    string
		terrain []string
		want    int
	}{
		{"1975 6.43 / Deluxe 6.4: broken attacked across a river is tripled", []string{"broken", "river"}, 3},
		{"1975 9.0: broken, river and fortified is 2+2+2-1 = x5", []string{"broken", "river", "fortified"}, 5},
		{"Deluxe 6.1 / 1975 6.53: fortified broken terrain triples", []string{"broken", "fortified"}, 3},
		{"a lone multiplier stands: broken doubles", []string{"broken"}, 2},
		{"rough triples", []string{"rough"}, 3},
		{"rough across a river: 3+2-1", []string{"rough", "river"}, 4},
		{"clear is x1", []string{"clear"}, 1},
		{"clear does not count as a multiplier", []string{"clear", "broken", "river"}, 3},
		{"nothing is x1", nil, 1},
	}
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		for _, tt := range tests {
			t.Run(tt.rule, func(t *testing.T) {
				fs, err := TerrainFactors(ed.TEC, tt.terrain)
				if err != nil {
					t.Fatal(err)
				}
				got, err := CombineMultipliers(ed.TEC.Combine.Method, fs)
				if err != nil {
					t.Fatal(err)
				}
				if got != tt.want {
					t.Errorf("multiplier of %v = %d, want %d", tt.terrain, got, tt.want)
				}
			})
		}
		for _, bad := range []string{"swamp", "sea", "lake", "theater-boundary"} {
			if _, err := TerrainFactors(ed.TEC, []string{bad}); err == nil {
				t.Errorf("TerrainFactors accepted %q", bad)
			}
		}
	})
}

func TestDefenseFactorsConditions(t *testing.T) {
	tests := []struct {
		name    string
		defense Defense
		want    int
		skipped []string
	}{
		{
			name:    "Deluxe 6.1: two West German 2-3-4s in fortified broken 2105",
			defense: Defense{Terrain: "broken", Features: []string{"fortified"}, Forces: []model.Force{model.WestGerman}, AttackAcross: [][]string{nil, nil, nil}},
			want:    3,
		},
		{
			name:    "1975 6.44: fortification helps only German defenders",
			defense: Defense{Terrain: "broken", Features: []string{"fortified"}, Forces: []model.Force{model.WesternAllied}, AttackAcross: [][]string{nil}},
			want:    2, skipped: []string{"fortified"},
		},
		{
			name:    "1975 6.44: a destroyed fortification gives nothing",
			defense: Defense{Terrain: "clear", Features: []string{"fortified"}, FortificationDestroyed: true, Forces: []model.Force{model.EastGerman}, AttackAcross: [][]string{nil}},
			want:    1, skipped: []string{"fortified"},
		},
		{
			name:    "1975 6.42: river doubles when every attacker is across",
			defense: Defense{Terrain: "broken", Forces: []model.Force{model.EastGerman}, AttackAcross: [][]string{{"river"}, {"river"}}},
			want:    3,
		},
		{
			name:    "1975 6.42 / Deluxe 6.4: one attacker not across a river cancels it",
			defense: Defense{Terrain: "broken", Forces: []model.Force{model.EastGerman}, AttackAcross: [][]string{{"river"}, nil}},
			want:    2, skipped: []string{"river"},
		},
		{
			name:    "1975 9.0: broken, river and fortified",
			defense: Defense{Terrain: "broken", Features: []string{"fortified", "city"}, Forces: []model.Force{model.WestGerman}, AttackAcross: [][]string{{"river"}}},
			want:    5,
		},
	}
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				fs, sk, err := DefenseFactors(ed.TEC, tt.defense)
				if err != nil {
					t.Fatal(err)
				}
				got, _ := CombineMultipliers(ed.TEC.Combine.Method, fs)
				if got != tt.want {
					t.Errorf("multiplier = %d (%v), want %d", got, fs, tt.want)
				}
				var ids []string
				for _, s := range sk {
					ids = append(ids, s.ID)
				}
				if len(ids) != len(tt.skipped) || (len(ids) > 0 && ids[0] != tt.skipped[0]) {
					t.Errorf("skipped = %v, want %v", sk, tt.skipped)
				}
			})
		}
	})
}

func TestCombineProduct(t *testing.T) {
	got, err := CombineMultipliers(model.CombineProduct, []Factor{{Multiplier: 2}, {Multiplier: 3}})
	if err != nil || got != 6 {
		t.Errorf("product = %d, %v; want 6", got, err)
	}
	if _, err := CombineMultipliers("average", nil); err == nil {
		t.Error("unknown method accepted")
	}
}
