package players_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
)

// newPlay is a Play of a new record of scenario sc, its dice seeded.
func newPlay(t *testing.T, ed *model.Edition, sc string) *game.Play {
	t.Helper()
	rec, err := game.New(ed, sc, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.NewPlayWith(ed, rec, game.SeededDice(1))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// kinds counts the actions of each kind, the end of the phase as "end".
func kinds(acts []players.Action) map[string]int {
	n := map[string]int{}
	for _, a := range acts {
		if a.End {
			n["end"]++
			continue
		}
		n[a.Do.Kind()]++
	}
	return n
}

// Every move Legal offers in the first movement phase of both editions'
// Historical scenarios is one the engine accepts (each made, then taken
// back); the list ends with the end of the phase; asked twice, it is the
// same list.
func TestLegalMovesAccepted(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := edition(t, id)
		p := newPlay(t, ed, "historical")
		for !slices.Contains(p.Allows(), "move") {
			if bad := p.EndPhase(); bad != nil {
				t.Fatal(bad)
			}
		}
		acts := players.Legal(ed, p)
		if n := kinds(acts); n["move"] < 100 || n["end"] != 1 || !acts[len(acts)-1].End {
			t.Fatalf("%s %s: %v; want many moves and the end of the phase last", id, p.Phase().ID, n)
		}
		if again := players.Legal(ed, p); fmt.Sprint(again) != fmt.Sprint(acts) {
			t.Errorf("%s: Legal asked twice gives two lists", id)
		}
		step := max(1, len(acts)/60) // a sample, to keep the test short
		for i := 0; i < len(acts)-1; i += step {
			a := acts[i]
			if _, bad := p.Do(a.Do); bad != nil {
				t.Errorf("%s: %s refused: %v", id, a, bad)
				continue
			}
			if bad := p.Undo(); bad != nil {
				t.Fatal(bad)
			}
		}
	}
}

// The attacks Legal offers in the first Soviet combat phase, after the
// Soviet units have moved as a random player moves them, are attacks the
// engine allows, each with its odds; none is offered while one is open.
func TestLegalAttacks(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		ed := edition(t, id)
		g, err := players.Play(ed, players.Match{Scenario: "historical", Seed: 3, Turns: 1})
		if err != nil {
			t.Fatal(err)
		}
		// the record up to the first combat phase, its attacks left out
		rec := g.Record
		rec.Over = false
		ph := &rec.Turns[0].Phases
		k := slices.IndexFunc(*ph, func(p model.GamePhase) bool { return p.Phase == "soviet-combat" })
		*ph = (*ph)[:k+1]
		(*ph)[k].Actions = []model.GameAction{}
		rec.Turns = rec.Turns[:1]
		p, err := game.NewPlayWith(ed, rec, game.SeededDice(1))
		if err != nil || p.Illegal() != nil || p.Phase().ID != "soviet-combat" {
			t.Fatalf("%s: %v %v %s", id, err, p.Illegal(), p.Phase().ID)
		}
		acts := players.Legal(ed, p)
		if kinds(acts)["attack"] == 0 {
			t.Fatalf("%s: no attack offered: %v", id, kinds(acts))
		}
		for _, a := range acts {
			if a.Do.Attack == nil {
				continue
			}
			if a.Odds == "" || a.Ratio <= 0 || len(a.Defenders) == 0 {
				t.Errorf("%s: %s: odds %q ratio %v defenders %d", id, a, a.Odds, a.Ratio, len(a.Defenders))
			}
			if bad := p.MayAttack(*a.Do.Attack); bad != nil {
				t.Errorf("%s: %s refused: %v", id, a, bad)
			}
		}
		first := acts[slices.IndexFunc(acts, func(a players.Action) bool { return a.Do.Attack != nil })]
		if _, bad := p.Roll(*first.Do.Attack); bad != nil {
			t.Fatal(bad)
		}
		if got := players.Legal(ed, p); len(got) != 0 {
			t.Errorf("%s: %d actions offered while an attack is open", id, len(got))
		}
	}
}
