package render

import (
	"fmt"
	"strconv"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// titleBlock heads the sidebar: the edition (title, publisher, rules and
// counters), the scenario when there is one, the map's size and how to read
// hex ids.
func titleBlock(s *sidebar, in legendInput) {
	ed := in.opts.Edition
	title := "Map of edition " + in.m.Edition
	if ed != nil && ed.Title != "" {
		title = ed.Title
	}
	top := s.y
	s.textAt(s.x, s.w-70, title, "legend-title", 34, true)
	northArrow(s.c, point{X: s.x + s.w - 26, Y: top + 26})
	if ed != nil {
		if ed.Subtitle != "" {
			s.text(ed.Subtitle, "legend-subtitle", 15, false)
		}
		s.y += 6
		s.text(fmt.Sprintf("Edition %s: %s, %d", ed.ID, ed.Publisher, ed.Year), "legend-text", 13, false)
		if ed.Rulebook.Title != "" {
			s.text("Rules: "+ed.Rulebook.Title, "legend-text", 13, false)
		}
		if ed.CounterSet.Title != "" {
			s.text("Counters: "+ed.CounterSet.Title, "legend-text", 13, false)
		}
	}
	if in.opts.Scenario != "" {
		s.y += 8
		s.text("Scenario: "+in.opts.Scenario, "legend-scenario", 22, true)
	}
	s.y += 8
	l := in.l
	s.text(fmt.Sprintf("%d rows by %d columns; hex %s in across the flats; map %s by %s in.",
		l.rows, l.cols, markup.InchString(l.hexSizeInches), markup.InchString(l.inches(l.mapW)), markup.InchString(l.inches(l.mapH))), "legend-small", 11, false)
	s.text("North is up. Hex ids are RRCC: row counted from the south edge, column from the west edge; even rows sit half a hex east of odd rows.", "legend-small", 11, false)
}

func northArrow(c *canvas, at point) {
	c.Group(markup.Class("legend-north"), markup.Translate(at, 1))
	c.Path("M0,-22L9,4L0,-2L-9,4Z")
	c.Text(0, 22, "N", markup.Attr("text-anchor", "middle"), markup.Attr("font-size", "16"), markup.Attr("font-weight", "bold"))
	c.Gend()
}

// documentTitle is the SVG's <title>, which viewers show as its name.
func documentTitle(m *model.Map, opts Options) string {
	t := "Map of edition " + m.Edition
	if opts.Edition != nil && opts.Edition.Title != "" {
		t = opts.Edition.Title + " (" + opts.Edition.Publisher + " " + strconv.Itoa(opts.Edition.Year) + ")"
	}
	if opts.Scenario != "" {
		t += ": " + opts.Scenario
	}
	return t
}
