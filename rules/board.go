package rules

import (
	"github.com/bfgdata/bfgdata/model"
)

// Board is a map prepared once for fast rule queries: hexes get dense
// indices and each hex's six neighbours, entry costs, hexside costs and
// zone-of-control blocks are looked up in slices rather than maps. Build it
// with NewBoard and share it; it is read-only afterwards.
type Board struct {
	Map *model.Map
	TEC *model.TEC

	rows, cols int
	present    []bool
	hexes      []model.Hex
	nbr        [][6]int32 // neighbour index per direction, -1 if none
	enterCost  []int      // terrain cost to enter; -1 if no unit may enter
	sideExtra  [][6]int   // extra cost to cross the hexside; -1 if prohibited
	sideType   [][6]string
	zocBlocked [][6]bool // no ZOC across this hexside or into that hex
	theater    []model.Theater
	yugoslav   []bool
	germanBan  []bool // German units may not enter (Berlin)
	fortified  []bool
	exit       []bool // in a map-edge exit zone
	berlin     int32
	// cities are the city hexes in id order, for scoring after every
	// action of a game; citySlot is each hex's place in cities, -1 for a
	// hex with no city.
	cities   []model.Hex
	citySlot []int32
	// nearCity marks the hexes in or next to a city.
	nearCity []bool
	// zones holds each zone's hexes (or why its ranges do not expand),
	// worked out once here: setup checks, exits, replacements and
	// evacuation ask for them again and again.
	zones map[string]zoneHexes
}

type zoneHexes struct {
	hexes []model.Hex
	err   error
}

// NewBoard prepares m for queries under the movement and ZOC effects of tec.
func NewBoard(m *model.Map, tec *model.TEC) (*Board, error) {
	if m == nil || tec == nil {
		return nil, newError("board.incomplete", "a board needs a map and a Terrain Effects Chart")
	}
	rows, cols := m.Grid.Rows, m.Grid.Columns
	n := rows * cols
	b := &Board{
		Map: m, TEC: tec, rows: rows, cols: cols,
		present: make([]bool, n), hexes: make([]model.Hex, n), nbr: make([][6]int32, n),
		enterCost: make([]int, n), sideExtra: make([][6]int, n), sideType: make([][6]string, n),
		zocBlocked: make([][6]bool, n), theater: make([]model.Theater, n), yugoslav: make([]bool, n),
		germanBan: make([]bool, n), fortified: make([]bool, n), exit: make([]bool, n), berlin: -1,
	}
	berlin, hasBerlin := tec.FeatureEntry("berlin")
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			h := model.Hex{Row: r, Col: c}
			i := b.idx(h)
			b.hexes[i] = h
			info, ok := m.Hexes[h]
			if !ok {
				b.enterCost[i] = -1
				continue
			}
			b.present[i] = true
			t, ok := tec.TerrainEntry(info.Terrain)
			if !ok {
				return nil, newError("board.terrain-unknown", "hex %s: terrain %q is not in the Terrain Effects Chart", h, info.Terrain)
			}
			switch {
			case t.Move.Prohibited || t.Move.Cost == nil:
				b.enterCost[i] = -1
			default:
				b.enterCost[i] = *t.Move.Cost
			}
			b.theater[i] = info.Regions.Theater
			b.yugoslav[i] = info.Regions.Country == model.CountryYugoslavia
			b.fortified[i] = info.Fortified
			if info.City != nil {
				b.cities = append(b.cities, h)
			}
			if info.City != nil && info.City.Name == "Berlin" {
				b.berlin = int32(i)
				b.germanBan[i] = hasBerlin && len(berlin.Move.ProhibitedFor) > 0
			}
		}
	}
	for i, h := range b.hexes {
		for d, dir := range model.Directions {
			b.nbr[i][d] = -1
			nh, ok := h.Step(dir)
			if !ok || !b.inGrid(nh) || !b.present[b.idx(nh)] || !b.present[i] {
				continue
			}
			j := b.idx(nh)
			b.nbr[i][d] = int32(j)
			if b.enterCost[j] < 0 {
				b.zocBlocked[i][d] = true // no ZOC into sea or Switzerland
			}
			side, ok := m.Hexside(h, nh)
			if !ok {
				continue
			}
			e, ok := tec.HexsideEntry(string(side.Type))
			if !ok {
				return nil, newError("board.hexside-unknown", "hexside %s/%s: type %q is not in the Terrain Effects Chart", h, nh, side.Type)
			}
			b.sideType[i][d] = e.ID
			if e.Move.Prohibited {
				b.sideExtra[i][d] = -1
			} else {
				b.sideExtra[i][d] = e.Move.Extra
			}
			if e.ZOC != nil && e.ZOC.Blocks {
				b.zocBlocked[i][d] = true
			}
		}
	}
	b.citySlot = make([]int32, n)
	for i := range b.citySlot {
		b.citySlot[i] = -1
	}
	b.nearCity = make([]bool, n)
	for k, h := range b.cities {
		i := b.idx(h)
		b.citySlot[i] = int32(k)
		b.nearCity[i] = true
		for d := range 6 {
			if j := b.nbr[i][d]; j >= 0 {
				b.nearCity[j] = true
			}
		}
	}
	b.zones = make(map[string]zoneHexes, len(m.Zones))
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		hs, err := z.AllHexes()
		b.zones[id] = zoneHexes{hs, err}
		if z.Kind != model.ZoneExit {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, h := range hs {
			if i, ok := b.index(h); ok {
				b.exit[i] = true
			}
		}
	}
	return b, nil
}

// ZoneHexes returns the hexes of the map's zone with that id, sorted and
// without repeats, as model.Map.ZoneHexes gives them but worked out once,
// when the board was made. The slice is the board's: read it, do not
// change it.
func (b *Board) ZoneHexes(id string) ([]model.Hex, error) {
	z, ok := b.zones[id]
	if !ok {
		return b.Map.ZoneHexes(id) // says the map has no such zone
	}
	return z.hexes, z.err
}

func (b *Board) idx(h model.Hex) int { return (h.Row-1)*b.cols + (h.Col - 1) }
func (b *Board) inGrid(h model.Hex) bool {
	return h.Row >= 1 && h.Row <= b.rows && h.Col >= 1 && h.Col <= b.cols
}

// index returns the dense index of a hex the map holds.
func (b *Board) index(h model.Hex) (int, bool) {
	if !b.inGrid(h) {
		return 0, false
	}
	i := b.idx(h)
	return i, b.present[i]
}

// Berlin returns Berlin's hex, if the map has it.
func (b *Board) Berlin() (model.Hex, bool) {
	if b.berlin < 0 {
		return model.Hex{}, false
	}
	return b.hexes[b.berlin], true
}

// Enterable reports whether any unit may ever be in h (land, not
// Switzerland, on the map).
func (b *Board) Enterable(h model.Hex) bool {
	i, ok := b.index(h)
	return ok && b.enterCost[i] >= 0
}

// Theater returns h's side of the Theater Boundary ("" if untagged).
func (b *Board) Theater(h model.Hex) model.Theater {
	i, ok := b.index(h)
	if !ok {
		return ""
	}
	return b.theater[i]
}

// fortifiedAt reports whether h is a fortified hex.
func (b *Board) fortifiedAt(h model.Hex) bool {
	i, ok := b.index(h)
	return ok && b.fortified[i]
}

// Yugoslav reports whether h lies in Yugoslavia.
func (b *Board) Yugoslav(h model.Hex) bool {
	i, ok := b.index(h)
	return ok && b.yugoslav[i]
}

// HexsideTypeBetween returns the TEC id of the hexside between two adjacent
// hexes ("" if plain).
func (b *Board) HexsideTypeBetween(a, c model.Hex) string {
	i, ok := b.index(a)
	if !ok {
		return ""
	}
	for d, dir := range model.Directions {
		if n, ok := a.Step(dir); ok && n == c {
			return b.sideType[i][d]
		}
	}
	return ""
}

// ZOCReaches reports whether a unit in from exerts its zone of control into
// the adjacent hex to (1975 7.16; Deluxe 4.0: not across blocked, lake or sea
// hexsides).
func (b *Board) ZOCReaches(from, to model.Hex) bool {
	i, ok := b.index(from)
	if !ok {
		return false
	}
	for d, dir := range model.Directions {
		if n, ok := from.Step(dir); ok && n == to {
			return b.nbr[i][d] >= 0 && !b.zocBlocked[i][d]
		}
	}
	return false
}

// CombatClosed returns the chart entry of the hexside between two adjacent
// hexes when the chart allows no attack across it (1975 9.0 "Not allowed":
// blocked and lake hexsides), and false for any other hexside.
func (b *Board) CombatClosed(a, c model.Hex) (model.TECEntry, bool) {
	t := b.HexsideTypeBetween(a, c)
	if t == "" {
		return model.TECEntry{}, false
	}
	e, ok := b.TEC.HexsideEntry(t)
	return e, ok && e.Combat.Prohibited
}
