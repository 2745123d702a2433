package zonemap

// legendRows is how many rows the legend has; legendHeight its height.
const legendRow = 26.0

var legendItems = []struct {
	draw func(s *svg, x, y float64)
	text string
}{
	{func(s *svg, x, y float64) { swatch(s, x, y, fillWest) }, "Zone west of the Oder-Neisse (drawn cell)"},
	{func(s *svg, x, y float64) { swatch(s, x, y, fillEast) }, "Zone east of the Oder-Neisse"},
	{func(s *svg, x, y float64) { swatch(s, x, y, fillBerlin) }, "Berlin city zone"},
	{func(s *svg, x, y float64) {
		s.f(`<rect x="%s" y="%s" width="24" height="14" fill="url(#difficult)" stroke="#555555"/>`, n(x), n(y-10))
	}, "Difficult terrain"},
	{func(s *svg, x, y float64) {
		s.f(`<rect x="%s" y="%s" width="24" height="14" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="5 3"/>`, n(x), n(y-10), insertLine)
	}, "Zone of the Seelow insert"},
	{func(s *svg, x, y float64) {
		s.f(`<circle cx="%s" cy="%s" r="7" fill="#ffffff" stroke="#000000"/><text x="%s" y="%s" font-size="7.5" font-weight="bold" text-anchor="middle">12</text>`, n(x+12), n(y-3), n(x+12), n(y-0.3))
	}, "Index number (zone anchor)"},
	{func(s *svg, x, y float64) { star(s, pt{x + 12, y - 3}, "3") }, "Victory points (? not given)"},
	{func(s *svg, x, y float64) { shield(s, pt{x + 12, y - 3}, "20") }, "Garrison (Berlin; ? not given)"},
	{func(s *svg, x, y float64) {
		s.f(`<rect x="%s" y="%s" width="16" height="10" rx="2" fill="#000000"/><text x="%s" y="%s" font-size="8" font-weight="bold" fill="#ffffff">B</text>`, n(x+4), n(y-11), n(x+7), n(y-3))
	}, "Setup letter"},
	{func(s *svg, x, y float64) {
		s.f(`<rect x="%s" y="%s" width="22" height="10" rx="2" fill="%s"/><text x="%s" y="%s" font-size="7" font-weight="bold" fill="#ffffff" text-anchor="middle">US 1</text>`, n(x+1), n(y-11), trackBlue, n(x+12), n(y-3))
		s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2.5" stroke-dasharray="8 4"/>`, n(x+26), n(y-4), n(x+40), n(y-4), trackBlue)
	}, "US track and its known zones"},
	{func(s *svg, x, y float64) { line(s, x, y, adjacentGry, "0.9", "") }, "Adjacent (borders data)"},
	{func(s *svg, x, y float64) { line(s, x, y, adjacentGry, "1", "1 3") }, "Corner only: not adjacent"},
	{func(s *svg, x, y float64) { line(s, x, y, "#444444", "4.5", ""); line(s, x, y, "#ffffff", "2.5", "") }, "White-line link (Seelow insert)"},
	{func(s *svg, x, y float64) { line(s, x, y, riverBlue, "3.5", "") }, "River on the border"},
	{func(s *svg, x, y float64) {
		line(s, x, y, defenceRed, "3", "")
		for k := range 4 {
			xx := x + 4 + 6*float64(k)
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2"/>`, n(xx), n(y-4), n(xx), n(y-10), defenceRed)
		}
	}, "Defence line, teeth towards the attacker"},
	{func(s *svg, x, y float64) {
		s.f(`<circle cx="%s" cy="%s" r="6" fill="#ffd400" stroke="#000000" stroke-width="1.5"/><text x="%s" y="%s" font-size="7" font-weight="bold" text-anchor="middle">N</text>`, n(x+12), n(y-4), n(x+12), n(y-1.5))
	}, "Nexus of the Berlin zones"},
}

func legendHeight() float64 { return 30 + legendRow*float64(len(legendItems)) + 60 }

func drawLegend(s *svg) {
	s.raw(`<g id="legend">`)
	s.f(`<rect width="%s" height="%s" fill="#ffffff" stroke="#333333"/>`, n(legendW), n(legendHeight()))
	s.raw(`<text x="10" y="20" font-size="13" font-weight="bold">Legend</text>`)
	for k, it := range legendItems {
		y := 30 + legendRow*float64(k) + 18
		it.draw(s, 10, y)
		s.f(`<text x="56" y="%s" font-size="10">%s</text>`, n(y), esc(it.text))
	}
	y := 30 + legendRow*float64(len(legendItems)) + 18
	s.f(`<text x="10" y="%s" font-size="9" fill="#444444">Shapes: Voronoi cells of the anchors, a drawing aid.</text>`, n(y))
	s.f(`<text x="10" y="%s" font-size="9" fill="#444444">Sources per datum: bfgdata zone NAME.</text>`, n(y+14))
	s.raw("</g>\n")
}

func swatch(s *svg, x, y float64, fill string) {
	s.f(`<rect x="%s" y="%s" width="24" height="14" fill="%s" stroke="#555555"/>`, n(x), n(y-10), fill)
}

func line(s *svg, x, y float64, stroke, width, dash string) {
	d := ""
	if dash != "" {
		d = ` stroke-dasharray="` + dash + `"`
	}
	s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>`, n(x), n(y-4), n(x+24), n(y-4), stroke, width, d)
}
