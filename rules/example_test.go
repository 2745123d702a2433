package rules_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// The combat example of the Deluxe rules (1994 rule 6.1): 19 attack
// factors against two 2-3-4s (defense 6) in broken, fortified 2105. The
// chart's multipliers combine to x3, 19 against 18 rounds down to 1-1 in
// the defender's favour, and a die of 1 is an exchange.
func ExampleComputeOdds() {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		fmt.Println(err)
		return
	}
	factors, err := rules.TerrainFactors(ed.TEC, []string{"broken", "fortified"})
	if err != nil {
		fmt.Println(err)
		return
	}
	x, err := rules.CombineMultipliers(ed.TEC.Combine.Method, factors)
	if err != nil {
		fmt.Println(err)
		return
	}
	odds, err := rules.ComputeOdds(ed.CRT, 19, 6*x)
	if err != nil {
		fmt.Println(err)
		return
	}
	result, err := rules.Resolve(ed.CRT, odds, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("x%d, %s -> %s, die 1: %s\n", x, odds.Ratio(), odds.Column.ID, result.Code)
	// Output: x3, 19:18 -> 1-1, die 1: Ex
}

// The same Deluxe 6.1 combat worked by the engine on the 1994 map, with
// the edition's own counters: a 7-4-8 in 2004 and 6-6-7s in 2104 and 2204
// attack the two 2-3-4s in 2105. The map's terrain gives the x3, and the
// Ex lists which attackers can pay for it: any one of the three, whose
// printed attack covers the 6 defense factors lost.
func ExampleSituation_Combat() {
	ed, err := data.Editions.Load("1994")
	if err != nil {
		fmt.Println(err)
		return
	}
	board, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		fmt.Println(err)
		return
	}
	counters := ed.Counters.Index()
	s := &rules.Situation{Board: board, Terms: rules.Terms{Relations: rules.HistoricalRelations()}}
	for _, p := range []struct{ counter, hex string }{{"5-us", "2004"}, {"7-us", "2104"}, {"19-us", "2204"}, {"63", "2105"}, {"64", "2105"}} {
		c := counters[p.counter]
		s.Units = append(s.Units, rules.Placed{Unit: rules.UnitOf(c, c.Force), Hex: model.MustHex(p.hex)})
	}
	r, err := s.Combat(ed.CRT, []string{"5-us", "7-us", "19-us"}, model.MustHex("2105"), 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d against %dx%d = %d: %s, die %d: %s\n", r.Attack, r.Defense, r.Multiplier, r.ModifiedDefense, r.Odds.Column.ID, r.Die, r.Result.Code)
	fmt.Println("the exchange paid by:", r.ExchangeChoices)
	// Output:
	// 19 against 6x3 = 18: 1-1, die 1: Ex
	// the exchange paid by: [[5-us] [7-us] [19-us]]
}
