package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// TestPlayAssets: the page carries the mode switch and loads the play
// mode's script and style sheet, which are served like the editor's and
// refer to nothing elsewhere.
func TestPlayAssets(t *testing.T) {
	s := newBundledServer(t)
	_, page, _ := do(t, s, request{method: "GET", path: "/"})
	for _, want := range []string{`id="mode-play"`, `id="mode-edit"`, `src="/static/play.js"`, `href="/static/play.css"`, `id="pl-bar"`, `id="pl-side"`} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the page lacks %s", want)
		}
	}
	for p, kind := range map[string]string{"/static/play.js": "text/javascript", "/static/play.css": "text/css"} {
		status, body, h := do(t, s, request{method: "GET", path: p})
		if status != http.StatusOK || len(body) < 1000 || !strings.HasPrefix(h.Get("Content-Type"), kind) {
			t.Errorf("%s: %d, %d bytes, %s", p, status, len(body), h.Get("Content-Type"))
		}
		if bytes.Contains(body, []byte("https://")) || bytes.Contains(body, []byte("//cdn")) {
			t.Errorf("%s refers to another site", p)
		}
	}
}

// TestPlayScriptIDs: every element play.js looks up by id is on the page
// or made by play.js itself, so a renamed control fails here rather than
// in a player's browser.
func TestPlayScriptIDs(t *testing.T) {
	js, err := fs.ReadFile(static, "static/assets/play.js")
	if err != nil {
		t.Fatal(err)
	}
	page, err := fs.ReadFile(static, "static/page.html")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, m := range regexp.MustCompile(`id="([^"]+)"`).FindAllSubmatch(page, -1) {
		have[string(m[1])] = true
	}
	for _, m := range regexp.MustCompile(`\bid: "([^"]+)"`).FindAllSubmatch(js, -1) {
		have[string(m[1])] = true
	}
	for _, m := range regexp.MustCompile(`section\("([^"]+)"`).FindAllSubmatch(js, -1) {
		have[string(m[1])], have[string(m[1])+"-box"] = true, true
	}
	used := regexp.MustCompile(`\$\("([^"]+)"\)`).FindAllSubmatch(js, -1)
	if len(used) < 20 {
		t.Fatalf("found %d look-ups by id in play.js: the pattern no longer matches the script", len(used))
	}
	for _, m := range used {
		if !have[string(m[1])] {
			t.Errorf("play.js looks up #%s, which neither the page nor play.js makes", m[1])
		}
	}
}

// TestPageScriptsParse: the page's scripts are plain JavaScript with no
// build step; Node's syntax check reads each as the browser will.
func TestPageScriptsParse(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH to check the scripts' syntax with; the browser tests load them in Chromium")
	}
	for _, name := range []string{"app.js", "play.js"} {
		b, err := fs.ReadFile(assets, name)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(file, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(node, "--check", file).CombinedOutput(); err != nil {
			t.Errorf("%s does not parse: %v\n%s", name, err, out)
		}
	}
}

// historicalView is a GameView (the play API's answer) of a new 1994
// Historical game in its first movement phase, built with package game as
// the play API builds it: what the page draws, without the server side.
func historicalView(t *testing.T, entries int) []byte {
	t.Helper()
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(ed, "historical", nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Start(ed, g)
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := ed.Scenario("historical")
	seq, _ := game.SequenceOf(&ed.Info)
	if bad := s.BeginTurn("/turns/0", sc.Turns.First); bad != nil {
		t.Fatal(bad)
	}
	var ph game.Phase
	for i, p := range seq.Phases {
		if bad := s.Enter(fmt.Sprintf("/turns/0/phases/%d", i), p.ID); bad != nil {
			t.Fatal(bad)
		}
		if p.Step == game.Movement {
			ph = p
			break
		}
	}
	st := s.State()
	// a long record's log: the page lists it whole, so its length must
	// not slow the drawing of a view down
	log, events := []any{}, []any{}
	for i := 1; i <= entries; i++ {
		log = append(log, map[string]any{"index": i, "turn": 1 + i/100, "phase": ph.ID, "text": fmt.Sprintf("entry %d", i)})
		if i%50 == 0 {
			events = append(events, map[string]any{"turn": 1 + i/100, "phase": ph.ID, "after": i, "text": "an event", "rule": "1994 6.4"})
		}
	}
	st.Actions = entries
	view := map[string]any{
		"id": "g1", "version": 1, "file": "", "saved": false, "edition": "1994", "scenario": "historical", "optional": []string{},
		"readOnly": false, "at": "end", "state": st,
		"phase": map[string]any{"turn": st.Turn, "id": ph.ID, "step": string(ph.Step), "force": string(ph.Force), "player": string(st.Player),
			"allows": []string{"move", "exit", "evacuate"}, "next": "soviet-combat", "nextTurn": false},
		"log": log, "events": events, "replacements": []any{}, "canUndo": false, "pending": 0, "illegal": nil, "over": false,
	}
	b, err := json.Marshal(view)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBrowserPlayPageDraws drives the play mode in Chromium with a game
// view made as the play API makes it: the mode switch hides the editor,
// the phase bar says whose phase it is, every unit on the map is drawn
// once, and a click on a unit of the force not phasing is refused with
// the reason, with the real mouse.
func TestBrowserPlayPageDraws(t *testing.T) {
	b, _ := openEditor(t, "#scenario=historical")
	view := historicalView(t, 0)
	// the play API is not on this branch yet: its 404 is logged
	b.expect = append(b.expect, "404")
	b.do(chromedp.Click(chromedp.CSS("#mode-play")))
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`, chromedp.WithPollingTimeout(pageWait)))
	if got := b.eval(`getComputedStyle(document.getElementById("ed-side")).display + "|" + document.getElementById("pl-side").hidden`); got != "none|false" {
		t.Errorf("in play mode the editor's panel and the play panel: %s", got)
	}
	if n := b.eval(`String(document.querySelectorAll("#pl-scenario option").length)`); n == "0" {
		t.Error("the start form lists no scenario")
	}
	b.eval(`bfgPlay.show(` + string(view) + `).then(() => "")`)
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.game === "g1" && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(pageWait)))
	var st struct {
		State game.State `json:"state"`
	}
	if err := json.Unmarshal(view, &st); err != nil {
		t.Fatal(err)
	}
	on := 0
	var soviet, enemy string
	for _, u := range st.State.Units {
		if !u.OnMap() {
			continue
		}
		on++
		if u.Force == model.Soviet && soviet == "" {
			soviet = u.Counter
		}
		if u.Force != model.Soviet && enemy == "" {
			enemy = u.Counter
		}
	}
	if got := b.eval(`String(document.querySelectorAll("#pl-counters > [data-unit]").length)`); got != fmt.Sprint(on) {
		t.Errorf("%s counters drawn, want the %d units on the map", got, on)
	}
	if bar := b.text("#pl-bar"); !strings.Contains(bar, "Turn 1") || !strings.Contains(bar, "movement") || !strings.Contains(bar, "Soviet") {
		t.Errorf("the phase bar: %q", bar)
	}
	// How long drawing takes is logged, not bounded: a loaded machine
	// would fail any bound without a fault.
	b.reported(fmt.Sprintf("drawing the view with %d units on the map", on), "playRenderMs")

	// the same view after a thousand actions: drawn as fast, the log whole
	b.eval(`bfgPlay.show(` + string(historicalView(t, 1000)) + `).then(() => "")`)
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.busy === "false" && bfgPlay.live().log.length === 1000`, chromedp.WithPollingTimeout(pageWait)))
	if n := b.eval(`String(document.querySelectorAll("#pl-log [data-log-index]").length)`); n != "1000" {
		t.Errorf("the log lists %s entries, want 1000", n)
	}
	b.reported("drawing it with a log of 1000 entries", "playRenderMs")

	// only the phasing force's units can be picked
	b.look(unitHex(st.State, enemy), 1400)
	b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(enemy) + `)`))
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.refused === "page.not-phasing"`, chromedp.WithPollingTimeout(pageWait)))
	if msg := b.text("#pl-bar-msg"); !strings.Contains(msg, enemy) || !strings.Contains(msg, "Soviet") {
		t.Errorf("the refusal of an enemy unit: %q", msg)
	}
	if b.eval(`String(!!document.querySelector("#pl-counters .pl-selected"))`) != "false" {
		t.Error("an enemy unit was picked")
	}
	// a Soviet unit is picked and its reach asked for
	b.look(unitHex(st.State, soviet), 1400)
	b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(soviet) + `)`))
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.busy === "false" && !!document.querySelector("#pl-counters .pl-selected")`, chromedp.WithPollingTimeout(pageWait)))
	if got := b.eval(`document.querySelector("#pl-counters .pl-selected").dataset.unit`); got != soviet {
		t.Errorf("picked %q, want %s", got, soviet)
	}
	b.screenshot("play-1-picked.png")

	// a replacement phase: the option's entry hexes are marked on the map
	// when it is picked
	b.eval(`(() => { const v = bfgPlay.live(); const g = JSON.parse(JSON.stringify(v)); g.version = 2;
	  g.phase = Object.assign({}, g.phase, { id: "soviet-replacement", step: "replacement", allows: ["replace", "supply"] });
	  g.replacements = [{ unit: { id: ` + quoteJS(soviet) + `, force: "soviet" }, box: "destroyed-soviet", hexes: ["3526", "3426"] }];
	  return bfgPlay.show(g).then(() => ""); })()`)
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.busy === "false" && document.body.dataset.version === "2"`, chromedp.WithPollingTimeout(pageWait)))
	b.do(chromedp.Click(chromedp.CSS(`#pl-replacements [data-replace]`)))
	b.do(chromedp.Poll[chromedp.Void](`document.querySelectorAll("#pl-marks [data-entry-hex]").length === 2`, chromedp.WithPollingTimeout(pageWait)))
	if got := b.eval(`[...document.querySelectorAll("#pl-replace-hexes [data-replace-hex]")].map((n) => n.dataset.replaceHex).join(" ")`); got != "3526 3426" {
		t.Errorf("the entry hexes offered: %q", got)
	}
	b.do(chromedp.Click(chromedp.CSS("#mode-edit")))
	if got := b.eval(`getComputedStyle(document.getElementById("ed-side")).display + "|" + document.getElementById("pl-side").hidden`); got == "none|false" {
		t.Errorf("back in edit mode the panels are %s", got)
	}
}

func unitHex(st game.State, id string) string {
	for _, u := range st.Units {
		if u.Counter == id && u.OnMap() {
			return u.Hex.String()
		}
	}
	return ""
}
