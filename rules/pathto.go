package rules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// PathTo is a cheapest path (the hexes entered in order, not the start
// hex) by which the unit with id reaches hex to with allowance movement
// points (0 = its printed allowance), under the rules Reach applies; nil
// when to is not within reach. It is the path MovePath takes for a move
// that Reach offers: a front end that lets a player pick a destination
// writes the move with it. Stacking where the unit ends is not checked
// (Reach's CanEnd says it).
func (s *Situation) PathTo(id string, to model.Hex, allowance int) ([]model.Hex, error) {
	p, start, err := s.unitOnMap(id)
	if err != nil {
		return nil, err
	}
	if allowance == 0 {
		allowance = p.Movement
	}
	goal, ok := s.Board.index(to)
	if !ok || goal == start || s.garrison(p) != nil {
		return nil, nil
	}
	enter, _, _ := s.entry(p, start)
	parent := make([]int32, len(s.Board.present))
	dist, _ := s.search(p, start, allowance, enter, parent)
	if dist[goal] < 0 {
		return nil, nil
	}
	return s.Board.pathBack(parent, start, goal), nil
}

// pathBack reads the path from board index start to goal back from the
// parents search recorded: the hexes entered, in order.
func (b *Board) pathBack(parent []int32, start, goal int) []model.Hex {
	var path []model.Hex
	for i := goal; i != start; i = int(parent[i]) {
		path = append(path, b.hexes[i])
	}
	slices.Reverse(path)
	return path
}

// pathsBack is pathBack for each of goals, the paths cut from one array:
// Reach gives every hex its path, and one allocation keeps that cheap.
func (b *Board) pathsBack(parent []int32, start int, goals []int) [][]model.Hex {
	n := 0
	for _, g := range goals {
		for i := g; i != start; i = int(parent[i]) {
			n++
		}
	}
	all := make([]model.Hex, n)
	out := make([][]model.Hex, len(goals))
	for k, g := range goals {
		m := 0
		for i := g; i != start; i = int(parent[i]) {
			m++
		}
		path := all[:m:m]
		all = all[m:]
		for i := g; i != start; i = int(parent[i]) {
			m--
			path[m] = b.hexes[i]
		}
		out[k] = path
	}
	return out
}
