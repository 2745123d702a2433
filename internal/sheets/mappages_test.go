package sheets

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

func TestPagePlan(t *testing.T) {
	tests := []struct {
		name       string
		w, h       float64
		paper      Paper
		rows, cols int
		landscape  bool
	}{
		// the bundled 1994 map with its legend: 25.725 by 26.148 in
		{"1994 on Letter", 25.725, 26.148, Letter, 3, 4, false},
		{"1994 on A4", 25.725, 26.148, A4, 3, 4, false},
		{"fits one page", 7, 9, Letter, 1, 1, false},
		{"wide and low turns the paper", 28, 7, Letter, 1, 3, true},
		{"just over one window", 7.8, 9, Letter, 1, 2, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := planPages(tt.w, tt.h, tt.paper)
			if p.rows != tt.rows || p.cols != tt.cols || p.paper.Landscape() != tt.landscape {
				t.Errorf("%d rows by %d columns, landscape %v; want %d by %d, %v", p.rows, p.cols, p.paper.Landscape(), tt.rows, tt.cols, tt.landscape)
			}
			// the windows cover the document with the overlap to spare
			x0, y0 := p.window(0, 0)
			x1, y1 := p.window(p.rows-1, p.cols-1)
			if x0 > 0 || y0 > 0 || x1+p.winW < tt.w || y1+p.winH < tt.h {
				t.Errorf("windows from %.3f,%.3f to %.3f,%.3f do not cover %v by %v", x0, y0, x1+p.winW, y1+p.winH, tt.w, tt.h)
			}
			if math.Abs(x0+(x1+p.winW-tt.w)) > 1e-9 || math.Abs(y0+(y1+p.winH-tt.h)) > 1e-9 {
				t.Errorf("the document is not centred: margins %.3f and %.3f", -x0, x1+p.winW-tt.w)
			}
		})
	}
}

func TestRowLetters(t *testing.T) {
	for r, want := range map[int]string{0: "A", 2: "C", 25: "Z", 26: "AA", 27: "AB", 52: "BA"} {
		if got := rowLetters(r); got != want {
			t.Errorf("row %d = %q, want %q", r, got, want)
		}
	}
}

// pageWindow is what a map page shows: its window on the paper (page
// units) onto a box of the map (map units), and its targets (page units).
type pageWindow struct {
	x, y, w, h     float64
	vx, vy, vw, vh float64
	marks          map[string]markup.Point
}

func (pw pageWindow) onPage(p markup.Point) markup.Point {
	return markup.Point{X: pw.x + (p.X-pw.vx)*pw.w/pw.vw, Y: pw.y + (p.Y-pw.vy)*pw.h/pw.vh}
}

func (pw pageWindow) shows(p markup.Point) bool {
	return p.X >= pw.vx && p.X <= pw.vx+pw.vw && p.Y >= pw.vy && p.Y <= pw.vy+pw.vh
}

func floats(t *testing.T, s string) []float64 {
	t.Helper()
	var out []float64
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' }) {
		if v, err := strconv.ParseFloat(f, 64); err == nil {
			out = append(out, v)
		}
	}
	return out
}

// readPages reads every map page's window and targets from a paged map.
func readPages(t *testing.T, elems []htmlElement) map[string]*pageWindow {
	t.Helper()
	pages := map[string]*pageWindow{}
	get := func(label string) *pageWindow {
		if pages[label] == nil {
			pages[label] = &pageWindow{marks: map[string]markup.Point{}}
		}
		return pages[label]
	}
	for _, e := range elems {
		switch {
		case e.name == "svg" && hasClass(e.svgElement, "mp-window"):
			pw := get(e.page)
			f := func(a string) float64 { v, _ := strconv.ParseFloat(e.attrs[a], 64); return v }
			pw.x, pw.y, pw.w, pw.h = f("x"), f("y"), f("width"), f("height")
			vb := floats(t, e.attrs["viewBox"])
			pw.vx, pw.vy, pw.vw, pw.vh = vb[0], vb[1], vb[2], vb[3]
		case e.name == "g" && hasClass(e.svgElement, "mp-target"):
			xy := floats(t, strings.TrimPrefix(e.attrs["transform"], "translate"))
			get(e.page).marks[e.attrs["data-mark"]] = markup.Point{X: xy[0], Y: xy[1]}
		}
	}
	return pages
}

// The 1994 map at 0.75 in on Letter: 13 pages, an assembly key and 3 rows
// by 4 columns of map; targets on every map page, each on the two pages of
// its band; and every hex centre on an overlap band stands in the same
// place relative to the band's targets on both pages, so the pages join
// into the true map.
func TestMapPages1994(t *testing.T) {
	ed := rendertest.Bundled(t, "1994")
	var doc bytes.Buffer
	printed, err := MapPages(&doc, ed.Map, ed.TEC, render.Options{Edition: &ed.Info}, Letter)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := render.GeometryOf(ed.Map)
	if err != nil {
		t.Fatal(err)
	}
	if printed.Pages != 13 || printed.Paper.Landscape() {
		t.Fatalf("%d pages, landscape %v; the layout predicts 13 portrait pages", printed.Pages, printed.Paper.Landscape())
	}
	elems := parseHTML(t, doc.String())
	if n := countWhere(elems, func(e htmlElement) bool { return e.name == "section" }); n != 13 {
		t.Fatalf("%d pages in the document, want 13", n)
	}
	pages := readPages(t, elems)
	if len(pages) != 12 {
		t.Fatalf("%d map pages, want 12", len(pages))
	}
	onPages := map[string][]string{}
	for r := range 3 {
		for c := range 4 {
			label := pageLabel(r, c)
			pw := pages[label]
			if pw == nil || pw.vw == 0 {
				t.Fatalf("no map page %s", label)
			}
			// a corner page has two neighbours, an edge page three, an
			// inner page four; three targets a band
			neighbours := 4
			if r == 0 || r == 2 {
				neighbours--
			}
			if c == 0 || c == 3 {
				neighbours--
			}
			if len(pw.marks) != 3*neighbours {
				t.Errorf("page %s has %d targets, want %d", label, len(pw.marks), 3*neighbours)
			}
			for name := range pw.marks {
				onPages[name] = append(onPages[name], label)
			}
			// the scale is true: a hex is 0.75 in across on the page
			if got := pw.w / pw.vw * geo.HexWidth / pageUnits; math.Abs(got-0.75) > 1e-3 {
				t.Errorf("page %s prints a hex %.4f in across", label, got)
			}
			if got := pw.w / pw.vw; math.Abs(got-pw.h/pw.vh) > 1e-4 {
				t.Errorf("page %s is stretched: %.5f across, %.5f down", label, got, pw.h/pw.vh)
			}
			ticks := countWhere(elems, func(e htmlElement) bool { return e.page == label && hasClass(e.svgElement, "mp-tick") })
			if ticks != 1 {
				t.Errorf("page %s has %d paths of band ticks", label, ticks)
			}
		}
	}
	checked := 0
	for name, labels := range onPages {
		if len(labels) != 2 {
			t.Errorf("target %s is on pages %v, want the two pages of its band", name, labels)
			continue
		}
		a, b := pages[labels[0]], pages[labels[1]]
		for _, h := range ed.Map.HexIDs() {
			centre := markup.Point(geo.Hexes[h])
			if !a.shows(centre) || !b.shows(centre) {
				continue // not on the overlap band
			}
			ra := a.onPage(centre).Sub(a.marks[name])
			rb := b.onPage(centre).Sub(b.marks[name])
			if math.Hypot(ra.X-rb.X, ra.Y-rb.Y) > 0.02 {
				t.Errorf("hex %s: %v from target %s on %s, %v on %s", h, ra, name, labels[0], rb, labels[1])
			}
			checked++
		}
	}
	if checked < 100 {
		t.Errorf("only %d hex centres on overlap bands checked", checked)
	}
}

// A map small enough for one page has a key and that page, and no bands.
func TestMapPagesOnePage(t *testing.T) {
	var doc bytes.Buffer
	printed, err := MapPages(&doc, rendertest.SmallMap(), rendertest.TEC(), render.Options{HexSize: 0.2}, A4)
	if err != nil {
		t.Fatal(err)
	}
	elems := parseHTML(t, doc.String())
	if printed.Pages != 2 || countWhere(elems, func(e htmlElement) bool { return hasClass(e.svgElement, "mp-target") }) != 0 {
		t.Errorf("%d pages, want the key and one map page without targets", printed.Pages)
	}
	if !strings.Contains(doc.String(), "size:210mm 297mm") {
		t.Error("not laid out on A4")
	}
	if _, err := MapPages(&bytes.Buffer{}, rendertest.SmallMap(), rendertest.TEC(), render.Options{HexSize: 4}, Letter); err != nil {
		t.Errorf("a 4 in hex map: %v", err)
	}
	big := rendertest.FullMap(60, 50)
	if _, err := MapPages(&bytes.Buffer{}, big, rendertest.TEC(), render.Options{HexSize: 4}, Letter); err == nil || !strings.Contains(err.Error(), "pages") {
		t.Errorf("a map of hundreds of pages: %v", err)
	}
	if _, err := MapPages(&bytes.Buffer{}, rendertest.SmallMap(), rendertest.TEC(), render.Options{Units: []render.Placement{{Unit: render.Unit{Counter: "x"}, Hex: model.MustHex("0909")}}}, Letter); err == nil {
		t.Error("a unit off the map was drawn")
	}
}
