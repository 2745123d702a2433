package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// sixOneMap is enough map round 2105 for the Deluxe 6.1 example: 2105 is
// fortified broken terrain, the rest clear.
func sixOneMap(t *testing.T) *model.Map {
	rows := make([]string, 23)
	for i := range rows {
		rows[i] = "........"
	}
	m := testMap(t, rows)
	h := model.MustHex("2105")
	info := m.Hexes[h]
	info.Terrain, info.Fortified = "broken", true
	m.Hexes[h] = info
	return m
}

// Deluxe 6.1 (and 1975 6.53): a 7-4-8 and two 6-6-7s in 2004, 2104 and 2204
// attack two 2-3-4s in fortified broken 2105: 19 against 6x3 = 18, 1-1; a 1
// is Ex, and losing one 6-6-7 pays for it.
func TestCombatDeluxeSixOne(t *testing.T) {
	forEachEdition(t, func(t *testing.T, ed *model.Edition) {
		b, err := NewBoard(sixOneMap(t), ed.TEC)
		if err != nil {
			t.Fatal(err)
		}
		s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations(), TheaterEnforced: true}, Units: []Placed{
			unit("5-us", model.WesternAllied, "us", 7, 4, 8, "2004"),
			unit("7-us", model.WesternAllied, "us", 6, 6, 7, "2104"),
			unit("19-us", model.WesternAllied, "us", 6, 6, 7, "2204"),
			unit("63", model.WestGerman, "german", 2, 3, 4, "2105"),
			unit("67", model.WestGerman, "german", 2, 3, 4, "2105"),
		}}
		r, err := s.Combat(ed.CRT, []string{"5-us", "7-us", "19-us"}, model.MustHex("2105"), 1)
		if err != nil {
			t.Fatal(err)
		}
		if r.Attack != 19 || r.Defense != 6 || r.Multiplier != 3 || r.ModifiedDefense != 18 {
			t.Errorf("19 vs 6x3=18 expected, got %d vs %dx%d=%d", r.Attack, r.Defense, r.Multiplier, r.ModifiedDefense)
		}
		if r.Odds.Column.ID != "1-1" || r.Result.Code != "Ex" {
			t.Errorf("odds %s result %s, want 1-1 Ex", r.Odds.Column.ID, r.Result.Code)
		}
		if got := fmt.Sprint(r.ExchangeChoices); got != "[[5-us] [7-us] [19-us]]" {
			t.Errorf("exchange choices %s", got)
		}
		// the same attack once the fortification is gone: 19 vs 12 is 1-1 still
		s.DestroyedForts = []model.Hex{model.MustHex("2105")}
		r, _ = s.Combat(ed.CRT, []string{"5-us", "7-us", "19-us"}, model.MustHex("2105"), 0)
		if r.Multiplier != 2 || len(r.Skipped) != 1 {
			t.Errorf("destroyed fortification: x%d skipped %v", r.Multiplier, r.Skipped)
		}
	})
}

func TestCombatRejects(t *testing.T) {
	ed := loadEdition(t, "1994")
	b, _ := NewBoard(sixOneMap(t), ed.TEC)
	s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}, Units: []Placed{
		unit("5-us", model.WesternAllied, "us", 7, 4, 8, "2004"),
		unit("far", model.WesternAllied, "us", 7, 4, 8, "2002"),
		unit("su", model.Soviet, "soviet", 7, 7, 4, "2106"),
		unit("67", model.WestGerman, "german", 2, 3, 4, "2105"),
		unit("wa2", model.WesternAllied, "us", 4, 8, 6, "2206"),
	}}
	for _, tt := range []struct {
		attackers []string
		hex       string
		want      string
	}{
		{[]string{"far"}, "2105", "not adjacent"},
		{[]string{"5-us", "5-us"}, "2105", "twice"},
		{[]string{"nobody"}, "2105", "no unit"},
		{[]string{"5-us"}, "2103", "no unit in 2103"},
		{[]string{"su"}, "2206", "not enemies"},
		{nil, "2105", "no attackers"},
	} {
		_, err := s.Combat(ed.CRT, tt.attackers, model.MustHex(tt.hex), 0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v on %s: error %v, want %q", tt.attackers, tt.hex, err, tt.want)
		}
	}
}

func TestCombatRiverOnlyWhenAllAcross(t *testing.T) {
	ed := loadEdition(t, "1994")
	m := testMap(t, open7x8)
	side(t, m, "0303/0304", model.HexsideRiver)
	side(t, m, "0204/0304", model.HexsideRiver)
	b, _ := NewBoard(m, ed.TEC)
	s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}, Units: []Placed{
		unit("a", model.Soviet, "soviet", 7, 7, 4, "0303"),
		unit("b", model.Soviet, "soviet", 7, 7, 4, "0204"),
		unit("c", model.Soviet, "soviet", 6, 4, 6, "0305"),
		unit("eg", model.EastGerman, "german", 3, 5, 4, "0304"),
	}}
	r, _ := s.Combat(ed.CRT, []string{"a", "b"}, model.MustHex("0304"), 0)
	if r.Multiplier != 2 {
		t.Errorf("both across a river: x%d, want x2", r.Multiplier)
	}
	r, _ = s.Combat(ed.CRT, []string{"a", "b", "c"}, model.MustHex("0304"), 0)
	if r.Multiplier != 1 || len(r.Skipped) != 1 {
		t.Errorf("one attacker not across: x%d skipped %v, want x1 and the river skipped", r.Multiplier, r.Skipped)
	}
}

// The Deluxe 6.1 position set up on the 1994 map itself: a 7-4-8 in 2004,
// 6-6-7s in 2104 and 2204, two 2-3-4s in 2105. The map must make 2105
// fortified broken terrain with no river towards those three hexes.
func TestCombatDeluxeSixOneOnTheMap(t *testing.T) {
	ed, b := bundledBoard(t, "1994")
	s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations(), TheaterEnforced: true}, Units: []Placed{
		unit("5-us", model.WesternAllied, "us", 7, 4, 8, "2004"),
		unit("7-us", model.WesternAllied, "us", 6, 6, 7, "2104"),
		unit("19-us", model.WesternAllied, "us", 6, 6, 7, "2204"),
		unit("63", model.WestGerman, "german", 2, 3, 4, "2105"),
		unit("64", model.WestGerman, "german", 2, 3, 4, "2105"),
	}}
	r, err := s.Combat(ed.CRT, []string{"5-us", "7-us", "19-us"}, model.MustHex("2105"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintf("%d vs %dx%d=%d %s %s", r.Attack, r.Defense, r.Multiplier, r.ModifiedDefense, r.Odds.Column.ID, r.Result.Code); got != "19 vs 6x3=18 1-1 Ex" {
		t.Errorf("Deluxe 6.1 on the map: %s, want 19 vs 6x3=18 1-1 Ex", got)
	}
	if !ExchangeSatisfied([]int{6}, r.Defense) || !slices.ContainsFunc(r.ExchangeChoices, func(c []string) bool { return slices.Equal(c, []string{"7-us"}) }) {
		t.Errorf("losing one 6-6-7 must pay for the Ex: %v", r.ExchangeChoices)
	}
}
