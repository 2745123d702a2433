package game_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// The long games: ten turns of the Historical scenario played by the
// generator in longgame_test.go, committed so that the benchmarks here and
// the command's read the same record. -update regenerates them.
var longGames = []struct {
	edition, file string
	seed          uint64
	// optional are the optional rules the record names: Offensive Supply
	// in 1994 (the 1975 rules have none of it).
	optional []string
	// least is the number of actions the record must at least have: a
	// floor a little under what the generator now reaches (1,297 and
	// 911), so that a change that thins the game out is seen.
	least int
}{
	{"1994", "long-1994.json", 22, []string{"offensive-supply"}, 1250},
	{"1975", "long-1975.json", 22, nil, 880},
}

func TestLongGame(t *testing.T) {
	for _, lg := range longGames {
		t.Run(lg.edition, func(t *testing.T) {
			ed := edition(t, lg.edition)
			g, err := longGame(ed, "historical", 10, lg.seed, lg.optional)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := model.Encode(g)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", lg.file)
			golden.Check(t, path, string(doc), *update)
			// The committed record, read back as any record is, replays
			// to its end.
			res, err := game.Replay(ed, record(t, string(doc)))
			if err != nil {
				t.Fatal(err)
			}
			if res.Illegal != nil {
				t.Fatalf("refused: %s at %s: %s", res.Illegal.Code, res.Illegal.Pointer, res.Illegal.Message)
			}
			moves, attacks, mandate, markers, second := 0, 0, 0, 0, 0
			for _, e := range res.Log {
				if strings.HasSuffix(e.Phase, "-2") {
					second++
				}
				switch e.Kind {
				case "supply":
					markers++
				case "move":
					moves++
				case "attack":
					attacks++
					if c := e.Combat; e.Turn == 1 && e.Phase == "west-german-combat" && c.Odds.Attack >= c.Odds.Defense &&
						slices.ContainsFunc(c.Defenders, func(d rules.Placed) bool { return d.Force == model.WesternAllied }) {
						mandate++
					}
				}
			}
			// The turn-1 mandate (Historical: two West German attacks on
			// Western Allied units at 1:1 or better), whether or not the
			// replay checks it yet; and every kind of decision a turn has
			// besides replacements, turn after turn.
			if mandate < 2 {
				t.Errorf("%d mandated West German attacks on turn 1, want 2", mandate)
			}
			if moves < 50*len(g.Turns) || attacks < 5*len(g.Turns) || len(g.Turns) != 10 {
				t.Errorf("%d turns, %d moves, %d attacks: too few for a long game", len(g.Turns), moves, attacks)
			}
			if len(res.Log) < lg.least {
				t.Errorf("%d actions, want at least %d", len(res.Log), lg.least)
			}
			// Offensive Supply, where the record names it: markers placed
			// in most turns (the Western Allied player's one a turn, the
			// Soviet player's stock of seven) and second phases played
			// with what they serve.
			if slices.Contains(lg.optional, "offensive-supply") && (markers < 15 || second < 100) {
				t.Errorf("%d supply markers, %d actions in second phases: Offensive Supply hardly played", markers, second)
			}
			t.Logf("%s: %d actions, %d moves, %d attacks, %d markers, %d in second phases; %s", lg.file, len(res.Log), moves, attacks, markers, second, res.State.Line())
		})
	}
}

// Replaying the long records, read once. The target, 1,500 actions in at
// most 15 ms, is measured on a record that long by BenchmarkReplay1500.
func BenchmarkReplayLong(b *testing.B) {
	for _, lg := range longGames {
		b.Run(lg.edition, func(b *testing.B) {
			ed := edition(b, lg.edition)
			text, err := os.ReadFile(filepath.Join("testdata", lg.file))
			if err != nil {
				b.Fatal(err)
			}
			g := record(b, string(text))
			actions := 0
			b.ReportAllocs()
			for b.Loop() {
				res, err := game.Replay(ed, g)
				if err != nil || res.Illegal != nil {
					b.Fatal(err, res.Illegal)
				}
				actions = len(res.Log)
			}
			// The records are shorter than the target's 1,500 actions
			// (1,297 in 1994: see longgame_test.go for why): the cost an
			// action says what 1,500 would take.
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*actions), "ns/action")
		})
	}
}

// replayTarget is the length of record the replay's speed target is set
// for: 1,500 actions in at most 15 ms.
const replayTarget = 1500

// BenchmarkReplay1500 replays a record of exactly 1,500 actions, which no
// ten-turn record reaches (see longGame): the generator plays the 1994
// Expanded Historical scenario (sixteen turns, Offensive Supply) and the
// record is cut after its 1,500th action, where a game saved mid-phase
// stops. Played anew on every run, the record follows the engine's rules
// as they are. ns/op is the time for the whole record, cpu-ns/op the
// processor time it used (the garbage collector's included).
func BenchmarkReplay1500(b *testing.B) {
	ed := edition(b, "1994")
	g, err := longGame(ed, "expanded-historical", 16, 22, []string{"offensive-supply"})
	if err != nil {
		b.Fatal(err)
	}
	if n := keepActions(g, replayTarget); n < replayTarget {
		b.Fatalf("the generated game has %d actions, fewer than %d", n, replayTarget)
	}
	// Read back as a saved record is.
	doc, err := model.Encode(g)
	if err != nil {
		b.Fatal(err)
	}
	g = record(b, string(doc))
	actions := 0
	b.ReportAllocs()
	cpu := golden.CPUTime()
	for b.Loop() {
		res, err := game.Replay(ed, g)
		if err != nil || res.Illegal != nil {
			b.Fatal(err, res.Illegal)
		}
		actions = len(res.Log)
	}
	// On a shared machine the wall time waits for the processor; the
	// processor time a replay used does not.
	golden.CPUPerOp(b, cpu)
	if actions != replayTarget {
		b.Fatalf("replayed %d actions, want %d", actions, replayTarget)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*actions), "µs/action")
}

// keepActions cuts record g after its first n actions, dropping the
// phases and turns after them, and returns how many it kept.
func keepActions(g *model.Game, n int) int {
	kept := 0
	for i := range g.Turns {
		t := &g.Turns[i]
		for j := range t.Phases {
			ph := &t.Phases[j]
			if kept+len(ph.Actions) >= n {
				ph.Actions = ph.Actions[:n-kept]
				t.Phases = t.Phases[:j+1]
				g.Turns = g.Turns[:i+1]
				g.Over = false
				return n
			}
			kept += len(ph.Actions)
		}
	}
	return kept
}
