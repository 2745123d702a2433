package game

import (
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// ExitOptions is what an exit from a hex would remove, before it is made:
// the enemy units on its front closest first (rules.ExitResult), or, with
// the front empty, the units of the front's destroyed units box the
// player may take (Box). A front end lists them and asks before it sends
// the exit; Do referees the removals chosen.
type ExitOptions struct {
	rules.ExitResult
	Box []string `json:"box"`
}

// ExitOptions works out what the unit with id leaving the map from hex
// from would remove now, as the exit itself works it out, or why it may
// not leave from there.
func (p *Play) ExitOptions(id string, from model.Hex) (ExitOptions, error) {
	o, bad := p.exitOptions(id, from)
	return o, refusal(bad)
}

func (p *Play) exitOptions(id string, from model.Hex) (ExitOptions, *diag.Diagnostic) {
	if bad := p.refuseChange(); bad != nil {
		return ExitOptions{}, bad
	}
	s := p.s
	if s.phase < 0 {
		return ExitOptions{}, s.illegal("", "game.action-kind", "the game stands in no phase")
	}
	if _, bad := s.mover("", s.seq.Phases[s.phase], id, "an exit", "leave the map"); bad != nil {
		return ExitOptions{}, bad
	}
	if _, err := s.sit.Exit(id, from); err != nil {
		return ExitOptions{}, s.refused("", err)
	}
	sit := s.sit.Clone()
	for i := range sit.Units {
		if sit.Units[i].Counter == id {
			sit.Units[i].Hex = from
		}
	}
	res, err := s.exitFront(sit, id, from)
	if err != nil {
		return ExitOptions{}, s.refused("", err)
	}
	out := ExitOptions{ExitResult: res, Box: []string{}}
	if out.Closest == nil {
		out.Closest = []rules.ExitCandidate{}
	}
	if res.FromBox {
		// the exit's own check says which units of the boxes it takes
		for _, b := range s.destroyed {
			if s.checkRemovals("", res, []string{b.Counter}) == nil && !slices.Contains(out.Box, b.Counter) {
				out.Box = append(out.Box, b.Counter)
			}
		}
	}
	return out, nil
}
