package gamefile

import (
	"io"
	"maps"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/sheets"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// Render draws g's position as `render map` draws a scenario's start,
// with the look the job j asks for (hex size, labels, provenance, pages)
// and its opts and paper (j.Check): every unit where it stands (the
// destroyed and those in boxes beside the map) and, over them, what the
// phasing force has done in this turn so far: its moves as paths, its
// attacks, and the retreats and advances they caused. The SVG goes to
// j.Out (never over a file without j.Force, through a temporary file) or,
// with no Out, to w; pages go to j.Out, and the line saying so is
// returned.
func (g *Game) Render(j sheets.MapJob, opts render.Options, paper sheets.Paper, w io.Writer) (string, error) {
	ed := g.Edition
	if sc, ok := ed.Scenario(g.Record.Scenario); ok {
		opts.Scenario = sc.Name
	}
	index := ed.Counters.Index()
	for _, u := range g.State.Units {
		c := index[u.Counter]
		if c == nil {
			continue
		}
		opts.Units = append(opts.Units, render.Placement{Unit: explain.Drawn(rules.UnitOf(c, u.Force)), Hex: u.Hex, Box: u.Box})
	}
	opts.Units = append(opts.Units, g.markers()...)
	opts.Play = g.play()
	// The job's scenario stays empty: the units are the game's, not a
	// scenario's start.
	j.Scenario = ""
	return j.Write(g.unfortified(), opts, paper, w)
}

// markers are the Offensive Supply markers on the map (Deluxe 18.1),
// drawn with the counter set's marker counters, one each in the set's
// order; more markers than the set has counters are left out of the
// drawing (the state lists them all).
func (g *Game) markers() []render.Placement {
	var pieces []*model.Counter
	for i := range g.Edition.Counters.Counters {
		c := &g.Edition.Counters.Counters[i]
		if c.Kind == model.KindMarker && c.Marker != nil && c.Marker.Kind == model.OffensiveSupplyMarker {
			pieces = append(pieces, c)
		}
	}
	var out []render.Placement
	for i, m := range g.State.Markers {
		if i >= len(pieces) {
			break
		}
		out = append(out, render.Placement{Unit: explain.Drawn(rules.UnitOf(pieces[i], m.Force)), Hex: m.Hex})
	}
	return out
}

// unfortified is g's edition with a map whose fortified lines the
// Western Allies destroyed so far are gone, so that the drawing shows the
// position's forts, not the printed map's. The edition itself is shared
// and never changed.
func (g *Game) unfortified() *model.Edition {
	gone := g.Situation.DestroyedForts
	if len(gone) == 0 || g.Edition.Map == nil {
		return g.Edition
	}
	ed, m := *g.Edition, *g.Edition.Map
	m.Hexes = maps.Clone(m.Hexes)
	for _, h := range gone {
		info := m.Hexes[h]
		info.Fortified = false
		m.Hexes[h] = info
	}
	ed.Map = &m
	return &ed
}

// play is what the phasing force did in the current turn up to the point.
func (g *Game) play() render.Play {
	var p render.Play
	sc, _ := g.Edition.Scenario(g.Record.Scenario)
	seq, _ := game.ScenarioSequence(&g.Edition.Info, sc)
	forceOf := map[string]model.Force{}
	for _, ph := range seq.Phases {
		forceOf[ph.ID] = ph.Force
	}
	for _, e := range g.Log {
		if e.Turn != g.State.Turn || forceOf[e.Phase] != g.State.Phasing {
			continue
		}
		if len(e.Path) > 0 {
			p.Moves = append(p.Moves, Trail(e))
		}
		if e.Combat == nil {
			continue
		}
		var a render.Attack
		for _, u := range e.Combat.Attackers {
			a.From = append(a.From, u.Hex)
		}
		for _, gr := range e.Combat.Groups {
			a.Targets = append(a.Targets, gr.Hex)
		}
		p.Attacks = append(p.Attacks, a)
		if o := e.Outcome; o != nil {
			for _, r := range o.Retreats {
				if r.To != nil {
					p.Retreats = append(p.Retreats, []model.Hex{r.From, *r.To})
				}
			}
			if o.Advanced != nil {
				p.Moves = append(p.Moves, []model.Hex{o.Advanced.From, o.Advanced.To})
			}
		}
	}
	return p
}

// Position is g's position for the questions `reach` and `combat` answer
// (where may this unit go now, what would this attack be now), under the
// record's scenario and optional rules.
func (g *Game) Position() *explain.StartingPosition {
	sc, _ := g.Edition.Scenario(g.Record.Scenario)
	sit := g.Situation
	return &explain.StartingPosition{Edition: g.Edition, Scenario: sc, Board: sit.Board, Situation: sit, Given: true, Game: true, Paths: true, Allowance: g.Result.Allowance}
}

// PositionAt opens the record in file name at the point at (Open) for a
// question asked of its position. A record illegal before the point has
// no game's position there: the illegal action is printed on w and
// illegal returned, as game check does.
func PositionAt(name string, load Loader, at string, w io.Writer, illegal error) (*explain.StartingPosition, error) {
	g, err := Open(name, load, at)
	if err != nil {
		return nil, err
	}
	if err := g.Verdict(w, illegal); err != nil {
		return nil, err
	}
	return g.Position(), nil
}
