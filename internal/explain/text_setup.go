package explain

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// WriteText writes the setup as a table, one unit a row, and the number
// of units.
func (s SetupList) WriteText(out io.Writer) error {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "FORCE\tCOUNTER\tLABEL\tNATIONALITY\tA-D-M\tWHERE")
	for _, u := range s.Units {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", u.Force, u.Counter, u.Label, u.Nationality, u.Stats(), u.Where())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(out, "%d units\n", len(s.Units))
	return err
}
