package cli

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/model"
)

// hexReport is what `bfgdata hex` prints, also as JSON.
type hexReport struct {
	Hex        string         `json:"hex"`
	Row        int            `json:"row"`
	Column     int            `json:"column"`
	Neighbours []string       `json:"neighbours"`
	Sides      []hexSideEntry `json:"sides"`
	// Edition and the fields after it describe the hex on that edition's
	// map; OnMap is false when the hex lies off its grid.
	Edition string         `json:"edition"`
	OnMap   bool           `json:"onMap"`
	Facts   []hexFactEntry `json:"facts,omitempty"`
	Zones   []hexZoneEntry `json:"zones,omitempty"`
	Notes   []hexNoteEntry `json:"notes,omitempty"`
}

type hexSideEntry struct {
	Direction string `json:"direction"`
	Neighbour string `json:"neighbour"`
	Hexside   string `json:"hexside"`
	// Type, Name and the source fields are set when the hexside carries a
	// river, lake or block.
	Type string `json:"type,omitempty"`
	Name string `json:"name,omitempty"`
	provenance
}

// provenance is the source a fact rests on and what kind of evidence it is.
type provenance struct {
	Src         string           `json:"src,omitempty"`
	Kind        model.SourceKind `json:"kind,omitempty"`
	Transcribed bool             `json:"transcribed,omitempty"`
}

func provenanceOf(m *model.Map, src string) provenance {
	if src == "" {
		return provenance{}
	}
	s, _ := m.Sources.Find(src)
	return provenance{Src: src, Kind: s.Kind, Transcribed: s.Kind.Transcribed()}
}

// hexFactEntry is one fact of the hex. Value is absent when the hex does
// not state the fact (no city, not fortified); Src is then set only if a
// source says so on purpose.
type hexFactEntry struct {
	Fact  string `json:"fact"`
	Value any    `json:"value,omitempty"`
	provenance
}

type hexZoneEntry struct {
	ID   string         `json:"id"`
	Name string         `json:"name"`
	Kind model.ZoneKind `json:"kind,omitempty"`
	Rule string         `json:"rule,omitempty"`
	provenance
}

type hexNoteEntry struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

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
			if err := a.checkEdition(edition); err != nil {
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
			rep := buildHexReport(h, edition, m)
			out := cmd.OutOrStdout()
			if format == "json" {
				return writeJSON(out, rep)
			}
			return writeHexText(out, h, rep, m)
		},
	}
	a.editionFlag(cmd, &edition, "1994", "the bundled edition whose map to read")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func buildHexReport(h model.Hex, edition string, m *model.Map) hexReport {
	rep := hexReport{Hex: h.String(), Row: h.Row, Column: h.Col, Neighbours: []string{}, Edition: edition}
	for _, n := range h.Neighbours() {
		rep.Neighbours = append(rep.Neighbours, n.String())
	}
	info, onMap := m.Hex(h)
	rep.OnMap = onMap
	for _, d := range model.Directions {
		n, ok := h.Step(d)
		if !ok {
			continue
		}
		s, _ := model.NewHexside(h, n)
		e := hexSideEntry{Direction: d.String(), Neighbour: n.String(), Hexside: s.String()}
		if side, ok := m.Hexside(h, n); ok {
			e.Type, e.Name, e.provenance = string(side.Type), side.Name, provenanceOf(m, side.Src)
		}
		rep.Sides = append(rep.Sides, e)
	}
	if !onMap {
		return rep
	}
	for _, fact := range model.HexFacts {
		e := hexFactEntry{Fact: fact}
		switch fact {
		case model.FactTerrain:
			e.Value = info.Terrain
		case model.FactFortified:
			if info.Fortified {
				e.Value = true
			}
		case model.FactCity:
			if info.City != nil {
				e.Value = info.City
			}
		case model.FactPort:
			if info.Port {
				e.Value = true
			}
		case model.FactCountry:
			if info.Regions.Country != "" {
				e.Value = info.Regions.Country
			}
		case model.FactTheater:
			if info.Regions.Theater != "" {
				e.Value = info.Regions.Theater
			}
		}
		if _, explicit := info.Srcs[fact]; e.Value != nil || explicit {
			e.provenance = provenanceOf(m, info.SrcOf(fact))
		}
		rep.Facts = append(rep.Facts, e)
	}
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		hs, _ := z.AllHexes()
		for _, x := range hs {
			if x == h {
				rep.Zones = append(rep.Zones, hexZoneEntry{ID: id, Name: z.Name, Kind: z.Kind, Rule: z.Rule, provenance: provenanceOf(m, z.Src)})
				break
			}
		}
	}
	mention := regexp.MustCompile(`\b` + h.String() + `\b`)
	for _, n := range m.Notes {
		if mention.MatchString(n.Text) {
			rep.Notes = append(rep.Notes, hexNoteEntry{ID: n.ID, Text: n.Text})
		}
	}
	return rep
}

func writeHexText(out io.Writer, h model.Hex, rep hexReport, m *model.Map) error {
	parity := "odd"
	if h.Row%2 == 0 {
		parity = "even"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "hex %s: row %d (%s), column %d\n", rep.Hex, rep.Row, parity, rep.Column)
	if !rep.OnMap {
		fmt.Fprintf(&b, "not on the %s map (%d rows x %d columns)\n", rep.Edition, m.Grid.Rows, m.Grid.Columns)
	} else {
		fmt.Fprintf(&b, "on the %s map:\n", rep.Edition)
	}
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, f := range rep.Facts {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", f.Fact, factValue(f.Value), sourceText(f.provenance))
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
			fmt.Fprintf(&b, "%s  %s (%s %s, rule %s)  %s\n", label, z.ID, z.Kind, z.Name, orDash(z.Rule), sourceText(z.provenance))
		}
	}
	tw = tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "direction\tneighbour\thexside\tcarries\tsource")
	for _, s := range rep.Sides {
		carries := "-"
		if s.Type != "" {
			carries = strings.TrimSpace(s.Type + " " + s.Name)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", s.Direction, s.Neighbour, s.Hexside, carries, sourceText(s.provenance))
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
func sourceText(p provenance) string {
	if p.Src == "" {
		return ""
	}
	return fmt.Sprintf("%s (%s, %s)", p.Src, orDash(string(p.Kind)), transcribedWord(p.Transcribed))
}
