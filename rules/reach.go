package rules

import (
	"sort"

	"github.com/bfgdata/bfgdata/model"
)

// Reachable is one hex a unit can move to in a Movement Phase.
type Reachable struct {
	Hex  model.Hex `json:"hex"`
	Cost int       `json:"cost"`
	// EnemyZOC: the hex is in an enemy zone of control, so the unit must
	// stop there.
	EnemyZOC bool `json:"enemyZOC,omitempty"`
	// CanEnd is false when the unit may pass through but not stop (stacking).
	CanEnd bool   `json:"canEnd"`
	Why    string `json:"why,omitempty"`
	// Overstacked (ReachUnstacked only): the hex is over the stacking
	// limit with the unit in it, yet the unit may stop there (CanEnd) if
	// the hex is back within the limit when the movement phase ends.
	Overstacked bool `json:"overstacked,omitempty"`
	// Returns: for a unit a retreat left across a border, the hex is back
	// where it belongs.
	Returns bool `json:"returns,omitempty"`
	// Path is the cheapest legal path to the hex (the hexes entered in
	// order, not the start), as PathTo gives it: the one search records
	// every hex's, so a front end sends the move the engine will accept
	// instead of rebuilding a route from the costs.
	Path []model.Hex `json:"path,omitempty"`
}

// ReachResult is every hex a unit can reach, sorted by id, and the hexes it
// can leave the map from.
type ReachResult struct {
	Unit      Placed      `json:"-"`
	Allowance int         `json:"allowance"`
	Hexes     []Reachable `json:"hexes"`
	// Exits are exit-zone hexes from which the unit has the four movement
	// points it takes to leave the map (1975 10.3; Deluxe 9.0).
	Exits []model.Hex `json:"exits"`
	// Fixed is set, and Hexes empty, when the unit may not move at all: a
	// capital's garrison (1975 11.22; Deluxe 10.0).
	Fixed *Consequence `json:"fixed,omitempty"`
	// MustReturn is set for a unit a retreat left across the Theater
	// Boundary or the Yugoslav border: it may move where it stands and
	// must get back (1975 5.32, 5.41-5.42; Deluxe 5.2.2, 5.3).
	MustReturn *Consequence `json:"mustReturn,omitempty"`
}

// ExitCost is the movement points it takes to leave the map.
const ExitCost = 4

// Reach computes the hexes the unit with id can reach with allowance
// movement points (0 = its printed movement allowance; pass double for a
// German replacement's turn of return, 1975 8.23; Deluxe 7.2). It applies
// terrain and hexside costs, prohibited terrain and hexsides, enemy units
// (never entered), enemy zones of control (stop on entering; never straight
// from one to another; 1975 5.22, 7.13; Deluxe 4.0), the Theater Boundary
// and Yugoslav border, and stacking where the unit would end.
func (s *Situation) Reach(id string, allowance int) (ReachResult, error) {
	return s.reach(id, allowance, true)
}

// ReachUnstacked is Reach for a referee that checks stacking when the
// movement phase ends, as MovePathUnstacked moves: a hex over the limit
// with the unit in it may still end the move, since a later move of the
// phase may bring the hex back within the limit (1975 5.21; Deluxe 5.1).
// Such a hex has CanEnd and Overstacked, and Why says what it waits for.
func (s *Situation) ReachUnstacked(id string, allowance int) (ReachResult, error) {
	return s.reach(id, allowance, false)
}

func (s *Situation) reach(id string, allowance int, stack bool) (ReachResult, error) {
	p, start, err := s.unitOnMap(id)
	if err != nil {
		return ReachResult{}, err
	}
	if allowance == 0 {
		allowance = p.Movement
	}
	if g := s.garrison(p); g != nil {
		return ReachResult{Unit: p, Allowance: allowance, Hexes: []Reachable{}, Exits: []model.Hex{}, Fixed: g}, nil
	}
	b := s.Board
	enter, strandedT, strandedY := s.entry(p, start)
	parent := make([]int32, len(b.present))
	dist, zoc := s.search(p, start, allowance, enter, parent)
	res := ReachResult{Unit: p, Allowance: allowance, Hexes: []Reachable{}, Exits: []model.Hex{}}
	if strandedT || strandedY {
		res.MustReturn = s.crossing(Placed{Unit: p.Unit, Hex: s.homeHex(p)}, p.Hex)
	}
	var reached []int // board index of each of res.Hexes
	for i, c := range dist {
		if c < 0 {
			continue
		}
		h := b.hexes[i]
		// Only German units may leave the map (1975 10.0; Deluxe 9.0).
		if b.exit[i] && p.Force.German() && allowance-c >= ExitCost && (i == start || !zoc[i]) && s.exitHexFor(p.Force, h) {
			res.Exits = append(res.Exits, h)
		}
		if i == start {
			continue
		}
		r := Reachable{Hex: h, Cost: c, EnemyZOC: zoc[i], CanEnd: true}
		r.CanEnd, r.Why = s.stackingAllows(p.Unit, h)
		if !r.CanEnd && !stack {
			r.CanEnd, r.Overstacked = true, true
			r.Why += "; it may stop here only if the hex is back within the limit when the movement phase ends"
			if c := s.Cite(s.stackingCode(p.Unit, h)); c != "" {
				r.Why += " (" + c + ")"
			}
		}
		r.Returns = (strandedT || strandedY) && s.theaterAllows(p.Unit, i) && s.yugoslavAllows(p.Unit, i)
		res.Hexes = append(res.Hexes, r)
		reached = append(reached, i)
	}
	for k, path := range b.pathsBack(parent, start, reached) {
		res.Hexes[k].Path = path
	}
	sort.Slice(res.Exits, func(i, j int) bool { return res.Exits[i].Less(res.Exits[j]) })
	return res, nil
}

// search is the cheapest cost of every hex unit p can reach from board
// index start with allowance movement points (-1 where it cannot), and the
// enemy zones of control it moved under. With parent non-nil (one entry a
// hex of the board) it also records, for each hex reached, the hex it was
// cheapest entered from, so that a path can be read back.
func (s *Situation) search(p Placed, start, allowance int, enter func(int) bool, parent []int32) (dist []int, zoc []bool) {
	b := s.Board
	occupied, zoc := s.enemyMarks(p.Unit)
	n := len(b.present)
	dist = make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[start] = 0
	// Costs are small integers, so a bucket queue indexed by cost is a
	// Dijkstra without a heap.
	buckets := make([][]int32, allowance+1)
	buckets[0] = append(buckets[0], int32(start))
	for cost := 0; cost <= allowance; cost++ {
		for k := 0; k < len(buckets[cost]); k++ {
			i := int(buckets[cost][k])
			if dist[i] != cost {
				continue // reached more cheaply since
			}
			if i != start && zoc[i] {
				continue // entering an enemy ZOC ends the move
			}
			for d := range 6 {
				j := int(b.nbr[i][d])
				if j < 0 || occupied[j] || b.sideExtra[i][d] < 0 || !enter(j) {
					continue
				}
				if i == start && zoc[start] && zoc[j] {
					continue // never directly from one enemy ZOC to another
				}
				c := cost + b.enterCost[j] + b.sideExtra[i][d]
				if c > allowance || (dist[j] >= 0 && dist[j] <= c) {
					continue
				}
				dist[j] = c
				if parent != nil {
					parent[j] = int32(i)
				}
				buckets[c] = append(buckets[c], int32(j))
			}
		}
	}
	return dist, zoc
}

// homeHex is the nearest hex on p's own side of the borders (and, where
// only part of the map is in play, inside it for a German unit) from
// which coming to p's hex is a crossing with a rule: it stands for where
// a stranded unit came from so the crossing's rule can be named. A
// retreat may carry a unit two hexes across, so the search is not held
// to p's neighbours. p's own hex when there is none.
func (s *Situation) homeHex(p Placed) model.Hex {
	b := s.Board
	best, bestD := p.Hex, -1
	for i, h := range b.hexes {
		if !b.present[i] || !s.theaterAllows(p.Unit, i) || !s.yugoslavAllows(p.Unit, i) ||
			(s.Area != "" && p.Force.German() && b.theater[i] != s.Area) {
			continue
		}
		d := model.Distance(h, p.Hex)
		if d == 0 || (bestD >= 0 && d >= bestD) {
			continue
		}
		if s.crossing(Placed{Unit: p.Unit, Hex: h}, p.Hex) != nil {
			best, bestD = h, d
		}
	}
	return best
}

// entry says which hexes the unit p, starting its move in hex index start,
// may enter, and whether a retreat left it stranded across the Theater
// Boundary or the Yugoslav border. A unit a retreat carried across a
// border may move where it stands and back across; it may not go on
// elsewhere. Reach and MovePath share it, so a path is checked by the
// same rule the reachable hexes are computed by.
func (s *Situation) entry(p Placed, start int) (enter func(j int) bool, strandedT, strandedY bool) {
	b := s.Board
	// The closure captures locals it only reads, the unit rather than the
	// Placed: Go captures a variable by reference, moving it to the heap
	// at every call, when it is larger than 128 bytes or is reassigned (as
	// named results are).
	u := p.Unit
	outT := s.TheaterEnforced && !s.theaterAllows(u, start)
	outY := !s.yugoslavAllows(u, start)
	enter = func(j int) bool {
		if !b.present[j] || b.enterCost[j] < 0 || (b.germanBan[j] && u.Force.German() && !s.BerlinOpen) {
			return false
		}
		okT := s.theaterAllows(u, j) || (outT && b.theater[j] == b.theater[start])
		okY := s.yugoslavAllows(u, j) || (outY && b.yugoslav[j] == b.yugoslav[start])
		return okT && okY
	}
	return enter, outT, outY
}
