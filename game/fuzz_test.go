package game_test

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// Mutations of the committed records (every game/testdata/*.json: the
// short legal record, the ten-turn records of both editions) are read,
// replayed to their end and to a point taken from the data; neither may
// panic, an illegal action always has a code and
// a pointer, and the state accounts for every unit once.
func FuzzReplayRecords(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(seeds) == 0 {
		f.Fatalf("no records to seed with: %v", err)
	}
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, uint16(0))
		f.Add(b, uint16(100))
	}
	eds, err := editions()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, b []byte, at uint16) {
		g, err := game.Read(b)
		if err != nil {
			return
		}
		ed, ok := eds[g.Edition]
		if !ok {
			return
		}
		res, err := game.Replay(ed, g)
		if err != nil {
			return
		}
		if d := res.Illegal; d != nil && (d.Code == "" || d.Pointer == "") {
			t.Fatalf("an illegal action without code or pointer: %+v", d)
		}
		if res.State.Actions != len(res.Log) {
			t.Fatalf("%d actions applied, %d in the log", res.State.Actions, len(res.Log))
		}
		seen := map[string]bool{}
		for _, u := range res.State.Units {
			if seen[u.Counter] || !u.OnMap() == (u.Box == "") {
				t.Fatalf("unit %s listed twice or not in exactly one place: %+v", u.Counter, u)
			}
			seen[u.Counter] = true
		}
		// A point within what was applied is reached, with that many
		// actions applied.
		if n := int(at); n <= len(res.Log) {
			p, err := game.ParsePoint(strconv.Itoa(n))
			if err != nil {
				t.Fatal(err)
			}
			mid, err := game.ReplayTo(ed, g, p)
			if err != nil || mid.State.Actions != n {
				t.Fatalf("replaying to action %d of %d: %v, %d applied", n, len(res.Log), err, mid.State.Actions)
			}
		}
	})
}

// Edits of the long 1994 record that keep it well-formed and so reach the
// engine's checks rather than the reader's: one action of it changed —
// its die, a hex of its path or of its choices, its unit, its attackers
// doubled — or dropped, and the record replayed. Byte mutations of a
// record seldom get past the JSON; these go deep into a game.
func FuzzReplayEdits(f *testing.F) {
	text, err := os.ReadFile(filepath.Join("testdata", "long-1994.json"))
	if err != nil {
		f.Fatal(err)
	}
	eds, err := editions()
	if err != nil {
		f.Fatal(err)
	}
	ed := eds["1994"]
	for op := range uint8(8) {
		f.Add(uint16(17*int(op)), op, uint16(3024))
	}
	// Decoded once; each run edits a copy of one action and puts the
	// original back.
	g, err := game.Read(text)
	if err != nil {
		f.Fatal(err)
	}
	var acts []*model.GameAction
	for i := range g.Turns {
		for j := range g.Turns[i].Phases {
			for a := range g.Turns[i].Phases[j].Actions {
				// the edits below are of moves and attacks
				if act := &g.Turns[i].Phases[j].Actions[a]; act.Move != nil || act.Attack != nil {
					acts = append(acts, act)
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, k uint16, op uint8, v uint16) {
		a := acts[int(k)%len(acts)]
		saved := *a
		defer func() { *a = saved }()
		if m := a.Move; m != nil {
			c := *m
			c.Path = slices.Clone(m.Path)
			a.Move = &c
		}
		if at := a.Attack; at != nil {
			c := *at
			c.Attackers, c.Defenders, c.Lose, c.Retreat = slices.Clone(at.Attackers), slices.Clone(at.Defenders), slices.Clone(at.Lose), model.Retreats{List: slices.Clone(at.Retreat.List), Unordered: at.Retreat.Unordered}
			a.Attack = &c
		}
		hex := model.Hex{Row: int(v/100) % 100, Col: int(v % 100)}
		other := acts[int(v)%len(acts)]
		unit := ""
		if other.Move != nil {
			unit = other.Move.Unit
		} else if other.Attack != nil {
			unit = other.Attack.Attackers[0]
		}
		switch m, at := a.Move, a.Attack; {
		case m != nil && op%4 == 0:
			m.Path[int(v)%len(m.Path)] = hex
		case m != nil && op%4 == 1:
			m.Unit = unit
		case m != nil && op%4 == 2:
			m.Path = append(m.Path, hex)
		case m != nil:
			*a = model.GameAction{Attack: &model.GameAttack{Attackers: []string{m.Unit}, Defenders: []model.Hex{hex}, Die: int(v % 8)}}
		case op%8 == 0:
			at.Die = int(v % 9)
		case op%8 == 1:
			at.Defenders = append(at.Defenders, hex)
		case op%8 == 2:
			at.Attackers = append(at.Attackers, at.Attackers...)
		case op%8 == 3:
			at.Attackers = append(at.Attackers, unit)
		case op%8 == 4:
			at.Advance, at.AdvanceTo = unit, hex
		case op%8 == 5:
			at.Retreat = model.Retreats{List: []model.RetreatChoice{{Unit: unit, Hex: hex}}}
		case op%8 == 6:
			at.Lose = append(at.Lose, unit)
		default:
			*a = model.GameAction{Move: &model.GameMove{Unit: at.Attackers[0], Path: []model.Hex{hex}}}
		}
		res, err := game.Replay(ed, g)
		if err != nil {
			t.Fatalf("the edited record cannot start: %v", err)
		}
		if d := res.Illegal; d != nil && (d.Code == "" || d.Pointer == "") {
			t.Fatalf("an illegal action without code or pointer: %+v", d)
		}
	})
}
