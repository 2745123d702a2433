package rules_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
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
