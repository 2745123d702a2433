package csvsetup

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/cellsafe"
	"github.com/bfgdata/bfgdata/model"
)

// Limits on what Read accepts; a setup of the bundled editions is about
// 5 KB and 120 rows.
const (
	MaxSize = 1 << 20
	MaxRows = 5000
)

// pos is a place in the CSV file: line and column, both from 1.
func pos(line, col int) diag.Place { return diag.Place{Line: line, Column: col} }

// refuse is a CSV file that cannot be read at all, returned as the error.
func refuse(code string, at diag.Place, msg string) *diag.Diagnostic {
	return &diag.Diagnostic{Severity: diag.Error, Code: code, Message: msg, Place: at}
}

// Row is one unit of the CSV: where it starts, and where each field stands.
type Row struct {
	Counter string
	Force   model.Force
	// Stats is "attack-defense-movement" when the row gives all three.
	Stats     string
	Hex       *model.Hex
	Zone, Box string
	// Src is the source the row's placement cites ("" keeps the one it
	// has); Aside is the reason a unit is set aside, the row then placing
	// it nowhere.
	Src, Aside string
	Line       int
	// Failed names the columns whose cells could not be read: the row is
	// reported there and Apply leaves it out of the setup it builds, so
	// that nothing is judged of a value that was never read.
	Failed []string
	pos    map[string]diag.Place
}

// hasAside reports whether the row's file has the set-aside column: then
// the rows are the scenario's whole set-aside list.
func (r Row) hasAside() bool { _, ok := r.pos[ColAside]; return ok }

// at is where a column of the row stands (the row's start when the file
// lacks the column).
func (r Row) at(col string) diag.Place {
	if p, ok := r.pos[col]; ok {
		return p
	}
	return pos(r.Line, 1)
}

// File is a setup CSV file read into rows, with the problems found.
type File struct {
	Rows     []Row
	Problems []diag.Diagnostic
}

// ColAside is the column of the reason a unit is set aside.
const ColAside = "set aside"

// columns are the columns Read knows; label and nationality are shown by
// setup for people and not read. src and set aside are optional: a file
// without them (as setup wrote before) keeps the sources and the
// set-aside list the scenario has.
var columns = []string{"counter", "label", "nationality", "force", "attack", "defense", "movement", "hex", "zone", "box", "src", ColAside}

// Read reads a setup CSV of at most MaxSize bytes. A file that is not CSV
// at all is a *diag.Diagnostic returned as the error; problems with fields
// are in File.Problems.
func Read(r io.Reader) (*File, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, refuse("csv.unreadable", pos(1, 1), err.Error())
	}
	if len(data) > MaxSize {
		return nil, refuse("csv.too-large", pos(1, 1), fmt.Sprintf("the file is larger than %d KB, more than any setup; is it the right file?", MaxSize>>10))
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a spreadsheet's byte order mark
	s := &File{}
	cr := csv.NewReader(bufio.NewReader(bytes.NewReader(data)))
	cr.FieldsPerRecord = -1
	head, err := cr.Read()
	if err != nil {
		if err == io.EOF {
			return nil, refuse("csv.columns", pos(1, 1), "the file is empty; want a header row: "+strings.Join(columns, ","))
		}
		return nil, syntaxError(err)
	}
	index := map[string]int{}
	for i, h := range head {
		name := strings.ToLower(strings.TrimSpace(h))
		line, col := cr.FieldPos(i)
		switch {
		case name == "":
		case !slices.Contains(columns, name):
			s.problem(diag.Warning, "csv.columns", pos(line, col), "column %q is not one of %s and is not read", h, strings.Join(columns, ", "))
		case hasIndex(index, name):
			s.problem(diag.Error, "csv.columns", pos(line, col), "column %q is given twice", h)
		default:
			index[name] = i
		}
	}
	if !hasIndex(index, "counter") || !hasIndex(index, "hex") && !hasIndex(index, "zone") && !hasIndex(index, "box") {
		return nil, refuse("csv.columns", pos(1, 1), "the header row needs a counter column and a hex, zone or box column, as bfgdata setup --format csv writes: "+strings.Join(columns, ","))
	}
	for n := 0; ; n++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) && errors.Is(pe.Err, csv.ErrFieldCount) {
				continue // FieldsPerRecord is -1: never happens
			}
			s.Problems = append(s.Problems, *syntaxError(err))
			return s, nil
		}
		if n >= MaxRows {
			line, _ := cr.FieldPos(0)
			return nil, refuse("csv.too-large", pos(line, 1), fmt.Sprintf("more than %d rows; a setup has a row per unit", MaxRows))
		}
		s.row(cr, rec, index)
	}
	if len(s.Rows) == 0 && diag.Count(s.Problems, diag.Error) == 0 {
		// Laid over a scenario, no rows would empty its setup, which the
		// scenario's schema would then report about the scenario: the
		// place to fix is here.
		return nil, refuse("csv.value", pos(1, 1), "the file has its header row and no units below it; a setup has a row per unit, as bfgdata setup --format csv writes")
	}
	return s, nil
}

func hasIndex(m map[string]int, k string) bool { _, ok := m[k]; return ok }

func syntaxError(err error) *diag.Diagnostic {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return refuse("csv.syntax", pos(pe.Line, pe.Column), "not valid CSV: "+pe.Err.Error())
	}
	return refuse("csv.syntax", pos(1, 1), "not valid CSV: "+err.Error())
}

func (s *File) problem(sev diag.Severity, code string, at diag.Place, format string, args ...any) {
	s.Problems = append(s.Problems, diag.Diagnostic{Severity: sev, Code: code, Place: at, Message: fmt.Sprintf(format, args...)})
}

// row reads one record.
func (s *File) row(cr *csv.Reader, rec []string, index map[string]int) {
	line, _ := cr.FieldPos(0)
	r := Row{Line: line, pos: map[string]diag.Place{}}
	get := func(col string) string {
		i, ok := index[col]
		if !ok || i >= len(rec) {
			return ""
		}
		l, c := cr.FieldPos(i)
		r.pos[col] = pos(l, c)
		return cellsafe.Unescape(cellsafe.Trim(rec[i]))
	}
	// text reads a column of text, which a spreadsheet must not take for
	// a formula: such a value is read as it is, with a warning.
	text := func(col string) string {
		v := get(col)
		if t := cellsafe.Trigger(v); t != "" {
			s.problem(diag.Warning, "csv.formula-like", r.at(col), "%s %q starts with %s, so a spreadsheet would take it for a formula; it is read as text (bfgdata writes it with an apostrophe before it, so that spreadsheets show it as text)", col, v, t)
		}
		return v
	}
	empty := true
	for _, f := range rec {
		if strings.TrimSpace(f) != "" {
			empty = false
		}
	}
	if empty {
		return
	}
	r.Counter = text("counter")
	r.Force = model.Force(text("force"))
	r.Zone, r.Box = text("zone"), text("box")
	r.Src, r.Aside = text("src"), text(ColAside)
	if h := strings.TrimSpace(get("hex")); h != "" {
		if len(h) == 3 && strings.Trim(h, "0123456789") == "" {
			h = "0" + h // a spreadsheet dropped the leading zero
		}
		hex, err := model.ParseHex(h)
		switch {
		case err != nil && isDate(h):
			s.problem(diag.Error, "csv.value", r.at("hex"), "%s", model.DateNotHex(h))
			r.Failed = append(r.Failed, "hex")
		case err != nil:
			s.problem(diag.Error, "csv.value", r.at("hex"), "%v", err)
			r.Failed = append(r.Failed, "hex")
		default:
			r.Hex = &hex
		}
	}
	var adm [3]int
	given := 0
	for i, col := range []string{"attack", "defense", "movement"} {
		v := strings.TrimSpace(get(col))
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			s.problem(diag.Error, "csv.value", r.at(col), "%s %q is not a whole number", col, v)
			r.Failed = append(r.Failed, col)
			continue
		}
		adm[i] = n
		given++
	}
	if given == 3 {
		r.Stats = model.FormatStats(adm[0], adm[1], adm[2])
	}
	if r.Counter == "" {
		s.problem(diag.Error, "csv.value", r.at("counter"), "the row names no counter")
		return
	}
	placed := r.Hex != nil || r.Zone != "" || r.Box != ""
	if r.Aside != "" && placed {
		s.problem(diag.Error, "csv.value", r.at(ColAside), "%s is set aside and placed: clear its hex, zone and box, or its %q reason", r.Counter, ColAside)
		r.Failed = append(r.Failed, ColAside)
	}
	if r.Aside == "" && !placed && !hasProblemAt(s, line) {
		s.problem(diag.Error, "csv.value", r.at("hex"), "%s has no hex, zone or box, and no %q reason", r.Counter, ColAside)
		r.Failed = append(r.Failed, "hex")
	}
	s.Rows = append(s.Rows, r)
}

func hasProblemAt(s *File, line int) bool {
	for _, p := range s.Problems {
		if p.Line == line && p.Severity == diag.Error {
			return true
		}
	}
	return false
}
