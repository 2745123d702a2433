package serve

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
	"github.com/bfgdata/bfgdata/validate"
)

// Config says what a Server offers and where it listens.
type Config struct {
	// Library holds the editions offered read-only (the bundled ones, or
	// those of a --data folder); Display names its folder in reports.
	Library *model.Library
	Display string
	// Folder is the folder Library was read from (--data), "" for the
	// bundled editions; Run names it in what it says it serves.
	Folder string
	// Dir, when set, is an edition folder on disk: the server offers that
	// edition alone, and saves go into it.
	Dir string
	// Edition is the edition the page opens with; "" for the first.
	Edition string
	// Addr is the address the server listens on, host:port, which the Host
	// header of every request must name. Serve sets it from its listener.
	Addr string
	// Validator judges scenarios; nil compiles one.
	Validator *validate.Validator
	// MaxBody bounds a request body in bytes; 0 means DefaultMaxBody.
	MaxBody int64
	// GameFile is a game record to open at start (serve --game); its
	// folder is then the games folder, where games are opened and saved
	// (--dir otherwise).
	GameFile string
	// Computer are the computer players of the game of GameFile, by the
	// side each plays (serve --computer); the other sides are the
	// persons'.
	Computer players.Seats
	// Dice rolls the dice of the games played (their attacks, Courland
	// evacuations and opening rolls): nil for game.CryptoDice. Tests give
	// a fixed sequence; the server rolls them one at a time.
	Dice game.Dice
	// ShutdownTimeout bounds how long Serve waits, once its context ends,
	// for requests in flight (a save) to finish; 0 means 30 seconds.
	ShutdownTimeout time.Duration
}

// Server is the editor's HTTP handler.
type Server struct {
	cfg      Config
	editions []*edition
	token    string
	hosts    hostCheck
	mux      *http.ServeMux

	// games are the games being played; gameRoot is the folder they are
	// opened from and saved into (nil for none), gameDisplay names it;
	// startGame is the id of the game of Config.GameFile.
	games       games
	gameRoot    *os.Root
	gameDisplay string
	startGame   string

	// diceMu makes the games' rolls of Config.Dice one at a time.
	diceMu sync.Mutex

	// beforeRename, in tests, runs while a save holds its written
	// temporary file, just before renaming it into place.
	beforeRename func()
}

// New prepares a server: it finds the editions to offer (and loads the one
// of Config.Dir), and makes the token writes need for this run.
func New(cfg Config) (*Server, error) {
	if cfg.MaxBody == 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.ShutdownTimeout == 0 {
		cfg.ShutdownTimeout = 30 * time.Second
	}
	if cfg.Validator == nil {
		v, err := validate.New()
		if err != nil {
			return nil, err
		}
		cfg.Validator = v
	}
	s := &Server{cfg: cfg}
	switch {
	case cfg.Dir != "":
		es, err := folderEditions(cfg.Dir)
		if err != nil {
			return nil, err
		}
		s.editions = es
	case cfg.Library != nil:
		es, err := libraryEditions(cfg.Library, cfg.Display)
		if err != nil {
			return nil, err
		}
		s.editions = es
	}
	if len(s.editions) == 0 {
		return nil, errors.New("serve: no edition to offer")
	}
	if cfg.Edition != "" {
		if _, err := s.edition(cfg.Edition); err != nil {
			return nil, err
		}
	} else {
		s.cfg.Edition = s.editions[0].id
	}
	var tok [24]byte
	if _, err := rand.Read(tok[:]); err != nil {
		return nil, err
	}
	s.token = hex.EncodeToString(tok[:])
	if err := s.hosts.set(cfg.Addr); err != nil {
		return nil, err
	}
	s.mux = s.newMux()
	if err := s.openGames(); err != nil {
		_ = s.Close()
		return nil, err
	}
	return s, nil
}

// Token is the secret a request that saves must carry in its
// X-Bfgdata-Token header; the page is given it when it loads.
func (s *Server) Token() string { return s.token }

// Close releases the edition folder.
func (s *Server) Close() error {
	var errs []error
	if s.gameRoot != nil {
		errs = append(errs, s.gameRoot.Close())
	}
	for _, e := range s.editions {
		if e.root != nil {
			errs = append(errs, e.root.Close())
		}
	}
	return errors.Join(errs...)
}

// edition finds an edition the server offers by id.
func (s *Server) edition(id string) (*edition, error) {
	if id == "" {
		id = s.cfg.Edition
	}
	for _, e := range s.editions {
		if e.id == id {
			return e, nil
		}
	}
	ids := make([]string, len(s.editions))
	for i, e := range s.editions {
		ids[i] = e.id
	}
	return nil, problemf(http.StatusNotFound, "edition.unknown", "no edition %q here (have: %v)", id, ids)
}

// Serve answers requests on ln until ctx ends, then shuts down gracefully:
// it stops accepting requests and waits for those in flight — a save
// among them — to finish, for at most Config.ShutdownTimeout.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	if err := s.hosts.set(ln.Addr().String()); err != nil {
		return err
	}
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	err := hs.Shutdown(sctx)
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	if err != nil {
		return fmt.Errorf("shutting down: %w", err)
	}
	return nil
}
