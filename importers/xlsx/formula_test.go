package xlsx

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/cellsafe"
	"github.com/bfgdata/bfgdata/model"
)

// formulaValues are texts a spreadsheet would take for a formula, and
// texts that look like them, apostrophes included.
var formulaValues = []string{
	`=HYPERLINK("http://example.com","click")`, "=1+2", "+1+2", "-1+2", "@SUM(A1:A2)|cmd", "\tx", "\rx", "=", "-", "@",
	"'", "''", "'=1+2", "''=1+2", "'tis", "'-3", "'\tx",
	"0926", "-3", "+2.5", "5-us", "a=b", "=\"quoted, with a comma\"",
}

// TestFormulaRoundTrip exports an edition whose counter labels and a
// scenario's name are formula-like: each risky cell is a text cell with
// the quote-prefix flag, a cell that starts with an apostrophe too; the
// workbook reads back to the same files, each risky text with a warning
// at its cell.
func TestFormulaRoundTrip(t *testing.T) {
	ed := load(t, "1994")
	counters := ed.Counters.Counters
	for i, v := range formulaValues {
		counters[i].Label = v
	}
	ed.Scenarios[0].Name = "=cmd|' /C calc'!A0"
	var buf bytes.Buffer
	if err := Export(&buf, ed); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.GetRows(SheetCounters)
	if err != nil {
		t.Fatal(err)
	}
	col := -1
	for i, h := range rows[0] {
		if h == "label" {
			col = i
		}
	}
	for i, v := range formulaValues {
		ref := cell(col, i+2)
		got, err := f.GetCellValue(SheetCounters, ref)
		if err != nil {
			t.Fatal(err)
		}
		typ, err := f.GetCellType(SheetCounters, ref)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.GetCellStyle(SheetCounters, ref)
		if err != nil {
			t.Fatal(err)
		}
		xf := f.Styles.CellXfs.Xf[st]
		quoted := xf.QuotePrefix != nil && *xf.QuotePrefix
		if got != v || typ != excelize.CellTypeSharedString {
			t.Errorf("%s: %q (type %v), want the text %q", ref, got, typ, v)
		}
		if quoted != cellsafe.Quoted(v) {
			t.Errorf("%s %q: quote-prefix %v", ref, v, quoted)
		}
		if formula, _ := f.GetCellFormula(SheetCounters, ref); formula != "" {
			t.Errorf("%s: formula %q", ref, formula)
		}
	}
	book, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	warned := map[string]bool{}
	for _, p := range book.Problems {
		if p.Code != "xlsx.formula-like" || p.Severity != diag.Warning {
			t.Errorf("problem %s", p)
		}
		warned[p.Place.String()] = true
	}
	for i, v := range formulaValues {
		at := diag.Place{Sheet: SheetCounters, Cell: cell(col, i+2)}.String()
		if warned[at] != cellsafe.Risky(v) {
			t.Errorf("%s %q: warned %v", at, v, warned[at])
		}
	}
	res, err := book.Build(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range res.Problems {
		t.Errorf("build: %s", p)
	}
	want, err := model.Encode(ed.Counters)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Files[ed.Info.Files.Counters]; !bytes.Equal(got, want) {
		t.Errorf("counters differ: %s", firstDiff(got, want))
	}
	file, ok := ed.ScenarioFile(ed.Scenarios[0].ID)
	if !ok {
		t.Fatalf("the edition lists no file of scenario %s", ed.Scenarios[0].ID)
	}
	want, err = model.Encode(ed.Scenarios[0])
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.Files[file], want) {
		t.Errorf("%s differs: %s", file, firstDiff(res.Files[file], want))
	}
}
