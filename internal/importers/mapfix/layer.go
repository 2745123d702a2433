package mapfix

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// Layer is a map source that speaks for a band of rows as a whole: within
// its rows it states the terrain of the hexes it lists and every fortified
// hex, city, drawn hexside and hex of the countries it names, so whatever
// the draft put there of those kinds goes and the layer's facts take its
// place, each citing the layer's source. Outside its rows, and for facts it
// does not state (ports, other countries, the Theater Boundary), the draft
// stands. A corrections file lists its layers; they apply before any of its
// corrections, so the rulebooks and set-ups still have the last word.
//
// A reading of the printed map, or of a faithful redrawing of it, is a
// layer: it is better evidence than geography wherever it reaches.
type Layer struct {
	// Source is added to the map's sources; every fact the layer sets
	// cites it.
	Source model.Source `json:"source"`
	// Rows is the band of rows the layer speaks for, ends included.
	Rows RowSpan `json:"rows"`
	// Notes are added to the map's notes. The layer also writes a note of
	// its own, with the id of its source, saying what it set.
	Notes []model.Note `json:"notes,omitempty"`
	// Terrain lists hexes by terrain id.
	Terrain map[string][]model.Hex `json:"terrain"`
	// Fortified lists every fortified hex of the band.
	Fortified []model.Hex `json:"fortified"`
	// Cities are every city of the band, by hex.
	Cities map[model.Hex]model.City `json:"cities"`
	// Countries lists, for each country tag the layer knows, every hex of
	// the band that carries it; hexes of the band not listed lose it.
	Countries map[string][]model.Hex `json:"countries,omitempty"`
	// Hexsides lists every drawn hexside of the band by type, as
	// "aaaa/bbbb" keys.
	Hexsides map[model.HexsideType][]string `json:"hexsides"`
}

// RowSpan is a band of rows, ends included.
type RowSpan struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Contains reports whether h lies in the band.
func (r RowSpan) Contains(h model.Hex) bool { return h.Row >= r.From && h.Row <= r.To }

// MaxLayerSize bounds a layer file.
const MaxLayerSize = 16 << 20

// LoadLayer reads and checks a layer file.
func LoadLayer(path string) (*Layer, error) {
	return fileio.Load(path, MaxLayerSize, ParseLayer)
}

// ParseLayer decodes and checks a layer. Unknown members are errors.
func ParseLayer(raw []byte) (*Layer, error) {
	return jsonx.DecodeChecked[Layer](raw, jsonx.Input{MaxSize: MaxLayerSize})
}

// Check reports the first thing wrong with the layer: a source without id
// or kind, an empty band, a hex outside the band or given two terrains, a
// fact naming no id, a hexside between hexes that are not neighbours or
// listed twice.
func (l *Layer) Check() error {
	if !model.ValidID(l.Source.ID) || l.Source.Kind == "" || l.Source.Title == "" {
		return fmt.Errorf("source: needs an id, a kind and a title")
	}
	if l.Rows.From < 1 || l.Rows.To < l.Rows.From || l.Rows.To > 99 {
		return fmt.Errorf("rows: %d to %d is not a band of rows", l.Rows.From, l.Rows.To)
	}
	inBand := func(where string, h model.Hex) error {
		if !l.Rows.Contains(h) {
			return fmt.Errorf("%s: hex %s lies outside rows %d-%d", where, h, l.Rows.From, l.Rows.To)
		}
		return nil
	}
	seen := map[model.Hex]string{}
	for _, t := range slices.Sorted(maps.Keys(l.Terrain)) {
		if !model.ValidID(t) {
			return fmt.Errorf("terrain: %q is not a terrain id", t)
		}
		for _, h := range l.Terrain[t] {
			if err := inBand("terrain "+t, h); err != nil {
				return err
			}
			if prev, dup := seen[h]; dup {
				return fmt.Errorf("terrain: hex %s is both %s and %s", h, prev, t)
			}
			seen[h] = t
		}
	}
	for _, h := range l.Fortified {
		if err := inBand("fortified", h); err != nil {
			return err
		}
	}
	cities := slices.Collect(maps.Keys(l.Cities))
	model.SortHexes(cities)
	for _, h := range cities {
		c := l.Cities[h]
		if err := inBand("cities", h); err != nil {
			return err
		}
		if strings.TrimSpace(c.Name) == "" || c.VP < 0 {
			return fmt.Errorf("cities: %s needs a name and victory points of 0 or more", h)
		}
	}
	for _, c := range slices.Sorted(maps.Keys(l.Countries)) {
		if !model.ValidID(c) {
			return fmt.Errorf("countries: %q is not a country id", c)
		}
		for _, h := range l.Countries[c] {
			if err := inBand("countries "+c, h); err != nil {
				return err
			}
		}
	}
	sides := map[model.Hexside]bool{}
	for _, t := range slices.Sorted(maps.Keys(l.Hexsides)) {
		if t != model.HexsideRiver && t != model.HexsideLake && t != model.HexsideBlocked {
			return fmt.Errorf("hexsides: %q is not a hexside type", t)
		}
		for _, k := range l.Hexsides[t] {
			s, err := model.ParseHexside(k)
			if err != nil {
				return fmt.Errorf("hexsides %s: %w", t, err)
			}
			if err := inBand("hexsides "+string(t), s.A); err != nil {
				return err
			}
			if err := inBand("hexsides "+string(t), s.B); err != nil {
				return err
			}
			if sides[s] {
				return fmt.Errorf("hexsides: %s is listed twice", s)
			}
			sides[s] = true
		}
	}
	return nil
}

// applyLayer writes a layer into the map: see Layer.
func (a *applier) applyLayer(l *Layer) model.Note {
	m := a.m
	id := l.Source.ID
	terrain := map[model.Hex]string{}
	for t, hs := range l.Terrain {
		for _, h := range hs {
			terrain[h] = t
		}
	}
	fortified := map[model.Hex]bool{}
	for _, h := range l.Fortified {
		fortified[h] = true
	}
	country := map[model.Hex]string{}
	for c, hs := range l.Countries {
		for _, h := range hs {
			country[h] = c
		}
	}
	for _, h := range m.HexIDs() {
		if !l.Rows.Contains(h) {
			continue
		}
		info := m.Hexes[h]
		before := snapshot(info)
		// The layer becomes the hex's source; facts it leaves alone keep
		// the source they had, now named in Srcs.
		old := map[string]string{}
		for _, f := range info.PresentFacts() {
			old[f] = info.SrcOf(f)
		}
		set := map[string]bool{}
		if t, ok := terrain[h]; ok {
			info.Terrain = t
			set[model.FactTerrain] = true
			if t == model.TerrainSea {
				info.Regions = model.Regions{}
			}
		}
		info.Fortified = fortified[h]
		set[model.FactFortified] = true
		info.City = nil
		if c, ok := l.Cities[h]; ok {
			c := c
			info.City = &c
		}
		set[model.FactCity] = true
		set[model.FactCapital] = true
		if c, ok := country[h]; ok && info.Terrain != model.TerrainSea {
			info.Regions.Country = c
			set[model.FactCountry] = true
		} else if _, known := l.Countries[info.Regions.Country]; known {
			info.Regions.Country = ""
		}
		info.Src = id
		info.Srcs = nil
		for _, f := range info.PresentFacts() {
			if src, had := old[f]; had && !set[f] {
				setSrc(&info, f, src)
			}
		}
		m.Hexes[h] = info
		a.rep.touch(id, before != snapshot(info))
	}
	for _, s := range m.HexsideKeys() {
		if l.Rows.Contains(s.A) && l.Rows.Contains(s.B) {
			delete(m.Hexsides, s)
		}
	}
	if m.Hexsides == nil {
		m.Hexsides = model.Hexsides{}
	}
	for t, keys := range l.Hexsides {
		for _, k := range keys {
			s, _ := model.ParseHexside(k) // checked when the layer was read
			if !m.Grid.Contains(s.A) || !m.Grid.Contains(s.B) {
				a.rep.skip(id, s.String())
				continue
			}
			m.Hexsides[s] = model.HexsideInfo{Type: t, Src: id}
		}
	}
	return model.Note{ID: id, Kind: "reconstruction", Text: l.describe(m.Grid), Sources: []string{id}}
}

// describe says what the layer sets, in counts only: a note that listed
// every hex would be cited by every hex of the map.
func (l *Layer) describe(g model.Grid) string {
	to := min(l.Rows.To, g.Rows)
	var parts []string
	n := 0
	var ts []string
	for _, t := range slices.Sorted(maps.Keys(l.Terrain)) {
		n += len(l.Terrain[t])
		ts = append(ts, fmt.Sprintf("%s %d", t, len(l.Terrain[t])))
	}
	parts = append(parts, fmt.Sprintf("terrain of %d hexes (%s)", n, strings.Join(ts, ", ")))
	parts = append(parts, fmt.Sprintf("%d fortified hexes", len(l.Fortified)))
	vp := 0
	for _, c := range l.Cities {
		vp += c.VP
	}
	parts = append(parts, fmt.Sprintf("%d cities worth %d VP", len(l.Cities), vp))
	for _, c := range slices.Sorted(maps.Keys(l.Countries)) {
		parts = append(parts, fmt.Sprintf("%d hexes of %s", len(l.Countries[c]), c))
	}
	for _, t := range slices.Sorted(maps.Keys(l.Hexsides)) {
		parts = append(parts, fmt.Sprintf("%d %s hexsides", len(l.Hexsides[t]), t))
	}
	text := strings.TrimSpace(l.Source.Title)
	if l.Source.Note != "" {
		text += ". " + strings.TrimSpace(l.Source.Note)
	}
	return fmt.Sprintf("%s [rows %02d-%02d: %s; what the draft had of these kinds in those rows is replaced]", text, l.Rows.From, to, strings.Join(parts, ", "))
}

// EncodeLayer writes a layer as JSON a person can read and diff: members in
// a fixed order, map keys sorted, lists of hexes and hexsides wrapped a
// dozen to a line, a final newline. The same layer gives the same bytes.
func EncodeLayer(l *Layer) ([]byte, error) {
	if err := l.Check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	str := func(s string) string {
		var sb bytes.Buffer
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(s) // a string always encodes
		return strings.TrimSuffix(sb.String(), "\n")
	}
	list := func(indent string, items []string) string {
		if len(items) == 0 {
			return "[]"
		}
		var sb strings.Builder
		sb.WriteString("[")
		for i, it := range items {
			switch {
			case i%12 == 0:
				sb.WriteString("\n" + indent + "  ")
			default:
				sb.WriteString(" ")
			}
			sb.WriteString(str(it))
			if i < len(items)-1 {
				sb.WriteString(",")
			}
		}
		sb.WriteString("\n" + indent + "]")
		return sb.String()
	}
	hexes := func(hs []model.Hex) []string {
		hs = slices.Clone(hs)
		model.SortHexes(hs)
		out := make([]string, len(hs))
		for i, h := range hs {
			out[i] = h.String()
		}
		return out
	}
	object := func(indent string, keys []string, value func(k string) string) string {
		if len(keys) == 0 {
			return "{}"
		}
		var sb strings.Builder
		sb.WriteString("{")
		for i, k := range keys {
			sb.WriteString("\n" + indent + "  " + str(k) + ": " + value(k))
			if i < len(keys)-1 {
				sb.WriteString(",")
			}
		}
		sb.WriteString("\n" + indent + "}")
		return sb.String()
	}
	indented := func(v any) (string, error) {
		var sb bytes.Buffer
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		enc.SetIndent("  ", "  ")
		if err := enc.Encode(v); err != nil {
			return "", err
		}
		return strings.TrimSuffix(sb.String(), "\n"), nil
	}
	src, err := indented(l.Source)
	if err != nil {
		return nil, err
	}
	b.WriteString("{\n")
	b.WriteString(`  "source": ` + src + ",\n")
	fmt.Fprintf(&b, "  \"rows\": {\"from\": %d, \"to\": %d},\n", l.Rows.From, l.Rows.To)
	if len(l.Notes) > 0 {
		notes, err := indented(l.Notes)
		if err != nil {
			return nil, err
		}
		b.WriteString(`  "notes": ` + notes + ",\n")
	}
	b.WriteString(`  "terrain": ` + object("  ", slices.Sorted(maps.Keys(l.Terrain)), func(k string) string {
		return list("    ", hexes(l.Terrain[k]))
	}) + ",\n")
	b.WriteString(`  "fortified": ` + list("  ", hexes(l.Fortified)) + ",\n")
	cityKeys := make([]string, 0, len(l.Cities))
	byKey := map[string]model.City{}
	for h, c := range l.Cities {
		cityKeys = append(cityKeys, h.String())
		byKey[h.String()] = c
	}
	slices.Sort(cityKeys)
	b.WriteString(`  "cities": ` + object("  ", cityKeys, func(k string) string {
		c := byKey[k]
		s := fmt.Sprintf(`{"name": %s, "vp": %d`, str(c.Name), c.VP)
		if c.Capital {
			s += `, "capital": true`
		}
		return s + "}"
	}) + ",\n")
	if len(l.Countries) > 0 {
		b.WriteString(`  "countries": ` + object("  ", slices.Sorted(maps.Keys(l.Countries)), func(k string) string {
			return list("    ", hexes(l.Countries[k]))
		}) + ",\n")
	}
	var types []string
	for t := range l.Hexsides {
		types = append(types, string(t))
	}
	slices.Sort(types)
	b.WriteString(`  "hexsides": ` + object("  ", types, func(k string) string {
		keys := slices.Clone(l.Hexsides[model.HexsideType(k)])
		slices.Sort(keys)
		return list("    ", keys)
	}) + "\n")
	b.WriteString("}\n")
	return b.Bytes(), nil
}
