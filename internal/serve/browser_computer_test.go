package serve

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
)

// TestBrowserPlaysComputer plays two turns of a 1994 Historical game in
// Chromium against the computer: the form gives the Soviet side to the
// heuristic player, the page plays out each of its actions as the server
// answers them (the map and the log redrawn, the reasons under them),
// with End phase disabled for the person meanwhile; the person plays the
// Western Allies by ending his phases (bringing back the replacements the
// rules make him take). The record the page holds replays legal, the
// computer's actions carrying their reasons as notes.
func TestBrowserPlaysComputer(t *testing.T) {
	b, _ := openEditorDice(t, "#scenario=historical&mode=play", game.SeededDice(3))
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play" && !!document.getElementById("pl-computer-soviet")`)
	b.do(chromedp.SetValue(chromedp.CSS("#pl-computer-soviet"), "heuristic"), chromedp.SetValue(chromedp.CSS("#pl-computer-pause"), "1500"))
	b.do(chromedp.Click(chromedp.CSS("#pl-new")))
	b.wait(`!!document.body.dataset.game`)
	if got := b.eval(`JSON.stringify(bfgPlay.live().computer)`); got != `{"soviet":"heuristic"}` {
		t.Fatalf("the game's computer: %s", got)
	}
	// the computer's turn, its first step waiting its pause: the person
	// cannot end its phase, and the bar says who plays
	b.wait(`document.body.dataset.computerTurn === "true"`)
	if dis, bar := b.eval(`String(document.getElementById("pl-end-phase").disabled)`), b.text("#pl-computer-turn"); dis != "true" || !strings.Contains(bar, "the computer is playing Soviet") {
		t.Errorf("in the computer's turn: End phase disabled %s, the bar says %q", dis, bar)
	}
	b.do(chromedp.SetValue(chromedp.CSS("#pl-computer-pause"), "0"))
	shot, personPhases := false, 0
	for range 200 {
		// the computer plays until the person's side is to act
		b.wait(`document.body.dataset.computerTurn === "false" && document.body.dataset.busy !== "true"`)
		b.playIdle()
		if b.eval(`document.body.dataset.computerTurn`) != "false" {
			continue
		}
		if code := b.eval(`document.body.dataset.refused`); code == "page.computer-stuck" {
			t.Fatalf("the computer is stuck: %s", b.text("#pl-bar-msg"))
		}
		v := b.eval(`JSON.stringify({turn: bfgPlay.live().phase.turn, player: bfgPlay.live().phase.player, over: bfgPlay.live().over})`)
		var ph struct {
			Turn   int
			Player string
			Over   bool
		}
		if err := json.Unmarshal([]byte(v), &ph); err != nil {
			t.Fatal(err)
		}
		if ph.Turn > 2 || ph.Over {
			break
		}
		if ph.Player == "soviet" {
			t.Fatalf("turn %d: the Soviet side is to act and the computer does not", ph.Turn)
		}
		if !shot && b.eval(`String(bfgPlay.live().log.length > 0)`) == "true" {
			// the README's picture: the computer's first phases, its reasons
			// in the log
			b.screenshot("play-computer.png")
			shot = true
		}
		b.endPhase()
		if code := b.eval(`document.body.dataset.refused`); code != "" {
			b.replaceFirst()
		}
		personPhases++
	}
	// while the computer acted, the person could not
	steps := atoi(b.eval(`document.body.dataset.computerSteps || "0"`))
	if steps < 20 || personPhases < 6 {
		t.Errorf("%d steps of the computer, %d phases of the person's", steps, personPhases)
	}
	why := atoi(b.eval(`String(document.querySelectorAll("#pl-log .pl-why").length)`))
	if why < 10 {
		t.Errorf("%d reasons in the page's log", why)
	}
	rec := b.evalAwait(`fetch("/api/game/record?id=" + bfgPlay.live().id).then((r) => r.text())`)
	g, err := game.Read([]byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(ed, g)
	if err != nil || res.Illegal != nil {
		t.Fatalf("the record replays: %v %+v", err, res.Illegal)
	}
	notes := 0
	for _, e := range res.Log {
		if e.Note != "" {
			notes++
		}
	}
	if res.State.Turn != 3 || notes != why {
		t.Errorf("the record stands at turn %d with %d notes; the page showed %d reasons", res.State.Turn, notes, why)
	}
	b.eval(`(() => { document.getElementById("pl-log").lastElementChild.scrollIntoView(); return ""; })()`)
	b.screenshot("play-computer-log.png")
	t.Logf("two turns against the computer: %d of its steps, %d actions, %d with reasons; %s", steps, len(res.Log), notes, strings.TrimSpace(b.text("#pl-bar")))
}

// replaceFirst brings back the first replacement the phase offers, on its
// first hex, through the play API with the page's token, and shows the
// answer on the page: the person's answer to a phase that may not end
// before its replacements are taken.
func (b *browser) replaceFirst() {
	b.t.Helper()
	got := b.evalAwait(`(async () => {
	  const g = bfgPlay.live(), o = (g.replacements || [])[0];
	  if (!o || !(o.hexes || []).length) return "none";
	  const tok = document.querySelector('meta[name="bfgdata-token"]').content;
	  const r = await fetch("/api/game/action", { method: "POST", headers: { "Content-Type": "application/json", "X-Bfgdata-Token": tok },
	    body: JSON.stringify({ id: g.id, version: g.version, action: { replace: { unit: o.unit.id, hex: o.hexes[0] } } }) });
	  if (!r.ok) return "refused: " + await r.text();
	  await bfgPlay.show(await r.json());
	  return "ok";
	})()`)
	if got != "ok" {
		b.t.Fatalf("the phase's end refused (%s) and no replacement made: %s", b.text("#pl-bar-msg"), got)
	}
	b.playIdle()
}
