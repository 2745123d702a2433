package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Factor is one defense multiplier that applies in a combat.
type Factor struct {
	ID         string
	Name       string
	Multiplier int
	Rule       string
}

// CombineMultipliers folds factors into one defense multiple by the chart's
// method. With sum-minus-one (1975 6.43, 9.0; Deluxe 6.4) two or more
// multipliers are added and one is subtracted, so broken and river give x3
// and broken, river and fortified x5; a lone multiplier stands as it is and
// no multiplier means x1. Factors of x1 change nothing and are skipped.
func CombineMultipliers(method string, factors []Factor) (int, error) {
	var ms []int
	for _, f := range factors {
		if f.Multiplier > 1 {
			ms = append(ms, f.Multiplier)
		}
	}
	switch method {
	case model.CombineSumMinusOne:
		switch len(ms) {
		case 0:
			return 1, nil
		case 1:
			return ms[0], nil
		}
		sum := 0
		for _, m := range ms {
			sum += m
		}
		return sum - 1, nil
	case model.CombineProduct:
		p := 1
		for _, m := range ms {
			p *= m
		}
		return p, nil
	}
	return 0, newError("terrain.combine-unknown", "unknown way of combining multipliers %q", method)
}

// TerrainFactors looks up chart entries by id and returns their defense
// multipliers as given, without checking their conditions: the caller says
// they apply (as the odds command does for --terrain broken,river).
func TerrainFactors(tec *model.TEC, ids []string) ([]Factor, error) {
	var out []Factor
	for _, id := range ids {
		e, cat, ok := tec.Lookup(id)
		if !ok {
			return nil, newError("terrain.unknown", "the Terrain Effects Chart %s has no entry %q (it has: %v)", tec.ID, id, tec.IDs())
		}
		if e.Move.Prohibited || e.Combat.Prohibited {
			return nil, newError("terrain.no-defense-effect", "%s: no unit can be in or attack across %s, so it has no defense effect", id, e.Name)
		}
		if cat == model.CategoryBorder {
			return nil, newError("terrain.no-defense-effect", "%s is a border and has no defense effect", id)
		}
		m := e.Combat.Multiplier
		if m == 0 {
			m = 1
		}
		out = append(out, Factor{ID: e.ID, Name: e.Name, Multiplier: m, Rule: e.Rule})
	}
	return out, nil
}

// Defense describes the defenders' situation in one combat.
type Defense struct {
	// Terrain is the hex terrain id of the defenders' hex.
	Terrain string
	// Features are feature ids of the hex (fortified, city, berlin).
	Features []string
	// FortificationDestroyed: a Western Allied unit has entered the hex.
	FortificationDestroyed bool
	// Forces of the defending units.
	Forces []model.Force
	// AttackAcross holds, for each attacking unit, the hexside types it
	// attacks across (the types of the hexside between its hex and the
	// defenders' hex).
	AttackAcross [][]string
}

// Skipped explains a chart entry that is present but does not help.
type Skipped struct {
	ID     string
	Reason string
}

// DefenseFactors returns the multipliers that apply to a defense and the ones
// present but not applying, with the reason (1975 6.42, 6.44; Deluxe 6.4):
// a river helps only if every attacker is across one; a fortification helps
// only German defenders and only until a Western Allied unit has entered.
func DefenseFactors(tec *model.TEC, d Defense) ([]Factor, []Skipped, error) {
	var out []Factor
	var skipped []Skipped
	t, ok := tec.TerrainEntry(d.Terrain)
	if !ok {
		return nil, nil, newError("terrain.unknown", "unknown terrain %q", d.Terrain)
	}
	if t.Combat.Multiplier > 1 {
		out = append(out, Factor{ID: t.ID, Name: t.Name, Multiplier: t.Combat.Multiplier, Rule: t.Rule})
	}
	for _, id := range d.Features {
		f, ok := tec.FeatureEntry(id)
		if !ok {
			return nil, nil, newError("terrain.unknown", "unknown hex feature %q", id)
		}
		if f.Combat.Multiplier <= 1 {
			continue
		}
		if len(f.Combat.DestroyedBy) > 0 && d.FortificationDestroyed {
			skipped = append(skipped, Skipped{f.ID, "destroyed when a Western Allied unit entered the hex"})
			continue
		}
		if len(f.Combat.Defenders) > 0 && !allIn(d.Forces, f.Combat.Defenders) {
			skipped = append(skipped, Skipped{f.ID, fmt.Sprintf("helps only %v defenders", f.Combat.Defenders)})
			continue
		}
		out = append(out, Factor{ID: f.ID, Name: f.Name, Multiplier: f.Combat.Multiplier, Rule: f.Rule})
	}
	for _, hs := range tec.Hexsides {
		if hs.Combat.Multiplier <= 1 || hs.Combat.When != model.WhenAllAttackersAcross {
			continue
		}
		across := 0
		for _, types := range d.AttackAcross {
			if slices.Contains(types, hs.ID) {
				across++
			}
		}
		switch {
		case across == 0:
		case across < len(d.AttackAcross):
			skipped = append(skipped, Skipped{hs.ID, fmt.Sprintf("only %d of %d attackers attack across a %s hexside", across, len(d.AttackAcross), hs.Name)})
		default:
			out = append(out, Factor{ID: hs.ID, Name: hs.Name, Multiplier: hs.Combat.Multiplier, Rule: hs.Rule})
		}
	}
	return out, skipped, nil
}

func allIn(fs []model.Force, allowed []model.Force) bool {
	if len(fs) == 0 {
		return false
	}
	for _, f := range fs {
		if !slices.Contains(allowed, f) {
			return false
		}
	}
	return true
}
