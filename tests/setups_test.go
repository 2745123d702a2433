package tests

import (
	"encoding/csv"
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

// A setup that places one counter twice is caught with the right code,
// where the second placement is written.
func TestValidateBrokenSetup(t *testing.T) {
	dir := filepath.Join(miniData(t, "setup-counter-duplicate"), "mini")
	r := bfgdata(t, "", "validate", dir)
	want := filepath.ToSlash(filepath.Join(dir, "scenarios", "meeting.json")) + ":87:18: error setup.counter-duplicate: 5-us is already placed at /setup/0"
	if r.code != 1 || !strings.Contains(r.stdout, want) {
		t.Errorf("exit %d, want 1 with\n%s\nin:\n%s", r.code, want, r.stdout)
	}
}
