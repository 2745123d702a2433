package geodraft

import (
	"fmt"
	"io/fs"
	"slices"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// Config is a draft's rules, read from a JSON file. File names in it are
// slash-separated paths relative to the GeoJSON directory given at run
// time, so one config serves whoever has the geography wherever it sits.
type Config struct {
	// Edition and Schema become the map's "edition" and "$schema".
	Edition string `json:"edition"`
	Schema  string `json:"schema,omitempty"`
	// Source is the source entry every drafted fact points at.
	Source model.Source `json:"source"`
	// Notes are copied into the map after the note the draft writes itself.
	Notes      []model.Note     `json:"notes,omitempty"`
	Grid       GridSize         `json:"grid"`
	Projection ProjectionConfig `json:"projection,omitzero"`
	Anchors    []Anchor         `json:"anchors"`
	// Samples is n for the n×n grid of sample points laid over each hex's
	// bounding box (about three quarters fall inside). Default 6.
	Samples int           `json:"samples,omitempty"`
	Land    LandRule      `json:"land,omitzero"`
	Terrain TerrainConfig `json:"terrain"`
	Areas   []AreaRule    `json:"areas,omitempty"`
	Rivers  []RiverRule   `json:"rivers,omitempty"`
	Lakes   []LakeRule    `json:"lakes,omitempty"`
	Towns   []TownRule    `json:"towns,omitempty"`
}

// GridSize is the number of hex rows and columns.
type GridSize struct {
	Rows    int `json:"rows"`
	Columns int `json:"columns"`
}

// ProjectionConfig sets the projection's reference latitude in degrees.
// Default 50.
type ProjectionConfig struct {
	RefLatitude *float64 `json:"refLatitude,omitempty"`
}

// LandRule says which polygons are land. A hex whose sampled area is less
// than MinFraction land becomes SeaTerrain. Without a file every hex is land.
type LandRule struct {
	File        string   `json:"file,omitempty"`
	Where       Where    `json:"where,omitempty"`
	MinFraction *float64 `json:"minFraction,omitempty"` // default 0.5
	SeaTerrain  string   `json:"seaTerrain,omitempty"`  // default "sea"
}

// TerrainConfig is the terrain of land hexes no area rule claims, and the
// order in which claims beat each other, strongest first.
type TerrainConfig struct {
	Default    string   `json:"default"`
	Precedence []string `json:"precedence,omitempty"`
}

// AreaRule turns polygons into terrain or region tags: a land hex at least
// MinFraction covered by the selected features gets Terrain, Country and/or
// Theater. Several terrains claiming one hex are settled by precedence;
// several countries (or theaters) by the larger coverage, then rule order.
type AreaRule struct {
	Name        string   `json:"name,omitempty"` // a label for the report
	File        string   `json:"file"`
	Where       Where    `json:"where,omitempty"`
	MinFraction *float64 `json:"minFraction,omitempty"` // default 0.5
	// OfLand measures coverage as a share of the hex's land rather than of
	// the whole hex. Country polygons follow the coast, so a coastal hex
	// that is a third land, all of it one country, is still that country's.
	OfLand  bool   `json:"ofLand,omitempty"`
	Terrain string `json:"terrain,omitempty"`
	Country string `json:"country,omitempty"`
	Theater string `json:"theater,omitempty"`
}

// RiverRule turns line features into river hexsides: a hexside between two
// land hexes is a river when a selected line crosses the segment joining
// the two hex centres, i.e. the river runs between them. The hexside is
// named Name, or else by the feature's NameProperty. Where rules overlap
// the earlier rule names the hexside.
type RiverRule struct {
	Name         string `json:"name,omitempty"`
	NameProperty string `json:"nameProperty,omitempty"`
	File         string `json:"file"`
	Where        Where  `json:"where,omitempty"`
}

// LakeRule turns polygons into lake hexsides, and optionally into lake
// hexes: a hex at least HexMinFraction covered becomes HexTerrain; a
// hexside between two land hexes is a lake hexside when at least
// MinSegmentFraction of the segment joining their centres lies in water.
type LakeRule struct {
	Name               string   `json:"name,omitempty"`
	NameProperty       string   `json:"nameProperty,omitempty"`
	File               string   `json:"file"`
	Where              Where    `json:"where,omitempty"`
	MinSegmentFraction *float64 `json:"minSegmentFraction,omitempty"` // default 0.25
	HexMinFraction     *float64 `json:"hexMinFraction,omitempty"`     // no lake hexes when absent
	HexTerrain         string   `json:"hexTerrain,omitempty"`
}

// TownRule turns point features into cities on the hexes containing them.
// A point is taken when it meets Where or its name is in Names (every point
// when both are empty). Points adds places the file lacks. When two towns
// fall on one hex, a town picked by name beats one picked by Where, then
// the larger RankProperty wins, then the earlier name.
type TownRule struct {
	File         string   `json:"file,omitempty"`
	NameProperty string   `json:"nameProperty,omitempty"` // default "name"
	RankProperty string   `json:"rankProperty,omitempty"`
	Where        Where    `json:"where,omitempty"`
	Names        []string `json:"names,omitempty"`
	// Rename maps a file's name to the name the map prints (Szczecin →
	// Stettin). Cities is keyed by the printed name.
	Rename map[string]string   `json:"rename,omitempty"`
	Points []TownPoint         `json:"points,omitempty"`
	VP     *int                `json:"vp,omitempty"` // default 1
	Cities map[string]CitySpec `json:"cities,omitempty"`
}

// TownPoint is a town given in the config rather than a file.
type TownPoint struct {
	Name string  `json:"name"`
	Lon  float64 `json:"lon"`
	Lat  float64 `json:"lat"`
}

// CitySpec overrides the victory points or capital flag of one city.
type CitySpec struct {
	VP      *int `json:"vp,omitempty"`
	Capital bool `json:"capital,omitempty"`
}

// Defaults that apply when the config leaves a value out.
const (
	defaultRefLatitude        = 50.0
	defaultSamples            = 6
	defaultMinFraction        = 0.5
	defaultMinSegmentFraction = 0.25
	defaultVP                 = 1
	defaultTownName           = "name"
)

// LoadConfig reads and checks a config file. Unknown members are errors, so
// a misspelt rule is caught rather than silently ignored.
func LoadConfig(path string) (Config, error) {
	return fileio.Load(path, MaxInputSize, ParseConfig)
}

// ParseConfig decodes and checks a config.
func ParseConfig(raw []byte) (Config, error) {
	cfg, err := jsonx.DecodeChecked[Config](raw, jsonx.Input{MaxSize: MaxInputSize})
	if err != nil {
		return Config{}, err
	}
	return *cfg, nil
}

// Check reports the first thing wrong with the config, naming the member.
func (c Config) Check() error {
	if !model.ValidID(c.Edition) {
		return fmt.Errorf("edition %q is not an id (lower-case letters, digits, hyphens)", c.Edition)
	}
	if !model.ValidID(c.Source.ID) || c.Source.Kind == "" || c.Source.Title == "" {
		return fmt.Errorf("source needs an id (lower-case), a kind and a title")
	}
	if c.Grid.Rows < 1 || c.Grid.Rows > 99 || c.Grid.Columns < 1 || c.Grid.Columns > 99 {
		return fmt.Errorf("grid is %d rows × %d columns; each must be 1 to 99 for RRCC ids", c.Grid.Rows, c.Grid.Columns)
	}
	// Anchors may lie off the grid: the hex plane goes on past the map's
	// edge, and a map that is part of a larger one with the same numbering
	// (the SPI map is the lower rows of the Deluxe map) can share its tie
	// points.
	if len(c.Anchors) < 3 {
		return fmt.Errorf("anchors: %d given; a fit needs at least 3", len(c.Anchors))
	}
	if c.Samples < 0 || c.Samples > 40 {
		return fmt.Errorf("samples is %d; use 1 to 40 (0 for the default %d)", c.Samples, defaultSamples)
	}
	if err := c.checkFiles(); err != nil {
		return err
	}
	if err := c.checkTerrain(); err != nil {
		return err
	}
	if err := c.Land.Where.check(); err != nil {
		return fmt.Errorf("land: %w", err)
	}
	if err := checkFraction("land.minFraction", c.Land.MinFraction); err != nil {
		return err
	}
	for i, r := range c.Areas {
		if r.Terrain == "" && r.Country == "" && r.Theater == "" {
			return fmt.Errorf("areas[%d]: sets nothing; give terrain, country or theater", i)
		}
		if r.Country != "" && !model.ValidID(r.Country) {
			return fmt.Errorf("areas[%d]: country %q is not an id", i, r.Country)
		}
		if r.Theater != "" && !slices.Contains([]string{"east", "west", "boundary"}, r.Theater) {
			return fmt.Errorf("areas[%d]: theater %q; want east, west or boundary", i, r.Theater)
		}
		if err := r.Where.check(); err != nil {
			return fmt.Errorf("areas[%d]: %w", i, err)
		}
		if err := checkFraction(fmt.Sprintf("areas[%d].minFraction", i), r.MinFraction); err != nil {
			return err
		}
	}
	for i, r := range c.Rivers {
		if err := r.Where.check(); err != nil {
			return fmt.Errorf("rivers[%d]: %w", i, err)
		}
	}
	for i, r := range c.Lakes {
		if err := r.Where.check(); err != nil {
			return fmt.Errorf("lakes[%d]: %w", i, err)
		}
		if err := checkFraction(fmt.Sprintf("lakes[%d].minSegmentFraction", i), r.MinSegmentFraction); err != nil {
			return err
		}
		if err := checkFraction(fmt.Sprintf("lakes[%d].hexMinFraction", i), r.HexMinFraction); err != nil {
			return err
		}
		if (r.HexMinFraction == nil) != (r.HexTerrain == "") {
			return fmt.Errorf("lakes[%d]: hexMinFraction and hexTerrain go together", i)
		}
	}
	for i, r := range c.Towns {
		if r.File == "" && len(r.Points) == 0 {
			return fmt.Errorf("towns[%d]: needs a file or points", i)
		}
		if err := r.Where.check(); err != nil {
			return fmt.Errorf("towns[%d]: %w", i, err)
		}
		if r.VP != nil && *r.VP < 0 {
			return fmt.Errorf("towns[%d]: vp %d is negative", i, *r.VP)
		}
	}
	return nil
}

// checkFiles makes sure every file name is a plain relative path, so that
// it resolves inside the GeoJSON directory and nowhere else.
func (c Config) checkFiles() error {
	check := func(where, name string, required bool) error {
		if name == "" {
			if required {
				return fmt.Errorf("%s: file is missing", where)
			}
			return nil
		}
		if !fs.ValidPath(name) {
			return fmt.Errorf("%s: file %q must be a slash-separated path inside the GeoJSON directory (no leading /, no ..)", where, name)
		}
		return nil
	}
	if err := check("land", c.Land.File, false); err != nil {
		return err
	}
	for i, r := range c.Areas {
		if err := check(fmt.Sprintf("areas[%d]", i), r.File, true); err != nil {
			return err
		}
	}
	for i, r := range c.Rivers {
		if err := check(fmt.Sprintf("rivers[%d]", i), r.File, true); err != nil {
			return err
		}
	}
	for i, r := range c.Lakes {
		if err := check(fmt.Sprintf("lakes[%d]", i), r.File, true); err != nil {
			return err
		}
	}
	for i, r := range c.Towns {
		if err := check(fmt.Sprintf("towns[%d]", i), r.File, false); err != nil {
			return err
		}
	}
	return nil
}

// checkTerrain makes sure every terrain a rule can set is an id and, when
// more than one can claim a hex, has a place in the precedence list.
func (c Config) checkTerrain() error {
	if !model.ValidID(c.Terrain.Default) {
		return fmt.Errorf("terrain.default %q is not a terrain id", c.Terrain.Default)
	}
	for i, t := range c.Terrain.Precedence {
		if !model.ValidID(t) {
			return fmt.Errorf("terrain.precedence[%d] %q is not a terrain id", i, t)
		}
	}
	for i, r := range c.Areas {
		if r.Terrain == "" {
			continue
		}
		if !slices.Contains(c.Terrain.Precedence, r.Terrain) {
			return fmt.Errorf("areas[%d]: terrain %q is not in terrain.precedence, so nothing says whether it beats the others", i, r.Terrain)
		}
	}
	if t := c.Land.SeaTerrain; t != "" && !model.ValidID(t) {
		return fmt.Errorf("land.seaTerrain %q is not a terrain id", t)
	}
	for i, r := range c.Lakes {
		if r.HexTerrain != "" && !model.ValidID(r.HexTerrain) {
			return fmt.Errorf("lakes[%d].hexTerrain %q is not a terrain id", i, r.HexTerrain)
		}
	}
	return nil
}

func checkFraction(name string, f *float64) error {
	if f != nil && (*f < 0 || *f > 1) {
		return fmt.Errorf("%s is %g; want a fraction from 0 to 1", name, *f)
	}
	return nil
}

// orDefault returns *p, or def when p is nil.
func orDefault[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

func (c Config) projection() Projection {
	return Projection{RefLatitude: orDefault(c.Projection.RefLatitude, defaultRefLatitude)}
}

func (c Config) samples() int {
	if c.Samples == 0 {
		return defaultSamples
	}
	return c.Samples
}

func (c Config) seaTerrain() string {
	if c.Land.SeaTerrain == "" {
		return model.TerrainSea
	}
	return c.Land.SeaTerrain
}

// MaxInputSize bounds a draft config or a GeoJSON file. Natural Earth's
// largest layer at 1:10m is about 25 MB.
const MaxInputSize = 256 << 20
