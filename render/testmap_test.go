package render

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// smallUnits are a handful of counters on smallMap: a stacked pair, a
// single unit, units in a zone and in a box.
func smallUnits() []Placement {
	return []Placement{
		{Unit: Unit{Counter: "sov-5gd", Label: "5 Gd", Nationality: model.SovietNation, Force: model.Soviet, Size: model.Army, Type: model.Infantry, Attack: 7, Defense: 5, Movement: 4}, Hex: model.MustHex("0405")},
		{Unit: Unit{Counter: "ger-1pz", Label: "1 Pz", Nationality: model.German, Force: model.WestGerman, Size: model.Corps, Type: model.Armor, Attack: 6, Defense: 4, Movement: 6}, Hex: model.MustHex("0303")},
		{Unit: Unit{Counter: "ger-12ss", Label: "XII SS", Nationality: model.German, Force: model.WestGerman, Size: model.Corps, Type: model.Infantry, Attack: 3, Defense: 4, Movement: 3}, Hex: model.MustHex("0303")},
		{Unit: Unit{Counter: "us-3", Label: "3 US", Nationality: model.US, Force: model.WesternAllied, Size: model.Army, Type: model.Mechanized, Attack: 9, Defense: 7, Movement: 6}, Hex: model.MustHex("0302")},
		{Unit: Unit{Counter: "ger-courland", Label: "18 Army", Nationality: model.German, Force: model.EastGerman, Size: model.Army, Type: model.Infantry, Attack: 4, Defense: 5, Movement: 3}, Box: "courland"},
		{Unit: Unit{Counter: "rom-mtn", Label: "1 Mtn", Nationality: model.Romanian, Force: model.Soviet, Size: model.Corps, Type: model.Mountain, Attack: 2, Defense: 3, Movement: 3}, Box: "Soviet reserve"},
	}
}

// fullUnits are about 120 counters spread over fullMap, every fifth hex
// holding a stacked pair, and a few in boxes.
func fullUnits(m *model.Map, n int) []Placement {
	nations := []model.Nationality{model.SovietNation, model.US, model.British, model.French, model.German, model.German, model.Hungarian, model.PolishExile, model.Bulgarian, model.Romanian, model.Yugoslav, model.PolishCommunist, model.Canadian}
	types := []model.UnitType{model.Infantry, model.Armor, model.Mechanized, model.Cavalry, model.Airborne, model.Mountain}
	sizes := []model.UnitSize{model.Corps, model.Army, model.Front}
	var land []model.Hex
	for _, h := range m.HexIDs() {
		if t := m.Hexes[h].Terrain; t != model.TerrainSea && t != "switzerland" {
			land = append(land, h)
		}
	}
	var out []Placement
	for i := 0; len(out) < n; i++ {
		force := model.WestGerman
		if i%2 == 0 {
			force = model.EastGerman
		}
		u := Placement{Unit: Unit{
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
