package rules

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// Odds is the outcome of comparing attack and defense strengths on a CRT.
type Odds struct {
	Attack, Defense int
	// Column is the odds column the ratio falls on, after clamping.
	Column model.OddsColumn
	// Index is the column's position on the table.
	Index int
	// Clamped says the ratio lay beyond the table and was moved to its
	// lowest or highest column.
	Clamped string
}

// Clamp directions.
const (
	ClampedBelow = "below"
	ClampedAbove = "above"
)

// MaxStrength bounds an attack or defense strength, multipliers included:
// the whole 1994 counter set attacks with a few hundred points, and the
// bound keeps every product of strengths and odds far from overflow.
const MaxStrength = 1_000_000

// ComputeOdds finds the CRT column for attack against defense (1975 6.52;
// Deluxe 6.1). Ratios are rounded in the defender's favour: the attack falls
// on the best column whose ratio it fully reaches, so 26:9 is 2-1 and 19:18 is
// 1-1. A ratio beyond the table is resolved on its last column (1975 note to
// 6.51: worse than 1-4 is 1-4, better than 7-1 is 7-1).
func ComputeOdds(crt *model.CRT, attack, defense int) (Odds, error) {
	if attack < 1 || attack > MaxStrength {
		return Odds{}, newError("odds.attack-range", "attack strength must be 1 to %d, got %d", MaxStrength, attack)
	}
	if defense < 1 || defense > MaxStrength {
		return Odds{}, newError("odds.defense-range", "defense strength must be 1 to %d, got %d", MaxStrength, defense)
	}
	cols := crt.Odds.Columns
	if len(cols) == 0 {
		return Odds{}, newError("crt.no-columns", "CRT %s has no odds columns", crt.ID)
	}
	o := Odds{Attack: attack, Defense: defense, Index: -1}
	for i, c := range cols {
		// attack/defense >= c.Attack/c.Defense, in integers.
		if attack*c.Defense >= c.Attack*defense {
			o.Index = i
		}
	}
	switch {
	case o.Index < 0:
		if crt.Odds.BelowLowest == "no-attack" {
			return Odds{}, newError("odds.below-table", "%d:%d is worse than the lowest column %s; no attack is allowed", attack, defense, cols[0].ID)
		}
		o.Index, o.Clamped = 0, ClampedBelow
	case o.Index == len(cols)-1:
		last := cols[o.Index]
		// Anything reaching the next whole ratio beyond the last column is off the table.
		if attack*last.Defense >= (last.Attack+1)*defense {
			o.Clamped = ClampedAbove
		}
	}
	o.Column = cols[o.Index]
	return o, nil
}

// Ratio formats attack:defense as the rulebooks write it, e.g. "19:18".
func (o Odds) Ratio() string { return fmt.Sprintf("%d:%d", o.Attack, o.Defense) }

// Resolve returns the result under the odds column for a die roll.
func Resolve(crt *model.CRT, o Odds, die int) (model.CRTResult, error) {
	if die < 1 || die > crt.Die.Sides {
		return model.CRTResult{}, newError("odds.die-range", "die roll %d is not possible with a %d-sided die", die, crt.Die.Sides)
	}
	code, err := crt.Cell(o.Index, die)
	if err != nil {
		return model.CRTResult{}, err
	}
	r, ok := crt.Result(code)
	if !ok {
		return model.CRTResult{}, newError("crt.result-undefined", "CRT %s has result %q under %s, die %d, but does not define it", crt.ID, code, o.Column.ID, die)
	}
	return r, nil
}

// ColumnResults returns the results of every die roll under the odds column,
// in die order.
func ColumnResults(crt *model.CRT, o Odds) ([]model.CRTResult, error) {
	out := make([]model.CRTResult, 0, crt.Die.Sides)
	for d := 1; d <= crt.Die.Sides; d++ {
		r, err := Resolve(crt, o, d)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}
