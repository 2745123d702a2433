package rules

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// SetupPlacement is one unit's starting place: a hex, or a zone where the
// owner picks the hex (Courland), or a box off the map.
type SetupPlacement struct {
	Unit Unit
	Hex  *model.Hex
	Zone string
	Box  string
	// ByAuthor: the author of a variant put the unit there (its placement
	// cites the author), after the units the rulebook sets up. A hex
	// made too full names the unit the author placed last, not the last
	// in the file, where a moved unit keeps its old place.
	ByAuthor bool
}

// Violation is one way a setup breaks the rules.
type Violation struct {
	// Diagnostic is the violation as every front end reports it, without
	// a place: the caller knows where the placement stands in its input.
	diag.Diagnostic
	// Placement is the index of the placement at fault, or -1 when the
	// violation concerns a hex or zone as a whole.
	Placement int
}

// Err is the violation as the engine's refusal: an error with the
// diagnostic underneath.
func (v Violation) Err() error {
	return &diag.Diagnostic{Severity: diag.Error, Code: v.Code, Rule: v.Rule, Message: v.Message}
}

// violation is a violation of the rule the terms cite for code.
func (c *setupCheck) violation(code string, placement int, hexes, counters []string, format string, args ...any) Violation {
	return Violation{Diagnostic: diag.Diagnostic{Severity: diag.Error, Code: code, Rule: c.r.Cite(code), Message: fmt.Sprintf(format, args...),
		Hexes: hexes, Counters: counters}, Placement: placement}
}

// CheckSetup judges a setup on a board and returns every violation, in
// placement order, then hex order. It knows the rules' setup facts: each
// unit on a land hex of the map, no German unit in Berlin, two units a hex
// with never two Soviet fronts together, no enemies together, the Theater
// Boundary and the Yugoslav border, zone placements that fit their zone,
// Soviet capitals garrisoned by fronts, no forces that are not in play, and
// nothing outside the part of the map in use.
func CheckSetup(b *Board, r Terms, ps []SetupPlacement) []Violation {
	c := setupCheck{b: b, r: r, zoneSets: map[string]map[model.Hex]bool{}}
	byHex := map[model.Hex][]int{}
	zoneCount := map[string][]int{}
	for i, p := range ps {
		if r.ForcesInPlay != nil && !slices.Contains(r.ForcesInPlay, p.Unit.Force) {
			c.add(i, "setup.force-not-in-play", fmt.Sprintf("%s is %s, a force not in play in this scenario", p.Unit.Counter, p.Unit.Force), p, nil)
			continue
		}
		if p.Zone != "" {
			hs, err := b.ZoneHexes(p.Zone)
			switch {
			case err != nil:
				c.add(i, "zone.unknown", fmt.Sprintf("%s is placed in zone %q, which the map does not have", p.Unit.Counter, p.Zone), p, nil)
				continue
			case p.Hex != nil && !c.inZone(p.Zone, hs, *p.Hex):
				c.add(i, "zone.outside", fmt.Sprintf("%s sets up in zone %s but its hex %s is not one of the zone's hexes", p.Unit.Counter, p.Zone, p.Hex), p, nil)
			case p.Hex == nil:
				zoneCount[p.Zone] = append(zoneCount[p.Zone], i)
			}
		}
		if p.Hex != nil && c.checkHex(i, p) {
			byHex[*p.Hex] = append(byHex[*p.Hex], i)
		}
	}
	hexes := make([]model.Hex, 0, len(byHex))
	for h := range byHex {
		hexes = append(hexes, h)
	}
	model.SortHexes(hexes)
	for _, h := range hexes {
		c.checkStack(h, ps, byHex[h])
	}
	zones := make([]string, 0, len(zoneCount))
	for z := range zoneCount {
		zones = append(zones, z)
	}
	sort.Strings(zones)
	for _, z := range zones {
		c.checkZone(z, ps, zoneCount[z], byHex)
	}
	if r.StackingGroups {
		c.checkGroups(ps, hexes, byHex)
	}
	return c.out
}

type setupCheck struct {
	b   *Board
	r   Terms
	out []Violation
	// zoneSets holds, by zone id, the hexes of the zones whose placements
	// choose a hex, as sets, built at the first such placement.
	zoneSets map[string]map[model.Hex]bool
}

// inZone reports whether h is one of the hexes hs of zone id.
func (c *setupCheck) inZone(id string, hs []model.Hex, h model.Hex) bool {
	set, ok := c.zoneSets[id]
	if !ok {
		set = make(map[model.Hex]bool, len(hs))
		for _, zh := range hs {
			set[zh] = true
		}
		c.zoneSets[id] = set
	}
	return set[h]
}

func (c *setupCheck) add(i int, code, msg string, p SetupPlacement, hexes []string) {
	v := c.violation(code, i, hexes, nil, "%s", msg)
	if p.Unit.Counter != "" {
		v.Counters = []string{p.Unit.Counter}
	}
	if p.Hex != nil && hexes == nil {
		v.Hexes = []string{p.Hex.String()}
	}
	c.out = append(c.out, v)
}

// checkHex checks a single placement on its hex; false means the hex is
// not usable for the stacking checks.
func (c *setupCheck) checkHex(i int, p SetupPlacement) bool {
	h, u := *p.Hex, p.Unit
	idx, ok := c.b.index(h)
	if !ok {
		c.add(i, "setup.hex-unknown", fmt.Sprintf("%s is placed in %s, which is not on the map", u.Counter, h)+c.b.hexHint(h), p, nil)
		return false
	}
	if c.b.enterCost[idx] < 0 {
		info := c.b.Map.Hexes[h]
		c.add(i, "setup.terrain-prohibited", fmt.Sprintf("%s is placed in %s, whose terrain (%s) no unit may enter", u.Counter, h, info.Terrain), p, nil)
		return false
	}
	if c.b.germanBan[idx] && u.Force.German() && !c.r.BerlinOpen {
		c.add(i, "setup.german-in-berlin", fmt.Sprintf("%s is German and placed in Berlin (%s)", u.Counter, h), p, nil)
	}
	if c.r.Area != "" && c.b.theater[idx] != c.r.Area {
		c.add(i, "setup.outside-area", fmt.Sprintf("%s is placed in %s, outside the part of the map this scenario uses (%s)", u.Counter, h, c.r.Area), p, nil)
	}
	if c.r.TheaterEnforced {
		t := c.b.theater[idx]
		switch u.Force {
		case model.EastGerman, model.WestGerman:
			want := model.TheaterEast
			if u.Force == model.WestGerman {
				want = model.TheaterWest
			}
			if t != want {
				c.add(i, "theater.wrong-side", fmt.Sprintf("%s is %s but %s lies %s the Theater Boundary", u.Counter, u.Force, h, sideName(t)), p, nil)
			}
		case model.WesternAllied, model.Soviet:
			if t != model.TheaterBoundary && t != ownSide(u.Force) {
				c.add(i, "theater.allied-wrong-side", fmt.Sprintf("%s is %s but %s lies %s the Theater Boundary", u.Counter, u.Force, h, sideName(t)), p, nil)
			}
		}
	}
	y := c.b.yugoslav[idx]
	switch {
	case u.Nationality == model.Yugoslav && !y:
		c.add(i, "yugoslavia.outside", fmt.Sprintf("%s is Yugoslav but %s is outside Yugoslavia", u.Counter, h), p, nil)
	case u.Nationality != model.Yugoslav && u.Force == model.Soviet && y:
		c.add(i, "yugoslavia.inside", fmt.Sprintf("%s (%s) may not be in Yugoslavia, but %s is", u.Counter, u.Nationality, h), p, nil)
	}
	return true
}

func ownSide(f model.Force) model.Theater {
	if f == model.WesternAllied {
		return model.TheaterWest
	}
	return model.TheaterEast
}

// sideName says where a theater lies against the boundary: "east of",
// "west of", "on", "on neither side of".
func sideName(t model.Theater) string {
	switch t {
	case model.TheaterEast, model.TheaterWest:
		return string(t) + " of"
	case model.TheaterBoundary:
		return "on"
	}
	return "on neither side of"
}

func (c *setupCheck) checkStack(h model.Hex, ps []SetupPlacement, idx []int) {
	// in the order the units were placed: the rulebook's, then the author's
	idx = slices.Clone(idx)
	slices.SortStableFunc(idx, func(a, b int) int {
		return cmp.Compare(boolOrder(ps[a].ByAuthor), boolOrder(ps[b].ByAuthor))
	})
	ids := func() []string {
		var s []string
		for _, i := range idx {
			s = append(s, ps[i].Unit.Counter)
		}
		return s
	}
	hexes := []string{h.String()}
	if len(idx) > 2 {
		// The third unit placed is the one that made the stack too tall:
		// the violation points at it and names every unit in the hex.
		c.out = append(c.out, c.violation("stacking.over-limit", idx[2], hexes, ids(), "%d units in %s (%s); at most two may stack, and %s", len(idx), h, strings.Join(ids(), ", "), tooMany(ids()[2:])))
	}
	fronts := 0
	for _, i := range idx {
		if ps[i].Unit.SovietFront() {
			fronts++
		}
	}
	if fronts > 1 {
		c.out = append(c.out, c.violation("stacking.fronts", idx[1], hexes, ids(), "%d Soviet fronts in %s; fronts never stack together", fronts, h))
	}
	for a := 0; a < len(idx); a++ {
		for b := a + 1; b < len(idx); b++ {
			ua, ub := ps[idx[a]].Unit, ps[idx[b]].Unit
			if c.r.Relations.Hostile(ua.Force, ub.Force) {
				c.out = append(c.out, c.violation("stacking.enemies", idx[b], hexes, []string{ua.Counter, ub.Counter}, "%s (%s) and %s (%s) are enemies but share %s", ua.Counter, ua.Force, ub.Counter, ub.Force, h))
			}
		}
	}
	info := c.b.Map.Hexes[h]
	if info.City != nil && info.City.Capital {
		soviet, front := false, false
		for _, i := range idx {
			u := ps[i].Unit
			soviet = soviet || u.Force == model.Soviet
			front = front || u.SovietFront()
		}
		if soviet && !front {
			c.out = append(c.out, c.violation("garrison.capital-needs-front", idx[0], hexes, ids(), "Soviet units hold the capital %s (%s) without a front to garrison it", info.City.Name, h))
		}
	}
}

func boolOrder(b bool) int {
	if b {
		return 1
	}
	return 0
}

// tooMany says which units are past the stacking limit.
func tooMany(ids []string) string {
	if len(ids) == 1 {
		return ids[0] + " is one too many"
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " and " + ids[len(ids)-1] + " are too many"
}

// checkZone checks that the units placed "anywhere in" a zone fit its hexes
// within stacking, next to whatever else is placed there (Deluxe 8.0).
func (c *setupCheck) checkZone(zone string, ps []SetupPlacement, idx []int, byHex map[model.Hex][]int) {
	hs, err := c.b.ZoneHexes(zone)
	if err != nil {
		return
	}
	room := 0
	for _, h := range hs {
		if !c.b.Enterable(h) {
			continue
		}
		free := 2
		for _, i := range byHex[h] {
			o := ps[i].Unit
			if c.r.Relations.Hostile(o.Force, ps[idx[0]].Unit.Force) {
				free = 0
				break
			}
			free--
		}
		room += max(free, 0)
	}
	if len(idx) > room {
		var ids []string
		for _, i := range idx {
			ids = append(ids, ps[i].Unit.Counter)
		}
		// The first unit with no room left is the one at fault.
		c.out = append(c.out, c.violation("zone.over-capacity", idx[room], nil, ids, "%d units set up in zone %s (%s), which has room for %d within stacking, and %s",
			len(idx), zone, strings.Join(ids, ", "), room, tooMany(ids[room:])))
	}
}

// checkGroups applies the Deluxe optional stacking rule: Commonwealth
// (British, Canadian, Polish exile) and US/French units stack freely within
// their group, and each of the two Western fronts (Italy and the rest) may
// have at most one stack mixing the groups.
func (c *setupCheck) checkGroups(ps []SetupPlacement, hexes []model.Hex, byHex map[model.Hex][]int) {
	group := func(n model.Nationality) string {
		switch n {
		case model.British, model.Canadian, model.PolishExile:
			return "commonwealth"
		case model.US, model.French:
			return "us"
		}
		return ""
	}
	mixed := map[bool][]model.Hex{} // keyed by "in Italy"
	for _, h := range hexes {
		seen := map[string]bool{}
		for _, i := range byHex[h] {
			if g := group(ps[i].Unit.Nationality); g != "" {
				seen[g] = true
			}
		}
		if len(seen) == 2 {
			italy := c.b.Map.Hexes[h].Regions.Country == "italy"
			mixed[italy] = append(mixed[italy], h)
		}
	}
	for _, italy := range []bool{false, true} {
		if hs := mixed[italy]; len(hs) > 1 {
			var names []string
			for _, h := range hs {
				names = append(names, h.String())
			}
			front := "north-west European"
			if italy {
				front = "Italian"
			}
			c.out = append(c.out, c.violation("stacking.groups", byHex[hs[1]][0], names, nil,
				"%d stacks on the %s front mix Commonwealth and US units; the optional rule allows one", len(hs), front))
		}
	}
}
