package mapfix

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Report says what Apply did, fix by fix.
type Report struct {
	Fixes []FixResult
	byID  map[string]int
}

// FixResult is what one correction did.
type FixResult struct {
	ID string
	// Changed and Unchanged count the facts the fix set that differed from
	// the map before, and those that already had the value.
	Changed, Unchanged int
	// Skipped lists hexes off the grid; Missing lists cities to remove that
	// were not on the map.
	Skipped, Missing []string
}

func (r *Report) result(id string) *FixResult {
	if r.byID == nil {
		r.byID = map[string]int{}
	}
	i, ok := r.byID[id]
	if !ok {
		i = len(r.Fixes)
		r.byID[id] = i
		r.Fixes = append(r.Fixes, FixResult{ID: id})
	}
	return &r.Fixes[i]
}

func (r *Report) touch(id string, changed bool) {
	x := r.result(id)
	if changed {
		x.Changed++
	} else {
		x.Unchanged++
	}
}

func (r *Report) skip(id, what string)    { x := r.result(id); x.Skipped = append(x.Skipped, what) }
func (r *Report) missing(id, what string) { x := r.result(id); x.Missing = append(x.Missing, what) }

// Changed is the number of facts the corrections changed.
func (r *Report) Changed() int {
	n := 0
	for _, x := range r.Fixes {
		n += x.Changed
	}
	return n
}

// WriteText writes the report for a person, one line per correction, in
// the order the corrections were applied.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "corrections: %d applied, %d facts changed\n", len(r.Fixes), r.Changed())
	for _, x := range r.Fixes {
		fmt.Fprintf(&b, "  %s: %d changed, %d already so", x.ID, x.Changed, x.Unchanged)
		if len(x.Skipped) > 0 {
			s := append([]string(nil), x.Skipped...)
			sort.Strings(s)
			fmt.Fprintf(&b, "; off the grid: %s", strings.Join(s, " "))
		}
		if len(x.Missing) > 0 {
			fmt.Fprintf(&b, "; not on the map: %s", strings.Join(x.Missing, ", "))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
