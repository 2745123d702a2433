package rules

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// enemyMarksAlong skips the units more than a row or a column away from
// the move's hexes: on every board, a hex's neighbours must be that close.
func TestNeighboursWithinOneRowAndColumn(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		_, b := bundledBoard(t, id)
		for i, h := range b.hexes {
			for d := range 6 {
				j := b.nbr[i][d]
				if j < 0 {
					continue
				}
				n := b.hexes[j]
				if abs(n.Row-h.Row) > 1 || abs(n.Col-h.Col) > 1 {
					t.Errorf("%s: %s has neighbour %s, more than a row or a column away", id, h, n)
				}
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }

// The marks of a move's hexes are the marks enemyMarks gives those hexes,
// for every unit of the Historical start and random walks from its hex,
// some leaving the map.
func TestEnemyMarksAlongAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 1))
	for _, id := range []string{"1975", "1994"} {
		ed, b := bundledBoard(t, id)
		sc, _ := ed.Scenario("historical")
		sit, _, err := ScenarioSituation(ed, sc, b)
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range sit.Units {
			start, ok := b.index(u.Hex)
			if !ok {
				continue
			}
			occ, zoc := sit.enemyMarks(u.Unit)
			for range 5 {
				var path []model.Hex
				at := u.Hex
				for range 1 + rng.IntN(10) {
					if n, ok := at.Step(model.Directions[rng.IntN(6)]); ok {
						at = n
					}
					path = append(path, at)
				}
				o, z := sit.enemyMarksAlong(u.Unit, start, path)
				if o[0] != occ[start] || z[0] != zoc[start] {
					t.Fatalf("%s %s: start %s marked %v %v, want %v %v", id, u.Counter, u.Hex, o[0], z[0], occ[start], zoc[start])
				}
				for k, h := range path {
					wo, wz := false, false
					if i, ok := b.index(h); ok {
						wo, wz = occ[i], zoc[i]
					}
					if o[k+1] != wo || z[k+1] != wz {
						t.Fatalf("%s %s: %s (step %d of %v) marked %v %v, want %v %v", id, u.Counter, h, k, path, o[k+1], z[k+1], wo, wz)
					}
				}
			}
		}
	}
}

// CloneInto gives what Clone gives, over a spare position with longer
// lists of its own, and the copy changes without changing the original.
func TestCloneIntoIsClone(t *testing.T) {
	ed, b := bundledBoard(t, "1994")
	sc, _ := ed.Scenario("historical")
	s, _, err := ScenarioSituation(ed, sc, b)
	if err != nil {
		t.Fatal(err)
	}
	spare := s.Clone()
	spare.Units = append(spare.Units, spare.Units...)
	spare.DestroyedForts = []model.Hex{model.MustHex("0101"), model.MustHex("0102")}
	spare.Supply = []SupplyMarker{{Hex: model.MustHex("0101")}, {Hex: model.MustHex("0102")}}
	for _, tc := range []struct {
		name string
		edit func(*Situation)
	}{
		{"start", func(*Situation) {}},
		{"after a combat", func(s *Situation) {
			s.DestroyedForts = []model.Hex{s.Units[0].Hex}
			s.Supply = []SupplyMarker{{Hex: s.Units[1].Hex, Force: s.Units[1].Force}}
			s.Phase = &Phase{Attacked: map[int][]string{1: {s.Units[0].Counter}}, Defended: map[int][]string{1: {s.Units[1].Counter}}}
		}},
	} {
		orig := s.Clone()
		tc.edit(orig)
		want := orig.Clone()
		got := orig.CloneInto(spare)
		if got != spare {
			t.Fatalf("%s: CloneInto did not write over the spare", tc.name)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: CloneInto differs from Clone", tc.name)
		}
		got.Units[0].Hex = model.MustHex("0101")
		if len(got.DestroyedForts) > 0 {
			got.DestroyedForts[0] = model.MustHex("0101")
			got.Supply[0].Hex = model.MustHex("0101")
			got.Phase.Attacked[1][0] = "changed"
		}
		if !reflect.DeepEqual(orig, want) {
			t.Fatalf("%s: changing the copy changed the original", tc.name)
		}
	}
	if got := s.CloneInto(nil); !reflect.DeepEqual(got, s.Clone()) || got == s {
		t.Fatal("CloneInto(nil) is not Clone")
	}
}
