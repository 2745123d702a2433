package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// The procedures below are tested against the rules' text, case by case,
// with the rule numbers each edition's data cites.

// scenarioTerms are a bundled scenario's terms with optional rules on.
func scenarioTerms(t *testing.T, edition, scenario string, optional ...string) Terms {
	t.Helper()
	ed := loadEdition(t, edition)
	s, ok := ed.Scenario(scenario)
	if !ok {
		t.Fatalf("no scenario %s", scenario)
	}
	terms, err := ScenarioTerms(&ed.Info, s, optional)
	if err != nil {
		t.Fatal(err)
	}
	return terms
}

// wantErr checks err is an engine error with the code and the rule.
func wantErr(t *testing.T, err error, code, rule string) {
	t.Helper()
	var e *diag.Diagnostic
	if !errors.As(err, &e) || e.Code != code || (rule != "" && e.Rule != rule) {
		t.Errorf("error %v, want %s [%s]", err, code, rule)
	}
}

func crtOf(t *testing.T, ed string) *model.CRT { return loadEdition(t, ed).CRT }

// fight works out and applies one combat.
func fight(t *testing.T, s *Situation, ed string, spec CombatSpec, c Choices) (CombatReport, Outcome) {
	t.Helper()
	r, err := s.CombatOn(crtOf(t, ed), spec)
	if err != nil {
		t.Fatal(err)
	}
	out, err := s.Apply(r, c)
	if err != nil {
		t.Fatal(err)
	}
	return r, out
}

// 1975 6.33, Deluxe 6.3: units adjacent to two enemy hexes attack both in
// one combat, each hex's defense multiplied by its own terrain; a unit not
// adjacent to every defender may not join.
func TestMultiHexAttack(t *testing.T) {
	m := testMap(t, []string{"........", "........", "...b....", "........"})
	for _, ed := range []string{"1975", "1994"} {
		s := &Situation{Board: board(t, m), Terms: bundledTerms(t, ed, Terms{Relations: HistoricalRelations()}), Units: []Placed{
			unit("d1", model.WestGerman, "german", 2, 3, 4, "0303"),
			unit("d2", model.WestGerman, "german", 2, 4, 4, "0304"),
			unit("a1", model.WesternAllied, "us", 7, 4, 8, "0203"),
			unit("a2", model.WesternAllied, "us", 6, 6, 7, "0403"),
			unit("a3", model.WesternAllied, "us", 6, 6, 7, "0302"),
		}}
		r, err := s.CombatOn(crtOf(t, ed), CombatSpec{Attackers: []string{"a1", "a2"}, Hexes: []model.Hex{model.MustHex("0303"), model.MustHex("0304")}})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Groups) != 2 || r.Defense != 7 || r.ModifiedDefense != 3+8 || r.Attack != 13 || r.Odds.Column.ID != "1-1" {
			t.Errorf("%s: defense %d modified %d attack %d odds %s, want 7, 3+4x2=11, 13, 1-1", ed, r.Defense, r.ModifiedDefense, r.Attack, r.Odds.Column.ID)
		}
		_, err = s.CombatOn(crtOf(t, ed), CombatSpec{Attackers: []string{"a1", "a3"}, Hexes: []model.Hex{model.MustHex("0303"), model.MustHex("0304")}})
		want := map[string]string{"1975": "1975 6.21 and 6.33", "1994": "1994 6.3"}[ed]
		wantErr(t, err, "combat.not-adjacent", want)
	}
}

// No unit attacks twice in a combat phase (1975 6.24; Deluxe 6.3), and in
// 1975 no unit is attacked twice (6.24); the Deluxe rules drop that. A
// second combat phase (Deluxe 18.1) is a phase of its own.
func TestOneAttackPerPhase(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: bundledTerms(t, ed, Terms{Relations: HistoricalRelations()}), Units: []Placed{
			unit("d", model.WestGerman, "german", 2, 8, 4, "0303"),
			unit("a1", model.WesternAllied, "us", 1, 1, 1, "0302"),
			unit("a2", model.WesternAllied, "us", 2, 2, 2, "0304"),
		}}
		// 1:8 is resolved on 1-4; a 1 is Ar, and a1 falls back.
		_, out := fight(t, s, ed, CombatSpec{Attackers: []string{"a1"}, Hexes: []model.Hex{model.MustHex("0303")}, Die: 1}, Choices{Retreat: map[string]model.Hex{"a1": model.MustHex("0301")}})
		if len(out.Retreats) != 1 || out.Retreats[0].To == nil {
			t.Fatalf("%s: Ar retreats %+v", ed, out.Retreats)
		}
		_, err := s.CombatOn(crtOf(t, ed), CombatSpec{Attackers: []string{"a2"}, Hexes: []model.Hex{model.MustHex("0303")}})
		switch ed {
		case "1975":
			wantErr(t, err, "combat.defender-twice", "1975 6.24")
		default:
			if err != nil {
				t.Errorf("1994: a second attack on d refused: %v", err)
			}
		}
		s.moveTo("a1", model.MustHex("0302"))
		_, err = s.CombatOn(crtOf(t, ed), CombatSpec{Attackers: []string{"a1"}, Hexes: []model.Hex{model.MustHex("0303")}})
		wantErr(t, err, "combat.attacker-twice", "")
	}
}

// All units in a hex defend together (1975 6.31; Deluxe 6.3) unless the
// optional split-stack rule lets one be attacked alone (Deluxe 18.0).
func TestSplitStack(t *testing.T) {
	units := []Placed{
		unit("d1", model.WestGerman, "german", 2, 3, 4, "0303"),
		unit("d2", model.WestGerman, "german", 2, 4, 4, "0303"),
		unit("a", model.WesternAllied, "us", 7, 4, 8, "0302"),
	}
	for _, tt := range []struct {
		ed    string
		split bool
		rule  string
	}{{"1975", false, "1975 6.31"}, {"1994", false, "1994 6.3"}, {"1994", true, ""}} {
		s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: bundledTerms(t, tt.ed, Terms{Relations: HistoricalRelations(), SplitStack: tt.split}), Units: slices.Clone(units)}
		r, err := s.CombatOn(crtOf(t, tt.ed), CombatSpec{Attackers: []string{"a"}, Defenders: []string{"d1"}})
		if !tt.split {
			wantErr(t, err, "combat.stack-split", tt.rule)
			continue
		}
		if err != nil || r.Defense != 3 || len(r.Defenders) != 1 {
			t.Errorf("split stack: %v, defense %d", err, r.Defense)
		}
	}
}

// Polish exile and Polish communist units may not attack each other where
// the scenario says so (Deluxe 13.1, 15.2); the 1975 rules have no such
// rule.
func TestPolishTruce(t *testing.T) {
	units := []Placed{
		unit("pe", model.WesternAllied, model.PolishExile, 4, 8, 6, "0302"),
		unit("pc", model.Soviet, model.PolishCommunist, 3, 4, 4, "0303"),
	}
	s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: scenarioTerms(t, "1994", "red-star-white-star"), Units: units}
	_, err := s.Combat(crtOf(t, "1994"), []string{"pe"}, model.MustHex("0303"), 0)
	wantErr(t, err, "combat.polish-truce", "1994 15.2")
	s.Terms = scenarioTerms(t, "1975", "red-star-white-star")
	if _, err := s.Combat(crtOf(t, "1975"), []string{"pe"}, model.MustHex("0303"), 0); err != nil {
		t.Errorf("1975 has no Polish truce: %v", err)
	}
}

// Advance after combat (1975 6.71-6.73; Deluxe 6.5): one surviving unit
// that took part may advance into the vacated hex, zones of control and
// terrain aside; in 1975 only the attacker, in the Deluxe rules the
// defender too, into a hex the attackers vacate. A German unit never
// advances into Berlin; no Soviet or Yugoslav unit advances across the
// Yugoslav border (1975 5.41-5.42; Deluxe 5.3).
func TestAdvanceAfterCombat(t *testing.T) {
	m := testMap(t, open7x8, "0206", "0207")
	cases := []struct {
		name, ed string
		units    []Placed
		attack   []string
		hex      string
		die      int
		choices  Choices
		may      string
		advance  string
		err      string
	}{
		{"De: the attacker advances (1975)", "1975", []Placed{
			unit("d", model.WestGerman, "german", 1, 1, 4, "0303"), unit("a", model.WesternAllied, "us", 7, 4, 8, "0302"), unit("x", model.WesternAllied, "us", 7, 4, 8, "0202")},
			[]string{"a"}, "0303", 1, Choices{Advance: "a"}, "a", "a", ""},
		{"only a unit that took part", "1975", []Placed{
			unit("d", model.WestGerman, "german", 1, 1, 4, "0303"), unit("a", model.WesternAllied, "us", 7, 4, 8, "0302"), unit("x", model.WesternAllied, "us", 7, 4, 8, "0203")},
			[]string{"a"}, "0303", 1, Choices{Advance: "x"}, "a", "", "advance.not-allowed"},
		{"Ar: nobody advances in 1975", "1975", []Placed{
			unit("d", model.WestGerman, "german", 2, 8, 4, "0303"), unit("a", model.WesternAllied, "us", 1, 1, 8, "0302")},
			[]string{"a"}, "0303", 1, Choices{Advance: "d", Retreat: map[string]model.Hex{"a": model.MustHex("0301")}}, "", "", "advance.not-allowed"},
		{"Ar: the defender advances in the Deluxe rules", "1994", []Placed{
			unit("d", model.WestGerman, "german", 2, 8, 4, "0303"), unit("a", model.WesternAllied, "us", 1, 1, 8, "0302")},
			[]string{"a"}, "0303", 1, Choices{Advance: "d", Retreat: map[string]model.Hex{"a": model.MustHex("0301")}}, "d", "d", ""},
		{"no German unit into Berlin", "1994", []Placed{
			unit("s", model.Soviet, "soviet", 1, 1, 3, "0405"), unit("g", model.EastGerman, "german", 7, 8, 4, "0406")},
			[]string{"g"}, "0405", 1, Choices{Advance: "g"}, "", "", "advance.not-allowed"},
		{"no Yugoslav unit across the border", "1994", []Placed{
			unit("g", model.EastGerman, "german", 1, 1, 4, "0306"), unit("y", model.Soviet, model.Yugoslav, 7, 6, 4, "0206")},
			[]string{"y"}, "0306", 1, Choices{Advance: "y"}, "", "", "advance.not-allowed"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			s := &Situation{Board: board(t, m), Terms: bundledTerms(t, tt.ed, Terms{Relations: HistoricalRelations()}), Units: tt.units}
			r, err := s.Combat(crtOf(t, tt.ed), tt.attack, model.MustHex(tt.hex), tt.die)
			if err != nil {
				t.Fatal(err)
			}
			out, err := s.Apply(r, tt.choices)
			if tt.err != "" {
				wantErr(t, err, tt.err, map[string]string{"1975": "1975 6.7", "1994": "1994 6.5"}[tt.ed])
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(out.MayAdvance, " ") != tt.may || out.Advanced == nil || out.Advanced.Unit != tt.advance {
				t.Errorf("may advance %v, advanced %+v; want %q, %q", out.MayAdvance, out.Advanced, tt.may, tt.advance)
			}
		})
	}
}

// A retreat across a border (1975 5.31-5.32, 5.41-5.42, 14.3; Deluxe
// 5.2-5.3, 14.0): a German unit changes force, an Allied unit must come
// back or be eliminated, a Yugoslav unit must re-enter Yugoslavia and a
// Soviet unit leave it; in Collapse in the East a German unit must return
// east.
func TestRetreatAcrossBorders(t *testing.T) {
	m := testMap(t, open7x8, "0606", "0607", "0706", "0707")
	for _, tt := range []struct {
		name, ed string
		terms    Terms
		u        Placed
		to, code string
		rule     string
		force    model.Force
	}{
		{"German across the boundary", "1975", Terms{Relations: HistoricalRelations(), TheaterEnforced: true},
			unit("g", model.WestGerman, "german", 3, 5, 4, "0204"), "0205", "retreat.force-change", "1975 5.31", model.EastGerman},
		{"German across the boundary", "1994", Terms{Relations: HistoricalRelations(), TheaterEnforced: true},
			unit("g", model.EastGerman, "german", 3, 5, 4, "0205"), "0204", "retreat.force-change", "1994 5.2.1", model.WestGerman},
		{"Western Allied across the boundary", "1994", Terms{Relations: HistoricalRelations(), TheaterEnforced: true},
			unit("w", model.WesternAllied, "us", 4, 8, 6, "0204"), "0205", "retreat.return-theater", "1994 5.2.2", ""},
		{"Yugoslav out of Yugoslavia", "1975", Terms{Relations: HistoricalRelations()},
			unit("y", model.Soviet, model.Yugoslav, 5, 6, 4, "0606"), "0605", "retreat.return-yugoslavia", "1975 5.41", ""},
		{"Soviet into Yugoslavia", "1994", Terms{Relations: HistoricalRelations()},
			unit("s", model.Soviet, "soviet", 7, 7, 4, "0605"), "0606", "retreat.leave-yugoslavia", "1994 5.3.2", ""},
		{"German west in Collapse in the East", "1994", Terms{Relations: HistoricalRelations(), TheaterEnforced: true, Area: model.TheaterEast},
			unit("g", model.EastGerman, "german", 3, 5, 4, "0205"), "0204", "retreat.return-east", "1994 14.0", ""},
	} {
		t.Run(tt.ed+" "+tt.name, func(t *testing.T) {
			s := &Situation{Board: board(t, m), Terms: bundledTerms(t, tt.ed, tt.terms), Units: []Placed{tt.u}}
			o, err := s.Retreat(tt.u.Counter)
			if err != nil {
				t.Fatal(err)
			}
			i := slices.Index(o.Hexes, model.MustHex(tt.to))
			if i < 0 {
				t.Fatalf("%s is no option: %v", tt.to, o.Hexes)
			}
			c := o.Consequences[i]
			if c == nil || c.Code != tt.code || c.Rule != tt.rule || c.Force != tt.force {
				t.Fatalf("consequence %+v, want %s [%s] %s", c, tt.code, tt.rule, tt.force)
			}
			moves, err := s.retreatAll([]Placed{tt.u}, map[string]model.Hex{tt.u.Counter: model.MustHex(tt.to)})
			if err != nil || len(moves) != 1 {
				t.Fatal(err)
			}
			if p, _ := s.Find(tt.u.Counter); tt.force != "" && p.Force != tt.force {
				t.Errorf("force after the retreat %s, want %s", p.Force, tt.force)
			}
		})
	}
}

// A capital's garrison never moves and ignores retreats (1975 11.22-11.23;
// Deluxe 10.0), as the fronts in the Red Star/White Star capitals do.
func TestGarrison(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: bundledTerms(t, ed, Terms{Relations: NewRelations([][2]model.Force{{model.Soviet, model.WesternAllied}})}), Units: []Placed{
			unit("f", model.Soviet, "soviet", 8, 20, 3, "0405"),
			unit("a", model.Soviet, "soviet", 7, 7, 4, "0405"),
			unit("w", model.WesternAllied, "us", 7, 4, 8, "0404"),
		}}
		rule := map[string]string{"1975": "1975 11.22-11.23", "1994": "1994 10.0"}[ed]
		r, err := s.Reach("f", 0)
		if err != nil || r.Fixed == nil || r.Fixed.Rule != rule || len(r.Hexes) != 0 {
			t.Errorf("%s: the Berlin front reaches %d hexes, fixed %+v", ed, len(r.Hexes), r.Fixed)
		}
		if r, _ := s.Reach("a", 0); r.Fixed != nil {
			t.Errorf("%s: an army in Berlin is no garrison", ed)
		}
		// 28 against 20+7 is 1-1, and a 2 there is Dr.
		w := s.Units[2]
		w.Attack = 28
		s.Units[2] = w
		rep, out := fight(t, s, ed, CombatSpec{Attackers: []string{"w"}, Hexes: []model.Hex{model.MustHex("0405")}, Die: 2},
			Choices{Retreat: map[string]model.Hex{"a": model.MustHex("0406")}})
		if rep.Result.Code != "Dr" {
			t.Fatalf("%s: result %s at %s", ed, rep.Result.Code, rep.Odds.Column.ID)
		}
		if out.Retreats[0].Ignored == nil || out.Retreats[0].Ignored.Rule != rule {
			t.Errorf("%s: the garrison retreats: %+v", ed, out.Retreats[0])
		}
		if p, _ := s.Find("f"); p.Hex != model.MustHex("0405") {
			t.Errorf("%s: the garrison left Berlin", ed)
		}
	}
}

// A unit a retreat left across the boundary may move where it stands and
// back, and knows it must (1975 5.32; Deluxe 5.2.2).
func TestReachStranded(t *testing.T) {
	s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: bundledTerms(t, "1975", Terms{Relations: HistoricalRelations(), TheaterEnforced: true}),
		Units: []Placed{unit("w", model.WesternAllied, "us", 7, 4, 2, "0206")}}
	r, err := s.Reach("w", 0)
	if err != nil {
		t.Fatal(err)
	}
	back, east := 0, 0
	for _, h := range r.Hexes {
		if h.Returns {
			back++
		}
		if h.Hex.Col >= 5 {
			east++
		}
	}
	if r.MustReturn == nil || r.MustReturn.Rule != "1975 5.32" || back == 0 || east == 0 {
		t.Errorf("stranded reach: %+v, %d hexes back, %d east", r.MustReturn, back, east)
	}
}

// A German unit leaving the map removes the two enemy units on that front
// closest to the exit hex; with none left it takes two from the front's
// destroyed box (1975 10.1-10.2; Deluxe 9.0).
func TestExit(t *testing.T) {
	m := testMap(t, open7x8)
	m.Zones["exit-west"] = model.Zone{Name: "West", Kind: model.ZoneExit, Forces: []string{"west-german"}, Ranges: []string{"0101-0701"}, Src: "test"}
	units := []Placed{
		unit("g", model.WestGerman, "german", 3, 5, 4, "0301"),
		unit("e", model.EastGerman, "german", 3, 5, 4, "0305"),
		unit("w1", model.WesternAllied, "us", 4, 8, 6, "0303"),
		unit("w2", model.WesternAllied, "us", 4, 8, 6, "0501"),
		unit("w3", model.WesternAllied, "us", 4, 8, 6, "0102"),
		unit("w4", model.WesternAllied, "us", 4, 8, 6, "0708"),
	}
	for _, ed := range []string{"1975", "1994"} {
		s := &Situation{Board: board(t, m), Terms: bundledTerms(t, ed, Terms{Relations: HistoricalRelations()}), Units: slices.Clone(units)}
		r, err := s.Exit("g", model.MustHex("0301"))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range r.Closest {
			got = append(got, c.Unit)
		}
		// w1 and w2 are 2 hexes off, w3 too: three tie for two places.
		if r.Remove != 2 || strings.Join(got, " ") != "w3 w1 w2" || r.Rule != map[string]string{"1975": "1975 10.1", "1994": "1994 9.0"}[ed] {
			t.Errorf("%s: remove %d of %v [%s]", ed, r.Remove, r.Closest, r.Rule)
		}
		_, err = s.Exit("w1", model.MustHex("0301"))
		wantErr(t, err, "exit.not-german", "")
		_, err = s.Exit("e", model.MustHex("0301"))
		wantErr(t, err, "exit.not-exit-hex", "")
		// Where the scenario makes the German exits one (the three-player
		// games), the East German unit may use the West German zone.
		s.Effects = map[model.RuleEffect]model.RuleRef{model.GermanExitsAnyZone: {ID: "boundary-lifted", Rule: "16.3"}}
		if _, err := s.Exit("e", model.MustHex("0301")); err != nil {
			t.Errorf("%s: any German exit zone: %v", ed, err)
		}
		s.Effects = nil
		s.Units = s.Units[:2]
		if r, _ := s.Exit("g", model.MustHex("0301")); !r.FromBox || r.Remove != 2 {
			t.Errorf("%s: no enemy left: %+v", ed, r)
		}
	}
}

// Replacements (1975 8.23-8.26; Deluxe 7.2): a German replacement moves at
// double its allowance; in 1975 the hex next to Berlin costs it one point
// and an edge hex its terrain cost, the Deluxe rules place replacements
// free; a replacement entering in an enemy zone of control moves no further.
// In the three-player games German replacements enter on either side.
func TestReplacementMovement(t *testing.T) {
	m := testMap(t, []string{"........", "........", "........", "........", "......b."})
	g := Unit{Counter: "g", Force: model.WestGerman, Nationality: "german", Attack: 2, Defense: 4, Movement: 4}
	so := Unit{Counter: "s", Force: model.Soviet, Nationality: "soviet", Attack: 7, Defense: 7, Movement: 4}
	for _, tt := range []struct {
		ed      string
		u       Unit
		entry   string
		enemy   *Placed
		allow   int
		rule    string
		stopped bool
	}{
		{"1975", g, "0404", nil, 7, "1975 8.23 and 8.25", false},
		{"1994", g, "0404", nil, 8, "", false},
		{"1975", so, "0507", nil, 2, "1975 8.23 and 8.25", false},
		{"1994", so, "0507", nil, 4, "", false},
		{"1975", g, "0404", &Placed{Unit: Unit{Counter: "w", Force: model.WesternAllied, Attack: 1, Defense: 1, Movement: 1}, Hex: model.MustHex("0304")}, 0, "1975 8.23 and 8.25", true},
		{"1994", g, "0404", &Placed{Unit: Unit{Counter: "w", Force: model.WesternAllied, Attack: 1, Defense: 1, Movement: 1}, Hex: model.MustHex("0304")}, 0, "", true},
	} {
		s := &Situation{Board: board(t, m), Terms: bundledTerms(t, tt.ed, Terms{Relations: HistoricalRelations()})}
		if tt.enemy != nil {
			s.Units = append(s.Units, *tt.enemy)
		}
		r, err := s.ReplacementMovement(tt.u, model.MustHex(tt.entry))
		if err != nil {
			t.Fatal(err)
		}
		stopRule := map[string]string{"1975": "1975 8.26", "1994": "1994 7.2"}[tt.ed]
		if r.Allowance != tt.allow || r.CostRule != tt.rule || r.Stopped != tt.stopped || (tt.stopped && r.StopRule != stopRule) {
			t.Errorf("%s %s at %s: %+v, want allowance %d cost rule %q stopped %v", tt.ed, tt.u.Counter, tt.entry, r, tt.allow, tt.rule, tt.stopped)
		}
	}
	for _, tt := range []struct{ ed, rule string }{{"1975", "1975 16.2"}, {"1994", "1994 16.3"}} {
		s := &Situation{Board: board(t, m), Terms: scenarioTerms(t, tt.ed, "three-player")}
		e := s.ReplacementEntry(g)
		sides := map[model.Theater]bool{}
		for _, h := range e.Hexes {
			sides[s.Board.Theater(h)] = true
		}
		if !e.AnySide || e.Rule != tt.rule || !sides[model.TheaterEast] || !sides[model.TheaterWest] {
			t.Errorf("%s three-player: a West German replacement may enter %v [%s]", tt.ed, e.Hexes, e.Rule)
		}
		s.Terms = scenarioTerms(t, tt.ed, "historical")
		for _, h := range s.ReplacementEntry(g).Hexes {
			if s.Board.Theater(h) != model.TheaterWest {
				t.Errorf("%s historical: a West German replacement enters %s, east of the boundary", tt.ed, h)
			}
		}
	}
}

// Victory points per scenario: in the Deluxe Collapse in the East each
// player scores the cities his units occupy, the Western Allied player for
// the East Germans, and only cities east of the boundary count (14.0); the
// 1975 version counts only the eastern cities (14.3) and, read to the
// letter of 12.1, gives the East German side no way to score. Under the SS
// rule a city only SS units hold scores nothing (1975 13.7; Deluxe 13.2).
func TestVictoryByScenario(t *testing.T) {
	m := testMap(t, open7x8)
	city := func(hex, name string, vp int) {
		info := m.Hexes[model.MustHex(hex)]
		info.City = &model.City{Name: name, VP: vp}
		m.Hexes[model.MustHex(hex)] = info
	}
	city("0206", "Eastburg", 1)
	city("0606", "Farburg", 2)
	city("0202", "Westburg", 1)
	units := []Placed{
		unit("eg", model.EastGerman, "german", 3, 5, 4, "0206"),
		unit("sv", model.Soviet, "soviet", 7, 7, 4, "0606"),
		unit("wg", model.WestGerman, "german", 3, 5, 4, "0202"),
	}
	for _, tt := range []struct {
		ed            string
		soviet, west  int
		westburgCount bool
	}{{"1994", 2, 1, false}, {"1975", 2, 0, false}} {
		s := &Situation{Board: board(t, m), Terms: scenarioTerms(t, tt.ed, "collapse-in-the-east"), Units: units}
		score, cities := s.VictoryPoints()
		if score[model.Soviet] != tt.soviet || score[model.WesternAllied] != tt.west {
			t.Errorf("%s collapse: score %v, want soviet %d western-allied %d", tt.ed, score, tt.soviet, tt.west)
		}
		for _, c := range cities {
			if c.Name == "Westburg" && c.Counts != tt.westburgCount {
				t.Errorf("%s collapse: a city west of the boundary counts", tt.ed)
			}
		}
	}
	ss := Placed{Unit: Unit{Counter: "ss", Force: model.WesternAllied, Nationality: "german", Attack: 4, Defense: 6, Movement: 4, SS: true}, Hex: model.MustHex("0206")}
	wa := unit("wa", model.WesternAllied, "us", 7, 4, 8, "0201")
	for _, tt := range []struct {
		ed   string
		west int
	}{{"1994", 1}, {"1975", 0}} {
		s := &Situation{Board: board(t, m), Terms: scenarioTerms(t, tt.ed, "expanded-historical", "ss-rule"), Units: []Placed{ss, wa}}
		score, _ := s.VictoryPoints()
		// Eastburg is held only by SS: nothing. Westburg (0202) lies in the
		// zone of control of wa in 0201: 1 VP by the basic rule, nothing
		// under the 1975 SS rule, which asks for occupation.
		if score[model.WesternAllied] != tt.west {
			t.Errorf("%s SS rule: western-allied %d, want %d", tt.ed, score[model.WesternAllied], tt.west)
		}
	}
}

// When Berlin falls (1975 13.32, 13.6, 13.7; Deluxe 12.2, 13.1, 13.2).
func TestBerlinFalls(t *testing.T) {
	units := []Placed{
		unit("s", model.Soviet, "soviet", 8, 20, 3, "0405"),
		unit("w", model.WesternAllied, "us", 7, 4, 8, "0404"),
		unit("g", model.EastGerman, "german", 3, 5, 4, "0306"),
		{Unit: Unit{Counter: "ss", Force: model.WestGerman, Nationality: "german", Attack: 7, Defense: 5, Movement: 8, SS: true}, Hex: model.MustHex("0202")},
	}
	s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: scenarioTerms(t, "1994", "historical"), Units: slices.Clone(units)}
	if f, ok := s.BerlinFallen(); !ok || f != model.Soviet {
		t.Fatalf("Berlin fallen to %q %v", f, ok)
	}
	rep, err := s.BerlinFalls()
	if err != nil || !rep.FightingEnds || len(rep.Removed) != 2 || s.TheaterEnforced || rep.Rule != "1994 12.2" {
		t.Errorf("historical: %+v %v", rep, err)
	}
	_, err = s.Combat(crtOf(t, "1994"), []string{"s"}, model.MustHex("0404"), 0)
	wantErr(t, err, "combat.no-fighting", "1994 12.2")
	for _, ed := range []string{"1975", "1994"} {
		s = &Situation{Board: board(t, testMap(t, open7x8)), Terms: scenarioTerms(t, ed, "expanded-historical", "ss-rule"), Units: slices.Clone(units)}
		rep, err = s.BerlinFalls()
		if err != nil || !rep.AlliesEnemies || len(rep.SS) != 1 || !s.Relations.Hostile(model.Soviet, model.WesternAllied) {
			t.Errorf("%s expanded: %+v %v", ed, rep, err)
		}
		p, _ := s.Find("ss")
		if p.Force != model.WesternAllied || p.Attack != 4 || p.Defense != 5 || p.Movement != 4 {
			t.Errorf("%s: the SS 7-5-8 under the Western Allies is %s %s, want 4-5-4", ed, p.Force, p.Stats())
		}
	}
}

// The Red Star/White Star opening roll: on 1, 2 or 3 the Soviet player has
// no player turn on turn 11 (1975 15.3; Deluxe 15.2).
func TestSovietFirstTurn(t *testing.T) {
	for _, tt := range []struct{ ed, rule string }{{"1975", "1975 15.3"}, {"1994", "1994 15.2"}} {
		terms := scenarioTerms(t, tt.ed, "red-star-white-star")
		for die := 1; die <= 6; die++ {
			plays, rule, err := terms.SovietFirstTurn(die, 6)
			if err != nil || plays != (die > 3) || rule != tt.rule {
				t.Errorf("%s die %d: plays %v [%s] %v", tt.ed, die, plays, rule, err)
			}
		}
		_, _, err := scenarioTerms(t, tt.ed, "historical").SovietFirstTurn(1, 6)
		wantErr(t, err, "scenario.no-roll", "")
	}
}

// The turn-1 West German offensive: at least two attacks on Western Allied
// units (1975 13.31; Deluxe 12.2), each at 1-1 or better with the Deluxe
// option (18.0 amending 12.2).
func TestMandatedAttacks(t *testing.T) {
	col := func(a, d int) model.OddsColumn { return model.OddsColumn{Attack: a, Defense: d} }
	wg := []Placed{unit("g", model.WestGerman, "german", 6, 5, 6, "0303")}
	wa := []Placed{unit("w", model.WesternAllied, "us", 4, 8, 6, "0304")}
	attacks := []CombatReport{
		{Attackers: wg, Defenders: wa, Odds: Odds{Column: col(1, 1)}},
		{Attackers: wg, Defenders: wa, Odds: Odds{Column: col(1, 2)}},
	}
	c, err := scenarioTerms(t, "1975", "historical").MandatedAttacks(attacks)
	if err != nil || !c.Met || c.Required != 2 || c.Rule != "1975 13.31" {
		t.Errorf("1975: %+v %v", c, err)
	}
	c, _ = scenarioTerms(t, "1994", "historical", "mandated-attacks-one-to-one").MandatedAttacks(attacks)
	if c.Met || c.Counted != 1 || c.Rule != "1994 12.2" {
		t.Errorf("1994 with the 1-1 option: %+v", c)
	}
	_, err = scenarioTerms(t, "1994", "four-player").MandatedAttacks(attacks)
	wantErr(t, err, "scenario.no-mandate", "")
}

// Evacuating Courland by sea (Deluxe 8.0 and its optional rule).
func TestCourlandEvacuation(t *testing.T) {
	ed := loadEdition(t, "1994")
	b, err := NewBoard(ed.Map, ed.TEC)
	if err != nil {
		t.Fatal(err)
	}
	eg := unit("3-ss", model.EastGerman, "german", 7, 5, 8, "3822")
	s := &Situation{Board: b, Terms: scenarioTerms(t, "1994", "historical"), Units: []Placed{eg, unit("16", model.EastGerman, "german", 3, 5, 4, "3823")}}
	_, err = s.Evacuate("3-ss", EvacuationHistory{Turn: 2}, 0)
	wantErr(t, err, "evacuation.not-allowed", "1994 8.0")
	ev, err := s.Evacuate("3-ss", EvacuationHistory{Turn: 3}, 2)
	if err != nil || ev.Lost || len(ev.Ports) != 2 {
		t.Errorf("turn 3, a 2: %+v %v", ev, err)
	}
	if ev, _ := s.Evacuate("3-ss", EvacuationHistory{Turn: 3}, 1); !ev.Lost {
		t.Error("a 1 does not sink the unit")
	}
	ev, _ = s.Evacuate("3-ss", EvacuationHistory{Turn: 5, Entered: ev.Ports[:1]}, 0)
	if len(ev.Ports) != 1 {
		t.Errorf("a port entered by the enemy is still open: %v", ev.Ports)
	}
	_, err = s.Evacuate("3-ss", EvacuationHistory{Turn: 5, Attempts: 1}, 0)
	wantErr(t, err, "evacuation.not-allowed", "")
	_, err = s.Evacuate("16", EvacuationHistory{Turn: 5}, 0)
	wantErr(t, err, "evacuation.not-allowed", "")
	s.Terms = scenarioTerms(t, "1994", "historical", "courland-free-evacuation")
	if _, err := s.Evacuate("3-ss", EvacuationHistory{Turn: 1, Attempts: 2}, 0); err != nil {
		t.Errorf("the free evacuation refuses turn 1: %v", err)
	}
	_, err = s.Evacuate("3-ss", EvacuationHistory{Turn: 1, ThisTurn: true}, 0)
	wantErr(t, err, "evacuation.not-allowed", "")
}

// The three-player strategic move (1975 16.42; Deluxe 16.3).
func TestStrategicReach(t *testing.T) {
	g := unit("g", model.WestGerman, "german", 3, 5, 2, "0303")
	for _, tt := range []struct {
		ed         string
		eastOnly   bool
		allowance  int
		inZOCError string
	}{{"1975", true, 6, "1975 16.42"}, {"1994", false, 6, "1994 16.3"}} {
		s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: scenarioTerms(t, tt.ed, "three-player"), Units: []Placed{g}}
		r, err := s.StrategicReach("g")
		if err != nil || r.Allowance != tt.allowance {
			t.Fatalf("%s: %v allowance %d", tt.ed, err, r.Allowance)
		}
		ends := map[model.Theater]int{}
		for _, h := range r.Hexes {
			if h.CanEnd {
				ends[s.Board.Theater(h.Hex)]++
			}
		}
		if tt.eastOnly != (ends[model.TheaterWest] == 0) || ends[model.TheaterEast] == 0 {
			t.Errorf("%s: ends by side %v", tt.ed, ends)
		}
		s.Units = append(s.Units, unit("w", model.WesternAllied, "us", 4, 8, 6, "0304"))
		_, err = s.StrategicReach("g")
		wantErr(t, err, "strategic.in-zoc", tt.inZOCError)
	}
}

// Offensive Supply (Deluxe 18.1): Soviet, not Soviet-allied, units within
// three hexes of a Soviet marker, and Western Allied units of the marker's
// group, take part; they move half, rounded down, after the second combat
// phase, and half, rounded up, next turn. The example's survivors: a front
// moves 1 then 2, a Guards army 2 and 2, a tank army 3 and 3.
func TestOffensiveSupply(t *testing.T) {
	// The range is the bundled scenario's number, not the engine's.
	ed := loadEdition(t, "1994")
	sc, _ := ed.Scenario("historical")
	terms, err := ScenarioTerms(&ed.Info, sc, []string{OptionalOffensiveSupply})
	if err != nil || terms.Markers.Range != 3 {
		t.Fatalf("terms: %v, markers %+v", err, terms.Markers)
	}
	terms.Relations = HistoricalRelations()
	s := &Situation{Board: board(t, testMap(t, open7x8)), Terms: terms,
		Supply: []SupplyMarker{{Hex: model.MustHex("0401"), Force: model.Soviet}, {Hex: model.MustHex("0108"), Force: model.WesternAllied, Group: GroupCommonwealth}}}
	for _, tt := range []struct {
		u  Placed
		ok bool
	}{
		{unit("s", model.Soviet, model.SovietNation, 7, 7, 4, "0404"), true},
		{unit("far", model.Soviet, model.SovietNation, 7, 7, 4, "0405"), false},
		{unit("pol", model.Soviet, model.PolishCommunist, 3, 4, 4, "0402"), false},
		{unit("br", model.WesternAllied, model.British, 4, 8, 6, "0208"), true},
		{unit("us", model.WesternAllied, model.US, 4, 8, 6, "0208"), false},
	} {
		if ok, why := s.OffensiveEligible(tt.u); ok != tt.ok {
			t.Errorf("%s: eligible %v (%s), want %v", tt.u.Counter, ok, why, tt.ok)
		}
	}
	// A wider range in the data reaches the unit four hexes away.
	s.Markers.Range = 4
	if ok, why := s.OffensiveEligible(unit("far", model.Soviet, model.SovietNation, 7, 7, 4, "0405")); !ok {
		t.Errorf("far with range 4: %s", why)
	}
	for _, tt := range []struct{ a, d, m, second, next int }{{8, 20, 3, 1, 2}, {7, 7, 4, 2, 2}, {6, 4, 6, 3, 3}} {
		second, next := OffensiveAllowances(Unit{Attack: tt.a, Defense: tt.d, Movement: tt.m})
		if second != tt.second || next != tt.next {
			t.Errorf("%d-%d-%d: %d then %d, want %d then %d", tt.a, tt.d, tt.m, second, next, tt.second, tt.next)
		}
	}
	s.Units = []Placed{unit("pol", model.Soviet, model.PolishCommunist, 3, 4, 4, "0402"), unit("g", model.EastGerman, "german", 1, 1, 4, "0403")}
	_, err = s.CombatOn(crtOf(t, "1994"), CombatSpec{Attackers: []string{"pol"}, Hexes: []model.Hex{model.MustHex("0403")}, Phase: 2})
	wantErr(t, err, "supply.not-eligible", "1994 18.1")
}

// The Courland units may leave by the east edge (Deluxe 8.0), which on the
// Deluxe map runs on north of 3526 (see the map's note courland-exit) -
// but 9.0 names only 0926 to 3526, so that reading is the game option
// courland-exit-own-rows: with it 3926 is an exit hex, without it (the
// literal text, the default) it is not.
func TestCourlandExit(t *testing.T) {
	ed := loadEdition(t, "1994")
	b, err := NewBoard(ed.Map, ed.TEC)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		optional []string
		exit     bool
	}{{[]string{"courland-exit-own-rows"}, true}, {nil, false}} {
		s := &Situation{Board: b, Terms: scenarioTerms(t, "1994", "historical", tc.optional...), Units: []Placed{unit("3-ss", model.EastGerman, "german", 7, 5, 8, "3924")}}
		r, err := s.Reach("3-ss", 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Contains(r.Exits, model.MustHex("3926")); got != tc.exit {
			t.Errorf("%v: a Courland unit may leave from 3926 %v, want %v (exits %v)", tc.optional, got, tc.exit, r.Exits)
		}
		_, err = s.Exit("3-ss", model.MustHex("3926"))
		if tc.exit && err != nil {
			t.Errorf("%v: exit from 3926: %v", tc.optional, err)
		}
		if !tc.exit {
			wantErr(t, err, "exit.not-exit-hex", "1994 9.0")
		}
	}
}

// Units a retreat left across a border, with what each must do.
func TestStranded(t *testing.T) {
	m := testMap(t, open7x8, "0606")
	s := &Situation{Board: board(t, m), Terms: bundledTerms(t, "1994", Terms{Relations: HistoricalRelations(), TheaterEnforced: true}), Units: []Placed{
		unit("w", model.WesternAllied, "us", 4, 8, 6, "0206"),
		unit("y", model.Soviet, model.Yugoslav, 5, 6, 4, "0605"),
		unit("s", model.Soviet, "soviet", 7, 7, 4, "0606"),
		unit("ok", model.WesternAllied, "us", 4, 8, 6, "0202"),
	}}
	got := map[string]string{}
	for _, x := range s.Stranded() {
		got[x.Unit] = x.Consequence.Code + " " + x.Consequence.Rule
	}
	want := map[string]string{
		"w": "retreat.return-theater 1994 5.2.2",
		"y": "retreat.return-yugoslavia 1994 5.3.1",
		"s": "retreat.leave-yugoslavia 1994 5.3.2",
	}
	if len(got) != len(want) {
		t.Errorf("stranded %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q", k, got[k], v)
		}
	}
}

// TestOffensiveSupplyNumbersInData: every scenario that offers Offensive
// Supply carries its markers' numbers, since the engine has none of its own.
func TestOffensiveSupplyNumbersInData(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		ed := loadEdition(t, id)
		for _, sc := range ed.Scenarios {
			r, ok := sc.OptionalRule(OptionalOffensiveSupply)
			if ok && (r.Markers == nil || r.Markers.Range == 0 || len(r.Markers.PerTurn) == 0) {
				t.Errorf("%s %s: offensive-supply without its numbers: %+v", id, sc.ID, r.Markers)
			}
		}
	}
}
