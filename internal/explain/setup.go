package explain

import (
	"io"
	"sort"
	"strconv"

	"github.com/bfgdata/bfgdata/internal/cellsafe"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// SetupList is a scenario's resolved setup as a person reads it: the list
// of the units it starts with, each with its counter's values and where it
// starts, sorted by force in the rulebooks' order and then by place (hexes
// first, then zones and boxes).
// A scenario that takes its setup from another shows the result.
type SetupList struct {
	Edition  string      `json:"edition"`
	Scenario string      `json:"scenario"`
	Name     string      `json:"name"`
	Units    []SetupUnit `json:"units"`
	// SetAside is the scenario's own set-aside list, which the CSV form
	// lists after the units.
	SetAside []model.SetAside `json:"-"`
	// index is the counter set, to give a set-aside unit its values.
	index map[string]*model.Counter
}

// InZones counts the units that start in a zone or box rather than a hex.
func (s SetupList) InZones() int {
	n := 0
	for _, u := range s.Units {
		if !u.OnMap() {
			n++
		}
	}
	return n
}

// forceOrder is the order of the rulebooks' setup lists.
var forceOrder = map[model.Force]int{model.Soviet: 0, model.WesternAllied: 1, model.EastGerman: 2, model.WestGerman: 3}

// SetupOf resolves the effective setup of scenario id of an edition.
func SetupOf(ed *model.Edition, id string) (SetupList, error) {
	s, err := ScenarioOf(ed, id)
	if err != nil {
		return SetupList{}, err
	}
	return SetupFor(ed, s)
}

// SetupFor resolves the effective setup of a scenario that need not be one
// of the edition's files, such as a scenario being edited.
func SetupFor(ed *model.Edition, s *model.Scenario) (SetupList, error) {
	placements, err := ed.SetupOf(s)
	if err != nil {
		return SetupList{}, err
	}
	return SetupFrom(ed, s, placements), nil
}

// SetupFrom is the setup of scenario s whose placements are resolved
// already (model.Edition.SetupOf, or a check's validate.Checked.Setup):
// the units with their counters' values, in the rulebooks' order.
func SetupFrom(ed *model.Edition, s *model.Scenario, placements []model.Placement) SetupList {
	index := ed.Counters.Index()
	out := SetupList{Edition: ed.Info.ID, Scenario: s.ID, Name: s.Name, Units: make([]SetupUnit, 0, len(placements)), SetAside: s.SetAside, index: index}
	// each unit's place is named once: sorting compares names many times
	type keyed struct {
		u     SetupUnit
		where string
	}
	units := make([]keyed, 0, len(placements))
	for _, p := range placements {
		c := index[p.Counter]
		f, _ := p.ForceOf(c) // EffectiveSetup has resolved every force
		u := SetupUnit{Unit: rules.UnitOf(c, f), Zone: p.Zone, Box: p.Box, Src: p.Src}
		if p.Hex != nil {
			u.Hex = *p.Hex
		}
		units = append(units, keyed{u, u.Where()})
	}
	sort.SliceStable(units, func(i, j int) bool {
		a, b := units[i], units[j]
		if forceOrder[a.u.Force] != forceOrder[b.u.Force] {
			return forceOrder[a.u.Force] < forceOrder[b.u.Force]
		}
		if a.where != b.where {
			// hexes ("0926") sort before "box …" and "zone …"
			return a.where < b.where
		}
		return a.u.Counter < b.u.Counter
	})
	for _, k := range units {
		out.Units = append(out.Units, k.u)
	}
	return out
}

// ScenarioOf finds a scenario of an edition, listing the ids on a miss.
func ScenarioOf(ed *model.Edition, id string) (*model.Scenario, error) {
	return ed.FindScenario(id)
}

// CSVHeader is the header row of a setup written as CSV: the unit, where
// it starts, the source its placement cites, and for a unit set aside
// (placed nowhere) the reason.
var CSVHeader = []string{"counter", "label", "nationality", "force", "attack", "defense", "movement", "hex", "zone", "box", "src", "set aside"}

// WriteCSV writes the setup as CSV: a header, then one row per unit, then
// one per unit set aside. A text a spreadsheet would take for a formula
// is written escaped (package cellsafe), so that it opens as text.
func (s SetupList) WriteCSV(w io.Writer) error {
	cw := cellsafe.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for _, u := range s.Units {
		if err := cw.Write([]string{u.Counter, u.Label, string(u.Nationality), string(u.Force), strconv.Itoa(u.Attack), strconv.Itoa(u.Defense), strconv.Itoa(u.Movement), u.HexID(), u.Zone, u.Box, u.Src, ""}); err != nil {
			return err
		}
	}
	for _, a := range s.SetAside {
		row := []string{a.Counter, "", "", "", "", "", "", "", "", "", a.Src, a.Reason}
		if c := s.index[a.Counter]; c != nil {
			row[1], row[2], row[3] = c.Label, string(c.Nationality), string(c.Force)
			row[4], row[5], row[6] = strconv.Itoa(c.Attack), strconv.Itoa(c.Defense), strconv.Itoa(c.Movement)
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	return cw.Flush()
}
