package game

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Box names of units off the map, as State shows them. A destroyed unit
// goes to the box of a force ("destroyed-soviet", "destroyed-west-german"
// ...), Western Allied units lost in Italy to a box of their own, and
// units that never come back (Yugoslav, Hungarian) out of the game.
const (
	// Destroyed begins the name of every destroyed-units box.
	Destroyed = "destroyed"
	// ItalyBox ends the name of the Western Allied box for Italy.
	ItalyBox = "italy"
	// OutOfGame is where an eliminated unit that is never replaced goes.
	OutOfGame = "out-of-game"
	// OutOfPlay is where German units that exited the map and the enemy
	// units removed for them go (1975 10.1; Deluxe 9.0): in no destroyed
	// units box, never to return.
	OutOfPlay = "out-of-play"
	// Removed is where the units the fall of Berlin takes off the map go
	// (1975 13.32; Deluxe 12.2).
	Removed = "removed"
)

// boxed is an eliminated unit and the box it went to: the box's force
// (for a German unit, the side of the Theater Boundary it was destroyed
// on, which may not be its own) and whether it is the Italy box. Gone
// units are out of the game.
type boxed struct {
	rules.Unit
	force model.Force
	italy bool
	gone  bool
}

// name is the box's name in State.
func (b boxed) name() string {
	switch {
	case b.gone:
		return OutOfGame
	case b.italy:
		return Destroyed + "-" + string(b.force) + "-" + ItalyBox
	}
	return Destroyed + "-" + string(b.force)
}

// destroy takes a unit off the map into the destroyed units. Everything
// that eliminates a unit (combat, a stranded unit's deadline, an exit's
// removals) goes through here, so that the boxes stay one list. p's hex
// is where it was eliminated, which decides the box (1975 8.11-8.13;
// Deluxe 7.1).
func (s *Session) destroy(p rules.Placed) {
	b := boxed{Unit: p.Unit, force: p.Force}
	info := s.sit.Board.Map.Hexes[p.Hex]
	switch {
	case p.Nationality == model.Yugoslav || p.Nationality == model.Hungarian:
		// Never replaced (1975 8.12; Deluxe 7.1): the counter leaves the
		// game. 1975 has no Hungarian units, so one list serves both.
		b.gone = true
	case p.Force.German():
		b.force = s.germanSide(p.Hex)
	case p.Force == model.WesternAllied:
		b.italy = info.Regions.Country == model.CountryItaly
	}
	s.destroyed = append(s.destroyed, b)
}

// germanSide is the German force of the side of the Theater Boundary hex
// h is on: East German east of it, West German elsewhere.
func (s *Session) germanSide(h model.Hex) model.Force {
	if s.sit.Board.Theater(h) == model.TheaterEast {
		return model.EastGerman
	}
	return model.WestGerman
}

// boxOf finds the eliminated unit with id.
func (s *Session) boxOf(id string) (boxed, bool) {
	i := slices.IndexFunc(s.destroyed, func(b boxed) bool { return b.Counter == id })
	if i < 0 {
		return boxed{}, false
	}
	return s.destroyed[i], true
}

// inBoxes lists the units the replacement phase of force may bring back:
// those in the boxes of its pool, in the order they were destroyed.
func (s *Session) inBoxes(force model.Force) []rules.Unit {
	pool := s.pool(force)
	var out []rules.Unit
	for _, b := range s.destroyed {
		if !b.gone && slices.Contains(pool, b.force) {
			out = append(out, b.Unit)
		}
	}
	return out
}

// unbox takes the unit with id out of its box.
func (s *Session) unbox(id string) {
	s.destroyed = slices.DeleteFunc(s.destroyed, func(b boxed) bool { return b.Counter == id })
}

// pool is the forces whose boxes feed the replacement phase of force: its
// own box, but both German boxes in the three-player game's German phase
// (1975 16.2; Deluxe 16.3) and in the East German phase under East Front
// Concentration (1975 13.4; Deluxe 12.3), which leaves the West German
// phase none.
func (s *Session) pool(force model.Force) []model.Force {
	both := []model.Force{model.WestGerman, model.EastGerman}
	switch {
	case force == German:
		return both
	case force == model.EastGerman && s.sit.Has(model.GermanReplacementsAsEast):
		return both
	case force == model.WestGerman && s.sit.Has(model.GermanReplacementsAsEast):
		return nil
	}
	return []model.Force{force}
}

// startInBoxes puts the units the scenario sets up in a destroyed units
// box, or out of the game, into the boxes the game keeps, which game
// state lists, the exit check searches and the replacement phases draw
// from; a box the game does not keep stays a scenario's box of its own.
func (s *Session) startInBoxes() {
	var off []rules.SetupPlacement
	for _, p := range s.offMap {
		if b, ok := boxNamed(p.Box, p.Unit); ok {
			s.destroyed = append(s.destroyed, b)
			continue
		}
		off = append(off, p)
	}
	s.offMap = off
}

// boxNamed is unit u in the box the game calls name ("destroyed-soviet",
// "destroyed-western-allied-italy", "out-of-game"), false for a name that
// is none of them.
func boxNamed(name string, u rules.Unit) (boxed, bool) {
	if name == OutOfGame {
		return boxed{Unit: u, force: u.Force, gone: true}, true
	}
	for _, f := range model.Forces {
		for _, italy := range []bool{false, f == model.WesternAllied} {
			if b := (boxed{Unit: u, force: f, italy: italy}); b.name() == name {
				return b, true
			}
		}
	}
	return boxed{}, false
}
