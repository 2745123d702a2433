package diag

import (
	"strconv"
	"strings"
)

// Place is where in the input a problem lies. A JSON file has File,
// Pointer and (once known) Line and Column; a CSV file has File, Line and
// Column; a workbook has Sheet and Cell ("F14", "F14:G15"), or the sheet
// alone. The JSON names and their order are those of the validator's
// report.
type Place struct {
	File string `json:"file,omitempty"`
	// Pointer is the JSON pointer of the value concerned ("" = the whole
	// document); it is always written, as the report has always done.
	Pointer string `json:"pointer"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	Sheet   string `json:"sheet,omitempty"`
	Cell    string `json:"cell,omitempty"`
}

// String writes the place the way the tools a person fixes it with name
// it: file:line:col as compilers do (the file alone without a line), and
// file:Sheet!F14 as spreadsheets name a cell in formulas, the sheet quoted
// when it needs to be ('Red Star-White Star'!B3).
func (p Place) String() string {
	if p.Sheet != "" || p.Cell != "" {
		at := p.cellRef()
		if p.File == "" {
			return at
		}
		return p.File + ":" + at
	}
	if p.Line > 0 {
		return p.File + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column)
	}
	return p.File
}

// cellRef is Sheet!Cell, the sheet alone, or the cell alone.
func (p Place) cellRef() string {
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
