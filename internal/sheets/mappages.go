package sheets

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// Paged map geometry, in inches.
const (
	pagesMargin  = 0.4  // the paper's blank edge
	pagesHeadH   = 0.42 // the page label above the map window
	pagesFootH   = 0.25 // the scale bar and page number below it
	pagesOverlap = 0.5  // the band two neighbouring pages share
	regInset     = 0.7  // registration marks' distance from a window's ends
	regRadius    = 0.09
	regArm       = 0.16
	bandTick     = 0.12 // the ticks in the margin marking an overlap band

	// MaxMapPages bounds a paged map; a bigger one is a hex size mistake.
	MaxMapPages = 400
)

// pagePlan cuts a document of docW by docH inches into a grid of pages of
// one paper. Page (r, c) shows the document's window from
// (c*stepX - offX, r*stepY - offY), winW by winH inches; neighbours share
// an overlap band pagesOverlap wide. The document is centred in the area
// the grid covers.
type pagePlan struct {
	paper        Paper
	docW, docH   float64
	winX, winY   float64 // the window's top-left on the paper
	winW, winH   float64
	stepX, stepY float64
	offX, offY   float64
	rows, cols   int
}

// planPages lays a document out on the paper's portrait or landscape side,
// whichever takes fewer pages (portrait on a tie).
func planPages(docW, docH float64, paper Paper) pagePlan {
	best := planPagesOn(docW, docH, paper)
	if l := planPagesOn(docW, docH, paper.landscape()); l.rows*l.cols < best.rows*best.cols {
		best = l
	}
	return best
}

func planPagesOn(docW, docH float64, paper Paper) pagePlan {
	p := pagePlan{paper: paper, docW: docW, docH: docH,
		winX: pagesMargin, winY: pagesMargin + pagesHeadH,
		winW: paper.W - 2*pagesMargin, winH: paper.H - 2*pagesMargin - pagesHeadH - pagesFootH}
	p.stepX, p.stepY = p.winW-pagesOverlap, p.winH-pagesOverlap
	count := func(doc, win, step float64) int {
		if doc <= win {
			return 1
		}
		return int(math.Ceil((doc - pagesOverlap) / step))
	}
	p.cols, p.rows = count(docW, p.winW, p.stepX), count(docH, p.winH, p.stepY)
	p.offX = (float64(p.cols-1)*p.stepX + p.winW - docW) / 2
	p.offY = (float64(p.rows-1)*p.stepY + p.winH - docH) / 2
	return p
}

// pages is the number of map pages; the document adds its key page.
func (p pagePlan) pages() int { return p.rows * p.cols }

// window is page (r, c)'s window's top-left in document inches.
func (p pagePlan) window(r, c int) (x, y float64) {
	return float64(c)*p.stepX - p.offX, float64(r)*p.stepY - p.offY
}

// pageLabel names page (r, c): its row's letter and column's number, "B3".
func pageLabel(r, c int) string { return rowLetters(r) + strconv.Itoa(c+1) }

// rowLetters is A…Z, then AA, AB, … for very many rows.
func rowLetters(r int) string {
	s := ""
	for r >= 0 {
		s = string(rune('A'+r%26)) + s
		r = r/26 - 1
	}
	return s
}

// regMark is a registration target, in document inches, on the band
// between two pages.
type regMark struct {
	name string // "A1/A2-1": the band's two pages and the target's number
	x, y float64
}

// marks lists the targets page (r, c) carries: those on the bands it
// shares with each neighbour, three to a band, clear of the band crossings.
func (p pagePlan) marks(r, c int) []regMark {
	var out []regMark
	wx, wy := p.window(r, c)
	along := func(start, length float64) [3]float64 {
		return [3]float64{start + regInset, start + length/2, start + length - regInset}
	}
	vertical := func(col int) { // the band between columns col and col+1
		x := float64(col+1)*p.stepX - p.offX + pagesOverlap/2
		name := pageLabel(r, col) + "/" + pageLabel(r, col+1)
		for i, y := range along(wy, p.winH) {
			out = append(out, regMark{name: name + "-" + strconv.Itoa(i+1), x: x, y: y})
		}
	}
	horizontal := func(row int) { // the band between rows row and row+1
		y := float64(row+1)*p.stepY - p.offY + pagesOverlap/2
		name := pageLabel(row, c) + "/" + pageLabel(row+1, c)
		for i, x := range along(wx, p.winW) {
			out = append(out, regMark{name: name + "-" + strconv.Itoa(i+1), x: x, y: y})
		}
	}
	if c > 0 {
		vertical(c - 1)
	}
	if c+1 < p.cols {
		vertical(c)
	}
	if r > 0 {
		horizontal(r - 1)
	}
	if r+1 < p.rows {
		horizontal(r)
	}
	return out
}

// MapPages writes the map cut into pages a home printer takes: one HTML
// file whose first page is the assembly key, then a page per piece of the
// map at its true size, with an overlap band, registration targets and a
// cut line on the bands, and each page's label (row letter, column number)
// and neighbours. opts are those of Map; the map is drawn once and every
// page shows its window of it.
func MapPages(w io.Writer, m *model.Map, tec *model.TEC, opts render.Options, paper Paper) (Printed, error) {
	if paper.W <= 0 {
		paper = Letter
	}
	d, err := render.DrawMap(m, tec, opts)
	if err != nil {
		return Printed{}, err
	}
	l := d.Layout()
	p := planPages(l.Width*l.InchesPerUnit, l.Height*l.InchesPerUnit, paper)
	if p.pages() > MaxMapPages {
		return Printed{}, fmt.Errorf("render: the map at %s in a hex takes %d pages of %s; at most %d are made (choose a smaller hex size)",
			markup.InchString(l.HexSize), p.pages(), paper.Title, MaxMapPages)
	}
	var doc bytes.Buffer
	c := markup.NewCanvas(&doc)
	mp := &mapPages{p: p, d: d, l: l, opts: opts, total: p.pages() + 1, loc: render.NewLocator(m, tec, 1)}
	htmlStart(c, d.Title()+" — map in "+strconv.Itoa(mp.total)+" pages of "+paper.Title, pageCSS(p.paper)+mapPagesCSS+d.CSS()+d.MotifCSS()+mp.loc.CSS())
	c.Raw(`<svg class="defs" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">` + "\n")
	c.Raw(d.Defs())
	c.Raw("<defs>\n")
	// a canvas keeps its first write error for Finish
	_ = d.WriteMotifs(c)
	_ = mp.loc.WriteDefs(c)
	c.Raw("</defs>\n</svg>\n")
	mp.writeKey(c)
	for r := range p.rows {
		for col := range p.cols {
			mp.writePage(c, r, col)
		}
	}
	htmlEnd(c)
	if err := c.Finish(); err != nil {
		return Printed{}, err
	}
	if _, err := w.Write(doc.Bytes()); err != nil {
		return Printed{}, err
	}
	return Printed{Pages: mp.total, Paper: p.paper}, nil
}

// mapPages writes the pages of a paged map.
type mapPages struct {
	p     pagePlan
	d     *render.Drawing
	l     render.DrawingLayout
	opts  render.Options
	total int
	loc   *render.Locator // the key page's small map
}

// pageUnits are the user units of a page's SVG: a hundredth of an inch.
const pageUnits = 100.0

const mapPagesCSS = `.mp section.page,section.page.mp{padding:0}
section.page>svg{display:block}
.mp-label{font-size:26px;font-weight:bold;fill:#111}
.mp-info{font-size:10px;fill:#222}
.mp-small{font-size:9px;fill:#444}
.mp-frame{fill:none;stroke:#111;stroke-width:1}
.mp-cut{fill:none;stroke:#111;stroke-width:1;stroke-dasharray:6 4}
.mp-tick{stroke:#111;stroke-width:1}
.mp-reg-halo{fill:#fff;fill-opacity:0.75;stroke:none}
.mp-reg{fill:none;stroke:#000;stroke-width:0.9}
.mp-reg-name{font-size:6.5px;fill:#000}
.mp-scale{stroke:#000;stroke-width:1.4}
.mp-grid{fill:none;stroke:#d4001a;stroke-width:1.5}
.mp-cell{font-size:22px;font-weight:bold;fill:#d4001a;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-width:4px}
.mp-step{font-size:10.5px;fill:#111}
.mp-title{font-size:20px;font-weight:bold;fill:#111}
.mp-mini-paper{fill:#fff;stroke:#999;stroke-width:4}
.mp-mini-legend{fill:#e6e6e6;stroke:#999;stroke-width:4}
`

// docUnits converts document inches to the map's user units.
func (mp *mapPages) docUnits(inches float64) float64 { return inches / mp.l.InchesPerUnit }

// writePage writes map page (r, c): its label and neighbours, its window
// of the map, the overlap bands' ticks, cut lines and targets, and the
// scale bar.
func (mp *mapPages) writePage(c *markup.Canvas, r, col int) {
	p := mp.p
	u := func(v float64) float64 { return v * pageUnits }
	label := pageLabel(r, col)
	c.Raw(`<section class="page mp" data-page="` + label + `">` + "\n")
	markup.SVGStart(c, p.paper.W, p.paper.H, markup.ViewBox(0, 0, u(p.paper.W), u(p.paper.H)))
	left := u(pagesMargin)
	right := u(p.paper.W - pagesMargin)
	c.Text(left, u(pagesMargin+0.3), label, markup.Class("mp-label"))
	c.Text(left+u(0.62), u(pagesMargin+0.14), fmt.Sprintf("Row %s of %s, column %d of %d · %s", rowLetters(r), rowLetters(p.rows-1), col+1, p.cols, mp.d.Title()), markup.Class("mp-info"))
	c.Text(left+u(0.62), u(pagesMargin+0.3), "Joins: "+mp.neighbours(r, col)+" · cut along the dashed lines on the left and top, lay over the neighbour, match the targets", markup.Class("mp-small"))

	// the window onto the map
	wx, wy := p.window(r, col)
	du := mp.docUnits
	c.Raw(`<svg class="mp-window" x="` + markup.Num(u(p.winX)) + `" y="` + markup.Num(u(p.winY)) + `" width="` + markup.Num(u(p.winW)) + `" height="` + markup.Num(u(p.winH)) +
		`" viewBox="` + markup.ViewBox(du(wx), du(wy), du(p.winW), du(p.winH)) + `" overflow="hidden">` + "\n")
	// a canvas keeps its first write error for Finish
	_ = mp.d.WriteWindow(c, label+"-", du(wx), du(wy), du(wx+p.winW), du(wy+p.winH))
	c.Raw("</svg>\n")
	c.Rect(u(p.winX), u(p.winY), u(p.winW), u(p.winH), markup.Class("mp-frame"))

	// where a document point falls on this page
	at := func(x, y float64) markup.Point { return markup.Point{X: u(p.winX + x - wx), Y: u(p.winY + y - wy)} }
	top, bottom := u(p.winY), u(p.winY+p.winH)
	lft, rgt := u(p.winX), u(p.winX+p.winW)
	var ticks [][]markup.Point
	if col > 0 {
		for _, x := range []float64{0, pagesOverlap} {
			x = u(p.winX + x)
			ticks = append(ticks, []markup.Point{{X: x, Y: top - u(bandTick)}, {X: x, Y: top}}, []markup.Point{{X: x, Y: bottom}, {X: x, Y: bottom + u(bandTick)}})
		}
		cut := u(p.winX + pagesOverlap/2)
		c.Path(markup.PathData(false, []markup.Point{{X: cut, Y: top - u(bandTick)}, {X: cut, Y: bottom + u(bandTick)}}), markup.Class("mp-cut"))
	}
	if col+1 < p.cols {
		for _, x := range []float64{p.winW - pagesOverlap, p.winW} {
			x = u(p.winX + x)
			ticks = append(ticks, []markup.Point{{X: x, Y: top - u(bandTick)}, {X: x, Y: top}}, []markup.Point{{X: x, Y: bottom}, {X: x, Y: bottom + u(bandTick)}})
		}
	}
	if r > 0 {
		for _, y := range []float64{0, pagesOverlap} {
			y = u(p.winY + y)
			ticks = append(ticks, []markup.Point{{X: lft - u(bandTick), Y: y}, {X: lft, Y: y}}, []markup.Point{{X: rgt, Y: y}, {X: rgt + u(bandTick), Y: y}})
		}
		cut := u(p.winY + pagesOverlap/2)
		c.Path(markup.PathData(false, []markup.Point{{X: lft - u(bandTick), Y: cut}, {X: rgt + u(bandTick), Y: cut}}), markup.Class("mp-cut"))
	}
	if r+1 < p.rows {
		for _, y := range []float64{p.winH - pagesOverlap, p.winH} {
			y = u(p.winY + y)
			ticks = append(ticks, []markup.Point{{X: lft - u(bandTick), Y: y}, {X: lft, Y: y}}, []markup.Point{{X: rgt, Y: y}, {X: rgt + u(bandTick), Y: y}})
		}
	}
	if len(ticks) > 0 {
		c.Path(markup.PathData(false, ticks...), markup.Class("mp-tick"))
	}
	for _, m := range p.marks(r, col) {
		drawRegMark(c, m, at(m.x, m.y))
	}

	// the scale bar and the page number
	foot := u(p.paper.H - pagesMargin)
	drawScaleBar(c, markup.Point{X: left, Y: foot})
	c.Text(right, foot, "page "+strconv.Itoa(mp.pageNumber(r, col))+" of "+strconv.Itoa(mp.total), markup.Class("mp-small"), `text-anchor="end"`)
	markup.SVGEnd(c)
	c.Raw("</section>\n")
}

// pageNumber is map page (r, c)'s number: the key is page 1.
func (mp *mapPages) pageNumber(r, c int) int { return 2 + r*mp.p.cols + c }

// neighbours lists the pages around (r, c).
func (mp *mapPages) neighbours(r, c int) string {
	var out []string
	if r > 0 {
		out = append(out, "above "+pageLabel(r-1, c))
	}
	if c > 0 {
		out = append(out, "left "+pageLabel(r, c-1))
	}
	if c+1 < mp.p.cols {
		out = append(out, "right "+pageLabel(r, c+1))
	}
	if r+1 < mp.p.rows {
		out = append(out, "below "+pageLabel(r+1, c))
	}
	if len(out) == 0 {
		return "none, the map fits one page"
	}
	s := out[0]
	for _, o := range out[1:] {
		s += ", " + o
	}
	return s
}

// drawRegMark draws a target centred at at (page units): a ring and a
// cross on a pale disc, its name beside it.
func drawRegMark(c *markup.Canvas, m regMark, at markup.Point) {
	r, arm := regRadius*pageUnits, regArm*pageUnits
	c.Group(markup.Class("mp-target"), markup.Attr("data-mark", m.name), markup.Translate(at, 1))
	c.Circle(0, 0, r+2, markup.Class("mp-reg-halo"))
	c.Circle(0, 0, r, markup.Class("mp-reg"))
	c.Path(markup.PathData(false, []markup.Point{{X: -arm, Y: 0}, {X: arm, Y: 0}}, []markup.Point{{X: 0, Y: -arm}, {X: 0, Y: arm}}), markup.Class("mp-reg"))
	c.Text(r+3, -r-1, m.name, markup.Class("mp-reg-name"))
	c.Gend()
}

// drawScaleBar draws a bar one inch long from at (page units, its
// baseline), to check the print came out at 100%.
func drawScaleBar(c *markup.Canvas, at markup.Point) {
	one := pageUnits
	y := at.Y - 4
	c.Path(markup.PathData(false, []markup.Point{{X: at.X, Y: y}, {X: at.X + one, Y: y}}, []markup.Point{{X: at.X, Y: y - 5}, {X: at.X, Y: y + 4}}, []markup.Point{{X: at.X + one, Y: y - 5}, {X: at.X + one, Y: y + 4}}), markup.Class("mp-scale"))
	c.Text(at.X+one+8, at.Y, "this bar is 1 in (25.4 mm) long when the page is printed at 100%", markup.Class("mp-small"))
}

// writeKey writes the assembly key: how to print and join the pages, and
// the whole map small with the pages' outlines and labels over it.
func (mp *mapPages) writeKey(c *markup.Canvas) {
	p := mp.p
	u := func(v float64) float64 { return v * pageUnits }
	c.Raw(`<section class="page mp" data-page="key">` + "\n")
	markup.SVGStart(c, p.paper.W, p.paper.H, markup.ViewBox(0, 0, u(p.paper.W), u(p.paper.H)))
	left := u(pagesMargin)
	c.Text(left, u(pagesMargin+0.25), "How the pages fit", markup.Class("mp-title"))
	c.Text(left, u(pagesMargin+0.45), mp.d.Title(), markup.Class("mp-info"))
	c.Text(left, u(pagesMargin+0.62), fmt.Sprintf("%d map pages of %s in %d rows (A to %s) and %d columns (1 to %d) · hex %s in across the flats, at true size",
		p.pages(), p.paper.Title, p.rows, rowLetters(p.rows-1), p.cols, p.cols, markup.InchString(mp.l.HexSize)), markup.Class("mp-info"))
	steps := []string{
		"1. Print every page at 100% (actual size), never \"fit to page\": each page's bar must measure 1 in (25.4 mm).",
		"2. Lay the pages out as below: rows A, B, … from the top, columns 1, 2, … from the left.",
		fmt.Sprintf("3. Neighbouring pages share a band %s in wide, marked by ticks in the margin, with registration targets on it.", markup.InchString(pagesOverlap)),
		"4. On each page cut along the dashed lines on its left and top edges, through the targets.",
		"5. Lay the cut edge over the neighbour so that the half targets complete its targets; tape from behind.",
	}
	y := u(pagesMargin + 0.9)
	for _, s := range steps {
		c.Text(left, y, s, markup.Class("mp-step"))
		y += u(0.19)
	}
	// the miniature: the area the grid covers, fitted below the steps
	coverW := float64(p.cols-1)*p.stepX + p.winW
	coverH := float64(p.rows-1)*p.stepY + p.winH
	boxX, boxY := pagesMargin, y/pageUnits+0.1
	boxW, boxH := p.paper.W-2*pagesMargin, p.paper.H-pagesMargin-pagesFootH-boxY
	scale := math.Min(boxW/coverW, boxH/coverH)
	mw, mh := coverW*scale, coverH*scale
	mx, my := boxX+(boxW-mw)/2, boxY
	du := mp.docUnits
	c.Raw(`<svg class="mp-mini" x="` + markup.Num(u(mx)) + `" y="` + markup.Num(u(my)) + `" width="` + markup.Num(u(mw)) + `" height="` + markup.Num(u(mh)) +
		`" viewBox="` + markup.ViewBox(du(-p.offX), du(-p.offY), du(coverW), du(coverH)) + `" overflow="hidden">` + "\n")
	l := mp.l
	c.Rect(0, 0, l.Width, l.Height, markup.Class("mp-mini-paper"))
	c.Use(0, 0, "#loc-base")
	c.Use(0, 0, "#loc-over")
	c.Rect(l.SidebarX-20, l.SidebarY-20, l.SidebarWidth+40, l.Height-l.SidebarY-l.Margin+20, markup.Class("mp-mini-legend"))
	c.Raw("</svg>\n")
	c.Text(u(mx+(l.SidebarX+l.SidebarWidth/2)*l.InchesPerUnit*scale+p.offX*scale), u(my+(l.SidebarY+0.6/l.InchesPerUnit)*l.InchesPerUnit*scale+p.offY*scale), "legend", markup.Class("mp-step"), `text-anchor="middle"`)
	// the pages as they lie once joined: cells between the cut lines
	cellX := func(col int) float64 {
		if col == 0 {
			return 0
		}
		if col == p.cols {
			return coverW
		}
		return float64(col)*p.stepX + pagesOverlap/2
	}
	cellY := func(row int) float64 {
		if row == 0 {
			return 0
		}
		if row == p.rows {
			return coverH
		}
		return float64(row)*p.stepY + pagesOverlap/2
	}
	for r := range p.rows {
		for col := range p.cols {
			x0, x1 := mx+cellX(col)*scale, mx+cellX(col+1)*scale
			y0, y1 := my+cellY(r)*scale, my+cellY(r+1)*scale
			c.Rect(u(x0), u(y0), u(x1-x0), u(y1-y0), markup.Class("mp-grid"))
			c.Text(u((x0+x1)/2), u((y0+y1)/2)+8, pageLabel(r, col), markup.Class("mp-cell"))
		}
	}
	foot := u(p.paper.H - pagesMargin)
	drawScaleBar(c, markup.Point{X: left, Y: foot})
	c.Text(u(p.paper.W-pagesMargin), foot, "page 1 of "+strconv.Itoa(mp.total), markup.Class("mp-small"), `text-anchor="end"`)
	markup.SVGEnd(c)
	c.Raw("</section>\n")
}
