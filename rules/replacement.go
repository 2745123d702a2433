package rules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// ReplacementChoices returns the destroyed units a force may bring back
// next (1975 8.22; Deluxe 7.2): Soviet and German forces must take a unit
// of the lowest attack strength first, choosing freely among equals; the
// Western Allies may take any. Yugoslav (and, in the Deluxe rules,
// Hungarian) units never come back and are left out.
func ReplacementChoices(force model.Force, destroyed []Unit) []Unit {
	var eligible []Unit
	for _, u := range destroyed {
		if u.Nationality == model.Yugoslav || u.Nationality == model.Hungarian {
			continue
		}
		eligible = append(eligible, u)
	}
	if force == model.WesternAllied || len(eligible) == 0 {
		return eligible
	}
	lowest := eligible[0].Attack
	for _, u := range eligible {
		lowest = min(lowest, u.Attack)
	}
	var out []Unit
	for _, u := range eligible {
		if u.Attack == lowest {
			out = append(out, u)
		}
	}
	return out
}

// ReplacementAllowance is the movement allowance of a unit on the turn it
// returns: German replacements move at double their printed allowance
// (1975 8.23; Deluxe 7.2).
func ReplacementAllowance(u Unit) int {
	if u.Force.German() {
		return 2 * u.Movement
	}
	return u.Movement
}

// Entry is where a replacement may be placed.
type Entry struct {
	Hexes []model.Hex
	// Force is the force the unit enters as; a German replacement shut out
	// of its own side goes to the other theater and changes force
	// (1975 8.24; Deluxe 7.2).
	Force model.Force
	// AnySide: the scenario lets German replacements enter next to Berlin
	// on either side of the Theater Boundary (1975 16.2; Deluxe 16.3).
	AnySide bool
	Rule    string
}

// ReplacementEntry returns the hexes where a replacement of force may be
// placed. German units appear next to Berlin on their side of the Theater
// Boundary, in hexes free of enemy units; if every such hex is blocked they
// go to the other side, and with both blocked the unit is lost (no hexes).
// Soviet and Western Allied units enter on the map's replacement zones for
// their force (east edge north of Yugoslavia; west edge; Italy's south
// edge), where stacking allows (Deluxe 7.2).
func (s *Situation) ReplacementEntry(u Unit) Entry {
	b := s.Board
	if u.Force.German() && s.Has(model.GermanReplacementsAnySide) {
		hs := append(s.berlinNeighbours(u, model.TheaterWest), s.berlinNeighbours(u, model.TheaterEast)...)
		model.SortHexes(hs)
		return Entry{Hexes: hs, Force: u.Force, AnySide: true, Rule: s.citeEffect(model.GermanReplacementsAnySide)}
	}
	if u.Force.German() {
		own, other := model.TheaterWest, model.TheaterEast
		otherForce := model.EastGerman
		if u.Force == model.EastGerman {
			own, other, otherForce = model.TheaterEast, model.TheaterWest, model.WestGerman
		}
		if hs := s.berlinNeighbours(u, own); len(hs) > 0 {
			return Entry{Hexes: hs, Force: u.Force}
		}
		moved := u
		moved.Force = otherForce
		return Entry{Hexes: s.berlinNeighbours(moved, other), Force: otherForce}
	}
	var out []model.Hex
	for _, id := range b.Map.ZoneIDs() {
		z := b.Map.Zones[id]
		if z.Kind != model.ZoneReplacement || !slices.Contains(z.Forces, string(u.Force)) {
			continue
		}
		hs, err := b.ZoneHexes(id)
		if err != nil {
			continue
		}
		for _, h := range hs {
			if !b.Enterable(h) || s.enemyIn(u, h) || slices.Contains(out, h) {
				continue
			}
			if ok, _ := s.stackingAllows(u, h); ok {
				out = append(out, h)
			}
		}
	}
	model.SortHexes(out)
	return Entry{Hexes: out, Force: u.Force}
}

func (s *Situation) berlinNeighbours(u Unit, side model.Theater) []model.Hex {
	berlin, ok := s.Board.Berlin()
	if !ok {
		return nil
	}
	var out []model.Hex
	for _, h := range s.Board.Map.Neighbours(berlin) {
		if s.Board.Theater(h) != side || !s.Board.Enterable(h) || s.enemyIn(u, h) {
			continue
		}
		if ok, _ := s.stackingAllows(u, h); ok {
			out = append(out, h)
		}
	}
	return out
}

func (s *Situation) enemyIn(u Unit, h model.Hex) bool {
	for _, o := range s.UnitsAt(h) {
		if s.Relations.Hostile(u.Force, o.Force) {
			return true
		}
	}
	return false
}

// ReplacementMove is how far a replacement may move on the turn it enters.
type ReplacementMove struct {
	// Allowance is what it has left for the movement phase: double its
	// printed allowance for a German unit (1975 8.23; Deluxe 7.2), less
	// the cost of the hex it entered where the edition makes entry cost
	// movement points (1975 8.23: one for the hex next to Berlin; 8.25:
	// the terrain cost of an edge hex).
	Allowance int    `json:"allowance"`
	EntryCost int    `json:"entryCost,omitempty"`
	CostRule  string `json:"costRule,omitempty"`
	// Stopped: it entered in an enemy zone of control and may move no
	// further this turn (1975 8.26; Deluxe 7.2).
	Stopped  bool   `json:"stopped,omitempty"`
	StopRule string `json:"stopRule,omitempty"`
}

// ReplacementMovement works out the movement a replacement unit u has
// after entering at hex entry.
func (s *Situation) ReplacementMovement(u Unit, entry model.Hex) (ReplacementMove, error) {
	i, ok := s.Board.index(entry)
	if !ok || s.Board.enterCost[i] < 0 {
		return ReplacementMove{}, newError("replacement.entry", "%s is not a hex a replacement can enter", entry)
	}
	m := ReplacementMove{Allowance: ReplacementAllowance(u)}
	if s.Applies("replacement.entry-cost") {
		m.EntryCost = s.Board.enterCost[i]
		if u.Force.German() {
			m.EntryCost = 1
		}
		m.Allowance = max(m.Allowance-m.EntryCost, 0)
		m.CostRule = s.Cite("replacement.entry-cost")
	}
	_, zoc := s.enemyMarks(u)
	if zoc[i] {
		m.Stopped, m.StopRule, m.Allowance = true, s.Cite("replacement.enemy-zoc"), 0
	}
	return m, nil
}
