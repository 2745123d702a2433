package serve

import (
	"errors"
	"net/http"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

type (
	gameActionRequest struct {
		gameRequest
		Action model.GameAction `json:"action"`
	}
	gameRollRequest struct {
		gameRequest
		Attack model.GameAttack `json:"attack"`
	}
	gameCombatRequest struct {
		ID             string   `json:"id"`
		Attackers      []string `json:"attackers"`
		Defenders      []string `json:"defenders"`
		DefendingUnits []string `json:"defendingUnits"`
	}
)

// postGameAction applies one action in the current phase; the engine's
// refusal leaves the game as it was.
func (s *Server) postGameAction(r *http.Request) (any, error) {
	var q gameActionRequest
	return s.change(r, &q, func() *gameRequest { return &q.gameRequest }, func(g *liveGame) error {
		if q.Action.Kind() == "" {
			return problemf(http.StatusBadRequest, "api.bad-body", `action: want exactly one action, like {"move": {"unit": "3-belo", "path": ["3226"]}}`)
		}
		if err := g.personal(); err != nil {
			return err
		}
		_, bad := g.play.Do(q.Action)
		return refused(bad)
	})
}

// postGameRoll rolls the die of an attack once and writes the attack, with
// its die, into the record (game.Play.Roll): the answer shows the die and
// the attack open, awaiting the choices its result asks for, which
// game/action then gives. A die in the request is refused unless the game
// is played with table dice.
func (s *Server) postGameRoll(r *http.Request) (any, error) {
	var q gameRollRequest
	return s.change(r, &q, func() *gameRequest { return &q.gameRequest }, func(g *liveGame) error {
		if len(q.Attack.Attackers) == 0 {
			return problemf(http.StatusBadRequest, "api.bad-body", `attack: want the attackers and the defenders, like {"attack": {"attackers": ["3-belo"], "defenders": ["3024"]}}`)
		}
		if err := g.personal(); err != nil {
			return err
		}
		_, bad := g.play.Roll(q.Attack)
		return refused(bad)
	})
}

// postGameEndPhase ends the current phase; the end-of-phase checks may
// refuse it, the game staying in its phase.
func (s *Server) postGameEndPhase(r *http.Request) (any, error) {
	var q gameRequest
	return s.change(r, &q, func() *gameRequest { return &q }, func(g *liveGame) error {
		if err := g.personal(); err != nil {
			return err
		}
		return refused(g.play.EndPhase())
	})
}

// postGameUndo takes back the current phase's last action.
func (s *Server) postGameUndo(r *http.Request) (any, error) {
	var q gameRequest
	return s.change(r, &q, func() *gameRequest { return &q }, func(g *liveGame) error {
		if err := g.personal(); err != nil {
			return err
		}
		return refused(g.play.Undo())
	})
}

// position is the game's position for the questions reach and combat
// answer, as `reach --game` asks them.
func (g *liveGame) position() *explain.StartingPosition {
	sc, _ := g.ed.Scenario(g.play.Record().Scenario)
	sit := g.play.Situation()
	return &explain.StartingPosition{Edition: g.ed, Scenario: sc, Board: sit.Board, Situation: sit, Given: true, Game: true, Paths: true}
}

// getGameReach answers where a unit can move now, with the allowance the
// game gives it, in the shape of the editor's reach answer.
func (s *Server) getGameReach(r *http.Request) (any, error) {
	g, err := s.games.get(r.URL.Query().Get("id"))
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	unit := r.URL.Query().Get("unit")
	pos := g.position()
	mp, ok := g.play.Allowance(unit)
	if !ok {
		return pos.ReachOf(unit, 0)
	}
	no := g.play.MayMove(unit)
	if no == nil && mp > 0 {
		return pos.ReachOf(unit, mp)
	}
	// It may not move now (moved already, of another force), or has no
	// movement points left (a replacement stopped in an enemy zone of
	// control): where it stands, and nowhere else, and why.
	rep, err := pos.ReachOf(unit, 1)
	if err != nil {
		return nil, err
	}
	here := rep.Hexes[:0]
	for _, h := range rep.Hexes {
		if h.Cost == 0 {
			here = append(here, h)
		}
	}
	rep.Hexes, rep.Exits, rep.Allowance = here, rep.Exits[:0], 0
	var d *diag.Diagnostic
	if errors.As(no, &d) && rep.Fixed == nil {
		rep.Fixed = &rules.Consequence{Code: d.Code, Rule: d.Rule, What: d.Message}
	}
	return rep, nil
}

// postGameCombat works out an attack on the game's position, without a die.
func (s *Server) postGameCombat(r *http.Request) (any, error) {
	var q gameCombatRequest
	g, err := s.locked(r, &q, func() string { return q.ID })
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	pos := g.position()
	defs := append(append([]string{}, q.Defenders...), q.DefendingUnits...)
	if err := pos.CheckDefenders(q.Defenders); err != nil {
		return nil, err
	}
	return combatAnswer(pos, explain.CombatRequest{Attackers: q.Attackers, Defenders: defs})
}

// getGameEvacuation answers where a unit may land if evacuated by sea now
// (the ports, before the die), or why it may not try: the page offers
// those ports to pick from.
func (s *Server) getGameEvacuation(r *http.Request) (any, error) {
	g, err := s.games.get(r.URL.Query().Get("id"))
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	ev, bad := g.play.Evacuation(r.URL.Query().Get("unit"))
	if bad != nil {
		return nil, refused(bad)
	}
	return ev, nil
}
