package arearules

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model/area"
)

// The nationalities the stacking rule names (6.1.2, L250).
const (
	Soviet = "soviet"
	German = "german"
)

// Limit is how many units of a nationality may stack in a zone (6.1.2):
// n, or any number when unlimited.
type Limit struct {
	N         int
	Unlimited bool
	Rule      string
}

// StackLimit is the stacking limit of nationality in zone z: 2 Soviet or
// 3 German units (L250); 2 Soviet and 1 German in a Berlin zone (exception
// 1, L252); any number of Soviet units east of the Oder-Neisse line or in
// the bridgehead (exception 2, L254).
func StackLimit(z area.Zone, nationality string) Limit {
	switch {
	case z.Berlin && nationality == Soviet:
		return Limit{N: 2, Rule: "6.1.2 exception 1, L252"}
	case z.Berlin:
		return Limit{N: 1, Rule: "6.1.2 exception 1, L252"}
	case nationality == Soviet && (z.Side == "east" || z.Bridgehead):
		return Limit{Unlimited: true, Rule: "6.1.2 exception 2, L254"}
	case nationality == Soviet:
		return Limit{N: 2, Rule: "6.1.2, L250"}
	default:
		return Limit{N: 3, Rule: "6.1.2, L250"}
	}
}

// CheckStack checks the counters in zone z against stacking (6.1.2), the
// two Soviet camps never sharing a zone (7.3.3 and 7.4.5) and German
// units never east of the Oder-Neisse line (7.2.1). Counters the edition
// does not have are left to the caller.
func CheckStack(ed *area.Edition, z string, counters []string) []Finding {
	zone, ok := ed.Map.Zones[z]
	if !ok {
		return []Finding{{Code: "zone.unknown", Message: fmt.Sprintf("no zone %q on the map", z), Index: -1, Zones: []string{z}}}
	}
	byNation := map[string][]string{}
	sovietCamps := map[string][]string{}
	for _, id := range counters {
		c, ok := ed.Counters.Counter(id)
		if !ok {
			continue
		}
		f, ok := ed.Force(c.Force)
		if !ok {
			continue
		}
		byNation[f.Nationality] = append(byNation[f.Nationality], id)
		if f.Nationality == Soviet {
			sovietCamps[f.Player] = append(sovietCamps[f.Player], id)
		}
	}
	var out []Finding
	add := func(code, rule, msg string, ids []string) {
		out = append(out, Finding{Code: code, Message: msg, Rule: rule, Index: -1, Zones: []string{z}, Counters: ids})
	}
	if len(byNation[Soviet]) > 0 && len(byNation[German]) > 0 && !zone.Berlin {
		add("stacking.enemies", "6.1.2, L250", fmt.Sprintf("Soviet and German units share %s, which is not a Berlin zone", zone.Name), append(slices.Clone(byNation[Soviet]), byNation[German]...))
	}
	if len(sovietCamps) > 1 {
		var all []string
		for _, camp := range slices.Sorted(maps.Keys(sovietCamps)) {
			all = append(all, sovietCamps[camp]...)
		}
		add("stacking.fronts", "7.3.3 and 7.4.5, L287 and L311", fmt.Sprintf("Soviet units of both camps are in %s", zone.Name), all)
	}
	for _, nat := range []string{Soviet, German} {
		ids := byNation[nat]
		lim := StackLimit(zone, nat)
		if !lim.Unlimited && len(ids) > lim.N {
			add("stacking.over-limit", lim.Rule, fmt.Sprintf("%d %s units in %s, where at most %d may stack (%s)", len(ids), nat, zone.Name, lim.N, strings.Join(ids, ", ")), ids)
		}
	}
	if ids := byNation[German]; len(ids) > 0 && zone.Side == "east" {
		add("area.wrong-side", "7.2.1, L270", fmt.Sprintf("German units in %s, east of the Oder-Neisse line", zone.Name), ids)
	}
	return out
}

// CheckSetup checks a scenario's setup zone by zone: each zone's
// counters (from every placement naming it) against CheckStack. A
// finding's Index is the first placement in the zone.
func CheckSetup(ed *area.Edition, sc *area.Scenario) []Finding {
	first := map[string]int{}
	var order []string
	in := map[string][]string{}
	for i, p := range sc.Setup {
		if _, seen := first[p.Zone]; !seen {
			first[p.Zone] = i
			order = append(order, p.Zone)
		}
		in[p.Zone] = append(in[p.Zone], p.Counters...)
	}
	var out []Finding
	for _, z := range order {
		for _, f := range CheckStack(ed, z, in[z]) {
			f.Index = first[z]
			out = append(out, f)
		}
	}
	return out
}
