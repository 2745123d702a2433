package cli

import (
	"fmt"
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
}

type hexSideEntry struct {
	Direction string `json:"direction"`
	Neighbour string `json:"neighbour"`
	Hexside   string `json:"hexside"`
}

func newHexCommand(a *app) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "hex ID",
		Short: "Show a hex: its row, column, neighbours and hexsides",
		Long: `Parse a four-digit hex id RRCC (row from the south edge, column from the west
edge; even rows sit half a hex east) and show its six neighbours and the six
hexsides between them, named "lower/higher".`,
		Example: `  bfgdata hex 2105
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
			rep := hexReport{Hex: h.String(), Row: h.Row, Column: h.Col, Neighbours: []string{}}
			for _, n := range h.Neighbours() {
				rep.Neighbours = append(rep.Neighbours, n.String())
			}
			for _, d := range model.Directions {
				n, ok := h.Step(d)
				if !ok {
					continue
				}
				s, _ := model.NewHexside(h, n)
				rep.Sides = append(rep.Sides, hexSideEntry{Direction: d.String(), Neighbour: n.String(), Hexside: s.String()})
			}
			out := cmd.OutOrStdout()
			if format == "json" {
				return writeJSON(out, rep)
			}
			parity := "odd"
			if h.Row%2 == 0 {
				parity = "even"
			}
			fmt.Fprintf(out, "hex %s: row %d (%s), column %d\n", rep.Hex, rep.Row, parity, rep.Column)
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "direction\tneighbour\thexside")
			for _, s := range rep.Sides {
				fmt.Fprintf(tw, "%s\t%s\t%s\n", s.Direction, s.Neighbour, s.Hexside)
			}
			return tw.Flush()
		},
	}
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
