package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

var (
	zipMagic = []byte("PK\x03\x04")
	oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
	// encryptedPackage is the stream name an encrypted OOXML file keeps
	// inside its OLE container, in UTF-16LE.
	encryptedPackage = utf16le("EncryptedPackage")
)

func utf16le(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), 0)
	}
	return b
}

// open checks a workbook's bytes before excelize reads them, then opens it
// with excelize's unzip limits set. It returns what the scan of the
// worksheets found besides values. Every refusal is a *diag.Diagnostic.
func open(data []byte) (*excelize.File, map[string]*sheetMeta, error) {
	if len(data) > MaxFileSize {
		return nil, nil, fail("xlsx.too-large", "the file is larger than %d MB, more than any bfgdata workbook; is it the right file?", MaxFileSize>>20)
	}
	switch {
	case bytes.HasPrefix(data, oleMagic):
		if bytes.Contains(data, encryptedPackage) {
			return nil, nil, fail("xlsx.encrypted", "the workbook is password-protected; save a copy without a password (File, Save As, untick the password) and import that")
		}
		return nil, nil, fail("xlsx.unreadable", "this is an OLE compound file, such as an old .xls workbook, not an .xlsx workbook; save it as Excel 2007-365 (.xlsx)")
	case !bytes.HasPrefix(data, zipMagic):
		return nil, nil, fail("xlsx.unreadable", "not an .xlsx workbook: %s", describe(data))
	}
	meta, err := scan(data)
	if err != nil {
		return nil, nil, err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: MaxUnzipSize, UnzipXMLSizeLimit: MaxUnzipSize})
	if err != nil {
		return nil, nil, fail("xlsx.unreadable", "not a readable .xlsx workbook: %v", err)
	}
	return f, meta, nil
}

// describe says what a file that is not a zip archive looks like.
func describe(data []byte) string {
	head := data[:min(len(data), 512)]
	switch {
	case len(data) == 0:
		return "the file is empty"
	case bytes.HasPrefix(data, []byte("%PDF")):
		return "it is a PDF document"
	case bytes.HasPrefix(data, []byte("\x89PNG")):
		return "it is a PNG image"
	case utf8.Valid(head) && !bytes.ContainsRune(head, 0):
		return "it is plain text (a CSV file? import it with bfgdata import csv)"
	}
	return "it is not a zip archive, which every .xlsx file is"
}

// scan reads the archive's directory and streams each worksheet once,
// so that a zip bomb or a sheet of millions of cells is refused before
// anything is unpacked into memory. On the way it notes what a cell's value
// alone does not tell (its type and style, a formula) and the merged
// ranges, by sheet name: excelize would otherwise have to hold a whole
// worksheet in memory, at about a kilobyte a cell, to say so.
func scan(data []byte) (map[string]*sheetMeta, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fail("xlsx.unreadable", "not a readable .xlsx workbook: the zip archive is broken (%v)", err)
	}
	if len(zr.File) > MaxParts {
		return nil, fail("xlsx.too-large", "the archive holds %d parts, more than the %d a workbook may", len(zr.File), MaxParts)
	}
	var total uint64
	parts := map[string]*zip.File{}
	for _, zf := range zr.File {
		total += zf.UncompressedSize64
		if total > MaxUnzipSize {
			return nil, fail("xlsx.too-large", "the workbook unpacks to more than %d MB (at part %s, declared %d bytes); a bfgdata workbook unpacks to about 1 MB: is this a zip bomb?", MaxUnzipSize>>20, zf.Name, zf.UncompressedSize64)
		}
		parts[strings.ToLower(strings.TrimPrefix(zf.Name, "/"))] = zf
	}
	if parts["xl/workbook.xml"] == nil {
		return nil, fail("xlsx.unreadable", "a zip archive, but not an .xlsx workbook: it has no xl/workbook.xml")
	}
	byPart := map[string]*sheetMeta{}
	cells := 0
	for _, zf := range zr.File {
		name := strings.ToLower(strings.TrimPrefix(zf.Name, "/"))
		if !strings.HasPrefix(name, "xl/worksheets/") || path.Ext(name) != ".xml" {
			continue
		}
		m, err := scanSheet(zf, MaxCells-cells)
		if m != nil {
			cells += m.cells
		}
		switch {
		case errors.Is(err, errTooManyCells):
			return nil, fail("xlsx.too-large", "the worksheets hold more than %d cells; a bfgdata workbook holds about 25,000", MaxCells)
		case errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrChecksum):
			return nil, fail("xlsx.unreadable", "part %s does not unpack as the archive says it will (%v): a corrupt file, or a zip bomb", zf.Name, err)
		case err != nil:
			return nil, fail("xlsx.unreadable", "part %s cannot be read: %v", zf.Name, err)
		}
		byPart[name] = m
	}
	names, err := sheetParts(parts)
	if err != nil {
		return nil, fail("xlsx.unreadable", "the workbook's list of sheets cannot be read: %v", err)
	}
	out := map[string]*sheetMeta{}
	for sheet, part := range names {
		if m, ok := byPart[part]; ok {
			out[sheet] = m
		}
	}
	return out, nil
}

var errTooManyCells = errors.New("too many cells")

// sheetMeta is what the scan of one worksheet noted: every cell but a
// plain shared string, and the merged ranges.
type sheetMeta struct {
	cells  int
	notes  map[[2]int]cellMeta // by 1-based column and row
	merges []string
}

// cellMeta is a cell's type ("b", "e", "d", "str"…, "" for a number), its
// style, and its formula.
type cellMeta struct {
	t       string
	style   int
	formula string
	hasF    bool
}

func (m *sheetMeta) at(col, row int) (cellMeta, bool) {
	if m == nil {
		return cellMeta{}, false
	}
	c, ok := m.notes[[2]int{col, row}]
	return c, ok
}

// scanSheet streams one worksheet, noting its cells and merged ranges,
// stopping past limit cells.
func scanSheet(zf *zip.File, limit int) (*sheetMeta, error) {
	rc, err := zf.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	m := &sheetMeta{notes: map[[2]int]cellMeta{}}
	dec := xml.NewDecoder(rc)
	var cur cellMeta
	var at [2]int
	inCell, inFormula := false, false
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			return m, nil
		}
		if err != nil {
			return m, err
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "c":
				if m.cells++; m.cells > limit {
					return m, errTooManyCells
				}
				inCell, cur, at = true, cellMeta{}, [2]int{}
				for _, a := range el.Attr {
					switch a.Name.Local {
					case "r":
						col, row, err := excelize.CellNameToCoordinates(a.Value)
						if err == nil {
							at = [2]int{col, row}
						}
					case "t":
						cur.t = a.Value
					case "s":
						cur.style, _ = strconv.Atoi(a.Value)
					}
				}
			case "f":
				if inCell {
					cur.hasF, inFormula = true, true
				}
			case "mergeCell":
				for _, a := range el.Attr {
					if a.Name.Local == "ref" {
						m.merges = append(m.merges, a.Value)
					}
				}
			}
		case xml.CharData:
			if inFormula && len(cur.formula) < 200 {
				cur.formula += string(el)
			}
		case xml.EndElement:
			switch el.Name.Local {
			case "f":
				inFormula = false
			case "c":
				inCell = false
				// Most cells are shared strings without a style; the
				// rest are noted.
				if at != [2]int{} && (cur.t != "s" || cur.hasF || cur.style != 0) {
					m.notes[at] = cur
				}
			}
		}
	}
}

// sheetParts maps each sheet's name to its worksheet part, from the
// workbook's list of sheets and its relationships.
func sheetParts(parts map[string]*zip.File) (map[string]string, error) {
	read := func(name string, v any) error {
		zf := parts[name]
		if zf == nil {
			return fmt.Errorf("no %s", name)
		}
		rc, err := zf.Open()
		if err != nil {
			return err
		}
		defer rc.Close()
		return xml.NewDecoder(rc).Decode(v)
	}
	var wb struct {
		Sheets []struct {
			Name string     `xml:"name,attr"`
			Attr []xml.Attr `xml:",any,attr"`
		} `xml:"sheets>sheet"`
	}
	if err := read("xl/workbook.xml", &wb); err != nil {
		return nil, err
	}
	var rels struct {
		Rels []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	targets := map[string]string{}
	if err := read("xl/_rels/workbook.xml.rels", &rels); err == nil {
		for _, r := range rels.Rels {
			t := r.Target
			if strings.HasPrefix(t, "/") {
				t = t[1:]
			} else {
				t = path.Join("xl", t)
			}
			targets[r.ID] = strings.ToLower(path.Clean(t))
		}
	}
	out := map[string]string{}
	for _, s := range wb.Sheets {
		for _, a := range s.Attr {
			if a.Name.Local == "id" && a.Name.Space != "" {
				out[s.Name] = targets[a.Value]
			}
		}
	}
	return out, nil
}
