package render

import (
	"fmt"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// testTEC is a chart with the game's terrains, features, hexsides and
// borders, built here so that edits to the bundled charts never change the
// golden files.
func testTEC() *model.TEC {
	entry := func(id, name string) model.TECEntry { return model.TECEntry{ID: id, Name: name} }
	return &model.TEC{
		ID: "tec-test",
		Terrain: []model.TECEntry{
			entry("clear", "Clear"), entry("broken", "Broken terrain"), entry("rough", "Rough terrain"),
			entry("switzerland", "Switzerland"), entry(model.TerrainSea, "Sea"),
		},
		Features: []model.TECEntry{entry("fortified", "Fortified line"), entry("berlin", "Berlin"), entry("city", "City")},
		Hexsides: []model.TECEntry{entry("river", "River"), entry("lake", "Lake"), entry("blocked", "Blocked")},
		Borders:  []model.TECEntry{entry("theater-boundary", "German Theater Boundary"), entry("yugoslav-border", "Yugoslav border")},
	}
}

func testEdition() *model.EditionInfo {
	return &model.EditionInfo{
		ID: "test", Title: "Battle for Germany", Subtitle: "A synthetic map for tests",
		Publisher: "Test Games", Year: 1994,
		Rulebook:   model.Ref{ID: "deluxe-2020", Title: "Deluxe rules", Year: 2020},
		CounterSet: model.Ref{ID: "dg-1994", Title: "1994 counter set"},
	}
}

func testSources() model.Sources {
	return model.Sources{
		{ID: "deluxe", Kind: model.SourceRulebook, Title: "Deluxe rules"},
		{ID: "geo", Kind: model.SourceGeo, Title: "Drafted from geography"},
		{ID: "fan", Kind: model.SourceFan, Title: "A fan module"},
		{ID: "setup", Kind: model.SourceSetup, Title: "What the setups require"},
		{ID: "manual", Kind: model.SourceManual, Title: "Our judgement"},
	}
}

// smallMap is six rows of seven hexes holding one of everything: each
// terrain, a fortified hex, rivers, a lake and a blocked hexside, west and
// east regions split by a Theater Boundary with Berlin on it, a Yugoslav
// corner, cities with umlauts and a capital, ports and two zones.
//
//	row 6  sea all along the north edge
//	row 5  Stettin (port), Königsberg (port), Courland zone in the north-east
//	row 4  Berlin in the middle, on the boundary
//	row 3  Düsseldorf, a fortified line
//	row 2  Wien (capital), rough ground
//	row 1  Switzerland in the south-west, Yugoslavia in the south-east
func smallMap() *model.Map {
	m := &model.Map{
		Edition: "test",
		Grid:    model.NewGrid(6, 7),
		Sources: testSources(),
		Hexes:   map[model.Hex]model.HexInfo{},
	}
	for r := 1; r <= 6; r++ {
		for c := 1; c <= 7; c++ {
			h := model.Hex{Row: r, Col: c}
			theater := model.TheaterWest
			if c >= 4 {
				theater = model.TheaterEast
			}
			info := model.HexInfo{Terrain: "clear", Regions: model.Regions{Country: "germany", Theater: theater}, Src: "geo"}
			switch {
			case r == 6:
				info = model.HexInfo{Terrain: model.TerrainSea, Src: "geo"}
			case r == 1 && c <= 2:
				info.Terrain, info.Regions = "switzerland", model.Regions{Country: "switzerland"}
			case r == 1 && c >= 6, r == 2 && c == 7:
				info.Regions.Country = model.CountryYugoslavia
				info.Terrain = "rough"
			case r == 2 && (c == 3 || c == 4):
				info.Terrain = "rough"
				info.Src = "fan"
			case r == 3 && (c == 2 || c == 5):
				info.Terrain = "broken"
				info.Src = "setup"
			}
			m.Hexes[h] = info
		}
	}
	set := func(id string, f func(*model.HexInfo)) {
		h := model.MustHex(id)
		info := m.Hexes[h]
		f(&info)
		m.Hexes[h] = info
	}
	set("0404", func(i *model.HexInfo) {
		i.City = &model.City{Name: "Berlin", VP: 10, Capital: true}
		i.Regions.Theater = model.TheaterBoundary
		i.Fortified = true
		i.Src = "deluxe"
		i.Srcs = map[string]string{model.FactTerrain: "geo"}
	})
	set("0302", func(i *model.HexInfo) { i.Fortified = true; i.Src = "deluxe" })
	set("0303", func(i *model.HexInfo) { i.Fortified = true; i.Src = "manual" })
	set("0301", func(i *model.HexInfo) { i.City = &model.City{Name: "Düsseldorf", VP: 2} })
	set("0205", func(i *model.HexInfo) { i.City = &model.City{Name: "Wien", VP: 5, Capital: true} })
	set("0502", func(i *model.HexInfo) { i.City = &model.City{Name: "Stettin", VP: 1}; i.Port = true })
	set("0507", func(i *model.HexInfo) { i.City = &model.City{Name: "Königsberg", VP: 3}; i.Port = true })
	set("0505", func(i *model.HexInfo) { i.Port = true })

	side := func(a, b string, t model.HexsideType, name string) {
		s, err := model.NewHexside(model.MustHex(a), model.MustHex(b))
		if err != nil {
			panic(err)
		}
		m.Hexsides[s] = model.HexsideInfo{Type: t, Name: name, Src: "geo"}
	}
	m.Hexsides = model.Hexsides{}
	// the Oder runs north to south between columns 5 and 6
	side("0205", "0206", model.HexsideRiver, "Oder")
	side("0306", "0205", model.HexsideRiver, "Oder")
	side("0305", "0306", model.HexsideRiver, "Oder")
	side("0405", "0305", model.HexsideRiver, "Oder")
	side("0405", "0406", model.HexsideRiver, "Oder")
	side("0503", "0504", model.HexsideLake, "Müritz")
	side("0202", "0302", model.HexsideBlocked, "")
	m.Zones = map[string]model.Zone{
		"courland":  {Name: "Courland", Kind: model.ZoneArea, Hexes: []model.Hex{model.MustHex("0506"), model.MustHex("0507")}, Rule: "13.0", Src: "deluxe"},
		"west-exit": {Name: "West edge exit", Kind: model.ZoneExit, Ranges: []string{"0201-0501"}, Src: "geo"},
	}
	return m
}

// smallUnits are a handful of counters on smallMap: a stacked pair, a
// single unit, units in a zone and in a box.
func smallUnits() []explain.SetupUnit {
	return []explain.SetupUnit{
		{Unit: rules.Unit{Counter: "sov-5gd", Label: "5 Gd", Nationality: model.SovietNation, Force: model.Soviet, Size: model.Army, Type: model.Infantry, Attack: 7, Defense: 5, Movement: 4}, Hex: model.MustHex("0405")},
		{Unit: rules.Unit{Counter: "ger-1pz", Label: "1 Pz", Nationality: model.German, Force: model.WestGerman, Size: model.Corps, Type: model.Armor, Attack: 6, Defense: 4, Movement: 6}, Hex: model.MustHex("0303")},
		{Unit: rules.Unit{Counter: "ger-12ss", Label: "XII SS", Nationality: model.German, Force: model.WestGerman, Size: model.Corps, Type: model.Infantry, Attack: 3, Defense: 4, Movement: 3}, Hex: model.MustHex("0303")},
		{Unit: rules.Unit{Counter: "us-3", Label: "3 US", Nationality: model.US, Force: model.WesternAllied, Size: model.Army, Type: model.Mechanized, Attack: 9, Defense: 7, Movement: 6}, Hex: model.MustHex("0302")},
		{Unit: rules.Unit{Counter: "ger-courland", Label: "18 Army", Nationality: model.German, Force: model.EastGerman, Size: model.Army, Type: model.Infantry, Attack: 4, Defense: 5, Movement: 3}, Box: "courland"},
		{Unit: rules.Unit{Counter: "rom-mtn", Label: "1 Mtn", Nationality: model.Romanian, Force: model.Soviet, Size: model.Corps, Type: model.Mountain, Attack: 2, Defense: 3, Movement: 3}, Box: "Soviet reserve"},
	}
}

// fullMap is a synthetic map of the real maps' size: the terrain follows
// a fixed pattern, sea fills the north-west, Switzerland and Yugoslavia the
// south, the Theater Boundary runs down the middle with Berlin on it, and
// rivers, cities and zones are spread over it.
func fullMap(rows, cols int) *model.Map {
	m := &model.Map{
		Edition: "synthetic",
		Grid:    model.NewGrid(rows, cols),
		Sources: testSources(),
		Hexes:   map[model.Hex]model.HexInfo{},
	}
	mid := cols / 2
	berlin := model.Hex{Row: rows * 2 / 3, Col: mid}
	srcs := []string{"geo", "geo", "geo", "deluxe", "fan", "setup", "manual"}
	terrains := []string{"clear", "clear", "clear", "broken", "clear", "rough", "clear", "broken"}
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			h := model.Hex{Row: r, Col: c}
			theater := model.TheaterWest
			if c > mid || (c == mid && r < berlin.Row) {
				theater = model.TheaterEast
			}
			info := model.HexInfo{
				Terrain: terrains[(r*7+c*3)%len(terrains)],
				Regions: model.Regions{Country: "germany", Theater: theater},
				Src:     srcs[(r+c*5)%len(srcs)],
			}
			switch {
			case r > rows-4 && c < cols/3:
				info = model.HexInfo{Terrain: model.TerrainSea, Src: "geo"}
			case r <= 3 && c <= 4:
				info.Terrain, info.Regions = "switzerland", model.Regions{Country: "switzerland"}
			case r <= 5 && c > cols-6:
				info.Regions.Country = model.CountryYugoslavia
			}
			info.Fortified = c == 5 && r > 4 && r < rows-5
			if h == berlin {
				info.City = &model.City{Name: "Berlin", VP: 10, Capital: true}
				info.Regions.Theater = model.TheaterBoundary
			} else if (r*3+c)%23 == 0 && info.Terrain != model.TerrainSea && info.Terrain != "switzerland" {
				info.City = &model.City{Name: fmt.Sprintf("Stadt %02d%02d", r, c), VP: 1 + (r+c)%5, Capital: (r+c)%17 == 0}
				info.Port = r > rows-6
			}
			m.Hexes[h] = info
		}
	}
	m.Hexsides = model.Hexsides{}
	// a river winding down every seventh column
	for c := 3; c < cols; c += 7 {
		for r := 1; r < rows-4; r++ {
			s, _ := model.NewHexside(model.Hex{Row: r, Col: c}, model.Hex{Row: r, Col: c + 1})
			m.Hexsides[s] = model.HexsideInfo{Type: model.HexsideRiver, Name: "River", Src: "geo"}
		}
	}
	for c := 8; c < 12; c++ {
		s, _ := model.NewHexside(model.Hex{Row: 20, Col: c}, model.Hex{Row: 21, Col: c})
		m.Hexsides[s] = model.HexsideInfo{Type: model.HexsideLake, Src: "geo"}
		s, _ = model.NewHexside(model.Hex{Row: 12, Col: c}, model.Hex{Row: 12, Col: c + 1})
		m.Hexsides[s] = model.HexsideInfo{Type: model.HexsideBlocked, Src: "manual"}
	}
	m.Zones = map[string]model.Zone{
		"courland":   {Name: "Courland", Kind: model.ZoneArea, Hexes: []model.Hex{{Row: rows - 1, Col: cols - 1}, {Row: rows - 1, Col: cols}, {Row: rows, Col: cols}}, Src: "deluxe"},
		"west-exit":  {Name: "West edge exit", Kind: model.ZoneExit, Ranges: []string{fmt.Sprintf("0601-%02d01", rows-6)}, Src: "deluxe"},
		"east-entry": {Name: "Soviet replacements", Kind: model.ZoneReplacement, Ranges: []string{fmt.Sprintf("10%02d-20%02d", cols, cols)}, Src: "fan"},
	}
	return m
}

// fullUnits are about 120 counters spread over fullMap, every fifth hex
// holding a stacked pair, and a few in boxes.
func fullUnits(m *model.Map, n int) []explain.SetupUnit {
	nations := []model.Nationality{model.SovietNation, model.US, model.British, model.French, model.German, model.German, model.Hungarian, model.PolishExile, model.Bulgarian, model.Romanian, model.Yugoslav, model.PolishCommunist, model.Canadian}
	types := []model.UnitType{model.Infantry, model.Armor, model.Mechanized, model.Cavalry, model.Airborne, model.Mountain}
	sizes := []model.UnitSize{model.Corps, model.Army, model.Front}
	var land []model.Hex
	for _, h := range m.HexIDs() {
		if t := m.Hexes[h].Terrain; t != model.TerrainSea && t != "switzerland" {
			land = append(land, h)
		}
	}
	var out []explain.SetupUnit
	for i := 0; len(out) < n; i++ {
		force := model.WestGerman
		if i%2 == 0 {
			force = model.EastGerman
		}
		u := explain.SetupUnit{Unit: rules.Unit{
			Counter: fmt.Sprintf("u%03d", len(out)), Label: fmt.Sprintf("%d Corps", len(out)+1),
			Nationality: nations[i%len(nations)], Force: force,
			Size: sizes[i%len(sizes)], Type: types[i%len(types)],
			Attack: 1 + i%9, Defense: 1 + i%7, Movement: 2 + i%5,
		}, Hex: land[(i*37)%len(land)]}
		if i%10 == 9 {
			u.Hex, u.Box = model.Hex{}, []string{"courland", "Soviet reserve", "West German reserve"}[i%3]
		}
		out = append(out, u)
		if i%5 == 0 && u.Box == "" && len(out) < n {
			pair := u
			pair.Counter, pair.Label = pair.Counter+"b", pair.Label+"b"
			pair.Type = types[(i+1)%len(types)]
			out = append(out, pair)
		}
	}
	return out
}
