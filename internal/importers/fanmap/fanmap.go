package fanmap

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// Facts is the part of a reading the layer uses. Other members (comments,
// water fractions, the fan code's replacement arrays) are read past.
type Facts struct {
	Terrain         map[string]string `json:"terrain"`
	Cities          map[string]City   `json:"cities"`
	Fortified       []string          `json:"fortified"`
	Rivers          []string          `json:"river_hexsides"`
	Blocked         []string          `json:"blocked_hexsides"`
	EdgeBlocked     []string          `json:"out_of_play_edge_blocked_hexsides"`
	YugoslavBorder  []string          `json:"yugoslav_border_hexsides"`
	Yugoslavia      []string          `json:"yugoslavia_hexes_derived"`
	WesternStarting []string          `json:"western_allied_cities_at_start"`
}

// City is one city of the reading.
type City struct {
	Name  *string `json:"name"`
	Label string  `json:"label_on_image"`
	VP    int     `json:"vp"`
}

// MaxFactsSize bounds a reading file.
const MaxFactsSize = 8 << 20

// Load reads a reading file.
func Load(path string) (*Facts, error) {
	return fileio.Load(path, MaxFactsSize, Parse)
}

// Parse decodes a reading.
func Parse(raw []byte) (*Facts, error) {
	var f Facts
	if err := jsonx.DecodeStrict(raw, &f, jsonx.Input{MaxSize: MaxFactsSize, ReadPast: true}); err != nil {
		return nil, err
	}
	if len(f.Terrain) == 0 {
		return nil, fmt.Errorf("no terrain: a reading states the terrain of every hex it covers")
	}
	return &f, nil
}

// Source is the source a layer from a fan reading cites. A corrections
// file that uses the layer may replace it by id with its own account of
// how far the reading holds for its edition.
var Source = model.Source{
	ID:    "fan-map",
	Kind:  model.SourceFan,
	Title: "A hex-by-hex reading of a fan redrawing of the printed map, with the fan code's fortified hexes",
	Trust: "medium",
}

// Report is what Convert found besides the layer.
type Report struct {
	Rows     mapfix.RowSpan
	Hexes    int
	Terrain  map[string]int
	Cities   int
	VP       int
	Unnamed  []string
	Rivers   int
	Blocked  int
	Border   int
	Yugoslav int
	// BorderMissing are drawn border hexsides the Yugoslav hexes do not
	// give; BorderExtra border hexsides they give that are not drawn.
	BorderMissing, BorderExtra []string
}

// Convert makes the layer of a reading.
func Convert(f *Facts) (*mapfix.Layer, *Report, error) {
	l := &mapfix.Layer{Source: Source, Terrain: map[string][]model.Hex{}, Fortified: []model.Hex{},
		Cities: map[model.Hex]model.City{}, Countries: map[string][]model.Hex{}, Hexsides: map[model.HexsideType][]string{}}
	rep := &Report{Terrain: map[string]int{}}
	hex := func(what, s string) (model.Hex, error) {
		h, err := model.ParseHex(s)
		if err != nil {
			return h, fmt.Errorf("%s: %w", what, err)
		}
		return h, nil
	}
	terrain := map[model.Hex]string{}
	for _, k := range slices.Sorted(maps.Keys(f.Terrain)) {
		h, err := hex("terrain", k)
		if err != nil {
			return nil, nil, err
		}
		t := strings.ReplaceAll(f.Terrain[k], "_", "-")
		if !model.ValidID(t) {
			return nil, nil, fmt.Errorf("terrain of %s: %q is not a terrain id", k, f.Terrain[k])
		}
		terrain[h] = t
		l.Terrain[t] = append(l.Terrain[t], h)
		rep.Terrain[t]++
		if rep.Hexes == 0 || h.Row < l.Rows.From {
			l.Rows.From = h.Row
		}
		l.Rows.To = max(l.Rows.To, h.Row)
		rep.Hexes++
		if t == "switzerland" {
			l.Countries["switzerland"] = append(l.Countries["switzerland"], h)
		}
	}
	for _, k := range f.Fortified {
		h, err := hex("fortified", k)
		if err != nil {
			return nil, nil, err
		}
		l.Fortified = append(l.Fortified, h)
	}
	model.SortHexes(l.Fortified)
	for _, k := range slices.Sorted(maps.Keys(f.Cities)) {
		h, err := hex("cities", k)
		if err != nil {
			return nil, nil, err
		}
		c := f.Cities[k]
		name := c.Label
		if c.Name != nil && *c.Name != "" {
			name = *c.Name
		}
		if name == "" {
			name = "unnamed " + h.String()
			rep.Unnamed = append(rep.Unnamed, h.String())
		}
		l.Cities[h] = model.City{Name: name, VP: c.VP}
		rep.Cities++
		rep.VP += c.VP
	}
	sides := func(t model.HexsideType, keys []string) error {
		for _, k := range keys {
			if _, err := model.ParseHexside(k); err != nil {
				return fmt.Errorf("%s hexsides: %w", t, err)
			}
			l.Hexsides[t] = append(l.Hexsides[t], k)
		}
		slices.Sort(l.Hexsides[t])
		return nil
	}
	if err := sides(model.HexsideRiver, f.Rivers); err != nil {
		return nil, nil, err
	}
	if err := sides(model.HexsideBlocked, append(slices.Clone(f.Blocked), f.EdgeBlocked...)); err != nil {
		return nil, nil, err
	}
	rep.Rivers, rep.Blocked = len(l.Hexsides[model.HexsideRiver]), len(l.Hexsides[model.HexsideBlocked])
	yugo := map[model.Hex]bool{}
	for _, k := range f.Yugoslavia {
		h, err := hex("yugoslavia", k)
		if err != nil {
			return nil, nil, err
		}
		yugo[h] = true
		l.Countries[model.CountryYugoslavia] = append(l.Countries[model.CountryYugoslavia], h)
	}
	for _, hs := range l.Countries {
		model.SortHexes(hs)
	}
	rep.Yugoslav = len(yugo)
	rep.Rows = l.Rows
	// The Yugoslav border the rules use is every hexside between a Yugoslav
	// hex and a land hex outside; it should be the border drawn.
	land := func(h model.Hex) bool {
		t, ok := terrain[h]
		return ok && t != model.TerrainSea
	}
	derived := map[string]bool{}
	for h := range yugo {
		for _, s := range h.Hexsides() {
			o := s.Other(h)
			if land(o) && !yugo[o] {
				derived[s.String()] = true
			}
		}
	}
	drawn := map[string]bool{}
	for _, k := range f.YugoslavBorder {
		if _, err := model.ParseHexside(k); err != nil {
			return nil, nil, fmt.Errorf("yugoslav border: %w", err)
		}
		drawn[k] = true
		if !derived[k] {
			rep.BorderMissing = append(rep.BorderMissing, k)
		}
	}
	for k := range derived {
		if !drawn[k] {
			rep.BorderExtra = append(rep.BorderExtra, k)
		}
	}
	slices.Sort(rep.BorderMissing)
	slices.Sort(rep.BorderExtra)
	rep.Border = len(drawn)
	if err := l.Check(); err != nil {
		return nil, nil, err
	}
	return l, rep, nil
}

// WriteText writes the report for a person.
func (r *Report) WriteText(b *strings.Builder) {
	fmt.Fprintf(b, "fan reading: rows %02d-%02d, %d hexes\n", r.Rows.From, r.Rows.To, r.Hexes)
	var ts []string
	for _, t := range slices.Sorted(maps.Keys(r.Terrain)) {
		ts = append(ts, fmt.Sprintf("%s %d", t, r.Terrain[t]))
	}
	fmt.Fprintf(b, "  terrain   %s\n", strings.Join(ts, ", "))
	fmt.Fprintf(b, "  cities    %d, %d VP", r.Cities, r.VP)
	if len(r.Unnamed) > 0 {
		fmt.Fprintf(b, "; no name legible at %s", strings.Join(r.Unnamed, " "))
	}
	b.WriteString("\n")
	fmt.Fprintf(b, "  hexsides  river %d, blocked %d\n", r.Rivers, r.Blocked)
	fmt.Fprintf(b, "  yugoslavia %d hexes; of the %d border hexsides drawn, %d not given by them; %d more given\n",
		r.Yugoslav, r.Border, len(r.BorderMissing), len(r.BorderExtra))
	if len(r.BorderMissing) > 0 {
		fmt.Fprintf(b, "    drawn, not given: %s\n", strings.Join(r.BorderMissing, " "))
	}
	if len(r.BorderExtra) > 0 {
		fmt.Fprintf(b, "    given, not drawn: %s\n", strings.Join(r.BorderExtra, " "))
	}
}
