package gamefile

import (
	"fmt"
	"io"
	"strings"
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

// WriteText writes the state for a reader: one line summing it up, the
// phasing player, the replacements used, the markers and destroyed forts
// where there are any, the victory points by player and, once the game is
// over, the verdict; then
// each force's units, one a line with its hex or box, forces in the order
// of the sequence of play.
func (v StateView) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s at %s: %s\n", v.File, v.At, v.Line())
	if v.Player != "" {
		fmt.Fprintf(tw, "phasing player: %s\n", v.Player)
	}
	if v.Rate > 0 || v.Replaced > 0 {
		fmt.Fprintf(tw, "replacements: %d of %d this turn\n", v.Replaced, v.Rate)
	}
	for _, m := range v.Markers {
		fmt.Fprintf(tw, "offensive supply: %s marker in %s", m.Force, m.Hex)
		if m.Group != "" {
			fmt.Fprintf(tw, " (%s)", m.Group)
		}
		fmt.Fprintln(tw)
	}
	if len(v.DestroyedForts) > 0 {
		fmt.Fprintf(tw, "fortified lines destroyed: %s\n", hexList(v.DestroyedForts))
	}
	if vp := v.points(); vp != "" {
		fmt.Fprintf(tw, "victory points: %s\n", vp)
	}
	if vd := v.Verdict; vd != nil {
		fmt.Fprintf(tw, "verdict: %s: %s", winners(vd.Winners), vd.Reason)
		if vd.Rule != "" {
			fmt.Fprintf(tw, " [%s]", vd.Rule)
		}
		fmt.Fprintln(tw)
	}
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
			where := "box " + u.Box
			if u.OnMap() {
				where = u.Hex.String()
			}
			fmt.Fprintf(tw, "  %s\t%s\n", u.Counter, where)
		}
	}
	return tw.Flush()
}

// points are the victory points by player, in the order of the forces.
func (v StateView) points() string {
	var parts []string
	for _, f := range model.Forces {
		if n, ok := v.VictoryPoints[f]; ok {
			parts = append(parts, fmt.Sprintf("%s %d", f, n))
		}
	}
	return strings.Join(parts, ", ")
}

// winners names the players who won, or says the game is drawn.
func winners(ps []model.Player) string {
	if len(ps) == 0 {
		return "drawn, no winner"
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = string(p)
	}
	if len(ps) == 1 {
		return names[0] + " wins"
	}
	return strings.Join(names, " and ") + " win"
}
