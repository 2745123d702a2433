package mapfix

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Apply writes the corrections into m. It fails, leaving m partly
// corrected, when a correction cites a source the map lacks, places a city
// on a hex another city holds, or leaves a row of the grid without a
// Theater Boundary column. Hexes off the map's grid are skipped and
// reported, so one file can serve a smaller grid.
func Apply(m *model.Map, f *File) (*Report, error) {
	a := &applier{m: m, rep: &Report{}}
	for _, l := range f.layers {
		m.Sources = m.Sources.Merge(model.Sources{l.Source})
	}
	m.Sources = m.Sources.Merge(f.Sources)
	if err := a.checkSources(f); err != nil {
		return nil, err
	}
	if m.Hexes == nil {
		m.Hexes = map[model.Hex]model.HexInfo{}
	}
	var notes []model.Note
	for _, l := range f.layers {
		m.Notes = model.MergeNotes(m.Notes, l.Notes)
		notes = append(notes, a.applyLayer(l))
	}
	for _, fix := range f.Hexes {
		a.hexFix(fix)
		notes = append(notes, a.note(fix.Fix, describeHexFix(fix, m.Grid)))
	}
	for _, fix := range f.Cities {
		if err := a.cityFix(fix); err != nil {
			return nil, err
		}
		notes = append(notes, a.note(fix.Fix, describeCityFix(fix)))
	}
	if t := f.Theater; t != nil {
		if err := a.theater(*t); err != nil {
			return nil, err
		}
		notes = append(notes, a.note(t.Fix, describeTheater(*t, m.Grid)))
	}
	for _, fix := range f.Hexsides {
		a.sideFix(fix)
		notes = append(notes, a.note(fix.Fix, describeSideFix(fix, m.Grid)))
	}
	if len(f.Zones) > 0 && m.Zones == nil {
		m.Zones = map[string]model.Zone{}
	}
	for id, z := range f.Zones {
		m.Zones[id] = z
	}
	m.Notes = model.MergeNotes(model.MergeNotes(m.Notes, f.Notes), notes)
	a.normalise()
	return a.rep, nil
}

// applier carries one Apply's state.
type applier struct {
	m   *model.Map
	rep *Report
}

func (a *applier) checkSources(f *File) error {
	known := map[string]bool{}
	for _, s := range a.m.Sources {
		known[s.ID] = true
	}
	var fixes []Fix
	for _, x := range f.Hexes {
		fixes = append(fixes, x.Fix)
	}
	for _, x := range f.Cities {
		fixes = append(fixes, x.Fix)
	}
	if f.Theater != nil {
		fixes = append(fixes, f.Theater.Fix)
	}
	for _, x := range f.Hexsides {
		fixes = append(fixes, x.Fix)
	}
	for _, x := range fixes {
		if !known[x.Src] {
			return fmt.Errorf("correction %s cites source %q, which neither the map nor the corrections list", x.ID, x.Src)
		}
	}
	for _, id := range slices.Sorted(maps.Keys(f.Zones)) {
		if !known[f.Zones[id].Src] {
			return fmt.Errorf("zone %s cites source %q, which neither the map nor the corrections list", id, f.Zones[id].Src)
		}
	}
	return nil
}

// onGrid reports whether h is on the map's grid, recording it as skipped
// for fix id when it is not.
func (a *applier) onGrid(id string, h model.Hex) bool {
	if a.m.Grid.Contains(h) {
		return true
	}
	a.rep.skip(id, h.String())
	return false
}

// setSrc records that fact of info rests on src.
func setSrc(info *model.HexInfo, fact, src string) {
	if info.Srcs == nil {
		info.Srcs = map[string]string{}
	}
	info.Srcs[fact] = src
}

func (a *applier) hexFix(fix HexFix) {
	for _, h := range fix.Hexes {
		if !a.onGrid(fix.ID, h) {
			continue
		}
		info := a.m.Hexes[h]
		before := snapshot(info)
		if fix.Terrain != "" {
			info.Terrain = fix.Terrain
			setSrc(&info, model.FactTerrain, fix.Src)
			if fix.Terrain == model.TerrainSea {
				// Sea belongs to no country and no theater.
				info.Regions = model.Regions{}
				delete(info.Srcs, model.FactCountry)
				delete(info.Srcs, model.FactTheater)
			}
		}
		if fix.Fortified != nil {
			info.Fortified = *fix.Fortified
			setSrc(&info, model.FactFortified, fix.Src)
		}
		if fix.Port != nil {
			info.Port = *fix.Port
			setSrc(&info, model.FactPort, fix.Src)
		}
		if fix.Country != nil {
			info.Regions.Country = *fix.Country
			setSrc(&info, model.FactCountry, fix.Src)
		}
		a.m.Hexes[h] = info
		a.rep.touch(fix.ID, before != snapshot(info))
	}
}

// snapshot is a hex's facts and sources as canonical JSON, taken before a
// fix writes into the hex's Srcs map (which copies of HexInfo share) so the
// report can tell whether the fix changed anything.
func snapshot(info model.HexInfo) string {
	b, _ := json.Marshal(info) // a HexInfo always encodes
	return string(b)
}

// findCity returns the hex holding the city of that name.
func (a *applier) findCity(name string) (model.Hex, bool) {
	for _, h := range a.m.HexIDs() {
		if c := a.m.Hexes[h].City; c != nil && c.Name == name {
			return h, true
		}
	}
	return model.Hex{}, false
}

func (a *applier) cityFix(fix CityFix) error {
	for _, name := range fix.Remove {
		h, ok := a.findCity(name)
		if !ok {
			a.rep.missing(fix.ID, name)
			continue
		}
		a.dropCity(h)
		a.rep.touch(fix.ID, true)
	}
	if fix.Name == "" {
		return nil
	}
	at, found := a.findCity(fix.Name)
	city := model.City{Name: fix.Name, VP: 1}
	if found {
		city = *a.m.Hexes[at].City
	}
	if fix.Hex != nil {
		if !a.onGrid(fix.ID, *fix.Hex) {
			return nil
		}
		if other := a.m.Hexes[*fix.Hex].City; other != nil && other.Name != fix.Name {
			return fmt.Errorf("correction %s: %s goes to %s, which holds %s; move %s first", fix.ID, fix.Name, fix.Hex, other.Name, other.Name)
		}
		if found && at != *fix.Hex {
			a.dropCity(at)
		}
		at = *fix.Hex
	} else if !found {
		return fmt.Errorf("correction %s: %s is not on the map; give the hex to place it on", fix.ID, fix.Name)
	}
	if fix.VP != nil {
		city.VP = *fix.VP
	}
	if fix.Capital != nil {
		city.Capital = *fix.Capital
	}
	info := a.m.Hexes[at]
	changed := info.City == nil || *info.City != city
	info.City = &city
	// A fix that only names a city a capital leaves the city's hex and
	// victory points to the source that placed it.
	if found && fix.Hex == nil && fix.VP == nil && fix.Capital != nil {
		setSrc(&info, model.FactCapital, fix.Src)
	} else {
		setSrc(&info, model.FactCity, fix.Src)
		if fix.Capital != nil {
			setSrc(&info, model.FactCapital, fix.Src)
		}
	}
	if !city.Capital {
		delete(info.Srcs, model.FactCapital)
	}
	a.m.Hexes[at] = info
	a.rep.touch(fix.ID, changed)
	return nil
}

// dropCity takes the city off hex h with the sources of its facts.
func (a *applier) dropCity(h model.Hex) {
	info := a.m.Hexes[h]
	info.City = nil
	delete(info.Srcs, model.FactCity)
	delete(info.Srcs, model.FactCapital)
	a.m.Hexes[h] = info
}

func (a *applier) theater(t TheaterLine) error {
	firstEast := map[int]int{}
	for k, col := range t.FirstEast {
		row, _ := parseRow(k) // checked when the file was read
		firstEast[row] = col
	}
	for _, h := range a.m.Grid.Hexes() {
		info, ok := a.m.Hexes[h]
		if !ok {
			continue
		}
		var side model.Theater
		switch {
		case slices.Contains(t.SkipTerrain, info.Terrain) || slices.Contains(t.SkipCountry, info.Regions.Country):
		case slices.Contains(t.Boundary, h):
			side = model.TheaterBoundary
		default:
			col, ok := firstEast[h.Row]
			if !ok {
				return fmt.Errorf("correction %s: firstEast has no column for row %d", t.ID, h.Row)
			}
			side = model.TheaterWest
			if h.Col >= col {
				side = model.TheaterEast
			}
		}
		changed := info.Regions.Theater != side
		info.Regions.Theater = side
		if side == "" {
			delete(info.Srcs, model.FactTheater)
		} else {
			setSrc(&info, model.FactTheater, t.Src)
		}
		a.m.Hexes[h] = info
		a.rep.touch(t.ID, changed)
	}
	return nil
}

func (a *applier) sideFix(fix SideFix) {
	if len(fix.RemoveTouching) > 0 {
		for _, s := range a.m.HexsideKeys() {
			ta, tb := a.m.Hexes[s.A].Terrain, a.m.Hexes[s.B].Terrain
			if slices.Contains(fix.RemoveTouching, ta) || slices.Contains(fix.RemoveTouching, tb) {
				delete(a.m.Hexsides, s)
				a.rep.touch(fix.ID, true)
			}
		}
	}
	for _, k := range fix.Remove {
		s, _ := model.ParseHexside(k) // checked when the file was read
		if _, ok := a.m.Hexsides[s]; ok {
			delete(a.m.Hexsides, s)
			a.rep.touch(fix.ID, true)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(fix.Add)) {
		s, _ := model.ParseHexside(k)
		if !a.onGrid(fix.ID, s.A) || !a.onGrid(fix.ID, s.B) {
			continue
		}
		spec := fix.Add[k]
		info := model.HexsideInfo{Type: spec.Type, Name: spec.Name, Src: fix.Src}
		if a.m.Hexsides == nil {
			a.m.Hexsides = model.Hexsides{}
		}
		a.rep.touch(fix.ID, a.m.Hexsides[s] != info)
		a.m.Hexsides[s] = info
	}
}

// normalise drops per-fact sources that repeat the hex's own source.
func (a *applier) normalise() {
	for h, info := range a.m.Hexes {
		for fact, src := range info.Srcs {
			if src == info.Src {
				delete(info.Srcs, fact)
			}
		}
		if len(info.Srcs) == 0 {
			info.Srcs = nil
		}
		a.m.Hexes[h] = info
	}
}

// note is the map note a fix writes: its reason, then what it does.
func (a *applier) note(fix Fix, what string) model.Note {
	kind := fix.Kind
	if kind == "" {
		kind = "reconstruction"
	}
	text := strings.TrimSpace(fix.Why)
	if what != "" {
		text += " [" + what + "]"
	}
	return model.Note{ID: fix.ID, Kind: kind, Text: text, Sources: []string{fix.Src}}
}

// hexList lists the hexes that lie on the grid, in the given order.
func hexList(hs []model.Hex, g model.Grid) string {
	var out []string
	for _, h := range hs {
		if g.Contains(h) {
			out = append(out, h.String())
		}
	}
	return strings.Join(out, " ")
}
