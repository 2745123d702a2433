package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// MaxRecordSize is the largest record Read accepts, the data files' limit.
const MaxRecordSize = model.MaxDocumentSize

// ReadError is a record that cannot be read: not JSON, not a game record's
// shape, or over the limits. Offset is where in the data, -1 if unknown.
type ReadError struct {
	Offset int
	Msg    string
}

func (e *ReadError) Error() string { return e.Msg }

// Read decodes a game record strictly: one JSON object, no member the
// record does not have, each action with exactly one kind. It checks
// shape only; Replay checks the game.
func Read(data []byte) (*model.Game, error) {
	var g model.Game
	if err := jsonx.DecodeStrict(data, &g, jsonx.Input{MaxSize: MaxRecordSize}); err != nil {
		return nil, readError(err, len(data))
	}
	if g.Edition == "" || g.Scenario == "" {
		return nil, &ReadError{Offset: -1, Msg: `a game record needs "edition" and "scenario"`}
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
		return nil, &ReadError{Offset: -1, Msg: `a game record needs "$schema" (a path to game.schema.json, as game new writes it)`}
	case required.Over == nil:
		return nil, &ReadError{Offset: -1, Msg: `a game record needs "over": false while the game goes on, true once its last phase is played`}
	}
	kinds := strings.Join(model.ActionKinds, ", ")
	for _, a := range g.Pregame {
		if a.Kind() == "" {
			return nil, &ReadError{Offset: -1, Msg: "pregame: an action is an object with one key naming its kind (" + kinds + ")"}
		}
	}
	for _, t := range g.Turns {
		for _, p := range t.Phases {
			for _, a := range p.Actions {
				if a.Kind() == "" {
					return nil, &ReadError{Offset: -1, Msg: fmt.Sprintf("turn %d, %s: an action is an object with one key naming its kind (%s)", t.Turn, p.Phase, kinds)}
				}
			}
		}
	}
	return &g, nil
}

// readError places err in the data: an early end at the end of it.
func readError(err error, end int) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var lim *jsonx.OffsetError
	switch {
	case errors.Is(err, jsonx.ErrTooLarge):
		return &ReadError{Offset: -1, Msg: fmt.Sprintf("the record is %d bytes, the limit is %d", end, MaxRecordSize)}
	case errors.Is(err, jsonx.ErrEmpty):
		return &ReadError{Offset: 0, Msg: "not valid JSON: the file is empty"}
	case errors.As(err, &lim):
		return &ReadError{Offset: lim.Off, Msg: lim.Msg}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &ReadError{Offset: end, Msg: "not valid JSON: the record ends too soon"}
	case errors.As(err, &syn):
		return &ReadError{Offset: int(syn.Offset), Msg: "not valid JSON: " + err.Error()}
	case errors.As(err, &typ):
		return &ReadError{Offset: int(typ.Offset), Msg: fmt.Sprintf("%s: %v", typ.Field, err)}
	}
	// A value a type refused on its own terms (a hex id out of shape):
	// the decoder has read past it, so where it is is unknown here.
	return &ReadError{Offset: -1, Msg: err.Error()}
}
