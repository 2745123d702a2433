package validate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
)

// A scenario file edition.json does not list is a warning that names it;
// a listed one is not.
func TestScenarioUnlisted(t *testing.T) {
	v := newValidator(t)
	for _, tc := range []struct {
		variant string
		want    int
	}{{"", 0}, {"edition-scenario-unlisted", 1}} {
		r, err := v.Paths([]string{miniEdition(t, tc.variant)}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range r.Diagnostics() {
			if d.Code == "edition.scenario-unlisted" {
				got = append(got, d.String())
			}
		}
		if len(got) != tc.want || !r.Valid {
			t.Errorf("%q: valid %v, %q", tc.variant, r.Valid, got)
		}
		if tc.want > 0 && !strings.Contains(got[0], "edition.json:") || tc.want > 0 && !strings.Contains(got[0], "scenarios/east-front.json is in the edition folder") {
			t.Errorf("%q: %s", tc.variant, got[0])
		}
	}
}

// A scenario renamed by hand is one line that says what to change: its id
// alone (the file keeps the old name), or its file alone (edition.json
// still lists the old one).
func TestScenarioRenamedByHand(t *testing.T) {
	tests := []struct {
		name   string
		rename func(t *testing.T, dir string)
		want   string
	}{
		{"the id", func(t *testing.T, dir string) {
			f := filepath.Join(dir, "scenarios", "east-front.json")
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(f, []byte(strings.Replace(string(b), `"id": "east-front"`, `"id": "east-wall"`, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
		}, `warning scenario.id-file-mismatch: scenario "east-wall" is in a file named east-front.json: to rename it, rename the file to east-wall.json too and write that name in edition.json; else write "east-front" back`},
		{"the file", func(t *testing.T, dir string) {
			if err := os.Rename(filepath.Join(dir, "scenarios", "east-front.json"), filepath.Join(dir, "scenarios", "east-wall.json")); err != nil {
				t.Fatal(err)
			}
		}, `error file.missing: edition lists scenarios/east-front.json, which is not there, and scenarios/east-wall.json is there unlisted: if you renamed the file, write "scenarios/east-wall.json" in its place in files.scenarios`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := miniEdition(t, "")
			tt.rename(t, dir)
			r, err := newValidator(t).Paths([]string{dir}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range r.Diagnostics() {
				// a rulebook scenario renamed also leaves the Turn Record
				// Track's entry for it behind; an author's has none
				if d.Severity != diag.Info && d.Code != "scenario.not-on-track" {
					got = append(got, d.String())
				}
			}
			if len(got) != 1 || !strings.HasSuffix(got[0], tt.want) {
				t.Errorf("got %q, want one line ending %q", got, tt.want)
			}
		})
	}
}
