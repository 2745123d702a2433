package zonedraft

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/internal/importers/geodraft"
	"github.com/bfgdata/bfgdata/model/area"
)

// draftBorders joins the zones whose anchors form a Gabriel graph: a and b
// border each other when no other anchor lies in the circle whose diameter
// is the segment a–b. Each border takes the river its segment crosses,
// kept to the dividing river between the sides.
func draftBorders(cfg Config, g *geography, zones map[string]area.Zone, rep *Report) []area.Border {
	ids := make([]string, 0, len(zones))
	for id := range zones {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	pt := map[string]geodraft.Pt{}
	for _, id := range ids {
		pt[id] = cfg.plane(*zones[id].At)
	}
	var out []area.Border
	for i, a := range ids {
		for _, b := range ids[i+1:] {
			if !gabriel(pt, ids, a, b) {
				continue
			}
			br := area.Border{Zones: [2]string{a, b}, Src: srcDraft}
			crossed := g.riversCrossed(cfg, pt[a], pt[b])
			br.River = riverOf(cfg.Sides, zones[a].Side != zones[b].Side, crossed)
			if br.River != first(crossed) {
				rep.RiversBySide++
			}
			if (zones[a].Insert == "") != (zones[b].Insert == "") {
				br.Link = cfg.InsertLink
			}
			out = append(out, br)
		}
	}
	return out
}

func gabriel(pt map[string]geodraft.Pt, ids []string, a, b string) bool {
	pa, pb := pt[a], pt[b]
	mx, my := (pa.X+pb.X)/2, (pa.Y+pb.Y)/2
	r2 := ((pa.X-pb.X)*(pa.X-pb.X) + (pa.Y-pb.Y)*(pa.Y-pb.Y)) / 4
	for _, c := range ids {
		if c == a || c == b {
			continue
		}
		pc := pt[c]
		if (pc.X-mx)*(pc.X-mx)+(pc.Y-my)*(pc.Y-my) <= r2 {
			return false
		}
	}
	return true
}

// riverOf is the river of a border: between the sides the dividing river
// (Across where the segment crosses its line, Otherwise where it does
// not, as the line's other river is not in the geography); within a side
// the first other river crossed.
func riverOf(s SideRule, between bool, crossed []string) string {
	if between {
		if slices.Contains(crossed, s.Across) {
			return s.Across
		}
		return s.Otherwise
	}
	for _, r := range crossed {
		if r != s.Across && r != s.Otherwise {
			return r
		}
	}
	return ""
}

func first(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

// correct applies the config's removals and set borders to the draft.
func correct(cfg Config, m *area.Map, rep *Report) error {
	at := map[[2]string]int{}
	for i, b := range m.Borders {
		at[pair(b.Zones[0], b.Zones[1])] = i
	}
	drop := map[int]bool{}
	for _, r := range cfg.Removed {
		i, ok := at[pair(r.Zones[0], r.Zones[1])]
		if !ok {
			return fmt.Errorf("removed: %s-%s is not a drafted border", r.Zones[0], r.Zones[1])
		}
		drop[i] = true
		rep.Removed++
	}
	for _, b := range cfg.Borders {
		k := pair(b.Zones[0], b.Zones[1])
		b.Zones = k
		if i, ok := at[k]; ok && !drop[i] {
			m.Borders[i] = b
			rep.Replaced++
			continue
		}
		m.Borders = append(m.Borders, b)
		at[k] = len(m.Borders) - 1
		rep.Added++
	}
	kept := m.Borders[:0]
	for i, b := range m.Borders {
		if !drop[i] {
			kept = append(kept, b)
		}
	}
	m.Borders = kept
	slices.SortFunc(m.Borders, func(a, b area.Border) int {
		if c := strings.Compare(a.Zones[0], b.Zones[0]); c != 0 {
			return c
		}
		return strings.Compare(a.Zones[1], b.Zones[1])
	})
	return nil
}
