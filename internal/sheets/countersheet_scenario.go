package sheets

import (
	"fmt"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// CounterListOf lists the counters a counter sheet prints: the edition's
// whole set when scenario is "", else only the counters that scenario
// places or sets aside, so a player can print one scenario's pieces. Those
// are grouped as the whole set is (explain.CountersOf), except that a
// German unit of a set that leaves its force to the setup (the 1975 set)
// stands with the force the scenario gives it. Markers are left out unless
// the scenario sets one aside: no scenario places one.
func CounterListOf(ed *model.Edition, scenario string) (explain.CounterList, error) {
	if scenario == "" || ed.Counters == nil {
		return explain.CountersOf(ed)
	}
	setup, err := explain.SetupOf(ed, scenario)
	if err != nil {
		return explain.CounterList{}, err
	}
	s, _ := ed.Scenario(scenario) // SetupOf found it
	placed := map[string]model.Force{}
	for _, u := range setup.Units {
		placed[u.Counter] = u.Force
	}
	aside := map[string]bool{}
	for _, a := range s.SetAside {
		aside[a.Counter] = true
	}
	set := *ed.Counters
	set.Counters = nil
	for _, c := range ed.Counters.Counters {
		f, ok := placed[c.ID]
		if !ok && !aside[c.ID] {
			continue
		}
		if ok && c.Force == "" {
			c.Force = f
		}
		set.Counters = append(set.Counters, c)
	}
	if len(set.Counters) == 0 {
		return explain.CounterList{}, fmt.Errorf("scenario %s of edition %s places no counters and sets none aside: there is nothing to print", scenario, ed.Info.ID)
	}
	set.Pieces = len(set.Counters)
	title := set.Title
	if title == "" {
		title = "counter set " + set.ID
	}
	set.Title = title + " — " + s.Name
	sub := *ed
	sub.Counters = &set
	return explain.CountersOf(&sub)
}
