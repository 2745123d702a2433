package explain

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func placement(t *testing.T, s *model.Scenario, counter string) (model.Placement, int) {
	t.Helper()
	for i, p := range s.Setup {
		if p.Counter == counter {
			return p, i
		}
	}
	return model.Placement{}, -1
}

func TestMoveCounter(t *testing.T) {
	ed := load(t, "1994")
	hist, _ := ed.Scenario("historical")
	original, _ := model.Encode(hist)
	_, at13 := placement(t, hist, "13-us")

	tests := []struct {
		name    string
		counter string
		to      Place
		check   func(t *testing.T, s *model.Scenario)
	}{
		{"hex to hex keeps the placement but its hex, and cites the author", "13-us", Place{Hex: "2104"}, func(t *testing.T, s *model.Scenario) {
			p, i := placement(t, s, "13-us")
			if i != at13 || p.Hex.String() != "2104" || p.Src != model.AuthorSourceID || p.Stats != "4-8-6" {
				t.Errorf("%d %+v", i, p)
			}
			if src, ok := s.Sources.Find(model.AuthorSourceID); !ok || src.Kind != model.SourceManual {
				t.Errorf("sources %v lack the author", s.Sources)
			}
			if q, _ := placement(t, s, "5-us"); q.Src != "deluxe-2020" {
				t.Errorf("an unmoved unit cites %q, want deluxe-2020", q.Src)
			}
		}},
		{"to the tray leaves the setup", "13-us", Place{}, func(t *testing.T, s *model.Scenario) {
			if _, i := placement(t, s, "13-us"); i >= 0 || len(s.Setup) != len(hist.Setup)-1 {
				t.Errorf("13-us still placed at %d", i)
			}
		}},
		{"a Courland hex keeps the zone", "3-ss", Place{Hex: "3823"}, func(t *testing.T, s *model.Scenario) {
			if p, _ := placement(t, s, "3-ss"); p.Zone != "courland" || p.Hex == nil || p.Hex.String() != "3823" {
				t.Errorf("%+v", p)
			}
		}},
		{"a hex outside the zone drops it", "3-ss", Place{Hex: "3723"}, func(t *testing.T, s *model.Scenario) {
			if p, _ := placement(t, s, "3-ss"); p.Zone != "" || p.Hex.String() != "3723" || p.Force != model.EastGerman {
				t.Errorf("%+v", p)
			}
		}},
		{"into a zone", "13-us", Place{Zone: "courland"}, func(t *testing.T, s *model.Scenario) {
			if p, _ := placement(t, s, "13-us"); p.Zone != "courland" || p.Hex != nil {
				t.Errorf("%+v", p)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MoveCounter(ed, hist, tt.counter, tt.to)
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, got)
			if again, _ := model.Encode(hist); !bytes.Equal(again, original) {
				t.Fatal("MoveCounter changed the scenario it was given")
			}
		})
	}

	// through the tray and back: the same file
	out, _ := MoveCounter(ed, hist, "13-us", Place{})
	back, err := MoveCounter(ed, out, "13-us", Place{Hex: "2204"})
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := model.Encode(back); !bytes.Equal(b, original) {
		t.Error("a unit through the tray and back changes the file")
	}

	for _, tt := range []struct {
		counter string
		to      Place
		code    string
	}{
		{"no-such", Place{Hex: "2104"}, "edit.counter-unknown"},
		{"13-us", Place{Hex: "x"}, "edit.place"},
		{"13-us", Place{Hex: "3927"}, "edit.place"},
		{"13-us", Place{Zone: "nowhere"}, "edit.place"},
		{"13-us", Place{Zone: "courland", Hex: "3723"}, "edit.place"},
	} {
		_, err := MoveCounter(ed, hist, tt.counter, tt.to)
		wantCode(t, err, tt.code, "")
	}
}

// TestMoveCounterCopiesABorrowedSetup: a scenario that takes its setup from
// another gets its own copy when a unit moves, cut to its forces.
func TestMoveCounterCopiesABorrowedSetup(t *testing.T) {
	ed := load(t, "1994")
	three, _ := ed.Scenario("three-player")
	want, err := SetupOf(ed, "three-player")
	if err != nil {
		t.Fatal(err)
	}
	got, err := MoveCounter(ed, three, "13-us", Place{Hex: "2104"})
	if err != nil {
		t.Fatal(err)
	}
	if got.SetupFrom != "" || len(got.Setup) != len(want.Units) || three.SetupFrom == "" {
		t.Errorf("setupFrom %q, %d placements, want %d", got.SetupFrom, len(got.Setup), len(want.Units))
	}
}

func TestMoveCounterSetAside(t *testing.T) {
	ed := load(t, "1994")
	rs, _ := ed.Scenario("red-star-white-star")
	if len(rs.SetAside) == 0 {
		t.Skip("red-star-white-star sets nothing aside")
	}
	id := rs.SetAside[0].Counter
	got, err := MoveCounter(ed, rs, id, Place{Hex: "2104"})
	if err != nil {
		t.Fatal(err)
	}
	p, i := placement(t, got, id)
	if i < 0 || p.Src != model.AuthorSourceID || slices.ContainsFunc(got.SetAside, func(a model.SetAside) bool { return a.Counter == id }) {
		t.Errorf("%s placed: %+v, set aside %v", id, p, got.SetAside)
	}
	if _, ok := got.Sources.Find(model.AuthorSourceID); !ok {
		t.Error("no author source")
	}
}

// TestMoveCounterGermanForceBySide: a 1975 German unit takes the force of
// the side of the Theater Boundary it is put on.
func TestMoveCounterGermanForceBySide(t *testing.T) {
	ed := load(t, "1975")
	hist, _ := ed.Scenario("historical")
	var german string
	for _, c := range ed.Counters.Units() {
		if c.German() && c.Force == "" {
			german = c.ID
			break
		}
	}
	if german == "" {
		t.Skip("no German unit without a force")
	}
	for hex, want := range map[string]model.Force{"2104": model.WestGerman, "2722": model.EastGerman} {
		got, err := MoveCounter(ed, hist, german, Place{Hex: hex})
		if err != nil {
			t.Fatal(err)
		}
		if p, _ := placement(t, got, german); p.Force != want {
			t.Errorf("%s in %s: force %s, want %s", german, hex, p.Force, want)
		}
	}
}

func TestNewScenario(t *testing.T) {
	ed := load(t, "1994")
	empty, err := NewScenario(ed, NewScenarioRequest{ID: "my-variant", Name: "My Variant", From: "historical"})
	if err != nil {
		t.Fatal(err)
	}
	if empty.ID != "my-variant" || empty.Name != "My Variant" || len(empty.Setup) != 0 || empty.SetupFrom != "" || len(empty.Notes) != 1 || empty.Players != 2 ||
		empty.Rule != "" || empty.BasedOn != "" {
		t.Errorf("empty: %+v", empty)
	}
	cp, err := NewScenario(ed, NewScenarioRequest{ID: "my-copy", From: "three-player", Copy: true})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := SetupOf(ed, "three-player")
	if cp.Name != "my-copy" || len(cp.Setup) != len(want.Units) || cp.Rule != "" || cp.BasedOn != "three-player" || !strings.Contains(cp.Notes[len(cp.Notes)-1].Text, "three-player") {
		t.Errorf("copy: %d placements, want %d", len(cp.Setup), len(want.Units))
	}
	// a copy of a copy says where it came from once
	ed2 := *ed
	ed2.Scenarios = append(slices.Clone(ed.Scenarios), cp)
	cc, err := NewScenario(&ed2, NewScenarioRequest{ID: "my-copy-2", From: "my-copy", Copy: true})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, note := range cc.Notes {
		if note.ID == editorOrigin {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d origin notes", n)
	}
	for _, tt := range []struct {
		q    NewScenarioRequest
		code string
	}{
		{NewScenarioRequest{ID: "Bad Id", From: "historical"}, "edit.scenario-id"},
		{NewScenarioRequest{ID: "../x", From: "historical"}, "edit.scenario-id"},
		{NewScenarioRequest{ID: "historical", From: "historical"}, "edit.scenario-exists"},
		{NewScenarioRequest{ID: "x", From: "nope"}, "scenario.unknown"},
	} {
		_, err := NewScenario(ed, tt.q)
		wantCode(t, err, tt.code, "")
	}
}

// TestPositionOfAnEditedScenario: the position of a scenario being edited
// is its own, not the file's.
func TestPositionOfAnEditedScenario(t *testing.T) {
	ed := load(t, "1994")
	hist, _ := ed.Scenario("historical")
	moved, err := MoveCounter(ed, hist, "5-us", Place{Hex: "2004"})
	if err != nil {
		t.Fatal(err)
	}
	pos, err := PositionOf(ed, moved)
	if err != nil {
		t.Fatal(err)
	}
	u, err := pos.Unit("5-us")
	if err != nil || u.Hex.String() != "2004" {
		t.Errorf("5-us in the edited position: %v %v", u.Hex, err)
	}
	s, err := SetupFor(ed, moved)
	if err != nil || len(s.Units) != 119 {
		t.Errorf("setup: %v, %d units", err, len(s.Units))
	}
}

func TestUnitsOf(t *testing.T) {
	us := UnitsOf(load(t, "1994"))
	if len(us) != 119 {
		t.Fatalf("%d units", len(us))
	}
	for _, u := range us {
		if u.Counter == "5-us" && (u.Stats() != "7-4-8" || u.Force != model.WesternAllied) {
			t.Errorf("5-us: %+v", u)
		}
	}
	if len(UnitsOf(&model.Edition{})) != 0 {
		t.Error("an edition without counters has units")
	}
}

// TestVariantCitesAuthor: a variant started from Historical in the editor
// cites the author for the units moved in it and the rulebook for the
// rest, measured against its base until it is saved.
func TestVariantCitesAuthor(t *testing.T) {
	ed := load(t, "1994")
	v, err := NewScenario(ed, NewScenarioRequest{ID: "my-variant", From: "historical", Copy: true})
	if err != nil {
		t.Fatal(err)
	}
	moves := []struct{ counter, hex string }{{"13-us", "2204"}, {"5-us", "2105"}, {"13-us", "2205"}, {"13-us", "2204"}}
	for _, m := range moves {
		if v, err = MoveCounter(ed, v, m.counter, Place{Hex: m.hex}); err != nil {
			t.Fatal(err)
		}
	}
	hist, _ := ed.Scenario("historical")
	before, _ := placement(t, hist, "13-us")
	for _, p := range v.Setup {
		want := "deluxe-2020"
		if p.Counter == "5-us" || p.Counter == "13-us" && p.Hex.String() != before.Hex.String() {
			want = model.AuthorSourceID
		}
		if p.Src != want {
			t.Errorf("%s at %s cites %q, want %q", p.Counter, p.Where(), p.Src, want)
		}
	}
	if _, ok := v.Sources.Find(model.AuthorSourceID); !ok {
		t.Error("no author source")
	}
}
