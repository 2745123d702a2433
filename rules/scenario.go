package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Terms are the parts of a scenario's rules the engine applies.
type Terms struct {
	Edition         string
	Relations       Relations
	TheaterEnforced bool
	Area            model.Theater
	ForcesInPlay    []model.Force
	// BerlinOpen lifts the ban on German units in Berlin (Deluxe 16.3,
	// three-player game).
	BerlinOpen bool
}

// ScenarioTerms reads a scenario's terms: its enemies at the start, whether
// the Theater Boundary holds, which part of the map is used, and which
// forces are in play.
func ScenarioTerms(edition string, s *model.Scenario) Terms {
	t := Terms{
		Edition:         edition,
		Relations:       NewRelations(s.Hostile),
		TheaterEnforced: s.TheaterBoundary.Status == model.BoundaryEnforced,
		ForcesInPlay:    s.Forces.InPlay,
	}
	if s.TheaterBoundary.MapArea == model.MapEastOnly {
		t.Area = model.TheaterEast
	}
	if _, ok := s.SpecialRule("boundary-lifted"); ok && edition == "1994" {
		t.BerlinOpen = true
	}
	return t
}

// UnitOf turns a counter placed with a force into the engine's unit.
func UnitOf(c *model.Counter, f model.Force) Unit {
	return Unit{ID: c.ID, Label: c.Label, Force: f, Nationality: string(c.Nationality), Size: string(c.Size),
		Attack: c.Attack, Defense: c.Defense, Movement: c.Movement, SS: c.SS}
}

// ScenarioSetup resolves a scenario's effective setup (following setupFrom)
// into the engine's placements and rules, with optional rules switched on by
// id. placements[i] comes from model placement from[i].
func ScenarioSetup(ed *model.Edition, s *model.Scenario, optional []string) (SetupRules, []SetupPlacement, []model.Placement, error) {
	if ed.Counters == nil {
		return SetupRules{}, nil, nil, fmt.Errorf("edition %s has no counters", ed.Info.ID)
	}
	from, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return SetupRules{}, nil, nil, err
	}
	t := ScenarioTerms(ed.Info.ID, s)
	r := SetupRules{Edition: t.Edition, Relations: t.Relations, TheaterEnforced: t.TheaterEnforced, Area: t.Area,
		ForcesInPlay: t.ForcesInPlay, StackingGroups: slices.Contains(optional, "stacking-groups"), BerlinOpen: t.BerlinOpen}
	index := ed.Counters.Index()
	ps := make([]SetupPlacement, len(from))
	for i, p := range from {
		c := index[p.Counter]
		f, err := p.ForceOf(c)
		if err != nil {
			return SetupRules{}, nil, nil, err
		}
		ps[i] = SetupPlacement{Unit: UnitOf(c, f), Hex: p.Hex, Zone: p.Zone, Box: p.Box}
	}
	return r, ps, from, nil
}

// ScenarioSituation is the position at the start of a scenario on a board:
// every unit placed in a hex. Units placed in a zone have no hex yet; they
// are returned apart.
func ScenarioSituation(ed *model.Edition, s *model.Scenario, b *Board) (*Situation, []SetupPlacement, error) {
	_, ps, _, err := ScenarioSetup(ed, s, nil)
	if err != nil {
		return nil, nil, err
	}
	t := ScenarioTerms(ed.Info.ID, s)
	sit := &Situation{Board: b, Relations: t.Relations, TheaterEnforced: t.TheaterEnforced, BerlinOpen: t.BerlinOpen}
	var unplaced []SetupPlacement
	for _, p := range ps {
		if p.Hex == nil {
			unplaced = append(unplaced, p)
			continue
		}
		sit.Units = append(sit.Units, Placed{Unit: p.Unit, Hex: *p.Hex})
	}
	return sit, unplaced, nil
}
