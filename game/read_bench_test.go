package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// Reading the long records strictly: the limits' pass, the decode and the
// check that nothing follows.
func BenchmarkRead(b *testing.B) {
	for _, lg := range longGames {
		b.Run(lg.edition, func(b *testing.B) {
			text, err := os.ReadFile(filepath.Join("testdata", lg.file))
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := game.Read(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
