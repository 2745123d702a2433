package tests

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

func loadEdition(t *testing.T, edition string) *model.Edition {
	t.Helper()
	ed, err := data.Editions.LoadOwn(edition)
	if err != nil {
		t.Fatal(err)
	}
	if ed.Map == nil || ed.Counters == nil || len(ed.Scenarios) == 0 {
		t.Fatalf("edition %s lacks its map, counters or scenarios", edition)
	}
	return ed
}

func loadMap(t *testing.T, edition string) *model.Map {
	t.Helper()
	return loadEdition(t, edition).Map
}

// Every unit of every scenario of both editions (the set-ups transcribed in
// data/<edition>/scenarios, setupFrom followed) stands on a land hex of the
// map that units may enter; Yugoslav armies stand in Yugoslavia and Soviet,
// Bulgarian, Romanian and Polish ones outside it (1975 5.4, Deluxe 5.3);
// East German units east of the Theater Boundary and West German ones west
// (1975 5.31, Deluxe 5.2.1). A unit set up in a zone (Courland) is checked
// on every hex of the zone. The validator's setup legality checks cover the
// same ground through the rules engine; this test states the map's side of
// it plainly.
func TestSetupHexesFitTheMap(t *testing.T) {
	for _, edition := range data.Editions.IDs() {
		ed := loadEdition(t, edition)
		m := ed.Map
		checked := 0
		for _, s := range ed.Scenarios {
			setup, err := rules.ScenarioSetup(ed, s, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", edition, s.ID, err)
			}
			for _, p := range setup.Placements {
				var hs []model.Hex
				switch {
				case p.Hex != nil:
					hs = []model.Hex{*p.Hex}
				case p.Zone != "":
					if hs, err = m.ZoneHexes(p.Zone); err != nil {
						t.Errorf("%s %s: %s: %v", edition, s.ID, p.Unit.Counter, err)
					}
				}
				for _, h := range hs {
					checked++
					where := fmt.Sprintf("%s %s: %s (%s, %s) in %s", edition, s.ID, p.Unit.Counter, p.Unit.Nationality, p.Unit.Force, h)
					info, ok := m.Hex(h)
					if !ok {
						t.Errorf("%s: not on the map", where)
						continue
					}
					if info.Terrain == model.TerrainSea || info.Terrain == "switzerland" {
						t.Errorf("%s: the hex is %s", where, info.Terrain)
					}
					yugoslav := info.Regions.Country == model.CountryYugoslavia
					switch {
					case p.Unit.Nationality == model.Yugoslav && !yugoslav:
						t.Errorf("%s: outside Yugoslavia", where)
					case p.Unit.Nationality != model.Yugoslav && p.Unit.Force == model.Soviet && yugoslav:
						t.Errorf("%s: inside Yugoslavia", where)
					case p.Unit.Force == model.EastGerman && info.Regions.Theater != model.TheaterEast:
						t.Errorf("%s: the hex is %q of the Theater Boundary", where, info.Regions.Theater)
					case p.Unit.Force == model.WestGerman && info.Regions.Theater != model.TheaterWest:
						t.Errorf("%s: the hex is %q of the Theater Boundary", where, info.Regions.Theater)
					}
				}
			}
		}
		// Six scenarios, each of a hundred units or so: a test that checks
		// nothing must not pass.
		if checked < 400 {
			t.Errorf("%s: only %d placements checked", edition, checked)
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
	for _, id := range []string{"3014", "3112"} {
		info := m.Hexes[model.MustHex(id)]
		if !info.Port || info.City == nil || info.Regions.Theater != model.TheaterEast {
			t.Errorf("evacuation port %s = %+v", id, info)
		}
	}
	if _, err := loadMap(t, "1975").ZoneHexes("courland"); err == nil {
		t.Error("the SPI map has a Courland zone; Courland is a Deluxe rule")
	}
}
