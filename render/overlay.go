package render

import (
	"bytes"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Geometry says where the drawing Map makes puts things, so that a page
// showing that SVG can draw on top of it — counters on their hexes, marks,
// highlights — and tell which hex a pointer is over. It holds for every
// hex size: the drawing's user units do not change with it.
type Geometry struct {
	HexWidth    float64 `json:"hexWidth"`
	HexRadius   float64 `json:"hexRadius"`
	CounterSize float64 `json:"CounterSize"`
	// Hexes is the centre of every hex of the map, by id.
	Hexes map[model.Hex]Point `json:"hexes"`
	// Corners are the six vertices of a hex around its centre, clockwise
	// from the top.
	Corners []Point        `json:"corners"`
	Zones   []ZoneGeometry `json:"zones"`
	// Stacks[n-1] is where n counters in one hex stand and how big.
	Stacks []StackLayout `json:"stacks"`
}

// ZoneGeometry is a zone of the map as drawn: its hexes and where its
// name is written.
type ZoneGeometry struct {
	ID    string         `json:"id"`
	Name  string         `json:"name"`
	Kind  model.ZoneKind `json:"kind,omitempty"`
	Hexes []model.Hex    `json:"hexes"`
	Label Point          `json:"label"`
}

// StackLayout is where each counter of a stack stands relative to its
// hex's centre, and the scale it is drawn at.
type StackLayout struct {
	Offsets []Point `json:"offsets"`
	Scale   float64 `json:"scale"`
}

// MaxStackLayout is the largest stack Geometry lays out; a page with more
// counters in a hex can repeat the last layout's pattern.
const MaxStackLayout = 8

// GeometryOf is the geometry of the drawing Map makes of m.
func GeometryOf(m *model.Map) (Geometry, error) {
	zones, err := planZones(m)
	if err != nil {
		return Geometry{}, err
	}
	l := newLayout(m, DefaultHexSize)
	placeZoneLabels(l, m, zones)
	g := Geometry{HexWidth: hexWidth, HexRadius: hexRadius, CounterSize: CounterSize, Hexes: make(map[model.Hex]Point, len(m.Hexes))}
	for h := range m.Hexes {
		g.Hexes[h] = exported(l.centre(h))
	}
	for _, c := range hexCorners {
		g.Corners = append(g.Corners, exported(c.Rounded()))
	}
	for _, z := range zones {
		zg := ZoneGeometry{ID: z.id, Name: z.zone.Name, Kind: z.zone.Kind, Label: exported(z.labelAt)}
		zg.Hexes = append(zg.Hexes, z.hexes...)
		g.Zones = append(g.Zones, zg)
	}
	for n := 1; n <= MaxStackLayout; n++ {
		offsets, scale := stackOffsets(n)
		s := StackLayout{Scale: scale}
		for _, o := range offsets {
			s.Offsets = append(s.Offsets, exported(o.Rounded()))
		}
		g.Stacks = append(g.Stacks, s)
	}
	return g, nil
}

// CounterSVG is the SVG group of one counter as Map draws it, centred on
// the origin at full size, for a page to place with a transform. It uses
// the classes and NATO symbols of Map's style sheet and definitions, so it
// belongs in a page that shows a map Map drew.
func CounterSVG(u Unit) (string, error) {
	var b bytes.Buffer
	c := markup.NewCanvas(&b)
	drawCounter(c.SVG, u, point{}, 1)
	if err := c.Finish(); err != nil {
		return "", err
	}
	return b.String(), nil
}
