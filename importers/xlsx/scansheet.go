package xlsx

import (
	"archive/zip"
	"encoding/xml"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/diag"
)

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

// scanSheet streams the worksheet part of sheet, noting its cells and
// merged ranges, stopping past limit cells. A cell whose index into the
// shared strings or the styles is not one the workbook has, a cell over
// MaxCellText characters and a sheet over MaxRowElements rows are refused
// at their place.
func (p *pkg) scanSheet(zf *zip.File, sheet string, limit int) (*sheetMeta, error) {
	rc, err := p.open(zf)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	m := &sheetMeta{notes: map[[2]int]cellMeta{}}
	dec := xml.NewDecoder(rc)
	var cur cellMeta
	var at [2]int
	var ref, index string
	inCell, inFormula, inValue, inText := false, false, false, false
	rows, chars := 0, 0
	place := func() diag.Place { return diag.Place{Sheet: sheet, Cell: ref} }
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
			case "row":
				if rows++; rows > MaxRowElements {
					return m, failAt(diag.Place{Sheet: sheet}, "xlsx.too-large", "part %s lists more than %d rows, the most a sheet may", zf.Name, MaxRowElements)
				}
			case "c":
				if m.cells++; m.cells > limit {
					return m, errTooManyCells
				}
				inCell, cur, at, ref, index, chars = true, cellMeta{}, [2]int{}, "", "", 0
				style := ""
				for _, a := range el.Attr {
					switch a.Name.Local {
					case "r":
						col, row, err := excelize.CellNameToCoordinates(a.Value)
						if err == nil {
							at, ref = [2]int{col, row}, a.Value
						}
					case "t":
						cur.t = a.Value
					case "s":
						style = a.Value
					}
				}
				if style != "" {
					n, err := strconv.Atoi(style)
					// Without a styles part excelize finds no style at
					// all, whatever the index.
					if err != nil || n < 0 || p.styles > 0 && n >= p.styles {
						return m, failAt(place(), "xlsx.unreadable", "the cell's style %q is not one of the %d the workbook defines (part %s)", style, p.styles, zf.Name)
					}
					cur.style = n
				}
			case "f":
				if inCell {
					cur.hasF, inFormula = true, true
				}
			case "v":
				inValue = inCell
			case "t":
				inText = inCell
			case "mergeCell":
				for _, a := range el.Attr {
					if a.Name.Local == "ref" {
						m.merges = append(m.merges, a.Value)
					}
				}
			}
		case xml.CharData:
			switch {
			case inFormula:
				if len(cur.formula) < 200 {
					cur.formula += string(el[:min(len(el), 200)])
				}
			case inValue || inText:
				if chars += utf8.RuneCount(el); chars > MaxCellText {
					return m, failAt(place(), "xlsx.too-large", "the cell holds more than %d characters, the most a cell may (part %s)", MaxCellText, zf.Name)
				}
				if inValue && cur.t == "s" && len(index) < 20 {
					index += string(el[:min(len(el), 20)])
				}
			}
		case xml.EndElement:
			switch el.Name.Local {
			case "f":
				inFormula = false
			case "v":
				inValue = false
			case "t":
				inText = false
			case "c":
				inCell = false
				if cur.t == "s" && !cur.hasF && index != "" {
					if n, err := strconv.Atoi(index); err != nil || n < 0 || n >= p.strings {
						return m, failAt(place(), "xlsx.unreadable", "the cell's shared-string index %q is not one of the %d strings the workbook holds (part %s)", index, p.strings, zf.Name)
					}
				}
				// Most cells are shared strings without a style; the
				// rest are noted.
				if at != [2]int{} && (cur.t != "s" || cur.hasF || cur.style != 0) {
					m.notes[at] = cur
				}
			}
		}
	}
}
