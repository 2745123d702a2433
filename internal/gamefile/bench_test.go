package gamefile_test

import (
	"github.com/bfgdata/bfgdata/internal/golden"

	"encoding/json"
	"io"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/rules"
)

// longRecord is the ten-turn 1994 Historical record package game's tests
// generate.
var longRecord = filepath.Join("..", "..", "game", "testdata", "long-1994.json")

// The work of `game state FILE --at POINT` on the long record, every step
// from scratch each time as a command does it: read and decode the file,
// load the edition (no cache across iterations), replay to a point in the
// middle of the game, encode the state as JSON. The target for
// the whole command is 30 ms. The parts are measured on their own too.
func BenchmarkStateAt(b *testing.B) {
	at, err := game.ParsePoint("500")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("whole", func(b *testing.B) {
		b.ReportAllocs()
		cpu := golden.CPUTime()
		defer golden.CPUPerOp(b, cpu)
		for b.Loop() {
			data, err := fileio.ReadPath(longRecord, game.MaxRecordSize)
			if err != nil {
				b.Fatal(err)
			}
			g, err := game.Read(data)
			if err != nil {
				b.Fatal(err)
			}
			ed, err := load(g.Edition)
			if err != nil {
				b.Fatal(err)
			}
			res, err := game.ReplayTo(ed, g, at)
			if err != nil || res.Illegal != nil || res.State.Actions != 500 {
				b.Fatal(err, res.Illegal, res.State.Actions)
			}
			enc := json.NewEncoder(io.Discard)
			enc.SetIndent("", "  ")
			if err := enc.Encode(res.State); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("edition", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := data.Editions.LoadOwn("1994"); err != nil {
				b.Fatal(err)
			}
		}
	})
	ed, err := load("1994")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("board", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := rules.NewBoard(ed.Map, ed.TEC); err != nil {
				b.Fatal(err)
			}
		}
	})
	text, err := fileio.ReadPath(longRecord, game.MaxRecordSize)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("read", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := game.Read(text); err != nil {
				b.Fatal(err)
			}
		}
	})
	g, err := game.Read(text)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("replay", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := game.ReplayTo(ed, g, at); err != nil {
				b.Fatal(err)
			}
		}
	})
}
