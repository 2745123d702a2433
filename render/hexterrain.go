package render

import (
	"fmt"
	"sort"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// terrainStyle is how one terrain id is filled.
type terrainStyle struct {
	id      string
	name    string
	class   string
	colour  string // the solid colour: stroke, legend, pattern background
	motif   string // pattern motif (see terrainMotifs); empty for a flat fill
	count   int    // hexes of this terrain on the map
	unknown bool   // the map uses it but the TEC does not define it
}

func (t terrainStyle) patternID() string { return "fill-" + t.class }

func (t terrainStyle) fill() string {
	if t.motif != "" {
		return "url(#" + t.patternID() + ")"
	}
	return t.colour
}

// terrainPaint returns the colour and motif of the terrain ids of the
// game's charts. Sea and Switzerland must never be mistaken for land that
// can be entered, so they differ in hue and Switzerland is hatched.
func terrainPaint(id string) (colour, motif string, ok bool) {
	switch id {
	case "clear":
		return "#f4efd9", "", true
	case "broken":
		return "#dcc793", "dots", true
	case "rough":
		return "#bc9a6e", "peaks", true
	case model.TerrainSea:
		return "#a6cdea", "", true
	case "switzerland":
		return "#e4dede", "hatch", true
	case "out-of-play":
		// grey, as the fan redrawing shows the hexes outside the game
		return "#b4b4b4", "", true
	}
	return "", "", false
}

// spareTerrainColours fill terrain ids a TEC defines that this renderer has
// no colour for yet, in chart order, so a new terrain still prints legibly.
var spareTerrainColours = []string{"#cfe3c0", "#f3d2b3", "#d9d4ea", "#cfe0ee", "#efd0d8", "#e0e0c8"}

// unknownTerrainColour marks a hex whose terrain the TEC does not define:
// loud magenta, hatched, so the mistake cannot pass for a terrain.
const unknownTerrainColour = "#ff3df2"

// terrainPlan holds a style for every terrain id the TEC defines (in chart
// order) and for every id the map uses that the TEC does not (sorted).
type terrainPlan struct {
	styles []terrainStyle
	byID   map[string]int
}

func planTerrain(m *model.Map, tec *model.TEC) *terrainPlan {
	tp := &terrainPlan{byID: map[string]int{}}
	classes := map[string]bool{}
	newClass := func(id string) string {
		base := "terrain-" + markup.CSSIdent(id)
		c := base
		for i := 2; classes[c]; i++ {
			c = fmt.Sprintf("%s-%d", base, i)
		}
		classes[c] = true
		return c
	}
	spare := 0
	for _, e := range tec.Terrain {
		if _, dup := tp.byID[e.ID]; dup {
			continue
		}
		colour, motif, ok := terrainPaint(e.ID)
		if !ok {
			colour = spareTerrainColours[spare%len(spareTerrainColours)]
			spare++
		}
		name := e.Name
		if name == "" {
			name = e.ID
		}
		tp.byID[e.ID] = len(tp.styles)
		tp.styles = append(tp.styles, terrainStyle{id: e.ID, name: name, class: newClass(e.ID), colour: colour, motif: motif})
	}
	unknownSet := map[string]bool{}
	for _, info := range m.Hexes {
		if _, ok := tp.byID[info.Terrain]; !ok {
			unknownSet[info.Terrain] = true
		}
	}
	unknown := make([]string, 0, len(unknownSet))
	for id := range unknownSet {
		unknown = append(unknown, id)
	}
	sort.Strings(unknown)
	for _, id := range unknown {
		tp.byID[id] = len(tp.styles)
		name := fmt.Sprintf("Unknown terrain %q (not in the Terrain Effects Chart)", id)
		tp.styles = append(tp.styles, terrainStyle{id: id, name: name, class: newClass("unknown-" + id), colour: unknownTerrainColour, motif: "unknown", unknown: true})
	}
	for _, info := range m.Hexes {
		tp.styles[tp.byID[info.Terrain]].count++
	}
	return tp
}

func (tp *terrainPlan) style(id string) terrainStyle { return tp.styles[tp.byID[id]] }

// drawTerrainLayer fills every hex and marks fortified ones with a sawtooth
// inside the hex edge, the way fortified lines are printed. With motifs a
// terrain's motif is drawn over its flat fill (see writeMotifs) instead of
// coming from a pattern fill.
func drawTerrainLayer(c *canvas, l *layout, m *model.Map, tp *terrainPlan, hexes []model.Hex, motifs bool) {
	c.Layer("terrain")
	for _, h := range hexes {
		p := l.centre(h)
		t := tp.style(m.Hexes[h].Terrain)
		c.Use(p.X, p.Y, "#hex", markup.Class(t.class), c.ID("hex-"+h.String()))
		if motifs && t.motif != "" {
			c.Use(p.X, p.Y, "#"+motifID(t))
		}
	}
	for _, h := range hexes {
		if m.Hexes[h].Fortified {
			p := l.centre(h)
			c.Use(p.X, p.Y, "#fort", markup.Attr("data-hex", h.String()))
		}
	}
	c.Gend()
}

// motifID is the <defs> id of a terrain's motif group.
func motifID(t terrainStyle) string { return "motif-" + t.class }
