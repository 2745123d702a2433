package rules

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// RetreatOptions lists where a unit may retreat one hex (1975 6.63-6.65;
// Deluxe 6.2.1): never off the map, into a prohibited hex, across a
// prohibited hexside, into an enemy-occupied hex or an enemy zone of control
// (even one a friendly unit holds), into a hex with two friendly units, or a
// Soviet front into a hex with another front; German units never into
// Berlin. A vacant hex must be taken if there is one; only then a hex with
// one friendly unit. Borders do not stop a retreat, but crossing one has a
// consequence, given for each hex (see Consequence).
//
// Eliminated is true when there is nowhere to go. Garrison is true when
// the unit is a capital's garrison, which ignores the retreat and stays.
type RetreatOptions struct {
	Hexes        []model.Hex
	Consequences []*Consequence // per hex, nil where crossing nothing
	Vacant       bool           // the hexes are vacant ones
	Eliminated   bool
	Garrison     *Consequence
}

// Consequence is what a rule does to a unit that a retreat carries across
// a border: a German unit changes force, an Allied unit must come back by a
// deadline or be eliminated.
type Consequence struct {
	Code string `json:"code"`
	Rule string `json:"rule,omitempty"`
	What string `json:"what"`
	// Force is the unit's new force, for a German unit that changes sides.
	Force model.Force `json:"force,omitempty"`
}

// Retreat returns the retreat options of the unit with id.
func (s *Situation) Retreat(id string) (RetreatOptions, error) {
	p, i, err := s.unitOnMap(id)
	if err != nil {
		return RetreatOptions{}, err
	}
	if g := s.garrison(p); g != nil {
		return RetreatOptions{Garrison: g}, nil
	}
	b := s.Board
	occupied, zoc := s.enemyMarks(p.Unit)
	var vacant, friendly []model.Hex
	for d := range 6 {
		j := int(b.nbr[i][d])
		if j < 0 || b.sideExtra[i][d] < 0 || b.enterCost[j] < 0 || occupied[j] || zoc[j] {
			continue
		}
		if b.germanBan[j] && p.Force.German() && !s.BerlinOpen {
			continue
		}
		h := b.hexes[j]
		others := s.UnitsAt(h)
		if len(others) == 0 {
			vacant = append(vacant, h)
			continue
		}
		if ok, _ := s.stackingAllows(p.Unit, h); ok {
			friendly = append(friendly, h)
		}
	}
	var out RetreatOptions
	switch {
	case len(vacant) > 0:
		model.SortHexes(vacant)
		out = RetreatOptions{Hexes: vacant, Vacant: true}
	case len(friendly) > 0:
		model.SortHexes(friendly)
		out = RetreatOptions{Hexes: friendly}
	default:
		return RetreatOptions{Eliminated: true}, nil
	}
	for _, h := range out.Hexes {
		out.Consequences = append(out.Consequences, s.crossing(p, h))
	}
	return out, nil
}

// crossing is what a retreat from p's hex into h does under the border
// rules, or nil.
func (s *Situation) crossing(p Placed, h model.Hex) *Consequence {
	b := s.Board
	from, to := b.Theater(p.Hex), b.Theater(h)
	crossed := from != to && from != model.TheaterBoundary && to != model.TheaterBoundary && from != "" && to != ""
	switch {
	case p.Force.German() && crossed && s.Area == model.TheaterEast && to == model.TheaterWest:
		return &Consequence{Code: "retreat.return-east", Rule: s.Cite("retreat.return-east"),
			What: "west of the Theater Boundary, out of play: it must return east on the following turn or be eliminated"}
	case p.Force.German() && crossed && s.TheaterEnforced:
		f := model.WestGerman
		if to == model.TheaterEast {
			f = model.EastGerman
		}
		return &Consequence{Code: "retreat.force-change", Rule: s.Cite("retreat.force-change"), Force: f,
			What: fmt.Sprintf("across the Theater Boundary: it becomes %s", f)}
	case (p.Force == model.WesternAllied || p.Force == model.Soviet) && s.TheaterEnforced && to != model.TheaterBoundary && to != "" && to != ownSide(p.Force):
		return &Consequence{Code: "retreat.return-theater", Rule: s.Cite("retreat.return-theater"),
			What: "across the Theater Boundary: it must cross back by the end of its next movement phase or be eliminated"}
	}
	fromY, toY := b.Yugoslav(p.Hex), b.Yugoslav(h)
	switch {
	case p.Nationality == model.Yugoslav && fromY && !toY:
		return &Consequence{Code: "retreat.return-yugoslavia", Rule: s.Cite("retreat.return-yugoslavia"),
			What: "out of Yugoslavia: it must re-enter by the end of the following Soviet combat phase or be eliminated"}
	case p.Force == model.Soviet && p.Nationality != model.Yugoslav && !fromY && toY:
		return &Consequence{Code: "retreat.leave-yugoslavia", Rule: s.Cite("retreat.leave-yugoslavia"),
			What: "into Yugoslavia: it must leave on the following turn or be eliminated"}
	}
	return nil
}

// garrison returns the garrison rule when p is the garrison of a capital:
// a Soviet front standing in a capital city. It attacks and defends but
// never moves, and ignores retreats (1975 11.22-11.23; Deluxe 10.0),
// including the fronts the Red Star/White Star set-ups put in capitals.
func (s *Situation) garrison(p Placed) *Consequence {
	if !p.SovietFront() {
		return nil
	}
	info, ok := s.Board.Map.Hex(p.Hex)
	if !ok || info.City == nil || !info.City.Capital {
		return nil
	}
	return &Consequence{Code: "garrison.fixed", Rule: s.Cite("garrison.fixed"),
		What: fmt.Sprintf("the garrison of %s: it never moves and ignores retreats", info.City.Name)}
}

// Garrison reports whether the unit with id is a capital's garrison, with
// the rule.
func (s *Situation) Garrison(id string) (*Consequence, error) {
	p, _, err := s.unitOnMap(id)
	if err != nil {
		return nil, err
	}
	return s.garrison(p), nil
}

// StrandedUnit is a unit standing where the border rules let it be only
// for a while, and what it must do.
type StrandedUnit struct {
	Unit        string       `json:"unit"`
	Hex         model.Hex    `json:"hex"`
	Consequence *Consequence `json:"consequence"`
}

// Stranded lists the units a retreat has left across a border, each with
// its deadline (1975 5.32, 5.41-5.42, 14.3; Deluxe 5.2.2, 5.3, 14.0): a
// Western Allied or Soviet unit across the Theater Boundary must be back by
// the end of its next movement phase, a Yugoslav unit in Yugoslavia by the
// end of the next Soviet combat phase, a Soviet unit must leave Yugoslavia
// on the following turn, a German unit in Collapse in the East must return
// east on the following turn. A unit still listed when its deadline passes
// is eliminated; the caller, who knows the phase, applies that.
func (s *Situation) Stranded() []StrandedUnit {
	var out []StrandedUnit
	for _, u := range s.Units {
		i, ok := s.Board.index(u.Hex)
		if !ok {
			continue
		}
		outside := (s.TheaterEnforced && !s.theaterAllows(u.Unit, i)) || !s.yugoslavAllows(u.Unit, i)
		if s.Area != "" && u.Force.German() && s.Board.theater[i] != s.Area {
			outside = true
		}
		if !outside {
			continue
		}
		if c := s.crossing(Placed{Unit: u.Unit, Hex: s.homeHex(u)}, u.Hex); c != nil {
			out = append(out, StrandedUnit{Unit: u.Counter, Hex: u.Hex, Consequence: c})
		}
	}
	return out
}
