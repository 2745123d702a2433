package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// MovePath and Reach apply the same rules: from every Historical starting
// hex of both editions, a path of one or two hexes is legal only to a hex
// Reach lists as a place to end, and never cheaper than Reach's cost; and
// a one-hex path is legal whenever Reach reaches its hex by that step
// (the same cost, not from one enemy zone of control into another).
func TestMovePathAgreesWithReach(t *testing.T) {
	for _, id := range []string{"1975", "1994"} {
		t.Run(id, func(t *testing.T) {
			ed, board := bundledBoard(t, id)
			s, _ := ed.Scenario("historical")
			sit, _, err := ScenarioSituation(ed, s, board)
			if err != nil {
				t.Fatal(err)
			}
			checked := 0
			for _, u := range sit.Units {
				reach, err := sit.Reach(u.Counter, 0)
				if err != nil {
					t.Fatal(err)
				}
				ends := map[model.Hex]int{}
				for _, r := range reach.Hexes {
					if r.CanEnd {
						ends[r.Hex] = r.Cost
					}
				}
				start, _ := board.index(u.Hex)
				_, zoc := sit.enemyMarks(u.Unit)
				for d1 := range 6 {
					i := int(board.nbr[start][d1])
					if i < 0 {
						continue
					}
					h1 := board.hexes[i]
					mv, err := sit.Clone().MovePath(u.Counter, []model.Hex{h1}, 0)
					cost, listed := ends[h1]
					direct := board.sideExtra[start][d1] >= 0 && listed && cost == board.enterCost[i]+board.sideExtra[start][d1] && !(zoc[start] && zoc[i])
					if (err == nil && (!listed || mv.Cost < cost || (direct && mv.Cost != cost))) || (err != nil && direct) {
						t.Errorf("%s %s -> %s: MovePath %v (cost %d), Reach lists it: %v (cost %d)", u.Counter, u.Hex, h1, err, mv.Cost, listed, cost)
					}
					checked++
					for d2 := range 6 {
						j := int(board.nbr[i][d2])
						if j < 0 || j == start {
							continue
						}
						h2 := board.hexes[j]
						mv, err := sit.Clone().MovePath(u.Counter, []model.Hex{h1, h2}, 0)
						if err != nil {
							continue
						}
						checked++
						if cost, ok := ends[h2]; !ok || mv.Cost < cost {
							t.Errorf("%s %s -> %s -> %s: MovePath cost %d, Reach lists it: %v (cost %d)", u.Counter, u.Hex, h1, h2, mv.Cost, ok, cost)
						}
					}
				}
			}
			if checked < 500 {
				t.Fatalf("only %d paths checked", checked)
			}
		})
	}
}
