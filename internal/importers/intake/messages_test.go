package intake

import (
	"flag"
	"fmt"
	"github.com/bfgdata/bfgdata/internal/golden"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
	"github.com/bfgdata/bfgdata/validate"
	"github.com/xuri/excelize/v2"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestWorkbookMessagesGolden pins what an import of the 1994 workbook says
// of the mistakes authors make in its cells, each placed at its cell, one
// golden file a case under testdata/messages (-update rewrites them).
func TestWorkbookMessagesGolden(t *testing.T) {
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name                   string
		sheet, key, col, value string
	}{
		{"empty-source-cell", "Counters", "5-us", "src", ""},
		{"unknown-counter", "Historical", "5-us", "counter", "5-usa"},
		{"wrong-rule-field", "Scenarios", "historical", "rule", "twelve"},
		{"hex-off-the-map", "Historical", "5-us", "hex", "2731"},
	}
	book, err := xlsxtest.Edition(data.DefaultEdition)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := xlsxtest.Edit(book, func(f *excelize.File) error { return setCell(f, tc.sheet, tc.key, tc.col, tc.value) })
			if err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(t.TempDir(), "book.xlsx")
			if err := os.WriteFile(p, b, 0o644); err != nil {
				t.Fatal(err)
			}
			r, err := Workbook(v, p, data.FS, func(string) bool { return true }, "out/1994")
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			for _, d := range r.Problems {
				out.WriteString(d.String() + "\n")
			}
			if r.Valid || out.Len() == 0 {
				t.Fatalf("valid: %v, problems: %q", r.Valid, out.String())
			}
			golden.Check(t, filepath.Join("testdata", "messages", tc.name+".txt"), out.String(), *update)
		})
	}
}

// setCell sets the cell of column col (by its header) in the row of sheet
// whose first cell is key.
func setCell(f *excelize.File, sheet, key, col, value string) error {
	row, err := xlsxtest.RowOf(f, sheet, key)
	if err != nil {
		return err
	}
	rows, err := f.GetRows(sheet)
	if err != nil {
		return err
	}
	for i, name := range rows[0] {
		if name == col {
			ref, err := excelize.CoordinatesToCellName(i+1, row)
			if err != nil {
				return err
			}
			return f.SetCellStr(sheet, ref, value)
		}
	}
	return fmt.Errorf("sheet %s has no column %q", sheet, col)
}

// TestCSVMessagesGolden pins what an import of the 1994 Historical setup
// as CSV says of the mistakes authors make in its fields, in the words
// the workbook uses for the same mistake, one golden file a case next to
// the workbook's.
func TestCSVMessagesGolden(t *testing.T) {
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	ed, err := data.Editions.LoadOwn(data.DefaultEdition)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := explain.SetupOf(ed, "historical")
	if err != nil {
		t.Fatal(err)
	}
	var csv strings.Builder
	if err := setup.WriteCSV(&csv); err != nil {
		t.Fatal(err)
	}
	sc, _ := ed.Scenario("historical")
	for _, tc := range []struct{ name, counter, hex string }{
		{"csv-date-in-hex", "5-us", "12/1/46"},
		{"csv-iso-date-in-hex", "5-us", "2046-12-01"},
		{"csv-named-month-in-hex", "5-us", "1-Dec-46"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := csvSetHex(t, csv.String(), tc.counter, tc.hex)
			r, err := CSV(v, SetupCSV{Name: "-", Stdin: strings.NewReader(in), Base: data.FS, Edition: data.DefaultEdition, Ed: ed, Scenario: sc})
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			for _, d := range r.Problems {
				if d.File == "" {
					d.File = "historical.csv"
				}
				out.WriteString(d.String() + "\n")
			}
			if r.Valid || out.Len() == 0 {
				t.Fatalf("valid: %v, problems: %q", r.Valid, out.String())
			}
			golden.Check(t, filepath.Join("testdata", "messages", tc.name+".txt"), out.String(), *update)
		})
	}
}

// csvSetHex is a setup CSV with counter's hex field set to hex.
func csvSetHex(t *testing.T, in, counter, hex string) string {
	t.Helper()
	lines := strings.Split(in, "\n")
	col := slices.Index(strings.Split(lines[0], ","), "hex")
	for i, l := range lines {
		f := strings.Split(l, ",")
		if f[0] == counter && col >= 0 {
			f[col] = hex
			lines[i] = strings.Join(f, ",")
			return strings.Join(lines, "\n")
		}
	}
	t.Fatalf("no row of %s with a hex column", counter)
	return ""
}
