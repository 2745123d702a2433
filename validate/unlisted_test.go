package validate

import (
	"strings"
	"testing"
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
