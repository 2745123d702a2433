package explain

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/bfgdata/bfgdata/model"
)

// WriteText writes the hex as the hex command shows it: its place in the
// grid, the map's facts with their sources, its zones, the six hexsides
// and the notes that mention it.
func (rep Hex) WriteText(out io.Writer) error {
	parity := "odd"
	if rep.Row%2 == 0 {
		parity = "even"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "hex %s: row %d (%s), column %d\n", rep.Hex, rep.Row, parity, rep.Column)
	if !rep.OnMap {
		fmt.Fprintf(&b, "not on the %s map (%d rows x %d columns)\n", rep.Edition, rep.Rows, rep.Columns)
	} else {
		fmt.Fprintf(&b, "on the %s map:\n", rep.Edition)
	}
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, f := range rep.Facts {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", f.Fact, factText(f.Value), f.Provenance.SourceText())
	}
	tw.Flush()
	if rep.OnMap {
		if len(rep.Zones) == 0 {
			b.WriteString("  zones      -\n")
		}
		for i, z := range rep.Zones {
			label := "  zones    "
			if i > 0 {
				label = "           "
			}
			fmt.Fprintf(&b, "%s  %s (%s %s, rule %s)  %s\n", label, z.ID, z.Kind, z.Name, orDash(z.Rule), z.Provenance.SourceText())
		}
	}
	tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "direction\tneighbour\thexside\tcarries\tsource")
	for _, s := range rep.Sides {
		carries := "-"
		if s.Type != "" {
			carries = strings.TrimSpace(s.Type + " " + s.Name)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", s.Direction, s.Neighbour, s.Hexside, carries, s.Provenance.SourceText())
	}
	tw.Flush()
	if len(rep.Notes) > 0 {
		b.WriteString("notes that mention it:\n")
		for _, n := range rep.Notes {
			fmt.Fprintf(&b, "  %s: %s\n", n.ID, n.Text)
		}
	}
	return writeString(out, b.String())
}

// factText shows a fact's value: "-" when the hex does not state it, "yes"
// for a flag, a city with its victory points.
func factText(v any) string {
	switch x := v.(type) {
	case nil:
		return "-"
	case bool:
		return "yes"
	case *model.City:
		s := fmt.Sprintf("%s, %d VP", x.Name, x.VP)
		if x.Capital {
			s += ", capital"
		}
		return s
	}
	return fmt.Sprint(v)
}
