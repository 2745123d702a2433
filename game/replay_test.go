package game_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model"
)

var update = flag.Bool("update", false, "rewrite the golden files")

var editions = sync.OnceValues(func() (map[string]*model.Edition, error) {
	out := map[string]*model.Edition{}
	for _, id := range data.Editions.IDs() {
		ed, err := data.Editions.LoadOwn(id)
		if err != nil {
			return nil, err
		}
		out[id] = ed
	}
	return out, nil
})

func edition(t testing.TB, id string) *model.Edition {
	t.Helper()
	all, err := editions()
	if err != nil {
		t.Fatal(err)
	}
	return all[id]
}

// record reads a record written in the test as JSON.
func record(t testing.TB, text string) *model.Game {
	t.Helper()
	g, err := game.Read([]byte(text))
	if err != nil {
		t.Fatalf("reading the record: %v\n%s", err, text)
	}
	return g
}

// turn1 wraps phases of turn 1 of the 1994 Historical scenario.
func turn1(phases string) string {
	return `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "over": false, "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": [` + phases + `]}]}`
}

// The short legal record: a few Soviet moves and one attack of turn 1,
// replayed to a golden final state.
func TestReplayLegal(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "historical-1994.json"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(edition(t, "1994"), record(t, string(b)))
	if err != nil {
		t.Fatal(err)
	}
	if res.Illegal != nil {
		t.Fatalf("legal record refused: %s %s at %s: %s", res.Illegal.Code, res.Illegal.Rule, res.Illegal.Pointer, res.Illegal.Message)
	}
	out, _ := json.MarshalIndent(res.State, "", "  ")
	golden.Check(t, filepath.Join("testdata", "historical-1994.state.golden"), string(out)+"\n", *update)
}

func BenchmarkReplay(b *testing.B) {
	ed := edition(b, "1994")
	text, err := os.ReadFile(filepath.Join("testdata", "historical-1994.json"))
	if err != nil {
		b.Fatal(err)
	}
	g := record(b, string(text))
	for b.Loop() {
		if res, err := game.Replay(ed, g); err != nil || res.Illegal != nil {
			b.Fatal(err, res.Illegal)
		}
	}
}
