package data_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// setupOf returns a scenario's effective setup, following setupFrom.
func setupOf(t *testing.T, ed *model.Edition, id string) []model.Placement {
	t.Helper()
	eff, err := scenario(t, ed, id).EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		t.Fatalf("%s %s: %v", ed.Info.ID, id, err)
	}
	return eff
}

func TestSetups(t *testing.T) {
	all := loadAll(t)
	// placements per force in each scenario's effective setup
	want := map[string]map[string]map[model.Force]int{
		"1975": {
			"historical":           {model.Soviet: 26, model.WesternAllied: 22, model.EastGerman: 29, model.WestGerman: 22},
			"collapse-in-the-east": {model.Soviet: 26, model.EastGerman: 29},
			"red-star-white-star":  {model.Soviet: 22, model.WesternAllied: 22},
		},
		"1994": {
			"historical":           {model.Soviet: 35, model.WesternAllied: 22, model.EastGerman: 40, model.WestGerman: 22},
			"collapse-in-the-east": {model.Soviet: 35, model.EastGerman: 40},
			"red-star-white-star":  {model.Soviet: 28, model.WesternAllied: 22},
		},
	}
	for _, w := range want {
		w["expanded-historical"] = w["historical"]
		w["three-player"] = w["historical"]
		w["four-player"] = w["historical"]
	}
	for ed, e := range all {
		board, err := rules.NewBoard(e.Map, e.TEC)
		if err != nil {
			t.Fatalf("%s: %v", ed, err)
		}
		index := e.Counters.Index()
		for _, s := range e.Scenarios {
			name := ed + " " + s.ID
			// the engine resolves setupFrom and each placement's force
			setup, err := rules.ScenarioSetup(e, s, nil)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			ps, eff := setup.Placements, setup.From
			got := map[model.Force]int{}
			placed := map[string]bool{}
			for i, p := range eff {
				c := index[p.Counter]
				got[ps[i].Unit.Force]++
				if placed[p.Counter] {
					t.Errorf("%s: %s placed twice", name, p.Counter)
				}
				placed[p.Counter] = true
				if !c.IsUnit() {
					t.Errorf("%s: marker %s placed", name, p.Counter)
				}
				if p.Stats != "" && p.Stats != c.Stats() {
					t.Errorf("%s: %s listed as %s but the counter is %s", name, p.Counter, p.Stats, c.Stats())
				}
				if (p.Force != "") != c.German() {
					t.Errorf("%s: %s: placement force %q on a %s counter", name, p.Counter, p.Force, c.Nationality)
				}
				if p.Hex != nil && p.Hex.String() == "0000" {
					t.Errorf("%s: %s has no hex", name, p.Counter)
				}
				if p.Zone != "" && !(ed == "1994" && p.Zone == "courland") {
					t.Errorf("%s: %s in unexpected zone %s", name, p.Counter, p.Zone)
				}
				if ed == "1994" && s.SetupFrom == "" && p.Stats == "" {
					t.Errorf("%s: %s without the chart's stats", name, p.Counter)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want[ed][s.ID]) {
				t.Errorf("%s: placements per force %v, want %v", name, got, want[ed][s.ID])
			}
			// every unit of a force in play is placed or set aside, never both
			asideSet := map[string]bool{}
			for _, a := range s.SetAside {
				if placed[a.Counter] {
					t.Errorf("%s: %s both placed and set aside", name, a.Counter)
				}
				c := index[a.Counter]
				if c == nil || c.Force == "" || !s.InPlay(c.Force) {
					t.Errorf("%s: set-aside %s is not a counter of a force in play", name, a.Counter)
				}
				asideSet[a.Counter] = true
			}
			for _, c := range e.Counters.Units() {
				if c.Force != "" && s.InPlay(c.Force) && !placed[c.ID] && !asideSet[c.ID] {
					t.Errorf("%s: %s (%s) is neither placed nor set aside", name, c.ID, c.Force)
				}
			}
			// and the setup is legal: stacking, fronts, enemies, the
			// Theater Boundary, Yugoslavia, zones, capitals, map area
			for _, v := range setup.Check(board) {
				t.Errorf("%s: %s: %s [%s]", name, v.Code, v.Message, v.Rule)
			}
		}
	}
}

func TestSetupSpotChecks(t *testing.T) {
	all := loadAll(t)
	tests := []struct {
		edition, scenario, counter, where, stats string
		force                                    model.Force
	}{
		{"1994", "historical", "2-lw", "2502", "5-11-4", model.WestGerman},
		{"1994", "historical", "hg", "3223", "6-4-5", model.EastGerman},
		{"1994", "historical", "3-ss", "zone courland", "7-5-8", model.EastGerman},
		{"1994", "historical", "2", "zone courland", "3-5-4", model.EastGerman},
		{"1994", "historical", "10", "zone courland", "2-4-4", model.EastGerman},
		{"1994", "historical", "16", "zone courland", "3-5-4", model.EastGerman},
		{"1994", "historical", "2-balt", "3723", "8-20-3", ""},
		{"1994", "historical", "3-balt", "3725", "8-20-3", ""},
		{"1994", "historical", "2-cn", "2401", "7-4-8", ""},
		{"1994", "historical", "1-hun", "1722", "3-5-4", ""},
		{"1994", "red-star-white-star", "1-belo", "2613", "8-20-3", ""},
		{"1994", "red-star-white-star", "11-gds", "3322", "7-7-4", ""},
		{"1994", "red-star-white-star", "2-yugo", "0917", "5-6-4", ""},
		{"1975", "historical", "1-ukr", "2224", "8-20-3", ""},
		{"1975", "historical", "2-cn", "2401", "", ""},
		{"1975", "historical", "30-br", "2303", "", ""},
		{"1975", "historical", "8-br", "2303", "", ""},
		{"1975", "historical", "6-us", "1605", "", ""},
		{"1975", "historical", "6-gds", "3325", "7-7-4", ""},
		{"1975", "historical", "2-yugo", "0325", "5-6-4", ""},
		{"1975", "historical", "58", "1905", "", model.WestGerman},
		{"1975", "historical", "68", "0823", "", model.EastGerman},
		{"1975", "historical", "66", "1906", "", model.WestGerman},
		{"1975", "historical", "2-pol-e", "0512", "4-8-6", ""},
		{"1975", "red-star-white-star", "1-belo", "2613", "8-20-3", ""},
		{"1975", "red-star-white-star", "13-br", "0811", "4-8-6", ""},
		{"1975", "red-star-white-star", "2-yugo", "0916", "5-6-4", ""},
		{"1975", "collapse-in-the-east", "1-ukr", "2224", "8-20-3", ""},
		{"1975", "collapse-in-the-east", "68", "0823", "", model.EastGerman},
	}
	for _, tt := range tests {
		eff := setupOf(t, all[tt.edition], tt.scenario)
		i := slices.IndexFunc(eff, func(p model.Placement) bool { return p.Counter == tt.counter })
		if i < 0 {
			t.Errorf("%s %s: %s not placed", tt.edition, tt.scenario, tt.counter)
			continue
		}
		p := eff[i]
		if p.Where() != tt.where || p.Stats != tt.stats || p.Force != tt.force {
			t.Errorf("%s %s: %s at %s stats %q force %q; want %s %q %q", tt.edition, tt.scenario, tt.counter,
				p.Where(), p.Stats, p.Force, tt.where, tt.stats, tt.force)
		}
	}
	// not placed where they must not be
	absent := []struct{ edition, scenario, counter string }{
		{"1975", "collapse-in-the-east", "5-us"},
		{"1975", "collapse-in-the-east", "12-ss"},
		{"1975", "red-star-white-star", "1-balt"},
		{"1975", "red-star-white-star", "39"},
		{"1994", "red-star-white-star", "1-rom"},
		{"1994", "red-star-white-star", "6-gds-tk"},
		{"1994", "collapse-in-the-east", "2-lw"},
	}
	for _, tt := range absent {
		eff := setupOf(t, all[tt.edition], tt.scenario)
		if slices.ContainsFunc(eff, func(p model.Placement) bool { return p.Counter == tt.counter }) {
			t.Errorf("%s %s: %s is placed", tt.edition, tt.scenario, tt.counter)
		}
	}
	// set aside exactly as the sources leave units out
	aside := map[string]string{
		"1975": "1-balt,2-belo,11-gds,4-yugo",
		"1994": "1-balt,3-balt,2-belo,6-gds-tk,4-yugo,1-rom,4-rom",
	}
	for ed, w := range aside {
		var ids []string
		for _, a := range scenario(t, all[ed], "red-star-white-star").SetAside {
			ids = append(ids, a.Counter)
		}
		if strings.Join(ids, ",") != w {
			t.Errorf("%s red-star-white-star set aside %v, want %s", ed, ids, w)
		}
	}
	// 1994: a star exactly on the Allied units placed in Red Star/White Star
	e := all["1994"]
	eff := setupOf(t, e, "red-star-white-star")
	inRSWS := map[string]bool{}
	for _, p := range eff {
		inRSWS[p.Counter] = true
	}
	for _, c := range e.Counters.Units() {
		if (c.SetupSymbol == model.Star) != inRSWS[c.ID] {
			t.Errorf("1994 %s: setup symbol %q but in Red Star/White Star = %v", c.ID, c.SetupSymbol, inRSWS[c.ID])
		}
	}
}
