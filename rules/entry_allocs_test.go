package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// TestEntryAllocatesOnlyItsClosure: the entry test every move and reach
// builds allocates its closure and nothing else. A closure that captures
// the whole Placed (over 128 bytes since a unit carries its type) or the
// named results takes them by reference and moves them to the heap at
// every call, on the engine's busiest path.
func TestEntryAllocatesOnlyItsClosure(t *testing.T) {
	m := testMap(t, []string{"......", "......", "......", "......", "......"})
	s := &Situation{Board: board(t, m), Terms: Terms{Relations: HistoricalRelations(), TheaterEnforced: true}}
	p := unit("5-us", model.WesternAllied, model.US, 7, 4, 8, "0202")
	start := s.Board.idx(p.Hex)
	var entered bool
	allocs := testing.AllocsPerRun(100, func() {
		enter, _, _ := s.entry(p, start)
		entered = enter(start)
	})
	if !entered {
		t.Fatal("the unit may not enter its own hex")
	}
	if allocs > 1 {
		t.Errorf("entry allocates %.0f times a call, want only its closure", allocs)
	}
}
