package zonemap_test

import (
	"io"
	"testing"

	"github.com/bfgdata/bfgdata/render/zonemap"
)

// BenchmarkZoneMap draws the 48 zones of Berlin 1945: the cells are cut
// against every other anchor, n² half-planes.
func BenchmarkZoneMap(b *testing.B) {
	ed := berlin(b)
	for b.Loop() {
		if err := zonemap.ZoneMap(io.Discard, ed, zonemap.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
