package render

import (
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// cityKind says how a city is printed: ordinary, capital, or Berlin, which
// the rules treat on its own (German units may not enter it; it stands on
// the Theater Boundary).
type cityKind int

const (
	cityOrdinary cityKind = iota
	cityCapital
	cityBerlin
)

func kindOfCity(info model.HexInfo) cityKind {
	switch {
	case info.Regions.Theater == model.TheaterBoundary || strings.EqualFold(info.City.Name, "Berlin"):
		return cityBerlin
	case info.City.Capital:
		return cityCapital
	}
	return cityOrdinary
}

// City symbol geometry, relative to the hex centre: the square sits above
// the middle, the name below it, clear of the hex id at the top.
const (
	citySymbolY = -14.0
	cityNameY   = 18.0
	portOffsetX = 30.0
)

// drawCitiesLayer draws each city as a square holding its victory points
// (capitals with a double frame, Berlin in red), its name under it, and an
// anchor on ports.
func drawCitiesLayer(c *canvas, l *layout, m *model.Map, hexes []model.Hex, haloCopy bool) {
	c.Layer("cities")
	for _, h := range hexes {
		info := m.Hexes[h]
		p := l.centre(h)
		if info.Port {
			x := p.X
			if info.City != nil {
				x += portOffsetX
			}
			c.Use(x, p.Y+citySymbolY, "#anchor", markup.Class("port"), markup.Attr("data-hex", h.String()))
		}
		if info.City == nil {
			continue
		}
		drawCity(c, p, info, h, haloCopy)
	}
	c.Gend()
}

func drawCity(c *canvas, p point, info model.HexInfo, h model.Hex, haloCopy bool) {
	kind := kindOfCity(info)
	c.Group(markup.Class("city"), markup.Attr("data-hex", h.String()))
	c.Title(cityTitle(info.City))
	y := p.Y + citySymbolY
	switch kind {
	case cityBerlin:
		c.CenterRect(p.X, y, 26, 26, markup.Class("city-berlin"))
	case cityCapital:
		c.CenterRect(p.X, y, 27, 27, markup.Class("city-capital-outer"))
		c.CenterRect(p.X, y, 20, 20, markup.Class("city-square"))
	default:
		c.CenterRect(p.X, y, 21, 21, markup.Class("city-square"))
	}
	if info.City.VP != 0 {
		vpClass := "city-vp"
		if kind == cityBerlin {
			vpClass = "city-vp city-vp-berlin"
		}
		c.Text(p.X, y+4.5, strconv.Itoa(info.City.VP), markup.Class(vpClass))
	}
	nameClass := []string{"city-name", haloClass}
	switch kind {
	case cityBerlin:
		nameClass = append(nameClass, "city-name-berlin")
	case cityCapital:
		nameClass = append(nameClass, "city-name-capital")
	}
	haloText(c, haloCopy, p.X, p.Y+cityNameY, info.City.Name, nameClass...)
	c.Gend()
}

func cityTitle(city *model.City) string {
	t := city.Name + ", " + strconv.Itoa(city.VP) + " VP"
	if city.Capital {
		t += ", capital"
	}
	return t
}
