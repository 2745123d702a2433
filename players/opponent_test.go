package players_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
)

// A person plays the Western Allies (ending each of his phases) against
// the computer's Soviets, two turns: the computer acts only in its own
// phases, one action a step, each with its reason in the record, and the
// record replays legal.
func TestOpponentTwoTurns(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		t.Run(id, func(t *testing.T) {
			ed := edition(t, id)
			rec, err := game.New(ed, "historical", nil)
			if err != nil {
				t.Fatal(err)
			}
			p, err := game.NewPlayWith(ed, rec, game.SeededDice(7))
			if err != nil {
				t.Fatal(err)
			}
			o, err := players.NewOpponent(ed, p, players.Seats{"soviet": players.Heuristic{}}, 7)
			if err != nil {
				t.Fatal(err)
			}
			if got := o.Computer(); len(got) != 1 || got["soviet"] != "heuristic" {
				t.Errorf("computer %v", got)
			}
			steps, did, noted, person := 0, 0, 0, 0
			for p.Phase().Turn <= 2 && !p.Over() {
				ph := p.Phase()
				if ph.Player != "soviet" {
					if o.Turn() {
						t.Fatalf("turn %d %s (%s): the computer's turn", ph.Turn, ph.ID, ph.Player)
					}
					if _, err := o.Step(); !errors.Is(err, players.ErrNotComputer) {
						t.Fatalf("a step in the person's phase: %v", err)
					}
					person += personEnds(t, p)
					continue
				}
				before := len(p.Log())
				st, err := o.Step()
				if err != nil || st.Stuck {
					t.Fatalf("turn %d %s: step %+v, %v", ph.Turn, ph.ID, st, err)
				}
				steps++
				if st.Did != "" {
					did++
					if len(p.Log()) != before+1 {
						t.Fatalf("%q: %d actions in the log, want %d", st.Did, len(p.Log()), before+1)
					}
					if st.Note != "" {
						noted++
					}
				} else if !st.Ended {
					t.Fatalf("a step that did nothing: %+v", st)
				}
			}
			if steps < 10 || noted == 0 {
				t.Errorf("%d steps, %d with a reason: the computer hardly played", steps, noted)
			}
			did += person
			res, err := game.Replay(ed, p.Record())
			if err != nil || res.Illegal != nil {
				t.Fatalf("replay: %v %+v", err, res.Illegal)
			}
			notes := 0
			for _, e := range res.Log {
				if strings.TrimSpace(e.Note) != "" {
					notes++
				}
			}
			if notes != noted || len(res.Log) != did {
				t.Errorf("%d actions in the record, %d with notes; the computer made %d, %d with reasons", len(res.Log), notes, did, noted)
			}
		})
	}
}

// personEnds ends the person's phase, first bringing back the
// replacements the rules make him take, each on the first hex offered;
// n is how many.
func personEnds(t *testing.T, p *game.Play) (n int) {
	t.Helper()
	for ; ; n++ {
		bad := p.EndPhase()
		if bad == nil {
			return n
		}
		opts := p.Replacements()
		if len(opts) == 0 || len(opts[0].Hexes) == 0 {
			t.Fatalf("the person's end of phase refused: %v", bad)
		}
		if _, bad := p.Do(model.GameAction{Replace: &model.GameReplace{Unit: opts[0].Unit.Counter, Hex: opts[0].Hexes[0]}}); bad != nil {
			t.Fatalf("the person's replacement refused: %v", bad)
		}
	}
}

// The computer needs the program's dice, and a side of the scenario.
func TestOpponentRefuses(t *testing.T) {
	ed := edition(t, "1994")
	rec, _ := game.New(ed, "historical", nil)
	rec.Dice = model.DiceTable
	p, err := game.NewPlayWith(ed, rec, game.SeededDice(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := players.NewOpponent(ed, p, players.Seats{"soviet": players.Random{}}, 1); err == nil || !strings.Contains(err.Error(), "table dice") {
		t.Errorf("table dice: %v", err)
	}
	rec, _ = game.New(ed, "historical", nil)
	p, _ = game.NewPlayWith(ed, rec, game.SeededDice(1))
	if _, err := players.NewOpponent(ed, p, players.Seats{"german": players.Random{}}, 1); err == nil || !strings.Contains(err.Error(), `no side "german"`) {
		t.Errorf("no such side: %v", err)
	}
	sc, _ := ed.Scenario("historical")
	for spec, want := range map[string]string{"soviet": "want SIDE=PLAYER", "soviet=clever": `no player "clever"`, "german=random": `no side "german"`} {
		if _, err := players.ParseComputer(sc, spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", spec, err, want)
		}
	}
	if seats, err := players.ParseComputer(nil, "german=random"); err != nil || seats["german"] == nil {
		t.Errorf("any side without a scenario: %v %v", seats, err)
	}
}

// ParseComputer reads what a person types after --computer: whatever it
// is, it answers seats of known players or an error, never a panic, and
// each seat it answers names a side that was typed.
func FuzzParseComputer(f *testing.F) {
	for _, s := range []string{"soviet=heuristic", "soviet=random, western-allied=heuristic", "german", "=", ",,", "soviet=clever", " soviet = random "} {
		f.Add(s)
	}
	sc, _ := edition(f, "1994").Scenario("historical")
	f.Fuzz(func(t *testing.T, spec string) {
		for _, in := range []*model.Scenario{sc, nil} {
			seats, err := players.ParseComputer(in, spec)
			if err != nil {
				continue
			}
			for side, pl := range seats {
				if pl == nil || !strings.Contains(spec, string(side)+"=") {
					t.Errorf("%q: seat %q = %v", spec, side, pl)
				}
			}
		}
	})
}
