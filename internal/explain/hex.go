package explain

import (
	"regexp"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Hex is what the data says of one hex: its place in the grid, its
// neighbours and hexsides, and what the edition's map states of it, each
// fact with its source.
type Hex struct {
	Hex        model.Hex   `json:"hex"`
	Row        int         `json:"row"`
	Column     int         `json:"column"`
	Neighbours []model.Hex `json:"neighbours"`
	Sides      []HexSide   `json:"sides"`
	// Edition and the fields after it describe the hex on that edition's
	// map; OnMap is false when the hex lies off its grid.
	Edition string    `json:"edition"`
	OnMap   bool      `json:"onMap"`
	Rows    int       `json:"rows"`
	Columns int       `json:"columns"`
	Facts   []HexFact `json:"facts,omitempty"`
	Zones   []HexZone `json:"zones,omitempty"`
	Notes   []HexNote `json:"notes,omitempty"`
}

// HexSide is one of the six hexsides of a hex.
type HexSide struct {
	Direction string    `json:"direction"`
	Neighbour model.Hex `json:"neighbour"`
	Hexside   string    `json:"hexside"`
	// Type, Name and the source fields are set when the hexside carries a
	// river, lake or block.
	Type string `json:"type,omitempty"`
	Name string `json:"name,omitempty"`
	Provenance
}

// Provenance is the source a fact rests on and what kind of evidence it is.
type Provenance struct {
	Src         string           `json:"src,omitempty"`
	Kind        model.SourceKind `json:"kind,omitempty"`
	Transcribed bool             `json:"transcribed,omitempty"`
}

// ProvenanceOf looks up the kind of a map source.
func ProvenanceOf(m *model.Map, src string) Provenance {
	if src == "" {
		return Provenance{}
	}
	s, _ := m.Sources.Find(src)
	return Provenance{Src: src, Kind: s.Kind, Transcribed: s.Kind.Transcribed()}
}

// HexFact is one fact of the hex. Value is absent when the hex does not
// state the fact (no city, not fortified); Src is then set only if a
// source says so on purpose.
type HexFact struct {
	Fact  string `json:"fact"`
	Value any    `json:"value,omitempty"`
	Provenance
}

// HexZone is a zone the hex belongs to.
type HexZone struct {
	ID   string         `json:"id"`
	Name string         `json:"name"`
	Kind model.ZoneKind `json:"kind,omitempty"`
	Rule string         `json:"rule,omitempty"`
	Provenance
}

// HexNote is a note of the map that names the hex.
type HexNote struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// HexOf explains hex h on the map of edition.
func HexOf(h model.Hex, edition string, m *model.Map) Hex {
	rep := Hex{Hex: h, Row: h.Row, Column: h.Col, Neighbours: nonNil(h.Neighbours()), Edition: edition,
		Rows: m.Grid.Rows, Columns: m.Grid.Columns}
	info, onMap := m.Hex(h)
	rep.OnMap = onMap
	for _, d := range model.Directions {
		n, ok := h.Step(d)
		if !ok {
			continue
		}
		s, _ := model.NewHexside(h, n)
		e := HexSide{Direction: d.String(), Neighbour: n, Hexside: s.String()}
		if side, ok := m.Hexside(h, n); ok {
			e.Type, e.Name, e.Provenance = string(side.Type), side.Name, ProvenanceOf(m, side.Src)
		}
		rep.Sides = append(rep.Sides, e)
	}
	if !onMap {
		return rep
	}
	for _, fact := range model.HexFacts {
		e := HexFact{Fact: fact, Value: factValue(info, fact)}
		if _, explicit := info.Srcs[fact]; e.Value != nil || explicit {
			e.Provenance = ProvenanceOf(m, info.SrcOf(fact))
		}
		rep.Facts = append(rep.Facts, e)
	}
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		if hs, _ := z.AllHexes(); slices.Contains(hs, h) {
			rep.Zones = append(rep.Zones, HexZone{ID: id, Name: z.Name, Kind: z.Kind, Rule: z.Rule, Provenance: ProvenanceOf(m, z.Src)})
		}
	}
	mention := regexp.MustCompile(`\b` + h.String() + `\b`)
	for _, n := range m.Notes {
		if mention.MatchString(n.Text) {
			rep.Notes = append(rep.Notes, HexNote{ID: n.ID, Text: n.Text})
		}
	}
	return rep
}

// factValue is what the hex states of fact, or nil when it states nothing.
func factValue(info model.HexInfo, fact string) any {
	switch fact {
	case model.FactTerrain:
		return info.Terrain
	case model.FactFortified:
		if info.Fortified {
			return true
		}
	case model.FactCity:
		if info.City != nil {
			return info.City
		}
	case model.FactCapital:
		if info.City != nil && info.City.Capital {
			return true
		}
	case model.FactPort:
		if info.Port {
			return true
		}
	case model.FactCountry:
		if info.Regions.Country != "" {
			return info.Regions.Country
		}
	case model.FactTheater:
		if info.Regions.Theater != "" {
			return info.Regions.Theater
		}
	}
	return nil
}
