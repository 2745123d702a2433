package cellsafe

import (
	"bufio"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Writer writes CSV records as encoding/csv's Writer does (comma, "\n"
// line ends, quotes only where needed), except that a Quoted value is
// written escaped and always quoted.
type Writer struct {
	w *bufio.Writer
}

// NewWriter returns a Writer writing to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriter(w)} }

// Write writes one record.
func (w *Writer) Write(record []string) error {
	for i, field := range record {
		if i > 0 {
			if err := w.w.WriteByte(','); err != nil {
				return err
			}
		}
		quote := Quoted(field)
		field = Escape(field)
		if !quote && !needsQuotes(field) {
			if _, err := w.w.WriteString(field); err != nil {
				return err
			}
			continue
		}
		if err := w.w.WriteByte('"'); err != nil {
			return err
		}
		if _, err := w.w.WriteString(strings.ReplaceAll(field, `"`, `""`)); err != nil {
			return err
		}
		if err := w.w.WriteByte('"'); err != nil {
			return err
		}
	}
	return w.w.WriteByte('\n')
}

// Flush writes what is buffered to the underlying writer.
func (w *Writer) Flush() error { return w.w.Flush() }

// needsQuotes is encoding/csv's rule: a field holding the comma, a quote,
// a line end, or starting with a space, and the field \. .
func needsQuotes(field string) bool {
	if field == "" {
		return false
	}
	if field == `\.` || strings.ContainsAny(field, `,"`+"\r\n") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(field)
	return unicode.IsSpace(r)
}
