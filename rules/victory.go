package rules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// CityControl says who holds one city in a position, and whether it scores.
type CityControl struct {
	Hex     model.Hex
	Name    string
	VP      int
	Capital bool
	// Controller is the force whose units hold the city; "" when nobody
	// holds it. Player is the player it scores for, named by his force,
	// "" when it scores for nobody.
	Controller model.Force
	Player     model.Force
	Scores     bool
	// Counts is false for a city the scenario leaves out (Collapse in the
	// East: the cities west of the Theater Boundary).
	Counts bool
	How    string
}

// VictoryPoints scores a position for the players (1975 12.1, 11.12;
// Deluxe 11.0, 10.0), by the scenario's scoring where it has its own. A
// city is held by occupying it, or, unless the scenario counts occupation
// only (Deluxe 14.0), by exerting a zone of control into it when it is not
// occupied and no German unit or unit of the other player exerts one
// there. Each player scores the cities his scoring forces hold: by default
// the Soviet player for Soviet units and the Western Allied player for
// Western Allied units (1975 12.1); in the Deluxe Collapse in the East the
// Western Allied player scores for the East German units (14.0), while the
// 1975 one gives him no way to score (see that scenario's notes). The
// Soviets score a capital only with a front garrisoned in it. Under the SS
// rule the Western Allied player scores nothing for a city only SS units
// hold (1975 13.7; Deluxe 13.2), and in 1975 only for cities Western Allied
// units occupy. The rulebooks' third way — being the last to pass through —
// needs the game's history, which a single position does not hold; such
// cities count for nobody here (VictoryPointsWith takes the history).
func (s *Situation) VictoryPoints() (map[model.Force]int, []CityControl) {
	return s.VictoryPointsWith(nil)
}

// VictoryPointsWith scores the position as VictoryPoints does, and a city
// nobody holds by occupation or zone of control goes to the player the
// history h names (the last to pass through or next to it), unless the
// scenario counts occupation only.
func (s *Situation) VictoryPointsWith(h CityHistory) (map[model.Force]int, []CityControl) {
	scorers, control := s.scorers(), s.control()
	east := s.Scoring != nil && s.Scoring.Cities == model.CitiesEast
	score := map[model.Force]int{}
	for p := range scorers {
		score[p] = 0
	}
	playerOf := func(f model.Force) model.Force {
		for p, fs := range scorers {
			if slices.Contains(fs, f) {
				return p
			}
		}
		return ""
	}
	var cities []CityControl
	for _, hx := range s.Board.cities {
		info := s.Board.Map.Hexes[hx] // a city's hex: info.City is set
		c := CityControl{Hex: hx, Name: info.City.Name, VP: info.City.VP, Capital: info.City.Capital, Counts: true}
		if east && info.Regions.Theater != model.TheaterEast {
			c.Counts, c.How = false, "west of the Theater Boundary: out of play"
			cities = append(cities, c)
			continue
		}
		c.Controller, c.How = s.cityController(hx, control, playerOf)
		if last, ok := h[hx]; ok && c.Controller == "" && control != model.ControlOccupy {
			c.Controller, c.How = last, "last to pass through or next to it"
		}
		c.Player = playerOf(c.Controller)
		c.Scores = c.Player != ""
		switch {
		case c.Scores && c.Player == model.Soviet && c.Capital && !s.frontIn(hx):
			c.Scores = false
			c.How += "; a Soviet capital scores only with a front garrison"
		case c.Scores && c.Player == model.WesternAllied && s.onlySS(hx):
			c.Scores = false
			c.How += "; held only by SS units, it scores nothing"
		case c.Scores && c.Player == model.WesternAllied && c.How != "occupied" && s.Has(model.WesternAlliesOccupyToScore):
			c.Scores = false
			c.How += "; under the SS rule Western Allied units must occupy a city to score it"
		}
		if c.Scores {
			score[c.Player] += c.VP
		}
		cities = append(cities, c)
	}
	return score, cities
}

// cityController is the force holding the city in h, and how.
func (s *Situation) cityController(h model.Hex, control string, playerOf func(model.Force) model.Force) (model.Force, string) {
	if units := s.UnitsAt(h); len(units) > 0 {
		return units[0].Force, "occupied"
	}
	if control == model.ControlOccupy {
		return "", "not occupied"
	}
	reaching := map[model.Force]bool{}
	for _, u := range s.Units {
		if model.Adjacent(u.Hex, h) && s.Board.ZOCReaches(u.Hex, h) {
			reaching[u.Force] = true
		}
	}
	var holders []model.Force
	for f := range reaching {
		if f.German() && playerOf(f) == "" {
			return "", "in a German zone of control"
		}
		holders = append(holders, f)
	}
	slices.Sort(holders)
	players := map[model.Force]bool{}
	for _, f := range holders {
		players[playerOf(f)] = true
	}
	switch {
	case len(holders) == 0:
		return "", "no unit in or next to it"
	case len(players) > 1:
		return "", "disputed by both players' zones of control"
	}
	return holders[0], "undisputed zone of control"
}

func (s *Situation) frontIn(h model.Hex) bool {
	for _, u := range s.UnitsAt(h) {
		if u.SovietFront() {
			return true
		}
	}
	return false
}

// onlySS reports whether h holds units and all of them are SS.
func (s *Situation) onlySS(h model.Hex) bool {
	units := s.UnitsAt(h)
	if len(units) == 0 {
		return false
	}
	for _, u := range units {
		if !u.SS {
			return false
		}
	}
	return true
}

// scorers are, for each player named by his force, the forces whose units
// hold cities for him: the scenario's, or each Allied player his own.
func (s *Situation) scorers() map[model.Force][]model.Force {
	if sc := s.Scoring; sc != nil && len(sc.Scorers) > 0 {
		return sc.Scorers
	}
	return map[model.Force][]model.Force{
		model.Soviet:        {model.Soviet},
		model.WesternAllied: {model.WesternAllied},
	}
}

// control is how a city is held now: occupation, or occupation or an
// undisputed zone of control (the default).
func (s *Situation) control() string {
	if sc := s.Scoring; sc != nil && sc.Control != "" {
		return sc.Control
	}
	return model.ControlOccupyOrZOC
}
