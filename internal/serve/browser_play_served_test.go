package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// TestBrowserOpensServedGame serves a record with an illegal action in it
// as serve --game does, and opens the page: it comes up in play mode on
// that game, with the diagnostic and its rule shown, the rest of the
// record pending, and the position before the illegal action drawn (the
// state the engine's replay stops at); the file is left as it was.
func TestBrowserOpensServedGame(t *testing.T) {
	exe := needChromium(t)
	dir := copyEdition(t, "1994")
	doc, err := os.ReadFile(filepath.Join("..", "..", "game", "testdata", "games", "historical-1994.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g model.Game
	if err := json.Unmarshal(doc, &g); err != nil {
		t.Fatal(err)
	}
	// the West German player's first move goes on past its allowance: the
	// path walked twice
	bad := false
	for i, p := range g.Turns[0].Phases {
		if p.Phase == "west-german-movement" && len(p.Actions) > 0 && p.Actions[0].Move != nil {
			m := p.Actions[0].Move
			m.Path = append(m.Path, m.Path...)
			g.Turns[0].Phases[i].Actions[0].Move = m
			bad = true
			break
		}
	}
	if !bad {
		t.Fatal("historical-1994.json has no West German move in turn 1 to spoil")
	}
	rec, err := model.Encode(&g)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "bad-game.json")
	if err := os.WriteFile(file, rec, 0o644); err != nil {
		t.Fatal(err)
	}
	ed, err := model.LoadEdition(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(ed, &g)
	if err != nil || res.Illegal == nil {
		t.Fatalf("the spoilt record replays without a fault: %v", err)
	}
	v, err := sharedValidator()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Dir: dir, GameFile: file, Addr: testAddr, Validator: v})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })

	b := openPage(t, exe, s, "")
	b.wait(`document.body.dataset.mode === "play" && document.body.dataset.game === "g1"`)
	b.playIdle()
	if code := b.eval(`document.getElementById("pl-illegal-diag").dataset.code`); code != res.Illegal.Code {
		t.Errorf("the page shows the fault %q, the replay stops at %s: %q", code, res.Illegal.Code, b.text("#pl-illegal"))
	}
	if box := b.text("#pl-illegal"); !strings.Contains(box, "["+res.Illegal.Rule+"]") || !strings.Contains(box, "of the record not applied") {
		t.Errorf("the illegal action's box says %q, want its rule %s and the actions pending", box, res.Illegal.Rule)
	}
	var shown game.State
	if err := json.Unmarshal([]byte(b.eval(`JSON.stringify(bfgPlay.live().state)`)), &shown); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(shown.Units, res.State.Units) || shown.Turn != res.State.Turn || shown.Phase != res.State.Phase || shown.Actions != res.State.Actions {
		t.Errorf("the page shows %s; the replay stops at %s", shown.Line(), res.State.Line())
	}
	b.countersMatch()
	if bar := b.text("#pl-bar"); !strings.Contains(bar, fmt.Sprintf("Turn %d", res.State.Turn)) || !strings.Contains(bar, res.State.Phase) {
		t.Errorf("the phase bar says %q; the replay stops in turn %d, %s", bar, res.State.Turn, res.State.Phase)
	}
	t.Logf("serve --game with an illegal action: the page opens on %s, showing %q", shown.Line(), b.text("#pl-illegal-diag"))
	b.screenshot("served-illegal.png")
	if after, err := os.ReadFile(file); err != nil || !bytes.Equal(after, rec) {
		t.Errorf("the record's file changed on opening: %v", err)
	}
}
