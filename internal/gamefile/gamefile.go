// Package gamefile is what the game commands do with a record file: write
// one at a scenario's start; read one, replay it in its edition (package
// game) and print the verdict with the illegal action placed at its line
// and column. The command line stays a thin layer of flags.
package gamefile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/schema"
)

// Verdict is a checked record: legal (Illegal nil) or stopped at its first
// illegal action, placed in the file, with what the rules made happen by
// themselves up to there.
type Verdict struct {
	File    string           `json:"file"`
	Legal   bool             `json:"legal"`
	Illegal *diag.Diagnostic `json:"illegal,omitempty"`
	State   *game.State      `json:"state,omitempty"`
	Events  []game.Event     `json:"events,omitempty"`
}

// Check reads the record in file name, loads its edition with load and
// replays it. The error is for a record that cannot be read (not JSON,
// not a record's shape, over the size limit) or an edition that cannot be
// loaded: exit status 2 at the command line.
func Check(name string, load func(edition string) (*model.Edition, error)) (Verdict, error) {
	data, g, err := read(name)
	if err != nil {
		return Verdict{}, err
	}
	v := Verdict{File: name}
	ed, err := load(g.Edition)
	if err != nil {
		return v, fmt.Errorf("%s: %w", name, err)
	}
	res, err := game.Replay(ed, g)
	var d *diag.Diagnostic
	switch {
	case errors.As(err, &d):
		v.Illegal = d
	case err != nil:
		return v, fmt.Errorf("%s: %w", name, err)
	default:
		v.Illegal, v.State, v.Events = res.Illegal, &res.State, res.Events
	}
	v.Legal = v.Illegal == nil
	if v.Illegal != nil {
		Place(v.Illegal, name, data)
	}
	return v, nil
}

// Place sets the diagnostic's file, line and column from its pointer into
// data, the file's content.
func Place(d *diag.Diagnostic, name string, data []byte) {
	l := jsonx.NewLocator(data, true)
	l.Find([]string{d.Pointer})
	d.File = name
	if off := l.Locate(d.Pointer); off >= 0 {
		d.Line, d.Column = l.LineCol(off)
	}
}

// Write prints the verdict: as JSON, or as the diagnostic's one line and
// the state at that point ("legal: …" when there is nothing to refuse),
// then the events, one a line, so that a player sees what the rules did
// by themselves (a fort destroyed, Berlin fallen, the victory).
func (v Verdict) Write(w io.Writer, format string) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	var err error
	switch {
	case v.Legal:
		_, err = fmt.Fprintf(w, "%s: legal: %s\n", v.File, v.State.Line())
	case v.State != nil:
		_, err = fmt.Fprintf(w, "%s\n  state: %s\n", v.Illegal.String(), v.State.Line())
	default:
		_, err = fmt.Fprintf(w, "%s\n", v.Illegal.String())
	}
	for _, ev := range v.Events {
		if err == nil {
			_, err = fmt.Fprintf(w, "  event: %s\n", EventLine(ev))
		}
	}
	return err
}

// EventLine tells an event in one line: "turn 1, west-german-combat: 5-us
// entered 2105: its fortified line is destroyed [1994 6.4]".
func EventLine(ev game.Event) string {
	at := fmt.Sprintf("turn %d", ev.Turn)
	if ev.Phase != "" {
		at += ", " + ev.Phase
	}
	line := at + ": " + ev.Text
	if ev.Rule != "" {
		line += " [" + ev.Rule + "]"
	}
	return line
}

// Run checks the record in file name and prints the verdict in format
// (text or json) to w. It returns illegal when the record has an illegal
// action (the verdict says which), Check's error, or a failure to print.
func Run(name string, load func(edition string) (*model.Edition, error), format string, w io.Writer, illegal error) error {
	v, err := Check(name, load)
	if err != nil {
		return err
	}
	if err := v.Write(w, format); err != nil || v.Legal {
		return err
	}
	return illegal
}

// SchemaRef is the "$schema" of a record New writes: the schema's $id, so
// that the record names its schema wherever it is saved.
const SchemaRef = schema.BaseURL + "game.schema.json"

// New writes a record at the start of a scenario to file name (never over
// a file without force, through a temporary file) and says so on stderr;
// with no name it prints the record on stdout. A line on stderr then tells
// the author about the default setup picks the record was given
// (game.New), which are theirs to change.
//
// dice is the record's dice: "" or model.DiceProgram (left out of the
// record), or model.DiceTable for a game played with real dice.
func New(stdout, stderr io.Writer, name string, force bool, ed *model.Edition, scenario string, optional []string, dice string) error {
	if dice != "" && !slices.Contains(model.DiceModes, dice) {
		return fmt.Errorf("--dice %s: want %s", dice, strings.Join(model.DiceModes, " or "))
	}
	if name != "" {
		if err := fileio.CheckWritable(name, force); err != nil {
			return err
		}
	}
	g, err := game.New(ed, scenario, optional)
	if err != nil {
		// The scenario and optional rules come from flags here, not from
		// a record: the refusal is bad usage, never invalid data, so it
		// leaves its code (game.edition, of class data) behind.
		return errors.New(err.Error())
	}
	g.Schema = SchemaRef
	if dice == model.DiceTable {
		g.Dice = dice
	}
	encode := func() ([]byte, error) { return model.Encode(g) }
	if name == "" {
		doc, err := encode()
		if err == nil {
			_, err = stdout.Write(doc)
		}
		if err != nil {
			return err
		}
	} else if err := fileio.WriteEncoded(stderr, name, force, encode); err != nil {
		return err
	}
	if note := pickNote(g); note != "" {
		_, err = fmt.Fprintln(stderr, note)
	}
	return err
}

// pickNote says which units got a default place in their zone.
func pickNote(g *model.Game) string {
	if len(g.Setup) == 0 {
		return ""
	}
	picks := make([]string, len(g.Setup))
	for i, p := range g.Setup {
		picks[i] = p.Unit + " " + p.Hex.String()
	}
	return fmt.Sprintf("note: the %d units %s sets up in a zone stand on default hexes (setup: %s); change those picks to your own before turn 1", len(g.Setup), g.Scenario, strings.Join(picks, ", "))
}
