package rules

import "github.com/bfgdata/bfgdata/model"

// CityControl says who holds one city in a position, and whether it scores.
type CityControl struct {
	Hex        model.Hex
	Name       string
	VP         int
	Capital    bool
	Controller model.Force // "" when nobody holds it, or a German force
	Scores     bool
	How        string
}

// VictoryPoints scores a position for the Soviet and Western Allied players
// (1975 12.1, 11.12; Deluxe 11.0, 10.0). A city is held by occupying it, or
// by exerting a zone of control into it when it is not occupied and no
// German unit or unit of the other player exerts one there. The Soviets
// score a capital only with a front garrisoned in it. The rulebooks' third
// way — being the last to pass through — needs the game's history, which a
// single position does not hold; such cities count for nobody here.
func (s *Situation) VictoryPoints() (map[model.Force]int, []CityControl) {
	score := map[model.Force]int{model.Soviet: 0, model.WesternAllied: 0}
	var cities []CityControl
	for _, h := range s.Board.Map.HexIDs() {
		info := s.Board.Map.Hexes[h]
		if info.City == nil {
			continue
		}
		c := CityControl{Hex: h, Name: info.City.Name, VP: info.City.VP, Capital: info.City.Capital}
		c.Controller, c.How = s.cityController(h)
		c.Scores = c.Controller == model.Soviet || c.Controller == model.WesternAllied
		if c.Scores && c.Controller == model.Soviet && c.Capital && !s.frontIn(h) {
			c.Scores = false
			c.How += "; a Soviet capital scores only with a front garrison"
		}
		if c.Scores {
			score[c.Controller] += c.VP
		}
		cities = append(cities, c)
	}
	return score, cities
}

func (s *Situation) cityController(h model.Hex) (model.Force, string) {
	if units := s.UnitsAt(h); len(units) > 0 {
		return units[0].Force, "occupied"
	}
	reaching := map[model.Force]bool{}
	for _, u := range s.Units {
		if model.Adjacent(u.Hex, h) && s.Board.ZOCReaches(u.Hex, h) {
			reaching[u.Force] = true
		}
	}
	if reaching[model.EastGerman] || reaching[model.WestGerman] {
		return "", "in a German zone of control"
	}
	switch {
	case reaching[model.Soviet] && reaching[model.WesternAllied]:
		return "", "disputed by both players' zones of control"
	case reaching[model.Soviet]:
		return model.Soviet, "undisputed zone of control"
	case reaching[model.WesternAllied]:
		return model.WesternAllied, "undisputed zone of control"
	}
	return "", "no unit in or next to it"
}

func (s *Situation) frontIn(h model.Hex) bool {
	for _, u := range s.UnitsAt(h) {
		if u.SovietFront() {
			return true
		}
	}
	return false
}
