package validate

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/bfgdata/bfgdata/internal/bigedition"
)

// TestAllocationBudget bounds what the stages of ours allocate for each
// element of a large file, so that a change that makes them allocate per
// value again fails here rather than only showing in a benchmark. (The
// schema pass is the library's and is not bounded here.)
func TestAllocationBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("generates an edition of 2,000 units; skipped under -short, the full run (go test ./...) does it")
	}
	const units = 2000
	dir := writeGenerated(t, bigedition.Options{Rows: 40, Cols: 40, Units: units})
	data, err := os.ReadFile(filepath.Join(dir, "counters.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g map[string]any
	parse := func() {
		d := newDocument("counters.json", data)
		if !d.parse() {
			t.Fatal("does not parse")
		}
		g = d.generic.(map[string]any)
		for _, arr := range d.deferred {
			g[arr.Key] = d.decodeAll(arr)
		}
	}
	parse()
	budgets := []struct {
		stage  string
		perElt float64 // allocations per counter
		run    func()
	}{
		// the map of 13 members, its unique strings (id, label); repeated
		// short strings and numbers are shared, boxed once
		{"parse", 8, parse},
		// nothing a counter: its strings are the parser's, its place in
		// the slice made once
		{"fill", 0.5, func() { fill(reflect.ValueOf(newTyped("counters")).Elem(), g) }},
		// a valid file's references: nothing but the walk's one buffer
		{"source references", 0.01, func() {
			s := &sourceRefs{known: map[string]bool{"gen": true}}
			d := &document{generic: g}
			checkSourceRefs(d, s)
		}},
		// a file with nothing to report is never walked for positions
		{"positions", 0.01, func() { newDocument("x", data).result() }},
	}
	for _, b := range budgets {
		got := testing.AllocsPerRun(3, b.run) / units
		if got > b.perElt {
			t.Errorf("%s: %.2f allocations a counter, budget %.2f", b.stage, got, b.perElt)
		} else {
			t.Logf("%s: %.2f allocations a counter (budget %.2f)", b.stage, got, b.perElt)
		}
	}
}
