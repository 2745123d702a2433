package xlsx

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// start is the setup an author's workbook is measured against, to tell
// the placements he added or moved (which cite him) from those he kept.
type start struct {
	setup   []model.Placement
	aside   []model.SetAside
	sources model.Sources
}

// noteStart records what scenario s of the workbook started from: the
// base edition's scenario of the same id (prev, nil when new) or else the
// base edition's scenario it is based on. A scenario with neither (a whole
// edition read into an empty folder) has nothing to be measured against,
// and its placements keep the sources the workbook gives them.
func (bd *builder) noteStart(s *model.Scenario, prev *model.Scenario) {
	from := prev
	if from == nil && s.BasedOn != "" {
		from, _ = bd.ed.Scenario(s.BasedOn)
	}
	if from == nil || bd.ed.Counters == nil {
		return
	}
	setup, err := from.EffectiveSetup(model.LookupIn(bd.ed.Scenarios), bd.ed.Counters)
	if err != nil {
		return // validate reports the base's own problem
	}
	bd.starts[s.ID] = start{setup: setup, aside: from.SetAside, sources: from.Sources}
}

// citeAuthor makes the placements the workbook adds or moves cite the
// author source (model.Scenario.CiteAuthor), once the Sources sheet has
// been applied.
func (bd *builder) citeAuthor() {
	for _, s := range bd.ed.Scenarios {
		if !bd.touched[scenarioDoc(s.ID)] {
			continue
		}
		// the book stays as read
		s.SpecialRules, s.OptionalRules = slices.Clone(s.SpecialRules), slices.Clone(s.OptionalRules)
		// a rule of the author's own: a number of his namespace, citing him
		s.NumberAuthorRules()
		for _, list := range [][]model.RuleRef{s.SpecialRules, s.OptionalRules} {
			for i := range list {
				if model.IsAuthorRuleNumber(list[i].Rule) {
					list[i].Src = model.AuthorSourceID
				}
			}
		}
		st, ok := bd.starts[s.ID]
		if !ok || s.SetupFrom != "" {
			continue
		}
		// the book stays as read
		s.Setup, s.SetAside = slices.Clone(s.Setup), slices.Clone(s.SetAside)
		// A variant is measured against its base, never against what an
		// earlier import of the same workbook left in the folder.
		if bd.ed.CiteVariant(s) {
			continue
		}
		s.CiteAuthor(st.setup, st.aside, st.sources)
	}
}
