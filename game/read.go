package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// MaxRecordSize is the largest record Read accepts, the data files' limit.
const MaxRecordSize = model.MaxDocumentSize

// Read decodes a game record strictly: one JSON object, no member the
// record does not have, each action with exactly one kind. It checks
// shape only; Replay checks the game. A record it cannot read is a
// *diag.Diagnostic with code game.unreadable, and the line and column in
// data where the record goes wrong when the decoder knows them.
func Read(data []byte) (*model.Game, error) {
	var g model.Game
	if err := jsonx.DecodeStrict(data, &g, jsonx.Input{MaxSize: MaxRecordSize}); err != nil {
		return nil, readError(data, err)
	}
	if g.Edition == "" || g.Scenario == "" {
		return nil, unreadable(data, -1, `a game record needs "edition" and "scenario"`)
	}
	// The members the schema requires and game new writes: "$schema",
	// which names the schema validate and fmt check the record by, and
	// "over", which says whether the last phase has been played.
	var required struct {
		Schema *string `json:"$schema"`
		Over   *bool   `json:"over"`
	}
	_ = json.Unmarshal(data, &required)
	switch {
	case required.Schema == nil:
		return nil, unreadable(data, -1, `a game record needs "$schema" (a path to game.schema.json, as game new writes it)`)
	case required.Over == nil:
		return nil, unreadable(data, -1, `a game record needs "over": false while the game goes on, true once its last phase is played`)
	}
	kinds := strings.Join(model.ActionKinds, ", ")
	for _, a := range g.Pregame {
		if a.Kind() == "" {
			return nil, unreadable(data, -1, "pregame: an action is an object with one key naming its kind ("+kinds+")")
		}
	}
	for _, t := range g.Turns {
		for _, p := range t.Phases {
			for _, a := range p.Actions {
				if a.Kind() == "" {
					return nil, unreadable(data, -1, fmt.Sprintf("turn %d, %s: an action is an object with one key naming its kind (%s)", t.Turn, p.Phase, kinds))
				}
			}
		}
	}
	return &g, nil
}

// readError places err in the data: an early end at the end of it.
func readError(data []byte, err error) error {
	end := len(data)
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var lim *jsonx.OffsetError
	switch {
	case errors.Is(err, jsonx.ErrTooLarge):
		return unreadable(data, -1, fmt.Sprintf("the record is %d bytes, the limit is %d", end, MaxRecordSize))
	case errors.Is(err, jsonx.ErrEmpty):
		return unreadable(data, 0, "not valid JSON: the file is empty")
	case errors.As(err, &lim):
		return unreadable(data, lim.Off, lim.Msg)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return unreadable(data, end, "not valid JSON: the record ends too soon")
	case errors.As(err, &syn):
		return unreadable(data, int(syn.Offset), "not valid JSON: "+err.Error())
	case errors.As(err, &typ):
		return unreadable(data, int(typ.Offset), fmt.Sprintf("%s: %v", typ.Field, err))
	}
	// A value a type refused on its own terms (a hex id out of shape):
	// the decoder has read past it, so where it is is unknown here.
	return unreadable(data, -1, err.Error())
}

// unreadable is the diagnostic of a record Read refuses, placed at the
// byte offset off of data (-1: nowhere known).
func unreadable(data []byte, off int, msg string) *diag.Diagnostic {
	d := diag.New("game.unreadable", "%s", msg)
	if off >= 0 {
		d.Line, d.Column = jsonx.LineCol(data, off)
	}
	return d
}
