package zonedraft

import (
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

// Source ids the draft writes: what it computes is src draft, what the
// config places by hand or sets is judgement.
const (
	srcDraft     = "draft"
	srcJudgement = "judgement"
)

// DraftFiles is the entry point for a command: the config path (its base
// read from the config's folder) and a folder of GeoJSON files in, the
// drafted map and its report out.
func DraftFiles(configPath, geoDir string) (*area.Map, *Report, error) {
	cfg, err := LoadConfig(configPath)
	if err != nil {
		return nil, nil, err
	}
	basePath := filepath.Join(filepath.Dir(configPath), filepath.FromSlash(cfg.Base))
	base, err := fileio.Load(basePath, model.MaxDocumentSize, func(b []byte) (*area.Map, error) {
		m := &area.Map{}
		return m, model.Decode(basePath, b, m)
	})
	if err != nil {
		return nil, nil, err
	}
	m, rep, err := Draft(cfg, base, os.DirFS(geoDir))
	if err != nil {
		return nil, nil, fmt.Errorf("%s (GeoJSON in %s): %w", configPath, geoDir, err)
	}
	return m, rep, nil
}

// Draft redoes the zones' anchors, indexes and sides and all the borders of
// base from the geography in geo and the config. base is not changed.
func Draft(cfg Config, base *area.Map, geo fs.FS) (*area.Map, *Report, error) {
	if err := cfg.Check(); err != nil {
		return nil, nil, err
	}
	if err := sameZones(cfg, base); err != nil {
		return nil, nil, err
	}
	g, err := readGeography(cfg, geo)
	if err != nil {
		return nil, nil, err
	}
	m := *base
	m.Zones = make(map[string]area.Zone, len(base.Zones))
	rep := &Report{Edition: cfg.Edition}
	pts := map[string]area.Point{}
	for _, spec := range cfg.Zones {
		z := base.Zones[spec.ID]
		z.Srcs = cloneSrcs(z.Srcs)
		if spec.At != nil {
			at := *spec.At
			z.At, z.Src = &at, srcJudgement
			rep.ZonesByHand = append(rep.ZonesByHand, spec.ID)
		} else {
			at, err := g.town(spec, cfg.Towns)
			if err != nil {
				return nil, nil, fmt.Errorf("zones: %s: %w", spec.ID, err)
			}
			z.At, z.Src = &at, cfg.Towns.SourceID
			rep.ZonesFromGazetteer++
		}
		z.Today = spec.Today
		z.Side, z.Srcs["side"] = g.side(*z.At), srcDraft
		pts[spec.ID] = *z.At
		m.Zones[spec.ID] = z
	}
	for _, f := range cfg.SideFixes {
		z := m.Zones[f.Zone]
		if z.Side != f.Side {
			rep.SidesChanged = append(rep.SidesChanged, f.Zone)
		}
		z.Side, z.Srcs["side"] = f.Side, srcJudgement
		m.Zones[f.Zone] = z
	}
	number(m.Zones)
	m.Borders = draftBorders(cfg, g, m.Zones, rep)
	if err := correct(cfg, &m, rep); err != nil {
		return nil, nil, err
	}
	rep.count(&m)
	return &m, rep, nil
}

// sameZones insists the config anchors exactly the base's zones.
func sameZones(cfg Config, base *area.Map) error {
	listed := map[string]bool{}
	for _, z := range cfg.Zones {
		if _, ok := base.Zones[z.ID]; !ok {
			return fmt.Errorf("zones: %s is not a zone of the base map", z.ID)
		}
		listed[z.ID] = true
	}
	var missing []string
	for id := range base.Zones {
		if !listed[id] {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		return fmt.Errorf("zones: the base map's %s not anchored by the config", strings.Join(missing, ", "))
	}
	return nil
}

func cloneSrcs(s map[string]string) map[string]string {
	c := make(map[string]string, len(s)+2)
	for k, v := range s {
		c[k] = v
	}
	return c
}

// number gives the zones indexes from 1 by the longitude of their anchor,
// west first, ties broken south first.
func number(zones map[string]area.Zone) {
	ids := make([]string, 0, len(zones))
	for id := range zones {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b string) int {
		pa, pb := zones[a].At, zones[b].At
		if pa.Lon != pb.Lon {
			return cmpFloat(pa.Lon, pb.Lon)
		}
		if pa.Lat != pb.Lat {
			return cmpFloat(pa.Lat, pb.Lat)
		}
		return strings.Compare(a, b)
	})
	for i, id := range ids {
		z := zones[id]
		z.Index, z.Srcs["index"] = i+1, srcDraft
		zones[id] = z
	}
}

func cmpFloat(a, b float64) int {
	if a < b {
		return -1
	}
	return 1
}

func cosDeg(d float64) float64 { return math.Cos(d * math.Pi / 180) }
