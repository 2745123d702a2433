package xlsx

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// The markers cell of a scenario rule holds model.Markers as text:
// "range 3; per turn soviet 2, western-allied 1; stock soviet 7; refill 11".

// formatMarkers writes m in the cell's form; "" for none.
func formatMarkers(m *model.Markers) string {
	if m == nil {
		return ""
	}
	byForce := func(fs map[model.Force]int) string {
		var parts []string
		for _, f := range slices.Sorted(maps.Keys(fs)) {
			parts = append(parts, fmt.Sprintf("%s %d", f, fs[f]))
		}
		return strings.Join(parts, ", ")
	}
	parts := []string{fmt.Sprintf("range %d", m.Range), "per turn " + byForce(m.PerTurn)}
	if len(m.Stock) > 0 {
		parts = append(parts, "stock "+byForce(m.Stock))
	}
	if m.RefillTurn != 0 {
		parts = append(parts, fmt.Sprintf("refill %d", m.RefillTurn))
	}
	return strings.Join(parts, "; ")
}

// parseMarkers reads the cell's form back; nil for an empty cell.
func parseMarkers(s string) (*model.Markers, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	m := &model.Markers{}
	byForce := func(v string) (map[model.Force]int, error) {
		out := map[model.Force]int{}
		for _, p := range splitList(v, ",") {
			f, n, ok := strings.Cut(p, " ")
			k, err := strconv.Atoi(strings.TrimSpace(n))
			if !ok || err != nil {
				return nil, fmt.Errorf("%q: want a force and a number", p)
			}
			out[model.Force(f)] = k
		}
		return out, nil
	}
	for _, part := range splitList(s, ";") {
		var err error
		switch {
		case strings.HasPrefix(part, "range "):
			m.Range, err = strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(part, "range ")))
		case strings.HasPrefix(part, "per turn "):
			m.PerTurn, err = byForce(strings.TrimPrefix(part, "per turn "))
		case strings.HasPrefix(part, "stock "):
			m.Stock, err = byForce(strings.TrimPrefix(part, "stock "))
		case strings.HasPrefix(part, "refill "):
			m.RefillTurn, err = strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(part, "refill ")))
		default:
			err = fmt.Errorf("%q: want range N, per turn FORCE N, …, stock FORCE N, … or refill TURN", part)
		}
		if err != nil {
			return nil, err
		}
	}
	return m, nil
}
