package validate

import "sort"

// Severity ranks a diagnostic.
type Severity string

// Severities, most serious first.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
	Info    Severity = "info"
)

// Diagnostic is one problem (or remark) about one place in the data.
type Diagnostic struct {
	Severity Severity `json:"severity"`
	// Code is stable across releases, e.g. "schema.required", "crt.row-length".
	Code    string `json:"code"`
	Message string `json:"message"`
	File    string `json:"file,omitempty"`
	// Pointer is the JSON pointer of the value concerned ("" = whole document).
	Pointer string `json:"pointer"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	// Rule is the rule the check enforces, e.g. "1994 5.1".
	Rule     string   `json:"rule,omitempty"`
	Hexes    []string `json:"hexes,omitempty"`
	Counters []string `json:"counters,omitempty"`
}

func sortDiagnostics(ds []Diagnostic) {
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
