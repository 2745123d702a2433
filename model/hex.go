package model

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Hex is one hex of the map, named RRCC: Row counts hex rows from the south
// edge, Col counts hexes inside a row from the west edge. Both start at 1.
//
// Even rows sit half a hex east of odd rows. That single fact fixes every
// neighbour relation; the rulebooks' combat examples (2105 attacked from 2004,
// 2104 and 2204; 3823 from 3723 and 3724) pin it down.
type Hex struct {
	Row, Col int
}

// HexError says why a string is not a hex id.
type HexError struct {
	Input  string
	Reason string
}

func (e *HexError) Error() string {
	return fmt.Sprintf("%q is not a hex id: %s", e.Input, e.Reason)
}

// DateNotHex is what an importer says of a date found where a hex id is
// wanted, in the same words for a workbook's cell and a CSV's field: a
// spreadsheet turns a hex typed as 21/05 into a date, and only text
// formatting keeps the four digits. date is the date as shown (its text,
// or the date and the number the spreadsheet stored).
func DateNotHex(date string) string {
	return fmt.Sprintf("a date (%s) where a hex id like 2105 is wanted: format the column as text and type the four digits", date)
}

// ParseHex parses a four-digit RRCC hex id strictly: exactly four ASCII
// digits, row and column each at least 01.
func ParseHex(s string) (Hex, error) {
	fail := func(reason string) (Hex, error) { return Hex{}, &HexError{Input: s, Reason: reason} }
	if s == "" {
		return fail("empty; want four digits RRCC, e.g. 2105")
	}
	for i, r := range s {
		if r < '0' || r > '9' {
			return fail(fmt.Sprintf("character %q at position %d is not a digit; want four digits RRCC, e.g. 2105", r, i+1))
		}
	}
	switch {
	case len(s) < 4:
		return fail(fmt.Sprintf("too short (%d digits); want four digits RRCC, e.g. 2105 (a leading zero is kept: 0926)", len(s)))
	case len(s) > 4:
		return fail(fmt.Sprintf("too long (%d digits); want four digits RRCC, e.g. 2105", len(s)))
	}
	row, _ := strconv.Atoi(s[:2])
	col, _ := strconv.Atoi(s[2:])
	if row == 0 {
		return fail("row 00 does not exist; rows are numbered from 01")
	}
	if col == 0 {
		return fail("column 00 does not exist; columns are numbered from 01")
	}
	return Hex{Row: row, Col: col}, nil
}

// MustHex parses a hex id known to be good, for tests and tables.
func MustHex(s string) Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// String formats the hex as RRCC with leading zeros.
func (h Hex) String() string {
	if h.Row < 0 || h.Row > 99 || h.Col < 0 || h.Col > 99 {
		return fmt.Sprintf("%02d%02d", h.Row, h.Col) // not a hex of any grid; shown as it is
	}
	// Hex ids are named in every message about a hex: written by hand, not
	// through fmt, they cost one small allocation.
	b := [4]byte{byte('0' + h.Row/10), byte('0' + h.Row%10), byte('0' + h.Col/10), byte('0' + h.Col%10)}
	return string(b[:])
}

// MarshalText writes the RRCC form so hexes serialise as JSON strings.
func (h Hex) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText parses the RRCC form.
func (h *Hex) UnmarshalText(b []byte) error {
	p, err := ParseHex(string(b))
	if err != nil {
		return err
	}
	*h = p
	return nil
}

// JoinHexes writes hexes by id with sep between them: "2104, 2204".
func JoinHexes(hs []Hex, sep string) string {
	ids := make([]string, len(hs))
	for i, h := range hs {
		ids[i] = h.String()
	}
	return strings.Join(ids, sep)
}

// Less orders hexes by id, which is row then column.
func (h Hex) Less(o Hex) bool {
	if h.Row != o.Row {
		return h.Row < o.Row
	}
	return h.Col < o.Col
}

// doubled returns doubled-width coordinates: x counts half hexes, so that
// every neighbour is at (±2,0) or (±1,±1). Odd rows are shifted half a hex
// west relative to even rows, which is the same as even rows sitting east.
func (h Hex) doubled() (x, y int) {
	return 2*h.Col - h.Row&1, h.Row
}

func fromDoubled(x, y int) (Hex, bool) {
	c2 := x + y&1
	if c2%2 != 0 {
		return Hex{}, false
	}
	return Hex{Row: y, Col: c2 / 2}, true
}

// Direction names the six neighbours, clockwise from east.
type Direction int

// The six directions, clockwise from east ("north" is the Baltic edge).
const (
	East Direction = iota
	SouthEast
	SouthWest
	West
	NorthWest
	NorthEast
)

var directionNames = [...]string{"E", "SE", "SW", "W", "NW", "NE"}

func (d Direction) String() string {
	if d < 0 || int(d) >= len(directionNames) {
		return fmt.Sprintf("Direction(%d)", int(d))
	}
	return directionNames[d]
}

// Directions lists the six directions in clockwise order from east.
var Directions = [6]Direction{East, SouthEast, SouthWest, West, NorthWest, NorthEast}

// doubled-coordinate offsets, in Direction order. Rows grow northwards.
var directionOffsets = [6][2]int{{2, 0}, {1, -1}, {-1, -1}, {-2, 0}, {-1, 1}, {1, 1}}

// Step returns the hex in direction d. The result may lie off any map
// (row or column below 1); ok is false then.
func (h Hex) Step(d Direction) (Hex, bool) {
	x, y := h.doubled()
	o := directionOffsets[d]
	n, _ := fromDoubled(x+o[0], y+o[1])
	return n, n.Row >= 1 && n.Col >= 1 && n.Row <= MaxGridIndex && n.Col <= MaxGridIndex
}

// MaxGridIndex is the largest row or column a four-digit hex id can name.
const MaxGridIndex = 99

// Neighbours returns the neighbours of h that are hex ids (rows and
// columns 1 to 99), sorted by id. A map filters them further to its own extent.
func (h Hex) Neighbours() []Hex {
	out := make([]Hex, 0, 6)
	for _, d := range Directions {
		if n, ok := h.Step(d); ok {
			out = append(out, n)
		}
	}
	SortHexes(out)
	return out
}

// Adjacent reports whether a and b share a hexside.
func Adjacent(a, b Hex) bool {
	return Distance(a, b) == 1
}

// Distance is the number of hex steps from a to b.
func Distance(a, b Hex) int {
	ax, ay := a.doubled()
	bx, by := b.doubled()
	dx, dy := abs(ax-bx), abs(ay-by)
	if dx <= dy {
		return dy
	}
	return dy + (dx-dy)/2
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// SortHexes sorts hexes by id in place.
func SortHexes(hs []Hex) {
	slices.SortFunc(hs, func(a, b Hex) int {
		if a.Row != b.Row {
			return cmp.Compare(a.Row, b.Row)
		}
		return cmp.Compare(a.Col, b.Col)
	})
}

// Hexside is the edge between two adjacent hexes, kept with the lower id
// first so that each hexside has exactly one name, e.g. "2105/2106".
type Hexside struct {
	A, B Hex
}

// NewHexside returns the canonical hexside between a and b, or an error if
// they are not adjacent.
func NewHexside(a, b Hex) (Hexside, error) {
	if !Adjacent(a, b) {
		return Hexside{}, fmt.Errorf("hexes %s and %s are not adjacent, so they share no hexside", a, b)
	}
	if b.Less(a) {
		a, b = b, a
	}
	return Hexside{A: a, B: b}, nil
}

// String formats the hexside as "aaaa/bbbb".
func (s Hexside) String() string { return s.A.String() + "/" + s.B.String() }

// HexsideError says why a string is not a hexside key.
type HexsideError struct {
	Input  string
	Reason string
}

func (e *HexsideError) Error() string {
	return fmt.Sprintf("%q is not a hexside: %s", e.Input, e.Reason)
}

// ParseHexside parses "aaaa/bbbb". The key must be canonical: two adjacent
// hexes, the lower id first.
func ParseHexside(s string) (Hexside, error) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return Hexside{}, &HexsideError{s, `want two hex ids joined by "/", e.g. 2105/2106`}
	}
	ha, err := ParseHex(a)
	if err != nil {
		return Hexside{}, &HexsideError{s, err.Error()}
	}
	hb, err := ParseHex(b)
	if err != nil {
		return Hexside{}, &HexsideError{s, err.Error()}
	}
	if !Adjacent(ha, hb) {
		return Hexside{}, &HexsideError{s, fmt.Sprintf("%s and %s are not adjacent", ha, hb)}
	}
	if !ha.Less(hb) {
		return Hexside{}, &HexsideError{s, fmt.Sprintf("not canonical: write the lower id first (%s/%s)", hb, ha)}
	}
	return Hexside{A: ha, B: hb}, nil
}

// Other returns the hex across the hexside from h.
func (s Hexside) Other(h Hex) Hex {
	if h == s.A {
		return s.B
	}
	return s.A
}

// Hexsides returns the six hexsides of h in Direction order, canonical form.
// Hexsides towards hexes off the numbered grid are left out.
func (h Hex) Hexsides() []Hexside {
	out := make([]Hexside, 0, 6)
	for _, d := range Directions {
		if n, ok := h.Step(d); ok {
			s, _ := NewHexside(h, n)
			out = append(out, s)
		}
	}
	return out
}

// ParseHexRange parses a straight edge range such as "1601-2301" (one
// column, rows 16 to 23) or "0112-0117" (one row, columns 12 to 17), the way
// the rulebooks name stretches of a map edge. Ends are inclusive and may be
// given in either order; the result is sorted by id.
func ParseHexRange(s string) ([]Hex, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return nil, fmt.Errorf("%q is not a hex range: want two hex ids joined by \"-\", e.g. 1601-2301", s)
	}
	ha, err := ParseHex(a)
	if err != nil {
		return nil, fmt.Errorf("hex range %q: %w", s, err)
	}
	hb, err := ParseHex(b)
	if err != nil {
		return nil, fmt.Errorf("hex range %q: %w", s, err)
	}
	var out []Hex
	switch {
	case ha.Row == hb.Row:
		lo, hi := min(ha.Col, hb.Col), max(ha.Col, hb.Col)
		for c := lo; c <= hi; c++ {
			out = append(out, Hex{Row: ha.Row, Col: c})
		}
	case ha.Col == hb.Col:
		lo, hi := min(ha.Row, hb.Row), max(ha.Row, hb.Row)
		for r := lo; r <= hi; r++ {
			out = append(out, Hex{Row: r, Col: ha.Col})
		}
	default:
		return nil, fmt.Errorf("hex range %q: ends share neither a row nor a column number, so it is not an edge range", s)
	}
	return out, nil
}
