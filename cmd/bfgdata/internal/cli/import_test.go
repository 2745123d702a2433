package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

// TestImportCSVRoundTrip feeds the output of setup back to import csv for
// every scenario of both editions: the scenario comes out unchanged.
func TestImportCSVRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, id := range data.Editions.IDs() {
		ed, err := newApp().loadEdition(id)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range ed.Scenarios {
			if testing.Short() && s.ID != "historical" {
				continue // under -short each edition's Historical; the full run takes every scenario
			}
			code, out, errs := run(t, "setup", "--edition", id, "--scenario", s.ID, "--format", "csv")
			if code != 0 {
				t.Fatalf("setup: %s", errs)
			}
			p := filepath.Join(dir, id+"-"+s.ID+".csv")
			if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			code, got, errs := run(t, "import", "csv", p, "--edition", id, "--scenario", s.ID)
			want, _ := data.FS.ReadFile(id + "/" + ed.Info.Files.Scenarios[i])
			if code != 0 || got != string(want) || !strings.Contains(errs, "unchanged") {
				t.Errorf("%s/%s: exit %d, %s; output equals the file: %v", id, s.ID, code, errs, got == string(want))
			}
		}
	}
}

func TestImportXLSXReport(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "book.xlsx")
	if code, _, errs := run(t, "export", "xlsx", "--edition", "1975", "--out", book); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := run(t, "import", "xlsx", book, "--out", filepath.Join(dir, "1975"), "--format", "json")
	var rep intake.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("exit %d, %v:\n%s%s", code, err, out, errs)
	}
	// A new folder: every file of the edition is added, and written.
	if !rep.Valid || len(rep.Written) != 16 || rep.Changes == nil || len(rep.Changes.Add) != 16 || len(rep.Problems) != 0 {
		t.Errorf("report %+v", rep)
	}
}
