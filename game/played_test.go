package game_test

import (
	"encoding/json"
	"os"
	"path/filepath"
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
// units of every force destroyed, and the turn-1 West German attacks on
// Western Allied units the scenario mandates (1975 13.31; Deluxe 12.2).
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
	lost := map[model.Force][]string{}
	for _, u := range res.State.Units {
		if strings.HasPrefix(u.Box, game.Destroyed+"-") {
			lost[u.Force] = append(lost[u.Force], u.ID)
		}
	}
	for _, f := range model.Forces {
		if len(lost[f]) == 0 {
			t.Errorf("no %s unit destroyed (destroyed: %v)", f, lost)
		}
	}
}
