package mapfix

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// The describe functions say in a few words what a fix does, for the note
// it writes. They depend only on the fix and the grid, never on the map's
// state, so applying a file twice writes the same notes.

func describeHexFix(fix HexFix, g model.Grid) string {
	var facts []string
	if fix.Terrain != "" {
		facts = append(facts, "terrain "+fix.Terrain)
	}
	if fix.Fortified != nil {
		facts = append(facts, fmt.Sprintf("fortified %v", *fix.Fortified))
	}
	if fix.Port != nil {
		facts = append(facts, fmt.Sprintf("port %v", *fix.Port))
	}
	if fix.Country != nil {
		c := *fix.Country
		if c == "" {
			c = "none"
		}
		facts = append(facts, "country "+c)
	}
	return fmt.Sprintf("hexes %s: %s", hexList(fix.Hexes, g), strings.Join(facts, ", "))
}

func describeCityFix(fix CityFix) string {
	var parts []string
	if len(fix.Remove) > 0 {
		parts = append(parts, "removed "+strings.Join(fix.Remove, ", "))
	}
	if fix.Name != "" {
		s := fix.Name
		if fix.Hex != nil {
			s += " at " + fix.Hex.String()
		}
		if fix.VP != nil {
			s += fmt.Sprintf(", %d VP", *fix.VP)
		}
		if fix.Capital != nil && *fix.Capital {
			s += ", capital"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

func describeTheater(t TheaterLine, g model.Grid) string {
	rows := map[int]int{}
	for k, col := range t.FirstEast {
		row, _ := parseRow(k)
		rows[row] = col
	}
	var keys []int
	for r := range rows {
		if r <= g.Rows {
			keys = append(keys, r)
		}
	}
	sort.Ints(keys)
	var parts []string
	for _, r := range keys {
		parts = append(parts, fmt.Sprintf("%02d:%02d", r, rows[r]))
	}
	return fmt.Sprintf("boundary %s; first east column by row %s", hexList(t.Boundary, g), strings.Join(parts, " "))
}

func describeSideFix(fix SideFix, g model.Grid) string {
	var parts []string
	if len(fix.RemoveTouching) > 0 {
		parts = append(parts, "removes hexsides touching "+strings.Join(fix.RemoveTouching, ", "))
	}
	if len(fix.Remove) > 0 {
		parts = append(parts, "removes "+strings.Join(fix.Remove, " "))
	}
	if len(fix.Add) > 0 {
		keys := make([]string, 0, len(fix.Add))
		for k := range fix.Add {
			s, _ := model.ParseHexside(k)
			if g.Contains(s.A) && g.Contains(s.B) {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		byType := map[string][]string{}
		var types []string
		for _, k := range keys {
			spec := fix.Add[k]
			label := string(spec.Type)
			if spec.Name != "" {
				label += " " + spec.Name
			}
			if _, ok := byType[label]; !ok {
				types = append(types, label)
			}
			byType[label] = append(byType[label], k)
		}
		for _, t := range types {
			parts = append(parts, t+" "+strings.Join(byType[t], " "))
		}
	}
	return strings.Join(parts, "; ")
}
