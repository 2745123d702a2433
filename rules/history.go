package rules

import "github.com/bfgdata/bfgdata/model"

// CityHistory is, for each city, the force of the player who last had
// units in it or next to it (1975 12.1; Deluxe 11.0: "the last to have
// units pass through or next to the city"). A position alone cannot say
// this; a referee following the game keeps it with Pass and Settle and
// scores with VictoryPointsWith.
type CityHistory map[model.Hex]model.Force

// NewCityHistory starts a history at a position: each city goes to the
// force that holds it there, if that force scores for a player.
func (s *Situation) NewCityHistory() CityHistory {
	h := CityHistory{}
	s.Settle(h)
	return h
}

// Pass records that a unit of force f stood, in order, in each of the
// hexes: every city in or next to one of them (next to as a zone of
// control reaches) was last passed by f. A force that scores for nobody
// changes nothing here; Settle takes cities from both players.
func (s *Situation) Pass(h CityHistory, f model.Force, hexes []model.Hex) {
	if s.scorerOf(f) == "" {
		return
	}
	for _, at := range hexes {
		s.passCity(h, f, at)
		for _, dir := range model.Directions {
			if n, ok := at.Step(dir); ok && s.Board.ZOCReaches(at, n) {
				s.passCity(h, f, n)
			}
		}
	}
}

func (s *Situation) passCity(h CityHistory, f model.Force, city model.Hex) {
	if info, ok := s.Board.Map.Hexes[city]; ok && info.City != nil {
		h[city] = f
	}
}

// Settle brings the history up to the position: a city a player's units
// hold now (occupied, or in a zone of control of his alone) is his last; a
// city that a unit scoring for nobody occupies, or that only such units'
// zones of control reach, is nobody's until a player's units pass again
// (our reading of Deluxe 11.0's first way of control, ambiguity 16 of the
// rules audit).
func (s *Situation) Settle(h CityHistory) {
	b := s.Board
	at := make(map[model.Hex][]Placed, len(s.Units))
	for _, u := range s.Units {
		at[u.Hex] = append(at[u.Hex], u)
	}
	for _, c := range b.cities {
		if units := at[c]; len(units) > 0 {
			if f := units[0].Force; s.scorerOf(f) != "" {
				h[c] = f
			} else {
				delete(h, c)
			}
			continue
		}
		players, other := map[model.Force]model.Force{}, false
		for _, dir := range model.Directions {
			n, ok := c.Step(dir)
			if !ok || !b.ZOCReaches(n, c) {
				continue
			}
			for _, u := range at[n] {
				if p := s.scorerOf(u.Force); p != "" {
					players[p] = u.Force
				} else {
					other = true
				}
			}
		}
		switch {
		case len(players) == 1 && !other:
			for _, f := range players {
				h[c] = f
			}
		case len(players) == 0 && other:
			delete(h, c)
		}
	}
}

// scorerOf is the player, by his force, a unit of force f scores for; ""
// when it scores for nobody.
func (s *Situation) scorerOf(f model.Force) model.Force {
	for p, fs := range s.scorers() {
		for _, g := range fs {
			if g == f {
				return p
			}
		}
	}
	return ""
}
