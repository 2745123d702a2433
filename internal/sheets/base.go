package sheets

import (
	"fmt"
	"html"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// Paper is a sheet a home printer takes. Sizes are in inches, portrait;
// the CSS sizes say the same in the unit the standard defines the paper in,
// so a browser prints it without rounding.
type Paper struct {
	Name       string  // the flag value: letter, a4
	Title      string  // as people write it
	W, H       float64 // inches
	cssW, cssH string
}

// The papers the printed documents are laid out for.
var (
	Letter = Paper{Name: "letter", Title: "Letter", W: 8.5, H: 11, cssW: "8.5in", cssH: "11in"}
	A4     = Paper{Name: "a4", Title: "A4", W: 210 / 25.4, H: 297 / 25.4, cssW: "210mm", cssH: "297mm"}
)

// Papers lists the papers by name, in the order help texts show them.
var Papers = []Paper{Letter, A4}

// PaperNamed finds a paper by its name, ignoring case. Its error quotes
// the name and says what is offered, for the caller to say where the name
// came from.
func PaperNamed(name string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, strings.TrimSpace(name)) {
			return p, nil
		}
	}
	return Paper{}, fmt.Errorf("%q: want %s", name, PaperNames())
}

// PaperNames lists the paper names for messages: "letter or a4".
func PaperNames() string {
	names := make([]string, len(Papers))
	for i, p := range Papers {
		names[i] = p.Name
	}
	return strings.Join(names, " or ")
}

// landscape turns the paper on its side.
func (p Paper) landscape() Paper {
	p.W, p.H, p.cssW, p.cssH = p.H, p.W, p.cssH, p.cssW
	return p
}

// Landscape reports whether the paper lies on its side.
func (p Paper) Landscape() bool { return p.W > p.H }

// Orientation is "landscape" for a paper on its side, else "portrait".
func (p Paper) Orientation() string {
	if p.Landscape() {
		return "landscape"
	}
	return "portrait"
}

// Printed says what a printed document came to.
type Printed struct {
	Pages int
	Paper Paper
}

// String says it as people count pages: "1 page of Letter", "13 pages of
// A4".
func (p Printed) String() string {
	if p.Pages == 1 {
		return "1 page of " + p.Paper.Title
	}
	return fmt.Sprintf("%d pages of %s", p.Pages, p.Paper.Title)
}

// Margin is the blank edge of every printed page, in inches: wide enough
// for the unprintable edge of home printers.
const Margin = 0.5

// esc escapes text from the data for HTML content and attributes.
func esc(s string) string { return html.EscapeString(s) }

// pageCSS lays out a document of fixed pages: each <section class="page">
// is one sheet of paper, clipped to it, so the browser prints exactly the
// pages the layout made, at 100%. On screen the pages sit on a grey desk.
func pageCSS(p Paper) string {
	return `@page{size:` + p.cssW + ` ` + p.cssH + `;margin:0}
html,body{margin:0;padding:0}
body{font-family:` + render.FontStack + `;color:#111;-webkit-print-color-adjust:exact;print-color-adjust:exact}
text{font-family:` + render.FontStack + `}
section.page{position:relative;width:` + p.cssW + `;height:` + p.cssH + `;overflow:hidden;break-after:page;box-sizing:border-box;padding:` + markup.In(Margin) + `}
section.page:last-of-type{break-after:auto}
.defs{position:absolute;width:0;height:0;overflow:hidden}
.foot{position:absolute;left:` + markup.In(Margin) + `;right:` + markup.In(Margin) + `;bottom:` + markup.In(Margin) + `;height:` + markup.In(footH) + `;display:flex;justify-content:space-between;align-items:flex-end;font-size:7.5pt;color:#444;border-top:0.5pt solid #999;box-sizing:border-box}
@media screen{body{background:#8a8a8a}section.page{background:#fff;margin:0.3in auto;box-shadow:0 0 0.08in #333}}
`
}

// footH is the height of a page's footer, in inches, and sheetGap the gap
// between the content and the footer.
const (
	footH    = 0.28
	sheetGap = 0.12
)

// The type of the fine print and of the column heads every document
// shares.
var (
	fontSmall   = markup.Font{Size: 8.5, Line: 11}
	fontColHead = markup.Font{Size: 7.5, Line: 9.5, Bold: true}
)

// contentH is the height the content of a page of p may fill, above its
// footer: the setup sheets' pages and the compact sheets' alike.
func (p Paper) contentH() float64 { return p.H - 2*Margin - footH - sheetGap }

// htmlStart writes the document head and opens the body.
func htmlStart(c *markup.Canvas, title, css string) {
	c.Raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
	c.Raw(esc(title))
	c.Raw("</title>\n<style>\n")
	c.Raw(css)
	c.Raw("</style>\n</head>\n<body>\n")
}

func htmlEnd(c *markup.Canvas) { c.Raw("</body>\n</html>\n") }

// defsStart opens the hidden SVG whose <defs> every drawing of the
// document shares through <use>.
func defsStart(c *markup.Canvas) {
	c.Raw(`<svg class="defs" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">` + "\n<defs>\n")
}

func defsEnd(c *markup.Canvas) { c.Raw("</defs>\n</svg>\n") }

// pageStart opens a page; extra classes style it.
func pageStart(c *markup.Canvas, classes ...string) {
	c.Raw(`<section class="` + esc(strings.Join(append([]string{"page"}, classes...), " ")) + `">` + "\n")
}

// pageEnd writes the footer, naming the document on the left and the page
// on the right, and closes the page.
func pageEnd(c *markup.Canvas, footer string, page, pages int) {
	c.Raw(`<div class="foot"><span>` + esc(footer) + `</span><span>page ` + strconv.Itoa(page) + ` of ` + strconv.Itoa(pages) + "</span></div>\n</section>\n")
}

// forceName is a force as people name it: "Western Allied".
func forceName(f model.Force) string {
	if f == "" {
		return "No fixed force"
	}
	return markup.TitleWords(string(f))
}

// forceNames lists forces by name, comma separated.
func forceNames(fs []model.Force) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = forceName(f)
	}
	return strings.Join(names, ", ")
}

// forcesOf lists the forces with units on the sheet: those in play in the
// scenario's order, then any other force a unit belongs to.
func forcesOf(b explain.Briefing) []model.Force {
	var out []model.Force
	for _, f := range b.Forces {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	for _, u := range b.Units {
		if !slices.Contains(out, u.Force) {
			out = append(out, u.Force)
		}
	}
	return slices.DeleteFunc(out, func(f model.Force) bool {
		return !slices.ContainsFunc(b.Units, func(u explain.SetupUnit) bool { return u.Force == f })
	})
}

// footerOf names the document in every page's footer.
func footerOf(e explain.EditionRef, what string) string {
	t := e.Title
	if t == "" {
		t = "Edition " + e.ID
	}
	return t + " · edition " + e.ID + " · " + what
}

// writeCounterSVG draws a counter as an inline SVG of the given printed
// size: the counter's face measures size across, its outline just outside.
func writeCounterSVG(c *markup.Canvas, u rules.Unit, size float64) {
	const pad = 1.0 // room for the face's stroke
	box := render.CounterSize + 2*pad
	markup.SVGStart(c, size*box/render.CounterSize, size*box/render.CounterSize, markup.ViewBox(-box/2, -box/2, box, box), `class="ctr"`)
	_ = render.DrawCounter(c, explain.Drawn(u), render.Point{}, 1) // a canvas keeps its first write error for Finish
	markup.SVGEnd(c)
}

// writePrinted writes a printed document to path and returns how it was
// printed.
func writePrinted(path string, force bool, draw func(io.Writer) (Printed, error)) (Printed, error) {
	var p Printed
	err := fileio.WriteNew(path, force, func(w io.Writer) (err error) {
		p, err = draw(w)
		return err
	})
	return p, err
}

// inches prints a length in inches with up to four significant digits.
func inches(v float64) string { return fmt.Sprintf("%.4g", v) }
