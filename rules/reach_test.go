package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

var open7x8 = []string{
	"........",
	"........",
	"........",
	"........",
	"........",
	"........",
	"........",
}

func TestReachOpenGround(t *testing.T) {
	s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: Terms{Relations: HistoricalRelations()},
		Units: []Placed{unit("a", model.WesternAllied, "us", 4, 8, 2, "0303")}}
	r, err := s.Reach("a", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Hexes) != 18 { // every hex within two steps: 6 + 12
		t.Errorf("reached %d hexes, want 18: %s", len(r.Hexes), describe(r))
	}
	for _, h := range r.Hexes {
		if want := model.Distance(model.MustHex("0303"), h.Hex); h.Cost != want {
			t.Errorf("%s cost %d, want %d", h.Hex, h.Cost, want)
		}
	}
	if _, err := s.Reach("nobody", 0); err == nil {
		t.Error("unknown unit accepted")
	}
}

// The movement example of the 1975 TEC (9.0) on a map: from 0101 into clear
// 0102 (1), broken 0103 (2, total 3), then across a river into broken 0104
// (2+1, total 6). With five points the unit stops at 0103.
func TestReachTECExample(t *testing.T) {
	m := testMap(t, []string{
		"..bb",
		"~~~~",
	})
	side(t, m, "0103/0104", model.HexsideRiver)
	b := board(t, m)
	for _, tt := range []struct {
		allowance int
		want      map[string]int
	}{
		{6, map[string]int{"0102": 1, "0103": 3, "0104": 6}},
		{5, map[string]int{"0102": 1, "0103": 3}},
	} {
		s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}, Units: []Placed{unit("u", model.WesternAllied, "us", 7, 4, tt.allowance, "0101")}}
		r, err := s.Reach("u", 0)
		if err != nil {
			t.Fatal(err)
		}
		got := reachSet(r)
		if len(got) != len(tt.want) {
			t.Errorf("allowance %d: reached %s, want %v", tt.allowance, describe(r), tt.want)
		}
		for h, c := range tt.want {
			if got[h].Cost != c {
				t.Errorf("allowance %d: %s cost %d, want %d", tt.allowance, h, got[h].Cost, c)
			}
		}
	}
}

func TestReachZonesOfControl(t *testing.T) {
	m := testMap(t, open7x8)
	b := board(t, m)
	tests := []struct {
		name     string
		units    []Placed
		mover    string
		in, out  []string
		zoc      []string
		lakeSide string
	}{
		{
			name: "1975 5.22 / Deluxe 4.0: entering an enemy ZOC ends the move",
			// three points: every way to 0305 leads through the German's ZOC
			units: []Placed{unit("wa", model.WesternAllied, "us", 7, 4, 3, "0302"), unit("wg", model.WestGerman, "german", 2, 3, 4, "0304")},
			mover: "wa",
			in:    []string{"0303", "0403", "0203"}, // in the German's ZOC: enterable
			out:   []string{"0304", "0305"},         // the German's hex, and beyond through its ZOC
			zoc:   []string{"0303", "0403", "0203"},
		},
		{
			name:  "1975 7.13: never straight from one enemy ZOC to another",
			units: []Placed{unit("wa", model.WesternAllied, "us", 7, 4, 1, "0303"), unit("wg", model.WestGerman, "german", 2, 3, 4, "0304")},
			mover: "wa",
			in:    []string{"0302", "0202", "0402"},
			out:   []string{"0403", "0203"}, // both in the German's ZOC and next to the start
		},
		{
			name:     "1975 7.16 / Deluxe 4.0: no ZOC across a lake hexside",
			units:    []Placed{unit("wa", model.WesternAllied, "us", 7, 4, 8, "0302"), unit("wg", model.WestGerman, "german", 2, 3, 4, "0304")},
			lakeSide: "0303/0304",
			mover:    "wa",
			in:       []string{"0303", "0203"},
		},
		{
			name:  "friendly units do not block and cast no ZOC",
			units: []Placed{unit("wa", model.WesternAllied, "us", 7, 4, 3, "0302"), unit("wa2", model.WesternAllied, "br", 4, 8, 6, "0303")},
			mover: "wa",
			in:    []string{"0303", "0304", "0305"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bb := b
			if tt.lakeSide != "" {
				m2 := testMap(t, open7x8)
				side(t, m2, tt.lakeSide, model.HexsideLake)
				bb = board(t, m2)
			}
			s := &Situation{Board: bb, Terms: Terms{Relations: HistoricalRelations(), TheaterEnforced: false}, Units: tt.units}
			r, err := s.Reach(tt.mover, 0)
			if err != nil {
				t.Fatal(err)
			}
			got := reachSet(r)
			for _, h := range tt.in {
				if _, ok := got[h]; !ok {
					t.Errorf("%s not reached: %s", h, describe(r))
				}
			}
			for _, h := range tt.out {
				if _, ok := got[h]; ok {
					t.Errorf("%s reached but must not be", h)
				}
			}
			for _, h := range tt.zoc {
				if !got[h].EnemyZOC {
					t.Errorf("%s not marked as enemy ZOC", h)
				}
			}
			if tt.lakeSide != "" && got["0303"].EnemyZOC {
				t.Errorf("ZOC crossed a lake hexside")
			}
		})
	}
}

func TestReachBordersAndTerrain(t *testing.T) {
	m := testMap(t, []string{
		"..~.....",
		"........",
		"...s....",
		"........",
		"........",
	}, "0105", "0106", "0107", "0205", "0206")
	side(t, m, "0201/0202", model.HexsideBlocked)
	b := board(t, m)
	tests := []struct {
		name     string
		unit     Placed
		theater  bool
		in, out  []string
		exitZone []string
	}{
		{
			name:    "Western Allies stay west but may enter Berlin (1975 5.32)",
			unit:    unit("wa", model.WesternAllied, "us", 7, 4, 8, "0404"),
			theater: true,
			in:      []string{"0405", "0403", "0303"},
			out:     []string{"0406", "0305", "0505"},
		},
		{
			name:    "a West German unit stays west and never enters Berlin (1975 5.31, 5.33)",
			unit:    unit("wg", model.WestGerman, "german", 4, 5, 5, "0404"),
			theater: true,
			in:      []string{"0403", "0504"},
			out:     []string{"0405", "0406", "0305"},
		},
		{
			name:    "without the boundary only Berlin stays closed to Germans",
			unit:    unit("eg", model.EastGerman, "german", 4, 5, 5, "0406"),
			theater: false,
			in:      []string{"0404", "0407"},
			out:     []string{"0405"},
		},
		{
			name: "Yugoslav units stay in Yugoslavia (1975 5.41; Deluxe 5.3.1)",
			unit: unit("yu", model.Soviet, model.Yugoslav, 5, 6, 4, "0106"),
			in:   []string{"0105", "0107", "0205", "0206"},
			out:  []string{"0108", "0104", "0207"},
		},
		{
			name: "Soviet units stay out of Yugoslavia (1975 5.42; Deluxe 5.3.2)",
			unit: unit("su", model.Soviet, "soviet", 7, 7, 4, "0108"),
			in:   []string{"0207", "0208"},
			out:  []string{"0107", "0206"},
		},
		{
			name: "sea, Switzerland and blocked hexsides are never entered or crossed",
			unit: unit("wa", model.WesternAllied, "us", 7, 4, 1, "0201"),
			in:   []string{"0101", "0102", "0301", "0302"},
			out:  []string{"0202", "0103", "0304"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations(), TheaterEnforced: tt.theater}, Units: []Placed{tt.unit}}
			r, err := s.Reach(tt.unit.Counter, 0)
			if err != nil {
				t.Fatal(err)
			}
			got := reachSet(r)
			for _, h := range tt.in {
				if _, ok := got[h]; !ok {
					t.Errorf("%s not reached: %s", h, describe(r))
				}
			}
			for _, h := range tt.out {
				if _, ok := got[h]; ok {
					t.Errorf("%s reached but must not be", h)
				}
			}
		})
	}
}

func TestReachStackingAndExits(t *testing.T) {
	m := testMap(t, open7x8)
	m.Zones["exit-west"] = model.Zone{Name: "west edge", Kind: model.ZoneExit, Ranges: []string{"0201-0601"}, Src: "test"}
	b := board(t, m)
	units := []Placed{
		unit("f1", model.Soviet, "soviet", 8, 20, 3, "0306"),
		unit("f2", model.Soviet, "soviet", 8, 20, 3, "0307"),
		unit("a1", model.Soviet, "soviet", 7, 7, 4, "0305"),
		unit("a2", model.Soviet, "soviet", 6, 4, 6, "0305"),
		unit("wg", model.WestGerman, "german", 2, 4, 5, "0302"),
	}
	s := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations()}, Units: units}
	r, _ := s.Reach("f1", 0)
	got := reachSet(r)
	if h := got["0305"]; h.CanEnd || h.Why == "" {
		t.Errorf("0305 holds two units: %+v", h)
	}
	if _, ok := got["0304"]; !ok {
		t.Error("a front may pass through a full hex")
	}
	if h := got["0307"]; h.CanEnd {
		t.Errorf("two Soviet fronts may not stack (1975 5.21; Deluxe 5.1): %+v", h)
	}
	if len(r.Exits) != 0 {
		t.Errorf("a Soviet unit may not exit: %v", r.Exits)
	}
	// The West German unit in 0302 (5 MP) reaches the edge hexes 0201, 0301
	// and 0401 for one point and keeps the four it takes to leave the map;
	// 0501 costs two, leaving three.
	r, _ = s.Reach("wg", 0)
	var exits []string
	for _, h := range r.Exits {
		exits = append(exits, h.String())
	}
	if got, want := join(exits), "0201 0301 0401"; got != want {
		t.Errorf("exits %s, want %s (1975 10.3; Deluxe 9.0: four points to exit)", got, want)
	}
}

func join(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}

// Leaving an enemy ZOC to a free hex and then entering another is allowed
// (1975 7.13): 0403 costs two from 0303 by way of 0402.
func TestReachLeaveZOCThenReenter(t *testing.T) {
	s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: Terms{Relations: HistoricalRelations()},
		Units: []Placed{unit("wa", model.WesternAllied, "us", 7, 4, 8, "0303"), unit("wg", model.WestGerman, "german", 2, 3, 4, "0304")}}
	r, _ := s.Reach("wa", 0)
	if got := reachSet(r)["0403"]; got.Cost != 2 || !got.EnemyZOC {
		t.Errorf("0403 = %+v, want cost 2 in enemy ZOC", got)
	}
}
