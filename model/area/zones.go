package area

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Map is an area edition's map: its zones, the borders between them and
// the facts about it the rulebook states.
type Map struct {
	Schema  string          `json:"$schema"`
	Edition string          `json:"edition"`
	Sources model.Sources   `json:"sources"`
	Zones   map[string]Zone `json:"zones"`
	Borders []Border        `json:"borders"`
	Stated  []Fact          `json:"stated,omitempty"`
	Nexus   *Nexus          `json:"nexus,omitempty"`
	Tracks  []Track         `json:"tracks,omitempty"`
	Notes   []model.Note    `json:"notes,omitempty"`
}

// Zone is one zone of the map.
type Zone struct {
	Name        string            `json:"name"`
	NameUnknown bool              `json:"nameUnknown,omitempty"`
	Today       string            `json:"today,omitempty"`
	Index       int               `json:"index,omitempty"`
	Side        string            `json:"side,omitempty"`
	Berlin      bool              `json:"berlin,omitempty"`
	Bridgehead  bool              `json:"bridgehead,omitempty"`
	Terrain     string            `json:"terrain,omitempty"`
	VP          *Value            `json:"vp,omitempty"`
	Garrison    *Value            `json:"garrison,omitempty"`
	Flags       []string          `json:"flags,omitempty"`
	Tracks      []int             `json:"tracks,omitempty"`
	Supply      []string          `json:"supply,omitempty"`
	Edges       []string          `json:"edges,omitempty"`
	Insert      string            `json:"insert,omitempty"`
	At          *Point            `json:"at,omitempty"`
	Src         string            `json:"src"`
	Srcs        map[string]string `json:"srcs,omitempty"`
	Lines       []int             `json:"lines,omitempty"`
	Note        string            `json:"note,omitempty"`
}

// SrcOf is the source of one member of the zone: its own entry in Srcs,
// or the zone's source.
func (z Zone) SrcOf(member string) string {
	if s, ok := z.Srcs[member]; ok {
		return s
	}
	return z.Src
}

// Point is a longitude and latitude in degrees.
type Point struct {
	Lon float64 `json:"lon"`
	Lat float64 `json:"lat"`
}

// Border is what two zones share: a boundary (or only a corner), with
// what lies on it.
type Border struct {
	Zones       [2]string    `json:"zones"`
	Corner      bool         `json:"corner,omitempty"`
	River       string       `json:"river,omitempty"`
	Road        bool         `json:"road,omitempty"`
	Link        string       `json:"link,omitempty"`
	DefenceLine *DefenceLine `json:"defenceLine,omitempty"`
	Src         string       `json:"src"`
	Rule        string       `json:"rule,omitempty"`
	Line        int          `json:"line,omitempty"`
	Note        string       `json:"note,omitempty"`
}

// Adjacent reports whether the border makes its zones adjacent: every
// border but a corner does.
func (b Border) Adjacent() bool { return !b.Corner }

// Other is the zone across the border from z, or "" if z is not on it.
func (b Border) Other(z string) string {
	switch z {
	case b.Zones[0]:
		return b.Zones[1]
	case b.Zones[1]:
		return b.Zones[0]
	}
	return ""
}

// DefenceLine is a defence line along a border, facing one of its zones:
// an attack from that zone crosses it.
type DefenceLine struct {
	Faces string `json:"faces"`
}

// Fact is a fact about the map the rulebook states, which the zones and
// borders must agree with.
type Fact struct {
	Kind  string   `json:"kind"`
	Zones []string `json:"zones,omitempty"`
	River string   `json:"river,omitempty"`
	Track int      `json:"track,omitempty"`
	Count int      `json:"count,omitempty"`
	Side  string   `json:"side,omitempty"`
	Rule  string   `json:"rule,omitempty"`
	Line  int      `json:"line"`
	Src   string   `json:"src"`
	Note  string   `json:"note,omitempty"`
}

// Nexus is the point where the zones listed meet, which the forces listed
// may cross from one of them to another.
type Nexus struct {
	Zones  []string `json:"zones"`
	Forces []string `json:"forces"`
	Rule   string   `json:"rule,omitempty"`
	Line   int      `json:"line,omitempty"`
	Src    string   `json:"src"`
}

// Track is a path of zones a side advances along, from its first zone.
type Track struct {
	Track int      `json:"track"`
	Zones []string `json:"zones"`
	Line  int      `json:"line,omitempty"`
	Src   string   `json:"src"`
	Note  string   `json:"note,omitempty"`
}

// ZoneIDs lists the map's zone ids in order.
func (m *Map) ZoneIDs() []string {
	ids := make([]string, 0, len(m.Zones))
	for id := range m.Zones {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// Border returns the border between zones a and b, in either order.
func (m *Map) Border(a, b string) (Border, bool) {
	for _, br := range m.Borders {
		if (br.Zones[0] == a && br.Zones[1] == b) || (br.Zones[0] == b && br.Zones[1] == a) {
			return br, true
		}
	}
	return Border{}, false
}

// Adjacent reports whether zones a and b share a boundary (a border that
// is not a corner). The nexus is not a boundary: it is a rule of movement
// for some forces, which package rules/area applies.
func (m *Map) Adjacent(a, b string) bool {
	br, ok := m.Border(a, b)
	return ok && br.Adjacent()
}

// Neighbours lists the zones adjacent to z, in id order.
func (m *Map) Neighbours(z string) []string {
	var out []string
	for _, br := range m.Borders {
		if o := br.Other(z); o != "" && br.Adjacent() {
			out = append(out, o)
		}
	}
	slices.Sort(out)
	return out
}
