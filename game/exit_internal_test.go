package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Exits in the 1975 rules (10.0-10.3), from an east-edge hex an East
// German unit is put on, away from the enemy: the closest Soviet units are
// removed, a farther one is refused, and a unit without four movement
// points may not leave.
func TestExit1975(t *testing.T) {
	ed, err := data.Editions.LoadOwn("1975")
	if err != nil {
		t.Fatal(err)
	}
	start := func(t *testing.T, id string) (*Session, model.Hex, rules.ExitResult) {
		s, err := Start(ed, &model.Game{Edition: "1975", Scenario: "collapse-in-the-east"})
		if err != nil {
			t.Fatal(err)
		}
		h := quietEdge(t, s)
		for i := range s.sit.Units {
			if s.sit.Units[i].Counter == id {
				s.sit.Units[i].Hex = h
			}
		}
		if d := s.BeginTurn("/t", 1); d != nil {
			t.Fatal(d)
		}
		if d := s.Enter("/p", "east-german-movement"); d != nil {
			t.Fatal(d)
		}
		res, err := s.sit.Exit(id, h)
		if err != nil {
			t.Fatal(err)
		}
		return s, h, res
	}
	exit := func(id string, remove ...string) model.GameAction {
		return model.GameAction{Exit: &model.GameExit{Unit: id, Remove: remove}}
	}
	t.Run("the two closest", func(t *testing.T) {
		s, h, res := start(t, "9")
		if len(res.Closest) < 2 {
			t.Fatalf("fewer than two Soviet units near %s: %v", h, res.Closest)
		}
		e, d := s.Do("/a", exit("9", res.Closest[0].Unit, res.Closest[1].Unit))
		if d != nil {
			t.Fatal(d)
		}
		if len(e.Events) != 1 || !strings.Contains(e.Events[0], "(1975 10.1)") || e.Cost != rules.ExitCost {
			t.Errorf("events %q, cost %d", e.Events, e.Cost)
		}
	})
	t.Run("a farther unit", func(t *testing.T) {
		s, _, res := start(t, "9")
		far := ""
		for _, u := range s.sit.Units {
			if u.Force == model.Soviet && model.Distance(u.Hex, res.Hex) > res.Closest[len(res.Closest)-1].Distance {
				far = u.Counter
				break
			}
		}
		_, d := s.Do("/a", exit("9", far))
		if d == nil || diagOf(d).Code != "game.exit-removal" || diagOf(d).Rule != "1975 10.1" || diagOf(d).Pointer != "/a/exit/remove/0" {
			t.Errorf("removing %s: %v", far, d)
		}
	})
	t.Run("too slow to leave", func(t *testing.T) {
		s, _, _ := start(t, "9")
		for i := range s.sit.Units {
			if s.sit.Units[i].Counter == "9" {
				s.sit.Units[i].Movement = rules.ExitCost - 1
			}
		}
		_, d := s.Do("/a", exit("9"))
		if d == nil || diagOf(d).Code != "game.exit-cost" || diagOf(d).Rule != "1975 10.3" {
			t.Errorf("a unit of %d movement points leaving: %v", rules.ExitCost-1, d)
		}
	})
}

// quietEdge is an empty east-edge exit hex for East German units with no
// unit within three hexes.
func quietEdge(t *testing.T, s *Session) model.Hex {
	t.Helper()
	for row := 9; row <= 35; row++ {
		h := model.MustHex(fmt.Sprintf("%02d26", row))
		if _, err := s.sit.Exit(firstEG(s), h); err != nil || !s.sit.Board.Enterable(h) {
			continue
		}
		near := false
		for _, u := range s.sit.Units {
			near = near || model.Distance(u.Hex, h) <= 3
		}
		if !near {
			return h
		}
	}
	t.Fatal("no quiet east-edge exit hex")
	return model.Hex{}
}

func firstEG(s *Session) string {
	for _, u := range s.sit.Units {
		if u.Force == model.EastGerman {
			return u.Counter
		}
	}
	return ""
}
