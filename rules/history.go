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
	// on the board's tables, as Settle: a replay passes after every move
	b := s.Board
	for _, at := range hexes {
		i, ok := b.index(at)
		if !ok {
			continue // no city, and no zone of control from off the map
		}
		if b.citySlot[i] >= 0 {
			h[at] = f
		}
		for d := range 6 {
			if j := b.nbr[i][d]; j >= 0 && !b.zocBlocked[i][d] && b.citySlot[j] >= 0 {
				h[b.hexes[j]] = f
			}
		}
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
	var buf [8]forcePlayer
	scorer := s.scorerTable(buf[:0])
	// What each city has in it and next to it: the first unit's force,
	// the one player whose zones of control reach it (two: disputed), and
	// whether a unit scoring for nobody reaches it. A referee settles after
	// every action, so this walks the units once, not the cities, and
	// numbers the forces (from 1, in forces) to keep the marks small.
	type mark struct {
		occupant, reach, reachPlayer int8
		disputed, german             bool
	}
	var forces []model.Force
	number := func(f model.Force) int8 {
		for k, g := range forces {
			if g == f {
				return int8(k + 1)
			}
		}
		forces = append(forces, f)
		return int8(len(forces))
	}
	marks := make([]mark, len(b.cities))
	var lastF model.Force
	var lastN, lastP int8 // the units come force by force
	for n := range s.Units {
		u := &s.Units[n]
		i, ok := b.index(u.Hex)
		if !ok || !b.nearCity[i] {
			continue
		}
		if u.Force != lastF || lastN == 0 {
			lastF, lastN, lastP = u.Force, number(u.Force), 0
			if p := scorer.of(u.Force); p != "" {
				lastP = number(p)
			}
		}
		if k := b.citySlot[i]; k >= 0 && marks[k].occupant == 0 {
			marks[k].occupant = lastN
		}
		for d := range 6 {
			j := b.nbr[i][d]
			if j < 0 || b.zocBlocked[i][d] || b.citySlot[j] < 0 {
				continue
			}
			m := &marks[b.citySlot[j]]
			switch {
			case lastP == 0:
				m.german = true
			case m.reach == 0:
				m.reach, m.reachPlayer = lastN, lastP
			case m.reachPlayer != lastP:
				m.disputed = true
			}
		}
	}
	for k, c := range b.cities {
		m := marks[k]
		switch {
		case m.occupant != 0 && scorer.of(forces[m.occupant-1]) != "":
			h[c] = forces[m.occupant-1]
		case m.occupant != 0:
			delete(h, c)
		case m.reach != 0 && !m.disputed && !m.german:
			h[c] = forces[m.reach-1]
		case m.reach == 0 && m.german:
			delete(h, c)
		}
	}
}

// scorerOf is the player, by his force, a unit of force f scores for; ""
// when it scores for nobody.
func (s *Situation) scorerOf(f model.Force) model.Force {
	var buf [8]forcePlayer
	return s.scorerTable(buf[:0]).of(f)
}

// forcePlayer is a force that scores and its player.
type forcePlayer struct{ force, player model.Force }

// scorerList lists each force that scores with its player.
type scorerList []forcePlayer

// of is the player a unit of force f scores for, "" for none.
func (l scorerList) of(f model.Force) model.Force {
	for _, p := range l {
		if p.force == f {
			return p.player
		}
	}
	return ""
}

// scorerTable lists each force that scores with its player, appended to
// buf: a short list, not a map, since a referee asks it after every
// action; the forces are the model's constants where they are one, which
// compare with the units' at once.
func (s *Situation) scorerTable(buf scorerList) scorerList {
	if sc := s.Scoring; sc != nil && len(sc.Scorers) > 0 {
		for p, fs := range sc.Scorers {
			for _, f := range fs {
				buf = append(buf, forcePlayer{canonical(f), canonical(p)})
			}
		}
		return buf
	}
	return append(buf, forcePlayer{model.Soviet, model.Soviet}, forcePlayer{model.WesternAllied, model.WesternAllied})
}

// Capital reports whether h is a capital city's hex.
func (b *Board) Capital(h model.Hex) bool {
	i, ok := b.index(h)
	return ok && b.citySlot[i] >= 0 && b.Map.Hexes[h].City.Capital
}
