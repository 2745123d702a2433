package validate

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// checkCounters checks a counter set against itself: unique ids, the
// declared number of pieces, and units with values and a force where the
// set fixes one.
func checkCounters(d *document, s *model.CounterSet) {
	seen := map[string]int{}
	for i, c := range s.Counters {
		p := fmt.Sprintf("/counters/%d", i)
		if first, dup := seen[c.ID]; dup {
			d.add(diag.Error, "counters.duplicate-id", p+"/id", fmt.Sprintf("counter id %q is used twice (first at /counters/%d)", c.ID, first), counters(c.ID))
		} else {
			seen[c.ID] = i
		}
		if c.IsUnit() && (c.Attack < 0 || c.Defense < 1 || c.Movement < 1) {
			d.add(diag.Error, "counters.stats", p, fmt.Sprintf("unit %s has values %s; a unit needs a defense and a movement allowance", c.ID, c.Stats()), counters(c.ID))
		}
		if c.IsUnit() && c.Force == "" && !c.German() {
			d.add(diag.Error, "counters.force-missing", p, fmt.Sprintf("unit %s is %s but has no force; only German counters may leave it to the scenario", c.ID, c.Nationality), counters(c.ID))
		}
	}
	if s.Pieces != 0 && s.Pieces != len(s.Counters) {
		d.add(diag.Error, "counters.count", "/pieces", fmt.Sprintf("the set declares %d pieces but lists %d counters", s.Pieces, len(s.Counters)))
	}
}

// checkScenarioSelf checks what a scenario file can show on its own.
func checkScenarioSelf(d *document, s *model.Scenario) {
	if s.Turns.First > s.Turns.Last {
		d.add(diag.Error, "scenario.turns", "/turns", fmt.Sprintf("the scenario starts on turn %d, after its last turn %d", s.Turns.First, s.Turns.Last))
	}
	if s.SetupFrom != "" && len(s.Setup) > 0 {
		d.add(diag.Error, "scenario.setup-and-setup-from", "/setupFrom", "a scenario has its own setup or takes one with setupFrom, not both")
	}
	if s.SetupFrom == s.ID && s.ID != "" {
		d.add(diag.Error, "scenario.setup-from-self", "/setupFrom", "a scenario cannot take its setup from itself")
	}
	for i, f := range s.Forces.NotInPlay {
		if s.InPlay(f) {
			d.add(diag.Error, "scenario.forces", fmt.Sprintf("/forces/notInPlay/%d", i), fmt.Sprintf("%s is listed both in play and not in play", f))
		}
	}
	for i, pair := range s.Hostile {
		for j, f := range pair {
			if !s.InPlay(f) {
				d.add(diag.Error, "scenario.hostile-not-in-play", fmt.Sprintf("/hostile/%d/%d", i, j), fmt.Sprintf("%s is named an enemy but is not in play", f))
			}
		}
	}
}
