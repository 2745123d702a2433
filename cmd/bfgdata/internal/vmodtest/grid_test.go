package vmodtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// hexGrid is VASSAL's HexGrid with its HexGridNumbering, as the module's
// buildFile.xml states them, and the size of the board image the
// numbering counts its rows on (§1.3, §1.4).
type hexGrid struct {
	Sideways           bool
	DX, DY             float64
	X0, Y0             int
	First, Sep         string
	HType, VType       string
	HLeading, VLeading int
	HOff, VOff         int
	HDescend, VDescend bool
	Stagger            bool
	BoardW, BoardH     int
}

// The oracle is a reconstruction from the facts' formulas, for sideways
// grids only (our hexes are pointy-topped): a point is swapped (x↔y)
// before the grid's maths and back after it, the origin never is; raw
// column nx runs down the board (pitch dx from x0), raw row ny across it
// (pitch dy from y0, odd raw columns half a hex further on). In sideways
// mode the numbering counts H (the first part of "RRCC") from the board's
// row count down unless hDescend, and V from the left edge when vDescend;
// stagger adds one to V in odd raw columns.

// check says whether the oracle can name hexes on this grid.
func (g *hexGrid) check() error {
	switch {
	case !g.Sideways:
		return fmt.Errorf("the grid is not sideways: the oracle knows pointy-top (sideways) grids only")
	case g.HType != "N" || g.VType != "N":
		return fmt.Errorf("hType %q / vType %q: the oracle names numeric parts only", g.HType, g.VType)
	case g.DX <= 0 || g.DY <= 0:
		return fmt.Errorf("dx %v, dy %v: a grid's pitch must be positive", g.DX, g.DY)
	case g.BoardW <= 0 || g.BoardH <= 0:
		return fmt.Errorf("board %d×%d px has no size", g.BoardW, g.BoardH)
	}
	return nil
}

func odd(n int) bool { return n%2 != 0 }

// rawCentre is the board position of raw column nx, raw row ny.
func (g *hexGrid) rawCentre(nx, ny int) (x, y float64) {
	// before the swap: u = dx·nx + x0, v = dy·ny + y0 (+ ⌊dy/2⌋ in odd columns)
	u := g.DX*float64(nx) + float64(g.X0)
	v := g.DY*float64(ny) + float64(g.Y0)
	if odd(nx) {
		v += math.Floor(g.DY / 2)
	}
	return v, u
}

// raw is the raw column and row of the hex whose centre is nearest (x, y).
func (g *hexGrid) raw(x, y float64) (int, int) {
	nx0 := int(math.Floor((y-float64(g.X0))/g.DX + 0.5))
	best, bx, by := math.Inf(1), 0, 0
	for nx := nx0 - 1; nx <= nx0+1; nx++ {
		v := x - float64(g.Y0)
		if odd(nx) {
			v -= math.Floor(g.DY / 2)
		}
		ny0 := int(math.Floor(v/g.DY + 0.5))
		for ny := ny0 - 1; ny <= ny0+1; ny++ {
			cx, cy := g.rawCentre(nx, ny)
			if d := math.Hypot(cx-x, cy-y); d < best {
				best, bx, by = d, nx, ny
			}
		}
	}
	return bx, by
}

// maxRows and maxCols are the board's size in hexes as the numbering
// counts them (HexGridNumbering.getMaxRows uses the board's height).
func (g *hexGrid) maxRows() int { return int(math.Floor(float64(g.BoardH)/g.DX + 0.5)) }
func (g *hexGrid) maxCols() int { return int(math.Floor(float64(g.BoardW)/g.DY + 0.5)) }

// numbers are the H and V numbers of raw column nx, raw row ny.
func (g *hexGrid) numbers(nx, ny int) (h, v int) {
	if g.HDescend {
		h = nx + g.HOff
	} else {
		h = g.maxRows() - nx + g.HOff
	}
	if g.VDescend {
		v = ny + g.VOff
	} else {
		v = g.maxCols() - ny + g.VOff
	}
	if g.Stagger && odd(nx) {
		v++
	}
	return h, v
}

func pad(n, leading int) string {
	s := strconv.Itoa(max(n, -n))
	for len(s) < leading+1 {
		s = "0" + s
	}
	if n < 0 {
		s = "-" + s
	}
	return s
}

// name is the location name VASSAL gives the board point (x, y).
func (g *hexGrid) name(x, y float64) string {
	h, v := g.numbers(g.raw(x, y))
	hs, vs := pad(h, g.HLeading), pad(v, g.VLeading)
	if g.First == "V" {
		return vs + g.Sep + hs
	}
	return hs + g.Sep + vs
}

// location is the board point VASSAL puts a piece at for a location name
// (getLocation → getCenterPoint), in whole pixels: VASSAL truncates each
// coordinate, (int)(dx·column) + x0 and (int)(dy·row [+ dy/2]) + y0 in
// the swapped frame, the same point its HexGrid snaps a dropped piece to.
func (g *hexGrid) location(name string) (x, y int, err error) {
	first, second := g.HLeading, g.VLeading
	if g.First == "V" {
		first, second = second, first
	}
	re := regexp.MustCompile(fmt.Sprintf(`^(-?[0-9]{%d,})%s(-?[0-9]{%d,})$`, first+1, regexp.QuoteMeta(g.Sep), second+1))
	m := re.FindStringSubmatch(name)
	if m == nil {
		return 0, 0, fmt.Errorf("bad location name %q", name)
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	h, v := a, b
	if g.First == "V" {
		h, v = b, a
	}
	nx := g.maxRows() - (h - g.HOff)
	if g.HDescend {
		nx = h - g.HOff
	}
	if g.Stagger && odd(nx) {
		v--
	}
	ny := g.maxCols() - (v - g.VOff)
	if g.VDescend {
		ny = v - g.VOff
	}
	u := int(g.DX*float64(nx)) + g.X0
	along := g.DY * float64(ny)
	if odd(nx) {
		along += g.DY / 2
	}
	return int(along) + g.Y0, u, nil // swapped back: the oracle's grids are sideways (check)
}

// boardImage is how an SVG board image maps its user units to pixels:
// the size Batik gives it (whole pixels, 96 per inch) and the viewBox
// fitted into it (preserveAspectRatio's default, xMidYMid meet).
type boardImage struct {
	W, H           int
	scaleX, scaleY float64
	offX, offY     float64
}

func (b boardImage) px(p render.Point) (float64, float64) {
	return b.offX + p.X*b.scaleX, b.offY + p.Y*b.scaleY
}

// svgBoard reads the root element of an SVG board image.
func svgBoard(svg []byte) (boardImage, error) {
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := d.Token()
		if err != nil {
			return boardImage{}, fmt.Errorf("no <svg> root: %w", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if se.Name.Local != "svg" {
			return boardImage{}, fmt.Errorf("root element is <%s>, not <svg>", se.Name.Local)
		}
		attr := map[string]string{}
		for _, a := range se.Attr {
			if a.Name.Space == "" {
				attr[a.Name.Local] = a.Value
			}
		}
		w, err := cssPixels(attr["width"])
		if err != nil {
			return boardImage{}, fmt.Errorf("width: %w", err)
		}
		h, err := cssPixels(attr["height"])
		if err != nil {
			return boardImage{}, fmt.Errorf("height: %w", err)
		}
		vb := strings.Fields(strings.ReplaceAll(attr["viewBox"], ",", " "))
		if len(vb) != 4 {
			return boardImage{}, fmt.Errorf("viewBox %q is not four numbers", attr["viewBox"])
		}
		var v [4]float64
		for i, f := range vb {
			if v[i], err = strconv.ParseFloat(f, 64); err != nil {
				return boardImage{}, fmt.Errorf("viewBox %q: %w", attr["viewBox"], err)
			}
		}
		b := boardImage{W: int(w + 0.5), H: int(h + 0.5), scaleX: w / v[2], scaleY: h / v[3]}
		if attr["preserveAspectRatio"] != "none" {
			s := min(b.scaleX, b.scaleY)
			b.offX, b.offY = (w-v[2]*s)/2, (h-v[3]*s)/2
			b.scaleX, b.scaleY = s, s
		}
		b.offX -= v[0] * b.scaleX
		b.offY -= v[1] * b.scaleY
		return b, nil
	}
}

// cssPixels is an SVG length in pixels, at 96 per inch as Batik counts.
func cssPixels(s string) (float64, error) {
	units := []struct {
		suffix string
		px     float64
	}{{"px", 1}, {"in", 96}, {"mm", 96 / 25.4}, {"cm", 96 / 2.54}, {"pt", 96.0 / 72}, {"pc", 16}, {"", 1}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseFloat(strings.TrimSpace(num), 64)
			if err != nil || v <= 0 {
				return 0, fmt.Errorf("%q is not a positive length", s)
			}
			return v * u.px, nil
		}
	}
	return 0, fmt.Errorf("%q is not a length", s)
}

// innerPoints are 12 points around a centre at 30 % of the radius r.
func innerPoints(x, y, r float64) [][2]float64 {
	var ps [][2]float64
	for k := range 12 {
		a := float64(k) * math.Pi / 6
		ps = append(ps, [2]float64{x + 0.3*r*math.Cos(a), y + 0.3*r*math.Sin(a)})
	}
	return ps
}

// gridProblems checks the oracle on every hex of a map: its centre and 12
// inner points are named by its id, and its id's location lies within
// 2 px of its centre. It returns the problems and the worst distance.
func gridProblems(g *hexGrid, m *model.Map, img boardImage) ([]string, float64, error) {
	if err := g.check(); err != nil {
		return nil, 0, err
	}
	geo, err := render.GeometryOf(m)
	if err != nil {
		return nil, 0, err
	}
	var probs []string
	worst := 0.0
	r := geo.HexRadius * img.scaleX
	for _, h := range m.Grid.Hexes() {
		id := h.String()
		c, ok := geo.Hexes[h]
		if !ok {
			continue // a hex of the grid the map leaves out
		}
		x, y := img.px(c)
		for i, p := range append([][2]float64{{x, y}}, innerPoints(x, y, r)...) {
			if got := g.name(p[0], p[1]); got != id {
				probs = append(probs, fmt.Sprintf("hex %s: point %d (%.1f, %.1f) is named %s", id, i, p[0], p[1], got))
				break
			}
		}
		lx, ly, err := g.location(id)
		if err != nil {
			probs = append(probs, err.Error())
			continue
		}
		d := math.Hypot(float64(lx)-x, float64(ly)-y)
		worst = max(worst, d)
		if d > 2 {
			probs = append(probs, fmt.Sprintf("hex %s: location (%d, %d) is %.2f px from its centre (%.1f, %.1f)", id, lx, ly, d, x, y))
		}
	}
	return probs, worst, nil
}

// factsGrid is the grid §1.4 derives for a map drawn at s pixels per
// unit: the parameters an exporter following the facts writes.
func factsGrid(t *testing.T, ed string, s float64) (*hexGrid, *model.Map, boardImage) {
	t.Helper()
	e, err := data.Editions.Load(ed)
	if err != nil {
		t.Fatal(err)
	}
	var svg bytes.Buffer
	if err := render.Map(&svg, e.Map, e.TEC, render.Options{}); err != nil {
		t.Fatal(err)
	}
	img, err := svgBoard(svg.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	// the copy an exporter writes: the same viewBox at s px per unit
	vbW, vbH := float64(img.W)/img.scaleX, float64(img.H)/img.scaleY
	w, h := int(vbW*s+0.5), int(vbH*s+0.5)
	img = boardImage{W: w, H: h, scaleX: s, scaleY: s}
	rows := e.Map.Grid.Rows
	g := &hexGrid{Sideways: true, DY: 100 * s, DX: 86.6025 * s, X0: int(math.Round(s * (40 + 57.735))), Y0: int(math.Round(s * (40 + 50))),
		First: "H", HType: "N", VType: "N", HLeading: 1, VLeading: 1, VOff: 1, VDescend: true, BoardW: w, BoardH: h}
	g.HOff = rows - int(math.Floor(float64(h)/g.DX+0.5))
	return g, e.Map, img
}

func TestGridOracleGolden(t *testing.T) {
	g, _, _ := factsGrid(t, "1994", 0.72)
	x, y, err := g.location("2105")
	if err != nil || x != 353 || y != 1192 {
		t.Errorf("location(2105) = (%d, %d), %v; the facts say (353, 1192)", x, y, err)
	}
	if n := g.name(352.8, 1192.7); n != "2105" {
		t.Errorf("name(352.8, 1192.7) = %s, want 2105", n)
	}
	if g.HOff != -1 {
		t.Errorf("hOff = %d, the facts say -1 for the full-page board", g.HOff)
	}
}

func TestGridOracleBothMaps(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		for _, s := range []float64{0.72, 0.75, 0.80} {
			g, m, img := factsGrid(t, ed, s)
			probs, worst, err := gridProblems(g, m, img)
			if err != nil {
				t.Fatal(err)
			}
			if len(probs) > 0 {
				t.Errorf("%s at s=%v: %d problems, first %s", ed, s, len(probs), probs[0])
			}
			t.Logf("%s at s=%.2f: %d hexes, worst location error %.2f px", ed, s, len(m.Hexes), worst)
		}
	}
}

// A grid written wrong must be caught: each change below moves names or
// locations.
func TestGridOracleRefusesWrongGrids(t *testing.T) {
	for name, spoil := range map[string]func(*hexGrid){
		"stagger true":        func(g *hexGrid) { g.Stagger = true },
		"hOff one off":        func(g *hexGrid) { g.HOff-- },
		"vOff zero":           func(g *hexGrid) { g.VOff = 0 },
		"vDescend false":      func(g *hexGrid) { g.VDescend = false },
		"hDescend true":       func(g *hexGrid) { g.HDescend = true },
		"x0 half a hex off":   func(g *hexGrid) { g.X0 += int(g.DX / 2) },
		"y0 a third hex off":  func(g *hexGrid) { g.Y0 += int(g.DY / 3) },
		"dx as flat width":    func(g *hexGrid) { g.DX = g.DY },
		"first V":             func(g *hexGrid) { g.First = "V" },
		"no leading zero":     func(g *hexGrid) { g.VLeading = 0 },
		"not sideways":        func(g *hexGrid) { g.Sideways = false },
		"board a row shorter": func(g *hexGrid) { g.BoardH -= int(g.DX) },
	} {
		g, m, img := factsGrid(t, "1994", 0.72)
		spoil(g)
		probs, _, err := gridProblems(g, m, img)
		if err == nil && len(probs) == 0 {
			t.Errorf("%s: the oracle found nothing wrong", name)
		}
	}
}
