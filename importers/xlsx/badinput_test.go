package xlsx_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
)

// TestBadWorkbooks reads each generated bad workbook: each is refused
// with its code at its cell, never a panic. How much memory a case takes
// is logged (run with -v); the end-to-end tests bound it for the binary.
// largeWorkbooks are the cases that write or inflate many megabytes; each
// takes longer than the rest together, so -short leaves them to the full run.
var largeWorkbooks = map[string]bool{
	"zip bomb":                          true,
	"zip bomb that lies about its size": true,
	"100 MB workbook":                   true,
	"a million cells":                   true,
}

func TestBadWorkbooks(t *testing.T) {
	dir := t.TempDir()
	large := 0
	for _, c := range xlsxtest.Cases() {
		if largeWorkbooks[c.Name] {
			large++
		}
		t.Run(c.Name, func(t *testing.T) {
			if testing.Short() && largeWorkbooks[c.Name] {
				t.Skip("large input; skipped under -short, the full run (go test ./...) reads it")
			}
			p := filepath.Join(dir, "book.xlsx")
			if err := c.Make(p); err != nil {
				t.Fatal(err)
			}
			defer os.Remove(p)
			f, err := os.Open(p)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			runtime.GC()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			book, err := xlsx.Read(f)
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			t.Logf("allocated %.1f MB", float64(after.TotalAlloc-before.TotalAlloc)/(1<<20))
			var problems []diag.Diagnostic
			var xe *diag.Diagnostic
			switch {
			case errors.As(err, &xe):
				problems = []diag.Diagnostic{*xe}
			case err != nil:
				t.Fatalf("not a *diag.Diagnostic: %v", err)
			default:
				problems = book.Problems
			}
			for _, p := range problems {
				t.Log(p)
				if p.Code == c.Code && p.Place.String() == c.At && p.Severity == diag.Error {
					return
				}
			}
			t.Errorf("no error %s at %q among %d problems", c.Code, c.At, len(problems))
		})
	}
	// a renamed case would otherwise run under -short unnoticed, or a
	// large one drop out of the list
	if large != len(largeWorkbooks) {
		t.Errorf("%d of the %d large workbooks named here are among the cases", large, len(largeWorkbooks))
	}
}
