package xlsx

import (
	"reflect"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The markers cell round-trips a rule's numbers and refuses what it cannot
// read.
func TestMarkersCell(t *testing.T) {
	m := &model.Markers{Range: 3, PerTurn: map[model.Force]int{model.WesternAllied: 1, model.Soviet: 2}, Stock: map[model.Force]int{model.Soviet: 7}, RefillTurn: 11}
	text := formatMarkers(m)
	if text != "range 3; per turn soviet 2, western-allied 1; stock soviet 7; refill 11" {
		t.Errorf("formatted %q", text)
	}
	back, err := parseMarkers(text)
	if err != nil || !reflect.DeepEqual(back, m) {
		t.Errorf("read back %+v, %v", back, err)
	}
	for _, bad := range []string{"range x", "per turn soviet", "stocks soviet 7"} {
		if _, err := parseMarkers(bad); err == nil {
			t.Errorf("%q read without error", bad)
		}
	}
	if m, err := parseMarkers(" "); m != nil || err != nil {
		t.Errorf("empty cell: %+v, %v", m, err)
	}
}
