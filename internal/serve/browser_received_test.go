package serve

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/bfgdata/bfgdata/model"
)

// The page opens a record received against the game sent: what the other
// player did since is listed; a record that rewrites the game sent is
// refused, naming the change, and the game sent stays open.
func TestBrowserReceivesRecord(t *testing.T) {
	b, dir := openEditorDice(t, "#scenario=historical&mode=play", &nextDice{})
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	b.do(chromedp.Click(chromedp.CSS("#pl-new")))
	b.wait(`!!document.body.dataset.game`)
	b.playIdle()
	if got := b.eval(`document.body.dataset.dice`); got != "program" {
		t.Errorf("the new game's dice: %q", got)
	}
	// the game sent: the replacement phase ended
	b.endPhase()
	rec := b.eval(`(() => { const x = new XMLHttpRequest(); x.open("GET", "/api/game/record?id=" + bfgPlay.live().id, false); x.send(); return x.responseText; })()`)
	var sent model.Game
	if err := json.Unmarshal([]byte(rec), &sent); err != nil {
		t.Fatalf("the record sent: %v: %s", err, rec)
	}
	if len(sent.Turns) != 1 || len(sent.Turns[0].Phases) != 2 {
		t.Fatalf("the record sent: %+v", sent.Turns)
	}
	// the answer: two moves in the movement phase
	write := func(name string, moves ...string) string {
		g := sent
		g.Turns = []model.GameTurn{{Turn: 1, Phases: []model.GamePhase{sent.Turns[0].Phases[0], {Phase: "soviet-movement"}}}}
		for _, m := range moves {
			var a model.GameAction
			if err := json.Unmarshal([]byte(m), &a); err != nil {
				t.Fatal(err)
			}
			g.Turns[0].Phases[1].Actions = append(g.Turns[0].Phases[1].Actions, a)
		}
		data, err := model.Encode(&g)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	belo := `{"move": {"unit": "3-belo", "path": ["3226"]}}`
	balt := `{"move": {"unit": "2-balt", "path": ["3623", "3624"]}}`
	sentID := b.eval(`bfgPlay.live().id`)
	b.do(chromedp.SetUploadFiles(chromedp.CSS("#pl-received"), []string{write("answer.json", belo, balt)}))
	b.wait(`!!document.getElementById("pl-received-ok") || !!document.getElementById("pl-received-changed") || !!document.body.dataset.refused`)
	b.playIdle()
	if got := b.text("#pl-received-box"); !strings.Contains(got, "continues the game you sent, unchanged: 2 new actions") ||
		b.eval(`String(document.querySelectorAll("#pl-received-log li").length)`) != "2" {
		t.Fatalf("the answer received: %q (%s)", got, b.text("#pl-game-msg"))
	}
	if got := b.eval(`String(bfgPlay.live().log.length)`); got != "2" || b.eval(`bfgPlay.live().id`) == sentID {
		t.Errorf("after the answer the game has %s actions, id %s (the game sent was %s)", got, b.eval(`bfgPlay.live().id`), sentID)
	}
	b.screenshot("play-received.png")

	// an answer that rewrites a move of the game now open
	answerID := b.eval(`bfgPlay.live().id`)
	b.do(chromedp.SetUploadFiles(chromedp.CSS("#pl-received"), []string{write("rewritten.json", `{"move": {"unit": "3-belo", "path": ["3225"]}}`, balt)}))
	b.wait(`!!document.getElementById("pl-received-changed")`)
	b.playIdle()
	if code := b.eval(`(document.getElementById("pl-received-changed") || {dataset: {}}).dataset.code || ""`); code != "game.since-rewritten" {
		t.Errorf("a rewritten answer: %q, %q", code, b.text("#pl-received-box"))
	}
	if got := b.eval(`bfgPlay.live().id`); got != answerID {
		t.Errorf("a rewritten answer replaced the game open (%s, was %s)", got, answerID)
	}
}
