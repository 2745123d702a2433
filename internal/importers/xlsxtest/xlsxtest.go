// Package xlsxtest makes the bad workbooks that tests of bfgdata import
// xlsx feed it: a zip bomb, a 100 MB workbook, a file that is not a
// workbook, a password-protected one, formulas, merged cells and dates
// where values are expected. They are generated, never stored.
package xlsxtest

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/importers/xlsx"
)

// Case is one bad workbook and what importing it must say.
type Case struct {
	Name string
	// Code is the diagnostic code reported, and At the place named:
	// "Historical!F49", or "" when the file as a whole is refused.
	Code, At string
	// Exit is bfgdata's exit status: 1 invalid data, 2 unreadable input.
	Exit int
	// Make writes the workbook to path.
	Make func(path string) error
}

// Edition exports a bundled edition as a workbook.
func Edition(id string) ([]byte, error) {
	ed, err := data.Editions.LoadOwn(id)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	err = xlsx.Export(&buf, ed)
	return buf.Bytes(), err
}

// Edit opens a workbook, changes it as a person would, and saves it.
func Edit(b []byte, change func(f *excelize.File) error) ([]byte, error) {
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	if err := change(f); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	err = f.Write(&out)
	return out.Bytes(), err
}

// RowOf finds the row of a sheet whose first cell is key.
func RowOf(f *excelize.File, sheet, key string) (int, error) {
	rows, err := f.GetRows(sheet)
	if err != nil {
		return 0, err
	}
	for i, r := range rows {
		if len(r) > 0 && r[0] == key {
			return i + 1, nil
		}
	}
	return 0, fmt.Errorf("no row %q on sheet %s", key, sheet)
}

// HexCell is the cell of the Historical sheet (1994) holding 5-us's hex.
const HexCell = "F46"

func write(path string, b []byte) error { return os.WriteFile(path, b, 0o644) }

// edited writes the 1994 workbook with one change.
func edited(change func(f *excelize.File) error) func(string) error {
	return func(path string) error {
		b, err := Edition(data.DefaultEdition)
		if err != nil {
			return err
		}
		if b, err = Edit(b, change); err != nil {
			return err
		}
		return write(path, b)
	}
}

// zipOf writes an archive of the given parts; a part's data may be an
// io.Reader (stored as is) or []byte (deflated).
type part struct {
	name   string
	data   []byte
	stored io.Reader
	// declared, when set, is the uncompressed size the header claims, and
	// data is the raw deflated stream.
	declared uint64
}

func zipOf(path string, parts []part) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for _, p := range parts {
		var w io.Writer
		switch {
		case p.declared > 0:
			w, err = zw.CreateRaw(&zip.FileHeader{Name: p.name, Method: zip.Deflate, CompressedSize64: uint64(len(p.data)), UncompressedSize64: p.declared})
		case p.stored != nil:
			w, err = zw.CreateHeader(&zip.FileHeader{Name: p.name, Method: zip.Store})
		default:
			w, err = zw.Create(p.name)
		}
		if err != nil {
			return err
		}
		if p.stored != nil {
			_, err = io.Copy(w, p.stored)
		} else {
			_, err = w.Write(p.data)
		}
		if err != nil {
			return err
		}
	}
	return zw.Close()
}

// zeros is an io.Reader of n zero bytes.
func zeros(n int64) io.Reader { return io.LimitReader(zeroReader{}, n) }

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// deflated compresses n zero bytes: a few hundred kilobytes for 200 MB.
func deflated(n int64) ([]byte, error) {
	var buf bytes.Buffer
	fw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(fw, zeros(n)); err != nil {
		return nil, err
	}
	err = fw.Close()
	return buf.Bytes(), err
}

// partsOf lists a workbook's parts, for building archives around them.
func partsOf(b []byte) ([]part, error) {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, err
	}
	var out []part
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, err
		}
		out = append(out, part{name: zf.Name, data: data})
	}
	return out, nil
}

// oneSheet is a workbook of one sheet, Data, and oneSheetRels the
// relationship that gives its part.
const (
	oneSheet = `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
		`<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`
	oneSheetRels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`
)

// Cases lists the bad workbooks.
func Cases() []Case {
	cell := func(sheet, counter string, col string, set func(f *excelize.File, ref string) error) func(string) error {
		return edited(func(f *excelize.File) error {
			r, err := RowOf(f, sheet, counter)
			if err != nil {
				return err
			}
			return set(f, fmt.Sprintf("%s%d", col, r))
		})
	}
	return append([]Case{
		{Name: "zip bomb", Code: "xlsx.too-large", Exit: 2, Make: func(path string) error {
			// A worksheet that inflates to 200 MB from a few hundred KB.
			bomb, err := deflated(200 << 20)
			if err != nil {
				return err
			}
			return zipOf(path, []part{{name: "xl/workbook.xml", data: []byte("<workbook/>")},
				{name: "xl/worksheets/sheet1.xml", data: bomb, declared: 200 << 20}})
		}},
		{Name: "zip bomb that lies about its size", Code: "xlsx.unreadable", Exit: 2, Make: func(path string) error {
			bomb, err := deflated(200 << 20)
			if err != nil {
				return err
			}
			return zipOf(path, []part{{name: "xl/workbook.xml", data: []byte("<workbook/>")},
				{name: "xl/worksheets/sheet1.xml", data: bomb, declared: 1000}})
		}},
		{Name: "100 MB workbook", Code: "xlsx.too-large", Exit: 2, Make: func(path string) error {
			b, err := Edition(data.DefaultEdition)
			if err != nil {
				return err
			}
			parts, err := partsOf(b)
			if err != nil {
				return err
			}
			return zipOf(path, append(parts, part{name: "xl/media/padding.bin", stored: zeros(100 << 20)}))
		}},
		{Name: "a million cells", Code: "xlsx.too-large", Exit: 2, Make: func(path string) error {
			var sheet strings.Builder
			sheet.WriteString(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
			for r := 1; r <= 10000; r++ {
				fmt.Fprintf(&sheet, `<row r="%d">`, r)
				for range 100 {
					sheet.WriteString(`<c s="1"/>`)
				}
				sheet.WriteString(`</row>`)
			}
			sheet.WriteString(`</sheetData></worksheet>`)
			return zipOf(path, []part{{name: "xl/workbook.xml", data: []byte(oneSheet)}, {name: "xl/_rels/workbook.xml.rels", data: []byte(oneSheetRels)},
				{name: "xl/worksheets/sheet1.xml", data: []byte(sheet.String())}})
		}},
		{Name: "CSV renamed .xlsx", Code: "xlsx.unreadable", Exit: 2, Make: func(path string) error {
			return write(path, []byte("counter,label,hex\n5-us,5 US,2104\n"))
		}},
		{Name: "PNG renamed .xlsx", Code: "xlsx.unreadable", Exit: 2, Make: func(path string) error {
			return write(path, []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
		}},
		{Name: "empty file", Code: "xlsx.unreadable", Exit: 2, Make: func(path string) error { return write(path, nil) }},
		{Name: "zip that is no workbook", Code: "xlsx.unreadable", Exit: 2, Make: func(path string) error {
			return zipOf(path, []part{{name: "readme.txt", data: []byte("hello")}})
		}},
		{Name: "password-protected", Code: "xlsx.encrypted", Exit: 2, Make: func(path string) error {
			b, err := Edition(data.DefaultEdition)
			if err != nil {
				return err
			}
			f, err := excelize.OpenReader(bytes.NewReader(b))
			if err != nil {
				return err
			}
			var out bytes.Buffer
			if err := f.Write(&out, excelize.Options{Password: "secret"}); err != nil {
				return err
			}
			return write(path, out.Bytes())
		}},
		{Name: "formula in a hex cell", Code: "xlsx.formula", At: "Historical!" + HexCell, Exit: 1,
			Make: cell("Historical", "5-us", "F", func(f *excelize.File, ref string) error {
				return f.SetCellFormula("Historical", ref, `CONCATENATE("20","04")`)
			})},
		// A program that writes a formula without working it out leaves
		// the cell with no value: it reads as empty, and must still be
		// reported as the formula it is.
		{Name: "formula without a value in a hex cell", Code: "xlsx.formula", At: "Historical!" + HexCell, Exit: 1,
			Make: cell("Historical", "5-us", "F", func(f *excelize.File, ref string) error {
				if err := f.SetCellValue("Historical", ref, nil); err != nil {
					return err
				}
				return f.SetCellFormula("Historical", ref, `CONCATENATE("21","04")`)
			})},
		{Name: "formula without a value past the last row", Code: "xlsx.formula", At: "Historical!F400", Exit: 1,
			Make: edited(func(f *excelize.File) error { return f.SetCellFormula("Historical", "F400", "A1") })},
		{Name: "formula in a number cell", Code: "xlsx.formula", At: "Counters!I2", Exit: 1,
			Make: edited(func(f *excelize.File) error { return f.SetCellFormula("Counters", "I2", "4*2") })},
		{Name: "merged cells", Code: "xlsx.merged-cell", At: "Historical!F2:G3", Exit: 1,
			Make: edited(func(f *excelize.File) error { return f.MergeCell("Historical", "F2", "G3") })},
		{Name: "date typed into a hex cell", Code: "xlsx.date-in-hex", At: "Historical!" + HexCell, Exit: 1,
			Make: cell("Historical", "5-us", "F", func(f *excelize.File, ref string) error {
				return f.SetCellValue("Historical", ref, time.Date(2021, 5, 21, 0, 0, 0, 0, time.UTC))
			})},
		{Name: "word in a number cell", Code: "xlsx.value", At: "Counters!I2", Exit: 1,
			Make: edited(func(f *excelize.File) error { return f.SetCellStr("Counters", "I2", "eight") })},
		{Name: "value beyond the last row", Code: "xlsx.too-large", At: "Map!A30000", Exit: 2,
			Make: edited(func(f *excelize.File) error { return f.SetCellStr("Map", "A30000", "9999") })},
		{Name: "value beyond the last column", Code: "xlsx.too-large", At: "Counters!XFD2", Exit: 2,
			Make: edited(func(f *excelize.File) error { return f.SetCellStr("Counters", "XFD2", "x") })},
		{Name: "required column renamed", Code: "xlsx.column-missing", At: "Map!A1", Exit: 1,
			Make: edited(func(f *excelize.File) error { return f.SetCellStr("Map", "B1", "ground") })},
	}, hostileCases()...)
}

// Largest writes the 1994 workbook grown to about what the limits allow:
// its Notes sheet filled to the last row with long notes (spread over five
// files, each within the schema's 5,000) and four more
// columns, some 225,000 cells in all. It is a valid workbook.
func Largest(path string) error {
	b, err := Edition(data.DefaultEdition)
	if err != nil {
		return err
	}
	b, err = Edit(b, func(f *excelize.File) error {
		long := strings.Repeat("A note long enough to weigh on the reader's memory. ", 4)
		for r := 2; r <= xlsx.MaxRows; r++ {
			// Spread over five files: a file holds at most 5,000 notes.
			file := []string{"edition.json", "counters.json", "map.json", "crt.json", "tec.json"}[r%5]
			row := []any{file, fmt.Sprintf("note-%d", r), "info", fmt.Sprintf("%d: %s", r, long), "", "",
				"x", "y", "z", r}
			if err := f.SetSheetRow(xlsx.SheetNotes, fmt.Sprintf("A%d", r), &row); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	return write(path, b)
}
