package explain

import (
	"fmt"
	"io"
	"strings"
)

// WriteText writes the odds as the odds command shows them: attack, the
// defense and its multipliers, the ratio and its column, and the results
// of the die roll asked for or of the whole column.
func (rep Odds) WriteText(out io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "edition %s, CRT rule %s\n", rep.Edition, rep.CRTRule)
	fmt.Fprintf(&b, "attack   %d\n", rep.Attack)
	if len(rep.Factors) > 0 || rep.Multiplier != 1 {
		var parts []string
		for _, f := range rep.Factors {
			parts = append(parts, fmt.Sprintf("%s x%d", f.ID, f.Multiplier))
		}
		how := ""
		if len(parts) > 0 {
			how = " (" + strings.Join(parts, ", ") + ")"
		}
		fmt.Fprintf(&b, "defense  %d x %d = %d%s\n", rep.Defense, rep.Multiplier, rep.ModifiedDefense, how)
	} else {
		fmt.Fprintf(&b, "defense  %d\n", rep.Defense)
	}
	clamp := " (rounded in the defender's favour)"
	switch rep.Clamped {
	case "above":
		clamp = " (better than the table: resolved on its last column)"
	case "below":
		clamp = " (worse than the table: resolved on its first column)"
	}
	fmt.Fprintf(&b, "odds     %s -> %s%s\n", rep.Ratio, rep.Column, clamp)
	for _, r := range rep.Results {
		fmt.Fprintf(&b, "die %d    %-2s  %s%s\n", r.Die, r.Code, r.Name, exchangeNote(r, rep.ExchangeLoss))
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// exchangeNote spells out what an exchange costs the attacker.
func exchangeNote(r DieEntry, loss int) string {
	if !r.Exchange() {
		return ""
	}
	return fmt.Sprintf(": the defenders are eliminated and the attacker loses units with printed attack of %d or more in all", loss)
}
