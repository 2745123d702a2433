package xlsx

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// formatSequence writes a scenario's own sequence of play as its column
// takes it: "16.1 deluxe-2020: soviet-replacement …", with the phases an
// optional rule adds after a "|"; "" for a scenario that has none.
func formatSequence(sq *model.SequenceOfPlay) string {
	if sq == nil {
		return ""
	}
	out := sq.Rule + " " + sq.Src + ": " + strings.Join(sq.Phases, " ")
	if len(sq.Optional) > 0 {
		out += " | " + formatOptionalPhases(sq.Optional)
	}
	return out
}

// parseSequence reads the sequence of play column; "" is none.
func parseSequence(s string) (*model.SequenceOfPlay, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	head, rest, ok := strings.Cut(s, ":")
	f := strings.Fields(head)
	if !ok || len(f) != 2 {
		return nil, fmt.Errorf("%q: want the rule and the source, a colon and the phases, e.g. 16.1 deluxe-2020: soviet-replacement soviet-movement", s)
	}
	phases, optional, _ := strings.Cut(rest, "|")
	return &model.SequenceOfPlay{Rule: f[0], Src: f[1], Phases: strings.Fields(phases), Optional: parseOptionalPhases(optional)}, nil
}

// formatOptionalPhases writes phases optional rules add as phase:after:rule
// items separated by spaces.
func formatOptionalPhases(ps []model.OptionalPhase) string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Phase + ":" + p.After + ":" + p.Rule
	}
	return strings.Join(out, " ")
}

// parseOptionalPhases reads what formatOptionalPhases writes; an item
// that is not phase:after:rule is kept with its parts empty, for the
// schema to refuse with its pointer.
func parseOptionalPhases(s string) []model.OptionalPhase {
	var out []model.OptionalPhase
	for _, item := range strings.Fields(s) {
		parts := strings.SplitN(item, ":", 3)
		for len(parts) < 3 {
			parts = append(parts, "")
		}
		out = append(out, model.OptionalPhase{Phase: parts[0], After: parts[1], Rule: parts[2]})
	}
	return out
}
