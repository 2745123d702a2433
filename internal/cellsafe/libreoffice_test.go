package cellsafe_test

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/cellsafe"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// formulaValues are texts a spreadsheet would take for a formula, and
// texts that look like them, apostrophes included.
var formulaValues = []string{
	`=HYPERLINK("http://example.com","click")`, "=1+2", "+1+2", "-1+2", "@SUM(A1:A2)", "=cmd|' /C calc'!A0", "\tx", "\rx", "=", "-", "@",
	"'", "''", "'=1+2", "''=1+2", "'tis", "'-3",
	"0926", "-3", "+2.5", "5-us", "a=b", "=\"quoted, with a comma\"",
}

// csvFilter is how LibreOffice is told to open a CSV file as a person
// opening bfgdata's output would: comma-separated, quoted with ", UTF-8,
// from line 1, and with formulas evaluated (the 13th option), the way
// that lets a formula run.
const csvFilter = "CSV:44,34,76,1,,0,false,true,false,false,false,-1,true"

// TestLibreOfficeShowsText opens in LibreOffice (headless, converting to
// flat OpenDocument) the CSV setup --format csv writes and the workbook
// export xlsx writes, for an edition whose counter labels and sources are
// formula-like: no cell becomes a formula, and every cell shows the text
// the file holds (in CSV the escaped field, apostrophe included, as
// LibreOffice shows it; in the workbook the value itself). The same CSV
// written without escaping is opened too, and does give formulas: the
// check can see one. The workbook saved again by LibreOffice imports back
// to the same counters.
func TestLibreOfficeShowsText(t *testing.T) {
	if testing.Short() {
		t.Skip("opens files in LibreOffice; skipped under -short")
	}
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice (LibreOffice) is not installed; apt-get install libreoffice-calc to run this test")
	}
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range formulaValues {
		ed.Counters.Counters[i].Label = v
	}
	setup, err := explain.SetupOf(ed, "historical")
	if err != nil {
		t.Fatal(err)
	}
	setup.Units = setup.Units[:len(formulaValues)]
	setup.SetAside = nil
	for i, v := range formulaValues {
		setup.Units[i].Label, setup.Units[i].Src = v, v
	}
	dir := t.TempDir()
	var csvFile, rawFile, book bytes.Buffer
	if err := setup.WriteCSV(&csvFile); err != nil {
		t.Fatal(err)
	}
	var rawRows [][]string
	for _, v := range formulaValues {
		rawRows = append(rawRows, []string{v})
	}
	if err := csv.NewWriter(&rawFile).WriteAll(rawRows); err != nil {
		t.Fatal(err)
	}
	if err := xlsx.Export(&book, ed); err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"setup.csv": csvFile.Bytes(), "raw.csv": rawFile.Bytes(), "book.xlsx": book.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("csv", func(t *testing.T) {
		cells := convert(t, soffice, dir, "setup.csv", csvFilter)["setup"]
		for i, v := range formulaValues {
			for _, col := range []int{1, 10} { // label, src
				c := cells.at(i+1, col)
				if c.formula != "" {
					t.Errorf("%q became the formula %s", v, c.formula)
				}
				// A number (a hex id too) opens as a number, shown
				// without its zero or sign, as it always has: the import
				// puts a hex id's zero back. A carriage return in a
				// quoted field opens as a line break.
				want := strings.ReplaceAll(cellsafe.Escape(v), "\r", "\n")
				if _, err := strconv.ParseFloat(v, 64); err != nil && c.text != want {
					t.Errorf("%q shows as %q, want %q", v, c.text, want)
				}
			}
		}
	})
	t.Run("unescaped csv gives formulas", func(t *testing.T) {
		cells := convert(t, soffice, dir, "raw.csv", csvFilter)["raw"]
		n := 0
		for _, row := range cells {
			for _, c := range row {
				if c.formula != "" {
					n++
				}
			}
		}
		if n == 0 {
			t.Errorf("no cell became a formula: the check cannot see one")
		}
	})
	t.Run("xlsx", func(t *testing.T) {
		sheets := convert(t, soffice, dir, "book.xlsx", "")
		for name, rows := range sheets {
			for r, row := range rows {
				for c, cell := range row {
					// LibreOffice holds a TRUE or FALSE cell as the
					// formula TRUE() or FALSE(): a constant.
					if cell.formula != "" && cell.formula != "of:=TRUE()" && cell.formula != "of:=FALSE()" {
						t.Errorf("%s row %d column %d: the formula %s", name, r+1, c+1, cell.formula)
					}
				}
			}
		}
		counters := sheets[xlsx.SheetCounters]
		for i, v := range formulaValues {
			if c := counters.at(i+1, 1); c.text != v {
				t.Errorf("label %q shows as %q", v, c.text)
			}
		}
	})
	t.Run("xlsx saved by LibreOffice imports back unchanged", func(t *testing.T) {
		out := filepath.Join(dir, "saved")
		cmd := exec.Command(soffice, "-env:UserInstallation=file://"+filepath.Join(dir, "profile"), "--headless", "--norestore",
			"--convert-to", "xlsx", "--outdir", out, filepath.Join(dir, "book.xlsx"))
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("soffice: %v\n%s", err, b)
		}
		f, err := os.Open(filepath.Join(out, "book.xlsx"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		book, err := xlsx.Read(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := book.Build(nil, "")
		if err != nil {
			t.Fatal(err)
		}
		want, err := model.Encode(ed.Counters)
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Files[ed.Info.Files.Counters]; !bytes.Equal(got, want) {
			t.Errorf("counters.json differs after LibreOffice saved the workbook:\n%.2000s", got)
		}
	})
}

// cell is one cell of a converted sheet: its formula, if any, and its text.
type cell struct{ formula, text string }

// grid is a sheet's cells by 0-based row and column.
type grid [][]cell

func (g grid) at(r, c int) cell {
	if r < len(g) && c < len(g[r]) {
		return g[r][c]
	}
	return cell{}
}

// convert has LibreOffice convert a file to flat OpenDocument, with a
// profile of its own so that it runs beside any other, and reads the
// sheets by name.
func convert(t *testing.T, soffice, dir, name, filter string) map[string]grid {
	t.Helper()
	out := filepath.Join(dir, "out-"+name)
	args := []string{"-env:UserInstallation=file://" + filepath.Join(dir, "profile"), "--headless", "--norestore"}
	if filter != "" {
		args = append(args, "--infilter="+filter)
	}
	args = append(args, "--convert-to", "fods", "--outdir", out, filepath.Join(dir, name))
	cmd := exec.Command(soffice, args...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, b)
	}
	b, err := os.ReadFile(filepath.Join(out, strings.TrimSuffix(name, filepath.Ext(name))+".fods"))
	if err != nil {
		t.Fatal(err)
	}
	sheets, err := readFODS(b)
	if err != nil {
		t.Fatal(err)
	}
	return sheets
}

// readFODS reads the cells of a flat OpenDocument spreadsheet: a cell's
// table:formula and the text of its paragraphs, joined by "\n". Repeated
// empty rows and cells at the end of a sheet are not expanded.
func readFODS(b []byte) (map[string]grid, error) {
	const (
		tableNS = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
		textNS  = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
	)
	out := map[string]grid{}
	dec := xml.NewDecoder(bytes.NewReader(b))
	var sheet string
	var cur *cell
	var paras []string
	var inP bool
	repeat := 1
	for {
		tok, err := dec.Token()
		if err != nil {
			if err.Error() == "EOF" {
				return out, nil
			}
			return nil, err
		}
		switch el := tok.(type) {
		case xml.StartElement:
			attr := func(space, local string) string {
				for _, a := range el.Attr {
					if a.Name.Space == space && a.Name.Local == local {
						return a.Value
					}
				}
				return ""
			}
			switch {
			case el.Name.Space == tableNS && el.Name.Local == "table":
				sheet = attr(tableNS, "name")
			case el.Name.Space == tableNS && el.Name.Local == "table-row":
				out[sheet] = append(out[sheet], nil)
			case el.Name.Space == tableNS && (el.Name.Local == "table-cell" || el.Name.Local == "covered-table-cell"):
				cur, paras, repeat = &cell{formula: attr(tableNS, "formula")}, nil, 1
				if n := attr(tableNS, "number-columns-repeated"); n != "" {
					fmt.Sscan(n, &repeat)
				}
			case el.Name.Space == textNS && el.Name.Local == "p" && cur != nil:
				inP = true
				paras = append(paras, "")
			case el.Name.Space == textNS && el.Name.Local == "tab" && inP:
				paras[len(paras)-1] += "\t"
			case el.Name.Space == textNS && el.Name.Local == "s" && inP:
				n := 1
				if c := attr(textNS, "c"); c != "" {
					fmt.Sscan(c, &n)
				}
				paras[len(paras)-1] += strings.Repeat(" ", n)
			}
		case xml.CharData:
			if inP {
				paras[len(paras)-1] += string(el)
			}
		case xml.EndElement:
			switch {
			case el.Name.Space == textNS && el.Name.Local == "p":
				inP = false
			case el.Name.Space == tableNS && (el.Name.Local == "table-cell" || el.Name.Local == "covered-table-cell"):
				cur.text = strings.Join(paras, "\n")
				rows := out[sheet]
				if *cur != (cell{}) || repeat < 100 {
					for range min(repeat, 100) {
						rows[len(rows)-1] = append(rows[len(rows)-1], *cur)
					}
				}
				cur = nil
			}
		}
	}
}
