package gamefile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
)

// SinceVerdict is `game check --since`: whether a record received
// continues the previous one unchanged (game.Since), what it adds, and the
// received record's own verdict.
type SinceVerdict struct {
	File  string `json:"file"`
	Since string `json:"since"`
	// Continues, Changed (placed in File), From, New and Events are
	// game.Since's.
	Continues bool             `json:"continues"`
	Changed   *diag.Diagnostic `json:"changed,omitempty"`
	From      int              `json:"from"`
	New       []game.Entry     `json:"new"`
	Events    []game.Event     `json:"events"`
	Dice      string           `json:"dice"`
	// Legal, Illegal and State are the received record's replay, as
	// game check gives them.
	Legal   bool             `json:"legal"`
	Illegal *diag.Diagnostic `json:"illegal,omitempty"`
	State   *game.State      `json:"state,omitempty"`
}

// CheckSince reads the record received in file name and the previous one
// in file since, and compares them. The error is for a record that cannot
// be read or started, or an edition that cannot be loaded (exit 2).
func CheckSince(name, since string, load Loader) (SinceVerdict, error) {
	prevData, prev, err := read(since)
	if err != nil {
		return SinceVerdict{}, err
	}
	data, next, err := read(name)
	if err != nil {
		return SinceVerdict{}, err
	}
	ed, err := load(next.Edition)
	if err != nil {
		return SinceVerdict{}, fmt.Errorf("%s: %w", name, err)
	}
	var d *diag.Diagnostic
	if prev.Edition == next.Edition {
		// the previous record must start in its own right: its faults
		// are placed in its own file
		if _, err := game.Start(ed, prev); errors.As(err, &d) {
			Place(d, since, prevData)
			return SinceVerdict{}, &PlacedError{d}
		} else if err != nil {
			return SinceVerdict{}, fmt.Errorf("%s: %w", since, err)
		}
	}
	c, err := game.Since(ed, prev, next)
	switch {
	case errors.As(err, &d):
		Place(d, name, data)
		return SinceVerdict{}, &PlacedError{d}
	case err != nil:
		return SinceVerdict{}, fmt.Errorf("%s: %w", name, err)
	}
	v := SinceVerdict{File: name, Since: since, Continues: c.Continues, Changed: c.Changed, From: c.From, New: c.New, Events: c.Events,
		Dice: DiceOf(next), Illegal: c.Result.Illegal}
	if c.Changed != nil {
		Place(c.Changed, name, data)
	}
	if v.Illegal != nil {
		Place(v.Illegal, name, data)
	} else {
		v.State = &c.Result.State
	}
	v.Legal = v.Illegal == nil
	return v, nil
}

// Write prints the verdict: as JSON; or the first change as a diagnostic
// line; or a line saying the record continues the previous one, the log
// of what is new (as game log tells it), and the record's verdict as game
// check prints it.
func (v SinceVerdict) Write(w io.Writer, format string) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	if !v.Continues {
		_, err := fmt.Fprintf(w, "%s\n  %s does not continue %s: the first change is above; nothing after it can be trusted\n", v.Changed.String(), v.File, v.Since)
		return err
	}
	s := "s"
	if len(v.New) == 1 {
		s = ""
	}
	if _, err := fmt.Fprintf(w, "%s continues %s unchanged: %d new action%s after action %d (dice: %s)\n", v.File, v.Since, len(v.New), s, v.From, v.Dice); err != nil {
		return err
	}
	if len(v.New) > 0 || len(v.Events) > 0 {
		if err := (LogView{File: v.File, Log: v.New, Events: v.Events}).WriteText(w); err != nil {
			return err
		}
	}
	return Verdict{File: v.File, Legal: v.Legal, Illegal: v.Illegal, State: v.State}.Write(w, "text")
}

// RunSince checks the record in file name against the previous one in
// file since and prints the verdict in format to w. It returns illegal
// when the record does not continue the previous one or has an illegal
// action, CheckSince's error, or a failure to print.
func RunSince(name, since string, load Loader, format string, w io.Writer, illegal error) error {
	v, err := CheckSince(name, since, load)
	if err != nil {
		return err
	}
	if err := v.Write(w, format); err != nil || v.Continues && v.Legal {
		return err
	}
	return illegal
}
