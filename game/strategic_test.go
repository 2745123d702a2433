package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// threePlayer starts a three-player game of edition ed at its German
// movement phase of turn 1.
func threePlayer(t *testing.T, ed string) *game.Session {
	t.Helper()
	e := edition(t, ed)
	g, err := game.New(e, "three-player", nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Start(e, g)
	if err != nil {
		t.Fatal(err)
	}
	if d := s.BeginTurn("/turns/0", 1); d != nil {
		t.Fatal(d)
	}
	if d := s.Enter("/turns/0/phases/0", "german-movement"); d != nil {
		t.Fatal(d)
	}
	return s
}

// strategicPath finds a path for unit id that the strategic move allows
// and a plain move does not: longer than its printed allowance, through
// hexes out of enemy zones of control but the last, ending where the strategic move
// may end (want true) or where it may not (want false).
func strategicPath(t *testing.T, s *game.Session, id string, want bool) []model.Hex {
	t.Helper()
	sit := s.Situation()
	p, _ := sit.Find(id)
	r, err := sit.StrategicReach(id)
	if err != nil {
		return nil
	}
	at := map[model.Hex]rules.Reachable{}
	for _, h := range r.Hexes {
		at[h.Hex] = h
	}
	// Breadth first over the hexes it may pass through.
	prev := map[model.Hex]model.Hex{p.Hex: p.Hex}
	queue := []model.Hex{p.Hex}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range h.Neighbours() {
			if _, seen := prev[n]; seen {
				continue
			}
			if x, ok := at[n]; ok {
				prev[n] = h
				if !x.EnemyZOC {
					queue = append(queue, n)
				}
			}
		}
	}
	ends := slices.Collect(func(yield func(model.Hex) bool) {
		for h := range prev {
			if h != p.Hex && at[h].CanEnd == want && !yield(h) {
				return
			}
		}
	})
	slices.SortFunc(ends, func(a, b model.Hex) int { return model.Distance(p.Hex, b) - model.Distance(p.Hex, a) })
	for _, end := range ends {
		var path []model.Hex
		for h := end; h != p.Hex; h = prev[h] {
			path = append([]model.Hex{h}, path...)
		}
		mv, err := sit.Clone().MovePath(id, path, 3*p.Movement)
		if err == nil && mv.Cost > p.Movement {
			return path
		}
	}
	return nil
}

// mover is a German unit with a strategic path (see strategicPath) other
// than those in but, and the path.
func mover(t *testing.T, s *game.Session, want bool, but ...string) (string, []model.Hex) {
	t.Helper()
	for _, u := range s.Situation().Units {
		if u.Force.German() && !slices.Contains(but, u.Counter) {
			if path := strategicPath(t, s, u.Counter, want); path != nil {
				return u.Counter, path
			}
		}
	}
	t.Fatalf("no German unit has a strategic move ending where it may end: %v", want)
	return "", nil
}

// The strategic move: triple allowance once a German movement phase; a
// second is refused, as is an end the edition does not allow.
func TestStrategicMove(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		t.Run(ed, func(t *testing.T) {
			s := threePlayer(t, ed)
			id, path := mover(t, s, true)
			e, d := s.Do("/a/0", model.GameAction{Move: &model.GameMove{Unit: id, Path: path, Strategic: true}})
			if d != nil {
				t.Fatalf("refused: %v", d)
			}
			if p, _ := s.Situation().Find(id); p.Hex != path[len(path)-1] || e.Allowance != 3*p.Movement || e.Cost <= p.Movement {
				t.Errorf("%s at %s, cost %d of %d", id, p.Hex, e.Cost, e.Allowance)
			}
			other, path := mover(t, s, true, id)
			_, d = s.Do("/a/1", model.GameAction{Move: &model.GameMove{Unit: other, Path: path, Strategic: true}})
			if d == nil || diagOf(d).Code != "game.strategic-twice" || diagOf(d).Pointer != "/a/1/move/strategic" {
				t.Errorf("a second strategic move: %v", d)
			}
		})
	}
	// An end in an enemy zone of control; in 1975 (16.42) also one that
	// is not across the Theater Boundary.
	for _, ed := range []string{"1975", "1994"} {
		s := threePlayer(t, ed)
		id, path := mover(t, s, false)
		_, d := s.Do("/a/0", model.GameAction{Move: &model.GameMove{Unit: id, Path: path, Strategic: true}})
		if d == nil || diagOf(d).Code != "game.strategic-end" || diagOf(d).Rule != map[string]string{"1975": "1975 16.42", "1994": "1994 16.3"}[ed] {
			t.Errorf("%s: %s to %v, an end it may not: %v", ed, id, path, d)
		}
		// the refusal prints its rule once, after the message (it once
		// read "... (1975 16.42) [1975 16.42]")
		if d != nil && strings.Contains(diagOf(d).Message, diagOf(d).Rule) {
			t.Errorf("%s: the message repeats the rule %s: %s", ed, diagOf(d).Rule, diagOf(d).Message)
		}
	}
}

// Strategic moves refused: in a scenario without them, by a unit that
// starts in an enemy zone of control.
func TestStrategicMoveIllegal(t *testing.T) {
	d := refusal(t, "1994", turn1(`{"phase": "west-german-movement", "actions": [{"move": {"unit": "58", "path": ["1904"], "strategic": true}}]}`))
	if d == nil || d.Code != "strategic.not-allowed" || d.Pointer != "/turns/0/phases/0/actions/0/move/strategic" {
		t.Errorf("historical: %v", d)
	}
	s := threePlayer(t, "1994")
	_, err := s.Do("/a", model.GameAction{Move: &model.GameMove{Unit: "2-lw", Path: []model.Hex{model.MustHex("2503")}, Strategic: true}})
	d = diagOf(err)
	if d == nil || d.Code != "strategic.in-zoc" || d.Rule != "1994 16.3" {
		t.Errorf("from a zone of control: %v", d)
	}
}
