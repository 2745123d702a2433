package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// The Terrain Effects Chart (1975 9.0; the Deluxe map uses the same key)
// gives blocked and lake hexsides the effect on combat "Not allowed": an
// attacker may not attack a defender across one. A multi-hex attack is
// judged per attacker and defender: every attacker must be able to attack
// every defending unit. Each case is one attack on a 7x8 map where the
// hexside 0204/0304 is a lake or blocked hexside; "a" in 0204 touches
// both 0304 (across it) and 0305, "c" in 0404 touches both by land.
func TestCombatAcrossClosedHexside(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		e := loadEdition(t, ed)
		for _, typ := range []model.HexsideType{model.HexsideLake, model.HexsideBlocked} {
			m := testMap(t, open7x8)
			side(t, m, "0204/0304", typ)
			b, err := NewBoard(m, e.TEC)
			if err != nil {
				t.Fatal(err)
			}
			s := &Situation{Board: b, Terms: bundledTerms(t, ed, Terms{Relations: HistoricalRelations()}), Units: []Placed{
				unit("a", model.Soviet, "soviet", 7, 7, 4, "0204"),
				unit("c", model.Soviet, "soviet", 7, 7, 4, "0404"),
				unit("eg1", model.EastGerman, "german", 3, 5, 4, "0304"),
				unit("eg2", model.EastGerman, "german", 3, 5, 4, "0305"),
			}}
			wantRule := map[string]string{"1975": "1975 9.0", "1994": "1994 TEC"}[ed]
			for _, tc := range []struct {
				name      string
				attackers []string
				hexes     []string
				refused   bool
			}{
				{"across the hexside", []string{"a"}, []string{"0304"}, true},
				{"the other hex, by land", []string{"a"}, []string{"0305"}, false},
				{"by land beside one across", []string{"a", "c"}, []string{"0304"}, true},
				{"multi-hex, one pair across", []string{"a"}, []string{"0304", "0305"}, true},
				{"multi-hex, every pair by land", []string{"c"}, []string{"0304", "0305"}, false},
			} {
				hexes := make([]model.Hex, len(tc.hexes))
				for i, h := range tc.hexes {
					hexes[i] = model.MustHex(h)
				}
				_, err := s.CombatOn(e.CRT, CombatSpec{Attackers: tc.attackers, Hexes: hexes})
				d, _ := err.(*diag.Diagnostic)
				switch {
				case !tc.refused && err != nil:
					t.Errorf("%s %s %s: refused: %v", ed, typ, tc.name, err)
				case tc.refused && (d == nil || d.Code != "combat.hexside-closed" || d.Rule != wantRule):
					t.Errorf("%s %s %s: got %v, want combat.hexside-closed citing %s", ed, typ, tc.name, err, wantRule)
				}
			}
		}
	}
}

// Every entry of both charts states its effect on combat, and the entries
// the 1975 chart (9.0) marks "Not allowed" are exactly the prohibited ones.
func TestEveryChartEntryStatesItsCombatEffect(t *testing.T) {
	notAllowed := map[string]bool{"switzerland": true, "sea": true, "blocked": true, "lake": true, "out-of-play": true}
	for _, ed := range []string{"1975", "1994"} {
		tec := loadEdition(t, ed).TEC
		for _, id := range tec.IDs() {
			e, _, _ := tec.Lookup(id)
			if e.Combat.Multiplier == 0 && !e.Combat.Prohibited {
				t.Errorf("%s %s: no effect on combat stated", ed, id)
			}
			if e.Combat.Prohibited != notAllowed[id] {
				t.Errorf("%s %s: combat prohibited %v, want %v", ed, id, e.Combat.Prohibited, notAllowed[id])
			}
		}
	}
}

// The attack candidates a front end offers leave out the hexes across a
// closed hexside (1975 9.0 "Not allowed"): "a" in 0204 may attack 0305
// but not 0304 across the lake; "c" in 0404 may attack both.
func TestAttackTargetsLeaveOutClosedHexsides(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		e := loadEdition(t, ed)
		m := testMap(t, open7x8)
		side(t, m, "0204/0304", model.HexsideLake)
		b, err := NewBoard(m, e.TEC)
		if err != nil {
			t.Fatal(err)
		}
		s := &Situation{Board: b, Terms: bundledTerms(t, ed, Terms{Relations: HistoricalRelations()}), Units: []Placed{
			unit("a", model.Soviet, "soviet", 7, 7, 4, "0204"),
			unit("c", model.Soviet, "soviet", 7, 7, 4, "0404"),
			unit("eg1", model.EastGerman, "german", 3, 5, 4, "0304"),
			unit("eg2", model.EastGerman, "german", 3, 5, 4, "0305"),
		}}
		for id, want := range map[string]string{"a": "0305", "c": "0304 0305", "eg1": "0404"} {
			if got := model.JoinHexes(s.AttackTargets(id), " "); got != want {
				t.Errorf("%s: %s may attack %q, want %q", ed, id, got, want)
			}
		}
	}
}
