package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Step is one hex entered along a path: the terrain and features of the hex
// entered and the hexside types crossed to enter it.
type Step struct {
	Terrain  string
	Features []string
	Hexsides []string
}

// StepCost is the movement points a unit of force pays to make one step
// (1975 5.12, 9.0; Deluxe 5.0): the cost of the hex's terrain plus the
// extra cost of any hexside crossed (a river adds one) and of features.
// A prohibited terrain, hexside or feature is an error that names it.
func StepCost(tec *model.TEC, s Step, force model.Force) (int, error) {
	t, ok := tec.TerrainEntry(s.Terrain)
	if !ok {
		return 0, newError("terrain.unknown", "unknown terrain %q", s.Terrain)
	}
	if err := allowed(t, force); err != nil {
		return 0, err
	}
	if t.Move.Cost == nil {
		return 0, newError("movement.no-cost", "terrain %s has no movement cost", t.ID)
	}
	cost := *t.Move.Cost
	for _, id := range s.Features {
		f, ok := tec.FeatureEntry(id)
		if !ok {
			return 0, newError("terrain.unknown", "unknown hex feature %q", id)
		}
		if err := allowed(f, force); err != nil {
			return 0, err
		}
		cost += f.Move.Extra
	}
	for _, id := range s.Hexsides {
		h, ok := tec.HexsideEntry(id)
		if !ok {
			return 0, newError("terrain.unknown", "unknown hexside type %q", id)
		}
		if err := allowed(h, force); err != nil {
			return 0, err
		}
		cost += h.Move.Extra
	}
	return cost, nil
}

func allowed(e model.TECEntry, force model.Force) error {
	if e.Move.Prohibited {
		return refusal("movement.prohibited", e.Rule, "no unit may enter or cross %s", e.Name)
	}
	if slices.Contains(e.Move.ProhibitedFor, force) {
		return refusal("movement.prohibited-force", e.Rule, "%s units may not enter %s", force, e.Name)
	}
	return nil
}

// PathResult is how far a unit gets along a path.
type PathResult struct {
	// Costs holds the cost of each step, whether or not it was made.
	Costs []int
	// Entered is the number of steps made; Spent the points they cost.
	Entered, Spent int
	// Total is what the whole path would cost.
	Total int
}

// FollowPath moves a unit with the given movement allowance along steps.
// The unit makes each step only if it has the step's full cost left; it
// stops at the first step it cannot pay for, even with points left over
// (1975 9.0 explanation of terrain effects). A prohibited step ends the path
// with an error.
func FollowPath(tec *model.TEC, steps []Step, force model.Force, allowance int) (PathResult, error) {
	var r PathResult
	stopped := false
	for i, s := range steps {
		c, err := StepCost(tec, s, force)
		if err != nil {
			return r, fmt.Errorf("step %d: %w", i+1, err)
		}
		r.Costs = append(r.Costs, c)
		r.Total += c
		if !stopped && r.Spent+c <= allowance {
			r.Spent += c
			r.Entered++
		} else {
			stopped = true
		}
	}
	return r, nil
}
