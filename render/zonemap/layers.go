package zonemap

import (
	"math"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model/area"
)

// colours of the zone map.
const (
	fillWest    = "#eef0dc"
	fillEast    = "#ead9c0"
	fillBerlin  = "#d6d6d6"
	insertLine  = "#2e7d32"
	riverBlue   = "#2a6fdb"
	defenceRed  = "#a31515"
	adjacentGry = "#8c8c8c"
	trackBlue   = "#1f3f8f"
)

func cellFill(z area.Zone) string {
	switch {
	case z.Berlin:
		return fillBerlin
	case z.Side == "east":
		return fillEast
	}
	return fillWest
}

func (d *drawing) drawCells(s *svg) {
	s.raw(`<defs><pattern id="difficult" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
		`<line x1="0" y1="0" x2="0" y2="8" stroke="#7a6a3a" stroke-width="1" stroke-opacity="0.45"/></pattern></defs>` + "\n")
	s.raw(`<g id="cells">` + "\n")
	for _, id := range d.ids {
		z := d.ed.Map.Zones[id]
		s.f(`<polygon id="cell-%s" points="%s" fill="%s" stroke="#555555" stroke-width="0.8"/>`+"\n", esc(id), points(d.cells[id]), cellFill(z))
		if z.Terrain == "difficult" {
			s.f(`<polygon points="%s" fill="url(#difficult)" stroke="none"/>`+"\n", points(d.cells[id]))
		}
		if z.Insert != "" {
			s.f(`<polygon points="%s" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="5 3"/>`+"\n", points(shrink(d.cells[id], d.at[id], 0.92)), insertLine)
		}
	}
	s.raw("</g>\n")
}

// shrink pulls a polygon towards c, so that an outline drawn inside a cell
// shows beside its neighbours'.
func shrink(ps []pt, c pt, f float64) []pt {
	out := make([]pt, len(ps))
	for i, p := range ps {
		out[i] = c.lerp(p, f)
	}
	return out
}

// edge is the line two zones' cells share, or, where the cells do not
// touch, a short stroke across the middle of the line between anchors.
func (d *drawing) edge(a, b string) (pt, pt) {
	pa, pb := d.at[a], d.at[b]
	mid := pa.lerp(pb, 0.5)
	v := pb.sub(pa)
	l := math.Hypot(v.X, v.Y)
	if l == 0 {
		return mid, mid
	}
	if p, q, ok := sharedEdge(d.cells[a], pa, pb); ok {
		// an outer cells' edge can run far from both anchors: keep the
		// part of it within the anchors' distance of their midpoint
		u := pt{-v.Y / l, v.X / l}
		at := func(e pt) pt { return mid.add(u.scale(math.Max(-l, math.Min(l, e.sub(mid).dot(u))))) }
		return at(p), at(q)
	}
	nrm := pt{-v.Y / l, v.X / l}.scale(math.Min(l/6, 12))
	return mid.sub(nrm), mid.add(nrm)
}

func (d *drawing) drawBorders(s *svg) {
	m := d.ed.Map
	s.raw(`<g id="adjacency">` + "\n")
	for _, b := range m.Borders {
		p, q := d.at[b.Zones[0]], d.at[b.Zones[1]]
		switch {
		case b.Corner:
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1" stroke-dasharray="1 3"/>`+"\n", n(p.X), n(p.Y), n(q.X), n(q.Y), adjacentGry)
		case b.Link == "white-line":
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#444444" stroke-width="4.5"/>`+"\n", n(p.X), n(p.Y), n(q.X), n(q.Y))
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#ffffff" stroke-width="2.5"/>`+"\n", n(p.X), n(p.Y), n(q.X), n(q.Y))
		case b.Road:
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#8b4513" stroke-width="1.5" stroke-dasharray="6 3"/>`+"\n", n(p.X), n(p.Y), n(q.X), n(q.Y))
		default:
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="0.9"/>`+"\n", n(p.X), n(p.Y), n(q.X), n(q.Y), adjacentGry)
		}
	}
	s.raw("</g>\n" + `<g id="rivers">` + "\n")
	for _, b := range m.Borders {
		if b.River == "" {
			continue
		}
		p, q := d.edge(b.Zones[0], b.Zones[1])
		s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="3.5" stroke-linecap="round"><title>%s</title></line>`+"\n",
			n(p.X), n(p.Y), n(q.X), n(q.Y), riverBlue, esc(b.River+": "+b.Zones[0]+" / "+b.Zones[1]))
	}
	s.raw("</g>\n" + `<g id="defence-lines">` + "\n")
	for _, b := range m.Borders {
		if b.DefenceLine == nil {
			continue
		}
		p, q := d.edge(b.Zones[0], b.Zones[1])
		s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="3"/>`+"\n", n(p.X), n(p.Y), n(q.X), n(q.Y), defenceRed)
		// teeth point into the zone the line faces: the attacker's side
		face := d.at[b.DefenceLine.Faces]
		for k := 1; k <= 5; k++ {
			base := p.lerp(q, float64(k)/6)
			v := face.sub(base)
			l := math.Hypot(v.X, v.Y)
			if l == 0 {
				continue
			}
			tip := base.add(v.scale(6 / l))
			s.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2"/>`+"\n", n(base.X), n(base.Y), n(tip.X), n(tip.Y), defenceRed)
		}
	}
	s.raw("</g>\n")
}

func (d *drawing) drawTracks(s *svg) {
	s.raw(`<g id="tracks">` + "\n")
	for _, t := range d.ed.Map.Tracks {
		var ps []pt
		for _, z := range t.Zones {
			if p, ok := d.at[z]; ok {
				ps = append(ps, p)
			}
		}
		if len(ps) > 1 {
			s.f(`<polyline points="%s" fill="none" stroke="%s" stroke-width="2.5" stroke-dasharray="8 4"/>`+"\n", points(ps), trackBlue)
		}
	}
	s.raw("</g>\n")
}

func (d *drawing) drawNexus(s *svg) {
	nx := d.ed.Map.Nexus
	if nx == nil || len(nx.Zones) == 0 {
		return
	}
	// the point where the zones meet: the cell corner nearest the
	// anchors' centre, which lies on every one of their cells
	var c pt
	for _, z := range nx.Zones {
		c = c.add(d.at[z])
	}
	c = c.scale(1 / float64(len(nx.Zones)))
	best, bd := c, math.Inf(1)
	for _, z := range nx.Zones {
		for _, p := range d.cells[z] {
			if dd := p.dist(c); dd < bd {
				best, bd = p, dd
			}
		}
	}
	s.f(`<g id="nexus"><circle cx="%s" cy="%s" r="6" fill="#ffd400" stroke="#000000" stroke-width="1.5"/>`+
		`<text x="%s" y="%s" font-size="7" font-weight="bold" text-anchor="middle">N</text></g>`+"\n",
		n(best.X), n(best.Y), n(best.X), n(best.Y+2.5))
}

func (d *drawing) drawZones(s *svg) {
	s.raw(`<g id="zones">` + "\n")
	for _, id := range d.ids {
		z := d.ed.Map.Zones[id]
		p := d.at[id]
		s.f(`<g id="zone-%s"><title>%s</title>`, esc(id), esc(z.Name+" ("+id+")"))
		if z.Index > 0 {
			s.f(`<circle cx="%s" cy="%s" r="7" fill="#ffffff" stroke="#000000" stroke-width="1"/>`, n(p.X), n(p.Y))
			s.f(`<text x="%s" y="%s" font-size="7.5" font-weight="bold" text-anchor="middle">%d</text>`, n(p.X), n(p.Y+2.7), z.Index)
		} else {
			s.f(`<circle cx="%s" cy="%s" r="2.5" fill="#000000"/>`, n(p.X), n(p.Y))
		}
		name := z.Name
		if z.NameUnknown {
			name = "(" + id + ")"
		}
		s.f(`<text x="%s" y="%s" font-size="6.5" text-anchor="middle" stroke="#ffffff" stroke-width="2" paint-order="stroke">%s</text>`, n(p.X), n(p.Y+14), esc(name))
		if z.VP != nil {
			star(s, p.add(pt{-14, -9}), valueText(z.VP))
		}
		if z.Garrison != nil {
			shield(s, p.add(pt{14, -9}), valueText(z.Garrison))
		}
		if len(z.Flags) > 0 {
			t := strings.Join(z.Flags, " ")
			w := 5 + 5*float64(len(t))
			s.f(`<rect x="%s" y="%s" width="%s" height="10" rx="2" fill="#000000"/>`, n(p.X+8), n(p.Y-18), n(w))
			s.f(`<text x="%s" y="%s" font-size="8" font-weight="bold" fill="#ffffff">%s</text>`, n(p.X+10.5), n(p.Y-10), esc(t))
		}
		for k, t := range z.Tracks {
			q := p.add(pt{-30, 4 + 11*float64(k)})
			s.f(`<rect x="%s" y="%s" width="22" height="10" rx="2" fill="%s"/>`, n(q.X-11), n(q.Y-8), trackBlue)
			s.f(`<text x="%s" y="%s" font-size="7" font-weight="bold" fill="#ffffff" text-anchor="middle">US %d</text>`, n(q.X), n(q.Y), t)
		}
		s.raw("</g>\n")
	}
	s.raw("</g>\n")
}

// valueText is a value as the map prints it: the number, or ? when the
// sources do not give it.
func valueText(v *area.Value) string {
	if k, ok := v.Get(); ok {
		return strconv.Itoa(k)
	}
	return "?"
}

// star draws a five-pointed VP star with its value.
func star(s *svg, c pt, label string) {
	var ps []pt
	for k := range 10 {
		r := 8.0
		if k%2 == 1 {
			r = 3.4
		}
		a := -math.Pi/2 + float64(k)*math.Pi/5
		ps = append(ps, pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)})
	}
	s.f(`<polygon points="%s" fill="#e53935" stroke="#000000" stroke-width="0.6"/>`, points(ps))
	s.f(`<text x="%s" y="%s" font-size="6" font-weight="bold" fill="#ffffff" text-anchor="middle">%s</text>`, n(c.X), n(c.Y+2.6), esc(label))
}

// shield draws a garrison shield with its value.
func shield(s *svg, c pt, label string) {
	s.f(`<path d="M%s %s h14 v6 q0 7 -7 10 q-7 -3 -7 -10 z" fill="#37474f" stroke="#000000" stroke-width="0.6"/>`, n(c.X-7), n(c.Y-8))
	s.f(`<text x="%s" y="%s" font-size="6.5" font-weight="bold" fill="#ffffff" text-anchor="middle">%s</text>`, n(c.X), n(c.Y+1), esc(label))
}
