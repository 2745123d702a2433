package explain

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
)

// WriteText writes the map's sums: its size and tallies, its zones, and
// what its facts rest on, per source, per fact and per kind of source.
func (ms MapStats) WriteText(w io.Writer) error {
	s := ms.MapStats
	var b strings.Builder
	fmt.Fprintf(&b, "edition %s map: %d rows x %d columns, %d hexes\n", ms.Edition, s.Rows, s.Columns, s.Hexes)
	fmt.Fprintf(&b, "terrain    %s\n", counts(s.Terrain))
	fmt.Fprintf(&b, "hexsides   %s\n", counts(s.Hexsides))
	fmt.Fprintf(&b, "named      %s\n", counts(s.Named))
	fmt.Fprintf(&b, "countries  %s\n", counts(s.Countries))
	fmt.Fprintf(&b, "theaters   %s\n", counts(s.Theaters))
	fmt.Fprintf(&b, "fortified  %d hexes\n", s.Fortified)
	fmt.Fprintf(&b, "ports      %d hexes\n", s.Ports)
	fmt.Fprintf(&b, "cities     %d, %d VP in all; capitals %s\n", s.Cities, s.VP, strings.Join(s.Capitals, ", "))
	b.WriteString("zones\n")
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, z := range s.Zones {
		fmt.Fprintf(tw, "  %s\t%s\t%d hexes\trule %s\t%s\n", z.ID, z.Kind, z.Hexes, orDash(z.Rule), z.Src)
	}
	tw.Flush()
	total := s.Transcribed + s.Reconstructed
	fmt.Fprintf(&b, "provenance: %d facts, %d transcribed (%s), %d reconstructed\n", total, s.Transcribed, percent(s.Transcribed, total), s.Reconstructed)
	tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  source\tkind\t\thex facts\thexsides\tzones\ttotal")
	for _, x := range s.Sources {
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%d\t%d\t%d\t%d\n", x.ID, orDash(string(x.Kind)), transcribedWord(x.Transcribed), x.HexFacts, x.Hexsides, x.Zones, x.Total)
	}
	tw.Flush()
	b.WriteString("hex facts by fact and source\n")
	tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, f := range s.Facts {
		var parts []string
		for _, c := range f.Sources {
			parts = append(parts, fmt.Sprintf("%s %d", c.ID, c.Count))
		}
		fmt.Fprintf(tw, "  %s\t%d\t%s\n", f.Fact, f.Hexes, strings.Join(parts, ", "))
	}
	tw.Flush()
	var kinds []string
	for _, k := range s.Kinds {
		kinds = append(kinds, fmt.Sprintf("%s %d (%.1f%%)", orDash(string(k.Kind)), k.HexFacts, k.Percent))
	}
	fmt.Fprintf(&b, "hex facts by kind of source: %s\n", strings.Join(kinds, ", "))
	return writeString(w, b.String())
}

// counts writes a tally as "a 3, b 2", keys sorted.
func counts(m map[string]int) string {
	if len(m) == 0 {
		return "-"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// percent writes n of total as a percentage with one decimal.
func percent(n, total int) string {
	if total == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(total))
}
