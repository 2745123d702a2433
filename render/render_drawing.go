package render

import (
	"io"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Drawing is a map drawn as Map draws it, held to be written in windows:
// a printed document that cuts the map into pages shows each page's
// window of the one drawing.
type Drawing struct{ d *mapDoc }

// DrawMap draws m as Map does, with the same options and refusals, and
// writes nothing.
func DrawMap(m *model.Map, tec *model.TEC, opts Options) (*Drawing, error) {
	d, err := planMap(m, tec, opts)
	if err != nil {
		return nil, err
	}
	return &Drawing{d: d}, nil
}

// DrawingLayout is where a Drawing puts the map and its sidebar, in the
// drawing's user units (a hex is 100 across its flats).
type DrawingLayout struct {
	// Width and Height are the page's, the map and the sidebar together.
	Width, Height float64
	// Margin is the blank edge around them.
	Margin float64
	// SidebarX and SidebarY are the top-left of the sidebar (title
	// block, legend and off-map units), SidebarWidth its width.
	SidebarX, SidebarY, SidebarWidth float64
	// InchesPerUnit turns user units into inches at the hex size.
	InchesPerUnit float64
	// HexSize is the hex's width across the flats, in inches.
	HexSize float64
}

// Layout says where the drawing puts things.
func (dr *Drawing) Layout() DrawingLayout {
	l := dr.d.l
	return DrawingLayout{Width: l.pageW, Height: l.pageH, Margin: pageMargin,
		SidebarX: l.sideX, SidebarY: l.sideY, SidebarWidth: sidebarWidth,
		InchesPerUnit: l.inchesPerUnit, HexSize: l.hexSizeInches}
}

// Title is the drawing's title: the <title> Map writes.
func (dr *Drawing) Title() string { return dr.d.title }

// CSS is the drawing's style sheet, without <style>. A page showing
// windows adds MotifCSS after it.
func (dr *Drawing) CSS() string { return dr.d.css }

// Defs is the drawing's <defs> element, which every window uses.
func (dr *Drawing) Defs() string { return dr.d.defs }

// MotifCSS fills the terrains flat for windows, which draw terrain motifs
// as shapes inside each hex rather than as SVG pattern fills: a browser
// printing to PDF turns every pattern fill into a picture, which makes a
// paged map's PDF many times larger and softer.
func (dr *Drawing) MotifCSS() string { return motifCSS(dr.d.terrain) }

// WriteMotifs writes to w, for the page's <defs>, the motif shapes
// windows draw.
func (dr *Drawing) WriteMotifs(w io.Writer) error {
	c := markup.NewCanvas(w)
	writeMotifs(c, dr.d.terrain)
	return c.Finish()
}

// windowMargin is how far beyond a window, in user units, a hex's centre
// may lie and the hex still be drawn in it: a hex sticks out of its centre
// by half a hex, a city's name by more.
const windowMargin = 1.3 * hexWidth

// WriteWindow writes to w the layers of the part of the map within x0, y0
// to x1, y1 (user units), for an <svg> whose viewBox is that window: the
// hexes near it, and the sidebar if it shows. idPrefix goes before every
// id, so that a page holding several windows keeps its ids unique.
func (dr *Drawing) WriteWindow(w io.Writer, idPrefix string, x0, y0, x1, y1 float64) error {
	l := dr.d.l
	near := func(h model.Hex) bool {
		p := l.centre(h)
		return p.X >= x0-windowMargin && p.X <= x1+windowMargin && p.Y >= y0-windowMargin && p.Y <= y1+windowMargin
	}
	var hexes []model.Hex
	for _, h := range dr.d.m.HexIDs() {
		if near(h) {
			hexes = append(hexes, h)
		}
	}
	sidebar := x1 >= l.sideX-20 && y1 >= l.sideY-20
	c := markup.NewCanvas(w)
	c.IDPrefix = idPrefix
	d := *dr.d
	d.motifs = true
	d.drawBody(c, hexes, near, sidebar)
	return c.Finish()
}
