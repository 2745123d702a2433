package explain

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/suggest"
	"github.com/bfgdata/bfgdata/model/area"
)

// Zone is what the zone command shows of one zone of an area edition: its
// facts and its borders, each with its source.
type Zone struct {
	Edition     string          `json:"edition"`
	ID          string          `json:"id"`
	Name        string          `json:"name"`
	NameUnknown bool            `json:"nameUnknown,omitempty"`
	Today       string          `json:"today,omitempty"`
	Facts       []ZoneFact      `json:"facts"`
	Borders     []ZoneNeighbour `json:"borders"`
	Note        string          `json:"note,omitempty"`
}

// ZoneFact is one fact of a zone, as text, with the id of its source and
// whether that source is transcribed (a rulebook) or a reconstruction.
type ZoneFact struct {
	Fact          string `json:"fact"`
	Value         string `json:"value"`
	Source        string `json:"source"`
	Lines         []int  `json:"lines,omitempty"`
	Reconstructed bool   `json:"reconstructed"`
}

// ZoneNeighbour is a border of the zone: the zone across it, whether the
// two are adjacent (a corner is not), and what lies on it.
type ZoneNeighbour struct {
	Zone          string   `json:"zone"`
	Name          string   `json:"name"`
	Adjacent      bool     `json:"adjacent"`
	Kinds         []string `json:"kinds"`
	Source        string   `json:"source"`
	Rule          string   `json:"rule,omitempty"`
	Line          int      `json:"line,omitempty"`
	Reconstructed bool     `json:"reconstructed"`
	Note          string   `json:"note,omitempty"`
}

// UnknownZoneError is a zone name or id the edition does not hold.
type UnknownZoneError struct {
	Edition, Typed, Hint string
}

func (e *UnknownZoneError) Error() string {
	return fmt.Sprintf("edition %s has no zone %q (see bfgdata zone --help)%s", e.Edition, e.Typed, e.Hint)
}

// FindZone returns the id of the zone typed names: its id, or its name or
// today's name without regard to case.
func FindZone(ed *area.Edition, typed string) (string, error) {
	m := ed.Map
	if _, ok := m.Zones[typed]; ok {
		return typed, nil
	}
	var known []string
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		if strings.EqualFold(z.Name, typed) || (z.Today != "" && strings.EqualFold(z.Today, typed)) || strings.EqualFold(id, typed) {
			return id, nil
		}
		known = append(known, id)
		if !z.NameUnknown && !strings.EqualFold(z.Name, id) {
			known = append(known, z.Name)
		}
	}
	return "", &UnknownZoneError{Edition: ed.Info.ID, Typed: typed, Hint: suggest.Hint(typed, known)}
}

// ZoneOf describes the zone typed names (FindZone).
func ZoneOf(ed *area.Edition, typed string) (Zone, error) {
	id, err := FindZone(ed, typed)
	if err != nil {
		return Zone{}, err
	}
	m := ed.Map
	z := m.Zones[id]
	rep := Zone{Edition: ed.Info.ID, ID: id, Name: z.Name, NameUnknown: z.NameUnknown, Today: z.Today, Note: z.Note, Facts: []ZoneFact{}, Borders: []ZoneNeighbour{}}
	reconstructed := func(src string) bool {
		s, ok := m.Sources.Find(src)
		return !ok || !s.Kind.Transcribed()
	}
	add := func(fact, value, member string) {
		src := z.SrcOf(member)
		f := ZoneFact{Fact: fact, Value: value, Source: src, Reconstructed: reconstructed(src)}
		if src == "rules" {
			f.Lines = z.Lines
		}
		rep.Facts = append(rep.Facts, f)
	}
	if z.Index > 0 {
		add("index", strconv.Itoa(z.Index), "index")
	}
	if z.Side != "" {
		add("side", z.Side+" of the Oder-Neisse", "side")
	}
	if z.At != nil {
		add("anchor", fmt.Sprintf("%.5f E %.5f N", z.At.Lon, z.At.Lat), "at")
	}
	if z.Berlin {
		add("berlin", "a Berlin city zone", "berlin")
	}
	if z.Bridgehead {
		add("bridgehead", "yes", "bridgehead")
	}
	if z.Terrain != "" {
		add("terrain", z.Terrain, "terrain")
	}
	for _, v := range []struct {
		fact string
		v    *area.Value
	}{{"vp", z.VP}, {"garrison", z.Garrison}} {
		switch _, known := v.v.Get(); {
		case v.v == nil:
		case known:
			add(v.fact, zoneValue(v.v), v.fact)
		default:
			// no source gives it: the zone's own source is not its source
			rep.Facts = append(rep.Facts, ZoneFact{Fact: v.fact, Value: zoneValue(v.v), Source: "none"})
		}
	}
	if len(z.Flags) > 0 {
		add("setup letters", strings.Join(z.Flags, ", "), "flags")
	}
	for _, t := range z.Tracks {
		add("track", "US track "+strconv.Itoa(t), "tracks")
	}
	if z.Insert != "" {
		add("insert", z.Insert, "insert")
	}
	if len(z.Supply) > 0 {
		add("supply", strings.Join(z.Supply, ", "), "supply")
	}
	if len(z.Edges) > 0 {
		add("edges", strings.Join(z.Edges, ", "), "edges")
	}
	if nx := m.Nexus; nx != nil && slices.Contains(nx.Zones, id) {
		f := ZoneFact{Fact: "nexus", Value: "meets " + strings.Join(slices.DeleteFunc(slices.Clone(nx.Zones), func(s string) bool { return s == id }), ", ") +
			" at the nexus; " + strings.Join(nx.Forces, ", ") + " may cross it", Source: nx.Src, Reconstructed: reconstructed(nx.Src)}
		if nx.Line > 0 {
			f.Lines = []int{nx.Line}
		}
		rep.Facts = append(rep.Facts, f)
	}
	for _, b := range m.Borders {
		o := b.Other(id)
		if o == "" {
			continue
		}
		rep.Borders = append(rep.Borders, ZoneNeighbour{Zone: o, Name: m.Zones[o].Name, Adjacent: b.Adjacent(), Kinds: borderKinds(b),
			Source: b.Src, Rule: b.Rule, Line: b.Line, Reconstructed: reconstructed(b.Src), Note: b.Note})
	}
	slices.SortFunc(rep.Borders, func(a, b ZoneNeighbour) int { return strings.Compare(a.Zone, b.Zone) })
	return rep, nil
}

// borderKinds names what lies on a border; "open" when nothing does.
func borderKinds(b area.Border) []string {
	var k []string
	if b.Corner {
		k = append(k, "corner only, not adjacent")
	}
	if b.River != "" {
		k = append(k, "river "+b.River)
	}
	if b.Road {
		k = append(k, "road")
	}
	if b.Link != "" {
		k = append(k, strings.ReplaceAll(b.Link, "-", " "))
	}
	if b.DefenceLine != nil {
		k = append(k, "defence line facing "+b.DefenceLine.Faces)
	}
	if len(k) == 0 {
		k = append(k, "open")
	}
	return k
}

// zoneValue is a value as text: the number, or "unknown" with its note.
func zoneValue(v *area.Value) string {
	if n, ok := v.Get(); ok {
		return strconv.Itoa(n)
	}
	if v.Note != "" {
		return "unknown (" + v.Note + ")"
	}
	return "unknown"
}
