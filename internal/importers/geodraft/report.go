package geodraft

import (
	"fmt"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Report says what a draft did: the fit, what each rule matched, the
// resulting counts, and everything that did not fit the rules.
type Report struct {
	Fit       Fit
	Hexes     int
	Terrain   map[string]int            // hexes per terrain
	Countries map[string]int            // hexes per country tag
	Theaters  map[string]int            // hexes per theater tag
	Hexsides  map[model.HexsideType]int // hexsides per type
	Rivers    map[string]int            // river hexsides per river name
	Lakes     map[string]int            // lake hexsides per lake name
	Cities    []CityPlaced
	Rules     []RuleResult
	// Unmatched lists names the config asks for that no feature answered.
	Unmatched []string
	// Warnings lists things a person should look at: towns that share a
	// hex, towns at sea, named towns off the grid.
	Warnings []string
}

// CityPlaced is one city the draft put on the map.
type CityPlaced struct {
	Hex    model.Hex
	Name   string
	Source string // the name in the GeoJSON, or "config" for a config point
	// Offset is the town's distance from the hex centre in hexes; near 0.5
	// the town sits on a hexside and could as well be in the next hex.
	Offset float64
}

// RuleResult is how much one rule matched.
type RuleResult struct {
	Rule     string
	Features int    // features the rule selected near the grid
	Count    int    // hexes or hexsides it decided
	Unit     string // "hexes" or "hexsides"
}

func newReport() *Report {
	return &Report{
		Terrain:   map[string]int{},
		Countries: map[string]int{},
		Theaters:  map[string]int{},
		Hexsides:  map[model.HexsideType]int{},
		Rivers:    map[string]int{},
		Lakes:     map[string]int{},
	}
}

func (r *Report) rule(name string, features, count int, unit string) {
	r.Rules = append(r.Rules, RuleResult{Rule: name, Features: features, Count: count, Unit: unit})
	if features == 0 {
		r.Unmatched = append(r.Unmatched, fmt.Sprintf("%s: no feature near the grid matched", name))
	}
}

func (r *Report) warn(format string, args ...any) {
	r.Warnings = append(r.Warnings, fmt.Sprintf(format, args...))
}

// count fills the tallies from the finished map.
func (r *Report) count(m *model.Map) {
	r.Hexes = len(m.Hexes)
	for _, info := range m.Hexes {
		r.Terrain[info.Terrain]++
		if info.Regions.Country != "" {
			r.Countries[info.Regions.Country]++
		}
		if info.Regions.Theater != "" {
			r.Theaters[string(info.Regions.Theater)]++
		}
	}
	for _, s := range m.Hexsides {
		r.Hexsides[s.Type]++
		switch s.Type {
		case model.HexsideRiver:
			r.Rivers[s.Name]++
		case model.HexsideLake:
			r.Lakes[s.Name]++
		}
	}
}

// WriteText writes the report for a person, in a stable order.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "fit: %d anchors, RMS %.3f hex\n", len(r.Fit.Anchors), r.Fit.RMS)
	b.WriteString("  " + r.Fit.Georef.Formula() + "\n")
	for _, a := range r.Fit.Anchors {
		fmt.Fprintf(&b, "  anchor %s %-12s lands on %s, residual %.3f hex\n", a.Hex, a.Name, a.Lands, a.Residual)
	}
	fmt.Fprintf(&b, "hexes: %d\n", r.Hexes)
	writeCounts(&b, "terrain", r.Terrain)
	writeCounts(&b, "country", r.Countries)
	writeCounts(&b, "theater", r.Theaters)
	sides := map[string]int{}
	for t, n := range r.Hexsides {
		sides[string(t)] = n
	}
	writeCounts(&b, "hexsides", sides)
	writeCounts(&b, "rivers", r.Rivers)
	writeCounts(&b, "lakes", r.Lakes)
	fmt.Fprintf(&b, "cities: %d\n", len(r.Cities))
	for _, c := range r.Cities {
		fmt.Fprintf(&b, "  %s %s (from %s, %.2f hex from centre)\n", c.Hex, c.Name, c.Source, c.Offset)
	}
	fmt.Fprintf(&b, "rules:\n")
	for _, x := range r.Rules {
		fmt.Fprintf(&b, "  %s: %d features, %d %s\n", x.Rule, x.Features, x.Count, x.Unit)
	}
	for _, s := range r.Unmatched {
		fmt.Fprintf(&b, "unmatched: %s\n", s)
	}
	for _, s := range r.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", s)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeCounts(b *strings.Builder, label string, counts map[string]int) {
	if len(counts) == 0 {
		return
	}
	keys := sortedKeys(counts)
	parts := make([]string, len(keys))
	for i, k := range keys {
		name := k
		if name == "" {
			name = "(unnamed)"
		}
		parts[i] = fmt.Sprintf("%s %d", name, counts[k])
	}
	fmt.Fprintf(b, "%s: %s\n", label, strings.Join(parts, ", "))
}
