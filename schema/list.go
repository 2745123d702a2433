package schema

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
)

// WriteList writes one line per embedded schema: its short name, its file
// name and its title, in columns.
func WriteList(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, n := range Names() {
		b, _ := Source(n)
		var head struct {
			Title string `json:"title"`
		}
		_ = json.Unmarshal(b, &head)
		fmt.Fprintf(tw, "%s\t%s\t%s\n", n, FileName(n), head.Title)
	}
	return tw.Flush()
}
