package game

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// checkStacking checks the stacking limits over the whole map at the end
// of movement phase ph (1975 5.21; Deluxe 5.1): a unit may stop on, or
// pass through, a full hex during the phase if the hex is legal again by
// its end. An over-full hex is blamed on the move of the phase that last
// ended there — the action that, had the record stopped moving units
// into the hex, would have kept it legal; ptr is the fallback when no
// move of the phase ended there.
//
// Stacks that together break the optional stacking groups (one mixed
// stack a front) are one fault: the stack that became mixed last, by the
// record, is the one too many, so only it competes.
func (s *Session) checkStacking(ptr string, ph Phase) *diag.Diagnostic {
	type fault struct {
		o   rules.Overstack
		at  string
		idx int
	}
	var faults []fault
	var groups *fault
	for _, o := range s.sit.Overstacked() {
		f := fault{o, ptr, len(s.log)}
		if e, k := s.lastMoveTo(ph, o.Hex); k >= 0 {
			f.at, f.idx = fmt.Sprintf("%s/move/path/%d", e.Pointer, len(e.Path)-1), k
		} else if o.Code == "stacking.groups" {
			f.idx = -1 // mixed before the phase: not the one too many
		}
		if o.Code != "stacking.groups" {
			faults = append(faults, f)
		} else if groups == nil || f.idx > groups.idx {
			groups = &f
		}
	}
	if groups != nil {
		if groups.idx < 0 {
			groups.at, groups.idx = ptr, len(s.log)
		}
		faults = append(faults, *groups)
	}
	var worst *diag.Diagnostic
	first := -1
	for _, f := range faults {
		if worst != nil && f.idx >= first {
			continue
		}
		worst, first = s.illegal(f.at, f.o.Code, fmt.Sprintf("at the end of %s, %s holds %s: %s", ph.ID, f.o.Hex, strings.Join(f.o.Units, ", "), f.o.Why)), f.idx
	}
	return worst
}

// lastMoveTo is the log entry, and its index, of the last move of the
// current turn's phase ph that ended in h; -1 when none did.
func (s *Session) lastMoveTo(ph Phase, h model.Hex) (Entry, int) {
	for k := len(s.log) - 1; k >= 0; k-- {
		e := s.log[k]
		if e.Turn != s.turn || e.Phase != ph.ID {
			break
		}
		if e.Kind == "move" && len(e.Path) > 0 && e.Path[len(e.Path)-1] == h {
			return e, k
		}
	}
	return Entry{}, -1
}
