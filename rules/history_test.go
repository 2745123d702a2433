package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// A city's history, step by step: who scores Posen (0207) after each
// step, with the history and without it (the position alone).
func TestCityHistory(t *testing.T) {
	m := testMap(t, open7x8)
	posen := model.MustHex("0207")
	m.Hexes[posen] = model.HexInfo{Terrain: "clear", City: &model.City{Name: "Posen", VP: 1}, Src: "test", Regions: model.Regions{Theater: model.TheaterEast}}
	s := &Situation{Board: board(t, m), Terms: Terms{Relations: HistoricalRelations()}}
	h := s.NewCityHistory()
	put := func(id string, f model.Force, hex string) func() {
		return func() {
			for i, u := range s.Units {
				if u.Counter == id {
					s.Units[i].Hex = model.MustHex(hex)
					return
				}
			}
			s.Units = append(s.Units, unit(id, f, "x", 4, 4, 4, hex))
		}
	}
	pass := func(id string, f model.Force, path ...string) func() {
		return func() {
			var hs []model.Hex
			for _, p := range path {
				hs = append(hs, model.MustHex(p))
			}
			put(id, f, path[len(path)-1])()
			s.Pass(h, f, hs)
		}
	}
	for _, st := range []struct {
		what       string
		do         func()
		with, snap model.Force // who scores Posen, with the history and without
	}{
		{"nobody near", func() {}, "", ""},
		{"a Soviet unit passes next to it and on", pass("s", model.Soviet, "0106", "0107", "0106"), model.Soviet, ""},
		{"a Western Allied unit passes through it", pass("w", model.WesternAllied, "0206", "0207", "0208", "0209"), model.WesternAllied, ""},
		{"the Soviet unit stops next to it", pass("s", model.Soviet, "0107"), model.Soviet, model.Soviet},
		{"the Soviet unit leaves, the city stays its", pass("s", model.Soviet, "0106"), model.Soviet, ""},
		{"a German unit next to it, alone, takes it from both", put("e", model.EastGerman, "0307"), "", ""},
		{"passing next to it while the German stays gains nothing", pass("w", model.WesternAllied, "0208", "0209"), "", ""},
		{"stopping next to it disputes the German zone of control", pass("w", model.WesternAllied, "0208"), model.WesternAllied, ""},
		{"a German unit occupies it", put("e", model.EastGerman, "0207"), "", ""},
	} {
		st.do()
		s.Settle(h)
		for _, c := range []struct {
			name string
			h    CityHistory
			want model.Force
		}{{"with the history", h, st.with}, {"the position alone", nil, st.snap}} {
			score, _ := s.VictoryPointsWith(c.h)
			got := model.Force("")
			for f, n := range score {
				if n > 0 {
					got = f
				}
			}
			if got != c.want {
				t.Errorf("%s, %s: Posen scores for %q, want %q (%v)", st.what, c.name, got, c.want, score)
			}
		}
	}
}
