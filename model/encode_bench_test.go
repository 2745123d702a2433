package model

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkCanonical formats the bundled 1994 map and counters, the
// largest files fmt reads.
func BenchmarkCanonical(b *testing.B) {
	for _, name := range []string{"map.json", "counters.json"} {
		data, err := os.ReadFile(filepath.Join(encDataDir, "1994", name))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Canonical(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
