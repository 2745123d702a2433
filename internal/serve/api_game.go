package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/gamefile"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/players"
)

// GameView is what the play API answers about a game: where it stands, what
// the current phase allows, the log, and whether it is saved.
type GameView struct {
	ID       string   `json:"id"`
	Version  int      `json:"version"`
	File     string   `json:"file"`
	Saved    bool     `json:"saved"`
	Edition  string   `json:"edition"`
	Scenario string   `json:"scenario"`
	Optional []string `json:"optional"`
	// Dice is the record's dice: program (the server rolls every die) or
	// table (the players give the dice they roll).
	Dice string `json:"dice"`
	// Open is the attack rolled whose result awaits its owners' choices:
	// its die is in the record already. Null when there is none.
	Open         *model.GameAttack        `json:"open"`
	ReadOnly     bool                     `json:"readOnly"`
	At           string                   `json:"at"`
	State        game.State               `json:"state"`
	Phase        game.PhaseNow            `json:"phase"`
	Log          []LogLine                `json:"log"`
	Events       []game.Event             `json:"events"`
	Replacements []game.ReplacementOption `json:"replacements"`
	CanUndo      bool                     `json:"canUndo"`
	// Undo says what undo takes back, or why nothing can be.
	Undo    string           `json:"undo"`
	Pending int              `json:"pending"`
	Illegal *diag.Diagnostic `json:"illegal"`
	Over    bool             `json:"over"`
	// Received is, for a record opened after another (game/open with
	// since), what it changed of that one or what it adds.
	Received *Received `json:"received,omitempty"`
	// Computer names the computer's player of each side it plays (absent
	// in a game of persons only); ComputerTurn is whether it is to act
	// now (game/computer); ComputerStep, in game/computer's answer, what
	// it just did.
	Computer     map[model.Player]string `json:"computer,omitempty"`
	ComputerTurn bool                    `json:"computerTurn,omitempty"`
	ComputerStep *players.Step           `json:"computerStep,omitempty"`
}

// Received is what a record received does to the record it follows
// (game.Since): whether it continues it, the first change when it does
// not (pointed at in the received record, with line and column), and the
// log of what is new.
type Received struct {
	Continues bool             `json:"continues"`
	Changed   *diag.Diagnostic `json:"changed,omitempty"`
	From      int              `json:"from"`
	New       []LogLine        `json:"new"`
	Events    []game.Event     `json:"events"`
}

// LogLine is one action of the log, in the words of `game log`.
type LogLine struct {
	Index int    `json:"index"`
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	Kind  string `json:"kind"`
	Text  string `json:"text"`
	// Events are what the action did by itself, as `game log` prints
	// them under it (an exit's removals, a fort destroyed).
	Events []string `json:"events"`
	// Note is why the action was made, as its record says (a computer
	// player's reason), which `game log` shows as "why".
	Note string `json:"note,omitempty"`
}

func logLines(es []game.Entry) []LogLine {
	out := make([]LogLine, len(es))
	for i, e := range es {
		out[i] = LogLine{Index: e.Index, Turn: e.Turn, Phase: e.Phase, Kind: e.Kind, Text: gamefile.EntryLine(e), Events: nonNil(e.Events), Note: e.Note}
	}
	return out
}

// view is the game as it stands now. The caller holds g's lock.
func (g *liveGame) view() GameView {
	p := g.play
	rec := p.Record()
	v := GameView{ID: g.id, Version: g.version, File: g.file, Saved: g.file != "" && g.clean == g.version,
		Edition: rec.Edition, Scenario: rec.Scenario, Optional: nonNil(rec.Optional), At: "end",
		State: p.State(), Phase: p.Phase(), Log: logLines(p.Log()), Events: nonNil(p.Events()),
		Replacements: nonNil(p.Replacements()), CanUndo: p.CanUndo(), Pending: p.Pending(), Illegal: p.Illegal(), Over: p.Over(),
		Dice: diceOf(rec), Open: p.Open(), Undo: p.UndoNote()}
	if g.opp != nil {
		v.Computer, v.ComputerTurn = g.opp.Computer(), g.opp.Turn()
	}
	return v
}

// serverDice rolls the games' dice: Config.Dice, one roll at a time, or
// game.CryptoDice.
type serverDice struct{ s *Server }

func (d serverDice) Roll(sides int) int {
	if d.s.cfg.Dice == nil {
		return game.CryptoDice{}.Roll(sides)
	}
	d.s.diceMu.Lock()
	defer d.s.diceMu.Unlock()
	return d.s.cfg.Dice.Roll(sides)
}

// diceOf names a record's dice, the default spelled out.
func diceOf(rec *model.Game) string {
	if rec.Dice == "" {
		return model.DiceProgram
	}
	return rec.Dice
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

type (
	gameNewRequest struct {
		Edition  string   `json:"edition"`
		Scenario string   `json:"scenario"`
		Optional []string `json:"optional"`
		// Dice is "table" for a game played with real dice; "" or
		// "program" for the server's.
		Dice string `json:"dice"`
		// Computer names the computer's player of each side it plays,
		// like {"soviet": "heuristic"}; the other sides are the persons'.
		Computer map[string]string `json:"computer"`
	}
	gameOpenRequest struct {
		File   string          `json:"file"`
		Record json.RawMessage `json:"record"`
		// Since is the record the one opened is received after (play by
		// e-mail): the record itself, or SinceGame, the id of a game held
		// (the one the player sent). The answer then says whether the
		// record received continues it, and what is new (Received).
		Since     json.RawMessage `json:"since"`
		SinceGame string          `json:"sinceGame"`
		// Computer is as in game/new.
		Computer map[string]string `json:"computer"`
	}
	gameRequest struct {
		ID      string `json:"id"`
		Version int    `json:"version"`
	}
)

// postGameNew starts a game of a scenario, as `game new` writes one.
func (s *Server) postGameNew(r *http.Request) (any, error) {
	if err := s.checkToken(r); err != nil {
		return nil, err
	}
	var q gameNewRequest
	if err := s.bodyOf(r, &q); err != nil {
		return nil, err
	}
	e, err := s.edition(q.Edition)
	if err != nil {
		return nil, err
	}
	ed, err := e.data()
	if err != nil {
		return nil, err
	}
	rec, err := game.New(ed, q.Scenario, q.Optional)
	if err != nil {
		return nil, err
	}
	if q.Dice != "" && !slices.Contains(model.DiceModes, q.Dice) {
		return nil, problemf(http.StatusBadRequest, "api.bad-body", "dice %q: want %s", q.Dice, strings.Join(model.DiceModes, " or "))
	}
	if q.Dice == model.DiceTable {
		rec.Dice = q.Dice
	}
	rec.Schema = gamefile.SchemaRef
	seats, err := seatsOf(q.Computer)
	if err != nil {
		return nil, err
	}
	return s.hold(&liveGame{ed: ed}, rec, seats)
}

// hold starts playing rec as game g, the computer playing the sides of
// seats, and holds it.
func (s *Server) hold(g *liveGame, rec *model.Game, seats players.Seats) (any, error) {
	p, err := game.NewPlayWith(g.ed, rec, serverDice{s})
	if err != nil {
		return nil, err
	}
	g.play, g.version, g.clean = p, 1, 1
	if err := seat(g, seats); err != nil {
		return nil, err
	}
	if err := s.games.add(g); err != nil {
		return nil, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.view(), nil
}

// postGameOpen opens a record: a file of the games folder, or one sent in
// the body (an upload), whose size the record's limit bounds.
func (s *Server) postGameOpen(r *http.Request) (any, error) {
	if err := s.checkToken(r); err != nil {
		return nil, err
	}
	b, err := readBody(r, max(s.cfg.MaxBody, game.MaxRecordSize+4096))
	if err != nil {
		return nil, err
	}
	var q gameOpenRequest
	if err := decodeBody(b, &q); err != nil {
		return nil, err
	}
	if q.Since != nil && q.SinceGame != "" {
		return nil, problemf(http.StatusBadRequest, "api.bad-body", "give either since or sinceGame, not both")
	}
	var data []byte
	switch {
	case q.File != "" && q.Record != nil:
		return nil, problemf(http.StatusBadRequest, "api.bad-body", "give either file or record, not both")
	case q.File != "":
		if data, err = s.readGameFile(q.File); err != nil {
			return nil, err
		}
		if data == nil {
			return nil, problemf(http.StatusNotFound, "api.not-found", "no file %s in %s", q.File, s.gameDisplay)
		}
	case q.Record != nil:
		data = q.Record
	default:
		return nil, problemf(http.StatusBadRequest, "api.bad-body", `give the file to open ({"file": "name.json"}) or the record itself ({"record": {...}})`)
	}
	prev, err := s.previous(q)
	if err != nil {
		return nil, err
	}
	seats, err := seatsOf(q.Computer)
	if err != nil {
		return nil, err
	}
	v, err := s.openRecord(data, q.File, seats)
	if err != nil || prev == nil {
		return v, err
	}
	return s.received(v.(GameView), prev, data, q.File)
}

// previous is the record a record opened is received after: none, the
// record sent as since, or the record of the game sinceGame.
func (s *Server) previous(q gameOpenRequest) (*model.Game, error) {
	switch {
	case q.Since != nil:
		rec, _, err := s.readRecord(q.Since, "the previous record (since)")
		return rec, err
	case q.SinceGame != "":
		g, err := s.games.get(q.SinceGame)
		if err != nil {
			return nil, err
		}
		defer g.mu.Unlock()
		return g.play.Record(), nil
	}
	return nil, nil
}

// received adds to v, the view of the record opened from data, what it does
// to prev (game.Since).
func (s *Server) received(v GameView, prev *model.Game, data []byte, file string) (any, error) {
	rec, ed, err := s.readRecord(data, file)
	if err != nil {
		return nil, err
	}
	c, err := game.Since(ed, prev, rec)
	if err != nil {
		return nil, problemf(http.StatusUnprocessableEntity, "api.bad-record", "%v", err)
	}
	if file == "" {
		file = "the record sent"
	}
	if c.Changed != nil {
		gamefile.Place(c.Changed, file, data)
	}
	v.Received = &Received{Continues: c.Continues, Changed: c.Changed, From: c.From, New: logLines(c.New), Events: nonNil(c.Events)}
	return v, nil
}

// openRecord reads a record and holds it as a game, the computer playing
// the sides of seats; file is the games folder's file it came from, ""
// for an upload.
func (s *Server) openRecord(data []byte, file string, seats players.Seats) (any, error) {
	rec, ed, err := s.readRecord(data, file)
	if err != nil {
		return nil, err
	}
	g := &liveGame{ed: ed, file: file}
	if file != "" {
		g.disk = version(data)
	}
	return s.hold(g, rec, seats)
}

// readRecord reads a record and loads its edition; name is the file it
// came from, "" for one sent in a request.
func (s *Server) readRecord(data []byte, name string) (*model.Game, *model.Edition, error) {
	rec, err := game.Read(data)
	if err != nil {
		msg := err.Error()
		var d *diag.Diagnostic
		if errors.As(err, &d) && d.Line > 0 {
			msg = fmt.Sprintf("at line %d, column %d: %s", d.Line, d.Column, d.Message)
		}
		if name == "" {
			name = "the record sent"
		}
		return nil, nil, problemf(http.StatusUnprocessableEntity, "api.bad-record", "%s is not a game record: %s", name, msg)
	}
	e, err := s.edition(rec.Edition)
	if err != nil {
		return nil, nil, err
	}
	ed, err := e.data()
	if err != nil {
		return nil, nil, err
	}
	return rec, ed, nil
}

// checkGameFile refuses a games-folder file name that is not a plain
// .json file name inside the folder.
func (s *Server) checkGameFile(name string) error {
	if s.gameRoot == nil {
		return problemf(http.StatusForbidden, "api.read-only", "this server has no folder for games: write a record with bfgdata game new -o FILE and run bfgdata serve --game FILE (games are saved beside it), or serve --dir with an edition folder; a game can still be downloaded (GET /api/game/record)")
	}
	if !fs.ValidPath(name) || strings.Contains(name, "\\") || path.Ext(name) != ".json" || strings.HasPrefix(path.Base(name), ".") {
		return problemf(http.StatusBadRequest, "api.game-file", "%q: want a file name ending in .json inside %s, like game.json", name, s.gameDisplay)
	}
	return nil
}

// readGameFile reads a file of the games folder, bounded by the record's
// limit; nil, no error, when there is no such file.
func (s *Server) readGameFile(name string) ([]byte, error) {
	if err := s.checkGameFile(name); err != nil {
		return nil, err
	}
	return readBounded(s.gameRoot.FS(), name, name, game.MaxRecordSize)
}

// getGame answers where a game stands, or, with at, a read-only view of
// an earlier point of it. Without id it is the game serve --game opened.
func (s *Server) getGame(r *http.Request) (any, error) {
	id := r.URL.Query().Get("id")
	if id == "" {
		id = s.startGame
	}
	g, err := s.games.get(id)
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	v := g.view()
	at := r.URL.Query().Get("at")
	if at == "" {
		return v, nil
	}
	pt, err := game.ParsePoint(at)
	if err != nil {
		return nil, problemf(http.StatusBadRequest, "api.point", "at: %v", err)
	}
	res, err := g.play.At(pt)
	var d *diag.Diagnostic
	if errors.As(err, &d) && d.Code == "game.point" {
		return nil, problemf(http.StatusBadRequest, "api.point", "at %s: %v", at, d)
	}
	if err != nil {
		return nil, err
	}
	v.ReadOnly, v.At = true, at
	v.State, v.Log, v.Events, v.Illegal = res.State, logLines(res.Log), nonNil(res.Events), res.Illegal
	v.Phase = g.play.PhaseOf(res.State)
	v.Replacements, v.CanUndo, v.Open = []game.ReplacementOption{}, false, nil
	return v, nil
}

// locked checks a game request's token, reads its body into body and
// finds its game (id reads the game's id from the body), locked: the
// caller unlocks it.
func (s *Server) locked(r *http.Request, body any, id func() string) (*liveGame, error) {
	if err := s.checkToken(r); err != nil {
		return nil, err
	}
	if err := s.bodyOf(r, body); err != nil {
		return nil, err
	}
	return s.games.get(id())
}

// change runs a change of a game made on version v of it: refused with the
// game as it was, or answered with the game's view at its next version.
func (s *Server) change(r *http.Request, body any, req func() *gameRequest, do func(g *liveGame) error) (any, error) {
	g, err := s.locked(r, body, func() string { return req().ID })
	if err != nil {
		return nil, err
	}
	defer g.mu.Unlock()
	if err := g.current(req().Version); err != nil {
		return nil, err
	}
	if err := do(g); err != nil {
		return nil, err
	}
	g.version++
	return g.view(), nil
}

// postGameDrop drops the actions after a record's illegal one.
func (s *Server) postGameDrop(r *http.Request) (any, error) {
	var q gameRequest
	return s.change(r, &q, func() *gameRequest { return &q }, func(g *liveGame) error {
		if g.play.Illegal() == nil {
			return problemf(http.StatusConflict, "game.pending", "game %s has no illegal action to drop", g.id)
		}
		return g.play.DropPending()
	})
}

// refused is the engine's refusal of a change: 422 with the diagnostic's
// code, rule and pointer; 409 for actions pending after an illegal one.
// No refusal is no error.
func refused(err error) error {
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		return err
	}
	status := http.StatusUnprocessableEntity
	if d.Code == "game.pending" {
		status = http.StatusConflict
	}
	return &refusal{status: status, Diagnostic: d}
}
