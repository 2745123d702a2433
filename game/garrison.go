package game

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// checkGarrisons checks, at the end of a Soviet movement phase, that each
// capital a Soviet unit occupied before the phase began has a Soviet
// front in it as its garrison (1975 11.11: by the end of the next Soviet
// movement phase; Deluxe 10.0: as soon as possible, read as the same
// deadline, ambiguity 22 of the rules audit). A capital German units hold
// again owes nothing while they do. A record that misses the deadline is
// illegal, blamed on the phase.
func (s *Session) checkGarrisons(ptr string, ph Phase) *diag.Diagnostic {
	if ph.Force != model.Soviet {
		return nil
	}
	// The first capital owed, in id order, is the one reported.
	owed := s.garrisonsOwed()
	if len(owed) == 0 {
		return nil
	}
	h := owed[0]
	at := ptr
	if es := s.phaseEntries(ph); len(es) > 0 {
		at, _, _ = strings.Cut(es[0].Pointer, "/actions/")
	}
	name := s.sit.Board.Map.Hexes[h].City.Name
	return s.illegal(at, "game.garrison-missing", fmt.Sprintf("a Soviet unit occupied %s (%s), and at the end of %s no Soviet front garrisons it", name, h, ph.ID))
}

// garrisonsOwed are the capitals a Soviet unit occupied before the current
// phase began that have no Soviet front in them, sorted: those German
// units hold again owe nothing while they do.
func (s *Session) garrisonsOwed() []model.Hex {
	now := s.at()
	capitals := slices.Collect(maps.Keys(s.end.occupied))
	model.SortHexes(capitals)
	var out []model.Hex
	for _, h := range capitals {
		if s.end.occupied[h] >= now {
			continue
		}
		units := s.sit.UnitsAt(h)
		if len(units) > 0 && units[0].Force.German() {
			continue
		}
		if slices.ContainsFunc(units, func(u rules.Placed) bool { return u.Force == model.Soviet && u.SovietFront() }) {
			continue
		}
		out = append(out, h)
	}
	return out
}
