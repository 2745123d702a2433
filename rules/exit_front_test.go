package rules

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// An exit's front is its edge of the map: a West German unit leaving by
// the west edge with no Western Allied unit left there takes from their
// destroyed units box, not the Soviet unit far east; an East German unit
// leaving east removes the Soviet unit, not the Western Allied one.
func TestExitFrontIsTheEdge(t *testing.T) {
	ed := loadEdition(t, "1994")
	b, err := NewBoard(ed.Map, ed.TEC)
	if err != nil {
		t.Fatal(err)
	}
	s := &Situation{Board: b, Terms: scenarioTerms(t, "1994", "historical"), Units: []Placed{
		unit("wg", model.WestGerman, "german", 3, 5, 4, "1701"),
		unit("eg", model.EastGerman, "german", 3, 5, 4, "3526"),
		unit("sov", model.Soviet, "soviet", 7, 7, 4, "3026"),
		unit("wa", model.WesternAllied, "us", 4, 8, 6, "0612"),
	}}
	west, err := s.Exit("wg", model.MustHex("1701"))
	if err != nil {
		t.Fatal(err)
	}
	if !west.FromBox || !slices.Equal(west.BoxForces, []model.Force{model.WesternAllied}) || len(west.Closest) != 0 {
		t.Errorf("west exit: %+v", west)
	}
	east, err := s.Exit("eg", model.MustHex("3526"))
	if err != nil {
		t.Fatal(err)
	}
	if east.FromBox || len(east.Closest) != 1 || east.Closest[0].Unit != "sov" {
		t.Errorf("east exit: %+v", east)
	}
}
