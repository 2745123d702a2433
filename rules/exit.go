package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// ExitResult is what a German unit leaving the map by an exit hex does
// (1975 10.0-10.3; Deluxe 9.0): its player removes the two enemy units on
// that front closest to the hex, flipped until the end of the movement
// phase and keeping their zones of control; none of them, nor the German
// unit, goes to a destroyed-units box, and none returns. If no enemy unit
// is left on that front, he takes two of his choice from its destroyed
// units box instead.
type ExitResult struct {
	Unit string    `json:"unit"`
	Hex  model.Hex `json:"hex"`
	// Front is "italy" when the exit hex lies in Italy, "" otherwise: the
	// units removed are the enemy units on the same front.
	Front string `json:"front,omitempty"`
	// Side is the exit hex's side of the Theater Boundary ("" on a map
	// without one). The front is the exit's edge: the enemy units on that
	// side (or on the boundary), in Italy for an Italian exit and outside
	// it otherwise.
	Side model.Theater `json:"side,omitempty"`
	// BoxForces are the enemy forces whose destroyed units box serves the
	// front when FromBox: those whose own side is the exit's (the Western
	// Allies west, the Soviets east).
	BoxForces []model.Force `json:"boxForces,omitempty"`
	// Closest lists the candidates, nearest first, down to the distance at
	// which two are reached; when more than two share the last distance the
	// exiting player chooses among them (Deluxe 9.0; 1975 10.1 does not
	// say).
	Closest []ExitCandidate `json:"closest"`
	// Remove is how many to remove (two, or fewer if fewer are on the front).
	Remove int `json:"remove"`
	// FromBox is true when no enemy unit is left on the front: the player
	// takes two units of his choice from its destroyed units box (1975
	// 10.2; Deluxe 9.0).
	FromBox bool   `json:"fromBox,omitempty"`
	Rule    string `json:"rule,omitempty"`
}

// ExitCandidate is an enemy unit and its distance from the exit hex.
type ExitCandidate struct {
	Unit     string    `json:"unit"`
	Hex      model.Hex `json:"hex"`
	Distance int       `json:"distance"`
}

// FrontItaly is ExitResult.Front for an exit in Italy.
const FrontItaly = "italy"

// ExitRemovals is the number of enemy units an exit removes.
const ExitRemovals = 2

// Exit works out what the unit with id leaving the map from hex does. The
// unit must be German and the hex one of its force's exit hexes; that it
// has the four movement points to spare is Reach's to say.
func (s *Situation) Exit(id string, from model.Hex) (ExitResult, error) {
	p, _, err := s.unitOnMap(id)
	if err != nil {
		return ExitResult{}, err
	}
	if !p.Force.German() {
		return ExitResult{}, s.errorf("exit.not-german", "%s is %s; only German units may leave the map", id, p.Force)
	}
	if !s.exitHexFor(p.Force, from) {
		return ExitResult{}, s.errorf("exit.not-exit-hex", "%s is not an exit hex for %s units", from, p.Force)
	}
	res := ExitResult{Unit: id, Hex: from, Rule: s.Cite("exit.removal")}
	italy := s.Board.Map.Hexes[from].Regions.Country == model.CountryItaly
	if italy {
		res.Front = FrontItaly
	}
	res.Side = s.Board.Theater(from)
	var cands []ExitCandidate
	for _, u := range s.Units {
		if !s.Relations.Hostile(p.Force, u.Force) || !s.onFront(u.Hex, res.Side, italy) {
			continue
		}
		cands = append(cands, ExitCandidate{Unit: u.Counter, Hex: u.Hex, Distance: model.Distance(u.Hex, from)})
	}
	slices.SortStableFunc(cands, func(a, b ExitCandidate) int {
		if a.Distance != b.Distance {
			return a.Distance - b.Distance
		}
		switch {
		case a.Hex.Less(b.Hex):
			return -1
		case b.Hex.Less(a.Hex):
			return 1
		}
		return 0
	})
	if len(cands) == 0 {
		for _, f := range []model.Force{model.WesternAllied, model.Soviet} {
			if s.Relations.Hostile(p.Force, f) && (res.Side == "" || ownSide(f) == res.Side) {
				res.BoxForces = append(res.BoxForces, f)
			}
		}
		res.FromBox, res.Remove, res.Rule = true, ExitRemovals, s.Cite("exit.front-empty")
		res.Closest = []ExitCandidate{}
		return res, nil
	}
	res.Remove = min(ExitRemovals, len(cands))
	cut := cands[res.Remove-1].Distance
	for _, c := range cands {
		if c.Distance <= cut {
			res.Closest = append(res.Closest, c)
		}
	}
	return res, nil
}

// onFront reports whether a unit on h is on the front of an exit on side
// of the Theater Boundary, in Italy or not: an exit's front is its edge of
// the map (the edition's notes, "exit-front"), so that a west exit never
// removes a Soviet unit far east.
func (s *Situation) onFront(h model.Hex, side model.Theater, italy bool) bool {
	if (s.Board.Map.Hexes[h].Regions.Country == "italy") != italy {
		return false
	}
	t := s.Board.Theater(h)
	return side == "" || t == side || t == model.TheaterBoundary
}

// exitHexFor reports whether h lies in an exit zone open to force f: a
// zone of f's, or of either German force for a German unit where the
// scenario makes the German exits one (german-exits-any-zone); a zone
// that names a rule effect only when the scenario has it (the Deluxe
// Courland rows, courland-exit-own-rows).
func (s *Situation) exitHexFor(f model.Force, h model.Hex) bool {
	open := func(z model.Zone) bool {
		if len(z.Forces) == 0 || slices.Contains(z.Forces, string(f)) {
			return true
		}
		return f.German() && s.Has(model.GermanExitsAnyZone) &&
			(slices.Contains(z.Forces, string(model.WestGerman)) || slices.Contains(z.Forces, string(model.EastGerman)))
	}
	for _, id := range s.Board.Map.ZoneIDs() {
		z := s.Board.Map.Zones[id]
		if z.Kind != model.ZoneExit || !open(z) || (z.Effect != "" && !s.Has(z.Effect)) {
			continue
		}
		hs, err := s.Board.ZoneHexes(id)
		if err == nil && slices.Contains(hs, h) {
			return true
		}
	}
	return false
}

// String is a candidate as "5-us (2104, 3 hexes)".
func (c ExitCandidate) String() string {
	return fmt.Sprintf("%s (%s, %d hexes)", c.Unit, c.Hex, c.Distance)
}
