package game

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// ending is what the Session keeps for what happens by itself at the ends
// of phases and turns and at the game's end: the history the rules need
// beyond the position.
type ending struct {
	// cities is who last passed through or next to each city.
	cities rules.CityHistory
	// berlin are the Allied forces in the order their units first entered
	// Berlin; fallen is set once Berlin has fallen.
	berlin []model.Force
	fallen bool
	// removed are the units taken off the map by the fall of Berlin.
	removed []rules.Unit
	// stranded is, for each unit a retreat left across a border, the
	// point of the game (see at) from which it has been there.
	stranded map[string]int
	// occupied is, for each capital a Soviet unit occupied, the point of
	// the game at which it was first seen occupied.
	occupied map[model.Hex]int
	// verdict is the game's end, once decided.
	verdict *Verdict
}

// Verdict is who won a game that is over, and why; Winners is empty for a
// draw.
type Verdict struct {
	Winners []model.Player `json:"winners"`
	Reason  string         `json:"reason"`
	Rule    string         `json:"rule,omitempty"`
}

// at is the current point of the game as one ordered number: the turn and
// the phase within it.
func (s *Session) at() int { return s.turn*(len(s.seq.Phases)+1) + s.phase + 1 }

// begin starts the history at the scenario's start position.
func (s *Session) begin() {
	s.end = ending{cities: s.sit.NewCityHistory(), stranded: map[string]int{}, occupied: map[model.Hex]int{}}
	s.notice()
}

// arrived records that unit entered the hexes, in order, by a move, a
// retreat or an advance: the fortifications it destroys, the cities it
// passes, and Berlin entered.
func (s *Session) arrived(unit string, hexes []model.Hex) {
	s.destroyForts(unit, hexes)
	p, ok := s.sit.Find(unit)
	if !ok {
		return
	}
	s.sit.Pass(s.end.cities, p.Force, hexes)
	if b, ok := s.sit.Board.Berlin(); ok && slices.Contains(hexes, b) && (p.Force == model.Soviet || p.Force == model.WesternAllied) && !slices.Contains(s.end.berlin, p.Force) {
		s.end.berlin = append(s.end.berlin, p.Force)
	}
}

// notice brings what the Session keeps up to the position after an event
// or a change of the position: city control, capitals occupied, units
// stranded across a border.
func (s *Session) notice() {
	s.sit.Settle(s.end.cities)
	s.noticeCapitals()
	s.noticeStranded()
}

// noticeAfter is notice after action e: only a retreat leaves a unit
// across a border, so the stranded units are looked for after an attack,
// or when some are there already (a move may bring one back). A long
// record pays this after every action.
func (s *Session) noticeAfter(e Entry) {
	s.sit.Settle(s.end.cities)
	s.noticeCapitals()
	if e.Kind == "attack" || len(s.end.stranded) > 0 {
		s.noticeStranded()
	}
}

func (s *Session) noticeStranded() {
	now := s.at()
	seen := map[string]bool{}
	for _, st := range s.sit.Stranded() {
		seen[st.Unit] = true
		if _, ok := s.end.stranded[st.Unit]; !ok {
			s.end.stranded[st.Unit] = now
		}
	}
	for id := range s.end.stranded {
		if !seen[id] {
			delete(s.end.stranded, id)
		}
	}
}

func (s *Session) noticeCapitals() {
	now := s.at()
	for i := range s.sit.Units {
		u := &s.sit.Units[i]
		if u.Force != model.Soviet || !s.sit.Board.Capital(u.Hex) {
			continue
		}
		if _, ok := s.end.occupied[u.Hex]; !ok {
			s.end.occupied[u.Hex] = now
		}
	}
}
