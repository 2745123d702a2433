package vmodtest

import (
	"bytes"
	"fmt"
	"image"
	_ "image/png" // a board image may be a PNG
	"strconv"
	"strings"
)

// checkMap reads every map with its board and image, and the main map's
// grid and zones: the main map is the one whose board has the HexGrid
// (others, such as a track of turns and losses, have none).
func (m *module) checkMap() {
	maps := m.root.Find(".module.Map")
	if len(maps) == 0 {
		m.bad("the module has no Map")
		return
	}
	for _, mp := range maps {
		name := mp.Attr["mapName"]
		if name == "" {
			m.bad("%s: the Map has no mapName", mp.path())
		}
		if m.maps[name] != nil {
			m.bad("%s: two Maps are named %q", mp.path(), name)
		}
		mi := &mapInfo{name: name, edgeW: atoi(mp.Attr["edgeWidth"]), edgeH: atoi(mp.Attr["edgeHeight"]), zones: map[string][][2]float64{}}
		m.maps[name] = mi
		// Map.build adds only BoardPicker and StackMetrics; without these
		// nothing can be moved, selected or looked at (§1.1).
		for _, need := range []string{"PieceMover", "KeyBufferer", "MenuDisplayer", "StackExpander"} {
			if len(mp.Find(".map."+need)) == 0 {
				m.bad("%s: the Map has no %s", mp.path(), need)
			}
		}
		picker := m.one(mp, ".map.BoardPicker")
		if picker == nil {
			continue
		}
		if mi.board = m.one(picker, ".boardPicker.Board"); mi.board == nil {
			continue
		}
		var setup []string
		for _, k := range picker.Kids {
			if k.Class == setupElem {
				setup = seqDecode(strings.TrimSpace(k.Text), '\t')
			}
		}
		if want := []string{name + "BoardPicker", mi.board.Attr["name"], "0", "0"}; !equalStrings(setup, want) {
			m.bad("%s: BoardPicker <setup> is %q, want %q (so no board dialog opens)", mp.path(), setup, want)
		}
		imgName := mi.board.Attr["image"]
		b, ok := m.entries["images/"+imgName]
		if !ok {
			m.bad("%s: Board image %q is not in images/", mp.path(), imgName)
			continue
		}
		var err error
		if mi.img, err = imageSize(imgName, b); err != nil {
			m.bad("%s: Board image %s: %v", mp.path(), imgName, err)
			continue
		}
		for _, z := range mi.board.Find(".mapgrid.Zone") {
			poly, err := parsePath(z.Attr["path"])
			if err != nil {
				m.bad("%s: path: %v", z.path(), err)
				continue
			}
			mi.zones[z.Attr["name"]] = poly
		}
		if len(mi.board.Find(".board.HexGrid")) == 0 {
			continue
		}
		if m.main != nil {
			m.bad("two Maps have a HexGrid: %q and %q", m.main.name, name)
			continue
		}
		m.main = mi
		if len(mp.Find(".map.CounterDetailViewer")) == 0 {
			m.bad("%s: the main map has no CounterDetailViewer (hex ids on mouse-over)", mp.path())
		}
		m.checkGrid(mi)
	}
	if m.main == nil {
		m.bad("no Map has a HexGrid")
		return
	}
	m.mapName, m.board, m.img, m.zones, m.edgeW, m.edgeH = m.main.name, m.main.board, m.main.img, m.main.zones, m.main.edgeW, m.main.edgeH
}

// checkGrid reads the main map's HexGrid and its numbering into the oracle.
func (m *module) checkGrid(mi *mapInfo) {
	hg := m.one(mi.board, ".board.HexGrid")
	if hg == nil {
		return
	}
	num := m.one(hg, ".mapgrid.HexGridNumbering")
	if num == nil {
		return
	}
	for _, a := range []string{"sideways", "dx", "dy", "x0", "y0"} {
		if _, ok := hg.Attr[a]; !ok {
			m.bad("HexGrid has no %s (the oracle reads what was written)", a)
		}
	}
	for _, a := range []string{"first", "sep", "hType", "vType", "hLeading", "vLeading", "hOff", "vOff", "hDescend", "vDescend", "stagger"} {
		if _, ok := num.Attr[a]; !ok {
			m.bad("HexGridNumbering has no %s (the oracle reads what was written)", a)
		}
	}
	dx, _ := strconv.ParseFloat(hg.Attr["dx"], 64)
	dy, _ := strconv.ParseFloat(hg.Attr["dy"], 64)
	m.grid = &hexGrid{Sideways: hg.Attr["sideways"] == "true", DX: dx, DY: dy, X0: atoi(hg.Attr["x0"]), Y0: atoi(hg.Attr["y0"]),
		First: num.Attr["first"], Sep: num.Attr["sep"], HType: num.Attr["hType"], VType: num.Attr["vType"],
		HLeading: atoi(num.Attr["hLeading"]), VLeading: atoi(num.Attr["vLeading"]), HOff: atoi(num.Attr["hOff"]), VOff: atoi(num.Attr["vOff"]),
		HDescend: num.Attr["hDescend"] == "true", VDescend: num.Attr["vDescend"] == "true", Stagger: num.Attr["stagger"] == "true",
		BoardW: mi.img.W, BoardH: mi.img.H}
	if err := m.grid.check(); err != nil {
		m.bad("HexGrid: %v", err)
	}
}

// imageSize is the pixel size of a board image, and for an SVG how its
// drawing maps to those pixels.
func imageSize(name string, b []byte) (boardImage, error) {
	if strings.HasSuffix(name, ".svg") {
		return svgBoard(b)
	}
	c, _, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		return boardImage{}, err
	}
	return boardImage{W: c.Width, H: c.Height, scaleX: 1, scaleY: 1}, nil
}

// parsePath reads a Zone's path, "x,y;x,y;…" in whole pixels.
func parsePath(s string) ([][2]float64, error) {
	var poly [][2]float64
	for _, pt := range seqDecode(s, ';') {
		xy := seqDecode(pt, ',')
		if len(xy) != 2 {
			return nil, fmt.Errorf("point %q is not x,y", pt)
		}
		x, errx := strconv.Atoi(xy[0])
		y, erry := strconv.Atoi(xy[1])
		if errx != nil || erry != nil {
			return nil, fmt.Errorf("point %q is not two integers", pt)
		}
		poly = append(poly, [2]float64{float64(x), float64(y)})
	}
	if len(poly) < 3 {
		return nil, fmt.Errorf("%d points do not make a region", len(poly))
	}
	return poly, nil
}

// inside is the even-odd rule.
func inside(poly [][2]float64, x, y float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}
