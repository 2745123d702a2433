package explain

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/bfgdata/bfgdata/internal/suggest"
	"github.com/bfgdata/bfgdata/model/area"
)

// AreaSetup is a scenario of an area edition set up zone by zone, with
// the reinforcements and where they arrive.
type AreaSetup struct {
	Edition        string        `json:"edition"`
	Scenario       string        `json:"scenario"`
	Name           string        `json:"name"`
	Zones          []AreaZoneSet `json:"zones"`
	Reinforcements []AreaArrival `json:"reinforcements"`
}

// AreaZoneSet is the units set up in one zone, with the setup letters its
// flag bears.
type AreaZoneSet struct {
	Zone    string     `json:"zone"`
	Name    string     `json:"name"`
	Letters []string   `json:"letters,omitempty"`
	Units   []AreaUnit `json:"units"`
	Line    int        `json:"line,omitempty"`
}

// AreaUnit is one counter of an area edition, with its camp.
type AreaUnit struct {
	Counter string `json:"counter"`
	Label   string `json:"label"`
	Camp    string `json:"camp"`
	Force   string `json:"force"`
	Letter  string `json:"letter,omitempty"`
}

// AreaArrival is reinforcements and where they arrive.
type AreaArrival struct {
	Units  []AreaUnit `json:"units"`
	Arrive string     `json:"arrive"`
	Rule   string     `json:"rule,omitempty"`
	Line   int        `json:"line,omitempty"`
}

// AreaSetupOf sets up scenario id of an area edition by zone, in the
// scenario's order.
func AreaSetupOf(ed *area.Edition, id string) (AreaSetup, error) {
	sc, ok := ed.Scenario(id)
	if !ok {
		ids := make([]string, 0, len(ed.Scenarios))
		for _, s := range ed.Scenarios {
			ids = append(ids, s.ID)
		}
		return AreaSetup{}, fmt.Errorf("edition %s has no scenario %q%s (have: %s)", ed.Info.ID, id, suggest.Hint(id, ids), strings.Join(ids, ", "))
	}
	units := func(ids []string) []AreaUnit {
		out := make([]AreaUnit, 0, len(ids))
		for _, c := range ids {
			u := AreaUnit{Counter: c}
			if ct, ok := ed.Counters.Counter(c); ok {
				u.Label, u.Camp, u.Force, u.Letter = ct.Label, ct.Camp, ct.Force, ct.Flag
			}
			out = append(out, u)
		}
		return out
	}
	s := AreaSetup{Edition: ed.Info.ID, Scenario: sc.ID, Name: sc.Name, Zones: []AreaZoneSet{}, Reinforcements: []AreaArrival{}}
	for _, p := range sc.Setup {
		z := ed.Map.Zones[p.Zone]
		s.Zones = append(s.Zones, AreaZoneSet{Zone: p.Zone, Name: z.Name, Letters: z.Flags, Units: units(p.Counters), Line: p.Line})
	}
	for _, r := range sc.Reinforcements {
		s.Reinforcements = append(s.Reinforcements, AreaArrival{Units: units(r.Counters), Arrive: arrivalText(ed, r.Arrive), Rule: r.Rule, Line: r.Line})
	}
	return s, nil
}

// arrivalText says where reinforcements arrive, in words.
func arrivalText(ed *area.Edition, a area.Arrival) string {
	var parts []string
	if a.Zone != "" {
		name := a.Zone
		if z, ok := ed.Map.Zones[a.Zone]; ok {
			name = z.Name
		}
		parts = append(parts, "in "+name)
	}
	if a.SupplyOf != "" {
		parts = append(parts, "in a supply zone of "+a.SupplyOf)
	}
	if a.Edge != "" {
		parts = append(parts, "on the "+a.Edge+" edge")
	}
	return strings.Join(parts, ", ")
}

// WriteText writes the setup one zone a row, then the reinforcements.
func (s AreaSetup) WriteText(out io.Writer) error {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ZONE\tNAME\tLETTER\tUNITS (CAMP)")
	n := 0
	for _, z := range s.Zones {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", z.Zone, z.Name, strings.Join(z.Letters, " "), unitList(z.Units))
		n += len(z.Units)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(out, "%d units in %d zones\n", n, len(s.Zones))
	if len(s.Reinforcements) == 0 {
		return nil
	}
	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "RULE\tARRIVE\tREINFORCEMENTS (CAMP)")
	m := 0
	for _, r := range s.Reinforcements {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.Rule, r.Arrive, unitList(r.Units))
		m += len(r.Units)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(out, "%d units arrive later\n", m)
	return err
}

// unitList is units as "sov-61-a (zhukov), ...".
func unitList(us []AreaUnit) string {
	parts := make([]string, len(us))
	for i, u := range us {
		parts[i] = fmt.Sprintf("%s (%s)", u.Counter, u.Camp)
	}
	return strings.Join(parts, ", ")
}
