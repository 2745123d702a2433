package sheets

import (
	"html"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/render"
)

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

// footH is the height of a page's footer, in inches.
const footH = 0.28

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
