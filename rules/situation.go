package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Situation is a position on a board under a scenario's relations: the
// units on the map, who is whose enemy, and whether the Theater Boundary
// restricts movement.
type Situation struct {
	Board *Board
	// Terms are the scenario's: relations, whether the Theater Boundary
	// restricts movement (1975 5.3; Deluxe 5.2; some scenarios lift it),
	// whether Germans may enter Berlin.
	Terms
	Units []Placed
	// DestroyedForts are fortified hexes a Western Allied unit has entered.
	DestroyedForts []model.Hex
	// Phase records who has attacked and been attacked this turn; nil
	// until a combat is applied.
	Phase *Phase
	// Supply are the Offensive Supply markers placed this turn (Deluxe 18.1).
	Supply []SupplyMarker
}

// Clone returns a copy of the situation that can change without changing
// s; the board is shared.
func (s *Situation) Clone() *Situation {
	c := *s
	c.Units = slices.Clone(s.Units)
	c.DestroyedForts = slices.Clone(s.DestroyedForts)
	c.Supply = slices.Clone(s.Supply)
	c.Phase = s.clonePhase()
	return &c
}

// clonePhase is a copy of the combat record, nil when there is none.
func (s *Situation) clonePhase() *Phase {
	if s.Phase == nil {
		return nil
	}
	p := Phase{Attacked: map[int][]string{}, Defended: map[int][]string{}}
	for k, v := range s.Phase.Attacked {
		p.Attacked[k] = slices.Clone(v)
	}
	for k, v := range s.Phase.Defended {
		p.Defended[k] = slices.Clone(v)
	}
	return &p
}

// CloneInto is Clone written over dst, whose lists it reuses, and returns
// dst; with dst nil (or s) it is Clone. A referee that works each attack
// out on a copy keeps the position it leaves as the next one's copy, and
// a long game's replay makes no new one an attack. Nothing may hold on to
// dst's lists: they are overwritten.
func (s *Situation) CloneInto(dst *Situation) *Situation {
	if dst == nil || dst == s {
		return s.Clone()
	}
	units, forts, supply := dst.Units, dst.DestroyedForts, dst.Supply
	*dst = *s
	dst.Units = refill(units, s.Units)
	dst.DestroyedForts = refill(forts, s.DestroyedForts)
	dst.Supply = refill(supply, s.Supply)
	dst.Phase = s.clonePhase()
	return dst
}

// refill is slices.Clone(src) written into dst's array where it fits.
func refill[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	if dst == nil {
		return slices.Clone(src)
	}
	return append(dst[:0], src...)
}

// Find returns the placed unit with the given id.
func (s *Situation) Find(id string) (Placed, bool) {
	// by index: a Placed is large, and a long game's replay looks units up
	// by id many times an action
	for i := range s.Units {
		if s.Units[i].Counter == id {
			return s.Units[i], true
		}
	}
	return Placed{}, false
}

// unitOnMap finds the unit with id and its hex's index on the board.
func (s *Situation) unitOnMap(id string) (Placed, int, error) {
	p, ok := s.Find(id)
	if !ok {
		return Placed{}, 0, newError("unit.unknown", "no unit %q on the map", id)
	}
	i, ok := s.Board.index(p.Hex)
	if !ok {
		return Placed{}, 0, newError("unit.off-map", "unit %s is on %s, which is not on the map", id, p.Hex)
	}
	return p, i, nil
}

// UnitsAt lists the units on h, in the order given.
func (s *Situation) UnitsAt(h model.Hex) []Placed {
	var out []Placed
	for i := range s.Units {
		if s.Units[i].Hex == h {
			out = append(out, s.Units[i])
		}
	}
	return out
}

// theaterAllows reports whether a unit may be in hex i under the Theater
// Boundary rules: German units only on their own side (and never in Berlin,
// which the TEC bans separately); Western Allied units west or in Berlin,
// Soviet units east or in Berlin (1975 5.31, 5.32; Deluxe 5.2.1, 5.2.2).
func (s *Situation) theaterAllows(u Unit, i int) bool {
	if !s.TheaterEnforced {
		return true
	}
	t := s.Board.theater[i]
	switch u.Force {
	case model.EastGerman:
		return t == model.TheaterEast
	case model.WestGerman:
		return t == model.TheaterWest
	case model.WesternAllied:
		return t == model.TheaterWest || t == model.TheaterBoundary
	case model.Soviet:
		return t == model.TheaterEast || t == model.TheaterBoundary
	}
	return true
}

// yugoslavAllows applies the Yugoslav border (1975 5.41, 5.42; Deluxe
// 5.3): Yugoslav units stay inside Yugoslavia, Soviet and Soviet-allied
// units stay out.
func (s *Situation) yugoslavAllows(u Unit, i int) bool {
	y := s.Board.yugoslav[i]
	if u.Nationality == model.Yugoslav {
		return y
	}
	if u.Force == model.Soviet {
		return !y
	}
	return true
}

// enemyMarks returns, for unit u, which hexes hold enemy units and which
// lie in an enemy zone of control.
func (s *Situation) enemyMarks(u Unit) (occupied, zoc []bool) {
	b := s.Board
	n := len(b.present)
	// one allocation for both
	marks := make([]bool, 2*n)
	occupied, zoc = marks[:n:n], marks[n:]
	// The relations are a map keyed by two forces: ask it once a force,
	// not once a unit (a move of a long game's replay spent most of its
	// time here).
	var memo [8]struct {
		force   model.Force
		hostile bool
	}
	known := 0
	hostile := func(f model.Force) bool {
		for k := range known {
			if memo[k].force == f {
				return memo[k].hostile
			}
		}
		h := s.Relations.Hostile(u.Force, f)
		if known < len(memo) {
			memo[known].force, memo[known].hostile = f, h
			known++
		}
		return h
	}
	// The units come force by force: the last force's answer is asked
	// first.
	var lastF model.Force
	lastH, have := false, false
	for n := range s.Units {
		e := &s.Units[n]
		if !have || e.Force != lastF {
			lastF, lastH, have = e.Force, hostile(e.Force), true
		}
		if !lastH {
			continue
		}
		i, ok := b.index(e.Hex)
		if !ok {
			continue
		}
		occupied[i] = true
		for d := range 6 {
			if j := b.nbr[i][d]; j >= 0 && !b.zocBlocked[i][d] {
				zoc[j] = true
			}
		}
	}
	return occupied, zoc
}

// enemyMarksAlong is enemyMarks for the hexes of a move only, without a
// mark for every hex of the board: occupied[k] and zoc[k] are the marks
// of start (k = 0, a board index) and of path[k-1] (a hex off the board
// has none). A replay checks a move this way after every move; Reach,
// which walks the board, needs enemyMarks.
func (s *Situation) enemyMarksAlong(u Unit, start int, path []model.Hex) (occupied, zoc []bool) {
	b := s.Board
	at := make([]int32, len(path)+1)
	marks := make([]bool, 2*len(at))
	occupied, zoc = marks[:len(at):len(at)], marks[len(at):]
	at[0] = int32(start)
	// The rows and columns the move covers, one more each way: a hex's
	// neighbours are at most one row and one column away (model.Hex.Step),
	// so a unit outside them marks none of the move's hexes.
	h0 := b.hexes[start]
	minR, maxR, minC, maxC := h0.Row, h0.Row, h0.Col, h0.Col
	for k, h := range path {
		i, ok := b.index(h)
		if !ok {
			at[k+1] = -1
			continue
		}
		at[k+1] = int32(i)
		minR, maxR, minC, maxC = min(minR, h.Row), max(maxR, h.Row), min(minC, h.Col), max(maxC, h.Col)
	}
	mark := func(set []bool, i int32) {
		for k, a := range at {
			if a == i {
				set[k] = true
			}
		}
	}
	var lastF model.Force
	lastH, have := false, false
	for n := range s.Units {
		e := &s.Units[n]
		if e.Hex.Row < minR-1 || e.Hex.Row > maxR+1 || e.Hex.Col < minC-1 || e.Hex.Col > maxC+1 {
			continue
		}
		if !have || e.Force != lastF {
			lastF, lastH, have = e.Force, s.Relations.Hostile(u.Force, e.Force), true
		}
		if !lastH {
			continue
		}
		i, ok := b.index(e.Hex)
		if !ok {
			continue
		}
		mark(occupied, int32(i))
		for d := range 6 {
			if j := b.nbr[i][d]; j >= 0 && !b.zocBlocked[i][d] {
				mark(zoc, j)
			}
		}
	}
	return occupied, zoc
}

// stackingAllows reports whether u may end its move in hex h given the
// friendly units already there (1975 5.21; Deluxe 5.1): at most two units,
// never two Soviet fronts.
func (s *Situation) stackingAllows(u Unit, h model.Hex) (bool, string) {
	var others []Placed
	for i := range s.Units {
		if o := &s.Units[i]; o.Hex == h && o.Counter != u.Counter {
			others = append(others, *o)
		}
	}
	if len(others) >= 2 {
		return false, "two units already there"
	}
	if u.SovietFront() {
		for _, o := range others {
			if o.SovietFront() {
				return false, fmt.Sprintf("Soviet fronts never stack (%s is there)", o.Counter)
			}
		}
	}
	if s.StackingGroups {
		return s.groupsAllow(u, h, others)
	}
	return true, ""
}
