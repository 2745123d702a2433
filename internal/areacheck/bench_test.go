package areacheck

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/schema"
)

// BenchmarkEdition checks the bundled Berlin 1945 edition whole: four
// files, the stated facts and the setup.
func BenchmarkEdition(b *testing.B) {
	set, err := schema.Compile()
	if err != nil {
		b.Fatal(err)
	}
	Edition(set, data.FS, bundled, "data/"+bundled, true, 1<<24, true) // compile the schemas once
	b.ReportAllocs()
	for b.Loop() {
		Edition(set, data.FS, bundled, "data/"+bundled, true, 1<<24, true)
	}
}
