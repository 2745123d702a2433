package explain

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText writes the scenarios as a table, one a row.
func (rows ScenarioList) WriteText(out io.Writer) error {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "EDITION\tSCENARIO\tNAME\tRULE\tPLAYERS\tTURNS\tFORCES IN PLAY\tSETUP FROM")
	for _, r := range rows {
		forces := make([]string, len(r.Forces))
		for i, f := range r.Forces {
			forces[i] = string(f)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d-%d\t%s\t%s\n", r.Edition, r.ID, r.Name, r.Rule, r.Players, r.First, r.Last, strings.Join(forces, ","), orDash(r.SetupFrom))
	}
	return tw.Flush()
}
