package gamefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// Loader loads an edition by id (model.Library.Load).
type Loader func(edition string) (*model.Edition, error)

// read reads and decodes the record in file name. Its errors name the file,
// and the line and column where the record's JSON goes wrong.
func read(name string) ([]byte, *model.Game, error) {
	data, err := fileio.ReadPath(name, game.MaxRecordSize)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		// "game.json: no such file or directory", without the system call
		return nil, nil, fmt.Errorf("%s: %w", name, pe.Err)
	}
	if err != nil {
		return nil, nil, err // it names the file: too large
	}
	g, err := game.Read(data)
	if err != nil {
		var d *diag.Diagnostic
		if errors.As(err, &d) && d.Line > 0 {
			return nil, nil, fmt.Errorf("%s:%d:%d: %s", name, d.Line, d.Column, d.Message)
		}
		// The reader knows what is wrong but not always where (a value of
		// the wrong shape deep in the record): the schema check, as
		// validate runs it, places it.
		if d := schemaFault(name); d != nil {
			return nil, nil, errors.New(d.String())
		}
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	return data, g, nil
}

// schemaFault is the first error validate finds in file name, nil if it
// finds none.
func schemaFault(name string) *diag.Diagnostic {
	v, err := validate.New()
	if err != nil {
		return nil
	}
	rep, err := v.Paths([]string{name}, validate.Options{})
	if err != nil {
		return nil
	}
	for _, f := range rep.Files {
		for _, d := range f.Diagnostics {
			if d.Severity == diag.Error {
				return &d
			}
		}
	}
	return nil
}

// Game is a record replayed to a point: where it stands there, the log so
// far, and the first illegal action if the record breaks the rules before
// the point (placed at its line and column in the file).
type Game struct {
	File    string
	Record  *model.Game
	Edition *model.Edition
	At      game.Point
	game.Result
}

// Open reads the record in file name, loads its edition and replays it to
// the point at (game.ParsePoint: "end", "N", "T/" or "T/PHASE"). The
// error is for a point that does not parse or that the record does not
// reach, a record that cannot be read or started, or an edition that
// cannot be loaded: a record that cannot be started is its placed
// diagnostic (PlacedError).
func Open(name string, load Loader, at string) (*Game, error) {
	p, err := game.ParsePoint(at)
	if err != nil {
		return nil, fmt.Errorf("--at: %v", err)
	}
	data, g, err := read(name)
	if err != nil {
		return nil, err
	}
	ed, err := load(g.Edition)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	res, err := game.ReplayTo(ed, g, p)
	var d *diag.Diagnostic
	switch {
	case errors.As(err, &d) && d.Code == "game.point":
		// a point the record does not reach: the question is wrong, not
		// the record, so it is not placed in it
		return nil, fmt.Errorf("%s: --at %s: %w", name, at, err)
	case errors.As(err, &d):
		Place(d, name, data)
		return nil, &PlacedError{d}
	case err != nil:
		return nil, fmt.Errorf("%s: --at %s: %w", name, at, err)
	}
	if res.Illegal != nil {
		Place(res.Illegal, name, data)
	}
	return &Game{File: name, Record: g, Edition: ed, At: p, Result: res}, nil
}

// PlacedError is a diagnostic refusing a record, printed with its file,
// line and column; its code's class decides the exit status.
type PlacedError struct{ D *diag.Diagnostic }

func (e *PlacedError) Error() string { return e.D.String() }
func (e *PlacedError) Unwrap() error { return e.D }

// Verdict says, on w, why the replay stopped before the point asked for,
// and returns illegal then; nil when the record is legal up to there.
func (g *Game) Verdict(w io.Writer, illegal error) error {
	if g.Illegal == nil {
		return nil
	}
	if _, err := fmt.Fprintln(w, g.Illegal.String()); err != nil {
		return err
	}
	return illegal
}
