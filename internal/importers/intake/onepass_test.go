package intake

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
)

// One import of a workbook shows every kind of problem at once: a cell
// that is no hex id, a counter not in the set and a hex off the map, each
// at its cell; the row whose cell is reported is not reported again by
// the checks.
func TestWorkbookEveryProblemInOnePass(t *testing.T) {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := xlsx.Template(&buf, ed, xlsx.TemplateOptions{ID: "alpha", Name: "Alpha", From: "historical"}); err != nil {
		t.Fatal(err)
	}
	b, err := xlsxtest.Edit(buf.Bytes(), func(f *excelize.File) error {
		rows, err := f.GetRows("Alpha")
		if err != nil {
			return err
		}
		for _, c := range []struct{ counter, column, value string }{
			{"5-us", "hex", "2l04"},
			{"2-yugo", "hex", "9999"},
			{"4-yugo", "counter", "4-yugox"},
		} {
			r, err := xlsxtest.RowOf(f, "Alpha", c.counter)
			if err != nil {
				return err
			}
			col := 1 + slices.Index(rows[0], c.column)
			cell, err := excelize.CoordinatesToCellName(col, r)
			if err != nil {
				return err
			}
			if err := f.SetCellStr("Alpha", cell, c.value); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "alpha.xlsx")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := Workbook(nil, p, data.FS, func(string) bool { return true }, "out/1994")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range r.Problems {
		got = append(got, strings.TrimPrefix(r.Line(d), p))
	}
	for _, want := range []string{
		`:Alpha!F46: error xlsx.value: "2l04" is not a hex id`,
		`:Alpha!F32: error setup.hex-unknown:`,
		`:Alpha!A34: error setup.counter-unknown:`,
		`:Alpha!A34: info validate.skipped:`,
	} {
		found := false
		for _, l := range got {
			found = found || strings.HasPrefix(l, want)
		}
		if !found {
			t.Errorf("no %q in:\n%s", want, strings.Join(got, "\n"))
		}
	}
	row46 := regexp.MustCompile(`^:Alpha![A-Z]+46: `)
	for _, l := range got {
		if row46.MatchString(l) && !strings.Contains(l, "xlsx.value") || strings.Contains(l, "schema.") {
			t.Errorf("the row of a reported cell reported again: %s", l)
		}
	}
	if r.Verdict() != Invalid {
		t.Errorf("verdict %v, want Invalid", r.Verdict())
	}
}
