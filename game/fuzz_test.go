package game_test

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/game"
)

// replayBudget bounds one replay of a fuzzed record: the long records
// replay in a few milliseconds, so a mutant taking seconds has found
// work that grows out of proportion (a loop over something the record
// controls), which is as much a fault as a panic.
const replayBudget = 2 * time.Second

// Mutations of the committed records (every game/testdata/*.json: the
// short legal record, the ten-turn records of both editions) are read,
// replayed to their end and to a point taken from the data; neither may
// panic or take unbounded time, an illegal action always has a code and
// a pointer, and the state accounts for every unit once.
func FuzzReplayRecords(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(seeds) == 0 {
		f.Fatalf("no records to seed with: %v", err)
	}
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, uint16(0))
		f.Add(b, uint16(100))
	}
	eds, err := editions()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, b []byte, at uint16) {
		g, err := game.Read(b)
		if err != nil {
			return
		}
		ed, ok := eds[g.Edition]
		if !ok {
			return
		}
		start := time.Now()
		res, err := game.Replay(ed, g)
		if d := time.Since(start); d > replayBudget {
			t.Fatalf("the replay took %v", d)
		}
		if err != nil {
			return
		}
		if d := res.Illegal; d != nil && (d.Code == "" || d.Pointer == "") {
			t.Fatalf("an illegal action without code or pointer: %+v", d)
		}
		if res.State.Actions != len(res.Log) {
			t.Fatalf("%d actions applied, %d in the log", res.State.Actions, len(res.Log))
		}
		seen := map[string]bool{}
		for _, u := range res.State.Units {
			if seen[u.ID] || (u.Hex == "") == (u.Box == "") {
				t.Fatalf("unit %s listed twice or not in exactly one place: %+v", u.ID, u)
			}
			seen[u.ID] = true
		}
		// A point within what was applied is reached, with that many
		// actions applied.
		if n := int(at); n <= len(res.Log) {
			p, err := game.ParsePoint(strconv.Itoa(n))
			if err != nil {
				t.Fatal(err)
			}
			mid, err := game.ReplayTo(ed, g, p)
			if err != nil || mid.State.Actions != n {
				t.Fatalf("replaying to action %d of %d: %v, %d applied", n, len(res.Log), err, mid.State.Actions)
			}
		}
	})
}
