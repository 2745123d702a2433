package rules

import (
	"errors"

	"fmt"
	"github.com/bfgdata/bfgdata/diag"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The Offensive Supply example of Deluxe 18.1, played on the 1994 map. The
// example gives the hexes 3723, 3724, 3823 and 3824, the strengths, the odds,
// the die rolls and the results; it does not say where every unit stands.
// The rest of the position is ours, chosen so that each step can happen as
// told: the two 3-5-4s share 3824 and are attacked one at a time (the
// Deluxe optional split-stack rule, 18.0 6.3, which this optional example
// sits beside), and two more Soviet units stand in 3925.
func TestDeluxeCourlandExample(t *testing.T) {
	ed, b := bundledBoard(t, "1994")
	sit := &Situation{Board: b, Terms: Terms{Relations: HistoricalRelations(), TheaterEnforced: true}, Units: []Placed{
		unit("s1", model.Soviet, "soviet", 8, 20, 3, "3723"),
		unit("s2", model.Soviet, "soviet", 6, 4, 6, "3723"),
		unit("s3", model.Soviet, "soviet", 7, 7, 4, "3724"),
		unit("s4", model.Soviet, "soviet", 8, 20, 3, "3725"),
		unit("s5", model.Soviet, "soviet", 7, 7, 4, "3725"),
		unit("s6", model.Soviet, "soviet", 6, 4, 6, "3825"),
		unit("s7", model.Soviet, "soviet", 8, 20, 3, "3925"),
		unit("s8", model.Soviet, "soviet", 7, 7, 4, "3925"),
		unit("10", model.EastGerman, "german", 2, 4, 4, "3823"),
		unit("2", model.EastGerman, "german", 3, 5, 4, "3824"),
		unit("16", model.EastGerman, "german", 3, 5, 4, "3824"),
		unit("3-ss", model.EastGerman, "german", 7, 5, 8, "3924"),
	}}
	step := func(name string, attackers []string, defenders []string, hex string, die int, odds, result string) CombatReport {
		t.Helper()
		// split-stack combat: only the named defenders take part
		saved := sit.Units
		var kept []Placed
		for _, u := range sit.Units {
			if u.Hex.String() != hex || slices.Contains(defenders, u.Counter) {
				kept = append(kept, u)
			}
		}
		sit.Units = kept
		r, err := sit.Combat(ed.CRT, attackers, model.MustHex(hex), die)
		sit.Units = saved
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := fmt.Sprintf("%d:%d %s %s", r.Attack, r.ModifiedDefense, r.Odds.Column.ID, r.Result.Code)
		want := fmt.Sprintf("%s %s", odds, result)
		if got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
		return r
	}
	remove := func(ids ...string) {
		sit.Units = slices.DeleteFunc(sit.Units, func(u Placed) bool { return slices.Contains(ids, u.Counter) })
	}
	move := func(id, hex string) {
		for i := range sit.Units {
			if sit.Units[i].Counter == id {
				sit.Units[i].Hex = model.MustHex(hex)
			}
		}
	}

	// "21:4 or 5:1 ... a 3 for a DE": the 2-4-4 in 3823, attacked from 3723 and 3724.
	step("2-4-4 in 3823", []string{"s1", "s2", "s3"}, []string{"10"}, "3823", 3, "21:4 5-1", "De")
	remove("10")
	move("s2", "3823") // the 6-4-6 advances

	// "21:5 or 4:1 ... a 3 for an EX ... the Soviets lose a 6-4-6".
	r := step("a 3-5-4 in 3824", []string{"s4", "s5", "s6"}, []string{"2"}, "3824", 3, "21:5 4-1", "Ex")
	if !slices.ContainsFunc(r.ExchangeChoices, func(c []string) bool { return slices.Equal(c, []string{"s6"}) }) {
		t.Errorf("losing the 6-4-6 alone must pay for the exchange: %v", r.ExchangeChoices)
	}
	remove("2", "s6")

	// Second combat phase: "the 7-5-8 ... 21:5 or 4:1 rolling a 6 for a DR,
	// but the German unit has no hex to retreat into so it is eliminated."
	r = step("7-5-8 in 3924", []string{"s2", "s7", "s8"}, []string{"3-ss"}, "3924", 6, "21:5 4-1", "Dr")
	if ro, _ := sit.Retreat("3-ss"); !ro.Eliminated {
		t.Errorf("the 7-5-8 must find no retreat, got %+v", ro)
	}
	// A retreat hex chosen for it is refused, not silently dropped.
	_, err := sit.Clone().Apply(r, Choices{Retreat: map[string]model.Hex{"3-ss": model.MustHex("3923")}})
	if d := asDiag(err); d == nil || d.Code != "retreat.choice" {
		t.Errorf("a retreat chosen for a unit with nowhere to go: got %v, want retreat.choice", err)
	}
	if out, err := sit.Clone().Apply(r, Choices{}); err != nil || len(out.Retreats) != 1 || !out.Retreats[0].Eliminated {
		t.Errorf("no choice: got %+v, %v; want 3-ss eliminated by its retreat", out.Retreats, err)
	}
	remove("3-ss")

	// "the 3-5-4 in 3824 at 15:5 or 3:1 and roll a 4 for a DR, but the
	// German unit cannot retreat so it is eliminated."
	step("3-5-4 in 3824", []string{"s4", "s5"}, []string{"16"}, "3824", 4, "15:5 3-1", "Dr")
	if ro, _ := sit.Retreat("16"); !ro.Eliminated {
		t.Errorf("the 3-5-4 must find no retreat, got %+v", ro)
	}
}

// asDiag is the diagnostic err carries, nil if none.
func asDiag(err error) *diag.Diagnostic {
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		return d
	}
	return nil
}
