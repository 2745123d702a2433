package csvsetup_test

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/importers/csvsetup"
	"github.com/bfgdata/bfgdata/model"
)

// A setup read from CSV, in the columns bfgdata setup --format csv
// writes, and laid over the 1994 Historical scenario: the first row puts
// 3-belo where the scenario already has it, the second moves 5-us, and
// every unit the CSV leaves out is removed. What the CSV changes cites the
// author's source. A row's line is kept so that a problem can name it;
// the scenario itself is left as it was.
func ExampleRead() {
	const text = `counter,label,nationality,force,attack,defense,movement,hex,zone,box,src,set aside
3-belo,3 Belo,soviet,soviet,8,20,3,3225,,,,
5-us,5 US,us,western-allied,7,4,8,2004,,,,
`
	setup, err := csvsetup.Read(strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range setup.Rows {
		fmt.Println("line", r.Line, r.Counter, r.Force, r.Stats, r.Hex)
	}
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := ed.Scenario("historical")
	changed, summary, _, err := csvsetup.Apply(ed, s, setup.Rows, model.AuthorSourceID)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(summary)
	fmt.Println(len(s.Setup), "placements before,", len(changed.Setup), "after")
	// Output:
	// line 2 3-belo soviet 8-20-3 3225
	// line 3 5-us western-allied 7-4-8 2004
	// 1 placements kept, 1 moved, 0 added, 117 removed; moved placements cite source author
	// 119 placements before, 2 after
}
