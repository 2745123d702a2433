package arearules

import (
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model/area"
)

// Strengths gives a strength to groups of counters: the values a worked
// example prints when the edition's counters do not (a pair of counters
// may be known only as their sum).
type Strengths []StrengthOf

// StrengthOf is the strength of a group of counters together, with the
// line of the rulebook that gives it.
type StrengthOf struct {
	Counters []string `json:"counters"`
	Strength int      `json:"strength"`
	Line     int      `json:"line"`
}

// of returns the group holding counter id, from the given values first,
// then the edition's full sides; false when neither gives it.
func (s Strengths) of(ed *area.Edition, id string) (StrengthOf, bool) {
	for _, g := range s {
		if slices.Contains(g.Counters, id) {
			return g, true
		}
	}
	if c, ok := ed.Counters.Counter(id); ok {
		if n, ok := c.StrengthAt(0); ok {
			return StrengthOf{Counters: []string{id}, Strength: n, Line: c.Steps[0].Line}, true
		}
	}
	return StrengthOf{}, false
}

// Attack is a combat (8.1): attackers from one or more zones adjacent to
// the zone attacked, against every unit in it.
type Attack struct {
	// From maps each attacking counter to the zone it attacks from.
	From      map[string]string
	Defender  string
	Defenders []string
}

// Odds is a combat worked out up to the die: the strengths after their
// modifiers, the ratio rounded in the defender's favour (8.1.2, L328) and
// the die roll modifiers (L344), each named.
type Odds struct {
	Attack, Defence float64
	Column          string
	DRM             int
	Modifiers       []Modifier
}

// Modifier is one die roll modifier and why it applies.
type Modifier struct {
	Value int
	Why   string
}

// ComputeOdds works out an attack's odds on the map: the attacker halved
// across a river (L342), the defender doubled in difficult terrain (L342),
// and the DRMs of the Lebus example (L344): +1 when a complete Soviet army
// attacks, +1 when the attack comes from two zones, -1 when armoured units
// attack difficult terrain, -1 when the attack crosses a defence line. A
// strength neither the edition nor vals gives is refused, naming the
// counter.
func ComputeOdds(ed *area.Edition, a Attack, vals Strengths) (Odds, error) {
	m := ed.Map
	dz, ok := m.Zones[a.Defender]
	if !ok {
		return Odds{}, fmt.Errorf("no zone %q on the map", a.Defender)
	}
	var o Odds
	counted := map[string]bool{}
	zonesFrom := map[string]bool{}
	var defenceLine, armour bool
	attackers := slices.Sorted(maps.Keys(a.From))
	for _, id := range attackers {
		z := a.From[id]
		b, ok := m.Border(z, a.Defender)
		if !ok || !b.Adjacent() {
			return Odds{}, fmt.Errorf("%s attacks from %s, which is not adjacent to %s (8.1.1, L325)", id, z, a.Defender)
		}
		zonesFrom[z] = true
		g, ok := vals.of(ed, id)
		if !ok {
			return Odds{}, fmt.Errorf("the strength of %s is unknown: the edition does not give it", id)
		}
		k := strings.Join(g.Counters, ",")
		if counted[k] {
			continue
		}
		counted[k] = true
		s := float64(g.Strength)
		if b.River != "" && !b.Road {
			s /= 2 // L342: divided by 2 across the river
		}
		o.Attack += s
		if b.DefenceLine != nil && b.DefenceLine.Faces == z {
			defenceLine = true
		}
		if c, _ := ed.Counters.Counter(id); c.Type == "armoured" {
			armour = true
		}
	}
	counted = map[string]bool{}
	for _, id := range a.Defenders {
		g, ok := vals.of(ed, id)
		if !ok {
			return Odds{}, fmt.Errorf("the strength of %s is unknown: the edition does not give it", id)
		}
		if k := strings.Join(g.Counters, ","); !counted[k] {
			counted[k] = true
			o.Defence += float64(g.Strength)
		}
	}
	if dz.Terrain == "difficult" {
		o.Defence *= 2 // L342: doubled in difficult terrain
	}
	if o.Defence <= 0 || o.Attack <= 0 {
		return Odds{}, fmt.Errorf("no strength on one side (attack %g, defence %g)", o.Attack, o.Defence)
	}
	o.Column = ratio(o.Attack, o.Defence)
	add := func(v int, why string) {
		o.Modifiers = append(o.Modifiers, Modifier{v, why})
		o.DRM += v
	}
	if completeArmy(ed, attackers) {
		add(1, "a complete Soviet army attacks (L344)")
	}
	if len(zonesFrom) >= 2 {
		add(1, "the attack comes from 2 zones (L344)")
	}
	if armour && dz.Terrain == "difficult" {
		add(-1, "armoured units attack a zone in difficult terrain (L344)")
	}
	if defenceLine {
		add(-1, "the attack crosses a defence line (L31, L344)")
	}
	return o, nil
}

// ratio is attack to defence rounded in the defender's favour (L328):
// 74 to 22 is 3:1, 7 to 16 is 1:3.
func ratio(att, def float64) string {
	if att >= def {
		return fmt.Sprintf("%d:1", int(math.Floor(att/def)))
	}
	return fmt.Sprintf("1:%d", int(math.Ceil(def/att)))
}

// completeArmy reports whether both counters of some army (the one
// counter of a one-counter army) are among the attackers.
func completeArmy(ed *area.Edition, attackers []string) bool {
	size, in := map[string]int{}, map[string]int{}
	for _, c := range ed.Counters.Counters {
		if c.Army != "" {
			size[c.Army]++
		}
	}
	for _, id := range attackers {
		if c, ok := ed.Counters.Counter(id); ok && c.Army != "" {
			in[c.Army]++
		}
	}
	for a, n := range in {
		if n == size[a] {
			return true
		}
	}
	return false
}

// Result is a combat result (8.2.1, 8.3.1): step losses of each side and
// whether the defender retreats.
type Result struct {
	AttackerSteps, DefenderSteps int
	Retreat                      bool
}

var resultCode = regexp.MustCompile(`^(?:A([1-9]))?(?:D([1-9]))?(R)?$`)

// ParseResult reads a result code of the combat tables: A# the attacker
// loses # steps, D# the defender, R the defender retreats (L334, L354):
// "D2R", "A1", "A1D1".
func ParseResult(code string) (Result, error) {
	m := resultCode.FindStringSubmatch(code)
	if m == nil || code == "" {
		return Result{}, fmt.Errorf("result %q: want A#, D#, R or a combination such as D2R", code)
	}
	var r Result
	r.AttackerSteps, _ = strconv.Atoi(or(m[1], "0"))
	r.DefenderSteps, _ = strconv.Atoi(or(m[2], "0"))
	r.Retreat = m[3] != ""
	return r, nil
}
