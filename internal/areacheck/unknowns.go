package areacheck

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
)

// countMap reports, as information, what of the map the sources do not
// give and what is reconstructed: unknown names and values, where the
// anchors come from, and the borders by source.
func (r *run) countMap() {
	m := r.ed.Map
	var names, vps, garrisons, berlin int
	anchors := map[string]int{}
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		if z.NameUnknown {
			names++
		}
		if z.Berlin {
			berlin++
			if _, ok := z.VP.Get(); !ok {
				vps++
			}
			if _, ok := z.Garrison.Get(); !ok {
				garrisons++
			}
		}
		if z.At != nil {
			anchors[z.SrcOf("at")]++
		}
	}
	borders := map[string]int{}
	for _, b := range m.Borders {
		borders[b.Src]++
	}
	r.mapDoc.add(diag.Info, "area.unknown-values", "/zones", "",
		fmt.Sprintf("unknown: %d of %d zone names, %d of %d Berlin victory-point values, %d of %d Berlin garrisons; zone anchors by source: %s; borders by source: %s",
			names, len(m.Zones), vps, berlin, garrisons, berlin, bySource(anchors), bySource(borders)))
}

// countCounters reports, as information, how many counter sides have a
// strength the sources give.
func (r *run) countCounters() {
	var sides, known int
	var which []string
	for _, c := range r.ed.Counters.Counters {
		for i := range c.Steps {
			sides++
			if n, ok := c.StrengthAt(i); ok {
				known++
				which = append(which, fmt.Sprintf("%s %d", c.ID, n))
			}
		}
	}
	msg := fmt.Sprintf("unknown: the strength of %d of %d counter sides", sides-known, sides)
	if known > 0 {
		msg += "; known: " + strings.Join(which, ", ")
	}
	r.cDoc.add(diag.Info, "area.unknown-values", "/counters", "", msg)
}

// bySource writes counts as "rules 12, draft 80", sources in name order.
func bySource(n map[string]int) string {
	var keys []string
	for k := range n {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, n[k]))
	}
	return strings.Join(parts, ", ")
}
