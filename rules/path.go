package rules

import (
	"github.com/bfgdata/bfgdata/model"
)

// PathMove is a move made along a given path.
type PathMove struct {
	Unit string
	From model.Hex
	// Path is the hexes entered, in order; Costs what each cost.
	Path  []model.Hex
	Costs []int
	Cost  int
}

// PathError is a path refused at one of its steps.
type PathError struct {
	// Step is the index in the path of the hex that could not be entered,
	// or -1 when the whole move is refused (a fixed garrison, stacking at
	// the end).
	Step int
	Err  error
}

func (e *PathError) Error() string { return e.Err.Error() }
func (e *PathError) Unwrap() error { return e.Err }

// MovePath moves the unit with id along path, the hexes it enters in
// order, with allowance movement points (0 = its printed allowance), and
// changes the situation only if the whole move is legal. Each step obeys
// the rules Reach applies (it shares their code): adjacent hexes only,
// terrain and hexside costs and prohibitions, never into an enemy unit,
// a stop on entering an enemy zone of control and never straight from one
// to another, the Theater Boundary and the Yugoslav border, a capital's
// garrison fixed; and stacking where the unit ends (1975 5.0-5.2, 7.13;
// Deluxe 4.0, 5.0-5.3).
func (s *Situation) MovePath(id string, path []model.Hex, allowance int) (PathMove, error) {
	return s.movePath(id, path, allowance, true)
}

// MovePathUnstacked is MovePath without the stacking check where the unit
// ends: the rulebooks check stacking at the end of the movement phase
// (1975 5.21; Deluxe 5.1), so a referee following a whole phase lets a
// unit stop on a full hex that a later move of the phase empties, and
// checks the map with Overstacked when the phase ends.
func (s *Situation) MovePathUnstacked(id string, path []model.Hex, allowance int) (PathMove, error) {
	return s.movePath(id, path, allowance, false)
}

func (s *Situation) movePath(id string, path []model.Hex, allowance int, stack bool) (PathMove, error) {
	p, start, err := s.unitOnMap(id)
	if err != nil {
		return fail0(err)
	}
	if allowance == 0 {
		allowance = p.Movement
	}
	if s.garrison(p) != nil {
		return fail0(s.errorf("garrison.fixed", "%s garrisons a capital and may not move", p.Counter))
	}
	b := s.Board
	enter, _, _ := s.entry(p, start)
	// occupied[k] and zoc[k]: the marks of the hex the unit stands in
	// before step k (start, then path[k-1]); of the hex it enters, k+1
	occupied, zoc := s.enemyMarksAlong(p.Unit, start, path)
	mv := PathMove{Unit: p.Counter, From: p.Hex, Path: path}
	at := start
	for k, h := range path {
		fail := func(err error) (PathMove, error) { return PathMove{}, &PathError{Step: k, Err: err} }
		if at != start && zoc[k] {
			return fail(s.errorf("movement.zoc-stop", "%s entered an enemy zone of control in %s and must stop there", p.Counter, b.hexes[at]))
		}
		j, ok := b.index(h)
		if !ok {
			return fail(newError("movement.not-on-map", "%s is not a hex of the map", h))
		}
		d := -1
		for dd := range 6 {
			if int(b.nbr[at][dd]) == j {
				d = dd
			}
		}
		if d < 0 {
			return fail(s.errorf("movement.not-adjacent", "%s is not next to %s", h, b.hexes[at]))
		}
		if b.sideExtra[at][d] < 0 || !enter(j) {
			return fail(s.noEntry(p, at, j, d))
		}
		if occupied[k+1] {
			return fail(s.errorf("movement.enemy-unit", "%s may not enter %s: an enemy unit is there", p.Counter, h))
		}
		if at == start && zoc[0] && zoc[k+1] {
			return fail(s.errorf("movement.zoc-to-zoc", "%s may not move from one enemy zone of control (%s) straight into another (%s)", p.Counter, b.hexes[at], h))
		}
		c := b.enterCost[j] + b.sideExtra[at][d]
		if mv.Cost+c > allowance {
			return fail(s.errorf("movement.allowance", "%s has %d movement points left and entering %s costs %d (allowance %d)", p.Counter, allowance-mv.Cost, h, c, allowance))
		}
		mv.Cost += c
		mv.Costs = append(mv.Costs, c)
		at = j
	}
	if ok, why := s.stackingAllows(p.Unit, b.hexes[at]); stack && !ok {
		return fail0(s.errorf("stacking.over-limit", "%s may not end its move in %s: %s", p.Counter, b.hexes[at], why))
	}
	s.moveTo(p.Counter, b.hexes[at])
	return mv, nil
}

func fail0(err error) (PathMove, error) { return PathMove{}, &PathError{Step: -1, Err: err} }
