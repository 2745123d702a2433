package area_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model/area"
)

// Load the bundled Berlin 1945 edition and ask its map two of the facts
// the rulebook states: Tempelhof borders Zossen (L315), and Zossen and
// Luckau meet only at a corner (L25).
func ExampleLoadDir() {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		panic(err)
	}
	z := ed.Map.Zones["tempelhof"]
	fmt.Println(z.Name, "is a Berlin zone:", z.Berlin)
	fmt.Println("adjacent to Zossen:", ed.Map.Adjacent("tempelhof", "zossen"))
	fmt.Println("Zossen adjacent to Luckau:", ed.Map.Adjacent("zossen", "luckau"))
	fmt.Println("zones:", len(ed.Map.Zones), "counters:", len(ed.Counters.Counters))
	// Output:
	// Tempelhof is a Berlin zone: true
	// adjacent to Zossen: true
	// Zossen adjacent to Luckau: false
	// zones: 48 counters: 85
}
