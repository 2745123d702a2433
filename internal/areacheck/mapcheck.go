package areacheck

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/rules/arearules"
)

// checkMap checks the map's references (borders, nexus, tracks, supply
// zones name zones and forces there are), that each pair of zones has one
// border, that tracks go from zone to adjacent zone, and every stated
// fact; then counts what the sources do not give.
func (r *run) checkMap() {
	m, d := r.ed.Map, r.mapDoc
	if m.Edition != r.ed.Info.ID {
		d.errorf("map.edition-mismatch", "/edition", "the map belongs to edition %q, not %q", m.Edition, r.ed.Info.ID)
	}
	zone := func(z, ptr string) bool {
		if _, ok := m.Zones[z]; !ok {
			d.errorf("zone.unknown", ptr, "no zone %q on the map", z)
			return false
		}
		return true
	}
	seen := map[[2]string]int{}
	for i, b := range m.Borders {
		ptr := fmt.Sprintf("/borders/%d", i)
		ok0, ok1 := zone(b.Zones[0], ptr+"/zones/0"), zone(b.Zones[1], ptr+"/zones/1")
		if !ok0 || !ok1 {
			continue
		}
		switch j, dup := seen[b.Zones]; {
		case b.Zones[0] >= b.Zones[1]:
			d.errorf("area.border-duplicate", ptr+"/zones", "a border names its two zones in id order, and two different zones: %s, %s", b.Zones[0], b.Zones[1])
		case dup:
			d.errorf("area.border-duplicate", ptr, "a second border between %s and %s (the first is /borders/%d)", b.Zones[0], b.Zones[1], j)
		default:
			seen[b.Zones] = i
		}
		if b.DefenceLine != nil && b.Other(b.DefenceLine.Faces) == "" {
			d.errorf("zone.unknown", ptr+"/defenceLine/faces", "the defence line faces %s, which is not one of the border's zones", b.DefenceLine.Faces)
		}
	}
	if n := m.Nexus; n != nil {
		for i, z := range n.Zones {
			zone(z, fmt.Sprintf("/nexus/zones/%d", i))
		}
		for i, f := range n.Forces {
			if !r.hasForce(f) {
				d.errorf("area.force-unknown", fmt.Sprintf("/nexus/forces/%d", i), "no force %q in the edition", f)
			}
		}
	}
	for i, t := range m.Tracks {
		for j, z := range t.Zones {
			ptr := fmt.Sprintf("/tracks/%d/zones/%d", i, j)
			if zone(z, ptr) && j > 0 && !m.Adjacent(t.Zones[j-1], z) {
				d.add(diag.Error, "area.track-not-adjacent", ptr, r.cite("2.2.2, L110"), fmt.Sprintf("track %d goes from %s to %s, which are not adjacent", t.Track, t.Zones[j-1], z))
			}
		}
	}
	for _, id := range m.ZoneIDs() {
		for j, f := range m.Zones[id].Supply {
			if !r.hasForce(f) {
				d.errorf("area.force-unknown", fmt.Sprintf("/zones/%s/supply/%d", jsonx.EscapePointer(id), j), "no force %q in the edition", f)
			}
		}
	}
	r.report(d, "/stated", arearules.CheckFacts(m))
	if r.counts {
		r.countMap()
	}
}
