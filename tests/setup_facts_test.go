package tests

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// The set-up hexes of every scenario of both editions, transcribed from the
// rulebooks, grouped by who sets up there. Until the scenarios are data of
// their own and the rules engine checks set-ups, this table checks the map
// against them directly. Scenarios not listed borrow the Historic set-up
// (1975 14.2, 16.3, 17.3; Deluxe 12.1, 14.0, 16.2, 17.1).
type setupGroup struct {
	rule  string // where the rulebook lists them
	side  string // soviet, soviet-ally, yugoslav, western-allied, east-german, west-german
	hexes string
}

var setups1975 = []setupGroup{
	{"1975 13.21 fronts", "soviet", "3524 3225 2925 2624 2224 1724 1422 1220"},
	{"1975 13.21 guards armies", "soviet", "3325 3325 3025 2526 2425 2425 1926"},
	{"1975 13.21 tank armies", "soviet", "2824 2624 2526 2325 2325"},
	{"1975 13.21 Polish and Bulgarian armies", "soviet-ally", "2724 1123"},
	{"1975 13.21 Yugoslav armies", "yugoslav", "0824 0325 0525 0224"},
	{"1975 13.22 British, Canadian, Polish corps", "western-allied", "2401 2303 2303 2203 0612 0512 2303 0612 0512"},
	{"1975 13.22 French and US corps", "western-allied", "1505 1405 2204 2204 2104 2104 1904 1605 1705 1705 1706 0510 0511"},
	{"1975 13.23 panzer and mountain corps", "east-german", "3423 3224 2823 2722 2424 2223 1823 1320 1421 1019 2424 2024 0524"},
	{"1975 13.23 infantry corps", "east-german", "3423 3224 3024 3024 2823 2623 2623 2525 2223 1824 1823 1622 1622 1021 0324 0823"},
	{"1975 13.24 panzer and parachute corps", "west-german", "2304 2005 2005 1905 1905 0611 0712 2502 0610"},
	{"1975 13.24 infantry corps", "west-german", "2205 2205 2105 1906 1805 1805 1806 1806 1606 1606 1506 0609 0712"},
	{"1975 15.21 Western Allied corps", "western-allied", "2911 2711 2512 2012 1714 1413 1312 1211 1211 0811 1113 1115 2911 2407 2313 1516 2810 2512 2313 1516 1413 1115"},
	{"1975 15.22 fronts, guards and tank armies", "soviet", "2723 2613 1617 1522 1918 2418 1318 2216 2314 2513 2712 2912 1617 1918 2314 2712 2912"},
	{"1975 15.22 Polish and Bulgarian armies", "soviet-ally", "2718 1318"},
	{"1975 15.22 Yugoslav armies", "yugoslav", "1018 0916 0817"},
}

var setups1994 = []setupGroup{
	{"1994 chart Historic, Soviet fronts", "soviet", "3524 3723 3725 2624 2925 3225 2224 1422 1220 1724"},
	{"1994 chart Historic, Soviet armies", "soviet", "1926 3125 2425 1221 2425 3325 1523 2526 3025 3325 2526 2325 2824 1523 2624 2325"},
	{"1994 chart Historic, Polish, Bulgarian, Romanian armies", "soviet-ally", "2724 2724 1524 1123 1322"},
	{"1994 chart Historic, Yugoslav armies", "yugoslav", "0824 0325 0525 0224"},
	{"1994 chart Historic, Western Allied corps", "western-allied", "0510 1605 1904 2204 1706 0511 2104 1705 2204 2104 1705 2401 0612 2203 0512 2303 2303 0612 2401 1405 1505 0512"},
	{"1994 chart Historic, West German corps (1 LW and 2 LW included, 2.5)", "west-german", "0610 2502 1806 2005 2005 2304 1506 1606 1906 2105 0712 2205 0609 1805 2205 1806 1805 1606 0712 0611 1905 1905"},
	{"1994 chart Historic, East German and Hungarian corps", "east-german", "3223 1522 1823 2722 0923 0524 2024 3024 2525 3423 1622 2623 2623 3224 3024 1622 0324 2223 2823 1824 0823 1021 1320 1019 1823 3224 3423 2424 2823 2424 2223 1421 3223 1421 1722 1219"},
	{"Deluxe 8.0 Courland", "east-german", "3822 3823 3824 3923 3924"},
	{"1994 chart Red Star/White Star, Soviet fronts and armies", "soviet", "3322 2613 2723 2418 1617 1522 1918 2912 2315 2216 1520 1318 2513 1719 2314 2712 3322 2314 1918 1617 2912 2712"},
	{"1994 chart Red Star/White Star, Polish and Bulgarian armies", "soviet-ally", "2718 2718 1318"},
	{"1994 chart Red Star/White Star, Yugoslav armies", "yugoslav", "1018 0917 0817"},
	{"1994 chart Red Star/White Star, Western Allied corps", "western-allied", "1115 1714 2012 2512 1413 1115 2313 1516 2512 2313 1516 2911 1211 2711 0811 2810 2407 1211 2911 1312 1413 1113"},
}

func loadMap(t *testing.T, edition string) *model.Map {
	t.Helper()
	ed, err := model.LoadEdition(data.FS, edition)
	if err != nil {
		t.Fatal(err)
	}
	if ed.Map == nil {
		t.Fatalf("edition %s lists no map", edition)
	}
	return ed.Map
}

// Every set-up hex is a land hex of the map that units may enter; Yugoslav
// armies stand in Yugoslavia and Soviet and Soviet-allied ones outside it
// (1975 5.4, Deluxe 5.3); East German units east of the Theater Boundary and
// West German ones west (1975 5.31, Deluxe 5.2.1).
func TestSetupHexesFitTheMap(t *testing.T) {
	for _, tt := range []struct {
		edition string
		groups  []setupGroup
	}{{"1975", setups1975}, {"1994", setups1994}} {
		m := loadMap(t, tt.edition)
		for _, g := range tt.groups {
			for _, id := range strings.Fields(g.hexes) {
				h := model.MustHex(id)
				info, ok := m.Hex(h)
				if !ok {
					t.Errorf("%s (%s): %s is not on the %s map", g.rule, tt.edition, id, tt.edition)
					continue
				}
				if info.Terrain == model.TerrainSea || info.Terrain == "switzerland" {
					t.Errorf("%s (%s): %s is %s", g.rule, tt.edition, id, info.Terrain)
				}
				yugoslav := info.Regions.Country == model.CountryYugoslavia
				switch g.side {
				case "yugoslav":
					if !yugoslav {
						t.Errorf("%s (%s): Yugoslav army in %s, outside Yugoslavia", g.rule, tt.edition, id)
					}
				case "soviet", "soviet-ally":
					if yugoslav {
						t.Errorf("%s (%s): %s army in %s, inside Yugoslavia", g.rule, tt.edition, g.side, id)
					}
				case "east-german":
					if info.Regions.Theater != model.TheaterEast {
						t.Errorf("%s (%s): East German unit in %s, which is %q", g.rule, tt.edition, id, info.Regions.Theater)
					}
				case "west-german":
					if info.Regions.Theater != model.TheaterWest {
						t.Errorf("%s (%s): West German unit in %s, which is %q", g.rule, tt.edition, id, info.Regions.Theater)
					}
				}
			}
		}
	}
}

// Facts the rules state about particular hexes, edition by edition.
func TestMapFactsTheRulesState(t *testing.T) {
	for _, edition := range []string{"1975", "1994"} {
		m := loadMap(t, edition)
		hex := func(id string) model.HexInfo { return m.Hexes[model.MustHex(id)] }

		// Deluxe 6.1: the combat example's defenders are in fortified broken 2105.
		if h := hex("2105"); h.Terrain != "broken" || !h.Fortified {
			t.Errorf("%s: 2105 is %s, fortified %v", edition, h.Terrain, h.Fortified)
		}
		// Berlin is the boundary hex, with neighbours on both sides
		// (1975 8.24, Deluxe 7.2), and German units may not enter it.
		berlin := hex("2613")
		if berlin.City == nil || berlin.City.Name != "Berlin" || berlin.City.VP != 10 || berlin.Regions.Theater != model.TheaterBoundary {
			t.Errorf("%s: 2613 holds %v, tagged %q", edition, berlin.City, berlin.Regions.Theater)
		}
		sides := map[model.Theater]bool{}
		for _, n := range m.Neighbours(model.MustHex("2613")) {
			sides[m.Hexes[n].Regions.Theater] = true
		}
		if !sides[model.TheaterEast] || !sides[model.TheaterWest] {
			t.Errorf("%s: Berlin's neighbours lie on %v", edition, sides)
		}
		// The four garrison cities (1975 11.0, Deluxe 10.0): capitals east of
		// the boundary (Berlin on it), worth more than 1 VP.
		capitals := map[string]bool{}
		for _, h := range m.HexIDs() {
			c := m.Hexes[h].City
			if c == nil || !c.Capital {
				continue
			}
			capitals[c.Name] = true
			if c.VP < 2 || (c.Name != "Berlin" && m.Hexes[h].Regions.Theater != model.TheaterEast) {
				t.Errorf("%s: capital %s in %s: %d VP, %q", edition, c.Name, h, c.VP, m.Hexes[h].Regions.Theater)
			}
		}
		for _, name := range []string{"Berlin", "Warsaw", "Prague", "Vienna"} {
			if !capitals[name] {
				t.Errorf("%s: no capital %s", edition, name)
			}
		}
		// SPI 8.25: the east edge from 0926 north lies north of the Yugoslav
		// border; the border meets the edge just south of it.
		if hex("0826").Regions.Country != model.CountryYugoslavia {
			t.Errorf("%s: 0826 is not Yugoslav", edition)
		}
		for r := 9; r <= m.Grid.Rows; r++ {
			if h := (model.Hex{Row: r, Col: 26}); m.Hexes[h].Regions.Country == model.CountryYugoslavia {
				t.Errorf("%s: east edge hex %s is Yugoslav", edition, h)
			}
		}
		// Exits (1975 10.0, Deluxe 9.0): every hex of the three stretches is
		// land, since units leave the map from each of them.
		for _, id := range []string{"exit-west", "exit-east", "exit-south"} {
			hs, err := m.ZoneHexes(id)
			if err != nil || len(hs) == 0 {
				t.Errorf("%s: zone %s: %v", edition, id, err)
			}
			for _, h := range hs {
				if m.Hexes[h].Terrain == model.TerrainSea {
					t.Errorf("%s: %s hex %s is sea", edition, id, h)
				}
			}
		}
	}
}

// Deluxe 8.0: Courland is five hexes, evacuated through anchor hexes to
// Stettin or Rostock, which East German units must be able to hold.
func TestCourland(t *testing.T) {
	m := loadMap(t, "1994")
	hs, err := m.ZoneHexes("courland")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, h := range hs {
		ids = append(ids, h.String())
		if info := m.Hexes[h]; info.Terrain == model.TerrainSea || info.Regions.Theater != model.TheaterEast {
			t.Errorf("Courland hex %s is %s, %q", h, info.Terrain, info.Regions.Theater)
		}
	}
	if got := strings.Join(ids, " "); got != "3822 3823 3824 3923 3924" {
		t.Errorf("Courland = %s", got)
	}
	for _, id := range []string{"2915", "3011"} {
		info := m.Hexes[model.MustHex(id)]
		if !info.Port || info.City == nil || info.Regions.Theater != model.TheaterEast {
			t.Errorf("evacuation port %s = %+v", id, info)
		}
	}
	if _, err := loadMap(t, "1975").ZoneHexes("courland"); err == nil {
		t.Error("the SPI map has a Courland zone; Courland is a Deluxe rule")
	}
}
