package zonemap_test

import (
	"bytes"
	"fmt"
	"log"
	"strings"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model/area"
	"github.com/bfgdata/bfgdata/render/zonemap"
)

// ZoneMap draws the bundled Berlin 1945 zone map, 11 inches wide.
func ExampleZoneMap() {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		log.Fatal(err)
	}
	var buf bytes.Buffer
	if err := zonemap.ZoneMap(&buf, ed, zonemap.Options{WidthIn: 11}); err != nil {
		log.Fatal(err)
	}
	svg := buf.String()
	fmt.Println(strings.Count(svg, `<polygon id="cell-`), "zone cells")
	fmt.Println(strings.Contains(svg, `width="11in"`))
	// Output:
	// 48 zone cells
	// true
}
