package zonedraft

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model/area"
)

// Report says where every anchor and border of a draft came from.
type Report struct {
	Edition string `json:"edition"`
	// ZonesFromGazetteer counts the zones anchored on a gazetteer point;
	// ZonesByHand lists those the config places by hand.
	ZonesFromGazetteer int      `json:"zonesFromGazetteer"`
	ZonesByHand        []string `json:"zonesByHand"`
	// SidesChanged lists the zones whose drafted side the config changes.
	SidesChanged []string `json:"sidesChanged"`
	// RiversBySide counts drafted borders whose river the dividing line
	// decided rather than the first river line crossed.
	RiversBySide int `json:"riversBySide"`
	// Removed, Replaced and Added count the config's border corrections.
	Removed  int `json:"removed"`
	Replaced int `json:"replaced"`
	Added    int `json:"added"`
	// Borders counts the result's borders by src.
	Borders map[string]int `json:"borders"`
	Total   int            `json:"total"`
}

func (r *Report) count(m *area.Map) {
	r.Borders = map[string]int{}
	for _, b := range m.Borders {
		r.Borders[b.Src]++
	}
	r.Total = len(m.Borders)
	// Empty lists, not null, in the JSON form.
	r.ZonesByHand = append([]string{}, r.ZonesByHand...)
	r.SidesChanged = append([]string{}, r.SidesChanged...)
	slices.Sort(r.ZonesByHand)
	slices.Sort(r.SidesChanged)
}

// listed is " (a, b)" for a list of ids, "" for none.
func listed(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return " (" + strings.Join(ids, ", ") + ")"
}

// Write prints the report as plain lines.
func (r *Report) Write(w io.Writer) error {
	srcs := make([]string, 0, len(r.Borders))
	for s := range r.Borders {
		srcs = append(srcs, s)
	}
	slices.Sort(srcs)
	var by []string
	for _, s := range srcs {
		by = append(by, fmt.Sprintf("%d %s", r.Borders[s], s))
	}
	_, err := fmt.Fprintf(w, "%s: %d zones, %d from the gazetteer, %d by hand%s\n"+
		"sides: %d changed by judgement%s\n"+
		"borders: %d (%s); of the drafted, %d took their river from the dividing line; corrections: %d removed, %d replaced, %d added\n",
		r.Edition, r.ZonesFromGazetteer+len(r.ZonesByHand), r.ZonesFromGazetteer, len(r.ZonesByHand), listed(r.ZonesByHand),
		len(r.SidesChanged), listed(r.SidesChanged),
		r.Total, strings.Join(by, ", "), r.RiversBySide, r.Removed, r.Replaced, r.Added)
	return err
}
