package game_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/golden"
)

// docs/examples/historical-1975-turn-1.json is a record written by hand
// from the README alone, each move chosen with reach --game and each
// attack with combat --game: every movement and combat phase of the 1975
// Historical scenario's first turn, the two West German attacks the
// scenario orders on that turn (13.31), then the second turn's Soviet
// move, a West German replacement and its double move. It must keep
// replaying legal to its golden state, and keep the choices it shows a
// reader: results whose only choice the replay takes (a retreat with one
// hex, a unit with none), an exchange whose losses the record names, and
// a replacement that moves further than its printed allowance.
func TestNewcomerExample(t *testing.T) {
	base := filepath.Join("..", "docs", "examples", "historical-1975-turn-1")
	text, err := os.ReadFile(base + ".json")
	if err != nil {
		t.Fatal(err)
	}
	rec := record(t, string(text))
	res, err := game.Replay(edition(t, "1975"), rec)
	if err != nil {
		t.Fatal(err)
	}
	if bad := res.Illegal; bad != nil {
		t.Fatalf("the example is refused: %s %s at %s: %s", bad.Code, bad.Rule, bad.Pointer, bad.Message)
	}
	var turn1 []string
	for _, e := range res.Log {
		if e.Turn == 1 && !slices.Contains(turn1, e.Phase) {
			turn1 = append(turn1, e.Phase)
		}
	}
	for _, force := range []string{"soviet", "west-german", "western-allied", "east-german"} {
		for _, step := range []string{"movement", "combat"} {
			if !slices.Contains(turn1, force+"-"+step) {
				t.Errorf("turn 1 has no action in %s-%s", force, step)
			}
		}
	}
	at := func(id string) string {
		p, ok := res.Situation.Find(id)
		if !ok {
			return "off the map"
		}
		return p.Hex.String()
	}
	for _, c := range []struct{ unit, want string }{
		{"pol-c", "2725"},        // Dr with one hex to retreat into
		{"58", "off the map"},    // Ar with nowhere to go
		{"19-us", "off the map"}, // the exchange loss the record names
		{"5-us", "2105"},         // its advance
		{"67", "2010"},           // back on turn 2, 7 of its double allowance
	} {
		if got := at(c.unit); got != c.want {
			t.Errorf("%s stands in %s, want %s", c.unit, got, c.want)
		}
	}
	out, _ := json.MarshalIndent(res.State, "", "  ")
	golden.Check(t, filepath.Join("testdata", "historical-1975-turn-1.state.golden"), string(out)+"\n", *update)
}
