package explain

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestBriefingOf(t *testing.T) {
	ed := load(t, "1994")
	b, err := BriefingOf(ed, "historical")
	if err != nil {
		t.Fatal(err)
	}
	if b.Name != "Historical Scenario" || b.Rule != "12.0" || b.Players != 2 || len(b.Control) != 2 {
		t.Errorf("terms %+v", b)
	}
	if b.First != (TurnDate{Turn: 1, Label: "Dec II 1944", Start: "1944-12-16"}) || b.Last.Turn != 10 || b.Last.Start == "" {
		t.Errorf("turns %+v to %+v", b.First, b.Last)
	}
	if len(b.Units) != 119 || b.SetupFrom != nil || len(b.SetupSources) != 1 || b.SetupSources[0].Kind != model.SourceRulebook {
		t.Errorf("%d units, setup from %v, sources %v", len(b.Units), b.SetupFrom, b.SetupSources)
	}
	hexes := map[string]bool{}
	for _, u := range b.Units {
		if u.OnMap() {
			hexes[u.Hex.String()] = true
		}
	}
	if len(b.Places) != len(hexes) {
		t.Errorf("%d places for %d hexes", len(b.Places), len(hexes))
	}
	for _, p := range b.Places {
		if p.Hex == model.MustHex("2105") && (p.Terrain != "broken" || !p.Fortified || p.TerrainName != "Broken terrain") {
			t.Errorf("2105 = %+v", p)
		}
	}
	if len(b.Zones) != 1 || b.Zones[0].ID != "courland" || b.Zones[0].Name != "Courland" ||
		model.JoinHexes(b.Zones[0].Hexes, " ") != "3822 3823 3824 3923 3924" {
		t.Errorf("zones %+v", b.Zones)
	}

	// a scenario that takes its setup from another names it, and the
	// sources of the placements it inherits
	c, err := BriefingOf(ed, "collapse-in-the-east")
	if err != nil {
		t.Fatal(err)
	}
	if c.SetupFrom == nil || c.SetupFrom.ID != "historical" || c.SetupFrom.Name != "Historical Scenario" || c.SetupFrom.Rule != "12.0" {
		t.Errorf("setup from %+v", c.SetupFrom)
	}
	if len(c.SetupSources) != 1 || len(c.NotInPlay) != 2 {
		t.Errorf("sources %v, not in play %v", c.SetupSources, c.NotInPlay)
	}
	for _, u := range c.Units {
		if !slices.Contains(c.Forces, u.Force) {
			t.Errorf("%s of %s, a force not in play", u.Counter, u.Force)
		}
	}

	_, err = BriefingOf(ed, "no-such")
	wantCode(t, err, "scenario.unknown", "")
}

func TestBriefingWithoutMap(t *testing.T) {
	ed := *load(t, "1975")
	ed.Map = nil
	b, err := BriefingOf(&ed, "historical")
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Units) == 0 || len(b.Places) != 0 || len(b.Zones) != 0 {
		t.Errorf("%d units, %d places, %d zones", len(b.Units), len(b.Places), len(b.Zones))
	}
}

func TestCountersOf(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := load(t, id)
		l, err := CountersOf(ed)
		if err != nil {
			t.Fatal(err)
		}
		if l.Count() != len(ed.Counters.Counters) || l.Pieces != ed.Counters.Pieces {
			t.Errorf("%s: %d counters listed of %d", id, l.Count(), len(ed.Counters.Counters))
		}
		seen := map[string]bool{}
		last := -1
		for i, g := range l.Groups {
			for _, c := range g.Counters {
				if seen[c.ID] {
					t.Errorf("%s: %s in two groups", id, c.ID)
				}
				seen[c.ID] = true
				if c.IsUnit() == g.Markers || (!g.Markers && (c.Force != g.Force || c.Nationality != g.Nationality)) {
					t.Errorf("%s: %s in group %d (%s %s)", id, c.ID, i, g.Force, g.Nationality)
				}
			}
			rank := len(forceOrder)
			if r, ok := forceOrder[g.Force]; ok && !g.Markers {
				rank = r
			}
			if g.Markers {
				rank++
			}
			if rank < last {
				t.Errorf("%s: group %d (%s %s) out of order", id, i, g.Force, g.Nationality)
			}
			last = rank
		}
		if !l.Groups[len(l.Groups)-1].Markers {
			t.Errorf("%s: markers are not last", id)
		}
	}
	ed := *load(t, "1994")
	ed.Counters = nil
	_, err := CountersOf(&ed)
	wantCode(t, err, "edition.no-counters", "")
}

// TestVariantBriefing: a variant of Historical started in the editor, five
// units moved, is briefed as the author's variant of Historical with the
// five moves and no rule number; Historical itself is no variant.
func TestVariantBriefing(t *testing.T) {
	ed := load(t, "1994")
	v, err := NewScenario(ed, NewScenarioRequest{ID: "my-variant", Name: "My Variant", From: "historical", Copy: true})
	if err != nil {
		t.Fatal(err)
	}
	moves := []SetupChange{
		{Kind: ChangeMoved, Counter: "13-us", From: "2204", To: "2304"},
		{Kind: ChangeMoved, Counter: "5-us", From: "2104", To: "2004"},
		{Kind: ChangeMoved, Counter: "4-us", From: "0510", To: "0410"},
		{Kind: ChangeMoved, Counter: "1-balt", From: "3524", To: "3424"},
		{Kind: ChangeMoved, Counter: "2-belo", From: "2925", To: "2924"},
	}
	for _, m := range moves {
		if v, err = MoveCounter(ed, v, m.Counter, Place{Hex: m.To}); err != nil {
			t.Fatal(err)
		}
	}
	withVariant := *ed
	withVariant.Scenarios = append(slices.Clone(ed.Scenarios), v)
	b, err := BriefingOf(&withVariant, "my-variant")
	if err != nil {
		t.Fatal(err)
	}
	if b.Variant == nil || b.Rule != "" || b.Variant.Base.ID != "historical" || b.Variant.Author.ID != model.AuthorSourceID {
		t.Fatalf("rule %q, variant %+v", b.Rule, b.Variant)
	}
	// the changes come in the order of the setup
	got := slices.Clone(b.Variant.Changes)
	want := slices.Clone(moves)
	byCounter := func(a, b SetupChange) int { return strings.Compare(a.Counter, b.Counter) }
	slices.SortFunc(got, byCounter)
	slices.SortFunc(want, byCounter)
	if !slices.Equal(got, want) {
		t.Errorf("changes %+v, want %+v", got, want)
	}
	if h, err := BriefingOf(ed, "historical"); err != nil || h.Variant != nil || h.Rule != "12.0" {
		t.Errorf("historical: rule %q, variant %+v, %v", h.Rule, h.Variant, err)
	}
}
