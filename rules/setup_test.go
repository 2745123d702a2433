package rules

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func at(p Placed) SetupPlacement {
	h := p.Hex
	return SetupPlacement{Unit: p.Unit, Hex: &h}
}

func inZone(p Placed, zone string) SetupPlacement {
	return SetupPlacement{Unit: p.Unit, Zone: zone}
}

func TestCheckSetup(t *testing.T) {
	m := testMap(t, []string{
		"..~.....",
		"........",
		"...s....",
		"........",
		"........",
		"........",
		"........",
	}, "0106", "0107", "0108")
	m.Zones["courland"] = model.Zone{Name: "Courland", Kind: model.ZoneArea, Hexes: []model.Hex{model.MustHex("0707"), model.MustHex("0708")}, Src: "test"}
	vienna := m.Hexes[model.MustHex("0506")]
	vienna.City = &model.City{Name: "Vienna", VP: 3, Capital: true}
	m.Hexes[model.MustHex("0506")] = vienna
	b := board(t, m)
	historical := bundledTerms(t, "1994", Terms{Relations: HistoricalRelations(), TheaterEnforced: true})
	tests := []struct {
		name  string
		rules Terms
		setup []SetupPlacement
		codes []string
	}{
		{"a legal setup", historical, []SetupPlacement{
			at(unit("f", model.Soviet, "soviet", 8, 20, 3, "0206")),
			at(unit("g", model.Soviet, "soviet", 7, 7, 4, "0206")),
			at(unit("wa", model.WesternAllied, "us", 7, 4, 8, "0202")),
			at(unit("y", model.Soviet, model.Yugoslav, 5, 6, 4, "0107")),
			inZone(unit("c1", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
		}, nil},
		{"three units in a hex", historical, []SetupPlacement{
			at(unit("a", model.WesternAllied, "us", 4, 8, 6, "0202")),
			at(unit("b", model.WesternAllied, "us", 4, 8, 6, "0202")),
			at(unit("c", model.WesternAllied, "us", 4, 8, 6, "0202")),
		}, []string{"stacking.over-limit"}},
		{"two fronts stacked", historical, []SetupPlacement{
			at(unit("f1", model.Soviet, "soviet", 8, 20, 3, "0206")),
			at(unit("f2", model.Soviet, "soviet", 8, 20, 3, "0206")),
		}, []string{"stacking.fronts"}},
		{"a German unit in Berlin", bundledTerms(t, "1975", Terms{Relations: HistoricalRelations()}), []SetupPlacement{
			at(unit("eg", model.EastGerman, "german", 3, 5, 4, "0405")),
		}, []string{"setup.german-in-berlin"}},
		{"a unit at sea and one in Switzerland", historical, []SetupPlacement{
			at(unit("a", model.WesternAllied, "us", 4, 8, 6, "0103")),
			at(unit("b", model.WesternAllied, "us", 4, 8, 6, "0304")),
		}, []string{"setup.terrain-prohibited", "setup.terrain-prohibited"}},
		{"off the map", historical, []SetupPlacement{
			at(unit("a", model.WesternAllied, "us", 4, 8, 6, "0901")),
		}, []string{"setup.hex-unknown"}},
		{"an East German unit west of the boundary", historical, []SetupPlacement{
			at(unit("eg", model.EastGerman, "german", 3, 5, 4, "0202")),
		}, []string{"theater.wrong-side"}},
		{"a Western Allied unit east of the boundary", historical, []SetupPlacement{
			at(unit("wa", model.WesternAllied, "us", 4, 8, 6, "0206")),
		}, []string{"theater.allied-wrong-side"}},
		{"the boundary ignored", bundledTerms(t, "1994", Terms{Relations: HistoricalRelations()}), []SetupPlacement{
			at(unit("wa", model.WesternAllied, "us", 4, 8, 6, "0206")),
		}, nil},
		{"a Yugoslav unit outside Yugoslavia and a Soviet one inside", historical, []SetupPlacement{
			at(unit("y", model.Soviet, model.Yugoslav, 5, 6, 4, "0205")),
			at(unit("s", model.Soviet, "bulgarian", 2, 5, 4, "0108")),
		}, []string{"yugoslavia.outside", "yugoslavia.inside"}},
		{"Courland units outside the zone's room", historical, []SetupPlacement{
			inZone(unit("c1", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
			inZone(unit("c2", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
			inZone(unit("c3", model.EastGerman, "german", 3, 5, 4, "0101"), "courland"),
			at(unit("s", model.Soviet, "soviet", 7, 7, 4, "0708")),
		}, []string{"zone.over-capacity"}},
		{"a hex chosen outside its zone", historical, []SetupPlacement{
			func() SetupPlacement {
				p := at(unit("c1", model.EastGerman, "german", 3, 5, 4, "0706"))
				p.Zone = "courland"
				return p
			}(),
		}, []string{"zone.outside"}},
		{"a hex chosen inside its zone", historical, []SetupPlacement{
			func() SetupPlacement {
				p := at(unit("c1", model.EastGerman, "german", 3, 5, 4, "0707"))
				p.Zone = "courland"
				return p
			}(),
		}, nil},
		{"an unknown zone", historical, []SetupPlacement{
			inZone(unit("c1", model.EastGerman, "german", 3, 5, 4, "0101"), "kurland"),
		}, []string{"zone.unknown"}},
		{"an enemy pair in one hex", historical, []SetupPlacement{
			at(unit("s", model.Soviet, "soviet", 7, 7, 4, "0206")),
			at(unit("eg", model.EastGerman, "german", 3, 5, 4, "0206")),
		}, []string{"stacking.enemies"}},
		{"Red Star/White Star: Soviets and Western Allies are enemies", bundledTerms(t, "1994", Terms{Relations: NewRelations([][2]model.Force{{model.Soviet, model.WesternAllied}})}), []SetupPlacement{
			at(unit("s", model.Soviet, "soviet", 7, 7, 4, "0206")),
			at(unit("wa", model.WesternAllied, "us", 4, 8, 6, "0206")),
		}, []string{"stacking.enemies"}},
		{"a placement of a force not in play", bundledTerms(t, "1994", Terms{Relations: HistoricalRelations(), ForcesInPlay: []model.Force{model.Soviet, model.EastGerman}}), []SetupPlacement{
			at(unit("wa", model.WesternAllied, "us", 4, 8, 6, "0202")),
		}, []string{"setup.force-not-in-play"}},
		{"outside the map in use", bundledTerms(t, "1994", Terms{Relations: HistoricalRelations(), Area: model.TheaterEast}), []SetupPlacement{
			at(unit("eg", model.EastGerman, "german", 3, 5, 4, "0202")),
		}, []string{"setup.outside-area"}},
		{"a Soviet-held capital without a front", historical, []SetupPlacement{
			at(unit("g", model.Soviet, "soviet", 7, 7, 4, "0506")),
		}, []string{"garrison.capital-needs-front"}},
		{"optional stacking groups: two mixed stacks", bundledTerms(t, "1994", Terms{Relations: HistoricalRelations(), StackingGroups: true}), []SetupPlacement{
			at(unit("a", model.WesternAllied, "us", 4, 8, 6, "0202")), at(unit("b", model.WesternAllied, "british", 4, 8, 6, "0202")),
			at(unit("c", model.WesternAllied, "french", 4, 8, 6, "0302")), at(unit("d", model.WesternAllied, "canadian", 4, 8, 6, "0302")),
		}, []string{"stacking.groups"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vs := CheckSetup(b, tt.rules, tt.setup)
			var codes []string
			for _, v := range vs {
				codes = append(codes, v.Code)
				if v.Message == "" || (v.Rule == "" && v.Code != "zone.unknown") {
					t.Errorf("%s lacks a message or rule: %+v", v.Code, v)
				}
			}
			if !slices.Equal(codes, tt.codes) {
				t.Errorf("codes %v, want %v: %+v", codes, tt.codes, vs)
			}
		})
	}
}

func TestCheckSetupRuleNumbersByEdition(t *testing.T) {
	b := board(t, testMap(t, open7x8))
	ps := []SetupPlacement{at(unit("eg", model.EastGerman, "german", 3, 5, 4, "0202"))}
	for ed, want := range map[string]string{"1975": "1975 5.31", "1994": "1994 5.2.1"} {
		vs := CheckSetup(b, bundledTerms(t, ed, Terms{Relations: HistoricalRelations(), TheaterEnforced: true}), ps)
		if len(vs) != 1 || vs[0].Rule != want {
			t.Errorf("%s: %+v, want rule %s", ed, vs, want)
		}
	}
}
