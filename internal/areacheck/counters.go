package areacheck

import (
	"fmt"
)

// checkCounters: ids are unique; each counter's force is the edition's
// and its camp is the force's player; the counters of one army share a
// force.
func (r *run) checkCounters() {
	d := r.cDoc
	if r.ed.Counters.Edition != r.ed.Info.ID {
		d.errorf("map.edition-mismatch", "/edition", "the counters belong to edition %q, not %q", r.ed.Counters.Edition, r.ed.Info.ID)
	}
	ids := map[string]int{}
	armyForce := map[string]string{}
	for i, c := range r.ed.Counters.Counters {
		ptr := fmt.Sprintf("/counters/%d", i)
		if j, dup := ids[c.ID]; dup {
			d.errorf("counters.duplicate-id", ptr+"/id", "counter id %q is also /counters/%d", c.ID, j)
		} else {
			ids[c.ID] = i
		}
		f, ok := r.ed.Force(c.Force)
		if !ok {
			d.errorf("area.force-unknown", ptr+"/force", "no force %q in the edition", c.Force)
			continue
		}
		if c.Camp != f.Player {
			d.errorf("area.force-unknown", ptr+"/camp", "counter %s is of force %s, which player %s runs, not %s", c.ID, f.ID, f.Player, c.Camp)
		}
		if c.Army != "" {
			if other, ok := armyForce[c.Army]; ok && other != c.Force {
				d.errorf("area.force-unknown", ptr+"/army", "army %s has counters of forces %s and %s", c.Army, other, c.Force)
			}
			armyForce[c.Army] = c.Force
		}
	}
	if r.counts {
		r.countCounters()
	}
}
