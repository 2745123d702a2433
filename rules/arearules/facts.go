package arearules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model/area"
)

// The rivers of the line one side's units may not cross (7.2.1, L270):
// a zone borders it when a border across it joins the two sides.
var lineRivers = []string{"Oder", "Neisse"}

// CheckFacts checks every fact about the map the rulebook states (the
// map's stated list) against its zones and borders, and returns a
// finding for each fact they contradict.
func CheckFacts(m *area.Map) []Finding {
	var out []Finding
	for i, f := range m.Stated {
		if msg := checkFact(m, f); msg != "" {
			out = append(out, Finding{
				Code:    "area.fact-contradicted",
				Message: msg,
				Rule:    citeLine(f.Rule, f.Line),
				Index:   i,
				Zones:   f.Zones,
			})
		}
	}
	return out
}

func citeLine(rule string, line int) string {
	if rule == "" {
		return fmt.Sprintf("L%d", line)
	}
	return fmt.Sprintf("%s, L%d", rule, line)
}

// checkFact says how the map contradicts f, or "" when it agrees.
func checkFact(m *area.Map, f area.Fact) string {
	for _, z := range f.Zones {
		if _, ok := m.Zones[z]; !ok {
			return fmt.Sprintf("the fact names zone %q, which the map does not have", z)
		}
	}
	two := func() (string, string, bool) {
		if len(f.Zones) != 2 {
			return "", "", false
		}
		return f.Zones[0], f.Zones[1], true
	}
	one := func() (string, bool) {
		if len(f.Zones) != 1 {
			return "", false
		}
		return f.Zones[0], true
	}
	switch f.Kind {
	case "adjacent", "not-adjacent", "white-line", "across-river":
		a, b, ok := two()
		if !ok {
			return "a fact of kind " + f.Kind + " names two zones"
		}
		br, has := m.Border(a, b)
		adjacent := has && br.Adjacent()
		switch {
		case f.Kind == "not-adjacent" && adjacent:
			return fmt.Sprintf("%s and %s meet only at a corner, but the map makes them adjacent", a, b)
		case f.Kind == "not-adjacent":
			return ""
		case !adjacent:
			return fmt.Sprintf("%s and %s are adjacent, but the map has no boundary between them", a, b)
		case f.Kind == "white-line" && (br.Link != "white-line" || (m.Zones[a].Insert == "") == (m.Zones[b].Insert == "")):
			return fmt.Sprintf("%s and %s are joined by a white line between the insert and the main map, but the map does not say so", a, b)
		case f.Kind == "across-river" && br.River != f.River:
			return fmt.Sprintf("%s and %s are across the %s, but the map's boundary between them is %s", a, b, f.River, riverOr(br.River))
		}
	case "river-zone", "off-river":
		z, ok := one()
		if !ok {
			return "a fact of kind " + f.Kind + " names one zone"
		}
		if f.Side != "" && m.Zones[z].Side != f.Side {
			return fmt.Sprintf("%s is %s of the river line, but the map puts it %s", z, f.Side, sideOr(m.Zones[z].Side))
		}
		on := bordersLine(m, z)
		if f.Kind == "river-zone" && !on {
			return fmt.Sprintf("%s borders the river line, but none of its boundaries crosses it", z)
		}
		if f.Kind == "off-river" {
			if on {
				return fmt.Sprintf("%s does not border the river line, but a boundary of it crosses the river", z)
			}
			if !slices.ContainsFunc(m.Neighbours(z), func(n string) bool { return m.Zones[n].Side == m.Zones[z].Side && bordersLine(m, n) }) {
				return fmt.Sprintf("%s is next to a zone on its side that borders the river line, but the map gives it none", z)
			}
		}
	case "defence-line":
		if z, ok := one(); ok {
			for _, br := range m.Borders {
				if br.Other(z) != "" && br.DefenceLine != nil {
					return ""
				}
			}
			return fmt.Sprintf("%s has a defence line, but no boundary of it carries one", z)
		}
		a, b, ok := two()
		if !ok {
			return "a fact of kind defence-line names one zone or two"
		}
		if br, has := m.Border(a, b); !has || br.DefenceLine == nil {
			return fmt.Sprintf("a defence line lies between %s and %s, but the map has none there", a, b)
		}
	case "difficult":
		z, ok := one()
		if !ok {
			return "a fact of kind difficult names one zone"
		}
		if m.Zones[z].Terrain != "difficult" {
			return fmt.Sprintf("%s is difficult terrain, but the map makes it %s", z, or(m.Zones[z].Terrain, "clear"))
		}
	case "berlin-zones":
		if n := len(BerlinZones(m)); n != f.Count {
			return fmt.Sprintf("there are %d Berlin city zones, but the map has %d", f.Count, n)
		}
	case "nexus":
		if m.Nexus == nil {
			return "the Berlin zones meet at a nexus, but the map has none"
		}
		if got, want := slices.Sorted(slices.Values(m.Nexus.Zones)), BerlinZones(m); !slices.Equal(got, want) {
			return fmt.Sprintf("the nexus joins the Berlin zones (%s), but the map's joins %s", strings.Join(want, ", "), strings.Join(got, ", "))
		}
	case "track-start":
		z, ok := one()
		if !ok {
			return "a fact of kind track-start names one zone"
		}
		for _, t := range m.Tracks {
			if t.Track == f.Track && len(t.Zones) > 0 && t.Zones[0] == z && slices.Contains(m.Zones[z].Tracks, f.Track) {
				return ""
			}
		}
		return fmt.Sprintf("track %d starts in %s, but the map's track %d does not, or %s lacks its emblem", f.Track, z, f.Track, z)
	case "on-track":
		z, ok := one()
		if !ok {
			return "a fact of kind on-track names one zone"
		}
		if len(m.Zones[z].Tracks) == 0 || !slices.ContainsFunc(m.Tracks, func(t area.Track) bool { return slices.Contains(t.Zones, z) }) {
			return fmt.Sprintf("%s is on an American track, but the map puts it on none", z)
		}
	case "index-east":
		if a, b, bad := westHigher(m); bad {
			return fmt.Sprintf("the index rises eastward, but %s (index %d) lies west of %s (index %d)", a, m.Zones[a].Index, b, m.Zones[b].Index)
		}
	case "side":
		z, ok := one()
		if !ok {
			return "a fact of kind side names one zone"
		}
		if m.Zones[z].Side != f.Side {
			return fmt.Sprintf("%s is %s of the river line, but the map puts it %s", z, f.Side, sideOr(m.Zones[z].Side))
		}
	default:
		return "no check for a fact of kind " + f.Kind
	}
	return ""
}

// bordersLine reports whether a boundary of z crosses the Oder-Neisse
// line: a river border of it to a zone on the other side.
func bordersLine(m *area.Map, z string) bool {
	for _, br := range m.Borders {
		o := br.Other(z)
		if o != "" && br.Adjacent() && slices.Contains(lineRivers, br.River) && m.Zones[o].Side != m.Zones[z].Side {
			return true
		}
	}
	return false
}

// westHigher finds two zones whose indexes fall as one goes east: a with
// its anchor west of b's and an index not below b's.
func westHigher(m *area.Map) (string, string, bool) {
	ids := m.ZoneIDs()
	for _, a := range ids {
		za := m.Zones[a]
		if za.At == nil || za.Index == 0 {
			continue
		}
		for _, b := range ids {
			zb := m.Zones[b]
			if zb.At == nil || zb.Index == 0 {
				continue
			}
			if za.At.Lon < zb.At.Lon && za.Index >= zb.Index {
				return a, b, true
			}
		}
	}
	return "", "", false
}

// BerlinZones lists the map's Berlin city zones in id order.
func BerlinZones(m *area.Map) []string {
	var out []string
	for _, id := range m.ZoneIDs() {
		if m.Zones[id].Berlin {
			out = append(out, id)
		}
	}
	return out
}

func riverOr(r string) string {
	if r == "" {
		return "no river"
	}
	return "the " + r
}

func sideOr(s string) string { return or(s, "on no side") }

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
