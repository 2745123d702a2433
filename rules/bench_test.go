package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

// BenchmarkReach measures reachable hexes for units on the full 1994 map in
// the Historical starting position: a fast Western Allied corps (8 MP), a
// Soviet front (3 MP), and a German replacement at double movement (a 4-MP
// corps with 8).
func BenchmarkReach(b *testing.B) {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		b.Fatal(err)
	}
	if ed.Map == nil {
		b.Skip("the 1994 edition has no map")
	}
	board, err := NewBoard(ed.Map, ed.TEC)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := ed.Scenario("historical")
	sit, _, err := ScenarioSituation(ed, s, board)
	if err != nil {
		b.Fatal(err)
	}
	for _, tt := range []struct {
		unit      string
		allowance int
	}{{"5-us", 0}, {"1-belo", 0}, {"63", 8}} {
		b.Run(tt.unit, func(b *testing.B) {
			if _, ok := sit.Find(tt.unit); !ok {
				b.Fatalf("no unit %s", tt.unit)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := sit.Reach(tt.unit, tt.allowance); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
