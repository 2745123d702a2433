package cli

import (
	"github.com/bfgdata/bfgdata/internal/golden"

	"io"
	"path/filepath"
	"strings"
	"testing"
)

// longRecord is the ten-turn 1994 Historical record package game's tests
// generate.
var longRecord = filepath.Join("..", "..", "..", "..", "game", "testdata", "long-1994.json")

// The game commands on the long record as whole commands, in process:
// parsing the arguments, reading the file, loading the edition (a new
// command loads it afresh), replaying, printing. The target for
// `game state --at` is 30 ms.
func BenchmarkGameCommands(b *testing.B) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"check", []string{"game", "check", longRecord}},
		{"state-at-500", []string{"game", "state", longRecord, "--at", "500"}},
		{"state-at-1200", []string{"game", "state", longRecord, "--at", "1200"}},
		{"state-at-turn-5-json", []string{"game", "state", longRecord, "--at", "5/", "--format", "json"}},
	} {
		args := tc.args
		b.Run(tc.name, func(b *testing.B) {
			if c, _, err := NewRootCommand().Find(args[:2]); err != nil || c.Name() != args[1] {
				b.Skipf("no command %q yet", strings.Join(args[:2], " "))
			}
			var errb strings.Builder
			if code := Main(args, io.Discard, &errb); code != ExitOK {
				b.Fatalf("exit %d: %s", code, errb.String())
			}
			b.ReportAllocs()
			cpu := golden.CPUTime()
			for b.Loop() {
				if code := Main(args, io.Discard, io.Discard); code != ExitOK {
					b.Fatalf("exit %d", code)
				}
			}
			golden.CPUPerOp(b, cpu)
		})
	}
}
