package game_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model"
)

// The two played games (issue 22): the Historical scenario in each
// edition, played phase by phase with the engine's answers on where units
// may go and what an attack would be, the dice chosen to give the results
// below. Each must replay legal to its golden final state, and must keep
// covering what the played games are for, so that a record extended by
// later turns cannot silently lose it: every phase of the sequence of play
// (the replacement phases once the record reaches turn 2, as there are none
// on turn 1), every result of the edition's CRT, an exchange whose losses
// the attacker chose among several sets, a retreat into a hex, an advance,
// units of every force destroyed, the turn-1 West German attacks on
// Western Allied units the scenario mandates (1975 13.31; Deluxe 12.2),
// and from turn 2 on the replacements: every force with units in its
// destroyed-units box and a rate on the Turn Record Track brings some back.
func TestPlayedGames(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		t.Run(ed, func(t *testing.T) {
			base := filepath.Join("testdata", "games", "historical-"+ed)
			text, err := os.ReadFile(base + ".json")
			if err != nil {
				t.Fatal(err)
			}
			rec := record(t, string(text))
			e := edition(t, ed)
			res, err := game.Replay(e, rec)
			if err != nil {
				t.Fatal(err)
			}
			if bad := res.Illegal; bad != nil {
				t.Fatalf("played game refused: %s %s at %s: %s", bad.Code, bad.Rule, bad.Pointer, bad.Message)
			}
			covered(t, e, rec, res)
			replaced(t, e, rec, res)
			out, _ := json.MarshalIndent(res.State, "", "  ")
			golden.Check(t, base+".state.golden", string(out)+"\n", *update)
		})
	}
}

// covered checks that the game's log shows what a played game must show.
func covered(t *testing.T, ed *model.Edition, rec *model.Game, res game.Result) {
	t.Helper()
	phases, results := map[string]bool{}, map[string]bool{}
	var chosenLosses, retreats, advances, mandated int
	for _, e := range res.Log {
		phases[e.Phase] = true
		if e.Combat == nil {
			continue
		}
		results[e.Combat.Result.Code] = true
		if len(e.Combat.ExchangeChoices) > 1 && len(e.Outcome.Lost) > 0 {
			chosenLosses++
		}
		for _, r := range e.Outcome.Retreats {
			if r.To != nil {
				retreats++
			}
		}
		if e.Outcome.Advanced != nil {
			advances++
		}
		if e.Turn == rec.Turns[0].Turn && e.Phase == "west-german-combat" && e.Combat.Defenders[0].Force == model.WesternAllied {
			mandated++
		}
	}
	seq, _ := game.SequenceOf(&ed.Info)
	for _, p := range seq.Phases {
		if !phases[p.ID] && (p.Step != game.Replacement || len(rec.Turns) > 1) {
			t.Errorf("no action in phase %s", p.ID)
		}
	}
	for _, r := range ed.CRT.Results {
		if !results[r.Code] {
			t.Errorf("no attack with the result %s", r.Code)
		}
	}
	for what, n := range map[string]int{"exchange with losses chosen among several sets": chosenLosses, "retreat into a hex": retreats, "advance after combat": advances} {
		if n == 0 {
			t.Errorf("no %s", what)
		}
	}
	if mandated < 2 {
		t.Errorf("%d West German attacks on Western Allied units on turn 1; the scenario mandates two", mandated)
	}
	// A unit destroyed and brought back by a replacement is no longer in a
	// box at the end, so losses are read from the log.
	forceOf := map[string]model.Force{}
	for _, u := range res.State.Units {
		forceOf[u.Counter] = u.Force
	}
	lost := map[model.Force][]string{}
	for _, e := range res.Log {
		if e.Outcome == nil {
			continue
		}
		gone := append(slices.Clone(e.Outcome.Eliminated), e.Outcome.Lost...)
		for _, r := range e.Outcome.Retreats {
			if r.Eliminated {
				gone = append(gone, r.Unit)
			}
		}
		for _, id := range gone {
			lost[forceOf[id]] = append(lost[forceOf[id]], id)
		}
	}
	for _, f := range model.Forces {
		if len(lost[f]) == 0 {
			t.Errorf("no %s unit destroyed (destroyed: %v)", f, lost)
		}
	}
}

// replaced checks each replacement phase after the scenario's first turn:
// a force with units in its destroyed-units box at the phase's start and a
// rate above 0 on the Turn Record Track must have brought some back.
func replaced(t *testing.T, ed *model.Edition, rec *model.Game, res game.Result) {
	t.Helper()
	seq, _ := game.SequenceOf(&ed.Info)
	for _, turn := range rec.Turns[1:] {
		trt, _ := ed.TRT.Turn(turn.Turn)
		for _, p := range seq.Phases {
			if p.Step != game.Replacement {
				continue
			}
			at, err := game.ParsePoint(fmt.Sprintf("%d/%s", turn.Turn, p.ID))
			if err != nil {
				t.Fatal(err)
			}
			start, err := game.ReplayTo(ed, rec, at)
			if err != nil {
				t.Fatal(err)
			}
			boxed := 0
			for _, u := range start.State.Units {
				if u.Force == p.Force && strings.HasPrefix(u.Box, game.Destroyed+"-") {
					boxed++
				}
			}
			back := 0
			for _, e := range res.Log {
				if e.Turn == turn.Turn && e.Phase == p.ID && e.Kind == "replace" {
					back++
				}
			}
			if rate := trt.Replacements[p.Force].Units; boxed > 0 && rate > 0 && back == 0 {
				t.Errorf("turn %d %s: %d units in the box, a rate of %d, none brought back", turn.Turn, p.ID, boxed, rate)
			}
		}
	}
}
