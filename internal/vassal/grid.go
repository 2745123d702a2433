package vassal

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// Scale is board pixels per unit of the rendered map (a hex is 100 units
// across its flats): 0.72 makes a hex 72 px, 0.75 in at the 96 px per inch
// VASSAL's SVG renderer measures, the printed size.
const Scale = HexInches * render.PixelsPerInch / 100

// HexInches is the board's hex across its flats, in inches: the printed
// map's, so the counters (0.5 in) keep their printed proportions.
const HexInches = 0.75

// CounterPixels is the size of a counter image: 0.5 in at 96 px per inch,
// against the 0.75 in hex, the printed proportions.
const CounterPixels = 48

// Grid is the hex grid of a board as VASSAL's HexGrid and HexGridNumbering
// describe it. VASSAL's sideways grid (pointy-topped hexes, rows running
// east-west) swaps x and y: its "columns" are our rows, stepped dx apart
// down the board from the northernmost row at x0 (a y coordinate), and
// within one its hexes are dy apart from y0 (an x coordinate). Its odd
// columns sit half a hex east, as our even rows do when the top row is odd.
type Grid struct {
	Dx, Dy   float64
	X0, Y0   int
	HOff     int // makes the row part of a name our row number
	Rows     int
	Centres  map[string][2]float64 // hex id → centre in board pixels
	HexWidth float64               // across the flats, in pixels
}

// GridOf is the grid of the board drawn from m, whose image is heightPx
// tall. It refuses a map VASSAL's numbering cannot name: one with an even
// number of rows puts our unshifted odd rows on VASSAL's shifted columns.
func GridOf(m *model.Map, heightPx int) (Grid, error) {
	geo, err := render.GeometryOf(m)
	if err != nil {
		return Grid{}, err
	}
	rows := m.Grid.Rows
	for h := range m.Hexes {
		rows = max(rows, h.Row)
	}
	if rows%2 == 0 {
		return Grid{}, fmt.Errorf("vassal: the map has %d rows; VASSAL's hex numbering needs the northernmost row to be odd", rows)
	}
	g := Grid{Dy: geo.HexWidth * Scale, Dx: geo.HexWidth * math.Sqrt(3) / 2 * Scale, Rows: rows, HexWidth: geo.HexWidth * Scale, Centres: map[string][2]float64{}}
	for id, c := range geo.Hexes {
		g.Centres[id.String()] = [2]float64{c.X * Scale, c.Y * Scale}
	}
	// Any hex of the top row and any of column 1 of an odd row fix the
	// origin: the top row's centre line and the odd rows' first centre.
	top, first := math.NaN(), math.NaN()
	for h := range m.Hexes {
		c := g.Centres[h.String()]
		if h.Row == rows {
			top = c[1]
		}
		if h.Row%2 == 1 {
			first = c[0] - float64(h.Col-1)*g.Dy
		}
	}
	if math.IsNaN(top) || math.IsNaN(first) {
		return Grid{}, fmt.Errorf("vassal: the map has no hex in its top row or in an odd row")
	}
	g.X0, g.Y0 = int(math.Round(top)), int(math.Round(first))
	// VASSAL counts the row part from the bottom of the board image: as
	// many rows as fit in its height, rounded.
	g.HOff = rows - int(math.Floor(float64(heightPx)/g.Dx+0.5))
	return g, nil
}

// Pixel is the centre of hex id on the board as VASSAL computes it, in
// whole pixels: where its HexGrid snaps a piece dropped in the hex and
// where its numbering puts a location name. VASSAL works in the swapped
// frame of a sideways grid and truncates to int (HexGrid.hexX/hexY,
// HexGridNumbering.getCenterPoint): the row coordinate is
// (int)(dx·column + x0) and the one along the row (int)(dy·n + y0), or
// (int)(dy·n + (int)(dy/2) + y0) in the odd (shifted) columns. Rounding
// the true centre instead puts most pieces a pixel off VASSAL's centre.
func (g Grid) Pixel(id string) (int, int, bool) {
	c, ok := g.Centres[id]
	if !ok {
		return 0, 0, false
	}
	col := int(math.Floor((c[1]-float64(g.X0))/g.Dx + 0.5))
	along := float64(g.Y0)
	if col%2 != 0 {
		along += float64(int(g.Dy / 2))
	}
	n := math.Floor((c[0]-along)/g.Dy + 0.5)
	y := int(g.Dx*float64(col) + float64(g.X0))
	x := int(g.Dy*n + along)
	return x, y, true
}

// Outline is the boundary of a set of hexes as VASSAL's Zone path:
// "x,y;x,y;…" in whole pixels, clockwise from the northernmost corner's
// westernmost. It fails for hexes that do not form one piece without holes.
func (g Grid) Outline(ids []string) (string, error) {
	r := g.HexWidth / math.Sqrt(3)
	corners := [6][2]float64{{0, -r}, {g.HexWidth / 2, -r / 2}, {g.HexWidth / 2, r / 2}, {0, r}, {-g.HexWidth / 2, r / 2}, {-g.HexWidth / 2, -r / 2}}
	type pt struct{ x, y int }
	key := func(c [2]float64, k int) pt {
		return pt{int(math.Round(c[0] + corners[k][0])), int(math.Round(c[1] + corners[k][1]))}
	}
	// every hex edge, clockwise; an edge two hexes share cancels out
	edges := map[[2]pt]bool{}
	for _, id := range ids {
		c, ok := g.Centres[id]
		if !ok {
			return "", fmt.Errorf("vassal: zone hex %s is not on the map", id)
		}
		for k := 0; k < 6; k++ {
			a, b := key(c, k), key(c, (k+1)%6)
			if edges[[2]pt{b, a}] {
				delete(edges, [2]pt{b, a})
				continue
			}
			edges[[2]pt{a, b}] = true
		}
	}
	next := map[pt]pt{}
	var start pt
	first := true
	for e := range edges {
		if _, dup := next[e[0]]; dup {
			return "", fmt.Errorf("vassal: the zone's hexes touch only at a corner")
		}
		next[e[0]] = e[1]
		if first || e[0].y < start.y || (e[0].y == start.y && e[0].x < start.x) {
			start, first = e[0], false
		}
	}
	var b strings.Builder
	p := start
	for n := 0; n < len(next); n++ {
		if n > 0 {
			b.WriteByte(';')
		}
		b.WriteString(strconv.Itoa(p.x) + "," + strconv.Itoa(p.y))
		p = next[p]
		if p == start && n+1 < len(next) {
			return "", fmt.Errorf("vassal: the zone's hexes are not one piece without holes")
		}
	}
	return b.String(), nil
}
