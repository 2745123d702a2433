package validate

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// checkScenarioIDs checks scenario ids are unique, match their file names,
// and that setupFrom names a scenario of the edition.
func (run *editionRun) checkScenarioIDs() {
	seen := map[string]bool{}
	for _, ls := range run.scenarios {
		s := ls.scenario
		if s == nil {
			// A scenario file that does not read is still a scenario:
			// its own errors say why, and setupFrom it is no mistake.
			seen[fileID(ls.doc)] = true
			continue
		}
		if seen[s.ID] {
			ls.doc.add(diag.Error, "scenario.duplicate-id", "/id", fmt.Sprintf("another scenario of the edition is also %q", s.ID))
		}
		seen[s.ID] = true
		if base := fileID(ls.doc); base != s.ID {
			ls.doc.add(diag.Warning, "scenario.id-file-mismatch", "/id", fmt.Sprintf("scenario %q is in a file named %s.json: to rename it, rename the file to %s.json too and write that name in edition.json; else write %q back", s.ID, base, s.ID, base))
		}
		if s.Edition != "" && s.Edition != run.info.ID {
			ls.doc.add(diag.Error, "scenario.edition-mismatch", "/edition", fmt.Sprintf("scenario says edition %s but belongs to edition %s", s.Edition, run.info.ID))
		}
	}
	for _, ls := range run.scenarios {
		if s := ls.scenario; s != nil && s.SetupFrom != "" && !seen[s.SetupFrom] {
			ls.doc.add(diag.Error, "scenario.setup-from-unknown", "/setupFrom", fmt.Sprintf("setupFrom %q is not a scenario of edition %s", s.SetupFrom, run.info.ID))
		}
	}
}

// checkScenarioTurns checks each scenario's turns against the Turn Record
// Track: on the track, and the same first and last turn it gives.
func (run *editionRun) checkScenarioTurns() {
	if run.trt == nil {
		return
	}
	last := run.trt.LastTurn()
	for _, ls := range run.scenarios {
		s := ls.scenario
		if s == nil {
			continue
		}
		if s.OwnsTurns() || s.Rule == "" {
			run.checkOwnTurns(ls, last)
			continue
		}
		if s.Turns.Last > last || s.Turns.First < 1 {
			ls.doc.add(diag.Error, "scenario.turns-off-track", "/turns", fmt.Sprintf("turns %d-%d, but the Turn Record Track runs 1-%d", s.Turns.First, s.Turns.Last, last))
			continue
		}
		r, ok := run.trt.Run(s.ID)
		if !ok {
			ls.doc.add(diag.Warning, "scenario.not-on-track", "/id", fmt.Sprintf("the Turn Record Track gives no turns for scenario %s", s.ID))
			continue
		}
		if r.First != s.Turns.First || r.Last != s.Turns.Last {
			ls.doc.add(diag.Error, "scenario.turns-mismatch", "/turns", fmt.Sprintf("turns %d-%d, but the Turn Record Track gives %d-%d", s.Turns.First, s.Turns.Last, r.First, r.Last))
		}
	}
}

// checkSetups checks each scenario's own placements against the counters:
// every placement names a unit of the set, no counter is placed twice, the
// stats printed in the setup agree with the counter, German placements say
// which force they start in, and every unit of a force in play is either
// placed or set aside on purpose.
func (run *editionRun) checkSetups() {
	if run.counters == nil {
		return
	}
	index := run.counters.Index()
	for _, ls := range run.scenarios {
		s := ls.scenario
		if s == nil || run.skip(ls) {
			continue
		}
		d := ls.doc
		placed := map[string]int{}
		for i, p := range s.Setup {
			ptr := fmt.Sprintf("/setup/%d", i)
			c, ok := index[p.Counter]
			if !ok {
				d.add(diag.Error, "setup.counter-unknown", ptr+"/counter", fmt.Sprintf("no counter %q in %s", p.Counter, run.info.Files.Counters)+counterHint(p.Counter, run.counters), counters(p.Counter))
				continue
			}
			if first, dup := placed[p.Counter]; dup {
				d.add(diag.Error, "setup.counter-duplicate", ptr+"/counter", fmt.Sprintf("%s is already placed at /setup/%d", p.Counter, first), counters(p.Counter))
			} else {
				placed[p.Counter] = i
			}
			if !c.IsUnit() {
				d.add(diag.Error, "setup.not-a-unit", ptr+"/counter", fmt.Sprintf("%s is a %s marker, not a unit", p.Counter, c.Label), counters(p.Counter))
				continue
			}
			if p.Stats != "" && p.Stats != c.Stats() {
				d.add(diag.Error, "setup.stats-mismatch", ptr+"/stats", fmt.Sprintf("the setup lists %s as %s but the counter is %s", p.Counter, p.Stats, c.Stats()), counters(p.Counter))
			}
			if _, err := p.ForceOf(c); err != nil {
				d.add(diag.Error, "setup.force", ptr, err.Error(), counters(p.Counter))
			}
		}
		for i, a := range s.SetAside {
			ptr := fmt.Sprintf("/setAside/%d/counter", i)
			if _, ok := index[a.Counter]; !ok {
				d.add(diag.Error, "setup.counter-unknown", ptr, fmt.Sprintf("set-aside counter %q is not in %s", a.Counter, run.info.Files.Counters)+counterHint(a.Counter, run.counters), counters(a.Counter))
			}
			if _, both := placed[a.Counter]; both {
				d.add(diag.Error, "setup.set-aside-placed", ptr, fmt.Sprintf("%s is set aside and placed too", a.Counter), counters(a.Counter))
			}
		}
		if s.SetupFrom != "" {
			continue // the source scenario's own check covers its placements
		}
		run.checkAllPlaced(d, s, placed)
	}
}

// checkAllPlaced reports units of forces in play that are neither placed nor
// set aside, in one diagnostic that lists them all. German counters of the
// 1975 set have no fixed force, so they count for a scenario whenever
// either German force is in play. A counter of a placement left unjudged
// (its schema problems are reported) counts as placed.
func (run *editionRun) checkAllPlaced(d *document, s *model.Scenario, placed map[string]int) {
	aside := map[string]bool{}
	for _, a := range s.SetAside {
		aside[a.Counter] = true
	}
	for _, c := range d.unjudged {
		aside[c] = true
	}
	var missing, labelled []string
	for _, c := range run.counters.Units() {
		if _, ok := placed[c.ID]; ok || aside[c.ID] {
			continue
		}
		inPlay := s.InPlay(c.Force)
		if c.Force == "" && c.German() {
			inPlay = s.InPlay(model.EastGerman) || s.InPlay(model.WestGerman)
		}
		if inPlay {
			missing = append(missing, c.ID)
			labelled = append(labelled, fmt.Sprintf("%s (%s)", c.ID, c.Label))
		}
	}
	switch len(missing) {
	case 0:
	case 1:
		d.add(diag.Error, "setup.counter-missing", "/setup", fmt.Sprintf("%s belongs to a force in play but is neither placed nor set aside", labelled[0]), counters(missing...))
	default:
		d.add(diag.Error, "setup.counter-missing", "/setup", fmt.Sprintf("%d units of forces in play are neither placed nor set aside: %s", len(missing), listShort(labelled, shortList)), counters(missing...))
	}
}
