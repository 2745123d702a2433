package rules

import (
	"fmt"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestRetreat(t *testing.T) {
	m := testMap(t, open7x8)
	side(t, m, "0303/0304", model.HexsideLake)
	b := board(t, m)
	tests := []struct {
		name       string
		units      []Placed
		retreater  string
		want       string
		vacant     bool
		eliminated bool
	}{
		{
			name: "vacant hexes out of enemy ZOC only (1975 6.64, 6.65)",
			units: []Placed{
				unit("eg", model.EastGerman, "german", 3, 5, 4, "0404"),
				unit("s1", model.Soviet, "soviet", 7, 7, 4, "0405"),
			},
			retreater: "eg", want: "0304 0403 0504", vacant: true, // 0305 and 0505 lie in the Soviet ZOC
		},
		{
			name: "no retreat across a lake hexside",
			units: []Placed{
				unit("eg", model.EastGerman, "german", 3, 5, 4, "0304"),
				unit("s1", model.Soviet, "soviet", 7, 7, 4, "0305"),
			},
			// 0303 is across the lake; 0204 and 0404 lie in the Soviet ZOC
			retreater: "eg", want: "0203 0403", vacant: true,
		},
		{
			name: "a friendly hex only when no vacant hex is left; never three units",
			units: []Placed{
				unit("eg", model.EastGerman, "german", 3, 5, 4, "0101"),
				unit("f1", model.EastGerman, "german", 2, 3, 4, "0102"),
				unit("f2", model.EastGerman, "german", 2, 3, 4, "0201"),
				unit("f3", model.EastGerman, "german", 2, 3, 4, "0201"),
			},
			retreater: "eg", want: "0102",
		},
		{
			name: "surrounded: eliminated (Deluxe 18.1 example: no hex to retreat into)",
			units: []Placed{
				unit("eg", model.EastGerman, "german", 7, 5, 8, "0101"),
				unit("s1", model.Soviet, "soviet", 7, 7, 4, "0103"),
				unit("s2", model.Soviet, "soviet", 7, 7, 4, "0301"),
			},
			retreater: "eg", eliminated: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}, Units: tt.units}
			r, err := s.Retreat(tt.retreater)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, h := range r.Hexes {
				got = append(got, h.String())
			}
			if join(got) != tt.want || r.Vacant != tt.vacant || r.Eliminated != tt.eliminated {
				t.Errorf("retreat = %v vacant=%v eliminated=%v; want %q vacant=%v eliminated=%v", got, r.Vacant, r.Eliminated, tt.want, tt.vacant, tt.eliminated)
			}
		})
	}
}

func stats(us []Unit) string {
	var s []string
	for _, u := range us {
		s = append(s, u.Stats())
	}
	return join(s)
}

func mk(f model.Force, st string) Unit {
	var a, d, m int
	_, _ = fmt.Sscanf(st, "%d-%d-%d", &a, &d, &m)
	return Unit{Counter: st, Force: f, Nationality: "german", Attack: a, Defense: d, Movement: m}
}

func TestReplacementExamples(t *testing.T) {
	// 1975 8.28 / Deluxe 7.2 example 1: West German box 6-5-6, 5-11-4
	// (Deluxe: 5-6-5), 4-6-5, 2-4-4, 2-3-4; the weakest must come first:
	// the 2-4-4 or the 2-3-4.
	for _, second := range []string{"5-11-4", "5-6-5"} {
		box := []Unit{mk(model.WestGerman, "6-5-6"), mk(model.WestGerman, second), mk(model.WestGerman, "4-6-5"), mk(model.WestGerman, "2-4-4"), mk(model.WestGerman, "2-3-4")}
		if got := stats(ReplacementChoices(model.WestGerman, box)); got != "2-4-4 2-3-4" {
			t.Errorf("West German choices from %s: %s, want 2-4-4 2-3-4", stats(box), got)
		}
	}
	// Example 2: the Western Allies may take any of their destroyed units.
	box := []Unit{mk(model.WesternAllied, "7-4-8"), mk(model.WesternAllied, "6-6-7"), mk(model.WesternAllied, "4-8-6")}
	if got := stats(ReplacementChoices(model.WesternAllied, box)); got != "7-4-8 6-6-7 4-8-6" {
		t.Errorf("Western Allied choices: %s", got)
	}
	yugo := Unit{Counter: "1-ys", Force: model.Soviet, Nationality: model.Yugoslav, Attack: 5, Defense: 6, Movement: 4}
	sov := []Unit{yugo, {Counter: "5-gds", Force: model.Soviet, Nationality: "soviet", Attack: 7, Defense: 7, Movement: 4}}
	if got := ReplacementChoices(model.Soviet, sov); len(got) != 1 || got[0].Counter != "5-gds" {
		t.Errorf("Yugoslav units are never replaced (1975 8.12): %v", got)
	}
	if ReplacementAllowance(mk(model.WestGerman, "2-4-4")) != 8 || ReplacementAllowance(mk(model.WesternAllied, "7-4-8")) != 8 {
		t.Error("German replacements move double on return; others normally")
	}
}

func TestReplacementEntry(t *testing.T) {
	m := testMap(t, open7x8) // Berlin at 0405; columns 1-4 west, 5+ east
	m.Zones["soviet-entry"] = model.Zone{Name: "east edge", Kind: model.ZoneReplacement, Forces: []string{"soviet"}, Ranges: []string{"0108-0708"}, Src: "test"}
	b := board(t, m)
	wg := Unit{Counter: "wg", Force: model.WestGerman, Nationality: "german", Attack: 2, Defense: 4, Movement: 4}
	s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}}
	// Berlin 0405 (even row) touches 0404, 0406, 0305, 0306, 0505, 0506; only
	// 0404 is west.
	e := s.ReplacementEntry(wg)
	if e.Force != model.WestGerman || len(e.Hexes) != 1 || e.Hexes[0].String() != "0404" {
		t.Errorf("West German entry %+v, want 0404", e)
	}
	// Deluxe 7.2: with the western hex held by the enemy, the unit goes east
	// and becomes East German.
	s.Units = []Placed{unit("wa", model.WesternAllied, "us", 4, 8, 6, "0404")}
	e = s.ReplacementEntry(wg)
	if e.Force != model.EastGerman || len(e.Hexes) != 5 {
		t.Errorf("blocked west: %+v, want five eastern hexes as East German", e)
	}
	su := Unit{Counter: "su", Force: model.Soviet, Nationality: "soviet", Attack: 7, Defense: 7, Movement: 4}
	if e := s.ReplacementEntry(su); len(e.Hexes) != 7 {
		t.Errorf("Soviet entry %v, want the seven east-edge hexes", e.Hexes)
	}
}

func TestVictoryPoints(t *testing.T) {
	m := testMap(t, open7x8)
	m.Hexes[model.MustHex("0102")] = model.HexInfo{Terrain: "clear", City: &model.City{Name: "Aachen", VP: 1}, Src: "test", Regions: model.Regions{Theater: model.TheaterWest}}
	m.Hexes[model.MustHex("0207")] = model.HexInfo{Terrain: "clear", City: &model.City{Name: "Posen", VP: 1}, Src: "test", Regions: model.Regions{Theater: model.TheaterEast}}
	b := board(t, m)
	s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}, Units: []Placed{
		unit("a", model.Soviet, "soviet", 7, 7, 4, "0405"), // occupies Berlin without a front
		unit("w", model.WesternAllied, "us", 4, 8, 6, "0103"),
		unit("e", model.EastGerman, "german", 3, 5, 4, "0307"),
		unit("s", model.Soviet, "soviet", 6, 4, 6, "0107"),
	}}
	score, cities := s.VictoryPoints()
	if score[model.WesternAllied] != 1 || score[model.Soviet] != 0 {
		t.Errorf("score %v, want WA 1 (Aachen by ZOC), Soviet 0 (Berlin needs a front; Posen in a German ZOC)", score)
	}
	if len(cities) != 3 {
		t.Errorf("cities %v", cities)
	}
	s.Units[0] = unit("f", model.Soviet, "soviet", 8, 20, 3, "0405")
	if score, _ := s.VictoryPoints(); score[model.Soviet] != 10 {
		t.Errorf("a front garrison in Berlin scores 10, got %v", score)
	}
}
