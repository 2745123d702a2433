package cli

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/internal/sheets/sheettext"
)

// The commands below stand in for what an author does by hand between two
// bfgdata runs: type into a spreadsheet program, a text editor or a CSV
// file. They change exactly the cells or values named, as those programs
// would, so a script can walk each path an author takes.

// editCmds are the scripts' editing commands.
var editCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"xlsxset":   cmdXLSXSet,
	"xlsxrow":   cmdXLSXRow,
	"csvset":    cmdCSVSet,
	"jsonset":   cmdJSONSet,
	"sheettext": cmdSheetText,
}

// cmdXLSXSet, "xlsxset FILE SHEET KEY COLUMN VALUE [COLUMN VALUE…]", types
// VALUE into the cell of column COLUMN (named by the header row) in the
// row whose first cell is KEY.
func cmdXLSXSet(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 5 || len(args)%2 == 0 {
		ts.Fatalf("usage: xlsxset FILE SHEET KEY COLUMN VALUE [COLUMN VALUE…]")
	}
	f, err := excelize.OpenFile(ts.MkAbs(args[0]))
	ts.Check(err)
	defer f.Close()
	rows, err := f.GetRows(args[1])
	ts.Check(err)
	r := slices.IndexFunc(rows, func(row []string) bool { return len(row) > 0 && row[0] == args[2] })
	if r < 0 {
		ts.Fatalf("sheet %s has no row %s", args[1], args[2])
	}
	for i := 3; i < len(args); i += 2 {
		c := slices.Index(rows[0], args[i])
		if c < 0 {
			ts.Fatalf("sheet %s has no column %s", args[1], args[i])
		}
		cell, err := excelize.CoordinatesToCellName(c+1, r+1)
		ts.Check(err)
		ts.Check(f.SetCellStr(args[1], cell, args[i+1]))
	}
	ts.Check(f.Save())
}

// cmdXLSXRow, "xlsxrow FILE SHEET VALUE…", types a new row under the last.
func cmdXLSXRow(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 {
		ts.Fatalf("usage: xlsxrow FILE SHEET VALUE…")
	}
	f, err := excelize.OpenFile(ts.MkAbs(args[0]))
	ts.Check(err)
	defer f.Close()
	rows, err := f.GetRows(args[1])
	ts.Check(err)
	for i, v := range args[2:] {
		cell, err := excelize.CoordinatesToCellName(i+1, len(rows)+1)
		ts.Check(err)
		ts.Check(f.SetCellStr(args[1], cell, v))
	}
	ts.Check(f.Save())
}

// cmdCSVSet, "csvset FILE KEY COLUMN VALUE", sets the field of column
// COLUMN (named by the header) in the row whose first field is KEY.
func cmdCSVSet(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 4 {
		ts.Fatalf("usage: csvset FILE KEY COLUMN VALUE")
	}
	in, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	rows, err := csv.NewReader(strings.NewReader(string(in))).ReadAll()
	ts.Check(err)
	c := slices.Index(rows[0], args[2])
	r := slices.IndexFunc(rows, func(row []string) bool { return row[0] == args[1] })
	if c < 0 || r < 0 {
		ts.Fatalf("%s has no row %s or no column %s", args[0], args[1], args[2])
	}
	rows[r][c] = args[3]
	var out strings.Builder
	w := csv.NewWriter(&out)
	ts.Check(w.WriteAll(rows))
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(out.String()), 0o644))
}

// cmdJSONSet, "jsonset FILE PATH VALUE", sets the member PATH of a JSON
// file to the JSON VALUE, as a text editor would: PATH is slash-separated
// member names, list indexes, "+" to append to a list, or key=value to
// pick the element of a list whose member key is value
// (/setup/counter=1-balt/hex).
func cmdJSONSet(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: jsonset FILE PATH VALUE")
	}
	in, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	var doc, val any
	ts.Check(json.Unmarshal(in, &doc))
	ts.Check(json.Unmarshal([]byte(args[2]), &val))
	doc = setPath(ts, doc, strings.Split(strings.TrimPrefix(args[1], "/"), "/"), val)
	out, err := json.MarshalIndent(doc, "", "  ")
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), append(out, '\n'), 0o644))
}

func setPath(ts *testscript.TestScript, at any, path []string, val any) any {
	if len(path) == 0 {
		return val
	}
	step := path[0]
	switch x := at.(type) {
	case map[string]any:
		x[step] = setPath(ts, x[step], path[1:], val)
		return x
	case []any:
		if step == "+" {
			return append(x, setPath(ts, nil, path[1:], val))
		}
		i, err := strconv.Atoi(step)
		if key, want, ok := strings.Cut(step, "="); ok {
			i = slices.IndexFunc(x, func(e any) bool { m, _ := e.(map[string]any); return m != nil && m[key] == want })
		} else if err != nil {
			ts.Fatalf("%q is no index", step)
		}
		if i < 0 || i >= len(x) {
			ts.Fatalf("no element %s", step)
		}
		x[i] = setPath(ts, x[i], path[1:], val)
		return x
	}
	ts.Fatalf("cannot set %s inside %T", step, at)
	return nil
}

// cmdSheetText, "sheettext SHEET.html OUT.txt", writes the text of a setup
// sheet's cover (package sheettext), for cmp against a golden.
func cmdSheetText(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: sheettext SHEET.html OUT.txt")
	}
	in, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), []byte(sheettext.Cover(string(in))), 0o644))
}
