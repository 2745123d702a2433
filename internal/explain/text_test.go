package explain

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// The command line's goldens hold every text byte for byte; these check
// the choices each writer makes on results built by hand.

func write(t *testing.T, f func(*strings.Builder) error) string {
	var b strings.Builder
	if err := f(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestOddsText(t *testing.T) {
	o := Odds{Edition: "1994", CRTRule: "6.1", Attack: 40, Defense: 3, Multiplier: 1, ModifiedDefense: 3, Ratio: "40:3", Column: "7-1", Clamped: "above",
		Results: []DieEntry{{Die: 1, Code: "DE", Name: "Defender eliminated"}, {Die: 2, Code: "Ex", Name: "Exchange", Attacker: model.EffectExchange}}, ExchangeLoss: 3}
	got := write(t, func(b *strings.Builder) error { return o.WriteText(b) })
	for _, want := range []string{"defense  3\n", "40:3 -> 7-1 (better than the table: resolved on its last column)\n",
		"die 1    DE  Defender eliminated\n", "die 2    Ex  Exchange: the defenders are eliminated and the attacker loses units with printed attack of 3 or more in all\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("odds text lacks %q:\n%s", want, got)
		}
	}
	o.Factors, o.Multiplier, o.ModifiedDefense = []Factor{{ID: "rough", Multiplier: 2}}, 2, 6
	if got := write(t, func(b *strings.Builder) error { return o.WriteText(b) }); !strings.Contains(got, "defense  3 x 2 = 6 (rough x2)\n") {
		t.Errorf("multiplied defense:\n%s", got)
	}
}

func TestCombatText(t *testing.T) {
	c := Combat{Edition: "1994", Scenario: "historical", Hex: model.MustHex("2105"), Phase: 2,
		Attackers: []CombatUnit{combatUnit("5-us", 7, 4, 8, "", "2104", "river"), combatUnit("7-us", 6, 6, 7, "", "2004", "")},
		Defenders: []CombatUnit{combatUnit("63", 2, 3, 4, "west-german", "2105", "")},
		Attack:    13, Defense: 3, Multiplier: 1, ModifiedDefense: 3, Ratio: "13:3", Column: "4-1",
		Die: 2, Result: &DieEntry{Code: "DR", Name: "Defender retreats"},
		Outcome: &CombatOutcome{Retreats: []rules.RetreatMove{{Unit: "63", From: model.MustHex("2105"), Eliminated: true}}, Vacated: []model.Hex{model.MustHex("2105")}, AdvanceRule: "6.5"}}
	got := write(t, func(b *strings.Builder) error { return c.WriteText(b) })
	for _, want := range []string{
		"Combat in 2105 (edition 1994, scenario historical, combat phase 2)\n",
		"  attacker  5-us     7-4-8   in 2104, across a river\n",
		"  attack    7+6 = 13\n",
		"  terrain   no multiplier (x1)\n",
		"  die 2     DR (Defender retreats)\n",
		"  then      63 has no hex to retreat into and is eliminated\n",
		"  then      2105 vacated; nobody may advance [6.5]\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("combat text lacks %q:\n%s", want, got)
		}
	}
	// A multi-hex attack sums the hexes instead of listing terrain.
	c.Groups = []CombatGroup{{Hex: model.MustHex("2105"), Defense: 3, Multiplier: 1, Modified: 3}, {Hex: model.MustHex("2205"), Defense: 2, Multiplier: 2, Modified: 4, Factors: []Factor{{ID: "rough", Multiplier: 2, Rule: "7.1"}}}}
	c.ModifiedDefense, c.CombineRule = 7, "6.3"
	got = write(t, func(b *strings.Builder) error { return c.WriteText(b) })
	for _, want := range []string{"Combat in 2105 and 2205 ", "  hex 2105  3 x 1 = 3 (no multiplier)\n", "  hex 2205  2 x 2 = 4 (rough x2 [7.1])\n", "  modified  3+4 = 7 [6.3]\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("multi-hex text lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "terrain ") {
		t.Errorf("multi-hex text lists terrain:\n%s", got)
	}
}

func TestReachText(t *testing.T) {
	r := Reach{Counter: "1-gds", Stats: "8-6-4", Force: "soviet", From: model.MustHex("3030"), Allowance: 4,
		Fixed: &rules.Consequence{What: "a capital's garrison", Rule: "1994 5.2"}, Hexes: []ReachEntry{{Hex: model.MustHex("3031")}}}
	got := write(t, func(b *strings.Builder) error { return r.WriteText(b) })
	if want := "1-gds (8-6-4, soviet) from 3030 with 4 movement points: 1 hexes\n1-gds may not move: a capital's garrison [1994 5.2]\n"; got != want {
		t.Errorf("fixed unit:\n%q\nwant\n%q", got, want)
	}
	for _, tt := range []struct {
		h    ReachEntry
		want string
	}{
		{ReachEntry{EnemyZOC: true, CanEnd: true}, "enemy ZOC: must stop"},
		{ReachEntry{CanEnd: false, Why: "stacking"}, "pass only: stacking"},
		{ReachEntry{CanEnd: true, Returns: true}, "back on its side"},
		{ReachEntry{CanEnd: true}, ""},
		{ReachEntry{EnemyZOC: true, CanEnd: true, Returns: true}, "back on its side enemy ZOC: must stop"},
	} {
		h, want := tt.h, tt.want
		if got := h.note(); got != want {
			t.Errorf("note of %+v = %q, want %q", h, got, want)
		}
	}
}

func TestHexTextOffMap(t *testing.T) {
	h := Hex{Hex: model.MustHex("4001"), Row: 40, Column: 1, Edition: "1975", Rows: 39, Columns: 26,
		Sides: []HexSide{{Direction: "n", Neighbour: model.MustHex("4101"), Hexside: "4001/4101"}}}
	got := write(t, func(b *strings.Builder) error { return h.WriteText(b) })
	want := "hex 4001: row 40 (even), column 1\nnot on the 1975 map (39 rows x 26 columns)\ndirection  neighbour  hexside    carries  source\nn          4101       4001/4101  -\n"
	if got != want {
		t.Errorf("off-map hex:\n%q\nwant\n%q", got, want)
	}
	for v, want := range map[any]string{nil: "-", true: "yes", "rough": "rough"} {
		if got := factText(v); got != want {
			t.Errorf("factText(%v) = %q, want %q", v, got, want)
		}
	}
	if got := factText(&model.City{Name: "Berlin", VP: 10, Capital: true}); got != "Berlin, 10 VP, capital" {
		t.Errorf("city %q", got)
	}
	p := Provenance{Src: "geo", Kind: "geography"}
	if got := p.SourceText(); got != "geo (geography, reconstructed)" {
		t.Errorf("SourceText %q", got)
	}
}

func TestCatalogueMarkdownEscapes(t *testing.T) {
	c := CatalogueOf(nil)
	c.Editions = []string{"1994"}
	c.Rules = c.Rules[:1]
	c.Rules[0].Title = "a | b"
	c.Rules[0].Rules = map[string]string{}
	got := write(t, func(b *strings.Builder) error { return c.WriteMarkdown(b) })
	if !strings.HasPrefix(got, "# Rules catalogue\n") || !strings.Contains(got, `| a \| b |`) || !strings.Contains(got, " - | `") {
		t.Errorf("markdown:\n%s", got)
	}
	got = write(t, func(b *strings.Builder) error { return c.WriteText(b) })
	if !strings.HasPrefix(got, "CODE") || !strings.HasSuffix(got, "\n1 codes\n") {
		t.Errorf("text:\n%s", got)
	}
}

func TestMapStatsText(t *testing.T) {
	s := MapStats{Edition: "1994", MapStats: model.MapStats{Rows: 2, Columns: 3, Hexes: 6, Terrain: map[string]int{"rough": 1, "clear": 5}, Transcribed: 1, Reconstructed: 3}}
	got := write(t, func(b *strings.Builder) error { return s.WriteText(b) })
	for _, want := range []string{"edition 1994 map: 2 rows x 3 columns, 6 hexes\n", "terrain    clear 5, rough 1\n", "hexsides   -\n", "provenance: 4 facts, 1 transcribed (25.0%), 3 reconstructed\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("stats text lacks %q:\n%s", want, got)
		}
	}
	for _, l := range strings.Split(got, "\n") {
		if strings.HasSuffix(l, " ") {
			t.Errorf("trailing space in %q", l)
		}
	}
	if percent(0, 0) != "0%" {
		t.Error("percent of nothing")
	}
}

// combatUnit is a unit of a combat as the answer holds it.
func combatUnit(id string, a, d, m int, force model.Force, hex, across string) CombatUnit {
	return CombatUnit{PlacedUnit: PlacedUnit{Unit: rules.Unit{Counter: id, Attack: a, Defense: d, Movement: m, Force: force}, Hex: model.MustHex(hex)}, Across: across}
}
