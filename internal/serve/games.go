package serve

import (
	"fmt"
	"net/http"
	"sync"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
)

// MaxGames bounds the games a server holds in memory. When it is full, a
// new or opened game takes the place of the game left alone longest that
// has nothing unsaved; when every game has unsaved changes, the new one
// is refused (429 api.too-many-games) and nothing is lost.
const MaxGames = 16

// liveGame is a game being played through the API: the Play (which owns
// the record), its version, and the file it was opened from or saved to.
type liveGame struct {
	mu   sync.Mutex
	id   string
	ed   *model.Edition
	play *game.Play
	// version grows by one with every change; clean is the version with
	// nothing unsaved (as opened, started or last saved): with a file, the
	// version that file holds.
	version, clean int
	// file is the record's file in the games folder, "" for none yet; disk
	// is the version (hash) of that file's content as opened or last
	// saved, "" when it was not there.
	file string
	disk string
	// used orders the games by when they were last asked for.
	used uint64
	// opp plays the computer's sides, nil in a game of persons only.
	opp *players.Opponent
}

// games are the games a server holds.
type games struct {
	mu   sync.Mutex
	byID map[string]*liveGame
	next int
	tick uint64
}

// add gives g an id and holds it, making room as MaxGames says.
func (gs *games) add(g *liveGame) error {
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if gs.byID == nil {
		gs.byID = map[string]*liveGame{}
	}
	if len(gs.byID) >= MaxGames {
		var old *liveGame
		for _, c := range gs.byID {
			if c.mu.TryLock() {
				if c.version == c.clean && (old == nil || c.used < old.used) {
					old = c
				}
				c.mu.Unlock()
			}
		}
		if old == nil {
			return problemf(http.StatusTooManyRequests, "api.too-many-games", "the server already holds %d games, each with unsaved changes; save one (its changes are kept) before starting or opening another, or restart the server", MaxGames)
		}
		delete(gs.byID, old.id)
	}
	gs.next++
	gs.tick++
	g.id, g.used = fmt.Sprintf("g%d", gs.next), gs.tick
	gs.byID[g.id] = g
	return nil
}

// get finds a game by id and locks it; the caller unlocks it.
func (gs *games) get(id string) (*liveGame, error) {
	gs.mu.Lock()
	g, ok := gs.byID[id]
	if ok {
		gs.tick++
		g.used = gs.tick
	}
	gs.mu.Unlock()
	if !ok {
		if id == "" {
			return nil, problemf(http.StatusBadRequest, "api.game-unknown", "no game id given; start or open a game first (POST /api/game/new or /api/game/open)")
		}
		return nil, problemf(http.StatusNotFound, "api.game-unknown", "no game %q here (the server holds games in memory only: a restart or too many open games drops those with nothing unsaved); open its record again", id)
	}
	g.mu.Lock()
	return g, nil
}

// current refuses a change of g made on another version than its current
// one: the page or script that sent it has not seen the last change.
func (g *liveGame) current(v int) error {
	if v != g.version {
		return problemf(http.StatusConflict, "api.conflict", "game %s is at version %d, the request was made on version %d (changed in another tab or by a script?); reload the game", g.id, g.version, v)
	}
	return nil
}
