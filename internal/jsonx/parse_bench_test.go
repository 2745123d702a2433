package jsonx

import (
	"os"
	"testing"
)

// BenchmarkParse is validate's reading of the largest bundled files: the
// first pass, then the parse with the top-level arrays deferred.
func BenchmarkParse(b *testing.B) {
	for _, name := range []string{"map.json", "counters.json"} {
		data, err := os.ReadFile("../../data/1994/" + name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if Check(data) != nil {
					b.Fatal("refused")
				}
				p := NewParser(data)
				p.DeferArrays = true
				if _, _, err := p.Parse(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
