package diag_test

import (
	"errors"
	"fmt"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/diag"
)

// A diagnostic prints as one line naming its place the way the input
// names places: a file's line and column, or a workbook's sheet and cell.
func ExampleDiagnostic_String() {
	file := diag.Diagnostic{Severity: diag.Error, Code: "schema.type", Message: "/die/sides: expected integer, but got string",
		Place: diag.Place{File: "data/1994/crt.json", Line: 6, Column: 14, Pointer: "/die/sides"}}
	cell := diag.Diagnostic{Severity: diag.Error, Code: "setup.counter-unknown", Message: `no counter "99-xx" in the set`, Rule: "1994 5.1",
		Place: diag.Place{File: "book.xlsx", Sheet: "Red Star-White Star", Cell: "B3"}}
	fmt.Println(file)
	fmt.Println(cell)
	// Output:
	// data/1994/crt.json:6:14: error schema.type: /die/sides: expected integer, but got string
	// book.xlsx:'Red Star-White Star'!B3: error setup.counter-unknown: no counter "99-xx" in the set [1994 5.1]
}

// A refused request is a diagnostic returned as an error; its code's
// class, not its text, tells a front end what to answer.
func ExampleNew() {
	var err error = diag.New("edition.unknown", "no edition %q", "1985")
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		fmt.Println(d.Code, catalog.ClassOf(d.Code), err)
	}
	// Output: edition.unknown absent no edition "1985"
}
