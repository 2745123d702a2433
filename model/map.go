package model

import (
	"fmt"
	"sort"
)

// Map is one edition's map.json: the grid, every hex with its terrain and
// region tags, the hexsides that carry a river, lake or block, and the named
// zones the rules refer to (Courland, map-edge exits, replacement edges).
//
// Borders are not stored: the Theater Boundary and the Yugoslav border are
// derived from the hexes' region tags, so the two can never disagree.
type Map struct {
	Schema   string          `json:"$schema,omitempty"`
	Edition  string          `json:"edition"`
	Grid     Grid            `json:"grid"`
	Sources  Sources         `json:"sources"`
	Notes    []Note          `json:"notes,omitempty"`
	Hexes    map[Hex]HexInfo `json:"hexes"`
	Hexsides Hexsides        `json:"hexsides,omitempty"`
	Zones    map[string]Zone `json:"zones,omitempty"`
}

// HexInfo is what the map says about one hex.
type HexInfo struct {
	// Terrain is a terrain id defined by the edition's TEC (clear, broken,
	// rough, sea, switzerland, ...). The validator checks it exists there.
	Terrain   string  `json:"terrain"`
	Fortified bool    `json:"fortified,omitempty"`
	City      *City   `json:"city,omitempty"`
	Port      bool    `json:"port,omitempty"`
	Regions   Regions `json:"regions,omitzero"`
	// Src names the source of the hex's facts; Srcs overrides it fact by
	// fact (keys are the Fact* constants) when facts of one hex come from
	// different sources, e.g. terrain from geography but the fortification
	// from a rulebook example.
	Src  string            `json:"src"`
	Srcs map[string]string `json:"srcs,omitempty"`
}

// The facts of a hex that may carry their own source in HexInfo.Srcs.
const (
	FactTerrain   = "terrain"
	FactFortified = "fortified"
	FactCity      = "city"
	// FactCapital is the city's capital flag, which the rules name (Deluxe
	// 10.0; the garrison cities of 1975 11.0) while the city's hex and
	// victory points may come from a map source.
	FactCapital = "capital"
	FactPort    = "port"
	FactCountry = "country"
	FactTheater = "theater"
)

// HexFacts lists the keys HexInfo.Srcs may use, in schema order.
var HexFacts = []string{FactTerrain, FactFortified, FactCity, FactCapital, FactPort, FactCountry, FactTheater}

// SrcOf returns the source id of one fact of the hex: its own entry in Srcs
// if there is one, else the hex's Src.
func (h HexInfo) SrcOf(fact string) string {
	if s, ok := h.Srcs[fact]; ok {
		return s
	}
	return h.Src
}

// City is a city printed on a hex.
type City struct {
	Name    string `json:"name"`
	VP      int    `json:"vp"`
	Capital bool   `json:"capital,omitempty"`
}

// Regions are the tags the rules' borders are derived from.
type Regions struct {
	// Country is a lower-case id such as "germany" or "yugoslavia".
	Country string `json:"country,omitempty"`
	// Theater is the side of the German Theater Boundary.
	Theater Theater `json:"theater,omitempty"`
}

// Theater says on which side of the German Theater Boundary a hex lies.
type Theater string

// The theater values. Berlin is the one boundary hex: the line runs around
// it, so its neighbours lie on both sides.
const (
	TheaterEast     Theater = "east"
	TheaterWest     Theater = "west"
	TheaterBoundary Theater = "boundary"
)

// TerrainSea is the terrain id of sea hexes. Region borders ignore sea, so
// the map needs to know this one id; all others only mean something to the TEC.
const TerrainSea = "sea"

// CountryYugoslavia is the country tag of the hexes that make up Yugoslavia
// for the rules on Yugoslav and Soviet units.
const CountryYugoslavia = "yugoslavia"

// HexsideType is what a hexside carries.
type HexsideType string

// The hexside types of the TEC.
const (
	HexsideRiver   HexsideType = "river"
	HexsideLake    HexsideType = "lake"
	HexsideBlocked HexsideType = "blocked"
)

// HexsideInfo is what the map says about one hexside.
type HexsideInfo struct {
	Type HexsideType `json:"type"`
	Name string      `json:"name,omitempty"`
	Src  string      `json:"src"`
}

// Zone is a named set of hexes the rules refer to, given as single hexes,
// edge ranges such as "1601-2301", or both.
type Zone struct {
	Name   string   `json:"name"`
	Kind   ZoneKind `json:"kind,omitempty"`
	Forces []string `json:"forces,omitempty"`
	Hexes  []Hex    `json:"hexes,omitempty"`
	Ranges []string `json:"ranges,omitempty"`
	// Effect names the scenario rule effect that puts the zone in play;
	// without that effect the zone is not used. "" is always in play.
	Effect RuleEffect `json:"effect,omitempty"`
	Rule   string     `json:"rule,omitempty"`
	Src    string     `json:"src"`
	Note   string     `json:"note,omitempty"`
}

// ZoneKind says what a zone is for.
type ZoneKind string

// The kinds of zone.
const (
	ZoneArea        ZoneKind = "area"        // a region with its own rules (Courland)
	ZoneExit        ZoneKind = "exit"        // map-edge hexes units may leave from
	ZoneReplacement ZoneKind = "replacement" // where replacements enter
	ZonePort        ZoneKind = "port"        // evacuation ports and anchor hexes
	ZoneSetup       ZoneKind = "setup"       // a setup area
)

// Grid is the extent and numbering of the hex grid. Numbering, origin and
// stagger are fixed by this toolkit's Hex type and are recorded in the file
// so a reader does not have to guess them.
type Grid struct {
	Rows      int    `json:"rows"`
	Columns   int    `json:"columns"`
	Numbering string `json:"numbering"`
	Origin    string `json:"origin"`
	Stagger   string `json:"stagger"`
}

// The only numbering, origin and stagger the Hex type implements.
const (
	GridNumbering = "RRCC"
	GridOrigin    = "south-west"
	GridStagger   = "even-rows-east"
)

// NewGrid returns a grid of the given size with the toolkit's numbering.
func NewGrid(rows, columns int) Grid {
	return Grid{Rows: rows, Columns: columns, Numbering: GridNumbering, Origin: GridOrigin, Stagger: GridStagger}
}

// Contains reports whether h lies within the grid's rows and columns.
func (g Grid) Contains(h Hex) bool {
	return h.Row >= 1 && h.Row <= g.Rows && h.Col >= 1 && h.Col <= g.Columns
}

// Hexes lists every hex of the grid, sorted by id.
func (g Grid) Hexes() []Hex {
	out := make([]Hex, 0, g.Rows*g.Columns)
	for r := 1; r <= g.Rows; r++ {
		for c := 1; c <= g.Columns; c++ {
			out = append(out, Hex{Row: r, Col: c})
		}
	}
	return out
}

// Hex returns what the map says about h.
func (m *Map) Hex(h Hex) (HexInfo, bool) {
	info, ok := m.Hexes[h]
	return info, ok
}

// Contains reports whether the map lists h. A hex inside the grid but not
// listed is not part of the map.
func (m *Map) Contains(h Hex) bool {
	_, ok := m.Hexes[h]
	return ok
}

// HexIDs lists the hexes the map holds, sorted by id.
func (m *Map) HexIDs() []Hex {
	out := make([]Hex, 0, len(m.Hexes))
	for h := range m.Hexes {
		out = append(out, h)
	}
	SortHexes(out)
	return out
}

// Neighbours returns the neighbours of h that the map holds, sorted by id.
func (m *Map) Neighbours(h Hex) []Hex {
	var out []Hex
	for _, n := range h.Neighbours() {
		if m.Contains(n) {
			out = append(out, n)
		}
	}
	return out
}

// Hexside returns what the map says about the hexside between a and b, in
// either order. ok is false when the hexside carries nothing or a and b are
// not adjacent.
func (m *Map) Hexside(a, b Hex) (HexsideInfo, bool) {
	s, err := NewHexside(a, b)
	if err != nil {
		return HexsideInfo{}, false
	}
	info, ok := m.Hexsides[s]
	return info, ok
}

// HexsideKeys lists the hexsides the map holds, sorted.
func (m *Map) HexsideKeys() []Hexside {
	return m.Hexsides.Keys()
}

// ZoneIDs lists the zone ids, sorted.
func (m *Map) ZoneIDs() []string {
	out := make([]string, 0, len(m.Zones))
	for id := range m.Zones {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// ZoneHexes returns the hexes of a zone: its single hexes and its expanded
// ranges, sorted and without repeats.
func (m *Map) ZoneHexes(id string) ([]Hex, error) {
	z, ok := m.Zones[id]
	if !ok {
		return nil, fmt.Errorf("map has no zone %q", id)
	}
	return z.AllHexes()
}

// AllHexes returns the zone's single hexes and expanded ranges, sorted and
// without repeats.
func (z Zone) AllHexes() ([]Hex, error) {
	seen := make(map[Hex]bool)
	for _, h := range z.Hexes {
		seen[h] = true
	}
	for _, r := range z.Ranges {
		hs, err := ParseHexRange(r)
		if err != nil {
			return nil, fmt.Errorf("zone %q: %w", z.Name, err)
		}
		for _, h := range hs {
			seen[h] = true
		}
	}
	out := make([]Hex, 0, len(seen))
	for h := range seen {
		out = append(out, h)
	}
	SortHexes(out)
	return out, nil
}

// CountryItaly is the country tag of Italy's hexes: Western Allied units
// lost there go to their own destroyed-units box and come back on Italy's
// edge (1975 8.13, 8.25; Deluxe 7.1, 7.2).
const CountryItaly = "italy"
