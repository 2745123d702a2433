package zonedraft

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/geodraft"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

// Config says how to draft the zones and borders of one area map.
type Config struct {
	Edition string `json:"edition"`
	// Base is the area map the draft redoes, relative to the config's
	// folder: it supplies every member the draft does not compute.
	Base string `json:"base"`
	// Latitude is where a degree of longitude is measured for distances:
	// x = lon × cos(latitude), y = lat.
	Latitude float64    `json:"latitude"`
	Towns    TownLayer  `json:"towns"`
	Rivers   RiverLayer `json:"rivers"`
	Sides    SideRule   `json:"sides"`
	// InsertLink is the link of a border between a zone of an insert and
	// one off it ("" for none).
	InsertLink string        `json:"insertLink,omitempty"`
	Zones      []ZoneSpec    `json:"zones"`
	SideFixes  []SideFix     `json:"sideFixes,omitempty"`
	Removed    []Removal     `json:"removed,omitempty"`
	Borders    []area.Border `json:"borders,omitempty"`
}

// TownLayer is the gazetteer: a GeoJSON file of points and the property
// holding each point's name.
type TownLayer struct {
	File     string `json:"file"`
	Name     string `json:"name"`
	Country  string `json:"country,omitempty"`
	SourceID string `json:"source"`
}

// RiverLayer names the GeoJSON files of river lines and the rivers taken
// from them (by the "name" property), in the order a border that crosses
// two of them takes the first.
type RiverLayer struct {
	Files []string `json:"files"`
	Names []string `json:"names"`
}

// SideRule puts each anchor on a side of a dividing river line: "east" when
// inside the polygons of File whose Property is East, else "west". A border
// between the sides crosses Across where its segment crosses that river's
// line, else Otherwise; a border within a side never crosses either.
type SideRule struct {
	File      string `json:"file"`
	Property  string `json:"property"`
	East      string `json:"east"`
	Across    string `json:"across"`
	Otherwise string `json:"otherwise"`
}

// ZoneSpec anchors one zone: on the gazetteer point named Today (in
// Country when given), or At with the Reason it is placed by hand.
type ZoneSpec struct {
	ID      string      `json:"id"`
	Today   string      `json:"today,omitempty"`
	Country string      `json:"country,omitempty"`
	At      *area.Point `json:"at,omitempty"`
	Reason  string      `json:"reason,omitempty"`
}

// SideFix sets a zone's side by judgement, with the reason.
type SideFix struct {
	Zone   string `json:"zone"`
	Side   string `json:"side"`
	Reason string `json:"reason"`
}

// Removal drops a drafted border, with the reason.
type Removal struct {
	Zones  [2]string `json:"zones"`
	Reason string    `json:"reason"`
}

// MaxConfigSize bounds a config file.
const MaxConfigSize = 1 << 20

// LoadConfig reads a config file; errors name the file and the place.
func LoadConfig(path string) (Config, error) {
	return fileio.Load(path, MaxConfigSize, ParseConfig)
}

// ParseConfig decodes a config strictly (no unknown members) and checks it.
func ParseConfig(raw []byte) (Config, error) {
	cfg, err := jsonx.DecodeChecked[Config](raw, jsonx.Input{MaxSize: MaxConfigSize})
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
	if c.Base == "" {
		return fmt.Errorf("base: the area map to redo is missing")
	}
	if c.Latitude <= -90 || c.Latitude >= 90 {
		return fmt.Errorf("latitude %v is not between -90 and 90", c.Latitude)
	}
	if c.Towns.File == "" || c.Towns.Name == "" || c.Towns.SourceID == "" {
		return fmt.Errorf("towns needs a file, the name property and a source id")
	}
	if len(c.Rivers.Files) == 0 || len(c.Rivers.Names) == 0 {
		return fmt.Errorf("rivers needs files and names")
	}
	s := c.Sides
	if s.File == "" || s.Property == "" || s.East == "" || s.Across == "" || s.Otherwise == "" {
		return fmt.Errorf("sides needs file, property, east, across and otherwise")
	}
	seen := map[string]bool{}
	for i, z := range c.Zones {
		switch {
		case !model.ValidID(z.ID):
			return fmt.Errorf("zones[%d]: id %q is not an id", i, z.ID)
		case seen[z.ID]:
			return fmt.Errorf("zones[%d]: zone %s is listed twice", i, z.ID)
		case z.At == nil && z.Today == "":
			return fmt.Errorf("zones[%d] (%s): needs today (a gazetteer name) or at with a reason", i, z.ID)
		case z.At != nil && z.Reason == "":
			return fmt.Errorf("zones[%d] (%s): placed by hand (at) without a reason", i, z.ID)
		case z.At != nil && !validPoint(*z.At):
			return fmt.Errorf("zones[%d] (%s): at %v is not a longitude and latitude", i, z.ID, *z.At)
		}
		seen[z.ID] = true
	}
	for i, f := range c.SideFixes {
		if !seen[f.Zone] || (f.Side != "east" && f.Side != "west") || f.Reason == "" {
			return fmt.Errorf("sideFixes[%d]: needs a listed zone, side east or west, and a reason", i)
		}
	}
	for i, r := range c.Removed {
		if !seen[r.Zones[0]] || !seen[r.Zones[1]] || r.Reason == "" {
			return fmt.Errorf("removed[%d]: needs two listed zones and a reason", i)
		}
	}
	for i, b := range c.Borders {
		if !seen[b.Zones[0]] || !seen[b.Zones[1]] || b.Zones[0] == b.Zones[1] {
			return fmt.Errorf("borders[%d]: needs two different listed zones", i)
		}
		if b.Src == "" || (b.Line == 0 && b.Note == "") {
			return fmt.Errorf("borders[%d] (%s-%s): needs a src and the rule line or a note saying why", i, b.Zones[0], b.Zones[1])
		}
	}
	return nil
}

func validPoint(p area.Point) bool {
	return p.Lon >= -180 && p.Lon <= 180 && p.Lat >= -90 && p.Lat <= 90
}

// plane carries a longitude and latitude into the config's plane.
func (c Config) plane(p area.Point) geodraft.Pt {
	return geodraft.Pt{X: p.Lon * cosDeg(c.Latitude), Y: p.Lat}
}

// pair is a border's two zones in id order, the key a border is known by.
func pair(a, b string) [2]string {
	z := [2]string{a, b}
	slices.Sort(z[:])
	return z
}
