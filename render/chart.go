package render

import (
	"fmt"
	"html"
	"io"
	"math"

	"github.com/bfgdata/bfgdata/internal/markup"
)

// ChartTable is one chart as a table: a title, a header row and body
// rows. The cells are the caller's text (from the data); ChartSVG draws
// them.
type ChartTable struct {
	Title  string
	Header []string
	Rows   [][]string
	Notes  []string // lines under the table, such as a key to its codes
}

// Chart geometry in pixels: a chart image is shown at its pixel size in
// VASSAL's chart window, so it is drawn in whole pixels.
const (
	chartFont   = 13.0
	chartPad    = 12
	chartCellX  = 8
	chartRowH   = 22
	chartTitleH = 30
)

// ChartSVG draws a chart table as an SVG image sized in whole pixels,
// each column as wide as its widest cell. The first column is
// left-aligned (a row's name), the others centred.
func ChartSVG(w io.Writer, t ChartTable) error {
	cols := len(t.Header)
	for _, r := range t.Rows {
		cols = max(cols, len(r))
	}
	if cols == 0 {
		return fmt.Errorf("render: chart %q has no columns", t.Title)
	}
	widths := make([]int, cols)
	measure := func(row []string, bold bool) {
		for i, s := range row {
			widths[i] = max(widths[i], int(math.Ceil(markup.TextWidth(s, chartFont, bold)))+2*chartCellX)
		}
	}
	measure(t.Header, true)
	for _, r := range t.Rows {
		measure(r, false)
	}
	tableW := 0
	for _, cw := range widths {
		tableW += cw
	}
	width := max(tableW, int(math.Ceil(markup.TextWidth(t.Title, 17, true))))
	for _, n := range t.Notes {
		width = max(width, int(math.Ceil(markup.TextWidth(n, chartFont, false))))
	}
	width += 2 * chartPad
	height := chartPad + chartTitleH + (len(t.Rows)+1)*chartRowH + len(t.Notes)*chartRowH + chartPad
	if len(t.Notes) > 0 {
		height += chartPad
	}
	c := markup.NewCanvas(w)
	c.Raw(fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", width, height, width, height))
	c.Raw("<style>" + baseCSS + `text{font-size:13px;fill:#000}.t{font-size:17px;font-weight:bold}.h{font-weight:bold}.m{text-anchor:middle}rect{fill:none;stroke:#555;stroke-width:1}rect.hd{fill:#e6e0cc}</style>` + "\n")
	c.Raw(fmt.Sprintf(`<rect x="0" y="0" width="%d" height="%d" style="fill:#fff;stroke:none"/>`+"\n", width, height))
	c.Raw(fmt.Sprintf(`<text class="t" x="%d" y="%d">%s</text>`+"\n", chartPad, chartPad+20, html.EscapeString(t.Title)))
	row := func(y int, cells []string, head bool) {
		x := chartPad
		for i := 0; i < cols; i++ {
			cls := ""
			if head {
				cls = ` class="hd"`
			}
			c.Raw(fmt.Sprintf(`<rect%s x="%d" y="%d" width="%d" height="%d"/>`+"\n", cls, x, y, widths[i], chartRowH))
			if i < len(cells) && cells[i] != "" {
				tc, tx := "", x+chartCellX
				if i > 0 {
					tc, tx = "m", x+widths[i]/2
				}
				if head {
					tc += " h"
				}
				c.Raw(fmt.Sprintf(`<text class="%s" x="%d" y="%d">%s</text>`+"\n", tc, tx, y+chartRowH-7, html.EscapeString(cells[i])))
			}
			x += widths[i]
		}
	}
	y := chartPad + chartTitleH
	row(y, t.Header, true)
	for _, r := range t.Rows {
		y += chartRowH
		row(y, r, false)
	}
	y += chartRowH + chartPad
	for _, n := range t.Notes {
		y += chartRowH
		c.Raw(fmt.Sprintf(`<text x="%d" y="%d">%s</text>`+"\n", chartPad, y-7, html.EscapeString(n)))
	}
	c.Raw("</svg>\n")
	return c.Finish()
}
