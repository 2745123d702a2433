package model_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// The neighbours of a hex follow from one fact of the grid: even rows sit
// half a hex east of odd rows. Rule 6.1's example of the 1994 rulebook
// attacks 2105 from 2004, 2104 and 2204, which are among them.
func ExampleHex_Neighbours() {
	h, err := model.ParseHex("2105")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(h.Neighbours())
	fmt.Println(model.Distance(h, model.Hex{Row: 23, Col: 6}))
	// Output:
	// [2004 2005 2104 2106 2204 2205]
	// 2
}

// An edition is loaded from any fs.FS holding its folder: here the
// bundled data, embedded in the binary.
func ExampleLoadEdition() {
	ed, err := model.LoadEdition(data.FS, "1994")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, ok := ed.Scenario("historical")
	fmt.Println(ed.Info.ID, ok, s.Name != "", len(ed.Counters.Counters) > 0)
	// Output: 1994 true true true
}
