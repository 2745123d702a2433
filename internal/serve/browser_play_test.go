package serve

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// TestBrowserPlaysHistorical plays the start of a 1994 Historical game in
// Chromium with the real mouse, through the play API: three units moved
// by click and by drag (one into an enemy zone of control, where it
// stops), a drop too far refused with its rule, an undo, an attack rolled
// with the page's Roll button and then given a typed die whose exchange
// the page asks the losses of, the end of the combat phase, a save that
// `bfgdata game check` passes and `game state` shows as the page showed
// it, a refused overwrite, a read-only step back, a record with an
// illegal action opened at the position before it and its rest dropped,
// and uploads.
func TestBrowserPlaysHistorical(t *testing.T) {
	bin := ""
	if !testing.Short() && chromium() != "" {
		// built before the browser starts, whose test has a time limit
		bin = bfgdataBinary(t)
	}
	dice := &nextDice{}
	b, dir := openEditorDice(t, "#scenario=historical&mode=play", dice)
	// the probe for the API is a 404 the browser logs
	b.expect = append(b.expect, "404")
	if msg := b.eval(`(() => { const x = new XMLHttpRequest(); x.open("GET", "/api/game?id=none", false); x.send(); return x.responseText; })()`); strings.Contains(msg, "no API") {
		t.Skip("the play API (/api/game) is not served by this build")
	}
	// the refusals the test provokes are logged by the browser
	b.expect = append(b.expect, "422", "409")
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	b.do(chromedp.Click(chromedp.CSS("#pl-new")))
	b.wait(`!!document.body.dataset.game`)
	b.playIdle()
	for i := 0; i < 6 && b.eval(`bfgPlay.view().phase.step`) != "movement"; i++ {
		b.endPhase()
	}
	if bar := b.text("#pl-bar"); !strings.Contains(bar, "Turn 1") || !strings.Contains(bar, "soviet-movement") {
		t.Fatalf("the phase bar in the first movement phase: %q", bar)
	}
	b.screenshot("play-2-movement.png")
	// the position at the start of the movement phase, for the record
	// with an illegal first move opened below
	startUnits := b.eval(`JSON.stringify(bfgPlay.live().state.units)`)

	// 1-balt to the dearest free hex it reaches, by a click
	dest := b.reachPick("1-balt", `!n.classList.contains("pl-reach-pass") && n.dataset.overstacked !== "true" && n.dataset.zoc !== "true" && !bfgPlay.view().state.units.some((u) => u.hex === n.dataset.reachHex)`, true)
	// the README's picture: a unit picked, its reach shaded with the costs
	b.screenshot("play-2-reach.png")
	b.act(func() { b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(dest) + `)`)) })
	t.Logf("a move, from the click to the new view drawn: %s ms", b.eval(`document.body.dataset.actionMs`))
	if got := b.unitHex("1-balt"); got != dest {
		t.Errorf("1-balt in %s after the move, want %s (%s)", got, dest, b.text("#pl-bar-msg"))
	}
	// a unit dragged into an enemy zone of control
	zocUnit, zocHex := "", ""
	for _, u := range strings.Fields(b.eval(`bfgPlay.view().state.units.filter((u) => u.force === "soviet" && u.hex).map((u) => u.id).join(" ")`)) {
		if u == "1-balt" {
			continue
		}
		if h := b.reachPick(u, `n.dataset.zoc === "true" && n.dataset.overstacked !== "true"`, false); h != "" {
			zocUnit, zocHex = u, h
			break
		}
	}
	if zocUnit == "" {
		t.Fatal("no Soviet unit reaches an enemy zone of control")
	}
	b.act(func() { b.dragUnit(zocUnit, zocHex) })
	if got := b.unitHex(zocUnit); got != zocHex {
		t.Errorf("%s in %s after the drag into a zone of control, want %s (%s)", zocUnit, got, zocHex, b.text("#pl-bar-msg"))
	}
	b.screenshot("play-3-zoc.png")
	// a drop far beyond its reach: the engine refuses it with the rule
	far := b.eval(`bfgPlay.view().state.units.filter((u) => u.force === "soviet" && u.hex && u.id !== "1-balt" && u.id !== ` + quoteJS(zocUnit) + `)[0].id`)
	b.reachPick(far, "false", false)
	to := b.eval(`(() => { let cur = bfgPlay.view().state.units.find((x) => x.id === ` + quoteJS(far) + `).hex; const seen = new Set([cur]);
	  for (let i = 0; i < 8; i++) { const n = bfgPlay.neighbours(cur).find((h) => !seen.has(h)); if (!n) break; seen.add(n); cur = n; } return cur; })()`)
	b.act(func() { b.dragUnit(far, to) })
	if code, msg := b.eval(`document.body.dataset.refused`), b.text("#pl-bar-msg"); !strings.HasPrefix(code, "movement.") || !strings.Contains(msg, "[1994 ") {
		t.Errorf("a drop of %s on %s: refused %q, %q", far, to, code, msg)
	}
	b.screenshot("play-4-refused.png")
	// a move undone
	before := b.unitHex(far)
	d2 := b.reachPick(far, `!n.classList.contains("pl-reach-pass") && n.dataset.overstacked !== "true" && !bfgPlay.view().state.units.some((u) => u.hex === n.dataset.reachHex)`, false)
	b.act(func() { b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(d2) + `)`)) })
	n := b.eval(`String(bfgPlay.live().log.length)`)
	b.act(func() { b.do(chromedp.Click(chromedp.CSS("#pl-undo"))) })
	if got, after := b.unitHex(far), b.eval(`String(bfgPlay.live().log.length)`); got != before || after != fmt.Sprint(atoi(n)-1) {
		t.Errorf("after undo %s is in %s (was %s), log %s entries (was %s)", far, got, before, after, n)
	}
	// and made again, by a drag this time: the third unit moved
	b.reachPick(far, "false", false)
	b.act(func() { b.dragUnit(far, d2) })
	if got := b.unitHex(far); got != d2 {
		t.Errorf("%s in %s after the drag, want %s (%s)", far, got, d2, b.text("#pl-bar-msg"))
	}
	if moved := b.eval(`bfgPlay.live().log.filter((e) => e.phase === "soviet-movement").map((e) => e.text.split(" ")[0]).join(" ")`); len(strings.Fields(moved)) != 3 {
		t.Errorf("the movement phase's log names %q, want three units moved", moved)
	}

	// combat: two attackers at 1-1 or better, the die an exchange, the
	// losses asked for and picked on the map
	b.endPhase()
	if step := b.eval(`bfgPlay.view().phase.step`); step != "combat" {
		t.Fatalf("after the movement phase: %s (%s)", step, b.text("#pl-bar-msg"))
	}
	exchangeDie := map[string]string{"1-1": "1", "2-1": "1", "3-1": "2", "4-1": "3", "5-1": "4", "6-1": "5", "7-1": "6"}
	var attackers []string
	die := ""
	for _, c := range strings.Split(b.eval(`(() => { const at = new Map(), out = []; for (const u of bfgPlay.view().state.units) if (u.hex) { if (!at.has(u.hex)) at.set(u.hex, []); at.get(u.hex).push(u); }
	  for (const [h, list] of at) { if (list[0].force === "soviet") continue; const att = []; for (const n of bfgPlay.neighbours(h)) for (const x of at.get(n) || []) if (x.force === "soviet") att.push(x.id);
	    if (att.length >= 2) out.push([att[0], att[1], list[0].id, h].join(" ")); } return out.join(";"); })()`), ";") {
		f := strings.Fields(c)
		if len(f) != 4 {
			continue
		}
		b.eval(`(() => { document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })); return ""; })()`)
		b.look(f[3], 1400)
		for _, u := range f[:3] {
			b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(u) + `)`))
		}
		b.playIdle()
		b.clickWhenThere("pl-combat")
		b.wait(`!!document.getElementById("pl-combat-table") || !!document.body.dataset.refused`)
		b.playIdle()
		col := b.eval(`(() => { const n = document.querySelector("#pl-combat-table [data-column]"); return n ? n.dataset.column : ""; })()`)
		if d, ok := exchangeDie[col]; ok {
			attackers, die = f[:2], d
			break
		}
	}
	if die == "" {
		t.Fatal("no attack of two Soviet units at 1-1 or better on the first turn")
	}
	b.screenshot("play-5-combat.png")
	// Roll: the server rolls the die once (the test sets the face of a
	// result that needs a choice, so that it plays the same way every
	// time) and records the attack before the page shows the result.
	if b.eval(`String(!!document.getElementById("pl-die"))`) != "false" {
		t.Error("a program-dice game offers a typed die")
	}
	dice.set(atoi(die))
	b.act(func() { b.do(chromedp.Click(chromedp.CSS("#pl-roll"))) })
	b.wait(`document.getElementById("pl-die-shown").dataset.die === ` + quoteJS(die))
	if got := b.eval(`JSON.stringify(bfgPlay.live().open && bfgPlay.live().open.die)`); got != die {
		t.Errorf("the attack open after the roll: die %s, want %s", got, die)
	}
	// a second roll is impossible: no button, and the API refuses it
	if b.eval(`String(!!document.getElementById("pl-roll"))`) != "false" {
		t.Error("the Roll button is still offered after the roll")
	}
	if code := b.eval(`(() => { const g = bfgPlay.live(), x = new XMLHttpRequest(); x.open("POST", "/api/game/roll", false);
	  x.setRequestHeader("Content-Type", "application/json"); x.setRequestHeader("X-Bfgdata-Token", document.querySelector('meta[name="bfgdata-token"]').content);
	  x.send(JSON.stringify({ id: g.id, version: g.version, attack: { attackers: g.open.attackers, defenders: g.open.defenders } })); return JSON.parse(x.responseText).code; })()`); code != "game.attack-open" {
		t.Errorf("a second roll through the API: %q, want game.attack-open", code)
	}
	b.playIdle()
	b.act(func() { b.clickWhenThere("pl-apply") })
	if b.eval(`document.body.dataset.asked`) == "combat.exchange-choice" {
		if owed := b.eval(`document.getElementById("pl-owed").dataset.owed`); owed == "0" {
			t.Errorf("an exchange asked for with nothing owed")
		}
		b.screenshot("play-6-exchange.png")
		// an advance picked first by the unit then taken as the loss: the
		// loss drops it, and nothing is sent until Apply
		v := b.eval(`document.body.dataset.version`)
		picked := b.eval(`(() => { const s = document.getElementById("pl-advance-unit"); if (!s || ![...s.options].some((o) => o.value === ` + quoteJS(attackers[0]) + `)) return "";
		  s.value = ` + quoteJS(attackers[0]) + `; s.dispatchEvent(new Event("change")); return s.value; })()`)
		b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(attackers[0]) + `)`))
		b.playIdle()
		if picked == "" {
			t.Errorf("the exchange offers no advance by %s", attackers[0])
		} else if adv := b.eval(`(document.getElementById("pl-advance-unit") || {}).value || ""`); adv != "" {
			t.Errorf("%s is picked as the exchange's loss, yet its advance %q stays selected", attackers[0], adv)
		}
		if now := b.eval(`document.body.dataset.version`); now != v {
			t.Errorf("picking an exchange's loss sent the attack before Apply")
		}
		b.act(func() { b.clickWhenThere("pl-apply") })
	}
	last := b.eval(`bfgPlay.live().log.slice(-1)[0].text`)
	if !strings.Contains(last, "Ex") || !strings.Contains(last, "die "+die) {
		t.Errorf("the attack's log line: %q (%s)", last, b.text("#pl-bar-msg"))
	}
	b.screenshot("play-7-attacked.png")
	b.endPhase()
	if ph := b.eval(`bfgPlay.view().phase.id`); ph == "soviet-combat" {
		t.Fatalf("the combat phase did not end: %s", b.text("#pl-bar-msg"))
	}

	// save, and replay the file with the engine: the same state
	b.do(chromedp.SendKeys(chromedp.CSS("#pl-save-file"), "game.json"), chromedp.Click(chromedp.CSS("#pl-save")))
	b.wait(`document.body.dataset.saved === "game.json" || !!document.body.dataset.refused`)
	b.playIdle()
	rec, err := os.ReadFile(filepath.Join(dir, "game.json"))
	if err != nil {
		t.Fatalf("the save: %v (%s)", err, b.text("#pl-game-msg"))
	}
	var g model.Game
	if err := json.Unmarshal(rec, &g); err != nil {
		t.Fatal(err)
	}
	ed, err := model.LoadEdition(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(ed, &g)
	if err != nil || res.Illegal != nil {
		t.Fatalf("the saved record replays: %v %v", err, res.Illegal)
	}
	var shown game.State
	if err := json.Unmarshal([]byte(b.eval(`JSON.stringify(bfgPlay.live().state)`)), &shown); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(shown.Units, res.State.Units) || shown.Turn != res.State.Turn || shown.Phase != res.State.Phase {
		t.Errorf("the page shows %s; the saved record replays to %s", shown.Line(), res.State.Line())
	}
	cliAgrees(t, b, bin, filepath.Dir(dir), filepath.Join(dir, "game.json"))
	// no save over another file without overwrite
	b.eval(`(() => { document.getElementById("pl-save-file").value = "edition.json"; document.body.dataset.refused = ""; return ""; })()`)
	b.do(chromedp.Click(chromedp.CSS("#pl-save")))
	b.wait(`!!document.body.dataset.refused`)
	if code := b.eval(`document.body.dataset.refused`); code != "api.conflict" {
		t.Errorf("a save over edition.json: %q, %q", code, b.text("#pl-game-msg"))
	}

	// history: the first action, read-only, then back to now
	b.do(chromedp.Click(chromedp.CSS(`#pl-log [data-log-index="1"]`)))
	b.wait(`document.body.dataset.readOnly === "true" && document.body.dataset.busy === "false"`)
	if got := b.unitHex("1-balt"); got != dest || b.eval(`String(document.getElementById("pl-end-phase").disabled)`) != "true" {
		t.Errorf("after the first action 1-balt is in %s, want %s; the view must be read-only", got, dest)
	}
	b.screenshot("play-8-history.png")
	b.do(chromedp.Click(chromedp.CSS("#pl-now")))
	b.wait(`document.body.dataset.readOnly === "false"`)

	// a record whose first move goes on past its allowance
	g.Turns[0].Phases[1].Actions[0].Move.Path = append(g.Turns[0].Phases[1].Actions[0].Move.Path, g.Turns[0].Phases[1].Actions[0].Move.Path...)
	bad, _ := model.Encode(&g)
	if err := os.WriteFile(filepath.Join(dir, "bad.json"), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	id := b.eval(`document.body.dataset.game`)
	b.eval(`(() => { document.getElementById("pl-open-file").value = "bad.json"; return ""; })()`)
	b.do(chromedp.Click(chromedp.CSS("#pl-open")))
	b.wait(`document.body.dataset.game !== ` + quoteJS(id) + ` || !!document.body.dataset.refused`)
	b.playIdle()
	illegalShown(t, b, startUnits)
	b.screenshot("play-9-illegal.png")
	b.clickWhenThere("pl-drop")
	b.wait(`document.getElementById("pl-illegal-box").hidden || !!document.body.dataset.refused`)
	if p := b.eval(`String(bfgPlay.live().pending)`); p != "0" {
		t.Errorf("after the drop, %s pending", p)
	}

	// an upload of the saved record
	id = b.eval(`document.body.dataset.game`)
	b.do(chromedp.SetUploadFiles(chromedp.CSS("#pl-upload"), []string{filepath.Join(dir, "game.json")}))
	b.wait(`document.body.dataset.game !== ` + quoteJS(id) + ` || !!document.body.dataset.refused`)
	b.playIdle()
	if got := b.eval(`String(bfgPlay.live().log.length)`); got != fmt.Sprint(len(res.Log)) {
		t.Errorf("the uploaded record shows %s log entries, want %d (%s)", got, len(res.Log), b.text("#pl-game-msg"))
	}
	// and an upload of the record with the illegal move
	id = b.eval(`document.body.dataset.game`)
	b.do(chromedp.SetUploadFiles(chromedp.CSS("#pl-upload"), []string{filepath.Join(dir, "bad.json")}))
	b.wait(`document.body.dataset.game !== ` + quoteJS(id) + ` || !!document.body.dataset.refused`)
	b.playIdle()
	illegalShown(t, b, startUnits)
	t.Logf("screenshots in %s", b.shots)
}

// cliAgrees runs `bfgdata game check` on the record the page saved, which
// must pass, and `game state --format json`, which must answer the state
// the page holds and show the units where the page draws their counters,
// in the turn and phase its bar names.
func cliAgrees(t *testing.T, b *browser, bin, data, file string) {
	t.Helper()
	if code, out, errs := runCLI(t, bin, "game", "check", file, "--data", data); code != 0 {
		t.Errorf("game check of the saved record: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs := runCLI(t, bin, "game", "state", file, "--format", "json", "--data", data)
	if code != 0 {
		t.Fatalf("game state of the saved record: exit %d\n%s", code, errs)
	}
	var cli, page map[string]any
	if err := json.Unmarshal([]byte(out), &cli); err != nil {
		t.Fatalf("game state --format json: %v", err)
	}
	if err := json.Unmarshal([]byte(b.eval(`JSON.stringify(bfgPlay.live().state)`)), &page); err != nil {
		t.Fatal(err)
	}
	// game state names the file and the point it was asked for, which the
	// page holds beside the state, in the game's view
	if f, _ := cli["file"].(string); filepath.Base(f) != b.eval(`bfgPlay.live().file`) {
		t.Errorf("game state read %q; the page's game is saved as %q", f, b.eval(`bfgPlay.live().file`))
	}
	delete(cli, "file")
	delete(cli, "at")
	for k := range cli {
		if !reflect.DeepEqual(cli[k], page[k]) {
			t.Errorf("game state's %q is %v; the page holds %v", k, cli[k], page[k])
		}
	}
	for k := range page {
		if _, ok := cli[k]; !ok {
			t.Errorf("the page holds %q, which game state does not answer: %v", k, page[k])
		}
	}
	var st game.State
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, u := range st.Units {
		if u.OnMap() {
			want = append(want, u.Counter+"@"+u.Hex.String())
		}
	}
	sort.Strings(want)
	drawn := b.eval(`[...document.querySelectorAll("#pl-counters > [data-unit]")].map((n) => n.dataset.unit + "@" + n.dataset.hex).sort().join(" ")`)
	if got := strings.Join(want, " "); drawn != got {
		t.Errorf("the counters drawn:\n%s\ngame state's units on the map:\n%s", drawn, got)
	}
	bar := b.text("#pl-bar")
	if turn := fmt.Sprint(st.Turn); !strings.Contains(bar, "Turn "+turn) || b.eval(`document.body.dataset.turn`) != turn || !strings.Contains(bar, st.Phase) || b.eval(`document.body.dataset.phase`) != st.Phase {
		t.Errorf("game state is in turn %d, %s; the phase bar says %q", st.Turn, st.Phase, bar)
	}
	t.Logf("game check passes the saved record; game state: turn %d, %s, %d units on the map, as the page draws them", st.Turn, st.Phase, len(want))
}

// illegalShown checks a record whose first move is illegal as the page
// opened it: the diagnostic shown with its rule, the rest pending, and the
// units drawn where they stood before that move.
func illegalShown(t *testing.T, b *browser, before string) {
	t.Helper()
	if code := b.eval(`document.getElementById("pl-illegal-diag").dataset.code`); !strings.HasPrefix(code, "movement.") || b.eval(`String(bfgPlay.live().pending)`) == "0" || !strings.Contains(b.text("#pl-illegal"), code) {
		t.Errorf("the illegal record: %q", b.text("#pl-illegal"))
	}
	if !strings.Contains(b.text("#pl-illegal"), "[1994 ") {
		t.Errorf("the illegal action's rule is not shown: %q", b.text("#pl-illegal"))
	}
	if got := b.eval(`JSON.stringify(bfgPlay.live().state.units)`); got != before {
		t.Errorf("the illegal record opens with the units\n%s\nwant those before its first move\n%s", got, before)
	}
	var units []game.UnitAt
	if err := json.Unmarshal([]byte(before), &units); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, u := range units {
		if u.OnMap() {
			want = append(want, u.Counter+"@"+u.Hex.String())
		}
	}
	sort.Strings(want)
	if drawn := b.eval(`[...document.querySelectorAll("#pl-counters > [data-unit]")].map((n) => n.dataset.unit + "@" + n.dataset.hex).sort().join(" ")`); drawn != strings.Join(want, " ") {
		t.Errorf("the illegal record's counters are drawn at\n%s\nwant\n%s", drawn, strings.Join(want, " "))
	}
}

func atoi(s string) int {
	var n int
	fmt.Sscan(s, &n)
	return n
}

// pageWait is how long a browser test waits for the page to reach a
// state before it gives up: a guard against a page that never gets there,
// not a bound on its speed, so it is long enough for a loaded two-core
// machine (the figures of speed are logged, and measured by benchmarks).
const pageWait = 3 * time.Minute

func (b *browser) wait(js string) {
	b.t.Helper()
	b.do(chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(pageWait)))
}

// playIdle waits until the play page has no request in flight.
func (b *browser) playIdle() {
	b.t.Helper()
	b.wait(`document.body.dataset.busy !== "true"`)
	b.evalAwait(`bfgPlay.idle().then(() => "")`)
}

// evalAwait is eval for a script whose value is a promise: it answers
// what the promise resolves to.
func (b *browser) evalAwait(js string) string {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[any](js, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	if v == nil {
		return ""
	}
	return fmt.Sprint(v)
}

// act does what changes the game and waits for the answer: a new
// version, or a refusal.
func (b *browser) act(do func()) {
	b.t.Helper()
	v := b.eval(`document.body.dataset.version`)
	b.eval(`(() => { document.body.dataset.refused = ""; document.body.dataset.asked = ""; return ""; })()`)
	do()
	b.wait(`document.body.dataset.version !== ` + quoteJS(v) + ` || !!document.body.dataset.refused || !!document.body.dataset.asked`)
	b.playIdle()
}

// endPhase ends the phase, saying yes when the page asks first.
func (b *browser) endPhase() {
	b.t.Helper()
	if asked := b.endPhaseAsked(); asked != "" {
		b.act(func() { b.clickWhenThere("pl-confirm-ok") })
	}
}

// endPhaseAsked presses End phase and answers what the page asks before
// it ends the phase, the question left open; "" when it ended the phase
// (or had it refused) without asking.
func (b *browser) endPhaseAsked() string {
	b.t.Helper()
	v := b.eval(`document.body.dataset.version`)
	b.eval(`(() => { document.body.dataset.refused = ""; document.body.dataset.asking = ""; return ""; })()`)
	b.clickWhenThere("pl-end-phase")
	b.wait(`document.body.dataset.version !== ` + quoteJS(v) + ` || !!document.body.dataset.refused || document.body.dataset.asking === "true"`)
	if b.eval(`document.body.dataset.asking`) != "true" {
		b.playIdle()
		return ""
	}
	return b.text("#pl-confirm")
}

func (b *browser) unitHex(id string) string {
	b.t.Helper()
	return b.eval(`(bfgPlay.view().state.units.find((u) => u.id === ` + quoteJS(id) + `) || {}).hex || ""`)
}

// reachPick picks a unit with the mouse and answers a hex of its reach
// that the condition on the hex's mark n holds for, the dearest when
// dearest; "" when none does.
func (b *browser) reachPick(unit, cond string, dearest bool) string {
	b.t.Helper()
	b.eval(`(() => { document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })); return ""; })()`)
	b.look(b.unitHex(unit), 1400)
	b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(unit) + `)`))
	b.wait(`document.querySelectorAll("#pl-reach [data-reach-hex]").length > 0 || !!document.body.dataset.refused`)
	b.playIdle()
	order := ""
	if dearest {
		order = `.sort((a, c) => Number(c.dataset.cost) - Number(a.dataset.cost))`
	}
	return b.eval(`(() => { const r = [...document.querySelectorAll("#pl-reach [data-reach-hex]")].filter((n) => ` + cond + `)` + order + `; return r.length ? r[0].dataset.reachHex : ""; })()`)
}

// dragUnit drags a counter onto a hex with the mouse.
func (b *browser) dragUnit(unit, hex string) {
	b.t.Helper()
	from := b.point(`bfgPlay.unitPoint(` + quoteJS(unit) + `)`)
	to := b.point(`bfgPlay.hexPoint(` + quoteJS(hex) + `)`)
	b.do(chromedp.DragAndDropXY(from.X, from.Y, to.X, to.Y, 12))
}
