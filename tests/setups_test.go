package tests

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The 1994 Historical setup as CSV lists every unit of the chart's Historic
// column, the four Courland units in the Courland zone.
func TestSetupCSV(t *testing.T) {
	r := bfgdata(t, "", "setup", "--edition", "1994", "--scenario", "historical", "--format", "csv")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	rows, err := csv.NewReader(strings.NewReader(r.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+119 {
		t.Errorf("%d data rows, want 119", len(rows)-1)
	}
	courland := 0
	for _, row := range rows[1:] {
		if row[8] == "courland" {
			courland++
		}
		if row[7] == "" && row[8] == "" {
			t.Errorf("%s has neither hex nor zone", row[0])
		}
	}
	if courland != 4 {
		t.Errorf("%d units in the Courland zone, want 4", courland)
	}
}

// Breaking a copy of the data is caught with the right code.
func TestValidateBrokenSetup(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "1994")
	copyDir(t, filepath.Join(repoRoot(t), "data", "1994"), dir)
	p := filepath.Join(dir, "scenarios", "historical.json")
	b, _ := os.ReadFile(p)
	os.WriteFile(p, []byte(strings.Replace(string(b), `"counter": "2-lw"`, `"counter": "1-lw"`, 1)), 0o644)
	r := bfgdata(t, "", "validate", dir)
	if r.code != 1 || !strings.Contains(r.stdout, "error setup.counter-duplicate:") {
		t.Errorf("exit %d:\n%s", r.code, r.stdout)
	}
}
