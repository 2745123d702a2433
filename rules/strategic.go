package rules

import "github.com/bfgdata/bfgdata/model"

// StrategicReach lists where the unit with id may go with the three-player
// game's strategic move (1975 16.42; Deluxe 16.3): one German unit a
// movement phase moves at triple its allowance (the rule's number), if it
// does not start in an enemy zone of control, and may not end in one; in
// 1975 it must also cross the Theater Boundary and end on the other side.
// The hexes it may only pass through are marked as such.
func (s *Situation) StrategicReach(id string) (ReachResult, error) {
	rule, ok := s.Rule(model.TripleMove)
	if !ok {
		return ReachResult{}, s.errorf("strategic.not-allowed", "the scenario has no strategic move")
	}
	cite := s.Edition + " " + rule.Rule
	refuse := func(code, format string, args ...any) error {
		return refusal(code, cite, format, args...)
	}
	p, start, err := s.unitOnMap(id)
	if err != nil {
		return ReachResult{}, err
	}
	if !p.Force.German() {
		return ReachResult{}, refuse("strategic.not-allowed", "%s is %s; only a German unit makes the strategic move", id, p.Force)
	}
	if _, zoc := s.enemyMarks(p.Unit); zoc[start] {
		return ReachResult{}, refuse("strategic.in-zoc", "%s starts in an enemy zone of control", id)
	}
	mult := max(rule.Number, 1)
	res, err := s.Reach(id, mult*p.Movement)
	if err != nil {
		return res, err
	}
	cross := s.Has(model.TripleMoveCrossesBoundary)
	from := s.Board.Theater(p.Hex)
	for i, h := range res.Hexes {
		switch {
		case h.EnemyZOC:
			res.Hexes[i].CanEnd, res.Hexes[i].Why = false, "an enemy zone of control: the strategic move may not end there"
		case cross && !acrossBoundary(from, s.Board.Theater(h.Hex)):
			res.Hexes[i].CanEnd, res.Hexes[i].Why = false, "not across the Theater Boundary ("+s.citeEffect(model.TripleMoveCrossesBoundary)+")"
		}
	}
	res.Exits = []model.Hex{}
	return res, nil
}

// acrossBoundary reports whether a move from side a ends on the other side.
func acrossBoundary(a, b model.Theater) bool {
	return (a == model.TheaterEast && b == model.TheaterWest) || (a == model.TheaterWest && b == model.TheaterEast)
}
