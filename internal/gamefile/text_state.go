package gamefile

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// StateView is what `game state` shows: the point asked for and the state
// there.
type StateView struct {
	File string `json:"file"`
	At   string `json:"at"`
	game.State
}

// StateOf is the state of g at its point.
func (g *Game) StateOf() StateView {
	return StateView{File: g.File, At: g.At.String(), State: g.State}
}

// WriteText writes the state for a reader: one line summing it up, then
// each force's units, one a line with its hex or box, forces in the order
// of the sequence of play.
func (v StateView) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s at %s: %s\n", v.File, v.At, v.Line())
	for _, f := range model.Forces {
		var units []game.UnitAt
		for _, u := range v.Units {
			if u.Force == f {
				units = append(units, u)
			}
		}
		if len(units) == 0 {
			continue
		}
		fmt.Fprintf(tw, "%s (%d units)\n", f, len(units))
		for _, u := range units {
			where := u.Hex
			if where == "" {
				where = "box " + u.Box
			}
			fmt.Fprintf(tw, "  %s\t%s\n", u.ID, where)
		}
	}
	return tw.Flush()
}
