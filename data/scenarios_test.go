package data_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestScenarioShape(t *testing.T) {
	all := loadAll(t)
	type shape struct {
		rule           string
		players        int
		first, last    int
		inPlay         string
		boundary, map_ string
		setupFrom      string
		victory        string
	}
	hist := shape{"", 2, 1, 10, "soviet,western-allied,east-german,west-german", "enforced", "whole-map", "", "victory-points"}
	with := func(s shape, f func(*shape)) shape { f(&s); return s }
	want := map[string]map[string]shape{
		"1975": {
			"historical":          with(hist, func(s *shape) { s.rule = "13.0" }),
			"expanded-historical": with(hist, func(s *shape) { s.rule, s.last, s.setupFrom = "13.5", 16, "historical" }),
			"collapse-in-the-east": with(hist, func(s *shape) {
				s.rule, s.last, s.inPlay, s.map_, s.setupFrom = "14.0", 6, "soviet,east-german", "east-of-boundary", "historical"
			}),
			"red-star-white-star": with(hist, func(s *shape) {
				s.rule, s.first, s.last, s.inPlay, s.boundary = "15.0", 11, 16, "soviet,western-allied", "ignored"
			}),
			"three-player": with(hist, func(s *shape) { s.rule, s.players, s.boundary, s.setupFrom = "16.0", 3, "ignored", "historical" }),
			"four-player":  with(hist, func(s *shape) { s.rule, s.players, s.setupFrom, s.victory = "17.0", 4, "historical", "berlin-race" }),
		},
		"1994": {
			"historical":          with(hist, func(s *shape) { s.rule = "12.0" }),
			"expanded-historical": with(hist, func(s *shape) { s.rule, s.last, s.setupFrom = "13.0", 16, "historical" }),
			"collapse-in-the-east": with(hist, func(s *shape) {
				s.rule, s.last, s.inPlay, s.map_, s.setupFrom = "14.0", 6, "soviet,east-german", "east-of-boundary", "historical"
			}),
			"red-star-white-star": with(hist, func(s *shape) {
				s.rule, s.first, s.last, s.inPlay, s.boundary = "15.0", 11, 16, "soviet,western-allied", "ignored"
			}),
			"three-player": with(hist, func(s *shape) { s.rule, s.players, s.boundary, s.setupFrom = "16.0", 3, "ignored", "historical" }),
			"four-player":  with(hist, func(s *shape) { s.rule, s.players, s.setupFrom, s.victory = "17.0", 4, "historical", "berlin-race" }),
		},
	}
	for ed, e := range all {
		for _, s := range e.Scenarios {
			w := want[ed][s.ID]
			inPlay := make([]string, len(s.Forces.InPlay))
			for i, f := range s.Forces.InPlay {
				inPlay[i] = string(f)
			}
			got := shape{s.Rule, s.Players, s.Turns.First, s.Turns.Last, strings.Join(inPlay, ","),
				s.TheaterBoundary.Status, s.TheaterBoundary.MapArea, s.SetupFrom, s.Victory.Kind}
			if got != w {
				t.Errorf("%s %s:\n got %+v\nwant %+v", ed, s.ID, got, w)
			}
			if s.Edition != ed {
				t.Errorf("%s %s: edition %q", ed, s.ID, s.Edition)
			}
		}
	}
}

func TestScenarioConsistency(t *testing.T) {
	for ed, e := range loadAll(t) {
		for _, s := range e.Scenarios {
			name := ed + " " + s.ID
			if s.Turns.First > s.Turns.Last {
				t.Errorf("%s: turns %d-%d", name, s.Turns.First, s.Turns.Last)
			}
			if len(s.Control) != s.Players {
				t.Errorf("%s: %d players but %d control entries", name, s.Players, len(s.Control))
			}
			// every force in play is run by exactly one player, and no one runs a force not in play
			count := map[model.Force]int{}
			for _, c := range s.Control {
				for _, f := range c.Forces {
					count[f]++
				}
			}
			for _, f := range model.Forces {
				in := s.InPlay(f)
				out := slices.Contains(s.Forces.NotInPlay, f)
				if in == out {
					t.Errorf("%s: force %s is in play=%v and not in play=%v", name, f, in, out)
				}
				if in && count[f] != 1 {
					t.Errorf("%s: force %s in play is run by %d players", name, f, count[f])
				}
				if !in && count[f] != 0 {
					t.Errorf("%s: force %s not in play but controlled", name, f)
				}
			}
			for _, h := range s.Hostile {
				if h[0] == h[1] || !s.InPlay(h[0]) || !s.InPlay(h[1]) {
					t.Errorf("%s: hostile pair %v", name, h)
				}
			}
			// the two German forces are never hostile to each other, Germans always to both Allies in play
			if s.HostileAtStart(model.EastGerman, model.WestGerman) {
				t.Errorf("%s: German forces hostile to each other", name)
			}
			for _, g := range []model.Force{model.EastGerman, model.WestGerman} {
				for _, a := range []model.Force{model.Soviet, model.WesternAllied} {
					if s.InPlay(g) && s.InPlay(a) && !s.HostileAtStart(g, a) {
						t.Errorf("%s: %s and %s not hostile", name, g, a)
					}
				}
			}
			soviWA := s.HostileAtStart(model.Soviet, model.WesternAllied)
			if soviWA != (s.ID == "red-star-white-star") {
				t.Errorf("%s: Soviet and Western Allied hostile at start = %v", name, soviWA)
			}
			ids := map[string]bool{}
			for _, r := range append(slices.Clone(s.SpecialRules), s.OptionalRules...) {
				if ids[r.ID] {
					t.Errorf("%s: rule id %s twice", name, r.ID)
				}
				ids[r.ID] = true
			}
		}
	}
}

func TestScenarioRules(t *testing.T) {
	all := loadAll(t)
	// rule id -> rule number, per edition, for the scenarios that must carry it
	type want struct {
		id, rule, amends string
		optional         bool
		scenarios        []string
	}
	hist2 := []string{"historical", "expanded-historical"}
	tests := map[string][]want{
		"1975": {
			{"hitler-west-offensive", "13.31", "", false, []string{"historical", "expanded-historical", "three-player"}},
			{"east-front-concentration", "13.4", "", true, hist2},
			{"ss-rule", "13.7", "", true, []string{"expanded-historical"}},
			{"berlin-falls-enemies", "13.6", "", false, []string{"expanded-historical"}},
			{"strategic-movement", "16.42", "", false, []string{"three-player"}},
			{"soviet-surprise-roll", "15.3", "", false, []string{"red-star-white-star"}},
		},
		"1994": {
			{"hitler-west-offensive", "12.2", "", false, hist2},
			{"east-front-concentration", "12.3", "", true, hist2},
			{"ss-rule", "13.2", "", true, []string{"expanded-historical"}},
			{"berlin-falls-enemies", "13.1", "", false, []string{"expanded-historical"}},
			{"courland", "8.0", "", false, []string{"historical", "expanded-historical", "collapse-in-the-east", "three-player", "four-player"}},
			{"stacking-groups", "18.0", "5.3", true, []string{"historical", "expanded-historical", "red-star-white-star", "three-player", "four-player"}},
			{"split-stack-combat", "18.0", "6.3", true, scenarioIDs},
			{"courland-free-evacuation", "18.0", "8.0", true, []string{"historical", "expanded-historical", "collapse-in-the-east", "three-player", "four-player"}},
			{"mandated-attacks-one-to-one", "18.0", "12.2", true, hist2},
			{"offensive-supply", "18.1", "", true, []string{"historical", "expanded-historical", "collapse-in-the-east", "three-player", "four-player"}},
			{"strategic-movement", "16.3", "", false, []string{"three-player"}},
			{"soviet-surprise-roll", "15.2", "", false, []string{"red-star-white-star"}},
		},
	}
	for ed, ws := range tests {
		for _, w := range ws {
			for _, s := range all[ed].Scenarios {
				find := s.SpecialRule
				if w.optional {
					find = s.OptionalRule
				}
				r, ok := find(w.id)
				if ok != slices.Contains(w.scenarios, s.ID) {
					t.Errorf("%s %s: has rule %s = %v", ed, s.ID, w.id, ok)
					continue
				}
				if ok && (r.Rule != w.rule || r.Amends != w.amends) {
					t.Errorf("%s %s: rule %s is %s/%s, want %s/%s", ed, s.ID, w.id, r.Rule, r.Amends, w.rule, w.amends)
				}
			}
		}
	}
}

func TestScenarioTurnsMatchTrack(t *testing.T) {
	for ed, e := range loadAll(t) {
		for _, s := range e.Scenarios {
			run, ok := e.TRT.Run(s.ID)
			if !ok {
				t.Errorf("%s: trt.json has no run for %s", ed, s.ID)
				continue
			}
			if run.First != s.Turns.First || run.Last != s.Turns.Last {
				t.Errorf("%s %s: turns %d-%d, the track says %d-%d", ed, s.ID, s.Turns.First, s.Turns.Last, run.First, run.Last)
			}
		}
	}
}
