package rules

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// The optional stacking rule of the Deluxe edition (18.0, its 5.3): the
// Commonwealth units (British, Canadian, Polish exile) stack freely with
// each other, the US and French units with each other, and each of the two
// Western fronts, Italy and the rest, may hold at most one stack mixing
// the two groups. The setup check (checkGroups) applies it to a setup;
// these apply it in play, wherever a unit's end hex is judged
// (stackingAllows) and at the end of a movement phase (Overstacked).

// stackingGroup names a unit's group under the optional rule, "" for a
// unit in neither.
func stackingGroup(n model.Nationality) string {
	switch n {
	case model.British, model.Canadian, model.PolishExile:
		return "commonwealth"
	case model.US, model.French:
		return "us"
	}
	return ""
}

// westernFront names the Western front a hex is on: Italy or north-west
// Europe.
func (b *Board) westernFront(h model.Hex) string {
	if b.Map.Hexes[h].Regions.Country == model.CountryItaly {
		return "Italian"
	}
	return "north-west European"
}

// mixedStacks lists the hexes whose units mix the two groups, by front,
// in map order, counting every unit but the one with id skip (a unit on
// its way elsewhere).
func (s *Situation) mixedStacks(skip string) map[string][]model.Hex {
	groups := map[model.Hex]map[string]bool{}
	for _, u := range s.Units {
		g := stackingGroup(u.Nationality)
		if g == "" || u.Counter == skip {
			continue
		}
		if groups[u.Hex] == nil {
			groups[u.Hex] = map[string]bool{}
		}
		groups[u.Hex][g] = true
	}
	out := map[string][]model.Hex{}
	for h, gs := range groups {
		if len(gs) == 2 {
			f := s.Board.westernFront(h)
			out[f] = append(out[f], h)
		}
	}
	for _, hs := range out {
		model.SortHexes(hs)
	}
	return out
}

// groupsAllow reports whether unit u may end in h, with the units others
// already there, under the optional rule; why says which stack already
// mixes the groups on that front.
func (s *Situation) groupsAllow(u Unit, h model.Hex, others []Placed) (bool, string) {
	g := stackingGroup(u.Nationality)
	if !s.StackingGroups || g == "" {
		return true, ""
	}
	mixes := false
	for _, o := range others {
		if og := stackingGroup(o.Nationality); og != "" && og != g {
			mixes = true
		}
	}
	if !mixes {
		return true, ""
	}
	front := s.Board.westernFront(h)
	for _, m := range s.mixedStacks(u.Counter)[front] {
		if m != h {
			return false, fmt.Sprintf("%s already holds the one stack on the %s front that may mix Commonwealth and US units (optional rule)", m, front)
		}
	}
	return true, ""
}

// overGroups lists the mixed stacks of every front that has more than one.
func (s *Situation) overGroups() []Overstack {
	if !s.StackingGroups {
		return nil
	}
	var out []Overstack
	mixed := s.mixedStacks("")
	for _, front := range []string{"north-west European", "Italian"} {
		hs := mixed[front]
		if len(hs) < 2 {
			continue
		}
		for _, h := range hs {
			o := Overstack{Hex: h, Code: "stacking.groups",
				Why: fmt.Sprintf("%d stacks on the %s front mix Commonwealth and US units (%s); the optional rule allows one", len(hs), front, model.JoinHexes(hs, ", "))}
			for _, u := range s.Units {
				if u.Hex == h {
					o.Units = append(o.Units, u.Counter)
				}
			}
			out = append(out, o)
		}
	}
	return out
}

// stackingCode is the code of the stacking rule that keeps unit u out of
// h: the optional groups' or the limit's.
func (s *Situation) stackingCode(u Unit, h model.Hex) string {
	var others []Placed
	for _, o := range s.Units {
		if o.Hex == h && o.Counter != u.Counter {
			others = append(others, o)
		}
	}
	if ok, _ := s.groupsAllow(u, h, others); !ok {
		return "stacking.groups"
	}
	return "stacking.over-limit"
}
