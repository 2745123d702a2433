package explain

import (
	"slices"
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
