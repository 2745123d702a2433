package vmodtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// squareGrid is a zone's own SquareGrid (build/module/map/boardPicker/
// board/SquareGrid.java): origin x0, y0 (Integers) and the cell size dx,
// dy (Doubles), in board pixels.
type squareGrid struct {
	x0, y0 int
	dx, dy float64
	snap   bool
}

// jround is Java's Math.round: the nearest integer, halves up.
func jround(v float64) int { return int(math.Floor(v + 0.5)) }

// snapTo is where VASSAL puts a piece dropped at x, y, as SquareGrid.
// snapTo computes it with neither edges nor corners legal: the centre of
// the nearest cell, counted from the origin in half cells, rounded to
// whole cells.
func (g *squareGrid) snapTo(x, y int) (int, int) {
	if !g.snap {
		return x, y
	}
	nx := 2 * jround(float64(x-g.x0)/g.dx)
	ny := 2 * jround(float64(y-g.y0)/g.dy)
	return g.x0 + jround(float64(nx)*g.dx/2), g.y0 + jround(float64(ny)*g.dy/2)
}

// zoneGrid reads a Zone element's own grid: nil when it uses its parent's
// or holds none.
func zoneGrid(z *elem) (*squareGrid, error) {
	if z.Attr["useParentGrid"] == "true" {
		return nil, nil
	}
	for _, k := range z.Kids {
		if k.Class != pkgBoard+"SquareGrid" {
			continue
		}
		g := &squareGrid{snap: k.Attr["snapTo"] != "false"} // snapTo defaults to true
		var err1, err2, err3, err4 error
		g.x0, err1 = strconv.Atoi(k.Attr["x0"])
		g.y0, err2 = strconv.Atoi(k.Attr["y0"])
		g.dx, err3 = strconv.ParseFloat(k.Attr["dx"], 64)
		g.dy, err4 = strconv.ParseFloat(k.Attr["dy"], 64)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || g.dx <= 0 || g.dy <= 0 {
			return nil, fmt.Errorf("its SquareGrid has no whole x0, y0 or positive dx, dy")
		}
		return g, nil
	}
	return nil, nil
}

// trackMap is the map whose zones are the turn boxes.
func (m *module) trackMap(e *model.Edition) *mapInfo {
	for _, mi := range m.maps {
		if _, ok := mi.zones["Turn "+strconv.Itoa(e.TRT.Turns[0].Turn)]; ok {
			return mi
		}
	}
	return nil
}

// trackProblems checks the track board: a box per turn of the Turn Record
// Track, each showing the turn's replacement rates (trt.json) in words of
// the track's key ("Sov = Soviet"); a destroyed-units box per force, and
// the Western Allied box for Italy where the map has Italy; and every box
// snapping what is dropped in it to a point inside the box (its own
// SquareGrid), the Game Turn marker of every saved game standing on its
// box's point.
func (m *module) trackProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, "track: "+fmt.Sprintf(format, args...)) }
	mi := m.trackMap(e)
	if mi == nil {
		return []string{"track: no map has a zone for the first turn"}
	}
	// every box snaps inside itself
	grids := map[string]*squareGrid{}
	for _, z := range mi.board.Find(".mapgrid.Zone") {
		name := z.Attr["name"]
		g, err := zoneGrid(z)
		grids[name] = g
		switch {
		case err != nil:
			bad("box %q: %v", name, err)
			continue
		case g == nil || !g.snap:
			bad("box %q has no grid of its own that snaps (useParentGrid false, a SquareGrid with snapTo)", name)
			continue
		}
		poly := mi.zones[name]
		minX, minY, maxX, maxY := bounds(poly)
		for x := minX + 1; x < maxX; x += 4 {
			for y := minY + 1; y < maxY; y += 4 {
				if !inside(poly, float64(x), float64(y)) {
					continue
				}
				if sx, sy := g.snapTo(x, y); !inside(poly, float64(sx), float64(sy)) {
					bad("box %q: a piece dropped at %d,%d snaps to %d,%d, outside the box", name, x, y, sx, sy)
					goto next
				}
			}
		}
	next:
	}
	// the Game Turn marker stands where the box snaps it
	for _, sc := range e.Scenarios {
		file, err := m.saveFor(sc)
		if err != nil {
			continue // the turn checks report it
		}
		cmds, _, err := readSave(m.entries[file])
		if err != nil {
			continue
		}
		g := grids["Turn "+strconv.Itoa(sc.Turns.First)]
		for _, c := range cmds {
			id, typ, st, err := decodeAddPiece(c)
			if err != nil || typ == "stack" {
				continue
			}
			p, err := decodePiece(id, typ, st)
			if err != nil || p.Map != mi.name || g == nil {
				continue
			}
			if x, y := g.snapTo(p.X, p.Y); x != p.X || y != p.Y {
				bad("%s: %s stands at %d,%d; its box snaps it to %d,%d", file, p.Name, p.X, p.Y, x, y)
			}
		}
	}
	// the destroyed-units boxes
	italy := false
	for _, h := range e.Map.Hexes {
		italy = italy || h.Regions.Country == model.CountryItaly
	}
	for _, f := range model.Forces {
		if !hasZone(mi, "Destroyed", sideLabel(string(f))) {
			bad("no destroyed-units box of the %s force", sideLabel(string(f)))
		}
	}
	if hasZone(mi, "Destroyed", "Western Allied", "Italy") != italy {
		bad("the Western Allied box for Italy: the map has Italy %v, the track has the box %v", italy, !italy)
	}
	// the rates
	img, ok := m.entries["images/"+mi.board.Attr["image"]]
	if !ok {
		return append(probs, "track: no board image")
	}
	texts, err := svgPlacedTexts(img)
	if err != nil {
		return append(probs, "track: board image: "+err.Error())
	}
	key := map[string]string{} // abbreviation → force
	for _, t := range texts {
		if a, name, ok := strings.Cut(t.text, " = "); ok && t.class == "k" {
			for _, f := range model.Forces {
				if sideLabel(string(f)) == name {
					key[a] = string(f)
				}
			}
		}
	}
	for _, turn := range e.TRT.Turns {
		box := "Turn " + strconv.Itoa(turn.Turn)
		poly := mi.zones[box]
		if poly == nil {
			bad("no box %q", box)
			continue
		}
		shown := map[string]string{}
		for _, t := range texts {
			if t.class != "r" || !inside(poly, t.x, t.y) {
				continue
			}
			a, n, _ := strings.Cut(t.text, " ")
			f, ok := key[a]
			if !ok {
				bad("%s shows %q, whose force the track's key does not name", box, t.text)
				continue
			}
			shown[f] = n
		}
		for f, r := range turn.Replacements {
			if got, want := shown[string(f)], strconv.Itoa(r.Units); got != want {
				bad("%s shows the %s rate %q; the Turn Record Track's is %s", box, sideLabel(string(f)), got, want)
			}
			delete(shown, string(f))
		}
		for f, n := range shown {
			bad("%s shows a %s rate %s the Turn Record Track does not have", box, sideLabel(f), n)
		}
	}
	return probs
}

func hasZone(mi *mapInfo, words ...string) bool {
	for name := range mi.zones {
		all := true
		for _, w := range words {
			all = all && strings.Contains(name, w)
		}
		if all {
			return true
		}
	}
	return false
}

func bounds(poly [][2]float64) (minX, minY, maxX, maxY int) {
	minX, minY, maxX, maxY = math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for _, p := range poly {
		minX, maxX = min(minX, int(p[0])), max(maxX, int(p[0]))
		minY, maxY = min(minY, int(p[1])), max(maxY, int(p[1]))
	}
	return
}

// placedText is a <text> of an SVG image: its class, where it stands and
// what it says.
type placedText struct {
	class, text string
	x, y        float64
}

var numberRE = regexp.MustCompile(`^-?[0-9.]+$`)

// svgPlacedTexts reads the <text> elements of an image drawn without
// transforms (the track board), with their x and y.
func svgPlacedTexts(img []byte) ([]placedText, error) {
	d := xml.NewDecoder(bytes.NewReader(img))
	var out []placedText
	var cur *placedText
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			attr := map[string]string{}
			for _, a := range t.Attr {
				attr[a.Name.Local] = a.Value
			}
			if _, ok := attr["transform"]; ok {
				return nil, fmt.Errorf("<%s> has a transform; the reader places texts by x and y only", t.Name.Local)
			}
			if t.Name.Local == "text" {
				if !numberRE.MatchString(attr["x"]) || !numberRE.MatchString(attr["y"]) {
					return nil, fmt.Errorf("a <text> at %q,%q", attr["x"], attr["y"])
				}
				x, _ := strconv.ParseFloat(attr["x"], 64)
				y, _ := strconv.ParseFloat(attr["y"], 64)
				cur = &placedText{class: attr["class"], x: x, y: y}
			}
		case xml.CharData:
			if cur != nil {
				cur.text += string(t)
			}
		case xml.EndElement:
			if t.Name.Local == "text" && cur != nil {
				out = append(out, *cur)
				cur = nil
			}
		}
	}
}

func TestSquareGridSnap(t *testing.T) {
	// SquareGrid.snapTo by hand: origin 30,32, cells 60×64
	g := &squareGrid{x0: 30, y0: 32, dx: 60, dy: 64, snap: true}
	for _, tt := range []struct{ x, y, wx, wy int }{
		{30, 32, 30, 32}, {59, 63, 30, 32}, {60, 63, 90, 32}, {60, 64, 90, 96}, {61, 97, 90, 96}, {0, 0, 30, 32}, {-1, -1, -30, -32},
	} {
		if x, y := g.snapTo(tt.x, tt.y); x != tt.wx || y != tt.wy {
			t.Errorf("snap %d,%d = %d,%d, want %d,%d", tt.x, tt.y, x, y, tt.wx, tt.wy)
		}
	}
}

// The track checks bite: each spoiled copy of the exported 1994 module is
// refused with the problem named.
func TestTrackChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	zone := func(m *module, name string) *elem {
		for _, z := range m.root.Find(".mapgrid.Zone") {
			if z.Attr["name"] == name {
				return z
			}
		}
		t.Fatalf("no zone %q", name)
		return nil
	}
	trackImage := func(m *module) string { return "images/" + m.trackMap(e).board.Attr["image"] }
	checksBite(t, vmod, "track", func(m *module) []string { return m.trackProblems(e) }, []spoiled{
		{"a box without its grid", func(m *module) { zone(m, "Turn 3").Kids = nil }, `box "Turn 3" has no grid`},
		{"a box using the parent's grid", func(m *module) { zone(m, "Turn 4").Attr["useParentGrid"] = "true" }, `box "Turn 4" has no grid`},
		{"a grid snapping outside its box", func(m *module) { zone(m, "Destroyed: Soviet").Kids[0].Attr["dx"] = "400" }, "outside the box"},
		{"a wrong rate", func(m *module) {
			f := trackImage(m)
			m.entries[f] = bytes.Replace(m.entries[f], []byte(">Sov 2<"), []byte(">Sov 3<"), 1)
		}, "the Turn Record Track's is 2"},
		{"a rate left out", func(m *module) {
			f := trackImage(m)
			m.entries[f] = bytes.Replace(m.entries[f], []byte(">WG 1<"), []byte("><"), 1)
		}, `West German rate ""`},
		{"the key naming a force wrongly", func(m *module) {
			f := trackImage(m)
			m.entries[f] = bytes.Replace(m.entries[f], []byte("EG = East German"), []byte("EG = Easterners"), 1)
		}, "whose force the track's key does not name"},
		{"the marker off its box's point", func(m *module) {
			for f := range m.setups {
				cmds, meta, err := readSave(m.entries[f])
				if err != nil {
					t.Fatal(err)
				}
				for i, c := range cmds {
					if strings.HasPrefix(c, "+/game-turn/") {
						id, typ, st, _ := decodeAddPiece(c)
						p, _ := decodePiece(id, typ, st)
						p.Y -= 20
						typ, st = encodePiece(p)
						cmds[i] = encodeAddPiece(id, typ, st)
					}
				}
				save := map[string][]byte{savedGame: encodeSave(cmds)}
				for k, v := range meta {
					save[k] = v
				}
				m.entries[f] = zipOf(t, save)
			}
		}, "its box snaps it to"},
		{"no Italy box", func(m *module) {
			delete(m.trackMap(e).zones, "Destroyed: Western Allied (Italy)")
		}, "the Western Allied box for Italy"},
	})
}
