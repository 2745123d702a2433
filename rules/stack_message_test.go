package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The overstacking errors name every unit and point at the first one past
// the limit: that is the placement the author must move.
func TestOverstackingNamesTheUnits(t *testing.T) {
	m := testMap(t, []string{
		"........",
		"........",
		"........",
		"........",
		"........",
		"........",
		"........",
	}, "0106", "0107", "0108")
	m.Zones["courland"] = model.Zone{Name: "Courland", Kind: model.ZoneArea, Hexes: []model.Hex{model.MustHex("0707")}, Src: "test"}
	b := board(t, m)
	terms := bundledTerms(t, "1994", Terms{Relations: HistoricalRelations()})
	tests := []struct {
		name      string
		setup     []SetupPlacement
		code      string
		placement int
		message   string
	}{
		{"four in a hex", []SetupPlacement{
			at(unit("a", model.WesternAllied, "us", 4, 8, 6, "0202")),
			at(unit("x", model.WesternAllied, "us", 4, 8, 6, "0303")),
			at(unit("b", model.WesternAllied, "us", 4, 8, 6, "0202")),
			at(unit("c", model.WesternAllied, "us", 4, 8, 6, "0202")),
			at(unit("d", model.WesternAllied, "us", 4, 8, 6, "0202")),
		}, "stacking.over-limit", 3, "4 units in 0202 (a, b, c, d); at most two may stack, and c and d are too many"},
		{"the author's unit made the hex too full", []SetupPlacement{
			byAuthor(at(unit("a", model.WesternAllied, "us", 4, 8, 6, "0202"))),
			at(unit("b", model.WesternAllied, "us", 4, 8, 6, "0202")),
			at(unit("c", model.WesternAllied, "us", 4, 8, 6, "0202")),
		}, "stacking.over-limit", 0, "3 units in 0202 (b, c, a); at most two may stack, and a is one too many"},
		{"three in a zone of one hex", []SetupPlacement{
			inZone(unit("c1", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
			inZone(unit("c2", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
			inZone(unit("c3", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
		}, "zone.over-capacity", 2, "3 units set up in zone courland (c1, c2, c3), which has room for 2 within stacking, and c3 is one too many"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var found bool
			for _, v := range CheckSetup(b, terms, tt.setup) {
				if v.Code != tt.code {
					continue
				}
				found = true
				if v.Placement != tt.placement || v.Message != tt.message {
					t.Errorf("placement %d %q, want %d %q", v.Placement, v.Message, tt.placement, tt.message)
				}
			}
			if !found {
				t.Fatalf("no %s", tt.code)
			}
		})
	}
}

// byAuthor marks a placement as the author's: moved there after the
// rulebook's setup.
func byAuthor(p SetupPlacement) SetupPlacement {
	p.ByAuthor = true
	return p
}
