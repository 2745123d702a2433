package model_test

import (
	"fmt"
	"io/fs"

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

// An edition is loaded from any fs.FS that is its folder: here the 1994
// folder of the bundled data, embedded in the binary (os.DirFS reads one
// on disk).
func ExampleLoadEdition() {
	folder, err := fs.Sub(data.FS, "1994")
	if err != nil {
		fmt.Println(err)
		return
	}
	ed, err := model.LoadEdition(folder)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, ok := ed.Scenario("historical")
	fmt.Println(ed.Info.ID, ok, s.Name != "", len(ed.Counters.Counters) > 0)
	// Output: 1994 true true true
}

// A Library is the editions of a file system laid out one folder each:
// it lists them, and loads each once for every caller (LoadOwn reads a
// copy a caller may change).
func ExampleLibrary() {
	lib := model.NewLibrary(data.FS)
	fmt.Println(lib.IDs())
	ed, err := lib.Load("1975")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ed.Info.Publisher)
	fmt.Println(lib.Check("1985"))
	// Output:
	// [1975 1994]
	// Simulations Publications, Inc.
	// no edition "1985"; did you mean "1975"? (have: 1975, 1994)
}
