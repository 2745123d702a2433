package serve

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
)

// A game against the computer: a side of it may be played by a computer
// player (package players), seated when the game is started or opened
// (the request's computer, or serve --computer for the game --game
// opens). The page asks it for its next action (game/computer) while its
// side is the phasing one, and shows each as it is made; the person's
// actions are refused then.

// Sides is what game/sides answers: the sides of a scenario, each with
// the forces it runs, and the computer players that may play one.
type Sides struct {
	Sides   []model.Control `json:"sides"`
	Players []string        `json:"players"`
}

// getGameSides answers the sides of a scenario a computer may play.
func (s *Server) getGameSides(r *http.Request) (any, error) {
	_, ed, err := s.editionOf(r)
	if err != nil {
		return nil, err
	}
	id := r.URL.Query().Get("scenario")
	sc, ok := ed.Scenario(id)
	if !ok {
		return nil, problemf(http.StatusNotFound, "api.not-found", "edition %s has no scenario %q", ed.Info.ID, id)
	}
	return Sides{Sides: sc.Control, Players: players.Names}, nil
}

// seatsOf reads a request's computer players, by side: {"soviet":
// "heuristic"}; the sides are checked when the game is seated.
func seatsOf(m map[string]string) (players.Seats, error) {
	sides := make([]string, 0, len(m))
	for side := range m {
		sides = append(sides, side)
	}
	sort.Strings(sides)
	var spec []string
	for _, side := range sides {
		spec = append(spec, side+"="+m[side])
	}
	seats, err := players.ParseComputer(nil, strings.Join(spec, ","))
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.computer", "computer: %v", err)
	}
	return seats, nil
}

// seat gives game g the computer players of seats (none when empty).
func seat(g *liveGame, seats players.Seats) error {
	if len(seats) == 0 {
		return nil
	}
	o, err := players.NewOpponent(g.ed, g.play, seats, rand.Uint64())
	if err != nil {
		return problemf(http.StatusBadRequest, "api.computer", "computer: %v", err)
	}
	g.opp = o
	return nil
}

// personal refuses a person's change of g while it is the computer's
// turn to act.
func (g *liveGame) personal() error {
	if g.opp == nil || !g.opp.Turn() {
		return nil
	}
	side := g.play.Phase().Player
	return problemf(http.StatusConflict, "api.computer-turn", "it is the computer's turn: %s plays %s; POST /api/game/computer plays its next action", side, g.opp.Computer()[side])
}

// postGameComputer makes the computer's next action (or the end of its
// phase) in a game it plays a side of, while that side is the phasing
// one: the answer is the game after it, with what it did and why.
func (s *Server) postGameComputer(r *http.Request) (any, error) {
	var q gameRequest
	var st players.Step
	v, err := s.change(r, &q, func() *gameRequest { return &q }, func(g *liveGame) error {
		if g.opp == nil {
			return problemf(http.StatusConflict, "api.no-computer", "game %s has no computer player; start or open it with one (computer: {\"soviet\": \"heuristic\"})", g.id)
		}
		var err error
		st, err = g.opp.Step()
		if errors.Is(err, players.ErrNotComputer) {
			return problemf(http.StatusConflict, "api.not-computer-turn", "game %s: %v (the phasing player is %s)", g.id, err, g.play.Phase().Player)
		}
		if err != nil {
			return fmt.Errorf("the computer's step: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	gv := v.(GameView)
	gv.ComputerStep = &st
	return gv, nil
}
