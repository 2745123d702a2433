package rules

import (
	"fmt"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// BenchmarkCheckSetupZone checks a legal setup of 1,200 corps in one zone
// of 3,600 hexes (a 60 × 60 map, a range per row), the owner's choice of
// hex left open or given, to show the cost grows with the placements
// rather than placements times zone size.
func BenchmarkCheckSetupZone(b *testing.B) {
	const size, units = 60, 1200
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		b.Fatal(err)
	}
	m := &model.Map{Grid: model.NewGrid(size, size), Hexes: map[model.Hex]model.HexInfo{}, Zones: map[string]model.Zone{}}
	for _, h := range m.Grid.Hexes() {
		m.Hexes[h] = model.HexInfo{Terrain: "clear", Src: "test"}
	}
	zone := model.Zone{Name: "Everywhere", Kind: model.ZoneSetup, Src: "test"}
	for r := 1; r <= size; r++ {
		zone.Ranges = append(zone.Ranges, fmt.Sprintf("%02d01-%02d%02d", r, r, size))
	}
	m.Zones["everywhere"] = zone
	board, err := NewBoard(m, ed.TEC)
	if err != nil {
		b.Fatal(err)
	}
	terms := Terms{Relations: HistoricalRelations()}
	for _, tt := range []struct {
		name   string
		choose bool
	}{{"anywhere", false}, {"chosen-hex", true}} {
		b.Run(tt.name, func(b *testing.B) {
			ps := make([]SetupPlacement, units)
			for i := range ps {
				ps[i] = SetupPlacement{Unit: Unit{Counter: fmt.Sprintf("u%d", i), Force: model.Soviet, Nationality: "soviet", Size: model.Corps, Attack: 4, Defense: 4, Movement: 4}, Zone: "everywhere"}
				if tt.choose {
					h := model.Hex{Row: i/2/size + 1, Col: i/2%size + 1}
					ps[i].Hex = &h
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				if vs := CheckSetup(board, terms, ps); len(vs) > 0 {
					b.Fatalf("a legal setup has violations: %+v", vs[0])
				}
			}
		})
	}
}
