package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// What ending the phase gives up, asked each time a player presses End
// phase: on the long records' last position (every unit of a ten-turn
// game placed), it must cost far less than the end of the phase itself.
func BenchmarkUnfinished(b *testing.B) {
	for _, lg := range longGames {
		b.Run(lg.edition, func(b *testing.B) {
			ed := edition(b, lg.edition)
			text, err := os.ReadFile(filepath.Join("testdata", lg.file))
			if err != nil {
				b.Fatal(err)
			}
			p, err := game.NewPlay(ed, record(b, string(text)))
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				p.Unfinished()
			}
		})
	}
}
