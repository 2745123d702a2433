package mapfix

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// File is one corrections file.
type File struct {
	// Edition is the edition whose map the file corrects.
	Edition string `json:"edition"`
	// Extends names a base corrections file, relative to this one. Its
	// corrections apply first.
	Extends string `json:"extends,omitempty"`
	// Layers name layer files, relative to this file, that apply before
	// any correction (see Layer); a base's layers come first.
	Layers []string `json:"layers,omitempty"`
	// Drop lists ids of the base's corrections, zones and notes to leave out.
	Drop []string `json:"drop,omitempty"`
	// Sources are added to the map's sources; one with the id of a source
	// already there replaces it.
	Sources model.Sources `json:"sources,omitempty"`
	// Notes are added to the map's notes, replacing notes of the same id.
	Notes    []model.Note `json:"notes,omitempty"`
	Hexes    []HexFix     `json:"hexes,omitempty"`
	Cities   []CityFix    `json:"cities,omitempty"`
	Theater  *TheaterLine `json:"theater,omitempty"`
	Hexsides []SideFix    `json:"hexsides,omitempty"`
	// Zones are written into the map as they stand, replacing zones of the
	// same id.
	Zones map[string]model.Zone `json:"zones,omitempty"`

	// layers are the loaded Layers, base's first; Load fills it.
	layers []*Layer
}

// LoadedLayers are the layers Load read for the file, in the order they
// apply.
func (f *File) LoadedLayers() []*Layer { return f.layers }

// AddLayer appends a layer to apply before the corrections, as if the file
// listed it.
func (f *File) AddLayer(l *Layer) { f.layers = append(f.layers, l) }

// Fix is what every correction carries: an id (also the id of the note it
// writes), the source the corrected fact rests on, and the reason.
type Fix struct {
	ID  string `json:"id"`
	Src string `json:"src"`
	// Kind is the kind of the note written for the fix; default
	// "reconstruction".
	Kind string `json:"kind,omitempty"`
	Why  string `json:"why"`
}

// HexFix sets facts of some hexes. Only the facts given are touched.
type HexFix struct {
	Fix
	Hexes     []model.Hex `json:"hexes"`
	Terrain   string      `json:"terrain,omitempty"`
	Fortified *bool       `json:"fortified,omitempty"`
	Port      *bool       `json:"port,omitempty"`
	// Country sets the country tag; "" clears it.
	Country *string `json:"country,omitempty"`
}

// CityFix places or changes one city, named by its printed name, or removes
// cities by name. A city's name is unique on the map: placing a city at Hex
// removes a city of that name from wherever the draft put it.
type CityFix struct {
	Fix
	Name string `json:"name,omitempty"`
	// Hex is where the city goes; without it the city stays where it is.
	Hex     *model.Hex `json:"hex,omitempty"`
	VP      *int       `json:"vp,omitempty"`
	Capital *bool      `json:"capital,omitempty"`
	// Remove lists cities to take off the map.
	Remove []string `json:"remove,omitempty"`
}

// TheaterLine tags every hex with its side of the German Theater Boundary.
// In each row the line falls between two columns: hexes before FirstEast are
// west, the rest east. The Boundary hexes (Berlin) are on the line itself.
type TheaterLine struct {
	Fix
	Boundary []model.Hex `json:"boundary"`
	// FirstEast maps a row number ("1" to "39") to the first column east
	// of the line in that row.
	FirstEast map[string]int `json:"firstEast"`
	// SkipTerrain and SkipCountry name hexes that get no tag: sea and
	// neutral countries, which no unit enters.
	SkipTerrain []string `json:"skipTerrain,omitempty"`
	SkipCountry []string `json:"skipCountry,omitempty"`
}

// SideFix adds hexsides or removes them.
type SideFix struct {
	Fix
	// Add maps "aaaa/bbbb" keys to what the hexside carries; an existing
	// hexside there is replaced.
	Add map[string]SideSpec `json:"add,omitempty"`
	// Remove lists hexsides to clear.
	Remove []string `json:"remove,omitempty"`
	// RemoveTouching clears every hexside one of whose hexes has one of
	// these terrains (a river on the Swiss border means nothing when no
	// unit may enter Switzerland).
	RemoveTouching []string `json:"removeTouching,omitempty"`
}

// SideSpec is a hexside to add.
type SideSpec struct {
	Type model.HexsideType `json:"type"`
	Name string            `json:"name,omitempty"`
}

// Load reads a corrections file and, recursively, the files it extends,
// and returns the resolved corrections: the base's first, minus what this
// file drops, then this file's own.
func Load(path string) (*File, error) {
	return load(path, nil)
}

func load(path string, seen []string) (*File, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	if slices.Contains(seen, abs) {
		return nil, fmt.Errorf("%s: extends itself through %v", path, seen)
	}
	f, err := fileio.Load(path, MaxFileSize, Parse)
	if err != nil {
		return nil, err
	}
	for _, lp := range f.Layers {
		l, err := LoadLayer(filepath.Join(filepath.Dir(path), filepath.FromSlash(lp)))
		if err != nil {
			return nil, fmt.Errorf("%s: layer %s: %w", path, lp, err)
		}
		f.layers = append(f.layers, l)
	}
	if f.Extends == "" {
		return f, nil
	}
	base, err := load(filepath.Join(filepath.Dir(path), filepath.FromSlash(f.Extends)), append(seen, abs))
	if err != nil {
		return nil, err
	}
	merged, err := merge(base, f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return merged, nil
}

// Parse decodes and checks one corrections file, without following Extends.
// Unknown members are errors, so a misspelt fact is caught.
func Parse(raw []byte) (*File, error) {
	var f File
	if err := jsonx.DecodeStrict(raw, &f, jsonx.Input{MaxSize: MaxFileSize}); err != nil {
		return nil, err
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	return &f, nil
}

// check reports the first thing wrong with the file, naming the member.
func (f *File) check() error {
	if !model.ValidID(f.Edition) {
		return fmt.Errorf("edition %q is not an id", f.Edition)
	}
	ids := map[string]string{}
	claim := func(where, id string) error {
		if !model.ValidID(id) {
			return fmt.Errorf("%s: id %q is not an id (lower-case letters, digits, hyphens)", where, id)
		}
		if prev, dup := ids[id]; dup {
			return fmt.Errorf("%s: id %q is already used by %s", where, id, prev)
		}
		ids[id] = where
		return nil
	}
	fix := func(where string, x Fix) error {
		if err := claim(where, x.ID); err != nil {
			return err
		}
		if x.Src == "" || x.Why == "" {
			return fmt.Errorf("%s (%s): every correction needs a src and a why", where, x.ID)
		}
		return nil
	}
	for i, n := range f.Notes {
		if err := claim(fmt.Sprintf("notes[%d]", i), n.ID); err != nil {
			return err
		}
	}
	for i, h := range f.Hexes {
		where := fmt.Sprintf("hexes[%d]", i)
		if err := fix(where, h.Fix); err != nil {
			return err
		}
		if len(h.Hexes) == 0 {
			return fmt.Errorf("%s (%s): no hexes", where, h.ID)
		}
		if h.Terrain == "" && h.Fortified == nil && h.Port == nil && h.Country == nil {
			return fmt.Errorf("%s (%s): sets nothing; give terrain, fortified, port or country", where, h.ID)
		}
	}
	for i, c := range f.Cities {
		where := fmt.Sprintf("cities[%d]", i)
		if err := fix(where, c.Fix); err != nil {
			return err
		}
		if (c.Name == "") == (len(c.Remove) == 0) {
			return fmt.Errorf("%s (%s): give either a name to place or a remove list", where, c.ID)
		}
		if c.VP != nil && *c.VP < 0 {
			return fmt.Errorf("%s (%s): vp %d is negative", where, c.ID, *c.VP)
		}
	}
	if t := f.Theater; t != nil {
		if err := fix("theater", t.Fix); err != nil {
			return err
		}
		seen := map[int]bool{}
		for k, col := range t.FirstEast {
			row, err := parseRow(k)
			if err != nil || row < 1 {
				return fmt.Errorf("theater (%s): firstEast: %q is not a row number", t.ID, k)
			}
			if seen[row] {
				return fmt.Errorf("theater (%s): firstEast gives row %d twice", t.ID, row)
			}
			seen[row] = true
			if col < 1 || col > 100 {
				return fmt.Errorf("theater (%s): firstEast row %d: column %d", t.ID, row, col)
			}
		}
	}
	for i, s := range f.Hexsides {
		where := fmt.Sprintf("hexsides[%d]", i)
		if err := fix(where, s.Fix); err != nil {
			return err
		}
		if len(s.Add) == 0 && len(s.Remove) == 0 && len(s.RemoveTouching) == 0 {
			return fmt.Errorf("%s (%s): adds and removes nothing", where, s.ID)
		}
		for k, spec := range s.Add {
			if _, err := model.ParseHexside(k); err != nil {
				return fmt.Errorf("%s (%s): %w", where, s.ID, err)
			}
			if spec.Type == "" {
				return fmt.Errorf("%s (%s): %s has no type", where, s.ID, k)
			}
		}
		for _, k := range s.Remove {
			if _, err := model.ParseHexside(k); err != nil {
				return fmt.Errorf("%s (%s): %w", where, s.ID, err)
			}
		}
	}
	for id, z := range f.Zones {
		if err := claim("zones", id); err != nil {
			return err
		}
		if z.Src == "" {
			return fmt.Errorf("zones.%s: needs a src", id)
		}
	}
	return nil
}

// parseRow reads a row number written "7" or "07".
func parseRow(s string) (int, error) {
	row, err := strconv.Atoi(s)
	if err != nil || len(s) > 2 {
		return 0, fmt.Errorf("%q is not a row number", s)
	}
	return row, nil
}

// merge returns base with over laid on top: base items over drops are left
// out, sources and notes of the same id are replaced, the rest appended.
func merge(base, over *File) (*File, error) {
	drop := map[string]bool{}
	for _, id := range over.Drop {
		drop[id] = true
	}
	used := map[string]bool{}
	keep := func(id string) bool {
		if drop[id] {
			used[id] = true
			return false
		}
		return true
	}
	out := &File{Edition: over.Edition}
	out.layers = append(slices.Clone(base.layers), over.layers...)
	out.Sources = base.Sources.Merge(over.Sources)
	for _, n := range base.Notes {
		if keep(n.ID) {
			out.Notes = append(out.Notes, n)
		}
	}
	out.Notes = model.MergeNotes(out.Notes, over.Notes)
	for _, h := range base.Hexes {
		if keep(h.ID) {
			out.Hexes = append(out.Hexes, h)
		}
	}
	out.Hexes = append(out.Hexes, over.Hexes...)
	for _, c := range base.Cities {
		if keep(c.ID) {
			out.Cities = append(out.Cities, c)
		}
	}
	out.Cities = append(out.Cities, over.Cities...)
	out.Theater = base.Theater
	if base.Theater != nil && !keep(base.Theater.ID) {
		out.Theater = nil
	}
	if over.Theater != nil {
		out.Theater = over.Theater
	}
	for _, s := range base.Hexsides {
		if keep(s.ID) {
			out.Hexsides = append(out.Hexsides, s)
		}
	}
	out.Hexsides = append(out.Hexsides, over.Hexsides...)
	out.Zones = map[string]model.Zone{}
	for id, z := range base.Zones {
		if keep(id) {
			out.Zones[id] = z
		}
	}
	for id, z := range over.Zones {
		out.Zones[id] = z
	}
	for _, id := range over.Drop {
		if !used[id] {
			return nil, fmt.Errorf("drop: the base has no correction, zone or note %q", id)
		}
	}
	if err := out.check(); err != nil {
		return nil, fmt.Errorf("with its base: %w", err)
	}
	return out, nil
}

// MaxFileSize bounds a corrections file.
const MaxFileSize = 16 << 20
