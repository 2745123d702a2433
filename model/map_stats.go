package model

import "sort"

// PresentFacts lists the facts the hex states, in HexFacts order: terrain
// always, the others when set (a fortification, a city, a port, a country
// or theater tag).
func (h HexInfo) PresentFacts() []string {
	out := []string{FactTerrain}
	if h.Fortified {
		out = append(out, FactFortified)
	}
	if h.City != nil {
		out = append(out, FactCity)
	}
	if h.Port {
		out = append(out, FactPort)
	}
	if h.Regions.Country != "" {
		out = append(out, FactCountry)
	}
	if h.Regions.Theater != "" {
		out = append(out, FactTheater)
	}
	return out
}

// MapStats sums up a map: what it holds and what its facts rest on.
type MapStats struct {
	Rows     int            `json:"rows"`
	Columns  int            `json:"columns"`
	Hexes    int            `json:"hexes"`
	Terrain  map[string]int `json:"terrain"`
	Hexsides map[string]int `json:"hexsides"`
	// Named counts hexsides per type and name, e.g. "river Rhine".
	Named     map[string]int `json:"named"`
	Countries map[string]int `json:"countries"`
	Theaters  map[string]int `json:"theaters"`
	Fortified int            `json:"fortified"`
	Ports     int            `json:"ports"`
	Cities    int            `json:"cities"`
	VP        int            `json:"vp"`
	Capitals  []string       `json:"capitals"`
	Zones     []ZoneStat     `json:"zones"`
	// Sources counts facts per source id, in the map's source order.
	Sources       []SourceStat `json:"sources"`
	Transcribed   int          `json:"transcribed"`
	Reconstructed int          `json:"reconstructed"`
}

// ZoneStat is one zone in MapStats.
type ZoneStat struct {
	ID    string   `json:"id"`
	Name  string   `json:"name"`
	Kind  ZoneKind `json:"kind,omitempty"`
	Hexes int      `json:"hexes"`
	Rule  string   `json:"rule,omitempty"`
	Src   string   `json:"src"`
}

// SourceStat is how many facts of a map rest on one source. A fact is one
// stated fact of a hex (see PresentFacts), one hexside or one zone.
type SourceStat struct {
	ID          string     `json:"id"`
	Kind        SourceKind `json:"kind"`
	Transcribed bool       `json:"transcribed"`
	HexFacts    int        `json:"hexFacts"`
	Hexsides    int        `json:"hexsides"`
	Zones       int        `json:"zones"`
	Total       int        `json:"total"`
}

// Stats sums up the map. Facts citing a source the map does not list are
// counted under that id with an empty kind, as reconstructed.
func (m *Map) Stats() MapStats {
	s := MapStats{
		Rows: m.Grid.Rows, Columns: m.Grid.Columns, Hexes: len(m.Hexes),
		Terrain: map[string]int{}, Hexsides: map[string]int{}, Named: map[string]int{},
		Countries: map[string]int{}, Theaters: map[string]int{},
		Capitals: []string{}, Zones: []ZoneStat{}, Sources: []SourceStat{},
	}
	idx := map[string]int{}
	stat := func(id string) *SourceStat {
		i, ok := idx[id]
		if !ok {
			src, _ := m.Sources.Find(id)
			i = len(s.Sources)
			idx[id] = i
			s.Sources = append(s.Sources, SourceStat{ID: id, Kind: src.Kind, Transcribed: src.Kind.Transcribed()})
		}
		return &s.Sources[i]
	}
	for _, src := range m.Sources {
		stat(src.ID)
	}
	for _, h := range m.HexIDs() {
		info := m.Hexes[h]
		s.Terrain[info.Terrain]++
		if c := info.Regions.Country; c != "" {
			s.Countries[c]++
		}
		if t := info.Regions.Theater; t != "" {
			s.Theaters[string(t)]++
		}
		if info.Fortified {
			s.Fortified++
		}
		if info.Port {
			s.Ports++
		}
		if info.City != nil {
			s.Cities++
			s.VP += info.City.VP
			if info.City.Capital {
				s.Capitals = append(s.Capitals, info.City.Name)
			}
		}
		for _, f := range info.PresentFacts() {
			stat(info.SrcOf(f)).HexFacts++
		}
	}
	for _, k := range m.HexsideKeys() {
		side := m.Hexsides[k]
		s.Hexsides[string(side.Type)]++
		if side.Name != "" {
			s.Named[string(side.Type)+" "+side.Name]++
		}
		stat(side.Src).Hexsides++
	}
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		hs, _ := z.AllHexes()
		s.Zones = append(s.Zones, ZoneStat{ID: id, Name: z.Name, Kind: z.Kind, Hexes: len(hs), Rule: z.Rule, Src: z.Src})
		stat(z.Src).Zones++
	}
	for i := range s.Sources {
		x := &s.Sources[i]
		x.Total = x.HexFacts + x.Hexsides + x.Zones
		if x.Transcribed {
			s.Transcribed += x.Total
		} else {
			s.Reconstructed += x.Total
		}
	}
	sort.Strings(s.Capitals)
	return s
}
