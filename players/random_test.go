package players_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
	"github.com/bfgdata/bfgdata/schema"
)

// playChecked plays m and checks that its record replays legal with
// game.Replay to where the players left it, and that it was not stuck.
func playChecked(t *testing.T, ed *model.Edition, m players.Match) *players.Played {
	t.Helper()
	return playCheckedOr(t, ed, m, false)
}

// playCheckedOr is playChecked that takes a game left stuck (its record
// still legal) when stuckOK.
func playCheckedOr(t *testing.T, ed *model.Edition, m players.Match, stuckOK bool) *players.Played {
	t.Helper()
	g, err := players.Play(ed, m)
	if err != nil {
		t.Fatalf("%s %s seed %d: %v", ed.Info.ID, m.Scenario, m.Seed, err)
	}
	if g.End == players.EndStuck && !stuckOK {
		t.Errorf("%s %s seed %d: stuck at turn %d %s: %s", ed.Info.ID, m.Scenario, m.Seed, g.State.Turn, g.State.Phase, g.Why)
	}
	res, err := game.Replay(ed, g.Record)
	if err != nil {
		t.Fatalf("%s %s seed %d: replay: %v", ed.Info.ID, m.Scenario, m.Seed, err)
	}
	if res.Illegal != nil {
		t.Fatalf("%s %s seed %d: the record replays illegal at %s: %s %s", ed.Info.ID, m.Scenario, m.Seed, res.Illegal.Pointer, res.Illegal.Code, res.Illegal.Message)
	}
	if res.State.Actions != g.Actions || res.State.Turn != g.State.Turn || res.State.Phase != g.State.Phase {
		t.Errorf("%s %s seed %d: the replay stands at turn %d %s after %d actions; the players left it at turn %d %s after %d", ed.Info.ID, m.Scenario, m.Seed,
			res.State.Turn, res.State.Phase, res.State.Actions, g.State.Turn, g.State.Phase, g.Actions)
	}
	return g
}

// schemaRef is the records' "$schema", as `game new` writes it.
const schemaRef = schema.BaseURL + "game.schema.json"

// encode is the record's canonical bytes.
func encode(t *testing.T, g *model.Game) []byte {
	t.Helper()
	b, err := model.Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Random players, every side, a few turns of both editions' Historical
// scenarios with fixed seeds: every record replays legal, and the same
// seed gives the same record, byte for byte; another seed another game.
func TestRandomHistorical(t *testing.T) {
	turns := 3
	if testing.Short() {
		turns = 2
	}
	for _, id := range []string{"1975", "1994"} {
		ed := edition(t, id)
		for _, seed := range []uint64{1, 2, 3} {
			t.Run(fmt.Sprintf("%s/seed-%d", id, seed), func(t *testing.T) {
				m := players.Match{Schema: schemaRef, Scenario: "historical", Seed: seed, Turns: turns}
				g := playChecked(t, ed, m)
				if g.Actions < 20*turns {
					t.Errorf("%d actions in %d turns: the players hardly played", g.Actions, turns)
				}
				again := playChecked(t, ed, m)
				if a, b := encode(t, g.Record), encode(t, again.Record); !bytes.Equal(a, b) {
					t.Errorf("seed %d played twice gives two records (%d and %d bytes)", seed, len(a), len(b))
				}
				m.Seed += 100
				if other := playChecked(t, ed, m); bytes.Equal(encode(t, other.Record), encode(t, g.Record)) {
					t.Errorf("seeds %d and %d give the same record", seed, m.Seed)
				}
			})
		}
	}
}

// Every scenario of both editions, every side played by Random, two turns
// (the three- and four-player games too): legal records.
func TestRandomEveryScenario(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := edition(t, id)
		for _, sc := range ed.Scenarios {
			t.Run(id+"/"+sc.ID, func(t *testing.T) {
				g := playChecked(t, ed, players.Match{Schema: schemaRef, Scenario: sc.ID, Seed: 7, Turns: 2})
				if g.Actions == 0 {
					t.Error("no action made")
				}
			})
		}
	}
}
