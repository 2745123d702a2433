package xlsx

import (
	"fmt"
	"strings"
)

// Severities of a Problem, as package validate names them.
const (
	SeverityError   = "error"
	SeverityWarning = "warning"
)

// Place is a cell, or a range, of a workbook: the sheet and the reference
// ("F14", "F14:G15"), or the sheet alone.
type Place struct {
	Sheet string `json:"sheet,omitempty"`
	Cell  string `json:"cell,omitempty"`
}

// String writes the place the way spreadsheets name cells in formulas, so
// an editor can jump to it: Historical!F14, 'Red Star-White Star'!B3.
func (p Place) String() string {
	if p.Sheet == "" {
		return p.Cell
	}
	s := p.Sheet
	if needsQuotes(s) {
		s = "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	if p.Cell == "" {
		return s
	}
	return s + "!" + p.Cell
}

func needsQuotes(sheet string) bool {
	for _, r := range sheet {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return true
		}
	}
	return false
}

// Problem is something wrong with a workbook, at a place of it.
type Problem struct {
	Severity string `json:"severity"`
	Code     string `json:"code"`
	Place
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
}

// Format writes the problem as one line, naming the workbook first:
//
//	book.xlsx:Historical!F14: error setup.counter-unknown: … [rule]
func (p Problem) Format(book string) string {
	loc := book
	if at := p.Place.String(); at != "" {
		loc += ":" + at
	}
	s := fmt.Sprintf("%s: %s %s: %s", loc, p.Severity, p.Code, p.Message)
	if p.Rule != "" {
		s += " [" + p.Rule + "]"
	}
	return s
}

// Error is a workbook that cannot be read at all: too large, not a
// workbook, encrypted. Its Code is a catalogued diagnostic code.
type Error struct {
	Problem
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

func fail(code, format string, args ...any) *Error {
	return &Error{Problem{Severity: SeverityError, Code: code, Message: fmt.Sprintf(format, args...)}}
}

// Errors reports whether any problem is an error.
func Errors(ps []Problem) bool {
	for _, p := range ps {
		if p.Severity == SeverityError {
			return true
		}
	}
	return false
}
