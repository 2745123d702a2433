package validate

import (
	"fmt"
	"io"

	"github.com/bfgdata/bfgdata/internal/words"
)

// WriteText writes one line per diagnostic, the way compilers do:
//
//	file:line:col: severity code: message [rule]
//
// followed by a one-line summary.
func WriteText(w io.Writer, r Report) error {
	for _, d := range r.Diagnostics() {
		if _, err := fmt.Fprintln(w, d.String()); err != nil {
			return err
		}
	}
	verdict := "valid"
	if !r.Valid {
		verdict = "invalid"
	}
	_, err := fmt.Fprintf(w, "%s: %d %s checked, %d %s, %d %s\n", verdict,
		r.Counts.Files, words.Plural(r.Counts.Files, "file", "files"),
		r.Counts.Errors, words.Plural(r.Counts.Errors, "error", "errors"),
		r.Counts.Warnings, words.Plural(r.Counts.Warnings, "warning", "warnings"))
	return err
}

// WriteText is WriteText(w, r), so that a front end prints a report as it
// prints any answer that writes itself as text.
func (r Report) WriteText(w io.Writer) error { return WriteText(w, r) }
