package game

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/rules"
)

// Once Berlin has fallen the German forces are gone and their phases
// refuse every action, so a German replacement phase owes no replacement
// even where the edition makes them mandatory (1975): units left in a
// German destroyed units box wait there for good.
func TestBerlinFallenOwesNoReplacements(t *testing.T) {
	for _, fallen := range []bool{false, true} {
		s := session(t, "1975", "historical", `"optional": ["east-front-concentration"], `)
		// an East German unit lost on turn 1, east of the Theater Boundary
		i := slices.IndexFunc(s.sit.Units, func(u rules.Placed) bool { return u.Counter == "40" })
		lost := s.sit.Units[i]
		s.sit.Units = slices.Delete(s.sit.Units, i, i+1)
		s.destroy(lost)
		if fallen {
			s.put(t, "3-belo", "2613")
		}
		if bad := s.through(1, ""); bad != nil {
			t.Fatal(bad)
		}
		if bad := s.through(2, "east-german-replacement"); bad != nil {
			t.Fatal(bad)
		}
		bad := s.through(2, "east-german-movement")
		switch {
		case fallen && bad != nil:
			t.Errorf("Berlin fallen: the East German replacement phase refused to end: %v", bad)
		case !fallen && (bad == nil || diagOf(bad).Code != "replace.mandatory"):
			t.Errorf("Berlin standing: %v, want replace.mandatory", bad)
		}
	}
}
