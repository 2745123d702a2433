package validate

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// checkVariantCredit warns where a variant (a scenario with basedOn) cites
// otherwise than model.Scenario.CiteVariant would: a placement, set-aside
// entry, turn, rule or victory the author changed that still cites the
// rulebook, or one equal to the base's that cites the author. Every path
// that writes a variant gives the credit itself; this catches a file
// edited by hand, and says what to write.
func (run *editionRun) checkVariantCredit() {
	if run.counters == nil {
		return
	}
	var all []*model.Scenario
	for _, ls := range run.scenarios {
		if ls.scenario != nil {
			all = append(all, ls.scenario)
		}
	}
	lookup := model.LookupIn(all)
	for _, ls := range run.scenarios {
		s := ls.scenario
		if s == nil || s.BasedOn == "" || s.SetupFrom != "" || (run.focus != nil && ls.doc != run.focus) || ls.doc.salvaged() {
			continue
		}
		base, ok := lookup(s.BasedOn)
		if !ok || base == s {
			continue
		}
		setup, err := base.EffectiveSetup(lookup, run.counters)
		if err != nil {
			continue // the base's own problem, said there
		}
		want := *s
		want.CiteVariant(base, setup)
		credit := func(ptr, what, had, should string) {
			if had == should {
				return
			}
			why := "a change from " + base.ID + ", yet it cites " + quoted(had)
			if should != model.AuthorSourceID {
				why = "as in " + base.ID + ", yet it cites " + quoted(had)
			}
			fix := fmt.Sprintf("write \"src\": %q", should)
			if should == "" {
				fix = "leave its src out"
			}
			ls.doc.add(diag.Warning, "variant.credit", ptr+"/src", fmt.Sprintf("%s: %s; %s", what, why, fix))
		}
		for i, p := range s.Setup {
			credit(fmt.Sprintf("/setup/%d", i), p.Counter+" at "+p.Where(), p.Src, want.Setup[i].Src)
		}
		for i, a := range s.SetAside {
			credit(fmt.Sprintf("/setAside/%d", i), a.Counter+" set aside", a.Src, want.SetAside[i].Src)
		}
		credit("/turns", fmt.Sprintf("turns %d-%d", s.Turns.First, s.Turns.Last), s.Turns.Src, want.Turns.Src)
		for i, t := range s.TurnDates {
			credit(fmt.Sprintf("/turnDates/%d", i), fmt.Sprintf("the date of turn %d", t.Turn), t.Src, want.TurnDates[i].Src)
		}
		for _, l := range []struct {
			key       string
			had, want []model.RuleRef
		}{{"specialRules", s.SpecialRules, want.SpecialRules}, {"optionalRules", s.OptionalRules, want.OptionalRules}} {
			for i, r := range l.had {
				if i < len(l.want) {
					credit(fmt.Sprintf("/%s/%d", l.key, i), "rule "+r.ID, r.Src, l.want[i].Src)
				}
			}
		}
		credit("/victory", "the victory", s.Victory.Src, want.Victory.Src)
	}
}

// salvaged reports whether the document was judged without some of its
// parts (salvage): what it cites waits until it is whole.
func (d *document) salvaged() bool { return d.renumbered != nil }

// quoted is a source id in quotes, or "no source" for none.
func quoted(src string) string {
	if src == "" {
		return "no source"
	}
	return fmt.Sprintf("%q", src)
}
