package xlsx_test

import (
	"bytes"
	"errors"
	"flag"
	"github.com/bfgdata/bfgdata/internal/golden"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
	"github.com/xuri/excelize/v2"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestCellMessagesGolden pins what reading and building the 1994 workbook
// says of the cells authors get wrong, one golden file a case under
// testdata/messages (-update rewrites them): the cell, the code and the
// message in the author's words.
func TestCellMessagesGolden(t *testing.T) {
	hexOf5US := func(set func(f *excelize.File, ref string) error) func(f *excelize.File) error {
		return func(f *excelize.File) error {
			row, err := xlsxtest.RowOf(f, "Historical", "5-us")
			if err != nil {
				return err
			}
			return set(f, "F"+itoa(row))
		}
	}
	cases := []struct {
		name string
		edit func(f *excelize.File) error
	}{
		{"date-in-hex", hexOf5US(func(f *excelize.File, ref string) error {
			return f.SetCellValue("Historical", ref, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC))
		})},
		{"date-number-in-hex", hexOf5US(func(f *excelize.File, ref string) error {
			// What a date looks like once its cell lost the date format.
			return f.SetCellInt("Historical", ref, 46357)
		})},
		{"letter-in-hex", hexOf5US(func(f *excelize.File, ref string) error {
			return f.SetCellStr("Historical", ref, "21o5")
		})},
	}
	book, err := xlsxtest.Edition(data.DefaultEdition)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := xlsxtest.Edit(book, tc.edit)
			if err != nil {
				t.Fatal(err)
			}
			rd, err := xlsx.Read(bytes.NewReader(b))
			var problems []diag.Diagnostic
			var d *diag.Diagnostic
			switch {
			case errors.As(err, &d):
				problems = append(problems, *d)
			case err != nil:
				t.Fatal(err)
			default:
				problems = rd.Problems
				if len(problems) == 0 {
					built, err := rd.Build(data.FS, rd.Edition)
					if err != nil {
						t.Fatal(err)
					}
					problems = built.Problems
				}
			}
			var out strings.Builder
			for _, p := range problems {
				out.WriteString(p.String() + "\n")
			}
			if out.Len() == 0 {
				t.Fatal("no problem found")
			}
			golden.Check(t, filepath.Join("testdata", "messages", tc.name+".txt"), out.String(), *update)
		})
	}
}

func itoa(n int) string {
	var b []byte
	for ; n > 0 || len(b) == 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
