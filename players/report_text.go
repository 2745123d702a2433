package players

import (
	"fmt"
	"io"
	"strings"
)

// WriteText writes the report as a table, a line per player, then the
// turns Berlin fell on.
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	turns := "to the scenario's end"
	if r.Turns > 0 {
		turns = fmt.Sprintf("at most %d turn(s)", r.Turns)
	}
	fmt.Fprintf(&b, "%s %s: %d game(s) from seed %d, %s; %d action(s)\n", r.Edition, r.Scenario, r.Games, r.Seed, turns, r.Actions)
	decided := r.Games - r.EndedEarly
	fmt.Fprintf(&b, "won, drawn, lost: of the %d decided game(s), with the 95%% interval (Wilson score)\n", decided)
	fmt.Fprintf(&b, "%-16s %-10s %-17s %-17s %-17s %-13s %s\n", "player", "plays", "won", "drawn", "lost", "VP (mean sd)", "units lost (mean sd)")
	for _, p := range r.Players {
		fmt.Fprintf(&b, "%-16s %-10s %-17s %-17s %-17s %-13s %s\n", p.Player, p.Plays, p.Won, p.Drawn, p.Lost, p.VP, p.UnitsLost)
	}
	fmt.Fprintf(&b, "Berlin falls (games): %s\n", r.Berlin)
	if r.EndedEarly > 0 {
		fmt.Fprintf(&b, "%d game(s) ended before a verdict (stuck, or cut short by the turns asked), counted for no one\n", r.EndedEarly)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// String is the count and its interval in percent: "12 [39-78%]".
func (s Share) String() string {
	return fmt.Sprintf("%d [%.0f-%.0f%%]", s.Count, 100*s.Low, 100*s.High)
}

// String is the mean and standard deviation: "31.5 4.2".
func (s Spread) String() string { return fmt.Sprintf("%.1f %.1f", s.Mean, s.SD) }
