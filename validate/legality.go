package validate

import (
	"fmt"
	"iter"
	"path"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/words"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// checkLegality runs the rules engine's setup checks on every scenario of
// the edition, on its map, and reports each violation at the placement
// that breaks the rule (or at setupFrom when the setup comes from another
// scenario). What is broken elsewhere in a scenario does not stop the
// rest of it being judged: placements whose counter cannot be judged are
// left out, and what is left out, or cannot be judged at all, is said in
// one validate.skipped line.
func (run *editionRun) checkLegality() {
	doc, file, can := run.legalityBlocked()
	if doc != nil {
		var ids []string
		for _, ls := range run.scenarios {
			if ls.scenario != nil && !run.skip(ls) {
				ids = append(ids, ls.scenario.ID)
			}
		}
		if n := len(ids); n > 0 {
			doc.add(diag.Info, "validate.skipped", "", fmt.Sprintf("%s skipped until %s is fixed: the %s of %s %s not judged against the rules",
				checks(n), file, words.Plural(n, "setup", "setups"), words.Plural(n, "scenario ", "scenarios ")+listShort(ids, shortList), words.Plural(n, "is", "are")))
		}
		return
	}
	if !can {
		return
	}
	b, err := rules.NewBoard(run.gameMap, run.tec)
	if err != nil {
		run.mapDoc.add(diag.Error, "map.unusable", "", "the rules engine cannot use the map: "+err.Error())
		return
	}
	ed := &model.Edition{Info: run.info, CRT: run.crt, TEC: run.tec, TRT: run.trt, Map: run.gameMap, Counters: run.counters}
	index := run.counters.Index()
	broken := map[string]string{} // scenario id -> file, for scenario files that do not read
	judged := make([]*model.Scenario, len(run.scenarios))
	left := make([][]string, len(run.scenarios))
	firstLeft := make([]int, len(run.scenarios))
	for i, ls := range run.scenarios {
		if ls.scenario == nil {
			broken[fileID(ls.doc)] = ls.doc.name
			continue
		}
		judged[i], left[i], firstLeft[i] = judgeable(ls.scenario, index)
		ed.Scenarios = append(ed.Scenarios, judged[i])
	}
	for i, ls := range run.scenarios {
		if ls.scenario == nil || run.skip(ls) {
			continue
		}
		s := ls.scenario
		if id, file := baseBroken(ed, s, broken); file != "" {
			ls.doc.add(diag.Info, "validate.skipped", "/setupFrom", fmt.Sprintf("%s skipped until %s is fixed: this scenario takes its setup from scenario %s", checks(1), file, id))
			continue
		}
		// An optional rule applies to the scenarios that offer it.
		setup, err := rules.ScenarioSetup(ed, judged[i], rules.OfferedOptional(s, run.optional))
		if err != nil {
			if errorsOf(ls.doc) {
				// the errors already reported are why: no cascade
				ls.doc.add(diag.Info, "validate.skipped", "/setup", fmt.Sprintf("%s skipped until this file's errors are fixed: the setup cannot be resolved (%v)", checks(max(len(s.Setup), 1)), err))
			} else {
				ls.doc.add(diag.Error, "setup.unresolved", "/setup", err.Error())
			}
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
		if n := len(left[i]); n > 0 {
			ls.doc.add(diag.Info, "validate.skipped", fmt.Sprintf("/setup/%d/counter", firstLeft[i]), fmt.Sprintf("%s skipped until %s %s %s fixed: %s not judged under the rules",
				checks(n), words.Plural(n, "the counter", "the counters"), listShort(left[i], shortList), words.Plural(n, "is", "are"), words.Plural(n, "its placement is", "their placements are")), counters(left[i]...))
		}
	}
}

// legalityBlocked finds the file whose absence or errors keep every setup
// from being judged: its document (or edition.json's, which lists a file
// that cannot be read) and its name. can says whether the setups can be
// judged at all: an edition that lists no map (or no counters) has no
// setups to judge yet, and nothing is named.
func (run *editionRun) legalityBlocked() (doc *document, file string, can bool) {
	files := run.info.Files
	for _, f := range []struct {
		rel    string
		doc    *document
		loaded bool
	}{
		{files.Map, run.mapDoc, run.gameMap != nil},
		{files.TEC, run.tecDoc, run.tec != nil},
		{files.Counters, run.countersDoc, run.counters != nil},
	} {
		switch {
		case f.rel == "" && !f.loaded:
			return nil, "", false
		case f.loaded && (f.doc == nil || !errorsOf(f.doc)):
			continue
		case f.doc != nil:
			return f.doc, f.rel, false
		case run.editionDoc != nil:
			return run.editionDoc, f.rel, false
		}
		return nil, "", false
	}
	return nil, "", true
}

// judgeable is s with the placements the rules engine cannot judge left
// out — a counter not in the set, a marker, a force that cannot be told —
// the counters of those left out and the index of the first; s itself
// when none is.
func judgeable(s *model.Scenario, index map[string]*model.Counter) (*model.Scenario, []string, int) {
	first := -1
	var left []string
	var keep []model.Placement
	for i, p := range s.Setup {
		c, ok := index[p.Counter]
		if ok && c.IsUnit() {
			if _, err := p.ForceOf(c); err == nil {
				if left != nil {
					keep = append(keep, p)
				}
				continue
			}
		}
		if left == nil {
			keep = append(keep, s.Setup[:i]...)
			first = i
		}
		left = append(left, p.Counter)
	}
	if left == nil {
		return s, nil, first
	}
	j := *s
	j.Setup = keep
	return &j, left, first
}

// baseBroken follows s's setupFrom through the decoded scenarios of ed and
// names the scenario and file it reaches that does not read, if any.
func baseBroken(ed *model.Edition, s *model.Scenario, broken map[string]string) (string, string) {
	lookup := model.LookupIn(ed.Scenarios)
	for from := range setupChain(s, lookup) {
		if file, ok := broken[from]; ok {
			if _, decoded := lookup(from); !decoded {
				return from, file
			}
		}
	}
	return "", ""
}

// setupChain yields the ids scenario s takes its setup from, nearest
// first: its setupFrom, that scenario's setupFrom, and so on through the
// scenarios lookup finds. It ends after an id lookup does not find, and
// before an id met already.
func setupChain(s *model.Scenario, lookup model.ScenarioLookup) iter.Seq[string] {
	return func(yield func(string) bool) {
		seen := map[string]bool{s.ID: true}
		for from := s.SetupFrom; from != "" && !seen[from]; {
			seen[from] = true
			if !yield(from) {
				return
			}
			next, ok := lookup(from)
			if !ok {
				return
			}
			from = next.SetupFrom
		}
	}
}

// fileID is the scenario id a scenario file's name gives.
func fileID(d *document) string { return strings.TrimSuffix(path.Base(d.name), ".json") }

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
