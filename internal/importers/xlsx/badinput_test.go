package xlsx_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/importers/xlsx/xlsxtest"
)

// TestBadWorkbooks reads each generated bad workbook: each is refused
// with its code at its cell, never a panic. How much memory a case takes
// is logged (run with -v); the end-to-end tests bound it for the binary.
func TestBadWorkbooks(t *testing.T) {
	dir := t.TempDir()
	for _, c := range xlsxtest.Cases() {
		t.Run(c.Name, func(t *testing.T) {
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
}
