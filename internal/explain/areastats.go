package explain

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

// AreaMapStats sums up an area edition's map and counters: how many
// zones, borders and values come from which source, and how many values
// the sources do not give. A source's kind says whether it is transcribed
// (a rulebook) or reconstructed (geography, a draft, a judgement).
type AreaMapStats struct {
	Edition  string        `json:"edition"`
	Zones    int           `json:"zones"`
	Borders  int           `json:"borders"`
	Stated   int           `json:"statedFacts"`
	Placed   []SourceCount `json:"zonesPlaced"`
	BorderBy []SourceCount `json:"bordersBySource"`
	Names    Known         `json:"zoneNames"`
	VPs      Known         `json:"berlinVictoryPoints"`
	Garrison Known         `json:"berlinGarrisons"`
	Counters int           `json:"counters"`
	Sides    Known         `json:"counterStrengths"`
	Cells    Known         `json:"combatTableCells"`
}

// SourceCount is how many things one source gives, with the source's
// kind.
type SourceCount struct {
	Source string `json:"source"`
	Kind   string `json:"kind"`
	Count  int    `json:"count"`
}

// Known is how many of a kind of value the sources give, of how many.
type Known struct {
	Known int `json:"known"`
	Of    int `json:"of"`
}

// AreaMapStatsOf counts what of ed is transcribed, reconstructed and
// unknown. The edition holds no combat table, so no cell of one is known.
func AreaMapStatsOf(ed *area.Edition) AreaMapStats {
	m := ed.Map
	s := AreaMapStats{Edition: ed.Info.ID, Zones: len(m.Zones), Borders: len(m.Borders), Stated: len(m.Stated)}
	placed, borders := map[string]int{}, map[string]int{}
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		s.Names.Of++
		if !z.NameUnknown {
			s.Names.Known++
		}
		if z.At != nil {
			placed[z.SrcOf("at")]++
		}
		if z.Berlin {
			s.VPs.Of++
			s.Garrison.Of++
			if _, ok := z.VP.Get(); ok {
				s.VPs.Known++
			}
			if _, ok := z.Garrison.Get(); ok {
				s.Garrison.Known++
			}
		}
	}
	for _, b := range m.Borders {
		borders[b.Src]++
	}
	s.Placed, s.BorderBy = sourceCounts(m.Sources, placed), sourceCounts(m.Sources, borders)
	s.Counters = len(ed.Counters.Counters)
	for _, c := range ed.Counters.Counters {
		for i := range c.Steps {
			s.Sides.Of++
			if _, ok := c.StrengthAt(i); ok {
				s.Sides.Known++
			}
		}
	}
	return s
}

// sourceCounts lists counts by source id, in id order, with each
// source's kind ("" for a source the file does not list).
func sourceCounts(srcs model.Sources, n map[string]int) []SourceCount {
	out := []SourceCount{}
	for id, c := range n {
		src, _ := srcs.Find(id)
		out = append(out, SourceCount{Source: id, Kind: string(src.Kind), Count: c})
	}
	slices.SortFunc(out, func(a, b SourceCount) int { return strings.Compare(a.Source, b.Source) })
	return out
}

// WriteText writes the counts one line a kind of datum.
func (s AreaMapStats) WriteText(out io.Writer) error {
	list := func(cs []SourceCount) string {
		parts := make([]string, len(cs))
		for i, c := range cs {
			parts[i] = fmt.Sprintf("%s (%s) %d", c.Source, c.Kind, c.Count)
		}
		return strings.Join(parts, ", ")
	}
	_, err := fmt.Fprintf(out, `edition %s map: %d zones, %d borders, %d stated facts
zones placed     %s
borders          %s
zone names       %d of %d known
Berlin VPs       %d of %d known
Berlin garrisons %d of %d known
counters         %d, the strength of %d of %d sides known
combat tables    none in the edition: %d cells known
`, s.Edition, s.Zones, s.Borders, s.Stated, list(s.Placed), list(s.BorderBy),
		s.Names.Known, s.Names.Of, s.VPs.Known, s.VPs.Of, s.Garrison.Known, s.Garrison.Of,
		s.Counters, s.Sides.Known, s.Sides.Of, s.Cells.Known)
	return err
}
