package vsav

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Report is what import vsav says of a game read: the result, what it
// was written as ("position" or "scenario"), and where (Wrote), or, when
// it went nowhere else, the document itself.
type Report struct {
	*Result
	As       string          `json:"as"`
	Wrote    string          `json:"wrote,omitempty"`
	Document json.RawMessage `json:"document,omitempty"`
}

// WriteText writes a line per problem, a line per roll, and the summary.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, p := range r.Problems {
		b.WriteString(p.String() + "\n")
	}
	for i, roll := range r.Rolls {
		fmt.Fprintf(&b, "%s: roll %d: %s = %s (%s)\n", r.File, i+1, roll.Dice, joinInts(roll.Results), roll.Line)
	}
	b.WriteString(r.Summary())
	if r.Wrote != "" {
		fmt.Fprintf(&b, "; wrote %s as a %s", r.Wrote, r.As)
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ",")
}
