package data_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestCounterCounts(t *testing.T) {
	all := loadAll(t)
	type key struct{ edition, group string }
	want := map[key]int{
		// 1975: 22 + 26 + 51 + 1 = 100 pieces (3.4)
		{"1975", "western-allied"}: 22,
		{"1975", "soviet"}:         26,
		{"1975", "german"}:         51, // no fixed force
		{"1975", "marker"}:         1,
		{"1975", "total"}:          100,
		// 1994: 119 units of the setup chart + 8 offensive supply + 1 game turn = 128
		{"1994", "soviet"}:         35,
		{"1994", "western-allied"}: 22,
		{"1994", "west-german"}:    22,
		{"1994", "east-german"}:    40, // 38 German + 2 Hungarian
		{"1994", "marker"}:         9,
		{"1994", "total"}:          128,
	}
	got := map[key]int{}
	for id, e := range all {
		for _, c := range e.Counters.Counters {
			g := string(c.Force)
			switch {
			case !c.IsUnit():
				g = "marker"
			case c.Force == "":
				g = "german"
			}
			got[key{id, g}]++
			got[key{id, "total"}]++
		}
		if n := len(e.Counters.Counters); n != e.Counters.Pieces {
			t.Errorf("%s: %d counters but pieces says %d", id, n, e.Counters.Pieces)
		}
	}
	keys := make([]key, 0, len(want))
	for k := range want {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
	for _, k := range keys {
		if got[k] != want[k] {
			t.Errorf("%s %s: %d counters, want %d", k.edition, k.group, got[k], want[k])
		}
	}
	for k, n := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected group %s with %d counters", k.edition, k.group, n)
		}
	}
}

func TestNationalityCounts(t *testing.T) {
	all := loadAll(t)
	want := map[string]map[model.Nationality]int{
		"1975": {model.US: 11, model.British: 6, model.Canadian: 2, model.French: 2, model.PolishExile: 1,
			model.SovietNation: 20, model.PolishCommunist: 1, model.Bulgarian: 1, model.Yugoslav: 4, model.German: 51},
		"1994": {model.US: 11, model.British: 6, model.Canadian: 2, model.French: 2, model.PolishExile: 1,
			model.SovietNation: 26, model.PolishCommunist: 2, model.Bulgarian: 1, model.Yugoslav: 4, model.Romanian: 2,
			model.German: 60, model.Hungarian: 2},
	}
	for id, e := range all {
		got := map[model.Nationality]int{}
		for _, c := range e.Counters.Units() {
			got[c.Nationality]++
		}
		for n, w := range want[id] {
			if got[n] != w {
				t.Errorf("%s: %d %s units, want %d", id, got[n], n, w)
			}
		}
		for n := range got {
			if _, ok := want[id][n]; !ok {
				t.Errorf("%s: unexpected nationality %q", id, n)
			}
		}
	}
}

func TestCounterSpotChecks(t *testing.T) {
	all := loadAll(t)
	tests := []struct {
		edition, id, label, stats string
		nat                       model.Nationality
		force, print              model.Force
		size                      model.UnitSize
		typ                       model.UnitType
		ss                        bool
	}{
		{"1994", "2-lw", "2 LW", "5-11-4", model.German, model.WestGerman, model.EastGerman, model.Corps, model.Airborne, false},
		{"1994", "1-lw", "1 LW", "4-9-4", model.German, model.WestGerman, model.EastGerman, model.Corps, model.Airborne, false},
		{"1994", "hg", "HG", "6-4-5", model.German, model.EastGerman, model.EastGerman, model.Corps, model.Armor, false},
		{"1994", "3-ss", "3 SS", "7-5-8", model.German, model.EastGerman, model.EastGerman, model.Corps, model.Armor, true},
		{"1994", "13-ss", "13 SS", "6-7-6", model.German, model.WestGerman, model.WestGerman, model.Corps, model.Infantry, true},
		{"1994", "1-hun", "1 Hun", "3-5-4", model.Hungarian, model.EastGerman, "", model.Army, model.Infantry, false},
		{"1994", "4-rom", "4 Rom", "3-5-4", model.Romanian, model.Soviet, "", model.Army, model.Infantry, false},
		{"1994", "2-pol-c", "2 Pol C", "3-4-4", model.PolishCommunist, model.Soviet, "", model.Army, model.Infantry, false},
		{"1994", "2-pol-e", "2 Pol E", "4-8-6", model.PolishExile, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1994", "2-cn", "2 Cn", "7-4-8", model.Canadian, model.WesternAllied, "", model.Corps, model.Armor, false},
		{"1994", "6-gds-tk", "6 Gds", "6-4-6", model.SovietNation, model.Soviet, "", model.Army, model.Armor, false},
		{"1994", "6-gds", "6 Gds", "7-7-4", model.SovietNation, model.Soviet, "", model.Army, model.Infantry, false},
		{"1994", "2-balt", "2 Balt", "8-20-3", model.SovietNation, model.Soviet, "", model.Front, model.Infantry, false},
		{"1975", "1-ukr", "1Ukr", "8-20-3", model.SovietNation, model.Soviet, "", model.Front, model.Infantry, false},
		{"1975", "2-cn", "2Cn", "7-4-8", model.Canadian, model.WesternAllied, "", model.Corps, model.Armor, false},
		{"1975", "8-br", "8Br", "6-6-7", model.British, model.WesternAllied, "", model.Corps, model.Mechanized, false},
		{"1975", "pol-c", "Pol", "3-3-4", model.PolishCommunist, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "2-pol-e", "2Pol", "4-8-6", model.PolishExile, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1975", "2-tk", "2", "6-4-6", model.SovietNation, model.Soviet, "", model.Army, model.Armor, false},
		{"1975", "5-gds-tk", "5Gds", "6-4-6", model.SovietNation, model.Soviet, "", model.Army, model.Armor, false},
		{"1975", "2-lw", "2", "5-11-4", model.German, "", "", model.Corps, model.Airborne, false},
		{"1975", "4-ss", "4SS", "4-3-8", model.German, "", "", model.Corps, model.Armor, true},
		{"1975", "21", "21", "2-4-4", model.German, "", "", model.Corps, model.Mountain, false},
		// the OCR corrections
		{"1975", "6-us", "6US", "4-8-6", model.US, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1975", "8-us", "8US", "4-8-6", model.US, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1975", "6-gds", "6Gds", "7-7-4", model.SovietNation, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "3-gds", "3Gds", "7-7-4", model.SovietNation, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "2-yugo", "2Yugo", "5-6-4", model.Yugoslav, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "58", "58", "5-3-6", model.German, "", "", model.Corps, model.Armor, false},
		{"1975", "68", "68", "4-5-5", model.German, "", "", model.Corps, model.Infantry, false},
		{"1975", "59", "59", "2-4-4", model.German, "", "", model.Corps, model.Infantry, false},
		{"1975", "66", "66", "4-5-5", model.German, "", "", model.Corps, model.Infantry, false},
		{"1975", "56", "56", "4-3-5", model.German, "", "", model.Corps, model.Armor, false},
		{"1975", "82", "82", "4-5-5", model.German, "", "", model.Corps, model.Infantry, false},
	}
	for _, tt := range tests {
		c, ok := all[tt.edition].Counters.Find(tt.id)
		if !ok {
			t.Errorf("%s: no counter %s", tt.edition, tt.id)
			continue
		}
		got := fmt.Sprintf("%s %s %s %s %s %s %s %v", c.Label, c.Stats(), c.Nationality, c.Force, c.PrintColour, c.Size, c.Type, c.SS)
		want := fmt.Sprintf("%s %s %s %s %s %s %s %v", tt.label, tt.stats, tt.nat, tt.force, tt.print, tt.size, tt.typ, tt.ss)
		if got != want {
			t.Errorf("%s %s:\n got %s\nwant %s", tt.edition, tt.id, got, want)
		}
	}
	// corrections must say where the corrected field comes from
	for _, id := range []string{"6-us", "6-gds", "3-gds", "2-yugo", "58", "68", "66"} {
		c, _ := all["1975"].Counters.Find(id)
		if c == nil || c.FieldSrc == nil || c.FieldSrc.Label != "spi-1975" {
			t.Errorf("1975 %s: corrected label without fieldSrc.label", id)
		}
	}
	if c, _ := all["1975"].Counters.Find("82"); c == nil || c.FieldSrc == nil || c.FieldSrc.Defense != "ocr-judgement" {
		t.Errorf("1975 82: corrected defense without fieldSrc.defense")
	}
}

func TestCounterInvariants(t *testing.T) {
	for id, e := range loadAll(t) {
		if d := e.Counters.Duplicates(); len(d) > 0 {
			t.Errorf("%s: duplicate counter ids %v", id, d)
		}
		if e.Counters.Edition != id {
			t.Errorf("%s: counters.json says edition %s", id, e.Counters.Edition)
		}
		markers := map[model.MarkerKind]int{}
		for _, c := range e.Counters.Counters {
			if !c.IsUnit() {
				markers[c.Marker.Kind]++
				continue
			}
			if c.Nationality == model.German && id == "1975" && c.Force != "" {
				t.Errorf("1975 %s: German counter with a fixed force", c.ID)
			}
			if (c.Nationality != model.German || id == "1994") && !c.Force.Valid() {
				t.Errorf("%s %s: force %q", id, c.ID, c.Force)
			}
			if c.SS != strings.HasSuffix(c.ID, "-ss") {
				t.Errorf("%s %s: ss=%v disagrees with the id", id, c.ID, c.SS)
			}
			if (c.Size == model.Front) != (c.Stats() == "8-20-3") {
				t.Errorf("%s %s: size %s with values %s", id, c.ID, c.Size, c.Stats())
			}
			wantForce := map[model.Nationality]model.Force{
				model.US: model.WesternAllied, model.British: model.WesternAllied, model.Canadian: model.WesternAllied,
				model.French: model.WesternAllied, model.PolishExile: model.WesternAllied,
				model.SovietNation: model.Soviet, model.PolishCommunist: model.Soviet, model.Bulgarian: model.Soviet,
				model.Romanian: model.Soviet, model.Yugoslav: model.Soviet, model.Hungarian: model.EastGerman,
			}[c.Nationality]
			if wantForce != "" && c.Force != wantForce {
				t.Errorf("%s %s: %s unit in force %s", id, c.ID, c.Nationality, c.Force)
			}
			if id == "1994" {
				switch {
				case c.Force == model.Soviet || c.Force == model.WesternAllied:
					if c.SetupSymbol == model.Cross {
						t.Errorf("1994 %s: Allied unit with a cross", c.ID)
					}
				default:
					if c.SetupSymbol != model.Cross {
						t.Errorf("1994 %s: Axis unit without a cross", c.ID)
					}
				}
				if c.Nationality == model.German && c.PrintColour != c.Force && c.ID != "1-lw" && c.ID != "2-lw" {
					t.Errorf("1994 %s: printed %s but in force %s; only the two LW corps are misprinted", c.ID, c.PrintColour, c.Force)
				}
			}
		}
		want := map[string]map[model.MarkerKind]int{
			"1975": {model.GameTurnMarker: 1},
			"1994": {model.GameTurnMarker: 1, model.OffensiveSupplyMarker: 8},
		}[id]
		if fmt.Sprint(markers) != fmt.Sprint(want) {
			t.Errorf("%s: markers %v, want %v", id, markers, want)
		}
	}
}
