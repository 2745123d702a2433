package cli

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func newHexCommand(a *app) *cobra.Command {
	var format, edition string
	cmd := &cobra.Command{
		Use:   "hex ID",
		Short: "Show a hex: neighbours and hexsides, and what the map says of it",
		Long: `Parse a four-digit hex id RRCC (row from the south edge, column from the west
edge; even rows sit half a hex east) and show its six neighbours and the six
hexsides between them, named "lower/higher".

It then shows what the --edition's map says of the hex: terrain, fortified,
city, port, country and theater, what each of its hexsides carries, the zones
it belongs to, and the notes that mention it. Every fact names its source and
whether that source is transcribed (a rulebook) or a reconstruction.`,
		Example: `  bfgdata hex 2105
  bfgdata hex 2613 --edition 1975
  bfgdata hex 3823 --format json`,
		Args: exactArgs("ID"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			h, err := model.ParseHex(args[0])
			if err != nil {
				return usageError{err}
			}
			m, err := a.loadMap(edition)
			if err != nil {
				return err
			}
			rep := explain.HexOf(h, edition, m)
			out := cmd.OutOrStdout()
			if format == "json" {
				return writeJSON(out, rep)
			}
			return writeHexText(out, rep)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition whose map to read")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func writeHexText(out io.Writer, rep explain.Hex) error {
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
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", f.Fact, factValue(f.Value), sourceText(f.Provenance))
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
			fmt.Fprintf(&b, "%s  %s (%s %s, rule %s)  %s\n", label, z.ID, z.Kind, z.Name, orDash(z.Rule), sourceText(z.Provenance))
		}
	}
	tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "direction\tneighbour\thexside\tcarries\tsource")
	for _, s := range rep.Sides {
		carries := "-"
		if s.Type != "" {
			carries = strings.TrimSpace(s.Type + " " + s.Name)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", s.Direction, s.Neighbour, s.Hexside, carries, sourceText(s.Provenance))
	}
	tw.Flush()
	if len(rep.Notes) > 0 {
		b.WriteString("notes that mention it:\n")
		for _, n := range rep.Notes {
			fmt.Fprintf(&b, "  %s: %s\n", n.ID, n.Text)
		}
	}
	_, err := io.WriteString(out, trimLines(b.String()))
	return err
}

// trimLines drops the spaces tabwriter leaves after a last, empty column.
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

func factValue(v any) string {
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

// sourceText is "id (kind, transcribed)" or "id (kind, reconstructed)".
func sourceText(p explain.Provenance) string {
	if p.Src == "" {
		return ""
	}
	return fmt.Sprintf("%s (%s, %s)", p.Src, orDash(string(p.Kind)), transcribedWord(p.Transcribed))
}
