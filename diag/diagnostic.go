package diag

import (
	"fmt"
	"sort"
)

// Severity ranks a diagnostic.
type Severity string

// Severities, most serious first.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
	Info    Severity = "info"
)

// Diagnostic is one problem (or remark) about one place of the input, or a
// request that cannot be done (then it is returned as an error and has no
// place).
type Diagnostic struct {
	Severity Severity `json:"severity"`
	// Code is stable across releases and listed in package catalog, e.g.
	// "schema.required", "crt.row-length".
	Code    string `json:"code"`
	Message string `json:"message"`
	Place
	// Rule is the rule the check enforces, e.g. "1994 5.1".
	Rule     string   `json:"rule,omitempty"`
	Hexes    []string `json:"hexes,omitempty"`
	Counters []string `json:"counters,omitempty"`
}

// New is an error diagnostic without a place, with a formatted message: a
// request refused, or an input that cannot be read at all.
func New(code, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: Error, Code: code, Message: fmt.Sprintf(format, args...)}
}

// String writes the diagnostic as the one line every front end prints:
//
//	data/1994/crt.json:6:14: error schema.type: … [rule]
//	book.xlsx:Historical!F14: error setup.counter-unknown: … [rule]
func (d Diagnostic) String() string {
	s := fmt.Sprintf("%s: %s %s: %s", d.Place.String(), d.Severity, d.Code, d.Message)
	if d.Rule != "" {
		s += " [" + d.Rule + "]"
	}
	return s
}

// Error makes a diagnostic the error of a refused request: the message,
// and the rule when one is cited. Front ends decide what to do from the
// code's class, never from this text.
func (d *Diagnostic) Error() string {
	if d.Rule != "" {
		return d.Message + " [" + d.Rule + "]"
	}
	return d.Message
}

// Count tells how many diagnostics have severity s.
func Count(ds []Diagnostic, s Severity) int {
	n := 0
	for _, d := range ds {
		if d.Severity == s {
			n++
		}
	}
	return n
}

// Sort orders diagnostics by file, line, column, code and message, keeping
// the order of equal ones.
func Sort(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i], ds[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		if a.Code != b.Code {
			return a.Code < b.Code
		}
		return a.Message < b.Message
	})
}
