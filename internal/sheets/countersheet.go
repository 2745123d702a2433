package sheets

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// CounterSheetOptions say how to print a counter sheet.
type CounterSheetOptions struct {
	// Size is a counter's side in inches; zero means
	// render.DefaultCounterSize.
	Size  float64
	Paper Paper
}

func (o CounterSheetOptions) normalised() (CounterSheetOptions, error) {
	size, err := render.CounterSizeOf(o.Size)
	if err != nil {
		return o, err
	}
	o.Size = size
	if o.Paper.W <= 0 {
		o.Paper = Letter
	}
	return o, nil
}

// Counter sheet geometry, in inches.
const (
	csHeadH    = 0.55 // the page heading, title and rule
	csFootH    = 0.3  // the footer and scale bar
	csGroupH   = 0.22 // a group's heading
	csCrop     = 0.16 // the margin around a block where crop marks stand
	csGap      = 0.1  // between blocks
	cropLength = 0.11
)

// counterSheet is a counter set laid out in pages of counters.
type counterSheet struct {
	list  explain.CounterList
	size  float64
	paper Paper
	upi   float64 // user units per inch: a counter is render.CounterSize units
	cols  int
	pages [][]csBlock
}

// csGroup is the counters a heading covers: one force's units, its
// nationalities one after another (their colours tell them apart), or the
// units without a force, or the markers.
type csGroup struct {
	title    string
	counters []model.Counter
}

// sheetGroups merges the list's groups of one force into one, so that
// small nationalities share rows instead of each starting its own.
func sheetGroups(list explain.CounterList) []csGroup {
	var out []csGroup
	var parts []string
	var prev *explain.CounterGroup
	for i := range list.Groups {
		g := &list.Groups[i]
		if prev == nil || g.Force != prev.Force || g.Markers != prev.Markers {
			out = append(out, csGroup{})
			parts = nil
		}
		cur := &out[len(out)-1]
		cur.counters = append(cur.counters, g.Counters...)
		parts = append(parts, render.NationName(g.Nationality)+" "+strconv.Itoa(len(g.Counters)))
		switch {
		case g.Markers:
			cur.title = "Markers"
		case g.Force == "":
			cur.title = "Units whose force each scenario gives: " + strings.Join(parts, ", ")
		default:
			cur.title = forceName(g.Force) + " force: " + strings.Join(parts, ", ")
		}
		prev = g
	}
	for i := range out {
		out[i].title += " (" + markup.CountLabel(len(out[i].counters), "counter", "counters") + ")"
	}
	return out
}

// csBlock is a run of one group's counters on one page, in rows.
type csBlock struct {
	group     *csGroup
	from, n   int     // the counters of the group it holds
	top       float64 // inches from the paper's top
	rows      int
	continued bool
}

func (b csBlock) height(size float64) float64 {
	return csGroupH + 2*csCrop + float64(b.rows)*size + csGap
}

func planCounterSheet(list explain.CounterList, opts CounterSheetOptions) (*counterSheet, error) {
	opts, err := opts.normalised()
	if err != nil {
		return nil, err
	}
	if list.Count() == 0 {
		return nil, errors.New("render: the counter set has no counters to print")
	}
	s := &counterSheet{list: list, size: opts.Size, paper: opts.Paper, upi: render.CounterSize / opts.Size}
	s.cols = int((s.paper.W - 2*Margin - 2*csCrop) / s.size)
	top, bottom := Margin+csHeadH, s.paper.H-Margin-csFootH
	y := top
	var page []csBlock
	groups := sheetGroups(list)
	for gi := range groups {
		g := &groups[gi]
		for from := 0; from < len(g.counters); {
			left := len(g.counters) - from
			fit := int((bottom - y - csGroupH - 2*csCrop - csGap + 1e-9) / s.size)
			if fit < 1 {
				s.pages = append(s.pages, page)
				page, y = nil, top
				continue
			}
			rows := min(fit, (left+s.cols-1)/s.cols)
			b := csBlock{group: g, from: from, n: min(left, rows*s.cols), top: y, rows: rows, continued: from > 0}
			page = append(page, b)
			y += b.height(s.size)
			from += b.n
		}
	}
	s.pages = append(s.pages, page)
	return s, nil
}

// CounterSheet writes every counter of a set as a printable counter sheet:
// one HTML file of pages of the given paper, counters of opts.Size edge to
// edge in groups by force and nationality, markers last, with cut lines and
// crop marks.
func CounterSheet(w io.Writer, list explain.CounterList, opts CounterSheetOptions) (Printed, error) {
	s, err := planCounterSheet(list, opts)
	if err != nil {
		return Printed{}, err
	}
	var doc bytes.Buffer
	c := markup.NewCanvas(&doc)
	htmlStart(c, "Counter sheet: "+s.title(), pageCSS(s.paper)+".cs section.page{padding:0}\n.cs section.page>svg{display:block}\n"+s.css())
	c.Raw(`<div class="cs">` + "\n")
	defsStart(c)
	_ = render.WriteNATOSymbols(c)
	defsEnd(c)
	for i := range s.pages {
		c.Raw(`<section class="page">` + "\n")
		markup.SVGStart(c, s.paper.W, s.paper.H, markup.ViewBox(0, 0, s.paper.W*s.upi, s.paper.H*s.upi))
		s.drawPage(c, i)
		markup.SVGEnd(c)
		c.Raw("</section>\n")
	}
	c.Raw("</div>\n")
	htmlEnd(c)
	if err := c.Finish(); err != nil {
		return Printed{}, err
	}
	_, err = w.Write(doc.Bytes())
	return Printed{Pages: len(s.pages), Paper: s.paper}, err
}

// sheetGapIn is the space between pages of the SVG counter sheet.
const sheetGapIn = 0.25

// CounterSheetSVG writes the counter sheet as one SVG: the same pages as
// CounterSheet, one under another, each outlined as its paper.
func CounterSheetSVG(w io.Writer, list explain.CounterList, opts CounterSheetOptions) (Printed, error) {
	s, err := planCounterSheet(list, opts)
	if err != nil {
		return Printed{}, err
	}
	n := float64(len(s.pages))
	hIn := n*s.paper.H + (n-1)*sheetGapIn
	var doc bytes.Buffer
	c := markup.NewCanvas(&doc)
	c.Startraw(markup.Attr("width", markup.In(s.paper.W)), markup.Attr("height", markup.In(hIn)), markup.Attr("viewBox", markup.ViewBox(0, 0, s.paper.W*s.upi, hIn*s.upi)))
	c.Title("Counter sheet: " + s.title())
	c.Style("text/css", "text{font-family:"+render.FontStack+"}\n"+s.css())
	c.Def()
	_ = render.WriteNATOSymbols(c)
	c.DefEnd()
	for i := range s.pages {
		y := float64(i) * (s.paper.H + sheetGapIn) * s.upi
		c.Group(markup.Attr("id", "page-"+strconv.Itoa(i+1)), markup.Attr("transform", "translate(0,"+markup.Num(y)+")"))
		c.Rect(0, 0, s.paper.W*s.upi, s.paper.H*s.upi, markup.Class("cs-paper"))
		s.drawPage(c, i)
		c.Gend()
	}
	c.End()
	if err := c.Finish(); err != nil {
		return Printed{}, err
	}
	_, err = w.Write(doc.Bytes())
	return Printed{Pages: len(s.pages), Paper: s.paper}, err
}

func (s *counterSheet) title() string {
	t := s.list.Title
	if t == "" {
		t = "counter set " + s.list.Set
	}
	return t
}

// u converts inches to the sheet's user units.
func (s *counterSheet) u(inches float64) float64 { return inches * s.upi }

// fontPx is a type size in points as user units.
func (s *counterSheet) fontPx(points float64) string { return markup.Num(s.u(points / 72)) }

func (s *counterSheet) css() string {
	line := markup.Num(s.u(0.5 / 72)) // half a point
	return render.CounterCSS + render.MarkerCSS + render.NationCSS() +
		".cs-title{font-size:" + s.fontPx(12) + "px;font-weight:bold;fill:#111}\n" +
		".cs-sub{font-size:" + s.fontPx(8) + "px;fill:#333}\n" +
		".cs-head{font-size:" + s.fontPx(9) + "px;font-weight:bold;fill:#111}\n" +
		".cs-foot{font-size:" + s.fontPx(7.5) + "px;fill:#444}\n" +
		".cs-rule{stroke:#999;stroke-width:" + line + "}\n" +
		".cut{fill:none;stroke:#000;stroke-width:" + line + "}\n" +
		".crop{stroke:#000;stroke-width:" + line + "}\n" +
		".scale{stroke:#000;stroke-width:" + markup.Num(s.u(1.0/72)) + "}\n" +
		".cs-paper{fill:#fff;stroke:#bbb;stroke-width:" + line + "}\n"
}

// groupTitle names a block's group.
func (s *counterSheet) groupTitle(b csBlock) string {
	if b.continued {
		return b.group.title + ", continued"
	}
	return b.group.title
}

// drawPage draws page i in the sheet's user units.
func (s *counterSheet) drawPage(c *markup.Canvas, i int) {
	u := s.u
	x0, right := u(Margin), u(s.paper.W-Margin)
	title := "Counter sheet: " + s.title()
	titleOpts := []string{markup.Class("cs-title")}
	if w := (markup.Font{Size: 12, Bold: true}).Width(title) / 72; w > s.paper.W-2*Margin {
		// a long title (a scenario's name after the set's) is set
		// narrower to fit the line, never cut at the paper's edge
		titleOpts = append(titleOpts, markup.Attr("textLength", markup.Num(right-x0)), `lengthAdjust="spacingAndGlyphs"`)
	}
	c.Text(x0, u(Margin+0.17), title, titleOpts...)
	sub := fmt.Sprintf("%s, edition %s · %s at %s in · cut along the lines; print at 100%%, not fit to page",
		s.list.Edition.Title, s.list.Edition.ID, markup.CountLabel(s.list.Count(), "counter", "counters"), markup.InchString(s.size))
	c.Text(x0, u(Margin+0.34), sub, markup.Class("cs-sub"))
	c.Line(x0, u(Margin+0.42), right, u(Margin+0.42), markup.Class("cs-rule"))
	for _, b := range s.pages[i] {
		s.drawBlock(c, b)
	}
	foot := u(s.paper.H - Margin)
	c.Line(x0, foot-u(0.16), right, foot-u(0.16), markup.Class("cs-rule"))
	c.Text(x0, foot, footerOf(s.list.Edition, "counter sheet"), markup.Class("cs-foot"))
	// a bar one inch long, to check the print is at 100%
	bar := u(s.paper.W/2 - 0.5)
	c.Line(bar, foot-u(0.04), bar+u(1), foot-u(0.04), markup.Class("scale"))
	c.Line(bar, foot-u(0.09), bar, foot, markup.Class("scale"))
	c.Line(bar+u(1), foot-u(0.09), bar+u(1), foot, markup.Class("scale"))
	c.Text(bar+u(1.08), foot, "1 in", markup.Class("cs-foot"))
	c.Text(right, foot, "page "+strconv.Itoa(i+1)+" of "+strconv.Itoa(len(s.pages)), markup.Class("cs-foot"), `text-anchor="end"`)
}

// drawBlock draws a group heading and its counters edge to edge, each cell
// filled with its face colour so the cut may wander a little, then the cut
// lines over them and crop marks beyond them.
func (s *counterSheet) drawBlock(c *markup.Canvas, b csBlock) {
	u := s.u
	size := u(s.size)
	c.Text(u(Margin), u(b.top+csGroupH-0.06), s.groupTitle(b), markup.Class("cs-head"))
	gx, gy := u(Margin+csCrop), u(b.top+csGroupH+csCrop)
	cells := make([]markup.Point, b.n)
	for k := range b.n {
		cells[k] = markup.Point{X: gx + float64(k%s.cols)*size, Y: gy + float64(k/s.cols)*size}
	}
	for k, p := range cells {
		piece := b.group.counters[b.from+k]
		c.Rect(p.X, p.Y, size, size, markup.Class("face-"+render.FaceStyle(piece)))
		// a canvas keeps its first write error for Finish
		_ = render.DrawPiece(c, piece, render.Point{X: p.X + size/2, Y: p.Y + size/2}, 1)
	}
	for _, p := range cells {
		c.Rect(p.X, p.Y, size, size, markup.Class("cut"))
	}
	// crop marks: each grid line carried out past the block's edge
	cols := min(b.n, s.cols)
	gap, long := u(0.03), u(cropLength)
	var d []markup.Point
	for k := 0; k <= cols; k++ {
		x := gx + float64(k)*size
		rows := b.rows
		if k > (b.n-1)%s.cols+1 && b.n%s.cols != 0 {
			rows-- // the last row is short: this line ends a row higher
		}
		bottom := gy + float64(rows)*size
		d = append(d, markup.Point{X: x, Y: gy - gap - long}, markup.Point{X: x, Y: gy - gap}, markup.Point{X: x, Y: bottom + gap}, markup.Point{X: x, Y: bottom + gap + long})
	}
	for r := 0; r <= b.rows; r++ {
		y := gy + float64(r)*size
		width := cols
		if r == b.rows && b.n%s.cols != 0 {
			width = b.n % s.cols
		}
		d = append(d, markup.Point{X: gx - gap - long, Y: y}, markup.Point{X: gx - gap, Y: y}, markup.Point{X: gx + float64(width)*size + gap, Y: y}, markup.Point{X: gx + float64(width)*size + gap + long, Y: y})
	}
	var lines [][]markup.Point
	for k := 0; k+1 < len(d); k += 2 {
		lines = append(lines, []markup.Point{d[k], d[k+1]})
	}
	c.Path(markup.PathData(false, lines...), markup.Class("crop"))
}
