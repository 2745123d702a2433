package game

import "github.com/bfgdata/bfgdata/rules"

// destroy takes a unit off the map into the destroyed units. Everything
// that eliminates a unit (combat, a stranded unit's deadline, an exit's
// removals) goes through here, so that the boxes stay one list.
func (s *Session) destroy(u rules.Unit) {
	s.destroyed = append(s.destroyed, u)
}
