package game_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// sinceRecords plays the Soviet player's first turn to its combat phase
// (two moves, an attack rolled 1 and resolved): the record a player sends.
func sinceRecords(t *testing.T) *game.Play {
	t.Helper()
	p := newPlayDice(t, "", []int{1})
	steps := []func() error{
		func() error { return p.EndPhase() },
		func() error { _, bad := p.Do(action(t, mv("3-belo", `"3226"`))); return bad },
		func() error { _, bad := p.Do(action(t, mv("2-balt", `"3623", "3624"`))); return bad },
		func() error { return p.EndPhase() },
		func() error {
			_, bad := p.Roll(*action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`).Attack)
			return bad
		},
		func() error {
			_, bad := p.Do(action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "lose": ["2-belo"], "advance": "10-gds"}}`))
			return bad
		},
	}
	for i, st := range steps {
		if err := st(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	return p
}

// diagOf is the diagnostic underneath a refusal, nil when err is nil:
// the tests read its code, rule and pointer.
func diagOf(err error) *diag.Diagnostic {
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		return nil
	}
	return d
}

// cloneGame is a deep copy of a record, through its JSON.
func cloneGame(t *testing.T, g *model.Game) *model.Game {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	out, err := game.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Since: a record received continues the previous one only when nothing
// of it is changed; the first change is named, in the received record.
func TestSince(t *testing.T) {
	ed := edition(t, "1994")
	p := sinceRecords(t)
	prev := p.Record()
	if bad := p.EndPhase(); bad != nil { // the opponent's turn goes on
		t.Fatal(bad)
	}
	grown := p.Record()
	for _, tc := range []struct {
		name    string
		edit    func(g *model.Game)
		code    string // "" when it continues
		pointer string
		fresh   int // new actions when it continues
	}{
		{"the same record", func(*model.Game) {}, "", "", 0},
		{"a phase ended since", func(g *model.Game) { *g = *grown }, "", "", 0},
		{"a die changed", func(g *model.Game) {
			a := *g.Turns[0].Phases[2].Actions[0].Attack
			a.Die = 6
			g.Turns[0].Phases[2].Actions[0] = model.GameAction{Attack: &a}
		}, "game.since-die", "/turns/0/phases/2/actions/0/attack/die", 0},
		{"an earlier move rewritten", func(g *model.Game) {
			g.Turns[0].Phases[1].Actions[0] = action(t, mv("3-belo", `"3225"`))
		}, "game.since-rewritten", "/turns/0/phases/1/actions/0", 0},
		{"a move taken out", func(g *model.Game) {
			g.Turns[0].Phases[1].Actions = g.Turns[0].Phases[1].Actions[:1]
		}, "game.since-removed", "/turns/0/phases/1/actions", 0},
		{"a move put into an ended phase", func(g *model.Game) {
			g.Turns[0].Phases[1].Actions = append(g.Turns[0].Phases[1].Actions, action(t, mv("1-belo", `"2625"`)))
		}, "game.since-rewritten", "/turns/0/phases/1/actions/2", 0},
		{"the dice made table dice", func(g *model.Game) { g.Dice = model.DiceTable }, "game.since-rewritten", "/dice", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			next := cloneGame(t, prev)
			tc.edit(next)
			c, err := game.Since(ed, prev, next)
			if err != nil {
				t.Fatal(err)
			}
			code, ptr := "", ""
			if c.Changed != nil {
				code, ptr = c.Changed.Code, c.Changed.Pointer
			}
			if code != tc.code || ptr != tc.pointer || c.Continues != (tc.code == "") {
				t.Fatalf("changed %q at %q (continues %v), want %q at %q", code, ptr, c.Continues, tc.code, tc.pointer)
			}
			if c.Continues && len(c.New) != tc.fresh {
				t.Errorf("%d new actions, want %d", len(c.New), tc.fresh)
			}
		})
	}
}

// The new part of a record received is the log of what it adds, and an
// attack rolled before the record was sent may be completed in it.
func TestSinceNew(t *testing.T) {
	ed := edition(t, "1994")
	p := newPlayDice(t, "", []int{1})
	for _, bad := range []error{p.EndPhase(), second(p.Do(action(t, mv("3-belo", `"3226"`)))), second(p.Do(action(t, mv("2-balt", `"3623", "3624"`)))), p.EndPhase()} {
		if bad != nil {
			t.Fatal(bad)
		}
	}
	if _, bad := p.Roll(*action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`).Attack); bad != nil {
		t.Fatal(bad)
	}
	prev := p.Record()
	if _, bad := p.Do(action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "lose": ["2-belo"], "advance": "10-gds"}}`)); bad != nil {
		t.Fatal(bad)
	}
	c, err := game.Since(ed, prev, p.Record())
	if err != nil {
		t.Fatal(err)
	}
	if !c.Continues || c.From != 2 || len(c.New) != 1 || c.New[0].Kind != "attack" || c.New[0].Combat.Die != 1 {
		t.Fatalf("continues %v (%v) from %d, new %+v; want the attack completed, new", c.Continues, c.Changed, c.From, c.New)
	}
	// The same open attack with another die is a die changed.
	other := cloneGame(t, p.Record())
	a := *other.Turns[0].Phases[2].Actions[0].Attack
	a.Die = 4
	other.Turns[0].Phases[2].Actions[0] = model.GameAction{Attack: &a}
	if c, _ := game.Since(ed, prev, other); c.Changed == nil || c.Changed.Code != "game.since-die" {
		t.Errorf("the open attack's die changed: %v", c.Changed)
	}
}

func second[T any, E any](_ T, e E) E { return e }

// game check --since on the long 1994 record, its last turn new: two
// replays and the comparison.
func BenchmarkSinceLong(b *testing.B) {
	ed := edition(b, "1994")
	text, err := os.ReadFile(filepath.Join("testdata", "long-1994.json"))
	if err != nil {
		b.Fatal(err)
	}
	next := record(b, string(text))
	prev := *next
	prev.Over = false
	prev.Turns = next.Turns[:len(next.Turns)-1]
	for b.Loop() {
		c, err := game.Since(ed, &prev, next)
		if err != nil || !c.Continues || len(c.New) == 0 {
			b.Fatal(err, c.Changed)
		}
	}
}

// A record received compared with any record sent, both mutations of the
// committed records: Since never panics, a record compared with itself
// continues it, and a change it names has a code and a pointer.
func FuzzSince(f *testing.F) {
	short, err := os.ReadFile(filepath.Join("testdata", "historical-1994.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(short, short)
	f.Add(short, []byte(`{"edition": "1994", "scenario": "historical", "turns": [], "over": false}`))
	ed := edition(f, "1994")
	f.Fuzz(func(t *testing.T, a, b []byte) {
		prev, err1 := game.Read(a)
		next, err2 := game.Read(b)
		if err1 != nil || err2 != nil || prev.Edition != "1994" || next.Edition != "1994" {
			return
		}
		c, err := game.Since(ed, prev, next)
		if err != nil {
			return
		}
		if c.Changed != nil && (c.Changed.Code == "" || c.Changed.Pointer == "") {
			t.Fatalf("a change without code or pointer: %+v", c.Changed)
		}
		if same, err := game.Since(ed, prev, prev); err == nil && !same.Continues {
			t.Fatalf("a record does not continue itself: %v", same.Changed)
		}
	})
}
