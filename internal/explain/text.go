package explain

import (
	"fmt"
	"io"
	"strings"
)

// The text forms of the answers live in files of their own, text_*.go, one
// per result, so that every front end that prints a result as text (the
// command line, a page that shows it verbatim) prints the same bytes. The
// JSON form is the results' own tags.

// writeString writes what a text writer built, trimmed of the spaces
// tabwriter leaves after a last, empty column.
func writeString(w io.Writer, s string) error {
	_, err := io.WriteString(w, trimLines(s))
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

// orDash shows an empty value as "-".
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// transcribedWord says what kind of evidence a source is.
func transcribedWord(t bool) string {
	if t {
		return "transcribed"
	}
	return "reconstructed"
}

// SourceText is "id (kind, transcribed)" or "id (kind, reconstructed)", or
// nothing when no source is named.
func (p Provenance) SourceText() string {
	if p.Src == "" {
		return ""
	}
	return fmt.Sprintf("%s (%s, %s)", p.Src, orDash(string(p.Kind)), transcribedWord(p.Transcribed))
}
