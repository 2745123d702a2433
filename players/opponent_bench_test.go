package players_test

import (
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/players"
)

// The computer's turn on the play page: one step of the heuristic
// Soviet player (an action or the end of its phase), as game/computer
// makes it, over the first turn of a 1994 Historical game; the person's
// phases are ended at once and not timed. The page waits this long, plus
// its pause, between two of the computer's actions.
func BenchmarkOpponentStep(b *testing.B) {
	ed := edition(b, "1994")
	var p *game.Play
	var o *players.Opponent
	fresh := func() {
		rec, err := game.New(ed, "historical", nil)
		if err != nil {
			b.Fatal(err)
		}
		if p, err = game.NewPlayWith(ed, rec, game.SeededDice(1)); err != nil {
			b.Fatal(err)
		}
		if o, err = players.NewOpponent(ed, p, players.Seats{"soviet": players.Heuristic{}}, 1); err != nil {
			b.Fatal(err)
		}
	}
	fresh()
	for b.Loop() {
		b.StopTimer()
		for !o.Turn() {
			if p.Over() || p.Phase().Turn > 1 {
				fresh()
				continue
			}
			if bad := p.EndPhase(); bad != nil {
				b.Fatalf("the person's end of phase: %v", bad)
			}
		}
		b.StartTimer()
		if st, err := o.Step(); err != nil || st.Stuck {
			b.Fatalf("step %+v: %v", st, err)
		}
	}
}
