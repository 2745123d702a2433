package xlsx

import (
	"fmt"
	"io"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// TemplateOptions say what new scenario a template is for.
type TemplateOptions struct {
	// ID and Name are the new scenario's id and name.
	ID, Name string
	// From names a scenario whose terms, rules, sources and placements the
	// template starts from; empty starts from the edition's first
	// scenario's terms with nothing placed.
	From string
	// Author is the author's name, the title of the author source on the
	// Sources sheet ("": a placeholder title to overwrite).
	Author string
}

// Template writes a workbook for a new scenario of the edition: its row on
// the Scenarios sheet, its rules, a setup sheet listing every unit of the
// counter set (placed as in From, or not at all), its sources and notes,
// and a README with the rules a setup must keep. Importing the filled-in
// workbook adds the scenario to the edition.
func Template(w io.Writer, ed *model.Edition, o TemplateOptions) error {
	if ed.Counters == nil || len(ed.Scenarios) == 0 {
		return fmt.Errorf("edition %s has no counters or no scenario to start a template from", ed.Info.ID)
	}
	if !model.ValidID(o.ID) {
		return fmt.Errorf("scenario id %q: want lower-case letters, digits and single hyphens, e.g. my-variant", o.ID)
	}
	if _, taken := ed.Scenario(o.ID); taken {
		return fmt.Errorf("edition %s already has a scenario %q; choose another id", ed.Info.ID, o.ID)
	}
	base := ed.Scenarios[0]
	if o.From != "" {
		var ok bool
		if base, ok = ed.Scenario(o.From); !ok {
			return fmt.Errorf("edition %s has no scenario %q (have: %v)", ed.Info.ID, o.From, ed.ScenarioIDs())
		}
	}
	var placed []model.Placement
	var aside []model.SetAside
	if o.From != "" {
		var err error
		if placed, err = base.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters); err != nil {
			return err
		}
		aside = base.SetAside
	}
	// The new scenario is the author's: no rule number of the rulebook,
	// and one started from another's placements is a variant of it.
	sc := *base
	sc.ID, sc.Name, sc.SetupFrom, sc.Setup, sc.SetAside, sc.Rule, sc.BasedOn = o.ID, o.Name, "", nil, nil, "", ""
	if o.From != "" {
		sc.BasedOn = base.ID
		// a template of a variant is another variant of the same scenario
		if _, ok := ed.Scenario(base.BasedOn); ok {
			sc.BasedOn = base.BasedOn
		}
	}
	if sc.Name == "" {
		sc.Name = "New scenario"
	}
	// the author source, for the placements the author makes
	if err := model.CheckAuthorName(o.Author); err != nil {
		return err
	}
	sc.Sources = base.Sources.WithAuthorNamed(o.Author)
	sc.Notes = []model.Note{}

	sheetName := setupSheetNames([]*model.Scenario{&sc})[0]
	b := newBook("Battle for Germany, a new scenario for edition " + ed.Info.ID)
	x := &exporter{b: b, ed: ed}
	writeReadme(b, ed, readmeTemplate, []string{sheetName})
	x.setupSheets = []string{sheetName}
	x.scenarios([]*model.Scenario{&sc}, nil)
	x.scenarioRules([]*model.Scenario{&sc})
	x.templateSetup(sheetName, placed, aside)
	file, _ := ed.ScenarioFile(sc.ID)
	x.sources([]fileSources{{file: file, sources: sc.Sources}})
	x.notes(nil)
	x.lists()
	return b.write(w)
}

// templateSetup lists every unit of the counter set, in the set's order,
// with its place from placed or its reason from aside, or nothing.
func (x *exporter) templateSetup(name string, placed []model.Placement, aside []model.SetAside) {
	s := x.b.sheetOf(name, setupColumns)
	for _, c := range x.ed.Counters.Units() {
		i := slices.IndexFunc(placed, func(p model.Placement) bool { return p.Counter == c.ID })
		j := slices.IndexFunc(aside, func(a model.SetAside) bool { return a.Counter == c.ID })
		switch {
		case i >= 0:
			p := placed[i]
			hex := ""
			if p.Hex != nil {
				hex = p.Hex.String()
			}
			s.add(c.ID, c.Label, string(c.Nationality), string(p.Force), p.Stats, hex, p.Zone, p.Box, p.Src, "")
		case j >= 0:
			s.add(c.ID, c.Label, string(c.Nationality), "", "", "", "", "", aside[j].Src, aside[j].Reason)
		default:
			force := ""
			if c.German() {
				force = string(c.Force)
			}
			s.add(c.ID, c.Label, string(c.Nationality), force, "", "", "", "", model.AuthorSourceID, "")
		}
	}
	x.counterRef = x.list("counter")
	x.zoneRef = x.list("zone")
	x.setupChecks(s)
	s.finish(true)
}
