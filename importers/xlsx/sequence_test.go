package xlsx

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The sequence of play column reads back what it writes, and refuses a
// cell without its rule and source.
func TestSequenceColumn(t *testing.T) {
	sq := &model.SequenceOfPlay{Rule: "16.1", Src: "deluxe-2020", Phases: []string{"soviet-movement", "german-movement"},
		Optional: []model.OptionalPhase{{Phase: "soviet-combat-2", After: "soviet-movement", Rule: "offensive-supply"}}}
	for _, tc := range []struct {
		cell string
		want *model.SequenceOfPlay
		bad  bool
	}{
		{formatSequence(sq), sq, false},
		{"", nil, false},
		{"16.1 deluxe-2020: soviet-movement german-movement", &model.SequenceOfPlay{Rule: "16.1", Src: "deluxe-2020", Phases: []string{"soviet-movement", "german-movement"}}, false},
		{"soviet-movement german-movement", nil, true},
		{"16.1: soviet-movement", nil, true},
	} {
		got, err := parseSequence(tc.cell)
		if (err != nil) != tc.bad {
			t.Errorf("%q: error %v", tc.cell, err)
			continue
		}
		if formatSequence(got) != formatSequence(tc.want) {
			t.Errorf("%q: got %q, want %q", tc.cell, formatSequence(got), formatSequence(tc.want))
		}
	}
}
