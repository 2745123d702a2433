package rules

import "github.com/bfgdata/bfgdata/model"

// DestroyForts destroys the fortified lines of the hexes a Western Allied
// unit with id entered, by movement or retreat (1975 6.44; Deluxe 6.4:
// the moment the hex is entered, so passing through counts too), and
// returns the hexes whose fortification it destroyed. Units of other
// forces destroy nothing. Advances are destroyed by Apply itself.
func (s *Situation) DestroyForts(id string, entered []model.Hex) []model.Hex {
	p, ok := s.Find(id)
	if !ok || p.Force != model.WesternAllied {
		return nil
	}
	var out []model.Hex
	for _, h := range entered {
		if s.Board.fortifiedAt(h) && !s.FortificationDestroyed(h) {
			s.DestroyedForts = append(s.DestroyedForts, h)
			out = append(out, h)
		}
	}
	return out
}
