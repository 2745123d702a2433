package players

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// reaches keeps, through one phase, each unit's Reach as the engine last
// answered it, so that after each move the runner asks again only for the
// units the move may have changed something for. A unit's reach depends on
// its allowance and on the units in and around the hexes it can reach
// (stacking where it would end, enemy zones of control where it would
// stop): when no unit has come to or left a hex within two hexes of any of
// those, nor of the unit's own, the answer stands. The engine referees each
// move again when it is made, so an answer kept wrongly could cost a
// refused move, never an illegal record.
type reaches struct {
	phase string
	at    map[string]model.Hex
	units map[string]reachOf
}

// reachOf is one unit's kept answer: where it stood, its allowance, the
// Reach.
type reachOf struct {
	hex model.Hex
	mp  int
	r   rules.ReachResult
}

// near is how close to a reachable hex a change must come to matter: the
// hex itself (stacking) and its neighbours' zones of control, with one
// more for the unit that exerts them.
const near = 2

// update takes the position sit of the phase named phase: it forgets every
// unit's answer at a new phase, and otherwise those a change of position
// since the last update may have changed.
func (c *reaches) update(phase string, sit *rules.Situation) {
	now := make(map[string]model.Hex, len(sit.Units))
	for _, u := range sit.Units {
		now[u.Counter] = u.Hex
	}
	if phase != c.phase || c.units == nil {
		c.phase, c.at, c.units = phase, now, map[string]reachOf{}
		return
	}
	var changed []model.Hex
	for id, h := range now {
		if was, ok := c.at[id]; !ok {
			changed = append(changed, h)
		} else if was != h {
			changed = append(changed, h, was)
		}
	}
	for id, h := range c.at {
		if _, ok := now[id]; !ok {
			changed = append(changed, h)
		}
	}
	c.at = now
	if len(changed) == 0 {
		return
	}
	for id, k := range c.units {
		if touches(k, changed) {
			delete(c.units, id)
		}
	}
}

// touches reports whether a hex in changed is near the unit's hex or a hex
// of its reach.
func touches(k reachOf, changed []model.Hex) bool {
	for _, c := range changed {
		if model.Distance(c, k.hex) <= near {
			return true
		}
		for _, h := range k.r.Hexes {
			if model.Distance(c, h.Hex) <= near {
				return true
			}
		}
		for _, h := range k.r.Exits {
			if model.Distance(c, h) <= near {
				return true
			}
		}
	}
	return false
}

// reach is unit u's Reach with mp movement points: the answer kept when it
// stands, the engine's otherwise (and kept). With c nil, always the
// engine's.
func (c *reaches) reach(sit *rules.Situation, u rules.Placed, mp int) (rules.ReachResult, error) {
	if c == nil {
		return sit.Reach(u.Counter, mp)
	}
	if k, ok := c.units[u.Counter]; ok && k.hex == u.Hex && k.mp == mp {
		return k.r, nil
	}
	r, err := sit.Reach(u.Counter, mp)
	if err == nil {
		c.units[u.Counter] = reachOf{hex: u.Hex, mp: mp, r: r}
	}
	return r, err
}

// phaseKey names the phase a game stands in, for reaches.
func phaseKey(turn int, phase string) string { return fmt.Sprint(turn, "/", phase) }
