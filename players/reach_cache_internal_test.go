package players

import (
	"reflect"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

// keptReach is a player that, before pl chooses, makes sure the moves the
// runner offers from the reaches it keeps are the moves the engine's
// answers asked afresh give.
type keptReach struct {
	Player
	t      *testing.T
	checks *int
}

func (k keptReach) Choose(t *Table, acts []Action) (int, string) {
	if slices.Contains(t.Play.Allows(), "move") {
		kept := moves(t.Play, t.reaches, true, true)
		fresh := moves(t.Play, nil, true, true)
		if !reflect.DeepEqual(kept, fresh) {
			st := t.Play.State()
			k.t.Fatalf("at %s: %d moves from the reaches kept, %d asked afresh, or others", st.Line(), len(kept), len(fresh))
		}
		*k.checks++
	}
	return k.Player.Choose(t, acts)
}

// The reaches kept through a phase (reaches) give the moves the engine
// gives when asked afresh, before every choice of three turns of both
// editions' Historical scenarios, heuristic and random.
func TestKeptReachIsFresh(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed, err := data.Editions.LoadOwn(id)
		if err != nil {
			t.Fatal(err)
		}
		sc, _ := ed.Scenario("historical")
		for i, pl := range []Player{Heuristic{}, Random{}} {
			checks := 0
			seats := Seats{}
			for _, c := range sc.Control {
				seats[c.Player] = keptReach{Player: pl, t: t, checks: &checks}
			}
			turns := 3
			if testing.Short() {
				turns = 2
			}
			if _, err := Play(ed, Match{Scenario: "historical", Seed: uint64(i + 1), Seats: seats, Turns: turns}); err != nil {
				t.Fatal(err)
			}
			if checks < 20 {
				t.Errorf("%s %s: %d checks", id, pl.Name(), checks)
			}
		}
	}
}
