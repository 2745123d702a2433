package rules

import (
	"fmt"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// testMap builds a small map from rows of terrain letters, south row first:
// '.' clear, 'b' broken, 'r' rough, '~' sea, 's' switzerland. Columns 1-4
// are west of the Theater Boundary, 5 and up east; hex 0405 (if present)
// is Berlin, on the boundary. Hexes listed in yugo are Yugoslav.
func testMap(t testing.TB, rows []string, yugo ...string) *model.Map {
	t.Helper()
	terr := map[rune]string{'.': "clear", 'b': "broken", 'r': "rough", '~': "sea", 's': "switzerland"}
	m := &model.Map{
		Grid:     model.NewGrid(len(rows), len(rows[0])),
		Hexes:    map[model.Hex]model.HexInfo{},
		Hexsides: model.Hexsides{},
		Zones:    map[string]model.Zone{},
	}
	isYugo := map[string]bool{}
	for _, y := range yugo {
		isYugo[y] = true
	}
	for r, line := range rows {
		for c, ch := range line {
			h := model.Hex{Row: r + 1, Col: c + 1}
			info := model.HexInfo{Terrain: terr[ch], Src: "test"}
			info.Regions.Theater = model.TheaterWest
			if h.Col >= 5 {
				info.Regions.Theater = model.TheaterEast
			}
			if isYugo[h.String()] {
				info.Regions.Country = model.CountryYugoslavia
			}
			if h.String() == "0405" {
				info.Regions.Theater = model.TheaterBoundary
				info.City = &model.City{Name: "Berlin", VP: 10, Capital: true}
			}
			m.Hexes[h] = info
		}
	}
	return m
}

func side(t testing.TB, m *model.Map, key string, typ model.HexsideType) {
	t.Helper()
	s, err := model.ParseHexside(key)
	if err != nil {
		t.Fatal(err)
	}
	m.Hexsides[s] = model.HexsideInfo{Type: typ, Src: "test"}
}

func board(t testing.TB, m *model.Map) *Board {
	t.Helper()
	b, err := NewBoard(m, loadEdition(t.(*testing.T), "1994").TEC)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func unit(id string, f model.Force, nat model.Nationality, a, d, mv int, hex string) Placed {
	size := model.Corps
	if a == 8 && d == 20 {
		size = model.Front
	}
	return Placed{Unit: Unit{Counter: id, Force: f, Nationality: nat, Size: size, Attack: a, Defense: d, Movement: mv}, Hex: model.MustHex(hex)}
}

func reachSet(r ReachResult) map[string]Reachable {
	out := map[string]Reachable{}
	for _, h := range r.Hexes {
		out[h.Hex.String()] = h
	}
	return out
}

func describe(r ReachResult) string {
	s := ""
	for _, h := range r.Hexes {
		s += fmt.Sprintf("%s:%d ", h.Hex, h.Cost)
	}
	return s
}

// bundledTerms are terms that cite a bundled edition's rule numbers.
func bundledTerms(t *testing.T, edition string, terms Terms) Terms {
	t.Helper()
	terms.Edition = edition
	terms.RuleRefs = loadEdition(t, edition).Info.RuleRefs
	return terms
}
