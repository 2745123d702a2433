package game

import "github.com/bfgdata/bfgdata/model"

// New is a record at the start of a scenario of edition ed, with the
// optional rules named: no turn played yet. It refuses, as Replay does, a
// scenario or optional rule the edition does not have and an edition with
// no sequence of play. Units the scenario sets up in a zone get a default
// setup pick each (one a hex, in the zone's order), for the owner to
// change. The caller sets the record's "$schema".
func New(ed *model.Edition, scenario string, optional []string) (*model.Game, error) {
	g := &model.Game{Edition: ed.Info.ID, Scenario: scenario, Optional: optional, Turns: []model.GameTurn{}}
	o, err := open(ed, g)
	if err != nil {
		return nil, err
	}
	g.Setup = defaultPicks(o.board, o.setup)
	return g, nil
}
