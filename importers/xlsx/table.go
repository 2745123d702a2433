package xlsx

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/cellsafe"
	"github.com/bfgdata/bfgdata/model"
)

// reader reads one workbook's sheets, collecting problems and the place
// every value came from.
type reader struct {
	f        *excelize.File
	meta     map[string]*sheetMeta // by sheet name
	problems []diag.Diagnostic
	loc      *Locator
	// dateStyles caches whether a style id formats numbers as dates.
	dateStyles map[int]bool
	// warned are the cells already reported as formula-like.
	warned map[diag.Place]bool
}

func (rd *reader) problem(sev diag.Severity, code string, at diag.Place, format string, args ...any) {
	rd.problems = append(rd.problems, diag.Diagnostic{Severity: sev, Code: code, Place: at, Message: fmt.Sprintf(format, args...)})
}

func (rd *reader) errorAt(code string, at diag.Place, format string, args ...any) {
	rd.problem(diag.Error, code, at, format, args...)
}

// cellv is one cell read: its text, and what else the cell was.
type cellv struct {
	text string
	// num is set for a number cell; date for a number formatted as a date
	// or a cell typed as a date, with serial its value.
	num, date bool
	serial    float64
}

// grid is a sheet read into cells, row by row, after the checks every data
// sheet gets: no merged cells, no formulas, nothing beyond the limits.
type grid struct {
	sheet string
	raw   [][]string // raw[0] is sheet row 1
	rows  [][]cellv  // filled by classify
}

// loadGrid reads a sheet's values through excelize's row iterator, so a
// sheet beyond the limits is refused before it is held in memory.
func (rd *reader) loadGrid(sheet string) (*grid, bool) {
	g := &grid{sheet: sheet}
	// The row iterator first: it streams the sheet's XML, which excelize
	// would otherwise parse, write back and parse again.
	rows, err := rd.f.Rows(sheet)
	if err != nil {
		rd.errorAt("xlsx.unreadable", diag.Place{Sheet: sheet}, "the sheet cannot be read: %v", err)
		return nil, false
	}
	defer rows.Close()
	for r := 1; rows.Next(); r++ {
		cols, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			rd.errorAt("xlsx.unreadable", diag.Place{Sheet: sheet, Cell: cell(0, r)}, "row %d cannot be read: %v", r, err)
			return nil, false
		}
		for len(cols) > 0 && cols[len(cols)-1] == "" {
			cols = cols[:len(cols)-1]
		}
		switch {
		case len(cols) == 0:
			if r <= MaxRows {
				g.raw = append(g.raw, nil)
			}
			continue
		case r > MaxRows:
			c := 0
			for cols[c] == "" {
				c++
			}
			rd.errorAt("xlsx.too-large", diag.Place{Sheet: sheet, Cell: cell(c, r)}, "row %d holds a value; a data sheet may use at most %d rows", r, MaxRows)
			return nil, false
		case len(cols) > MaxColumns:
			rd.errorAt("xlsx.too-large", diag.Place{Sheet: sheet, Cell: cell(len(cols)-1, r)}, "a value in column %s; a data sheet uses at most %d columns", colName(len(cols)-1), MaxColumns)
			return nil, false
		}
		g.raw = append(g.raw, cols)
	}
	if err := rows.Error(); err != nil {
		rd.errorAt("xlsx.unreadable", diag.Place{Sheet: sheet}, "the sheet cannot be read: %v", err)
		return nil, false
	}
	for len(g.raw) > 0 && g.raw[len(g.raw)-1] == nil {
		g.raw = g.raw[:len(g.raw)-1]
	}
	for _, ref := range rd.meta[sheet].mergesOrNil() {
		ref = strings.ReplaceAll(ref, "$", "")
		rd.errorAt("xlsx.merged-cell", diag.Place{Sheet: sheet, Cell: ref}, "cells %s are merged; unmerge them: every value needs a cell of its own", ref)
	}
	return g, true
}

// classify looks at every non-empty cell from row first on: formulas are
// refused, and typed says for a 0-based column whether its numbers need
// their format looked at (hex and date columns). Columns for which use is
// false are not looked at.
func (rd *reader) classify(g *grid, first int, use, typed func(col int) bool) {
	g.rows = make([][]cellv, len(g.raw))
	for r := first - 1; r < len(g.raw); r++ {
		cols := g.raw[r]
		g.rows[r] = make([]cellv, len(cols))
		for c, text := range cols {
			if text == "" || (use != nil && !use(c)) {
				continue
			}
			g.rows[r][c] = rd.cellOf(g.sheet, c, r+1, text, typed != nil && typed(c))
		}
	}
	rd.blankFormulas(g, first, use)
}

// blankFormulas refuses the formulas the loop of classify cannot see: a
// program that writes a formula without working it out (a script, a
// converter) leaves its cell with no value, which reads as an empty
// cell, and the unit of its row as placed nowhere. Each is reported as
// the formula it is, in the order of the sheet's rows and columns.
func (rd *reader) blankFormulas(g *grid, first int, use func(col int) bool) {
	m := rd.meta[g.sheet]
	if m == nil {
		return
	}
	var at [][2]int
	for k, c := range m.notes {
		col, row := k[0]-1, k[1]
		if !c.hasF || row < first || use != nil && !use(col) {
			continue
		}
		if row <= len(g.raw) && col < len(g.raw[row-1]) && g.raw[row-1][col] != "" {
			continue // seen by classify
		}
		at = append(at, k)
	}
	slices.SortFunc(at, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[1], b[1]), cmp.Compare(a[0], b[0])) })
	for _, k := range at {
		v := rd.cellOf(g.sheet, k[0]-1, k[1], "", false)
		if r, c := k[1]-1, k[0]-1; r < len(g.rows) && c < len(g.rows[r]) {
			g.rows[r][c] = v
		}
	}
}

// excelEpoch is day 0 of spreadsheet date serials (1900 date system).
var excelEpoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)

// cellOf reads what else a non-empty cell is, from the scan of its sheet:
// a formula is refused, and for typed columns a number's format says
// whether it is a date.
func (rd *reader) cellOf(sheet string, c, r int, text string, typed bool) cellv {
	ref := cell(c, r)
	m, noted := rd.meta[sheet].at(c+1, r)
	if !noted {
		m.t = "s" // a plain shared string
	}
	if m.hasF {
		// LibreOffice saves a TRUE or FALSE typed into a cell as the
		// formula TRUE() or FALSE(): a constant, not a calculation.
		switch strings.ToUpper(strings.ReplaceAll(m.formula, " ", "")) {
		case "TRUE()", "TRUE":
			return cellv{text: "TRUE"}
		case "FALSE()", "FALSE":
			return cellv{text: "FALSE"}
		case "":
			rd.errorAt("xlsx.formula", diag.Place{Sheet: sheet, Cell: ref}, "the cell holds a formula (shared with other cells); type the value itself")
			return cellv{}
		}
		rd.errorAt("xlsx.formula", diag.Place{Sheet: sheet, Cell: ref}, "the cell holds the formula =%s; type the value itself", m.formula)
		return cellv{}
	}
	switch m.t {
	case "b":
		if text == "1" {
			return cellv{text: "TRUE"}
		}
		return cellv{text: "FALSE"}
	case "e":
		rd.errorAt("xlsx.value", diag.Place{Sheet: sheet, Cell: ref}, "the cell holds the error value %s; type a value", text)
		return cellv{}
	case "d":
		v := cellv{text: text, date: true}
		if ts, err := time.Parse("2006-01-02", text[:min(len(text), 10)]); err == nil {
			v.serial = ts.Sub(excelEpoch).Hours() / 24
		}
		return v
	case "", "n":
		v := cellv{text: text, num: true}
		if typed {
			if x, err := strconv.ParseFloat(text, 64); err == nil {
				v.serial = x
				v.date = rd.dateStyle(m.style)
			}
		}
		return v
	}
	return cellv{text: text}
}

func (m *sheetMeta) mergesOrNil() []string {
	if m == nil {
		return nil
	}
	return m.merges
}

// dateStyle reports whether a style shows numbers as dates or times.
func (rd *reader) dateStyle(id int) bool {
	if id == 0 {
		return false
	}
	if d, ok := rd.dateStyles[id]; ok {
		return d
	}
	st, err := rd.f.GetStyle(id)
	d := false
	if err == nil {
		switch {
		case st.CustomNumFmt != nil:
			d = dateFormat(*st.CustomNumFmt)
		case st.NumFmt >= 14 && st.NumFmt <= 22, st.NumFmt >= 27 && st.NumFmt <= 36,
			st.NumFmt >= 45 && st.NumFmt <= 47, st.NumFmt >= 50 && st.NumFmt <= 58:
			d = true
		}
	}
	if rd.dateStyles == nil {
		rd.dateStyles = map[int]bool{}
	}
	rd.dateStyles[id] = d
	return d
}

// dateFormat reports whether a number format code shows a date or time:
// it has d, m, y, h or s outside quotes and brackets.
func dateFormat(code string) bool {
	quoted, bracket := false, false
	for _, r := range strings.ToLower(code) {
		switch {
		case r == '"':
			quoted = !quoted
		case quoted:
		case r == '[':
			bracket = true
		case r == ']':
			bracket = false
		case bracket:
		case strings.ContainsRune("dmyhs", r):
			return true
		}
	}
	return false
}

// table is a data sheet: a header row naming the columns, then one record
// per non-empty row.
type table struct {
	rd    *reader
	sheet string
	index map[string]int // column name → 0-based column
	rows  []*trow
}

// trow is one record of a table.
type trow struct {
	t     *table
	n     int // 1-based sheet row
	cells []cellv
}

func normalize(h string) string { return strings.ToLower(strings.TrimSpace(h)) }

// loadTable reads a data sheet with the given columns. A missing required
// column is an error and the sheet is skipped; a column the layout does not
// know is a warning and is not read.
func (rd *reader) loadTable(sheet string, cols []column) (*table, bool) {
	g, ok := rd.loadGrid(sheet)
	if !ok {
		return nil, false
	}
	t := &table{rd: rd, sheet: sheet, index: map[string]int{}}
	byName := map[string]column{}
	for _, c := range cols {
		byName[normalize(c.name)] = c
	}
	var head []string
	if len(g.raw) > 0 {
		head = g.raw[0]
	}
	known := map[int]column{}
	for i, h := range head {
		name := normalize(h)
		if name == "" {
			continue
		}
		c, ok := byName[name]
		switch {
		case !ok:
			rd.problem(diag.Warning, "xlsx.column-unknown", diag.Place{Sheet: sheet, Cell: cell(i, 1)}, "column %q is not one of this sheet's and is not imported (the README lists the columns)", h)
			continue
		}
		if j, dup := t.index[c.name]; dup {
			rd.errorAt("xlsx.duplicate", diag.Place{Sheet: sheet, Cell: cell(i, 1)}, "column %q is given twice (also in column %s)", h, colName(j))
			continue
		}
		t.index[c.name] = i
		known[i] = c
	}
	missing := false
	for _, c := range cols {
		if _, ok := t.index[c.name]; c.required && !ok {
			rd.errorAt("xlsx.column-missing", diag.Place{Sheet: sheet, Cell: "A1"}, "the header row has no column %q (%s)", c.name, c.about)
			missing = true
		}
	}
	if missing {
		return nil, false
	}
	rd.classify(g, 2, func(c int) bool { _, ok := known[c]; return ok && !known[c].info },
		func(c int) bool { k := known[c].kind; return k == kHex || k == kDate })
	for r := 1; r < len(g.rows); r++ {
		cells := g.rows[r]
		empty := true
		for c, v := range cells {
			if _, ok := known[c]; ok && strings.TrimSpace(v.text) != "" && !known[c].info {
				empty = false
			}
		}
		if !empty {
			t.rows = append(t.rows, &trow{t: t, n: r + 1, cells: cells})
		}
	}
	return t, true
}

func (r *trow) get(col string) (cellv, int, bool) {
	i, ok := r.t.index[col]
	if !ok || i >= len(r.cells) {
		return cellv{}, i, ok
	}
	return r.cells[i], i, true
}

// place is the cell of a column in this row; a column the sheet lacks
// gives the row's first cell.
func (r *trow) place(col string) diag.Place {
	i, ok := r.t.index[col]
	if !ok {
		i = 0
	}
	return diag.Place{Sheet: r.t.sheet, Cell: cell(i, r.n)}
}

// at records that the value at pointer ptr of document doc comes from the
// cell of column col.
func (r *trow) at(col, doc, ptr string) {
	if doc != "" {
		r.t.rd.loc.add(doc, ptr, r.place(col))
	}
}

// str reads a cell's text, without the spaces around it. A text that a
// spreadsheet would take for a formula is read as it is, with a warning
// (once a cell).
func (r *trow) str(col, doc, ptr string) string {
	r.at(col, doc, ptr)
	c, _, _ := r.get(col)
	v := cellsafe.Trim(c.text)
	if t := cellsafe.Trigger(v); t != "" && !c.num {
		rd, at := r.t.rd, r.place(col)
		if !rd.warned[at] {
			if rd.warned == nil {
				rd.warned = map[diag.Place]bool{}
			}
			rd.warned[at] = true
			rd.problem(diag.Warning, "xlsx.formula-like", at, "the text %q starts with %s, so a spreadsheet would take it for a formula if the cell were typed in; it is read as text (bfgdata writes it as a quoted cell, which spreadsheets keep as text)", v, t)
		}
	}
	return v
}

func (r *trow) bad(col, format string, args ...any) {
	r.t.rd.errorAt("xlsx.value", r.place(col), format, args...)
}

// integer reads a whole number; ok is false for an empty cell.
func (r *trow) integer(col, doc, ptr string) (n int, ok bool) {
	s := strings.TrimSpace(r.str(col, doc, ptr)) // a number keeps no tab
	if s == "" {
		return 0, false
	}
	n, good := parseWhole(s)
	if !good {
		r.bad(col, "%q is not a whole number", s)
		return 0, false
	}
	return n, true
}

func parseWhole(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || x != math.Trunc(x) || math.Abs(x) > 1e9 {
		return 0, false
	}
	return int(x), true
}

func (r *trow) number(col, doc, ptr string) (float64, bool) {
	s := strings.TrimSpace(r.str(col, doc, ptr))
	if s == "" {
		return 0, false
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		r.bad(col, "%q is not a number", s)
		return 0, false
	}
	return x, true
}

// flag reads TRUE or FALSE (or yes/no, 1/0); set is false for an empty
// cell.
func (r *trow) flag(col, doc, ptr string) (v, set bool) {
	s := strings.TrimSpace(r.str(col, doc, ptr))
	switch strings.ToLower(s) {
	case "":
		return false, false
	case "true", "yes", "1", "x":
		return true, true
	case "false", "no", "0":
		return false, true
	}
	r.bad(col, "%q is not TRUE or FALSE", s)
	return false, false
}

func (r *trow) boolean(col, doc, ptr string) bool {
	v, _ := r.flag(col, doc, ptr)
	return v
}

// list reads comma-separated values; nil for an empty cell.
func (r *trow) list(col, doc, ptr string) []string {
	return splitList(r.str(col, doc, ptr), ",")
}

func splitList(s, sep string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	parts := strings.Split(s, sep)
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func forces(list []string) []model.Force {
	out := make([]model.Force, len(list))
	for i, s := range list {
		out[i] = model.Force(s)
	}
	return out
}

// hex reads a hex id. A number is taken as the id its digits make (926 is
// 0926, as a spreadsheet drops the zero); a date is refused: a hex typed
// as 21/05 or 2105 in a date-formatted cell became one.
func (r *trow) hex(col, doc, ptr string) *model.Hex {
	r.at(col, doc, ptr)
	c, _, _ := r.get(col)
	return r.t.rd.hexOf(c, r.place(col))
}

func (rd *reader) hexOf(c cellv, at diag.Place) *model.Hex {
	s := strings.TrimSpace(c.text)
	if s == "" {
		return nil
	}
	if c.date {
		rd.errorAt("xlsx.date-in-hex", at, "%s", model.DateNotHex(dateText(c.serial)))
		return nil
	}
	if c.num {
		n, ok := parseWhole(s)
		if ok && n >= 101 && n <= 9999 {
			s = fmt.Sprintf("%04d", n)
		} else if ok && looksLikeDate(n) {
			// A date whose cell kept a style that does not show it as
			// one: the number is the spreadsheet's day count.
			rd.errorAt("xlsx.date-in-hex", at, "%s", model.DateNotHex(fmt.Sprintf("%s, stored as the number %d", dateText(float64(n)), n)))
			return nil
		}
	}
	h, err := model.ParseHex(s)
	if err != nil {
		rd.errorAt("xlsx.value", at, "%v", err)
		return nil
	}
	return &h
}

// looksLikeDate reports whether a whole number too large for a hex id is
// a spreadsheet's day count of a date between 1927 and 2099, which is what
// a hex typed as 21/05 or 2105 into a date-formatted cell becomes.
func looksLikeDate(n int) bool { return n >= 10000 && n <= 73050 }

// dateText writes a spreadsheet date serial as YYYY-MM-DD.
func dateText(serial float64) string {
	t, err := excelize.ExcelDateToTime(serial, false)
	if err != nil {
		return strconv.FormatFloat(serial, 'f', -1, 64)
	}
	return t.Format(time.DateOnly)
}

// date reads a date as YYYY-MM-DD text; a cell a spreadsheet turned into
// a date is written back the same way.
func (r *trow) date(col, doc, ptr string) string {
	r.at(col, doc, ptr)
	c, _, _ := r.get(col)
	if c.date {
		return dateText(c.serial)
	}
	return strings.TrimSpace(c.text)
}

// has reports whether the row has anything in a column.
func (r *trow) has(col string) bool {
	c, _, _ := r.get(col)
	return strings.TrimSpace(c.text) != ""
}
