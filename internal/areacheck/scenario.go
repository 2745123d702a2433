package areacheck

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model/area"
	"github.com/bfgdata/bfgdata/rules/arearules"
)

// checkScenario: the zones and counters a scenario names exist; each
// counter is placed or arrives once, and every counter of the set does
// one or the other; a counter's setup letter is on its zone's flag; where
// reinforcements arrive exists; and the setup is legal.
func (r *run) checkScenario(d *document, s *area.Scenario) {
	m := r.ed.Map
	if s.Edition != r.ed.Info.ID {
		d.errorf("scenario.edition-mismatch", "/edition", "the scenario belongs to edition %q, not %q", s.Edition, r.ed.Info.ID)
	}
	where := map[string]string{}
	counter := func(id, ptr string) (area.Counter, bool) {
		c, ok := r.ed.Counters.Counter(id)
		if !ok {
			d.errorf("setup.counter-unknown", ptr, "no counter %q in the counter set", id)
			return c, false
		}
		if prev, dup := where[id]; dup {
			d.errorf("setup.counter-duplicate", ptr, "counter %s is already at %s", id, prev)
			return c, false
		}
		where[id] = ptr
		return c, true
	}
	for i, p := range s.Setup {
		ptr := fmt.Sprintf("/setup/%d", i)
		z, zok := m.Zones[p.Zone]
		if !zok {
			d.errorf("zone.unknown", ptr+"/zone", "no zone %q on the map", p.Zone)
		}
		for j, id := range p.Counters {
			c, ok := counter(id, fmt.Sprintf("%s/counters/%d", ptr, j))
			if ok && zok && c.Flag != "" && !slices.Contains(z.Flags, c.Flag) {
				d.add(diag.Warning, "area.flag-mismatch", fmt.Sprintf("%s/counters/%d", ptr, j), r.cite("map, L27"),
					fmt.Sprintf("counter %s bears setup letter %s, which is not on the flag of %s", id, c.Flag, z.Name))
			}
		}
	}
	for i, rf := range s.Reinforcements {
		ptr := fmt.Sprintf("/reinforcements/%d", i)
		for j, id := range rf.Counters {
			counter(id, fmt.Sprintf("%s/counters/%d", ptr, j))
		}
		if z := rf.Arrive.Zone; z != "" {
			if _, ok := m.Zones[z]; !ok {
				d.errorf("zone.unknown", ptr+"/arrive/zone", "no zone %q on the map", z)
			}
		}
		if f := rf.Arrive.SupplyOf; f != "" && !r.hasForce(f) {
			d.errorf("area.force-unknown", ptr+"/arrive/supplyOf", "no force %q in the edition", f)
		}
	}
	for _, c := range r.ed.Counters.Counters {
		if _, ok := where[c.ID]; !ok {
			d.errorf("setup.counter-missing", "/setup", "counter %s is neither placed nor a reinforcement", c.ID)
		}
	}
	r.report(d, "/setup", arearules.CheckSetup(r.ed, s))
}
