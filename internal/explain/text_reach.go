package explain

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/bfgdata/bfgdata/model"
)

// WriteText writes the hexes a unit reaches as a table of hex, cost and
// what limits it there, and the map edges it may leave from.
func (rep Reach) WriteText(out io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, %s) from %s with %d movement points: %d hexes\n", rep.Counter, rep.Stats, rep.Force, rep.From, rep.Allowance, len(rep.Hexes))
	if f := rep.Fixed; f != nil {
		fmt.Fprintf(&b, "%s may not move: %s [%s]\n", rep.Counter, f.What, f.Rule)
		_, err := io.WriteString(out, b.String())
		return err
	}
	if m := rep.MustReturn; m != nil {
		fmt.Fprintf(&b, "stranded %s [%s]\n", m.What, m.Rule)
	}
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	paths := len(rep.Hexes) > 0 && len(rep.Hexes[0].Path) > 0
	if paths {
		// On a game's position: the path a record's move writes, so the
		// author copies the route the engine takes, not a guess of it.
		fmt.Fprintln(tw, "HEX\tCOST\tPATH\tNOTE")
	} else {
		fmt.Fprintln(tw, "HEX\tCOST\tNOTE")
	}
	for _, h := range rep.Hexes {
		if paths {
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\n", h.Hex, h.Cost, model.JoinHexes(h.Path, ","), h.note())
			continue
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\n", h.Hex, h.Cost, h.note())
	}
	tw.Flush()
	if len(rep.Exits) > 0 {
		fmt.Fprintf(&b, "may leave the map from: %v\n", rep.Exits)
	}
	if len(rep.Attacks) > 0 {
		fmt.Fprintf(&b, "may attack from %s: %s\n", rep.From, model.JoinHexes(rep.Attacks, " "))
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// note says what limits the unit in the hex.
func (h ReachEntry) note() string {
	note := ""
	if h.EnemyZOC {
		note = "enemy ZOC: must stop"
	}
	if !h.CanEnd {
		note = "pass only: " + h.Why
	}
	if h.Overstacked {
		if note != "" {
			note += "; "
		}
		note += "over the stacking limit: " + h.Why
	}
	if h.Returns {
		note = strings.TrimSpace("back on its side " + note)
	}
	return note
}
