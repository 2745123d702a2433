package geodraft

import (
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// DefaultSchema is the "$schema" of a drafted map when the config gives
// none: the path from data/<edition>/map.json to the map schema.
const DefaultSchema = "../../schema/map.schema.json"

// DraftFiles reads the config at configPath and drafts a map from the
// GeoJSON files it names, looked up in geoDir.
func DraftFiles(configPath, geoDir string) (*model.Map, *Report, error) {
	cfg, err := LoadConfig(configPath)
	if err != nil {
		return nil, nil, err
	}
	m, rep, err := Draft(cfg, os.DirFS(geoDir))
	if err != nil {
		return nil, nil, fmt.Errorf("%s (GeoJSON in %s): %w", configPath, geoDir, err)
	}
	return m, rep, nil
}

// Draft drafts a map from the GeoJSON files in geo by the config's rules.
// Every hex of the grid is on the result, sea included, and every hex and
// hexside has src set to the config's source id.
func Draft(cfg Config, geo fs.FS) (*model.Map, *Report, error) {
	if err := cfg.Check(); err != nil {
		return nil, nil, err
	}
	fit, err := FitAnchors(cfg.projection(), cfg.Anchors)
	if err != nil {
		return nil, nil, fmt.Errorf("anchors: %w", err)
	}
	d := &drafter{
		cfg:     cfg,
		grid:    model.NewGrid(cfg.Grid.Rows, cfg.Grid.Columns),
		fit:     fit,
		layers:  newLayers(geo, fit.Georef, gridBox(cfg.Grid.Rows, cfg.Grid.Columns)),
		sampler: newSampler(cfg.samples()),
		report:  newReport(),
	}
	d.report.Fit = fit
	m, err := d.draft()
	if err != nil {
		return nil, nil, err
	}
	d.report.count(m)
	return m, d.report, nil
}

// drafter carries one draft's state between its steps.
type drafter struct {
	cfg     Config
	grid    model.Grid
	fit     Fit
	layers  *layers
	sampler sampler
	report  *Report
	// landCover is each hex's share of land, kept from the land rule for
	// area rules that measure against land; nil without a land file.
	landCover map[model.Hex]float64
}

func (d *drafter) draft() (*model.Map, error) {
	hexes := d.grid.Hexes()
	land, err := d.landHexes(hexes)
	if err != nil {
		return nil, err
	}
	lakeHexes, err := d.lakeHexes(hexes, land)
	if err != nil {
		return nil, err
	}
	terrain, regions, err := d.areaClaims(hexes, land)
	if err != nil {
		return nil, err
	}

	src := d.cfg.Source.ID
	infos := make(map[model.Hex]model.HexInfo, len(hexes))
	dry := map[model.Hex]bool{} // land hexes that are not lake hexes
	for _, h := range hexes {
		switch {
		case !land[h]:
			infos[h] = model.HexInfo{Terrain: d.cfg.seaTerrain(), Src: src}
		case lakeHexes[h] != "":
			infos[h] = model.HexInfo{Terrain: lakeHexes[h], Regions: regions[h], Src: src}
		default:
			infos[h] = model.HexInfo{Terrain: terrain[h], Regions: regions[h], Src: src}
			dry[h] = true
		}
	}

	sides := model.Hexsides{}
	pairs := landPairs(d.grid, dry)
	if err := d.draftLakeSides(pairs, sides); err != nil {
		return nil, err
	}
	if err := d.draftRiverSides(pairs, sides); err != nil {
		return nil, err
	}
	if err := d.draftTowns(infos); err != nil {
		return nil, err
	}

	schema := d.cfg.Schema
	if schema == "" {
		schema = DefaultSchema
	}
	m := &model.Map{
		Schema:   schema,
		Edition:  d.cfg.Edition,
		Grid:     d.grid,
		Sources:  model.Sources{d.cfg.Source},
		Notes:    append([]model.Note{d.fitNote()}, d.cfg.Notes...),
		Hexes:    infos,
		Hexsides: sides,
	}
	return m, nil
}

// fitNote records the georeference in the map itself, so the anchors and
// how well they fit travel with the data.
func (d *drafter) fitNote() model.Note {
	var anchors []string
	for _, a := range d.fit.Anchors {
		name := a.Name
		if name == "" {
			name = "anchor"
		}
		anchors = append(anchors, fmt.Sprintf("%s %s (%.4f, %.4f) lands on %s, %.2f hex off", name, a.Hex, a.Lon, a.Lat, a.Lands, a.Residual))
	}
	return model.Note{
		ID:   "geodraft-fit",
		Kind: "reconstruction",
		Text: fmt.Sprintf("Terrain, hexsides, regions and cities drafted from geography by an affine fit of %d anchors: %s; RMS %.2f hex. Anchors: %s.",
			len(d.fit.Anchors), d.fit.Georef.Formula(), d.fit.RMS, strings.Join(anchors, "; ")),
		Choice:  "A first draft only: check every hex against the printed map.",
		Sources: []string{d.cfg.Source.ID},
	}
}
