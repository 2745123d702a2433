package game

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// An exit with no enemy unit left on its front takes its removals from
// the front's destroyed units box (1975 10.2): what ExitOptions offers
// then is the box's units the exit itself accepts, and the exit made
// with two of them is legal.
func TestExitOptionsFromBox(t *testing.T) {
	ed, err := data.Editions.LoadOwn("1975")
	if err != nil {
		t.Fatal(err)
	}
	rec := &model.Game{Edition: "1975", Scenario: "collapse-in-the-east"}
	s, err := Start(ed, rec)
	if err != nil {
		t.Fatal(err)
	}
	h := quietEdge(t, s)
	for i := range s.sit.Units {
		if s.sit.Units[i].Counter == "9" {
			s.sit.Units[i].Hex = h
		}
	}
	// every Soviet unit eliminated: the east front is empty; the Yugoslav
	// units, never replaced (1975 8.12), are not kept in the box the
	// exit takes its removals from
	var soviets []string
	for _, u := range slices.Clone(s.sit.Units) {
		if u.Force == model.Soviet {
			s.destroy(u)
			s.sit.Units = slices.DeleteFunc(s.sit.Units, func(x rules.Placed) bool { return x.Counter == u.Counter })
			if u.Nationality != "yugoslav" {
				soviets = append(soviets, u.Counter)
			}
		}
	}
	if d := s.BeginTurn("/t", 1); d != nil {
		t.Fatal(d)
	}
	if d := s.Enter("/p", "east-german-movement"); d != nil {
		t.Fatal(d)
	}
	p := &Play{ed: ed, rec: rec, s: s}
	o, bad := p.ExitOptions("9", h)
	if bad != nil {
		t.Fatal(bad)
	}
	if !o.FromBox || len(o.Closest) != 0 || len(o.Box) != len(soviets) || o.Remove != rules.ExitRemovals {
		t.Fatalf("an exit with the east front empty: %+v; want the %d Soviet units of the box", o, len(soviets))
	}
	for _, id := range o.Box {
		if !slices.Contains(soviets, id) {
			t.Errorf("%s offered from the box, not a Soviet unit destroyed", id)
		}
	}
	if _, d := s.Do("/a", model.GameAction{Exit: &model.GameExit{Unit: "9", Remove: o.Box[:2]}}); d != nil {
		t.Errorf("the exit removing %v, offered from the box: %v", o.Box[:2], d)
	}
}
