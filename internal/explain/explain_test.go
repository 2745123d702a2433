package explain

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

var bundled = data.Editions

func load(t *testing.T, id string) *model.Edition {
	t.Helper()
	ed, err := bundled.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// wantCode checks err is the engine's refusal with code (and rule).
func wantCode(t *testing.T, err error, code, rule string) {
	t.Helper()
	var re *diag.Diagnostic
	if !errors.As(err, &re) || re.Code != code || re.Rule != rule {
		t.Errorf("error %v, want code %s rule %q", err, code, rule)
	}
}

func TestHexOf(t *testing.T) {
	ed := load(t, "1994")
	h := HexOf(model.MustHex("2105"), "1994", ed.Map)
	facts := map[string]any{}
	for _, f := range h.Facts {
		facts[f.Fact] = f.Value
	}
	// Deluxe 6.1: the defender's hex 2105 is fortified broken terrain.
	if !h.OnMap || facts["terrain"] != "broken" || facts["fortified"] != true || len(h.Sides) != 6 {
		t.Errorf("2105 = %+v", h)
	}
	if model.JoinHexes(h.Neighbours, " ") != "2004 2005 2104 2106 2204 2205" {
		t.Errorf("neighbours %v", h.Neighbours)
	}
	off := HexOf(model.MustHex("3823"), "1975", load(t, "1975").Map)
	if off.OnMap || off.Facts != nil || off.Rows != 35 {
		t.Errorf("3823 on the 1975 map = %+v", off)
	}
}

func TestSetupOf(t *testing.T) {
	s, err := SetupOf(load(t, "1994"), "historical")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Units) != 119 || s.InZones() != 4 {
		t.Fatalf("%d units, %d in zones; want 119 and 4 (Courland)", len(s.Units), s.InZones())
	}
	last := -1
	for i, u := range s.Units {
		if forceOrder[u.Force] < last {
			t.Fatalf("unit %d (%s) out of force order", i, u.Counter)
		}
		last = forceOrder[u.Force]
		if u.Counter == "2-lw" && (u.HexID() != "2502" || u.Stats() != "5-11-4" || u.Force != model.WestGerman) {
			t.Errorf("2-lw = %+v", u)
		}
		if u.Counter == "3-ss" && u.Where() != "zone courland" {
			t.Errorf("3-ss starts at %s", u.Where())
		}
	}
	_, err = SetupOf(load(t, "1994"), "nowhere")
	wantCode(t, err, "scenario.unknown", "")
}

func TestOddsOf(t *testing.T) {
	tests := []struct {
		name    string
		q       OddsRequest
		ratio   string
		column  string
		clamped string
		codes   []string
	}{
		// Deluxe 6.1 / 1975 6.53: 19 against 6 in fortified broken terrain.
		{"Deluxe 6.1", OddsRequest{Attack: 19, Defense: 6, Terrain: []string{"broken", "fortified"}, Die: 1}, "19:18", "1-1", "", []string{"Ex"}},
		// 1975 6.52: 26 to 9 is 2-1.
		{"1975 6.52", OddsRequest{Attack: 26, Defense: 9}, "26:9", "2-1", "", nil},
		{"multiplier", OddsRequest{Attack: 21, Defense: 5, Multiplier: 1, Die: 3}, "21:5", "4-1", "", []string{"Ex"}},
		{"above the table", OddsRequest{Attack: 100, Defense: 3, Die: 6}, "100:3", "7-1", "above", nil},
	}
	for _, ed := range []*model.Edition{load(t, "1975"), load(t, "1994")} {
		for _, tt := range tests {
			o, err := OddsOf(ed, tt.q)
			if err != nil {
				t.Fatalf("%s %s: %v", ed.Info.ID, tt.name, err)
			}
			if o.Ratio != tt.ratio || o.Column != tt.column || o.Clamped != tt.clamped {
				t.Errorf("%s %s: %s -> %s (%s)", ed.Info.ID, tt.name, o.Ratio, o.Column, o.Clamped)
			}
			if tt.q.Die == 0 && len(o.Results) != ed.CRT.Die.Sides {
				t.Errorf("%s %s: %d results for the whole column", ed.Info.ID, tt.name, len(o.Results))
			}
			for i, c := range tt.codes {
				if o.Results[i].Code != c {
					t.Errorf("%s %s: result %s, want %s", ed.Info.ID, tt.name, o.Results[i].Code, c)
				}
			}
		}
		_, err := OddsOf(ed, OddsRequest{Attack: 5, Defense: 1, Terrain: []string{"swamp"}})
		wantCode(t, err, "terrain.unknown", "")
	}
}

func TestCombatAndReach(t *testing.T) {
	p, err := Position(load(t, "1994"), "historical")
	if err != nil {
		t.Fatal(err)
	}
	// On the real setup 2105 holds one West German 3-5-4: 19 against 15.
	c, err := p.CombatOf(CombatRequest{Attackers: []string{"5-US", "7-us", "19-us"}, Defender: model.MustHex("2105"), Die: 1})
	if err != nil {
		t.Fatal(err)
	}
	if c.Attack != 19 || c.ModifiedDefense != 15 || c.Column != "1-1" || c.Result == nil || c.Result.Code != "Ex" || len(c.ExchangeChoices) != 3 {
		t.Errorf("combat = %+v", c)
	}
	if len(c.Factors) != 2 || c.Factors[0].Rule == "" || c.CombineRule == "" {
		t.Errorf("factors %+v combine %q: want cited rules", c.Factors, c.CombineRule)
	}
	_, err = p.CombatOf(CombatRequest{Attackers: []string{"3-ss"}, Defender: model.MustHex("3823")})
	wantCode(t, err, "unit.in-zone", "")
	_, err = p.CombatOf(CombatRequest{Attackers: []string{"5-us", "5-us"}, Defender: model.MustHex("2105")})
	wantCode(t, err, "combat.attacker-twice", "1994 6.3")
	_, err = p.CombatOf(CombatRequest{Attackers: []string{"1-belo"}, Defender: model.MustHex("2105")})
	wantCode(t, err, "combat.not-adjacent", "1994 6.3")

	r, err := p.ReachOf("5-us", 0)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := p.Unit("5-us")
	if r.From != u.Hex || r.Allowance != u.Movement || len(r.Hexes) == 0 {
		t.Errorf("reach = %+v", r)
	}
	_, err = p.ReachOf("5-us", 2_000_000_000)
	wantCode(t, err, "reach.allowance-range", "")
	_, err = p.ReachOf("nobody", 0)
	wantCode(t, err, "unit.unknown", "")
}

func TestCatalogueFilter(t *testing.T) {
	c := CatalogueOf([]*model.EditionInfo{&load(t, "1975").Info, &load(t, "1994").Info})
	codes := func(c Catalogue) []string {
		var out []string
		for _, r := range c.Rules {
			out = append(out, r.Code)
		}
		return out
	}
	tests := []struct {
		query, edition string
		want           []string
	}{
		{"5.21", "1975", []string{"movement.enemy-unit", "stacking.enemies", "stacking.fronts", "stacking.over-limit"}},
		{"5.2", "1994", []string{"game.stranded-eliminated", "movement.berlin", "movement.theater-boundary", "movement.theater-boundary-allied", "retreat.force-change", "retreat.return-theater", "setup.german-in-berlin", "theater.allied-wrong-side", "theater.wrong-side"}},
		{"garrison", "", []string{"garrison.capital-needs-front", "garrison.fixed"}},
		{"8.0", "1975", nil},
	}
	for _, tt := range tests {
		if got := codes(c.Filter(tt.query, tt.edition)); !slices.Equal(got, tt.want) {
			t.Errorf("Filter(%q, %q) = %v, want %v", tt.query, tt.edition, got, tt.want)
		}
	}
}

// FuzzParsePosition: a position file and a placement list are outside
// input; any bytes give a position or an error, and a position that parses
// builds or is refused, never panics.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{
		`{"edition":"1994","scenario":"historical","units":["5-us@2104","west-german:3-5-4@2105"],"combats":[{"attackers":["2104"],"defenders":["2105"],"die":3}]}`,
		`{"scenario":"historical","units":["67@2105=west-german"],"supply":[{"hex":"2104","force":"soviet"}]}`,
		`5-us@2104, us:6-6-7@2204`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if pf, err := ParsePositionFile(b); err == nil {
			if spec, err := pf.Spec(); err == nil {
				if pos, err := GivenPosition(load(t, "1994"), spec); err == nil {
					_, _ = pos.Play(pf.Combats, "")
				}
			}
		}
		_, _ = ParsePlacements(string(b))
	})
}

// Optional rules given to Spec come after the file's own, and leave the
// file as it was.
func TestPositionFileSpecOptional(t *testing.T) {
	pf, err := ParsePositionFile([]byte(`{"scenario":"historical","optional":["offensive-supply"],"units":["5-us@2104"]}`))
	if err != nil {
		t.Fatal(err)
	}
	spec, err := pf.Spec("split-stack-combat")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(spec.Optional, []string{"offensive-supply", "split-stack-combat"}) || len(pf.Optional) != 1 {
		t.Errorf("spec %v, file %v", spec.Optional, pf.Optional)
	}
}

// A game record given where a position is asked for is named for what it
// is, with the flag that takes it; a position with a stray member is not
// taken for a record.
func TestPositionFileRefusesGameRecord(t *testing.T) {
	for _, tt := range []struct {
		raw, want string
	}{
		{`{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "over": false, "turns": []}`, "take a record with --game"},
		{`{"scenario": "historical", "turns": [{"turn": 1}]}`, "take a record with --game"},
		{`{"scenario": "historical", "units": ["5-us@2104"], "colour": "red"}`, `unknown field "colour"`},
	} {
		_, err := ParsePositionFile([]byte(tt.raw))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParsePositionFile(%s) = %v, want an error saying %q", tt.raw, err, tt.want)
		}
	}
}
