package explain

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
)

// WriteText writes the zone as the zone command shows it: its facts, then
// its borders, each with its source.
func (rep Zone) WriteText(out io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "zone %s: %s", rep.ID, rep.Name)
	if rep.Today != "" && rep.Today != rep.Name {
		fmt.Fprintf(&b, " (today %s)", rep.Today)
	}
	fmt.Fprintf(&b, ", edition %s\n", rep.Edition)
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	var long []ZoneFact
	for _, f := range rep.Facts {
		if f.Fact == "nexus" { // too long a value for the table's column
			long = append(long, f)
			continue
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", f.Fact, f.Value, zoneSource(f.Source, f.Lines, f.Reconstructed))
	}
	tw.Flush()
	for _, f := range long {
		fmt.Fprintf(&b, "  %s: %s (%s)\n", f.Fact, f.Value, zoneSource(f.Source, f.Lines, f.Reconstructed))
	}
	if rep.Note != "" {
		fmt.Fprintf(&b, "  note: %s\n", rep.Note)
	}
	fmt.Fprintf(&b, "borders (%d):\n", len(rep.Borders))
	tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  zone\tname\tadjacent\tborder\tsource")
	for _, n := range rep.Borders {
		adj := "yes"
		if !n.Adjacent {
			adj = "no"
		}
		var lines []int
		if n.Line > 0 {
			lines = []int{n.Line}
		}
		src := zoneSource(n.Source, lines, n.Reconstructed)
		if n.Rule != "" {
			src += ", rule " + n.Rule
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\n", n.Zone, n.Name, adj, strings.Join(n.Kinds, ", "), src)
	}
	tw.Flush()
	return writeString(out, b.String())
}

// zoneSource is a source id with the rulebook lines it cites, and
// "reconstructed" when it is not a transcription.
func zoneSource(src string, lines []int, reconstructed bool) string {
	if src == "none" {
		return "not in the sources"
	}
	s := src
	for i, l := range lines {
		if i == 0 {
			s += " "
		} else {
			s += ","
		}
		s += "L" + strconv.Itoa(l)
	}
	if reconstructed {
		s += " (reconstructed)"
	}
	return s
}
