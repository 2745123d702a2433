package players

import (
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// tally gathers a series' games, one after another in their order, into
// the figures of its Report.
type tally struct {
	sc      *model.Scenario
	players []model.Player
	plays   []string
	// per player, in the order of players
	won, drawn, lost []int
	vp, unitsLost    [][]int
	berlin           map[int]int
	never            int
	decided, early   int
	actions          int
}

func newTally(sc *model.Scenario, seats Seats) *tally {
	t := &tally{sc: sc, berlin: map[int]int{}}
	for _, c := range sc.Control {
		pl := seats[c.Player]
		if pl == nil {
			pl = Random{}
		}
		t.players = append(t.players, c.Player)
		t.plays = append(t.plays, pl.Name())
	}
	n := len(t.players)
	t.won, t.drawn, t.lost = make([]int, n), make([]int, n), make([]int, n)
	t.vp, t.unitsLost = make([][]int, n), make([][]int, n)
	return t
}

// add counts game g.
func (t *tally) add(g *Played) {
	t.actions += g.Actions
	lost := map[model.Player]int{}
	for _, u := range g.State.Units {
		if strings.HasPrefix(u.Box, game.Destroyed) || u.Box == game.OutOfGame {
			if who, ok := t.sc.PlayerOf(u.Force); ok {
				lost[who]++
			}
		}
	}
	v := g.State.Verdict
	decided := g.End == EndOver && v != nil
	if decided {
		t.decided++
	} else {
		t.early++
	}
	for k, who := range t.players {
		t.vp[k] = append(t.vp[k], g.State.VictoryPoints[model.Force(who)])
		t.unitsLost[k] = append(t.unitsLost[k], lost[who])
		switch {
		case !decided:
		case len(v.Winners) == 0:
			t.drawn[k]++
		case slices.Contains(v.Winners, who):
			t.won[k]++
		default:
			t.lost[k]++
		}
	}
	if g.BerlinFalls == 0 {
		t.never++
	} else {
		t.berlin[g.BerlinFalls]++
	}
}

// report is the tally's figures.
func (t *tally) report() Report {
	rep := Report{EndedEarly: t.early, Actions: t.actions, Berlin: BerlinFalls{Turns: []TurnCount{}, Never: t.never}}
	for k, who := range t.players {
		rep.Players = append(rep.Players, PlayerResult{
			Player: who, Plays: t.plays[k],
			Won: NewShare(t.won[k], t.decided), Drawn: NewShare(t.drawn[k], t.decided), Lost: NewShare(t.lost[k], t.decided),
			VP: NewSpread(t.vp[k]), UnitsLost: NewSpread(t.unitsLost[k]),
		})
	}
	for turn, n := range t.berlin {
		rep.Berlin.Turns = append(rep.Berlin.Turns, TurnCount{Turn: turn, Games: n})
	}
	slices.SortFunc(rep.Berlin.Turns, func(a, b TurnCount) int { return a.Turn - b.Turn })
	return rep
}
