package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
)

// Read refuses data over the limit before decoding any of it, whatever it
// holds: a caller handing it a large buffer gets a refusal, not a wait.
func TestReadRefusesOverLimit(t *testing.T) {
	const rec = `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "turns": [], "over": false}`
	data := make([]byte, game.MaxRecordSize+1)
	copy(data, rec)
	_, err := game.Read(data)
	var d *diag.Diagnostic
	if !errors.As(err, &d) || d.Code != "game.unreadable" || !strings.Contains(d.Message, "the limit is") {
		t.Fatalf("got %v, want a game.unreadable diagnostic about the limit", err)
	}
	if _, err := game.Read(data[:len(rec)]); err != nil {
		t.Fatalf("the same record under the limit: %v", err)
	}
}
