package validate

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// TestPlacementPointer: a violation points at the first entry of the file's
// setup that names its counter, whatever engine index it has.
func TestPlacementPointer(t *testing.T) {
	hex := model.MustHex("2104")
	s := &model.Scenario{Setup: []model.Placement{
		{Counter: "a", Hex: &hex},
		{Counter: "gone", Box: "destroyed"},
		{Counter: "b", Zone: "courland"},
		{Counter: "c", Box: "soviet-pool"},
		{Counter: "a", Zone: "courland"}, // a second entry: the first wins
	}}
	// The engine's setup leaves "gone" aside and repeats a.
	from := []model.Placement{{Counter: "a"}, {Counter: "b"}, {Counter: "c"}, {Counter: "a"}, {Counter: "nowhere"}}
	entries := setupEntries(s)
	tests := []struct {
		i    int
		want string
	}{
		{0, "/setup/0/hex"},
		{1, "/setup/2/zone"},
		{2, "/setup/3"},
		{3, "/setup/0/hex"},
		{4, "/setup"}, // a counter the file's setup does not name
		{-1, "/setup"},
		{5, "/setup"},
	}
	for _, tt := range tests {
		if got := placementPointer(s, entries, from, tt.i); got != tt.want {
			t.Errorf("placement %d: %q, want %q", tt.i, got, tt.want)
		}
	}
}
