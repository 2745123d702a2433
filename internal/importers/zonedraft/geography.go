package zonedraft

import (
	"fmt"
	"io/fs"
	"slices"

	"github.com/bfgdata/bfgdata/internal/fsread"
	"github.com/bfgdata/bfgdata/internal/importers/geodraft"
	"github.com/bfgdata/bfgdata/model/area"
)

// geography is what the draft reads of the GeoJSON files: the gazetteer's
// points by name, the rivers' lines and the east side's polygons, the
// last two in the config's plane.
type geography struct {
	towns  []geodraft.Feature
	rivers map[string][][]geodraft.Pt
	east   []geodraft.Area
	plane  func(area.Point) geodraft.Pt
}

func readGeography(cfg Config, geo fs.FS) (*geography, error) {
	g := &geography{rivers: map[string][][]geodraft.Pt{}, plane: cfg.plane}
	var err error
	if g.towns, err = readLayer(geo, cfg.Towns.File); err != nil {
		return nil, err
	}
	for _, name := range cfg.Rivers.Files {
		feats, err := readLayer(geo, name)
		if err != nil {
			return nil, err
		}
		for _, f := range feats {
			river, _ := f.Properties["name"].(string)
			if f.Geometry.Kind != geodraft.KindLine || !slices.Contains(cfg.Rivers.Names, river) {
				continue
			}
			for _, line := range f.Geometry.Lines {
				g.rivers[river] = append(g.rivers[river], g.toPlane(line))
			}
		}
	}
	feats, err := readLayer(geo, cfg.Sides.File)
	if err != nil {
		return nil, err
	}
	for _, f := range feats {
		if v, _ := f.Properties[cfg.Sides.Property].(string); v != cfg.Sides.East || f.Geometry.Kind != geodraft.KindArea {
			continue
		}
		for _, poly := range f.Geometry.Polygons {
			rings := make([][]geodraft.Pt, len(poly))
			for i, ring := range poly {
				rings[i] = g.toPlane(ring)
			}
			g.east = append(g.east, geodraft.NewArea(rings))
		}
	}
	if len(g.east) == 0 {
		return nil, fmt.Errorf("%s: no polygon has %s %q, so no anchor could be east", cfg.Sides.File, cfg.Sides.Property, cfg.Sides.East)
	}
	return g, nil
}

func readLayer(geo fs.FS, name string) ([]geodraft.Feature, error) {
	b, err := fsread.ReadFile(geo, name, geodraft.MaxInputSize)
	if err != nil {
		return nil, err
	}
	feats, err := geodraft.ParseGeoJSON(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return feats, nil
}

func (g *geography) toPlane(line []geodraft.LonLat) []geodraft.Pt {
	out := make([]geodraft.Pt, len(line))
	for i, p := range line {
		out[i] = g.plane(area.Point{Lon: p.Lon, Lat: p.Lat})
	}
	return out
}

// town is the one gazetteer point named spec.Today (in spec.Country when
// given). None or several is an error: a name that is not unique is a
// trap (Frankfurt), settled in the config with the country or by hand.
func (g *geography) town(spec ZoneSpec, cfg TownLayer) (area.Point, error) {
	var hits []area.Point
	for _, f := range g.towns {
		if f.Geometry.Kind != geodraft.KindPoint || len(f.Geometry.Points) == 0 {
			continue
		}
		if n, _ := f.Properties[cfg.Name].(string); n != spec.Today {
			continue
		}
		if spec.Country != "" {
			if c, _ := f.Properties[cfg.Country].(string); c != spec.Country {
				continue
			}
		}
		p := f.Geometry.Points[0]
		hits = append(hits, area.Point{Lon: p.Lon, Lat: p.Lat})
	}
	switch len(hits) {
	case 0:
		return area.Point{}, fmt.Errorf("no town named %q in %s", spec.Today, cfg.File)
	case 1:
		return hits[0], nil
	}
	return area.Point{}, fmt.Errorf("%d towns named %q in %s; give its country or place it by hand", len(hits), spec.Today, cfg.File)
}

// side is "east" when the anchor lies inside the east side's polygons.
func (g *geography) side(p area.Point) string {
	q := g.plane(p)
	for _, a := range g.east {
		if a.Contains(q) {
			return "east"
		}
	}
	return "west"
}

// riversCrossed lists the rivers whose lines cross segment a→b, in the
// config's order of rivers.
func (g *geography) riversCrossed(cfg Config, a, b geodraft.Pt) []string {
	var out []string
	for _, name := range cfg.Rivers.Names {
		for _, line := range g.rivers[name] {
			if geodraft.LineCrosses(line, a, b) {
				out = append(out, name)
				break
			}
		}
	}
	return out
}
