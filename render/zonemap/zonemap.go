package zonemap

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model/area"
)

// Options choose how the zone map is printed.
type Options struct {
	// WidthIn is the printed width of the whole drawing in inches; 0 is 11.
	WidthIn float64
}

// scale is the user units per degree of latitude: Berlin's zones, the
// smallest, are a few tens of units apart at this scale.
const (
	scale   = 520.0
	margin  = 0.12 // degrees of latitude round the anchors
	titleH  = 70.0
	legendW = 300.0
	pad     = 20.0
	// reach is how far (degrees of latitude) a cell may reach from its
	// anchor, and reachBerlin a city zone's: beyond, the map is blank
	reach       = 0.4
	reachBerlin = 0.09
)

// drawing is the zone map being laid out: the anchors projected, the
// cells cut, and where the map sits on the page.
type drawing struct {
	ed    *area.Edition
	ids   []string
	at    map[string]pt
	cells map[string][]pt
	mapW  float64
	mapH  float64
}

// layout projects the anchors (longitude shrunk by the cosine of the mean
// latitude, so that the shapes are not stretched) and cuts the cells.
func layout(ed *area.Edition) (*drawing, error) {
	m := ed.Map
	d := &drawing{ed: ed, ids: m.ZoneIDs(), at: map[string]pt{}, cells: map[string][]pt{}}
	minLon, maxLon, minLat, maxLat := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, id := range d.ids {
		a := m.Zones[id].At
		if a == nil {
			return nil, fmt.Errorf("zone %q has no anchor point (at): the zone map places every zone by its anchor", id)
		}
		minLon, maxLon = math.Min(minLon, a.Lon), math.Max(maxLon, a.Lon)
		minLat, maxLat = math.Min(minLat, a.Lat), math.Max(maxLat, a.Lat)
	}
	if len(d.ids) == 0 {
		return nil, fmt.Errorf("the map has no zones to draw")
	}
	cosLat := math.Cos((minLat + maxLat) / 2 * math.Pi / 180)
	mx := margin / cosLat
	d.mapW = (maxLon - minLon + 2*mx) * cosLat * scale
	d.mapH = (maxLat - minLat + 2*margin) * scale
	sites := make([]pt, len(d.ids))
	for i, id := range d.ids {
		a := m.Zones[id].At
		sites[i] = pt{(a.Lon - minLon + mx) * cosLat * scale, (maxLat + margin - a.Lat) * scale}
		d.at[id] = sites[i]
	}
	for i, id := range d.ids {
		r := reach * scale
		if m.Zones[id].Berlin {
			r = reachBerlin * scale
		}
		d.cells[id] = within(cell(sites, i, d.mapW, d.mapH), sites[i], r)
	}
	return d, nil
}

// ZoneMap writes the edition's zone map as one SVG document.
func ZoneMap(w io.Writer, ed *area.Edition, opts Options) error {
	if ed == nil || ed.Map == nil {
		return fmt.Errorf("no zone map to draw")
	}
	d, err := layout(ed)
	if err != nil {
		return err
	}
	width := opts.WidthIn
	if width <= 0 {
		width = 11
	}
	totalW := pad + d.mapW + pad + legendW + pad
	totalH := titleH + d.mapH + pad
	if lh := titleH + legendHeight(); lh > totalH {
		totalH = lh
	}
	bw := bufio.NewWriter(w)
	s := &svg{w: bw}
	s.f(`<svg xmlns="http://www.w3.org/2000/svg" width="%sin" height="%sin" viewBox="0 0 %s %s" font-family="DejaVu Sans, Arial, sans-serif">`+"\n",
		markup.InchString(width), markup.InchString(width*totalH/totalW), n(totalW), n(totalH))
	s.f("<title>%s</title>\n", esc(title(ed)))
	s.raw(`<rect width="100%" height="100%" fill="#ffffff"/>` + "\n")
	d.drawTitle(s)
	s.f(`<g transform="translate(%s,%s)">`+"\n", n(pad), n(titleH))
	s.f(`<rect width="%s" height="%s" fill="#f4f1e6" stroke="#333333" stroke-width="1.5"/>`+"\n", n(d.mapW), n(d.mapH))
	d.drawCells(s)
	d.drawBorders(s)
	d.drawTracks(s)
	d.drawNexus(s)
	d.drawZones(s)
	s.raw("</g>\n")
	s.f(`<g transform="translate(%s,%s)">`+"\n", n(pad+d.mapW+pad), n(titleH))
	drawLegend(s)
	s.raw("</g>\n</svg>\n")
	if s.err != nil {
		return s.err
	}
	return bw.Flush()
}

// title is the map's title: the edition's, and what the drawing is.
func title(ed *area.Edition) string {
	t := ed.Info.Title
	if t == "" {
		t = ed.Info.ID
	}
	return t + ": zone map (reconstructed)"
}

func (d *drawing) drawTitle(s *svg) {
	s.f(`<text x="%s" y="30" font-size="22" font-weight="bold">%s</text>`+"\n", n(pad), esc(title(d.ed)))
	s.f(`<text x="%s" y="52" font-size="12" fill="#444444">%s</text>`+"\n", n(pad),
		esc("Zone shapes drawn from the anchor points (Voronoi cells), not the printed map. "+
			"Adjacency is the borders data: the grey lines between anchors."))
}

// svg writes the document, keeping the first write error.
type svg struct {
	w   *bufio.Writer
	err error
}

func (s *svg) f(format string, args ...any) {
	if s.err == nil {
		_, s.err = fmt.Fprintf(s.w, format, args...)
	}
}

func (s *svg) raw(t string) {
	if s.err == nil {
		_, s.err = s.w.WriteString(t)
	}
}

// n prints a coordinate with two decimals.
func n(v float64) string { return markup.Num(v) }

func esc(t string) string { return html.EscapeString(t) }

// points prints a polygon's points attribute.
func points(ps []pt) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(n(p.X) + "," + n(p.Y))
	}
	return b.String()
}
