package players_test

import (
	"fmt"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/players"
)

// checking is a player that, before it lets pl choose, makes sure the game
// stands where a replay of its record from the start stands
// (game.Play.CheckReplay): at the first choice of each phase, so after
// every end of a phase and every action taken back by the runner, and at
// every seventh choice besides.
type checking struct {
	players.Player
	t      *testing.T
	last   string
	n      int
	checks *int
}

func (c *checking) Choose(t *players.Table, acts []players.Action) (int, string) {
	st := t.Play.State()
	at := fmt.Sprintf("%d/%s/%d", st.Turn, st.Phase, st.Actions)
	c.n++
	if at != c.last || c.n%7 == 0 {
		if err := t.Play.CheckReplay(); err != nil {
			c.t.Fatalf("at turn %d %s after %d actions: %v", st.Turn, st.Phase, st.Actions, err)
		}
		*c.checks++
	}
	c.last = at
	return c.Player.Choose(t, acts)
}

// A game played by the computer players goes phase by phase, ending each
// phase and taking actions back on a copy of the position rather than
// replaying its record: at every phase of two turns of every scenario of
// both editions (the whole 1994 Historical game, heuristic against
// heuristic, without -short) the position, log and events are the ones a
// replay of the record gives.
func TestStepByStepIsReplay(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := edition(t, id)
		for _, sc := range ed.Scenarios {
			t.Run(id+"/"+sc.ID, func(t *testing.T) {
				checks := 0
				seats := players.Seats{}
				for i, c := range sc.Control {
					var pl players.Player = players.Random{}
					if i%2 == 1 {
						pl = players.Heuristic{}
					}
					seats[c.Player] = &checking{Player: pl, t: t, checks: &checks}
				}
				playChecked(t, ed, players.Match{Schema: schemaRef, Scenario: sc.ID, Seed: 11, Turns: 2, Seats: seats})
				if checks < 4 {
					t.Errorf("%d checks: the game hardly went on", checks)
				}
			})
		}
	}
	if testing.Short() {
		return
	}
	ed := edition(t, "1994")
	sc, _ := ed.Scenario("historical")
	checks := 0
	seats := players.Seats{}
	for _, c := range sc.Control {
		seats[c.Player] = &checking{Player: players.Heuristic{}, t: t, checks: &checks}
	}
	// stuck or not (a capital no front can reach), the game played so far
	// must stand where its replay does
	playCheckedOr(t, ed, players.Match{Schema: schemaRef, Scenario: "historical", Seed: 3, Seats: seats}, true)
}

// takingBack is a player that, before it lets pl choose, takes the
// phase's last action back (game.Play.Undo) when it may, makes sure the
// game then stands where a replay of its record stands, and makes the
// action again: the game goes on as it would have, and the position is
// the one the action gave the first time.
type takingBack struct {
	players.Player
	t      *testing.T
	undone *int
}

func (c *takingBack) Choose(t *players.Table, acts []players.Action) (int, string) {
	p := t.Play
	rec := p.Record()
	tu := rec.Turns[len(rec.Turns)-1]
	ph := tu.Phases[len(tu.Phases)-1]
	if len(ph.Actions) == 0 || !p.CanUndo() {
		return c.Player.Choose(t, acts)
	}
	last := ph.Actions[len(ph.Actions)-1]
	before := situationOf(p)
	if bad := p.Undo(); bad != nil {
		c.t.Fatalf("undo of the %s at %s: %v", last.Kind(), p.State().Line(), bad)
	}
	*c.undone++
	if err := p.CheckReplay(); err != nil {
		c.t.Fatalf("after taking back the %s at %s: %v", last.Kind(), p.State().Line(), err)
	}
	if _, bad := p.Do(last); bad != nil {
		c.t.Fatalf("the %s, taken back, is refused made again: %v", last.Kind(), bad)
	}
	if after := situationOf(p); after != before {
		c.t.Fatalf("the %s made again gives another position", last.Kind())
	}
	return c.Player.Choose(t, acts)
}

// Taking an action back (game.Play.Undo) replays the phase's other actions
// from the phase's start, not the record from the game's: over three turns
// of both editions' Historical scenarios, every action that may be taken
// back is, the game then stands where a replay of its record stands, and
// made again it gives the position it gave the first time.
func TestUndoIsReplay(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := edition(t, id)
		sc, _ := ed.Scenario("historical")
		t.Run(id, func(t *testing.T) {
			undone := 0
			seats := players.Seats{}
			for _, c := range sc.Control {
				seats[c.Player] = &takingBack{Player: players.Heuristic{}, t: t, undone: &undone}
			}
			playChecked(t, ed, players.Match{Schema: schemaRef, Scenario: "historical", Seed: 4, Turns: 3, Seats: seats})
			if undone < 50 {
				t.Errorf("%d actions taken back: the test hardly tried", undone)
			}
		})
	}
}

// situationOf is the game's units and where they stand, as one string.
func situationOf(p *game.Play) string {
	s := ""
	for _, u := range p.Situation().Units {
		s += u.Counter + "@" + u.Hex.String() + " "
	}
	return s + fmt.Sprint(p.State().Actions)
}
