package serve

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/bfgdata/bfgdata/model"
)

type gameSaveRequest struct {
	gameRequest
	File  string `json:"file"`
	Force bool   `json:"force"`
}

// GameSaved is a saved game: its file, and the game's version, now the
// version saved.
type GameSaved struct {
	File         string `json:"file"`
	Version      int    `json:"version"`
	SavedVersion int    `json:"savedVersion"`
}

// putGameSave writes a game's record, canonical JSON, into the games
// folder with the guarantees of a scenario save: through a temporary file
// renamed into place, never over the game's file when it changed on disk
// since it was opened or last saved, never over another existing file
// without force. The game itself does not change.
func (s *Server) putGameSave(r *http.Request) (any, error) {
	var q gameSaveRequest
	g, err := s.locked(r, &q, func() string { return q.ID })
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	if err := g.current(q.Version); err != nil {
		return nil, err
	}
	target := q.File
	if target == "" {
		target = g.file
	}
	if target == "" && s.gameRoot != nil {
		return nil, problemf(http.StatusBadRequest, "api.game-file", "game %s has no file yet: give one, like {\"file\": \"game.json\"}", g.id)
	}
	if err := s.checkGameFile(target); err != nil {
		return nil, err
	}
	doc, err := model.Encode(g.play.Record())
	if err != nil {
		return nil, err
	}
	same := func() error {
		cur, err := s.readGameFile(target)
		if err != nil {
			return err
		}
		if target == g.file {
			if version(cur) != g.disk {
				return problemf(http.StatusConflict, "api.conflict", "%s changed on disk since the game was opened or last saved; nothing was written. Save under another name, or download the record", target)
			}
			return nil
		}
		if cur != nil && !q.Force {
			return problemf(http.StatusConflict, "api.conflict", "%s already exists; nothing was written. Pick another name, or save with force to replace it", target)
		}
		return nil
	}
	if err := same(); err != nil {
		return nil, err
	}
	w := writer{root: s.gameRoot, beforeRename: s.beforeRename}
	if err := w.replace(target, doc, same); err != nil {
		return nil, err
	}
	g.file, g.disk, g.clean = target, version(doc), g.version
	return GameSaved{File: target, Version: g.version, SavedVersion: g.clean}, nil
}

// serveGameRecord sends a game's record as a download, canonical JSON.
func (s *Server) serveGameRecord(w http.ResponseWriter, r *http.Request) {
	g, err := s.games.get(r.URL.Query().Get("id"))
	if err != nil {
		writeProblem(w, err)
		return
	}
	rec := g.play.Record()
	g.mu.Unlock()
	doc, err := model.Encode(rec)
	if err != nil {
		writeProblem(w, err)
		return
	}
	writeFile(w, "application/json; charset=utf-8", rec.Scenario+"-"+rec.Edition+".json", doc)
}

// openGames prepares the games folder (the folder of Config.GameFile, or
// Config.Dir) and opens Config.GameFile as the first game.
func (s *Server) openGames() error {
	dir := s.cfg.Dir
	if s.cfg.GameFile != "" {
		dir = filepath.Dir(s.cfg.GameFile)
	}
	if dir == "" {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	s.gameRoot, s.gameDisplay = root, dir
	if s.cfg.GameFile == "" {
		return nil
	}
	name := filepath.Base(s.cfg.GameFile)
	data, err := s.readGameFile(name)
	if err == nil && data == nil {
		err = problemf(http.StatusNotFound, "api.not-found", "no file %s", s.cfg.GameFile)
	}
	if err == nil {
		_, err = s.openRecord(data, name, s.cfg.Computer)
	}
	if err != nil {
		return problemOf(err).asError("--game")
	}
	s.startGame = "g1"
	return nil
}
