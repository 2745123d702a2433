package players

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText writes the comparison side by side: for each player his
// figures in the scenario and in the one against, their difference, its
// p-value and whether it is significant; then the turns Berlin fell on in
// each, the games ended early and the tests made.
func (c Comparison) WriteText(w io.Writer) error {
	a, b := c.Scenario, c.Against
	var out, table strings.Builder
	turns := "to the scenario's end"
	if a.Turns > 0 {
		turns = fmt.Sprintf("at most %d turn(s)", a.Turns)
	}
	fmt.Fprintf(&out, "%s %s against %s: %d game(s) each from seed %d, %s\n", a.Edition, a.Scenario, b.Scenario, a.Games, a.Seed, turns)
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "\t%s\t%s\tdifference\tp\t\n", a.Scenario, b.Scenario)
	for _, d := range c.Players {
		pa, _ := a.player(d.Player)
		pb, _ := b.player(d.Player)
		fmt.Fprintf(tw, "%s (%s)\t\t\t\t\t\n", d.Player, playsOf(pa, pb))
		fmt.Fprintf(tw, "  won\t%s\t%s\t%s\t%s\t\n", wonText(pa.Won), wonText(pb.Won), dText(d.Won, 100, "%+.0f pts"), pText(d.Won))
		fmt.Fprintf(tw, "  VP (mean sd)\t%s\t%s\t%s\t%s\t\n", pa.VP, pb.VP, dText(d.VP, 1, "%+.1f"), pText(d.VP))
		fmt.Fprintf(tw, "  units lost (mean sd)\t%s\t%s\t%s\t%s\t\n", pa.UnitsLost, pb.UnitsLost, dText(d.UnitsLost, 1, "%+.1f"), pText(d.UnitsLost))
	}
	fmt.Fprintf(tw, "ended before a verdict\t%d\t%d\t\t\t\n", a.EndedEarly, b.EndedEarly)
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, line := range strings.SplitAfter(table.String(), "\n") {
		if line != "" {
			out.WriteString(strings.TrimRight(line, " \n") + "\n")
		}
	}
	fmt.Fprintf(&out, "Berlin falls (games), %s: %s\n", a.Scenario, a.Berlin)
	fmt.Fprintf(&out, "Berlin falls (games), %s: %s\n", b.Scenario, b.Berlin)
	fmt.Fprintf(&out, "won: share of the decided games, %s; VP and units lost: over all games, %s; significant: p < %g, two-sided\n", TestTwoProportion, TestWelch, c.Level)
	_, err := io.WriteString(w, out.String())
	return err
}

// playsOf names the player of a side, or both when the two series seat
// different ones.
func playsOf(a, b PlayerResult) string {
	if a.Plays == b.Plays {
		return a.Plays
	}
	return a.Plays + " / " + b.Plays
}

// wonText is "5 of 8, 62% [31-86%]".
func wonText(s Share) string {
	return fmt.Sprintf("%d of %d, %.0f%% [%.0f-%.0f%%]", s.Count, s.Of, 100*share(s), 100*s.Low, 100*s.High)
}

// dText is the difference times scale in format, or "-" when no test
// could be made.
func dText(d Difference, scale float64, format string) string {
	if d.P == nil {
		return "-"
	}
	return fmt.Sprintf(format, scale*d.Difference)
}

// pText is the p-value, marked when significant, or "-" when no test
// could be made.
func pText(d Difference) string {
	if d.P == nil {
		return "-"
	}
	p := fmt.Sprintf("%.3f", *d.P)
	if *d.P < 0.001 {
		p = "<0.001"
	}
	if d.Significant {
		p += " significant"
	}
	return p
}

// String is "turn 7: 2, turn 8: 3, never: 2".
func (b BerlinFalls) String() string {
	var fell []string
	for _, t := range b.Turns {
		fell = append(fell, fmt.Sprintf("turn %d: %d", t.Turn, t.Games))
	}
	fell = append(fell, fmt.Sprintf("never: %d", b.Never))
	return strings.Join(fell, ", ")
}
