package serve

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// TestBrowserPlaysLongRecord opens a whole ten-turn game of record in the
// page (game/testdata/long-1994.json, over 1,000 actions) and the same
// game cut at the tenth turn's Western Allied movement phase, with every
// unit on the map drawn, and measures what a player waits for: the view
// drawn (data-play-render-ms), a unit's reach, a move by the mouse from
// the click to the new view drawn (data-action-ms), and a step back in
// the history. The figures are logged (go test -v), never compared with a
// bound: on a loaded machine any bound fails without a fault, and the
// server's part of each is measured by the package's benchmarks
// (BenchmarkMove, and the game commands' in the CLI).
func TestBrowserPlaysLongRecord(t *testing.T) {
	b, dir := openEditor(t, "#scenario=historical&mode=play")
	b.expect = append(b.expect, "404")
	if msg := b.eval(`(() => { const x = new XMLHttpRequest(); x.open("GET", "/api/game?id=none", false); x.send(); return x.responseText; })()`); strings.Contains(msg, "no API") {
		t.Skip("the play API (/api/game) is not served by this build")
	}
	// a move's first path the engine refuses, tried again by another, is
	// a 422 the browser logs
	b.expect = append(b.expect, "422")
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	long, err := os.ReadFile(filepath.Join("..", "..", "game", "testdata", "long-1994.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g model.Game
	if err := json.Unmarshal(long, &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Turns) < 10 {
		t.Fatalf("long-1994.json has %d turns, want ten", len(g.Turns))
	}
	// the same game, cut where the Western Allied player is to move in
	// turn 10
	cut := g
	last := g.Turns[len(g.Turns)-1]
	var phases []model.GamePhase
	for _, p := range last.Phases {
		if p.Phase == "western-allied-movement" {
			phases = append(phases, model.GamePhase{Phase: p.Phase, Actions: []model.GameAction{}})
			break
		}
		phases = append(phases, p)
	}
	cut.Turns = append(append([]model.GameTurn{}, g.Turns[:len(g.Turns)-1]...), model.GameTurn{Turn: last.Turn, Phases: phases})
	cut.Over = false
	doc, err := model.Encode(&cut)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"long.json": long, "cut.json": doc} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// the whole game, at its last phase; ended, the verdict in the bar
	open := func(file string) time.Duration {
		t.Helper()
		id := b.eval(`document.body.dataset.game || ""`)
		b.eval(`(() => { const n = document.getElementById("pl-open-file"); n.value = ""; document.body.dataset.refused = ""; return ""; })()`)
		b.do(chromedp.SendKeys(chromedp.CSS("#pl-open-file"), file))
		start := time.Now()
		b.do(chromedp.Click(chromedp.CSS("#pl-open")))
		b.wait(`(document.body.dataset.game || "") !== ` + quoteJS(id) + ` || !!document.body.dataset.refused`)
		b.playIdle()
		if code := b.eval(`document.body.dataset.refused`); code != "" {
			t.Fatalf("opening %s: %s (%s)", file, code, b.text("#pl-game-msg"))
		}
		return time.Since(start)
	}
	wall := open("long.json")
	if ph := b.eval(`bfgPlay.live().phase.id`); ph != "east-german-combat" || b.eval(`String(bfgPlay.live().state.turn)`) != "10" {
		t.Fatalf("the whole game opened in turn %s, %s", b.eval(`String(bfgPlay.live().state.turn)`), ph)
	}
	b.countersMatch()
	t.Logf("the whole game (%s actions): opened and drawn %v after the click; drawing the view %s ms", b.eval(`String(bfgPlay.live().state.actions)`), wall.Round(time.Millisecond), b.eval(`document.body.dataset.playRenderMs`))
	b.reported("drawing the whole game's view", "playRenderMs")
	start := time.Now()
	b.endPhase()
	wall = time.Since(start)
	if !strings.Contains(b.text("#pl-bar"), "Game over") || b.eval(`String(bfgPlay.live().over)`) != "true" {
		t.Errorf("the last phase ended: the phase bar says %q (%s)", b.text("#pl-bar"), b.text("#pl-bar-msg"))
	}
	t.Logf("the last phase ended: %q, %v from the click to the view drawn", b.text("#pl-over"), wall.Round(time.Millisecond))
	b.screenshot("long-1-over.png")

	// cut at turn 10's Western Allied movement: every unit drawn, a move
	wall = open("cut.json")
	if ph := b.eval(`bfgPlay.live().phase.id`); ph != "western-allied-movement" || b.eval(`String(bfgPlay.live().state.turn)`) != "10" {
		t.Fatalf("the cut game opened in turn %s, %s", b.eval(`String(bfgPlay.live().state.turn)`), ph)
	}
	on := b.countersMatch()
	t.Logf("ten turns of record, %d units on the map: opened and drawn %v after the click; drawing the view %s ms", on, wall.Round(time.Millisecond), b.eval(`document.body.dataset.playRenderMs`))
	b.reported("drawing the view after ten turns", "playRenderMs")
	var unit, dest string
	for _, u := range strings.Fields(b.eval(`bfgPlay.live().state.units.filter((u) => u.force === "western-allied" && u.hex).map((u) => u.id).join(" ")`)) {
		// a unit boxed in by enemy zones of control has no hex to show,
		// and the page no reach to wait for: asked first, it is passed by
		if b.eval(`(() => { const x = new XMLHttpRequest(); x.open("GET", "/api/game/reach?" + new URLSearchParams({ id: bfgPlay.live().id, unit: `+quoteJS(u)+` }), false); x.send(); return String(JSON.parse(x.responseText).hexes.length); })()`) == "0" {
			continue
		}
		if dest = b.reachPick(u, `!n.classList.contains("pl-reach-pass") && n.dataset.overstacked !== "true" && !bfgPlay.live().state.units.some((x) => x.hex === n.dataset.reachHex)`, true); dest != "" {
			unit = u
			break
		}
	}
	if unit == "" {
		t.Fatal("no Western Allied unit can move in turn 10")
	}
	b.screenshot("long-2-reach.png")
	// the reach answer's round trip from the page, as the click on a unit
	// asks it
	reachMs := b.evalAwait(`(async () => { const t0 = performance.now(); const r = await fetch("/api/game/reach?" + new URLSearchParams({ id: bfgPlay.live().id, unit: ` + quoteJS(unit) + ` })); await r.json(); return (performance.now() - t0).toFixed(1); })()`)
	t.Logf("the reach of %s: answered in %s ms", unit, reachMs)
	if ms := atof(reachMs); ms <= 0 {
		t.Errorf("the reach of %s: %q ms", unit, reachMs)
	}
	b.act(func() { b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(dest) + `)`)) })
	if got := b.unitHex(unit); got != dest {
		t.Fatalf("%s in %s after the move, want %s (%s)", unit, got, dest, b.text("#pl-bar-msg"))
	}
	t.Logf("a move of %s to %s after ten turns: %s ms from the click to the new view drawn (drawing %s ms)", unit, dest, b.eval(`document.body.dataset.actionMs`), b.eval(`document.body.dataset.playRenderMs`))
	b.reported("a move after ten turns", "actionMs")
	b.reported("drawing the view after the move", "playRenderMs")
	b.screenshot("long-3-moved.png")

	// a step back in the history: the view of an earlier point, drawn
	mid := atoi(b.eval(`String(bfgPlay.live().state.actions)`)) / 2
	b.do(chromedp.ScrollIntoView(chromedp.CSS(fmt.Sprintf(`#pl-log [data-log-index="%d"]`, mid))),
		chromedp.Click(chromedp.CSS(fmt.Sprintf(`#pl-log [data-log-index="%d"]`, mid))))
	b.wait(`document.body.dataset.readOnly === "true" && document.body.dataset.busy === "false"`)
	t.Logf("the view after action %d, read-only: drawn in %s ms", mid, b.eval(`document.body.dataset.playRenderMs`))
	b.reported("drawing an earlier point", "playRenderMs")
	b.countersMatch()
	t.Logf("screenshots in %s", b.shots)
}

func atof(s string) float64 {
	var f float64
	fmt.Sscan(s, &f)
	return f
}

// countersMatch checks that a counter is drawn on its hex for every unit
// on the map in the view shown, and answers how many there are.
func (b *browser) countersMatch() int {
	b.t.Helper()
	var st game.State
	if err := json.Unmarshal([]byte(b.eval(`JSON.stringify(bfgPlay.view().state)`)), &st); err != nil {
		b.t.Fatal(err)
	}
	want := map[string]string{}
	for _, u := range st.Units {
		if u.OnMap() {
			want[u.Counter] = u.Hex.String()
		}
	}
	got := map[string]string{}
	if err := json.Unmarshal([]byte(b.eval(`JSON.stringify(Object.fromEntries([...document.querySelectorAll("#pl-counters > [data-unit]")].map((n) => [n.dataset.unit, n.dataset.hex])))`)), &got); err != nil {
		b.t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		b.t.Errorf("%d counters drawn, %d units on the map; drawn %v, want %v", len(got), len(want), got, want)
	}
	return len(want)
}

// reported fails the test when the figure the page reports in a data-
// attribute of body is missing or not a duration, and logs it.
func (b *browser) reported(what, attr string) {
	b.t.Helper()
	var ms float64
	got := b.eval(`document.body.dataset.` + attr)
	if _, err := fmt.Sscan(got, &ms); err != nil || ms < 0 {
		b.t.Errorf("%s: the page reports %q ms, not a duration", what, got)
		return
	}
	b.t.Logf("%s: %s ms", what, got)
}
