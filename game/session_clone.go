package game

import (
	"maps"
	"slices"
)

// clone is a copy of the Session that can go on (an action, the end of a
// phase) without changing s: what a Play tries before it takes it, instead
// of replaying its whole record. The edition, scenario, sequence and board
// are shared (nothing changes them during a game); so are the log's
// entries, which are only ever appended to, never changed in place (the
// copy's log is clipped, so that appending to it never writes into s's).
func (s *Session) clone() *Session {
	c := *s
	c.sit = s.sit.Clone()
	c.offMap = slices.Clone(s.offMap)
	c.destroyed = slices.Clone(s.destroyed)
	c.fresh = maps.Clone(s.fresh)
	c.moved = maps.Clone(s.moved)
	c.log = slices.Clip(s.log)
	c.events = slices.Clone(s.events)
	c.evac.entered = slices.Clone(s.evac.entered)
	c.offense.placed = slices.Clone(s.offense.placed)
	c.offense.tilted = maps.Clone(s.offense.tilted)
	c.exits.flipped = slices.Clone(s.exits.flipped)
	c.exits.gone = slices.Clone(s.exits.gone)
	c.end.cities = maps.Clone(s.end.cities)
	c.end.berlin = slices.Clone(s.end.berlin)
	c.end.removed = slices.Clone(s.end.removed)
	c.end.stranded = maps.Clone(s.end.stranded)
	c.end.occupied = maps.Clone(s.end.occupied)
	if s.end.verdict != nil {
		v := *s.end.verdict
		v.Winners = slices.Clone(v.Winners)
		c.end.verdict = &v
	}
	// the spare position is the attacks' scratch paper, s's own
	c.spare = nil
	return &c
}
