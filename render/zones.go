package render

import (
	"fmt"
	"math"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// zoneKinds are the kinds of zone the style colours, in legend order.
var zoneKinds = []model.ZoneKind{model.ZoneArea, model.ZoneExit, model.ZoneReplacement, model.ZonePort, model.ZoneSetup}

func zoneKindClass(k model.ZoneKind) string {
	for _, z := range zoneKinds {
		if z == k {
			return "zone-" + string(k)
		}
	}
	return "zone-other"
}

// zoneOutline is one zone ready to draw.
type zoneOutline struct {
	id    string
	zone  model.Zone
	hexes []model.Hex
	label model.Hex // the zone's central hex, where placing its name starts
	// labelAt is the baseline middle of the name (placeZoneLabels)
	labelAt point
	class   string
	inset   float64 // how far towards the hex centres the outline is pulled
}

// planZones expands every zone's hexes and ranges. Zones that overlap are
// pulled in by different amounts so each outline stays visible.
func planZones(m *model.Map) ([]zoneOutline, error) {
	var out []zoneOutline
	for i, id := range m.ZoneIDs() {
		z := m.Zones[id]
		hexes, err := z.AllHexes()
		if err != nil {
			return nil, fmt.Errorf("render: zone %q: %w", id, err)
		}
		if len(hexes) == 0 {
			continue
		}
		out = append(out, zoneOutline{
			id: id, zone: z, hexes: hexes,
			label: centralHex(hexes),
			class: zoneKindClass(z.Kind),
			inset: 0.86 - 0.08*float64(i%3),
		})
	}
	return out, nil
}

// centralHex returns the hex nearest the middle of hexes (the first by id on
// a tie), where a zone's name reads best.
func centralHex(hexes []model.Hex) model.Hex {
	var sx, sy float64
	for _, h := range hexes {
		sx += float64(h.Col) + 0.5*float64(h.Row%2)
		sy += float64(h.Row)
	}
	n := float64(len(hexes))
	mx, my := sx/n, sy/n
	best, bestD := hexes[0], math.Inf(1)
	for _, h := range hexes {
		dx := float64(h.Col) + 0.5*float64(h.Row%2) - mx
		dy := (float64(h.Row) - my) * sqrt3 / 2
		if d := dx*dx + dy*dy; d < bestD-1e-9 {
			best, bestD = h, d
		}
	}
	return best
}

// zoneLabelY is the baseline of a zone's name: below a city name and a
// counter, and high enough to stay inside the hex, clear of the ids of the
// hexes in the row below.
const zoneLabelY = 41.0

// drawZonesLayer outlines the union of each zone's hexes: every side of a
// zone hex whose neighbour is not in the zone, map edges included, drawn a
// little inside the zone so it does not hide a river or border on the same
// hexside.
func drawZonesLayer(c *canvas, l *layout, zones []zoneOutline, haloCopy bool) {
	c.Layer("zones")
	for _, z := range zones {
		in := make(map[model.Hex]bool, len(z.hexes))
		for _, h := range z.hexes {
			in[h] = true
		}
		var segs [][2]point
		for _, h := range z.hexes {
			centre := l.centre(h)
			for i := range 6 {
				if in[neighbourAcrossSide(h, i)] {
					continue
				}
				p := centre.Add(hexCorners[i].Scale(z.inset)).Rounded()
				q := centre.Add(hexCorners[(i+1)%6].Scale(z.inset)).Rounded()
				segs = append(segs, [2]point{p, q})
			}
		}
		c.Group(markup.Class("zone", z.class), markup.Attr("data-zone", z.id))
		c.Title(zoneTitle(z))
		c.Path(markup.PathData(false, chainSegments(segs)...), markup.Class("zone-line"))
		haloText(c, haloCopy, z.labelAt.X, z.labelAt.Y, z.zone.Name, "zone-label", haloClass)
		c.Gend()
	}
	c.Gend()
}

// sideDirections maps side i of hexCorners (the edge from corner i to
// corner i+1, clockwise from the top) to the neighbour across it. Corners
// run top, upper right, lower right, bottom, lower left, upper left; on the
// page north is up, so the edge from the top corner faces north-east.
var sideDirections = [6]model.Direction{model.NorthEast, model.East, model.SouthEast, model.SouthWest, model.West, model.NorthWest}

// neighbourAcrossSide returns the hex across side i of h. Off-grid steps
// return the zero hex, which is in no zone.
func neighbourAcrossSide(h model.Hex, i int) model.Hex {
	n, ok := h.Step(sideDirections[i])
	if !ok {
		return model.Hex{}
	}
	return n
}

func zoneTitle(z zoneOutline) string {
	t := z.zone.Name
	if z.zone.Kind != "" {
		t += " (" + string(z.zone.Kind) + ")"
	}
	if z.zone.Rule != "" {
		t += ", rule " + z.zone.Rule
	}
	return t
}
