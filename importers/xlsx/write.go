package xlsx

import (
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/cellsafe"
)

// fixedTime stands in for the moment a workbook is made, so that the same
// data always gives the same bytes.
const fixedTime = "2000-01-01T00:00:00Z"

// spareRows is how many empty rows below the data keep the dropdowns and
// checks, for rows a person adds.
const spareRows = 500

// tint is the fill of cells whose fact is a reconstruction, to check
// against the printed game; grey marks cells shown but never imported.
const (
	tintColour = "FCE4D6"
	infoColour = "EDEDED"
	headColour = "D9E1F2"
)

// book is a workbook being written.
type book struct {
	f      *excelize.File
	err    error
	styles struct{ header, tint, info, text, title, wrap, boolean, tintBoolean int }
	// used is false until the first sheet takes the place of "Sheet1".
	used bool
	// quoted are the cells whose text a spreadsheet would take for a
	// formula, which write marks as quoted (package cellsafe).
	quoted [][2]string // sheet, cell
}

func newBook(title string) *book {
	b := &book{f: excelize.NewFile()}
	b.check(b.f.SetDocProps(&excelize.DocProperties{
		Title: title, Creator: "bfgdata", LastModifiedBy: "bfgdata",
		Created: fixedTime, Modified: fixedTime,
	}))
	b.styles.header = b.style(&excelize.Style{Font: &excelize.Font{Bold: true},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{headColour}}})
	b.styles.tint = b.style(&excelize.Style{Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{tintColour}}})
	b.styles.info = b.style(&excelize.Style{Font: &excelize.Font{Italic: true, Color: "595959"},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{infoColour}}})
	b.styles.text = b.style(&excelize.Style{NumFmt: 49}) // "@": typed digits stay text (0926)
	// Spreadsheets show a boolean cell without this format as 1 or 0.
	boolean := `"TRUE";"TRUE";"FALSE"`
	b.styles.boolean = b.style(&excelize.Style{CustomNumFmt: &boolean})
	b.styles.tintBoolean = b.style(&excelize.Style{CustomNumFmt: &boolean,
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{tintColour}}})
	b.styles.title = b.style(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}})
	b.styles.wrap = b.style(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}})
	return b
}

func (b *book) check(err error) {
	if err != nil && b.err == nil {
		b.err = err
	}
}

func (b *book) style(s *excelize.Style) int {
	id, err := b.f.NewStyle(s)
	b.check(err)
	return id
}

// write finishes the workbook: the first sheet active, then the bytes.
func (b *book) write(w io.Writer) error {
	if b.err != nil {
		return b.err
	}
	b.f.SetActiveSheet(0)
	if err := b.quote(); err != nil {
		return err
	}
	if err := b.f.Write(w); err != nil {
		return err
	}
	return b.f.Close()
}

// quote sets the quote-prefix flag of each cell in b.quoted, keeping the
// rest of its style: a spreadsheet then shows the text and keeps it text
// when the cell is edited, as when a person types an apostrophe before
// it. It runs last, so that no later style takes the flag off; excelize
// has no option for the flag, so each style a quoted cell has gets a
// twin with it.
func (b *book) quote() error {
	twins := map[int]int{}
	for _, c := range b.quoted {
		st, err := b.f.GetCellStyle(c[0], c[1])
		if err != nil {
			return err
		}
		twin, ok := twins[st]
		if !ok {
			xfs := b.f.Styles.CellXfs
			if xfs == nil || st < 0 || st >= len(xfs.Xf) {
				return fmt.Errorf("sheet %s cell %s: no style %d", c[0], c[1], st)
			}
			xf := xfs.Xf[st]
			on := true
			xf.QuotePrefix = &on
			xfs.Xf = append(xfs.Xf, xf)
			xfs.Count = len(xfs.Xf)
			twin = len(xfs.Xf) - 1
			twins[st] = twin
		}
		if err := b.f.SetCellStyle(c[0], c[1], c[1], twin); err != nil {
			return err
		}
	}
	return nil
}

// sheet is one sheet being written, row by row.
type sheet struct {
	b      *book
	name   string
	cols   []column
	row    int // the last row written
	widths []int
	// long are the cells with text longer than a column may grow, whose
	// rows get the height their wrapped text needs.
	long []longCell
	// fixed gives some columns a set width instead of their content's.
	fixed map[int]int
	// booleans are the cells holding TRUE or FALSE, by column and row.
	booleans map[[2]int]bool
}

type longCell struct{ col, row, runes int }

// maxWidth is the widest a column grows to fit its content; longer text
// wraps.
const maxWidth = 60

// sheetOf adds a sheet with a header row for cols (none for a free-form
// sheet such as the README).
func (b *book) sheetOf(name string, cols []column) *sheet {
	if !b.used {
		b.check(b.f.SetSheetName("Sheet1", name))
		b.used = true
	} else {
		_, err := b.f.NewSheet(name)
		b.check(err)
	}
	s := &sheet{b: b, name: name, cols: cols}
	b.printable(name)
	if len(cols) == 0 {
		return s
	}
	for i, c := range cols {
		switch {
		case c.kind == kHex || c.kind == kDate:
			b.check(b.f.SetColStyle(name, colName(i), b.styles.text))
		case c.info:
			b.check(b.f.SetColStyle(name, colName(i), b.styles.info))
		}
	}
	head := make([]any, len(cols))
	for i, c := range cols {
		head[i] = c.name
	}
	s.add(head...)
	b.check(b.f.SetCellStyle(name, "A1", cell(len(cols)-1, 1), b.styles.header))
	return s
}

func colName(i int) string {
	n, _ := excelize.ColumnNumberToName(i + 1)
	return n
}

// cell names the cell of 0-based column i in 1-based row r.
func cell(i, r int) string {
	c, _ := excelize.CoordinatesToCellName(i+1, r)
	return c
}

// add writes the next row. A value is a string, int, bool, float64, *int,
// opt (a bool written only when true) or nil; "" and nil leave the cell
// empty. It returns the row's number.
func (s *sheet) add(vals ...any) int {
	s.row++
	for i, v := range vals {
		s.set(i, s.row, v)
	}
	return s.row
}

type opt bool

func (s *sheet) set(i, r int, v any) {
	ref := cell(i, r)
	var text string
	var err error
	f := s.b.f
	switch x := v.(type) {
	case nil:
		return
	case string:
		if x == "" {
			return
		}
		text = x
		err = f.SetCellStr(s.name, ref, x)
		if cellsafe.Quoted(x) {
			s.b.quoted = append(s.b.quoted, [2]string{s.name, ref})
		}
	case int:
		text = fmt.Sprint(x)
		err = f.SetCellInt(s.name, ref, int64(x))
	case *int:
		if x == nil {
			return
		}
		text = fmt.Sprint(*x)
		err = f.SetCellInt(s.name, ref, int64(*x))
	case float64:
		text = fmt.Sprint(x)
		err = f.SetCellFloat(s.name, ref, x, -1, 64)
	case bool:
		text = "FALSE"
		if x {
			text = "TRUE"
		}
		err = f.SetCellBool(s.name, ref, x)
		s.mark(i, r, s.b.styles.boolean)
	case opt:
		if !x {
			return
		}
		text = "TRUE"
		err = f.SetCellBool(s.name, ref, true)
		s.mark(i, r, s.b.styles.boolean)
	default:
		err = fmt.Errorf("sheet %s: cannot write a %T", s.name, v)
	}
	s.b.check(err)
	for len(s.widths) <= i {
		s.widths = append(s.widths, 0)
	}
	n := utf8.RuneCountInString(text)
	s.widths[i] = max(s.widths[i], n)
	if n > maxWidth {
		s.long = append(s.long, longCell{i, r, n})
	}
}

// printable sets a sheet to print landscape with its name and page numbers
// in the margins; finish scales it to the page's width.
func (b *book) printable(name string) {
	landscape := "landscape"
	b.check(b.f.SetPageLayout(name, &excelize.PageLayoutOptions{Orientation: &landscape}))
	b.check(b.f.SetHeaderFooter(name, &excelize.HeaderFooterOptions{OddHeader: "&L&A", OddFooter: "&R&P / &N"}))
}

// pageWidth is about how many character widths a landscape page prints at
// full scale.
const pageWidth = 95

// mark gives the cell of column i in row r a style; a tinted boolean keeps
// its format.
func (s *sheet) mark(i, r, style int) {
	if s.booleans == nil {
		s.booleans = map[[2]int]bool{}
	}
	switch {
	case style == s.b.styles.boolean:
		s.booleans[[2]int{i, r}] = true
	case style == s.b.styles.tint && s.booleans[[2]int{i, r}]:
		style = s.b.styles.tintBoolean
	}
	s.b.check(s.b.f.SetCellStyle(s.name, cell(i, r), cell(i, r), style))
}

// finish sizes the columns to their content, wrapping text too long for
// them, freezes the header row (and the first column when it names the
// row, as a hex id does), and puts an autofilter on the header.
func (s *sheet) finish(freezeFirstColumn bool) {
	f := s.b.f
	widths := map[int]int{}
	for i := range max(len(s.cols), len(s.widths)) {
		w := 0
		if i < len(s.widths) {
			w = s.widths[i]
		}
		if i < len(s.cols) {
			w = max(w, utf8.RuneCountInString(s.cols[i].name)+3) // room for the filter button
		}
		w = min(max(w, 6), maxWidth)
		if fw, ok := s.fixed[i]; ok {
			w = fw
		}
		widths[i] = w
		s.b.check(f.SetColWidth(s.name, colName(i), colName(i), float64(w)+2))
	}
	lines := map[int]int{}
	wrapped := map[int]bool{}
	for _, c := range s.long {
		if c.runes <= widths[c.col] {
			continue
		}
		wrapped[c.col] = true
		lines[c.row] = max(lines[c.row], (c.runes+widths[c.col]-1)/widths[c.col])
	}
	for i := range widths {
		if wrapped[i] {
			s.b.check(f.SetColStyle(s.name, colName(i), s.b.styles.wrap))
			if i < len(s.cols) {
				s.mark(i, 1, s.b.styles.header)
			}
		}
	}
	for r, n := range lines {
		s.b.check(f.SetRowHeight(s.name, r, float64(15*n)))
	}
	// Print as wide as the page: a scale, which every program honours, in
	// place of fit-to-width, which some read as fit-to-one-page.
	total := 0
	for _, w := range widths {
		total += w + 2
	}
	landscape, scale := "landscape", uint(max(min(100, pageWidth*100/max(total, 1)), 10))
	s.b.check(f.SetPageLayout(s.name, &excelize.PageLayoutOptions{Orientation: &landscape, AdjustTo: &scale}))
	if len(s.cols) == 0 {
		return
	}
	panes := &excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}}}
	if freezeFirstColumn {
		panes = &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 1, TopLeftCell: "B2", ActivePane: "bottomRight",
			Selection: []excelize.Selection{{SQRef: "B2", ActiveCell: "B2", Pane: "bottomRight"}}}
	}
	s.b.check(f.SetPanes(s.name, panes))
	s.b.check(f.AutoFilter(s.name, "A1:"+cell(len(s.cols)-1, max(s.row, 2)), nil))
}

// colIndex is the position of a named column.
func (s *sheet) colIndex(name string) int {
	for i, c := range s.cols {
		if c.name == name {
			return i
		}
	}
	panic("xlsx: no column " + name + " on sheet " + s.name)
}

// rangeOf is the cells of a column from row 2 to the spare rows below the
// data, where its checks apply.
func (s *sheet) rangeOf(col string) string {
	i := s.colIndex(col)
	return cell(i, 2) + ":" + cell(i, max(s.row, 1)+spareRows)
}

// dropdown offers the values of a list: a reference to cells such as
// Lists!$A$2:$A$13. A value outside the list is refused as it is typed.
func (s *sheet) dropdown(col, source, what string) {
	if source == "" {
		return
	}
	dv := excelize.NewDataValidation(true)
	dv.Sqref = s.rangeOf(col)
	dv.SetSqrefDropList(source)
	dv.SetError(excelize.DataValidationErrorStyleStop, col, "Pick "+what+" from the list.")
	s.b.check(s.b.f.AddDataValidation(s.name, dv))
}

// wholeNumbers allows only whole numbers from lo to hi in a column.
func (s *sheet) wholeNumbers(col string, lo, hi int) {
	dv := excelize.NewDataValidation(true)
	dv.Sqref = s.rangeOf(col)
	s.b.check(dv.SetRange(lo, hi, excelize.DataValidationTypeWhole, excelize.DataValidationOperatorBetween))
	dv.SetError(excelize.DataValidationErrorStyleStop, col, fmt.Sprintf("A whole number from %d to %d.", lo, hi))
	s.b.check(s.b.f.AddDataValidation(s.name, dv))
}

// hexIDs allows only four digits in a column: hex ids such as 0926.
func (s *sheet) hexIDs(col string) {
	i := s.colIndex(col)
	first := cell(i, 2)
	dv := excelize.NewDataValidation(true)
	dv.Sqref = s.rangeOf(col)
	s.b.check(dv.SetRange(fmt.Sprintf("AND(LEN(%s)=4,ISNUMBER(VALUE(%s)))", first, first), "",
		excelize.DataValidationTypeCustom, excelize.DataValidationOperatorBetween))
	dv.Operator = ""
	dv.SetError(excelize.DataValidationErrorStyleStop, col, "A hex id is four digits, row then column: 0926, 2105.")
	s.b.check(s.b.f.AddDataValidation(s.name, dv))
}

// listRef is an absolute reference to the cells of column i of a sheet
// from row 2 to row last: Lists!$A$2:$A$13.
func listRef(sheetName string, i, last int) string {
	if last < 2 {
		return ""
	}
	c := colName(i)
	name := diag.Place{Sheet: sheetName}.String() // quoted as a formula needs
	return fmt.Sprintf("%s!$%s$2:$%s$%d", name, c, c, last)
}
