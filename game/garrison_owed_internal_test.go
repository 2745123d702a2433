package game

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The capitals whose garrison is owed, which a player asks before ending a
// Soviet movement phase: Warsaw occupied by an army before the phase is
// owed a front; by a front, nothing.
func TestGarrisonsOwed(t *testing.T) {
	for _, tc := range []struct {
		unit string
		want []model.Hex
	}{
		{"6-gds", []model.Hex{model.MustHex("2723")}},
		{"3-belo", nil},
	} {
		s := session(t, "1994", "historical", courland+`, "optional": ["east-front-concentration"], `)
		s.put(t, tc.unit, "2723")
		if bad := s.through(1, "soviet-movement"); bad != nil {
			t.Fatal(bad)
		}
		if got := s.garrisonsOwed(); !slices.Equal(got, tc.want) {
			t.Errorf("%s in Warsaw: owed %v, want %v", tc.unit, got, tc.want)
		}
	}
}
