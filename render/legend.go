package render

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// legendInput is everything the sidebar reports on.
type legendInput struct {
	m       *model.Map
	tec     *model.TEC
	opts    Options
	l       *layout
	terrain *terrainPlan
	zones   []zoneOutline
	units   *unitPlacement
	prov    *provenancePlan
}

// sidebar lays out the title block, the legend and the off-map panel top to
// bottom in the column right of the map. y is the top of the next item.
// The panel's counters go to units, not c, so that they sit in the units
// layer and hide with the counters on the map.
type sidebar struct {
	c     *canvas
	units *canvas
	x, w  float64
	y     float64
}

// Sidebar type sizes: font size and line height, in user units.
const (
	swatchWidth  = 64.0
	rowMinH      = 36.0
	miniHexScale = 0.28
)

// text writes t wrapped to the column width in the given class.
func (s *sidebar) text(t, cls string, size float64, bold bool) {
	s.textAt(s.x, s.w, t, cls, size, bold)
}

func (s *sidebar) textAt(x, w float64, t, cls string, size float64, bold bool) {
	for _, line := range wrap(t, w, size, bold) {
		s.c.Text(x, s.y+size, line, markup.Class(cls))
		s.y += size * 1.35
	}
}

func (s *sidebar) heading(t string) {
	s.y += 14
	s.text(t, "legend-head", 17, true)
	s.y += 4
}

// row draws a swatch centred in a box at the left and the text beside it.
func (s *sidebar) row(t string, swatch func(centre point)) {
	lines := wrap(t, s.w-swatchWidth, 13, false)
	h := max(rowMinH, float64(len(lines))*13*1.35+8)
	swatch(point{X: s.x + swatchWidth/2 - 4, Y: s.y + h/2})
	ty := s.y + h/2 - float64(len(lines))*13*1.35/2
	for _, line := range lines {
		s.c.Text(s.x+swatchWidth, ty+13, line, markup.Class("legend-text"))
		ty += 13 * 1.35
	}
	s.y += h
}

// wrap breaks t into lines that fit width at the given font size.
func wrap(t string, width, size float64, bold bool) []string {
	words := strings.Fields(t)
	if len(words) == 0 {
		return nil
	}
	var lines []string
	line := words[0]
	for _, w := range words[1:] {
		if markup.TextWidth(line+" "+w, size, bold) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line += " " + w
	}
	return append(lines, line)
}

// drawLegend writes the sidebar to c, and the counters of its off-map
// panel to units, and returns its height.
func drawLegend(c, units *canvas, in legendInput) float64 {
	s := &sidebar{c: c, units: units, x: in.l.sideX, w: sidebarWidth, y: in.l.sideY}
	titleBlock(s, in)
	terrainLegend(s, in)
	hexsideLegend(s, in)
	borderLegend(s, in)
	cityLegend(s)
	zoneLegend(s, in)
	if len(in.units.stacks)+len(in.units.boxes) > 0 {
		counterLegend(s, in.units)
	}
	if in.prov != nil {
		provenanceLegend(s, in)
	}
	if len(in.units.boxes) > 0 {
		offMapPanel(s, in.units)
	}
	sourceList(s, in.m)
	s.y += 16
	c.Rect(s.x-20, in.l.sideY-20, s.w+40, s.y-in.l.sideY+20, markup.Class("legend-frame"))
	return s.y - in.l.sideY + 4
}

// miniHex places a small hex in the legend with the given classes.
func miniHex(c *canvas, at point, classes ...string) {
	c.Use(0, 0, "#hex", markup.Translate(at, miniHexScale), markup.Class(classes...))
}

func terrainLegend(s *sidebar, in legendInput) {
	s.heading("Terrain")
	for _, t := range in.terrain.styles {
		s.row(fmt.Sprintf("%s (%s)", t.name, markup.CountLabel(t.count, "hex", "hexes")), func(p point) { miniHex(s.c, p, t.class) })
	}
	fortified := 0
	for _, info := range in.m.Hexes {
		if info.Fortified {
			fortified++
		}
	}
	name := "Fortified"
	if e, ok := in.tec.FeatureEntry("fortified"); ok && e.Name != "" {
		name = e.Name
	}
	s.row(fmt.Sprintf("%s: sawtooth inside the hex (%s)", name, markup.CountLabel(fortified, "hex", "hexes")), func(p point) {
		miniHex(s.c, p, "legend-hex")
		s.c.Use(0, 0, "#fort", markup.Translate(p, miniHexScale))
	})
}

// tecName returns the chart's name for an entry, or fallback.
func tecName(e model.TECEntry, ok bool, fallback string) string {
	if ok && e.Name != "" {
		return e.Name
	}
	return fallback
}

func hexsideLegend(s *sidebar, in legendInput) {
	counts := map[model.HexsideType]int{}
	for _, info := range in.m.Hexsides {
		counts[info.Type]++
	}
	s.heading("Hexsides")
	for _, h := range []struct {
		t        model.HexsideType
		fallback string
		draw     func(p, q point)
	}{
		{model.HexsideRiver, "River", func(p, q point) { s.c.Line(p.X, p.Y, q.X, q.Y, markup.Class("river")) }},
		{model.HexsideLake, "Lake", func(p, q point) {
			xs, ys := markup.PolygonXY(bar(p, q, lakeWidth))
			s.c.Polygon(xs, ys, markup.Class("lake"))
		}},
		{model.HexsideBlocked, "Blocked", func(p, q point) {
			xs, ys := markup.PolygonXY(bar(p, q, blockedWidth))
			s.c.Polygon(xs, ys, markup.Class("blocked"))
		}},
	} {
		e, ok := in.tec.HexsideEntry(string(h.t))
		s.row(fmt.Sprintf("%s (%s)", tecName(e, ok, h.fallback), markup.CountLabel(counts[h.t], "hexside", "hexsides")), func(p point) {
			h.draw(p.Add(point{X: -22, Y: 0}), p.Add(point{X: 22, Y: 0}))
		})
		delete(counts, h.t)
	}
	// what is left are types the renderer does not know: name each one
	unknown := make([]string, 0, len(counts))
	for t := range counts {
		unknown = append(unknown, string(t))
	}
	sort.Strings(unknown)
	for _, t := range unknown {
		s.row(fmt.Sprintf("Unknown hexside type %q (%s)", t, markup.CountLabel(counts[model.HexsideType(t)], "hexside", "hexsides")), func(p point) {
			s.c.Line(p.X-22, p.Y, p.X+22, p.Y, markup.Class("hexside-unknown"))
		})
	}
}

func borderLegend(s *sidebar, in legendInput) {
	s.heading("Borders (derived from the hexes' regions)")
	border := func(id, fallback string) string {
		for _, e := range in.tec.Borders {
			if e.ID == id && e.Name != "" {
				return e.Name
			}
		}
		return fallback
	}
	line := func(cls string) func(point) {
		return func(p point) {
			s.c.Path(markup.PathData(false, []point{p.Add(point{X: -26, Y: 0}), p.Add(point{X: 26, Y: 0})}), markup.Class(cls))
		}
	}
	s.row(fmt.Sprintf("%s (%s)", border("theater-boundary", "Theater Boundary"), markup.CountLabel(len(in.m.TheaterBoundary()), "hexside", "hexsides")), line("theater-boundary"))
	s.row(fmt.Sprintf("%s (%s)", border("yugoslav-border", "Yugoslav border"), markup.CountLabel(len(in.m.YugoslavBorder()), "hexside", "hexsides")), line("yugoslav-border"))
	s.row("Boundary hex (Berlin): the Theater Boundary runs around it", func(p point) {
		miniHex(s.c, p, "legend-hex")
		s.c.Use(0, 0, "#hex-inset", markup.Translate(p, miniHexScale), markup.Class("boundary-hex"))
	})
}

func cityLegend(s *sidebar) {
	s.heading("Cities")
	s.row("City; the number is its victory points", func(p point) {
		s.c.CenterRect(p.X, p.Y, 21, 21, markup.Class("city-square"))
		s.c.Text(p.X, p.Y+4.5, "3", markup.Class("city-vp"))
	})
	s.row("Capital", func(p point) {
		s.c.CenterRect(p.X, p.Y, 27, 27, markup.Class("city-capital-outer"))
		s.c.CenterRect(p.X, p.Y, 20, 20, markup.Class("city-square"))
		s.c.Text(p.X, p.Y+4.5, "5", markup.Class("city-vp"))
	})
	s.row("Berlin", func(p point) {
		s.c.CenterRect(p.X, p.Y, 26, 26, markup.Class("city-berlin"))
		s.c.Text(p.X, p.Y+4.5, "10", markup.Class("city-vp", "city-vp-berlin"))
	})
	s.row("Port", func(p point) { s.c.Use(p.X, p.Y, "#anchor", markup.Class("port")) })
}

func zoneLegend(s *sidebar, in legendInput) {
	if len(in.zones) == 0 {
		return
	}
	s.heading("Zones")
	for _, z := range in.zones {
		t := z.zone.Name
		var details []string
		if z.zone.Kind != "" {
			details = append(details, string(z.zone.Kind))
		}
		details = append(details, markup.CountLabel(len(z.hexes), "hex", "hexes"))
		if z.zone.Rule != "" {
			details = append(details, "rule "+z.zone.Rule)
		}
		t += " (" + strings.Join(details, ", ") + ")"
		s.row(t, func(p point) {
			s.c.Group(markup.Class("zone", z.class))
			s.c.Path(markup.PathData(false, []point{p.Add(point{X: -26, Y: 0}), p.Add(point{X: 26, Y: 0})}), markup.Class("zone-line"))
			s.c.Gend()
		})
	}
}

// counterLegend explains a counter with an annotated sample, then the
// nationalities and arms that appear.
func counterLegend(s *sidebar, up *unitPlacement) {
	s.heading("Counters")
	const scale = 1.5
	centre := point{X: s.x + CounterSize*scale/2 + 4, Y: s.y + CounterSize*scale/2 + 4}
	drawCounterFace(s.c.SVG, counterFace{
		nation: "sample", label: "Unit", mark: "XXX", symbol: symbolID(model.Infantry), values: "A-D-M",
		title: "How to read a counter",
	}, centre, scale)
	tx := centre.X + CounterSize*scale/2 + 16
	for _, a := range []struct {
		y float64
		t string
	}{
		{-23, "designation"},
		{-12, "size: XXX corps, XXXX army, XXXXX front"},
		{1, "arm: the NATO symbol"},
		{22, "attack - defense - movement"},
	} {
		s.c.Text(tx, centre.Y+a.y*scale+4, a.t, markup.Class("legend-small"))
	}
	s.y += CounterSize*scale + 16
	for _, n := range up.nations {
		s.row(n.name, func(p point) {
			s.c.Group(markup.Class("nat-" + n.key))
			s.c.CenterRect(p.X, p.Y, 44, 28, markup.Class("counter-face", "face-"+n.key))
			s.c.Text(p.X, p.Y+4, "A-D-M", markup.Class("legend-ink"))
			s.c.Gend()
		})
	}
	for _, a := range up.types {
		s.row(a.name, func(p point) { s.c.Use(p.X, p.Y, "#"+symbolID(a.typ), markup.Class("nat-sample")) })
	}
	if up.unknownTy {
		s.row("Arm not known to the renderer", func(p point) { s.c.Use(p.X, p.Y, "#"+unknownSymbol, markup.Class("nat-sample")) })
	}
}

func provenanceLegend(s *sidebar, in legendInput) {
	s.heading("Provenance: what the map's data rests on")
	s.text("Each hex is shaded by the kind of source of its data. Anything not green is a reconstruction: check it against the printed map.", "legend-small", 11, false)
	s.y += 4
	for _, pc := range provenanceClasses {
		n := in.prov.hexes[pc.key]
		if n == 0 {
			continue
		}
		s.row(fmt.Sprintf("%s (%s)", pc.name, markup.CountLabel(n, "hex", "hexes")), func(p point) {
			miniHex(s.c, p, "legend-hex")
			miniHex(s.c, p, "prov", "prov-"+pc.key)
		})
	}
	if n := len(in.prov.mixed); n > 0 {
		s.row(fmt.Sprintf("Facts of one hex from different kinds of source (%s)", markup.CountLabel(n, "hex", "hexes")), func(p point) {
			miniHex(s.c, p, "legend-hex")
			s.c.Use(0, 0, "#hex-inset", markup.Translate(p, miniHexScale), markup.Class("prov-mixed"))
		})
	}
	s.text("Hexsides: "+provenanceSummary(in.prov.hexsides)+".", "legend-small", 11, false)
	s.text("Zones: "+provenanceSummary(in.prov.zones)+".", "legend-small", 11, false)
}

// offMapPanel lists the counters that stand in a zone or an off-map box,
// under the box's name, in the order the caller gave them.
func offMapPanel(s *sidebar, up *unitPlacement) {
	s.heading("Units in zones and boxes")
	const pitch = CounterSize + 8
	perRow := int(s.w / pitch)
	for _, b := range up.boxes {
		s.text(fmt.Sprintf("%s (%s)", b.name, markup.CountLabel(len(b.units), "unit", "units")), "legend-box", 13, true)
		s.y += 4
		for i, u := range b.units {
			col, row := i%perRow, i/perRow
			drawCounter(s.units.SVG, u, point{X: s.x + pitch/2 + float64(col)*pitch, Y: s.y + pitch/2 + float64(row)*pitch}, 1, markup.Attr("data-box", b.name))
		}
		s.y += float64((len(b.units)+perRow-1)/perRow)*pitch + 6
	}
}

func sourceList(s *sidebar, m *model.Map) {
	if len(m.Sources) == 0 {
		return
	}
	s.heading("Sources of the map data")
	for _, src := range m.Sources {
		s.text(fmt.Sprintf("%s: %s [%s]", src.ID, src.Title, src.Kind), "legend-small", 11, false)
	}
}
