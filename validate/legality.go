package validate

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// checkLegality runs the rules engine's setup checks on every scenario of
// the edition, on its map, and reports each violation at the placement
// that breaks the rule (or at setupFrom when the setup comes from another
// scenario).
func (run *editionRun) checkLegality() {
	if run.gameMap == nil || run.tec == nil || run.counters == nil || errorsOf(run.mapDoc) {
		return // a missing or broken file has its own diagnostics
	}
	b, err := rules.NewBoard(run.gameMap, run.tec)
	if err != nil {
		run.mapDoc.add(diag.Error, "map.unusable", "", "the rules engine cannot use the map: "+err.Error())
		return
	}
	ed := &model.Edition{Info: run.info, CRT: run.crt, TEC: run.tec, TRT: run.trt, Map: run.gameMap, Counters: run.counters}
	for _, ls := range run.scenarios {
		if ls.scenario == nil {
			return // setupFrom may point at the broken one; its file says why
		}
		ed.Scenarios = append(ed.Scenarios, ls.scenario)
	}
	for _, ls := range run.scenarios {
		if errorsOf(ls.doc) || run.skip(ls) {
			continue
		}
		s := ls.scenario
		// An optional rule applies to the scenarios that offer it.
		setup, err := rules.ScenarioSetup(ed, s, rules.OfferedOptional(s, run.optional))
		if err != nil {
			ls.doc.add(diag.Error, "setup.unresolved", "/setup", err.Error())
			continue
		}
		var entries map[string]int // built at the first violation that needs it
		for _, v := range setup.Check(b) {
			ptr, msg := "/setupFrom", v.Message
			if s.SetupFrom == "" {
				if entries == nil {
					entries = setupEntries(s)
				}
				ptr = placementPointer(s, entries, setup.From, v.Placement)
			} else {
				msg = fmt.Sprintf("%s (setup taken from %s)", msg, s.SetupFrom)
			}
			ls.doc.add(diag.Error, v.Code, ptr, msg, rule(v.Rule), hexes(v.Hexes...), counters(v.Counters...))
		}
	}
}

// setupEntries maps each counter of the scenario's own setup to the index
// of its first entry there, so that every violation finds its entry without
// a scan of the setup.
func setupEntries(s *model.Scenario) map[string]int {
	first := make(map[string]int, len(s.Setup))
	for k, p := range s.Setup {
		if _, seen := first[p.Counter]; !seen {
			first[p.Counter] = k
		}
	}
	return first
}

// placementPointer finds the JSON pointer of the placement behind engine
// placement i: the index in the effective setup differs from the file's
// when counters are set aside. entries is setupEntries(s).
func placementPointer(s *model.Scenario, entries map[string]int, from []model.Placement, i int) string {
	if i < 0 || i >= len(from) {
		return "/setup"
	}
	k, ok := entries[from[i].Counter]
	if !ok {
		return "/setup"
	}
	switch p := s.Setup[k]; {
	case p.Hex != nil:
		return fmt.Sprintf("/setup/%d/hex", k)
	case p.Zone != "":
		return fmt.Sprintf("/setup/%d/zone", k)
	}
	return fmt.Sprintf("/setup/%d", k)
}
