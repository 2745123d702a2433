package arearules

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model/area"
)

// Each test below checks one fact about the map the rulebook states, on
// the bundled map, citing the line of the rules text (seed 003) that
// states it.

// L25: zones meeting only at a corner are not adjacent, "for example"
// Zossen and Luckau, Fürstenberg and Reppen.
func TestCornersAreNotAdjacent(t *testing.T) {
	m := bundled(t).Map
	for _, pair := range [][2]string{{"luckau", "zossen"}, {"furstenberg", "reppen"}} {
		if m.Adjacent(pair[0], pair[1]) {
			t.Errorf("%s and %s are adjacent (L25)", pair[0], pair[1])
		}
		if b, ok := m.Border(pair[0], pair[1]); !ok || !b.Corner || b.Src != "rules" || b.Line != 25 {
			t.Errorf("%s/%s: want a corner border from the rules at L25, have %+v", pair[0], pair[1], b)
		}
	}
}

// L34: Prötzel, in the Seelow insert, is adjacent by white lines to
// Bernau, Strausberg and Fürstenwalde on the main map.
func TestInsertWhiteLines(t *testing.T) {
	m := bundled(t).Map
	if m.Zones["protzel"].Insert == "" {
		t.Fatal("Prötzel is not in the insert (L34)")
	}
	for _, z := range []string{"bernau", "strausberg", "furstenwalde"} {
		b, ok := m.Border("protzel", z)
		if !ok || !b.Adjacent() || b.Link != "white-line" {
			t.Errorf("Prötzel-%s: want a white line (L34), have %+v", z, b)
		}
		if m.Zones[z].Insert != "" {
			t.Errorf("%s is in the insert; the white line joins the insert to the main map", z)
		}
	}
}

// L340-342: Lebus is attacked from the bridgehead and, across the Oder
// (the attacker halved), from Göritz.
func TestLebusAcrossTheOder(t *testing.T) {
	m := bundled(t).Map
	if b, ok := m.Border("goritz", "lebus"); !ok || !b.Adjacent() || b.River != "Oder" {
		t.Errorf("Göritz-Lebus: want adjacent across the Oder (L340), have %+v", b)
	}
	if b, ok := m.Border("bridgehead", "lebus"); !ok || !b.Adjacent() || b.River != "" {
		t.Errorf("bridgehead-Lebus: want adjacent, no river (L340: only the Göritz unit is halved), have %+v", b)
	}
	if m.Zones["goritz"].Side != "east" || m.Zones["lebus"].Side != "west" || !m.Zones["bridgehead"].Bridgehead {
		t.Error("Göritz east of the Oder, Lebus west, the bridgehead a bridgehead (L340, L254)")
	}
	if m.Zones["lebus"].Terrain != "difficult" {
		t.Error("Lebus is difficult terrain (L342)")
	}
}

// L448: six Berlin city zones; L309: German units cross the nexus from
// one to another; L315-317, L414, L442: Tempelhof borders Zossen,
// Zehlendorf and Trebbin, a zone outside the city.
func TestBerlinZonesAndNexus(t *testing.T) {
	ed := bundled(t)
	m := ed.Map
	berlin := BerlinZones(m)
	if len(berlin) != 6 {
		t.Fatalf("%d Berlin zones, want 6 (L448)", len(berlin))
	}
	if m.Nexus == nil || !slices.Equal(slices.Sorted(slices.Values(m.Nexus.Zones)), berlin) {
		t.Fatalf("the nexus does not join the six Berlin zones (L309)")
	}
	for _, f := range m.Nexus.Forces {
		if force, _ := ed.Force(f); force.Nationality != German {
			t.Errorf("the nexus is for German units only (L309); it lists %s", f)
		}
	}
	if len(m.Nexus.Forces) != 2 {
		t.Errorf("the nexus serves %v, want the Germans of both camps", m.Nexus.Forces)
	}
	for _, z := range []string{"zossen", "zehlendorf", "trebbin"} {
		if !m.Adjacent("tempelhof", z) {
			t.Errorf("Tempelhof is not adjacent to %s (L315-317, L414)", z)
		}
	}
	if m.Zones["trebbin"].Berlin || m.Zones["zossen"].Berlin || !m.Zones["zehlendorf"].Berlin {
		t.Error("Trebbin and Zossen are outside the city, Zehlendorf in it (L317, L414)")
	}
	if g, ok := m.Zones["tempelhof"].Garrison.Get(); !ok || g != 20 {
		t.Errorf("Tempelhof's garrison %d (known %v), want 20 from 40 against 20+6 (L408)", g, ok)
	}
}

// L110: tracks 1 and 2 start in Leipzig, track 3 in Kyritz; L29:
// Jüterbog holds a track emblem.
func TestTrackStarts(t *testing.T) {
	m := bundled(t).Map
	want := map[int]string{1: "leipzig", 2: "leipzig", 3: "kyritz"}
	for _, tr := range m.Tracks {
		if start, ok := want[tr.Track]; !ok || tr.Zones[0] != start {
			t.Errorf("track %d starts in %s, want %s (L110)", tr.Track, tr.Zones[0], start)
		}
		delete(want, tr.Track)
	}
	if len(want) > 0 {
		t.Errorf("tracks missing: %v", want)
	}
	if len(m.Zones["juterbog"].Tracks) == 0 {
		t.Error("Jüterbog holds no track emblem (L29)")
	}
}

// L31: a defence line in the Guben zone; L344: the attack on Lebus from
// the bridgehead crosses one.
func TestDefenceLines(t *testing.T) {
	m := bundled(t).Map
	var guben bool
	for _, b := range m.Borders {
		if b.Other("guben") != "" && b.DefenceLine != nil {
			guben = true
		}
	}
	if !guben {
		t.Error("no defence line on a boundary of Guben (L31)")
	}
	if b, _ := m.Border("bridgehead", "lebus"); b.DefenceLine == nil || b.DefenceLine.Faces != "bridgehead" {
		t.Errorf("no defence line facing the bridgehead on its border with Lebus (L344): %+v", b)
	}
	if b, _ := m.Border("goritz", "lebus"); b.DefenceLine != nil {
		t.Error("a defence line between Göritz and Lebus: the example takes -1 once (L344)")
	}
}

// L4, L26: the further west the zone, the lower its index (two zones on
// one meridian may come in either order).
func TestIndexRisesEastward(t *testing.T) {
	m := bundled(t).Map
	ids := m.ZoneIDs()
	slices.SortFunc(ids, func(a, b string) int { return m.Zones[a].Index - m.Zones[b].Index })
	for i := 1; i < len(ids); i++ {
		a, b := m.Zones[ids[i-1]], m.Zones[ids[i]]
		if a.Index == b.Index || a.At.Lon > b.At.Lon {
			t.Errorf("%s (index %d, %.3f E) and %s (index %d, %.3f E): index does not rise eastward (L4)", ids[i-1], a.Index, a.At.Lon, ids[i], b.Index, b.At.Lon)
		}
	}
}

// L585: Forst is west of the Neisse and borders it; Kathlow does not but
// is adjacent to a zone that does.
func TestRiverZones(t *testing.T) {
	m := bundled(t).Map
	if m.Zones["forst"].Side != "west" || !bordersLine(m, "forst") {
		t.Error("Forst is west of the Neisse and borders it (L585)")
	}
	if m.Zones["kathlow"].Side != "west" || bordersLine(m, "kathlow") || !m.Adjacent("forst", "kathlow") {
		t.Error("Kathlow is west of the river, off it, next to Forst (L585)")
	}
}

// TestStatedFactsHold: the bundled map agrees with every fact it states,
// and CheckFacts catches a map spoiled against each kind of fact.
func TestStatedFactsHold(t *testing.T) {
	if fs := CheckFacts(bundled(t).Map); len(fs) > 0 {
		t.Fatalf("the bundled map contradicts its stated facts: %+v", fs)
	}
	setBorder := func(m *area.Map, a, b string, change func(*area.Border)) {
		for i := range m.Borders {
			if m.Borders[i].Other(a) == b {
				change(&m.Borders[i])
			}
		}
	}
	zone := func(m *area.Map, id string, change func(*area.Zone)) {
		z := m.Zones[id]
		change(&z)
		m.Zones[id] = z
	}
	tests := []struct {
		kind  string
		spoil func(m *area.Map)
	}{
		{"not-adjacent", func(m *area.Map) { setBorder(m, "luckau", "zossen", func(b *area.Border) { b.Corner = false }) }},
		{"white-line", func(m *area.Map) { setBorder(m, "bernau", "protzel", func(b *area.Border) { b.Link = "" }) }},
		{"adjacent", func(m *area.Map) { setBorder(m, "tempelhof", "trebbin", func(b *area.Border) { b.Corner = true }) }},
		{"across-river", func(m *area.Map) { setBorder(m, "goritz", "lebus", func(b *area.Border) { b.River = "" }) }},
		{"river-zone", func(m *area.Map) {
			for _, n := range m.Neighbours("forst") {
				setBorder(m, "forst", n, func(b *area.Border) { b.River = "" })
			}
		}},
		{"off-river", func(m *area.Map) { setBorder(m, "forst", "kathlow", func(b *area.Border) { b.Corner = true }) }},
		{"defence-line", func(m *area.Map) { setBorder(m, "bridgehead", "lebus", func(b *area.Border) { b.DefenceLine = nil }) }},
		{"difficult", func(m *area.Map) { zone(m, "lebus", func(z *area.Zone) { z.Terrain = "" }) }},
		{"berlin-zones", func(m *area.Map) { zone(m, "berlin-north", func(z *area.Zone) { z.Berlin = false }) }},
		{"nexus", func(m *area.Map) { m.Nexus.Zones = m.Nexus.Zones[1:] }},
		{"track-start", func(m *area.Map) { m.Tracks[2].Zones = []string{"juterbog"} }},
		{"on-track", func(m *area.Map) { zone(m, "juterbog", func(z *area.Zone) { z.Tracks = nil }) }},
		{"index-east", func(m *area.Map) { zone(m, "leipzig", func(z *area.Zone) { z.Index = 99 }) }},
	}
	for _, tt := range tests {
		t.Run(tt.kind, func(t *testing.T) {
			m := bundled(t).Map
			tt.spoil(m)
			var caught bool
			for _, f := range CheckFacts(m) {
				if f.Code == "area.fact-contradicted" && m.Stated[f.Index].Kind == tt.kind && f.Rule != "" {
					caught = true
				}
			}
			if !caught {
				t.Errorf("a map spoiled against a %s fact passes: %+v", tt.kind, CheckFacts(m))
			}
		})
	}
}
