package model

import (
	"math"
	"sort"
)

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
		if h.City.Capital {
			out = append(out, FactCapital)
		}
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
	Sources []SourceStat `json:"sources"`
	// Facts counts the hex facts of each kind (terrain, city, ...) per
	// source, in HexFacts order; Kinds the hex facts per kind of source,
	// most first, with their share of all hex facts.
	Facts         []FactStat `json:"facts"`
	Kinds         []KindStat `json:"kinds"`
	Transcribed   int        `json:"transcribed"`
	Reconstructed int        `json:"reconstructed"`
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

// FactStat is how many hexes state one fact, and what they rest on.
type FactStat struct {
	Fact    string        `json:"fact"`
	Hexes   int           `json:"hexes"`
	Sources []SourceCount `json:"sources"`
}

// SourceCount is a number of facts resting on one source.
type SourceCount struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
}

// KindStat is how many hex facts rest on one kind of source, and their
// share of all hex facts in percent (one decimal).
type KindStat struct {
	Kind     SourceKind `json:"kind"`
	HexFacts int        `json:"hexFacts"`
	Percent  float64    `json:"percent"`
}

// Stats sums up the map. Facts citing a source the map does not list are
// counted under that id with an empty kind, as reconstructed.
func (m *Map) Stats() MapStats {
	s := MapStats{
		Rows: m.Grid.Rows, Columns: m.Grid.Columns, Hexes: len(m.Hexes),
		Terrain: map[string]int{}, Hexsides: map[string]int{}, Named: map[string]int{},
		Countries: map[string]int{}, Theaters: map[string]int{},
		Capitals: []string{}, Zones: []ZoneStat{}, Sources: []SourceStat{},
		Facts: []FactStat{}, Kinds: []KindStat{},
	}
	byFact := map[string]map[string]int{}
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
			src := info.SrcOf(f)
			stat(src).HexFacts++
			if byFact[f] == nil {
				byFact[f] = map[string]int{}
			}
			byFact[f][src]++
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
	hexFacts := 0
	kinds := map[SourceKind]int{}
	for _, x := range s.Sources {
		hexFacts += x.HexFacts
		kinds[x.Kind] += x.HexFacts
	}
	for _, f := range HexFacts {
		counts := byFact[f]
		if len(counts) == 0 {
			continue
		}
		fs := FactStat{Fact: f, Sources: []SourceCount{}}
		for _, x := range s.Sources {
			if n := counts[x.ID]; n > 0 {
				fs.Hexes += n
				fs.Sources = append(fs.Sources, SourceCount{ID: x.ID, Count: n})
			}
		}
		sort.SliceStable(fs.Sources, func(i, j int) bool { return fs.Sources[i].Count > fs.Sources[j].Count })
		s.Facts = append(s.Facts, fs)
	}
	for k, n := range kinds {
		if n == 0 {
			continue
		}
		pct := 0.0
		if hexFacts > 0 {
			pct = math.Round(1000*float64(n)/float64(hexFacts)) / 10
		}
		s.Kinds = append(s.Kinds, KindStat{Kind: k, HexFacts: n, Percent: pct})
	}
	sort.Slice(s.Kinds, func(i, j int) bool {
		if s.Kinds[i].HexFacts != s.Kinds[j].HexFacts {
			return s.Kinds[i].HexFacts > s.Kinds[j].HexFacts
		}
		return s.Kinds[i].Kind < s.Kinds[j].Kind
	})
	return s
}
