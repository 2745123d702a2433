package xlsx

import (
	"archive/zip"
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
)

// FuzzRead feeds Read arbitrary bytes, seeded with a template and broken
// variants of it: it must refuse or read, never panic, and what it reads
// must build.
func FuzzRead(f *testing.F) {
	var tmpl bytes.Buffer
	if err := Template(&tmpl, load(f, "1994"), TemplateOptions{ID: "fuzz", From: "red-star-white-star"}); err != nil {
		f.Fatal(err)
	}
	t := tmpl.Bytes()
	f.Add(t)
	f.Add(t[:len(t)/2])
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1})
	f.Add([]byte("counter,hex\n5-us,2104\n"))
	// How fast Read is, and that the worst workbooks are refused early,
	// belong to BenchmarkImport and BenchmarkWorstWorkbooks; here nothing
	// is timed, since a wall-clock bound fails on a loaded machine.
	f.Fuzz(func(t *testing.T, b []byte) {
		book, err := Read(bytes.NewReader(b))
		if err != nil {
			if _, ok := err.(*diag.Diagnostic); !ok {
				t.Fatalf("not a *diag.Diagnostic: %v", err)
			}
			return
		}
		if book.Edition == "1994" && diag.Count(book.Problems, diag.Error) == 0 {
			_, _ = book.Build(data.FS, "1994")
		}
	})
}

// templateParts are the parts of a template workbook, in order.
func templateParts(f *testing.F) []zipPart {
	var tmpl bytes.Buffer
	if err := Template(&tmpl, load(f, "1994"), TemplateOptions{ID: "fuzz", From: "red-star-white-star"}); err != nil {
		f.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(tmpl.Bytes()), int64(tmpl.Len()))
	if err != nil {
		f.Fatal(err)
	}
	var parts []zipPart
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			f.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		if err != nil {
			f.Fatal(err)
		}
		rc.Close()
		parts = append(parts, zipPart{zf.Name, data})
	}
	return parts
}

type zipPart struct {
	name string
	data []byte
}

// fuzzPart puts the fuzzer's bytes in place of one part of a valid
// template (seeded with the part itself and the given seeds), so that the
// fuzzer reaches the reading of that part rather than stopping at the zip
// archive: Read must refuse or read, never panic or hang, and what it reads
// must build.
func fuzzPart(f *testing.F, target string, seeds ...string) {
	parts := templateParts(f)
	found := false
	for _, p := range parts {
		if p.name == target {
			found = true
			if len(p.data) < 4<<10 { // large seeds make the fuzzer's minimizing slow
				f.Add(p.data)
			}
		}
	}
	if !found {
		f.Fatalf("the template has no part %s", target)
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for _, p := range parts {
			w, _ := zw.Create(p.name)
			if p.name == target {
				w.Write(b)
			} else {
				w.Write(p.data)
			}
		}
		zw.Close()
		book, err := Read(bytes.NewReader(buf.Bytes()))
		if err != nil {
			if _, ok := err.(*diag.Diagnostic); !ok {
				t.Fatalf("not a *diag.Diagnostic: %v", err)
			}
			return
		}
		if diag.Count(book.Problems, diag.Error) == 0 {
			_, _ = book.Build(data.FS, "1994")
		}
	})
}

// FuzzSheetXML puts arbitrary XML in place of the scenario's setup sheet.
func FuzzSheetXML(f *testing.F) {
	fuzzPart(f, "xl/worksheets/sheet4.xml",
		`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`+
			`<row r="1"><c r="A1" t="inlineStr"><is><t>counter</t></is></c><c r="F1" t="inlineStr"><is><t>hex</t></is></c><c r="I1" t="inlineStr"><is><t>src</t></is></c></row>`+
			`<row r="2"><c r="A2" t="inlineStr"><is><t>5-us</t></is></c><c r="F2" s="1"><v>2104</v></c><c r="I2" t="inlineStr"><is><t>author</t></is></c></row>`+
			`<row r="3"><c r="A3" t="inlineStr"><is><t>67</t></is></c><c r="F3" t="str"><f>TRUE()</f><v>1</v></c></row>`+
			`</sheetData><mergeCells><mergeCell ref="A5:B6"/></mergeCells></worksheet>`,
		`<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="ZZZ9999999"><f>1+</f></c></row></sheetData><mergeCells><mergeCell ref="A1:"/></mergeCells></worksheet>`,
		`<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>x</v></c><c r="B1" s="-1"><v>1</v></c><c r="C1" t="s"><v>99999</v></c></row></sheetData></worksheet>`)
}

// FuzzSharedStrings puts arbitrary XML in place of the shared strings.
func FuzzSharedStrings(f *testing.F) {
	fuzzPart(f, "xl/sharedStrings.xml",
		`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>README</t></si><si><r><t>a</t></r><r><t>b</t></r></si><si><t/></si></sst>`,
		`<sst><si><t>`+strings.Repeat("x", 100)+`</t><rPh><t>y</t></rPh></si><si></sst>`)
}

// FuzzWorkbookRelationships puts arbitrary XML in place of the workbook's
// relationships, which give each sheet its part.
func FuzzWorkbookRelationships(f *testing.F) {
	fuzzPart(f, "xl/_rels/workbook.xml.rels",
		`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="/xl/worksheets/sheet1.xml" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"/></Relationships>`,
		`<Relationships><Relationship Id="rId1" Target="../../../etc/passwd"/><Relationship Id="rId1" Target="worksheets\\sheet2.xml"/></Relationships>`)
}

// FuzzPackageRelationships puts arbitrary XML in place of the package's
// relationships, which name the workbook part.
func FuzzPackageRelationships(f *testing.F) {
	fuzzPart(f, "_rels/.rels",
		`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/worksheets/sheet1.xml"/></Relationships>`)
}

// FuzzWorkbookXML puts arbitrary XML in place of the workbook's list of
// sheets.
func FuzzWorkbookXML(f *testing.F) {
	fuzzPart(f, "xl/workbook.xml",
		`<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="README" r:id="rId1"/><sheet name="README" r:id="rId1"/><sheet name="X" r:id="nope"/></sheets></workbook>`)
}

// FuzzStyles puts arbitrary XML in place of the styles, whose cell formats
// the cells' style indexes point into.
func FuzzStyles(f *testing.F) {
	fuzzPart(f, "xl/styles.xml",
		`<styleSheet><numFmts><numFmt numFmtId="200" formatCode="yyyy"/></numFmts><cellXfs count="1"><xf numFmtId="200"/></cellXfs></styleSheet>`)
}

// scanParts is a small workbook's parts: one sheet, its relationships,
// styles and shared strings.
var scanParts = []zipPart{
	{"_rels/.rels", []byte(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`)},
	{"xl/workbook.xml", []byte(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="README" sheetId="1" r:id="rId1"/></sheets></workbook>`)},
	{"xl/_rels/workbook.xml.rels", []byte(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`)},
	{"xl/styles.xml", []byte(`<styleSheet><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`)},
	{"xl/sharedStrings.xml", []byte(`<sst><si><t>edition</t></si><si><r><t>19</t></r><r><t>94</t></r></si></sst>`)},
	{"xl/worksheets/sheet1.xml", []byte(`<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s" s="1"><v>1</v></c><c r="C1"><f>1+1</f><v>2</v></c></row></sheetData><mergeCells><mergeCell ref="D1:E2"/></mergeCells></worksheet>`)},
}

// FuzzScan puts arbitrary bytes in place of one part of a small workbook
// (which names the part: a byte, modulo the parts) and runs the scan that
// checks every part before excelize reads the file: it refuses with a
// *diag.Diagnostic or accepts, never panics, and reads each part under
// its limits. It runs the scan alone, so it is fast enough for the
// fuzzer to explore each part's reading.
func FuzzScan(f *testing.F) {
	for i, p := range scanParts {
		f.Add(uint8(i), p.data)
	}
	f.Add(uint8(5), []byte(`<worksheet><sheetData><row><c r="A1" t="s"><v> 0</v></c><c r="A2" s="x"/><c r="A3" t="s"><v>-1</v></c></row></sheetData></worksheet>`))
	f.Add(uint8(4), []byte(`<sst><si><t>`+strings.Repeat("x", 40000)+`</t></si></sst>`))
	f.Add(uint8(2), []byte(`<Relationships><Relationship Id="rId1" Target="/../../x.xml"/></Relationships>`))
	f.Add(uint8(0), []byte(`<Relationships><Relationship Type="x/officeDocument" Target="/"/></Relationships>`))
	f.Fuzz(func(t *testing.T, which uint8, b []byte) {
		target := int(which) % len(scanParts)
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for i, p := range scanParts {
			w, _ := zw.Create(p.name)
			if i == target {
				w.Write(b)
			} else {
				w.Write(p.data)
			}
		}
		zw.Close()
		meta, err := scan(buf.Bytes())
		if err != nil {
			if _, ok := err.(*diag.Diagnostic); !ok {
				t.Fatalf("not a *diag.Diagnostic: %v", err)
			}
			return
		}
		for _, m := range meta {
			if m == nil || m.cells > MaxCells {
				t.Fatalf("sheet meta %+v", m)
			}
		}
	})
}
