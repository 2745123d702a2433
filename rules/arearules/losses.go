package arearules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model/area"
)

// Loss is one step loss taken by a unit: it is reduced (flipped), or
// eliminated when it was reduced already.
type Loss struct {
	Counter    string
	Eliminated bool
}

// StepLosses deals n step losses to the defending units, in the order a
// player must take them: every unit one step before any unit a second
// (8.2.2, L336); when German units of both camps defend, the losses go
// alternately to each camp, the camp that is not attacking first (L336,
// continued at L350). reduced lists the units already on their reduced
// side. Losses beyond what the units can take are dropped.
func StepLosses(ed *area.Edition, defenders []string, reduced map[string]bool, n int, attackingCamp string) []Loss {
	order := lossOrder(ed, defenders, attackingCamp)
	taken := map[string]int{}
	gone := map[string]bool{}
	var out []Loss
	for len(out) < n {
		progress := false
		for _, id := range order {
			if len(out) == n {
				break
			}
			if gone[id] {
				continue
			}
			taken[id]++
			elim := reduced[id] || taken[id] == 2
			gone[id] = elim
			out = append(out, Loss{Counter: id, Eliminated: elim})
			progress = true
		}
		if !progress {
			break
		}
	}
	return out
}

// lossOrder interleaves the defenders camp by camp, the camps not
// attacking first, each camp's units in the order given.
func lossOrder(ed *area.Edition, defenders []string, attackingCamp string) []string {
	var camps []string
	by := map[string][]string{}
	for _, id := range defenders {
		c, _ := ed.Counters.Counter(id)
		if _, seen := by[c.Camp]; !seen {
			camps = append(camps, c.Camp)
		}
		by[c.Camp] = append(by[c.Camp], id)
	}
	slices.SortStableFunc(camps, func(a, b string) int {
		return boolInt(a == attackingCamp) - boolInt(b == attackingCamp)
	})
	var out []string
	for i := 0; len(out) < len(defenders); i++ {
		for _, c := range camps {
			if i < len(by[c]) {
				out = append(out, by[c][i])
			}
		}
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// RetreatZones lists, best first, the zones a unit of the given
// nationality may retreat into from zone from (8.3.2, L356-358): first
// the adjacent zones whose index is not above from's (a German) or not
// below it (a Soviet) and free of units of the other nationality; then
// any adjacent zone free of them. A German never crosses the Oder-Neisse
// line (7.2.1, L270). at holds the units in each zone, nationality maps a
// counter to its nationality.
func RetreatZones(m *area.Map, from, nationality string, at map[string][]string, nationalityOf func(string) string) []string {
	fz := m.Zones[from]
	var first, then []string
	for _, z := range m.Neighbours(from) {
		zz := m.Zones[z]
		if nationality == German && zz.Side == "east" {
			continue
		}
		if slices.ContainsFunc(at[z], func(id string) bool { return nationalityOf(id) != nationality }) {
			continue
		}
		ok := zz.Index <= fz.Index
		if nationality == Soviet {
			ok = zz.Index >= fz.Index
		}
		if ok {
			first = append(first, z)
		} else {
			then = append(then, z)
		}
	}
	return append(first, then...)
}
