package serve

import (
	"net/http"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// The play API's questions a page asks before it acts: what a new game of
// a scenario plays by, what ending the phase would give up, what an exit
// would remove. Each answer is the engine's; the page only shows it.

// getGameRules answers the special rules in force and the optional rules
// a new game of a scenario may switch on.
func (s *Server) getGameRules(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	return explain.ScenarioRules(ed, r.URL.Query().Get("scenario"))
}

// getGameUnfinished answers what ending the current phase now would give
// up: the units that could still move or attack, the replacements due.
func (s *Server) getGameUnfinished(r *http.Request) (any, error) {
	g, err := s.games.get(r.URL.Query().Get("id"))
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	return g.play.Unfinished(), nil
}

// getGameExit answers what a unit leaving the map from a hex would
// remove: the enemy units closest first, or the destroyed units box's.
func (s *Server) getGameExit(r *http.Request) (any, error) {
	q := r.URL.Query()
	hex, err := model.ParseHex(q.Get("hex"))
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.hex", "hex: %v", err)
	}
	g, err := s.games.get(q.Get("id"))
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	opts, bad := g.play.ExitOptions(q.Get("unit"), hex)
	if bad != nil {
		return nil, refused(bad)
	}
	return opts, nil
}
