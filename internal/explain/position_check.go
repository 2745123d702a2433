package explain

import (
	"fmt"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// PositionCheck is a position file judged as a setup is: the rules
// engine's setup checks (rules.CheckSetup) on its units, under its
// scenario's terms, each violation placed at the unit's entry in the file.
// It is how a position read from elsewhere (a VASSAL game, a person's
// notes) is proved legal: VASSAL lets a player put any piece anywhere.
type PositionCheck struct {
	File        string            `json:"file"`
	Edition     string            `json:"edition"`
	Scenario    string            `json:"scenario"`
	Units       int               `json:"units"`
	Valid       bool              `json:"valid"`
	Diagnostics []diag.Diagnostic `json:"diagnostics"`
}

// CheckPositionFile reads the position file at path and judges its units;
// edition, when given, must be the file's. load loads an edition for a
// scenario.
func CheckPositionFile(path, edition string, optional []string, load func(edition, scenario string) (*model.Edition, error)) (*PositionCheck, error) {
	raw, err := fileio.ReadPath(path, MaxPositionFile)
	if err != nil {
		return nil, err
	}
	pf, err := ParsePositionFile(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if pf.Edition != "" {
		if edition != "" && edition != pf.Edition {
			return nil, requestError("position.file", "--edition %s, but %s is a position of edition %s", edition, path, pf.Edition)
		}
		edition = pf.Edition
	}
	spec, err := pf.Spec(optional...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	ed, err := load(edition, spec.Scenario)
	if err != nil {
		return nil, err
	}
	s, err := ScenarioOf(ed, spec.Scenario)
	if err != nil {
		return nil, err
	}
	if ed.Map == nil || ed.Counters == nil {
		return nil, requestError("position.file", "edition %s has no map or no counters to judge a position on", ed.Info.ID)
	}
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return nil, err
	}
	terms, err := rules.ScenarioTerms(&ed.Info, s, spec.Optional)
	if err != nil {
		return nil, err
	}
	if len(spec.Units) > MaxUnits {
		return nil, requestError("position.placement", "%s: %d units: at most %d", path, len(spec.Units), MaxUnits)
	}
	ps := make([]rules.SetupPlacement, 0, len(spec.Units))
	used := map[string]bool{}
	for i, p := range spec.Units {
		c, err := pickCounter(ed.Counters, p.Counter, used)
		if err != nil {
			return nil, fmt.Errorf("%s: units[%d]: %w", path, i, err)
		}
		used[c.ID] = true
		f := p.Force
		if f == "" {
			if f = c.Force; f == "" && c.German() {
				f = germanForceOn(b.Theater(p.Hex))
			}
		}
		if f == "" {
			return nil, requestError("position.placement", "%s: %s in %s has no force and stands on neither side of the Theater Boundary; give one, e.g. %s@%s=east-german", path, c.ID, p.Hex, c.ID, p.Hex)
		}
		h := p.Hex
		ps = append(ps, rules.SetupPlacement{Unit: rules.UnitOf(c, f), Hex: &h})
	}
	check := &PositionCheck{File: path, Edition: ed.Info.ID, Scenario: s.ID, Units: len(ps), Diagnostics: []diag.Diagnostic{}}
	violations := rules.CheckSetup(b, terms, ps)
	ptrs := make([]string, len(violations))
	for i, v := range violations {
		ptrs[i] = "/units"
		if v.Placement >= 0 {
			ptrs[i] = fmt.Sprintf("/units/%d", v.Placement)
		}
	}
	loc := jsonx.NewLocator(raw, true)
	loc.Find(ptrs)
	for i, v := range violations {
		d := v.Diagnostic
		d.File, d.Pointer = path, ptrs[i]
		d.Line, d.Column = loc.LineCol(loc.Locate(ptrs[i]))
		check.Diagnostics = append(check.Diagnostics, d)
	}
	check.Valid = diag.Count(check.Diagnostics, diag.Error) == 0
	return check, nil
}

// WriteText writes a line per violation, then the verdict.
func (c *PositionCheck) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, d := range c.Diagnostics {
		b.WriteString(d.String() + "\n")
	}
	verdict := fmt.Sprintf("legal as a setup, %d units", c.Units)
	if !c.Valid {
		verdict = fmt.Sprintf("not legal: %d errors", diag.Count(c.Diagnostics, diag.Error))
	}
	fmt.Fprintf(&b, "position %s (edition %s, scenario %s): %s\n", c.File, c.Edition, c.Scenario, verdict)
	_, err := io.WriteString(w, b.String())
	return err
}
