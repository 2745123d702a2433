package render

import (
	"bytes"
	"errors"
	"io"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// inkscapeNS is the namespace of the attributes that make groups layers.
const inkscapeNS = "http://www.inkscape.org/namespaces/inkscape"

// Map writes m as an SVG to w: the map with north up, a legend and title
// block beside it, and opts.Units as counters. tec supplies the terrain
// names and the list of terrains that get a fill; a hex whose terrain the
// chart lacks is drawn in a loud "unknown" fill and named in the legend.
//
// Map returns an error, before writing anything, when the options or units
// cannot be drawn (a unit on a hex the map lacks, a zone range that does
// not parse); otherwise only write errors.
func Map(w io.Writer, m *model.Map, tec *model.TEC, opts Options) error {
	d, err := planMap(m, tec, opts)
	if err != nil {
		return err
	}
	c := markup.NewCanvas(w)
	width := markup.InchString(d.l.inches(d.l.pageW)) + "in"
	height := markup.InchString(d.l.inches(d.l.pageH)) + "in"
	viewBox := "0 0 " + markup.Num(d.l.pageW) + " " + markup.Num(d.l.pageH)
	if d.pixelsW > 0 {
		width, height = markup.Itoa(d.pixelsW), markup.Itoa(d.pixelsH)
		viewBox = "0 0 " + markup.FineNum(d.l.pageW) + " " + markup.FineNum(d.l.pageH)
	}
	c.Startraw(markup.Attr("width", width), markup.Attr("height", height), markup.Attr("viewBox", viewBox), markup.Attr("xmlns:inkscape", inkscapeNS))
	c.Title(d.title)
	c.Style("text/css", d.css)
	c.Raw(d.defs)
	c.Raw(d.body)
	c.End()
	return c.Finish()
}

// mapDoc is a map drawn and ready to be written: as an SVG file of its
// own (Map) or inside a printed document that cuts it into pages.
type mapDoc struct {
	l     *layout
	title string
	css   string // the style sheet, without <style>
	defs  string // the <defs> element
	body  string // the paper and every layer, in user units

	// what drawBody draws again for a window of the map
	m       *model.Map
	terrain *terrainPlan
	prov    *provenancePlan
	zones   []zoneOutline
	units   *unitPlacement
	play    Play
	hideIDs bool
	// haloCopy draws label halos as copies (Options.HaloCopy)
	haloCopy bool
	// the page in whole pixels when Options.Pixels is set, else zero
	pixelsW, pixelsH int
	motifs           bool   // terrain motifs as shapes, not pattern fills
	legend           string // the sidebar: title block, legend, sources
	panel            string // the sidebar's counters, which sit in the units layer
}

// planMap draws the map into a mapDoc. It refuses options or units that
// cannot be drawn; it writes nothing anywhere.
func planMap(m *model.Map, tec *model.TEC, opts Options) (*mapDoc, error) {
	if m == nil {
		return nil, errors.New("render: no map given")
	}
	if tec == nil {
		return nil, errors.New("render: no Terrain Effects Chart given; it names the terrains the map is filled with")
	}
	hexSize, err := opts.hexSize()
	if err != nil {
		return nil, err
	}
	zones, err := planZones(m)
	if err != nil {
		return nil, err
	}
	units, err := placeUnits(m, opts.Units)
	if err != nil {
		return nil, err
	}
	l := newLayout(m, hexSize)
	placeZoneLabels(l, m, zones)
	terrain := planTerrain(m, tec)
	var prov *provenancePlan
	if opts.Provenance {
		prov = planProvenance(m)
	}

	// The legend is drawn first, aside: its height decides the page's,
	// which the <svg> element states before anything else.
	var legend, panel bytes.Buffer
	lc, pc := markup.NewCanvas(&legend), markup.NewCanvas(&panel)
	l.fitHeight(drawLegend(lc, pc, legendInput{m: m, tec: tec, opts: opts, l: l, terrain: terrain, zones: zones, units: units, prov: prov}))
	if err := errors.Join(lc.Finish(), pc.Finish()); err != nil {
		return nil, err
	}
	d := &mapDoc{l: l, title: documentTitle(m, opts), css: css(terrain),
		m: m, terrain: terrain, prov: prov, zones: zones, units: units, play: opts.Play, hideIDs: opts.HideHexIDs,
		haloCopy: opts.HaloCopy, legend: legend.String(), panel: panel.String()}
	if opts.HaloCopy {
		d.css += haloCopyCSS
	}
	if opts.Pixels {
		d.pixelsW, d.pixelsH = l.wholePixels()
	}

	var defs, body bytes.Buffer
	dc := markup.NewCanvas(&defs)
	writeDefs(dc, terrain)
	c := markup.NewCanvas(&body)
	d.drawBody(c, m.HexIDs(), nil, true)
	if err := errors.Join(dc.Finish(), c.Finish()); err != nil {
		return nil, err
	}
	d.defs, d.body = defs.String(), body.String()
	return d, nil
}

// drawBody draws the paper and the layers: of the hexes given (hexsides
// and counters beside or on a hex keep accepts, all when keep is nil), and
// the sidebar when withSidebar is set. Borders and zones are drawn whole.
func (d *mapDoc) drawBody(c *canvas, hexes []model.Hex, keep func(model.Hex) bool, withSidebar bool) {
	l, m := d.l, d.m
	c.Rect(0, 0, l.pageW, l.pageH, markup.Attr("fill", "#ffffff"), c.ID("paper"))
	drawTerrainLayer(c, l, m, d.terrain, hexes, d.motifs)
	if d.prov != nil {
		drawProvenanceLayer(c, l, d.prov, hexes)
	}
	drawGridLayer(c, l, hexes)
	drawHexsidesLayer(c, l, m, keep)
	drawBordersLayer(c, l, m)
	drawZonesLayer(c, l, d.zones, d.haloCopy)
	drawCitiesLayer(c, l, m, hexes, d.haloCopy)
	c.Layer("labels")
	if !d.hideIDs {
		drawHexIDs(c, l, hexes)
	}
	c.Gend()
	c.Layer("units")
	units := d.units
	if keep != nil {
		kept := *units
		kept.stacks = nil
		for _, s := range units.stacks {
			if keep(s.hex) {
				kept.stacks = append(kept.stacks, s)
			}
		}
		units = &kept
	}
	drawUnits(c, l, units)
	if withSidebar {
		c.Raw(d.panel)
	}
	c.Gend()
	drawPlayLayer(c, l, d.play)
	c.Layer("legend")
	if withSidebar {
		c.Raw(d.legend)
	}
	c.Gend()
}
