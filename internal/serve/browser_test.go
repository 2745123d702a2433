package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/bfgdata/bfgdata/model"
)

// shots is where the browser test keeps its screenshots; by default a
// temporary folder that goes with the test.
var shots = flag.String("shots", "", "keep the browser test's screenshots in this folder")

// chromium finds a Chromium or Chrome to drive.
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// TestBrowserEditsHistorical drives the editor in headless Chromium with
// the real mouse, on a copy of data/1994: load Historical, drag a third
// unit into a hex holding two and see the stacking violation marked on
// that hex with its rule, drag it back and see the mark go, undo and redo,
// move a unit legally, save, and find exactly that placement changed in
// the file, which stays canonical.
func TestBrowserEditsHistorical(t *testing.T) {
	b, dir := openEditor(t, "")
	file := filepath.Join(dir, "scenarios", "historical.json")
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}

	// load Historical through the scenario picker, from another scenario
	n := b.judged()
	b.pick("red-star-white-star")
	b.waitJudged(n)
	n = b.judged()
	b.pick("historical")
	b.waitJudged(n)
	if sum := b.text("#ed-summary"); !strings.Contains(sum, "legal") || !strings.Contains(sum, "119 units") || b.errors() != 0 {
		t.Fatalf("Historical loaded: summary %q", sum)
	}
	b.screenshot("1-historical.png")

	// a third unit into 2104, which holds 5-us and 7-us
	b.look("2104", 1100)
	start := time.Now()
	b.drag("13-us", "2104")
	wait := time.Since(start)
	// the over-stacked hex, and a line for each of the three scenarios
	// that take their setup from Historical and have US units in play
	if b.errors() != 4 {
		t.Fatalf("after a third unit in 2104: %d errors, summary %q", b.errors(), b.text("#ed-summary"))
	}
	if n := b.eval(`String(document.querySelectorAll('#ed-problems li[data-code="scenario.dependent-invalid"]').length)`); n != "3" {
		t.Errorf("%s lines for the scenarios built on Historical, want 3", n)
	}
	mark := b.eval(`(() => { const m = document.querySelector('[data-problem-hex="2104"]'); return m ? m.dataset.codes + "|" + m.dataset.rules + "|" + m.querySelector("title").textContent : ""; })()`)
	if !strings.Contains(mark, "stacking.over-limit|1994 5.1|") || !strings.Contains(mark, "3 units in 2104 (") || !strings.Contains(mark, "13-us") || !strings.Contains(mark, "; at most two may stack, and ") || !strings.Contains(mark, " is one too many [1994 5.1]") {
		t.Errorf("the mark on 2104: %q", mark)
	}
	if li := b.text(`#ed-problems li[data-code="stacking.over-limit"]`); !strings.Contains(li, "[1994 5.1]") {
		t.Errorf("the problem list says %q", li)
	}
	if bad := b.eval(`[...document.querySelectorAll("#ed-counters .ed-bad")].map(n => n.dataset.unit).sort().join(",")`); bad != "13-us,5-us,7-us" {
		t.Errorf("units marked %q, want the three in 2104", bad)
	}
	render, total := b.eval(`document.body.dataset.renderMs`), b.eval(`document.body.dataset.changeMs`)
	b.screenshot("2-stacking-violation.png")
	t.Logf("with 119 units placed, a drop is judged and drawn %s ms after the mouse is released (drawing %s ms); the mouse drag itself took %v", total, render, wait.Round(time.Millisecond))
	// The page must report how long it took; how long that may be is not
	// asserted here, where a loaded machine would fail it: BenchmarkMove
	// measures the server's part of a drop.
	var ms float64
	if _, err := fmt.Sscan(total, &ms); err != nil || ms < 0 {
		t.Errorf("the page reports %q ms for a drop, not a duration", total)
	}

	// back to 2204: the mark goes
	b.drag("13-us", "2204")
	if b.errors() != 0 || b.eval(`String(document.querySelectorAll("[data-problem-hex]").length)`) != "0" {
		t.Fatalf("after moving 13-us back: %d errors", b.errors())
	}
	b.click("#ed-undo")
	if b.errors() != 4 || b.eval(`bfgEditor.where("13-us")`) != "2104" {
		t.Errorf("undo: %d errors, 13-us in %s", b.errors(), b.eval(`bfgEditor.where("13-us")`))
	}
	b.click("#ed-redo")
	if b.errors() != 0 || b.eval(`bfgEditor.where("13-us")`) != "2204" {
		t.Errorf("redo: %d errors, 13-us in %s", b.errors(), b.eval(`bfgEditor.where("13-us")`))
	}

	// back to the tray and onto the map again
	b.dragTo("13-us", `bfgEditor.trayPoint()`)
	if b.eval(`bfgEditor.where("13-us")`) != "tray" || !strings.Contains(b.eval(`document.querySelector('#ed-problems li[data-code="setup.counter-missing"]')?.textContent || ""`), "13-us") {
		t.Errorf("13-us dropped on the trays: in %s, problems %q", b.eval(`bfgEditor.where("13-us")`), b.text("#ed-problems"))
	}
	b.drag("13-us", "2204")
	if b.errors() != 0 {
		t.Errorf("13-us from the tray to 2204: %d errors", b.errors())
	}

	// Courland: a unit of the zone onto a hex in it, and back onto the zone
	b.look("3823", 1100)
	b.drag("3-ss", "3824")
	if w := b.eval(`bfgEditor.where("3-ss")`); w != "3824 (courland)" || b.errors() != 0 {
		t.Errorf("3-ss onto 3824: in %s, %d errors", w, b.errors())
	}
	b.dragTo("3-ss", `bfgEditor.zonePoint("courland")`)
	if w := b.eval(`bfgEditor.where("3-ss")`); w != "zone courland" {
		t.Errorf("3-ss onto the Courland box: in %s", w)
	}

	// the hex inspector, reach and combat, with clicks
	b.look("2105", 1100)
	b.clickAt(b.point(`bfgEditor.hexPoint("2105", 0, -40)`))
	b.do(chromedp.Poll[chromedp.Void](`document.getElementById("ed-inspector").textContent.includes("Hex 2105")`, chromedp.WithPollingTimeout(pageWait)))
	if in := b.text("#ed-inspector"); !strings.Contains(in, "broken") || !strings.Contains(in, "deluxe-2020 (rulebook, transcribed)") || !strings.Contains(in, "reconstructed") {
		t.Errorf("the inspector on 2105 says %q", in)
	}
	b.clickAt(b.point(`bfgEditor.unitPoint("5-us")`))
	b.clickWhenThere("ed-reach-btn")
	b.do(chromedp.Poll[chromedp.Void](`document.querySelectorAll("#ed-reach [data-reach-hex]").length > 10`, chromedp.WithPollingTimeout(pageWait)))
	if u := b.text("#ed-unit"); !strings.Contains(u, "5-us (7-4-8, western-allied) from 2104 with 8 MP") {
		t.Errorf("reach of 5-us: %q", u)
	}
	b.screenshot("4-reach.png")
	for _, id := range []string{"5-us", "7-us", "19-us"} {
		b.clickAt(b.point(`bfgEditor.unitPoint(`+quoteJS(id)+`)`), chromedp.ButtonModifiers(chromedp.ModifierShift))
	}
	b.clickAt(b.point(`bfgEditor.hexPoint("2105", 0, -40)`))
	b.do(chromedp.Poll[chromedp.Void](`!!document.getElementById("ed-attack")`, chromedp.WithPollingTimeout(pageWait)))
	b.clickWhenThere("ed-attack")
	b.do(chromedp.Poll[chromedp.Void](`!!document.getElementById("ed-combat")`, chromedp.WithPollingTimeout(pageWait)))
	if c := b.text("#ed-combat"); !strings.Contains(c, "7+6+6 = 19") || !strings.Contains(c, "19:15 → 1-1") {
		t.Errorf("combat on 2105: %q", c)
	}
	b.screenshot("5-combat.png")

	// a legal move, then save
	b.look("0510", 1100)
	b.drag("4-us", "0410")
	if b.errors() != 0 || b.eval(`bfgEditor.where("4-us")`) != "0410" {
		t.Fatalf("after moving 4-us to 0410: %d errors, 4-us in %s", b.errors(), b.eval(`bfgEditor.where("4-us")`))
	}
	b.click("#ed-save")
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.saved !== undefined && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(pageWait)))
	if st := b.text("#ed-status"); !strings.Contains(st, "Saved") {
		t.Errorf("status after saving: %q", st)
	}
	b.screenshot("3-saved.png")

	after, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := expectedSave(t, before, "4-us", "0410")
	if !bytes.Equal(after, want) {
		t.Errorf("the saved file is not the original with 4-us in 0410, citing the author:\n%s", lineDiff(before, after))
	}
	if canon, err := model.Canonical(after); err != nil || !bytes.Equal(canon, after) {
		t.Errorf("the saved file is not canonical: %v", err)
	}

	t.Logf("screenshots in %s", b.shots)
}

// openEditor serves a temporary copy of data/1994 on a free loopback port,
// opens the page in headless Chromium at the address fragment given, and
// waits for its first judgement. At the end of the test it fails on any
// script error the page logged, and stops the browser and the server.
func openEditor(t *testing.T, fragment string) (*browser, string) {
	t.Helper()
	exe := needChromium(t)
	s, dir := newFolderServer(t, "1994")
	return openPage(t, exe, s, fragment), dir
}

// needChromium skips the test under -short or without a Chromium, and
// answers the browser's path.
func needChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("drives headless Chromium; skipped under -short, the full run (go test ./...) does it")
	}
	exe := chromium()
	if exe == "" {
		t.Skip("no Chromium found (chromium, chromium-browser or google-chrome on PATH); .ci/run installs it with apt-get")
	}
	return exe
}

// openPage serves s on a free loopback port and opens its page in the
// headless Chromium exe at the address fragment given, as openEditor does.
func openPage(t *testing.T, exe string, s *Server, fragment string) *browser {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	sctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(sctx, ln) }()
	t.Cleanup(func() {
		stop()
		if err := <-served; err != nil {
			t.Error(err)
		}
	})
	out := *shots
	if out == "" {
		out = t.TempDir()
	} else if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.WindowSize(1600, 1000),
		chromedp.Flag("disable-gpu", true), chromedp.Flag("hide-scrollbars", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	// A guard against a browser that hangs, not a bound on a test's speed:
	// on a loaded two-core machine the longest test takes minutes.
	timer := time.AfterFunc(15*time.Minute, cancel)
	// Console starts the browser and reads its console from the start
	var mu sync.Mutex
	var problems []string
	b := &browser{t: t, shots: out}
	console := chromedp.Console(ctx)
	go func() {
		for m, err := range console {
			if err != nil {
				return
			}
			if m.IsException() || m.Type == chromedp.ConsoleError {
				mu.Lock()
				problems = append(problems, m.String())
				mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		timer.Stop()
		mu.Lock()
		for _, p := range problems {
			if !b.expected(p) {
				t.Errorf("the page's console: %s", p)
			}
		}
		mu.Unlock()
		cancel()
		cancelAlloc()
	})
	b.ctx = ctx
	b.do(chromedp.Navigate("http://" + ln.Addr().String() + "/" + fragment))
	b.waitJudged(0)
	return b
}

// TestBrowserNewScenario: start a new scenario from Historical's terms in
// the dialog, place a first unit from a tray, rename it, and save it: a
// new canonical file that edition.json lists.
func TestBrowserNewScenario(t *testing.T) {
	b, dir := openEditor(t, "#scenario=historical")
	b.do(chromedp.Click(chromedp.CSS("#ed-new")))
	n := b.judged()
	b.do(chromedp.SendKeys(chromedp.CSS("#ed-new-id"), "my-variant"),
		chromedp.SendKeys(chromedp.CSS("#ed-new-name"), "My Variant"),
		chromedp.Click(chromedp.CSS("#ed-new-ok")))
	b.waitJudged(n)
	if sum := b.text("#ed-summary"); !strings.Contains(sum, "0 units") || !strings.Contains(b.text("#ed-problems"), "The setup is empty") {
		t.Fatalf("a new empty scenario: %q / %q", sum, b.text("#ed-problems"))
	}
	b.look("2104", 1100)
	b.drag("5-us", "2104")
	if b.eval(`bfgEditor.where("5-us")`) != "2104" || !strings.Contains(b.text("#ed-summary"), "1 units") {
		t.Errorf("5-us from its tray: in %s, %q", b.eval(`bfgEditor.where("5-us")`), b.text("#ed-summary"))
	}
	b.screenshot("6-new-scenario.png")
	b.do(chromedp.Click(chromedp.CSS("#ed-rename")))
	n = b.judged()
	b.eval(`document.getElementById("ed-rename-name").select()`)
	b.do(chromedp.SendKeys(chromedp.CSS("#ed-rename-name"), "My Own Variant"),
		chromedp.Click(chromedp.CSS("#ed-rename-dialog button[value=ok]")))
	b.waitJudged(n)
	// one unit of 119 placed: the page asks before it saves the rest as
	// problems
	d := b.handleDialogs()
	d.answer(true)
	b.click("#ed-save")
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.saved !== undefined && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(pageWait)))
	if m := d.said(); len(m) != 1 || !strings.Contains(m[0], "saving keeps") {
		t.Errorf("before saving, the page asked %q", m)
	}
	doc, err := os.ReadFile(filepath.Join(dir, "scenarios", "my-variant.json"))
	if err != nil {
		t.Fatalf("no new file: %v (status %q)", err, b.text("#ed-status"))
	}
	var sc model.Scenario
	if err := json.Unmarshal(doc, &sc); err != nil || sc.Name != "My Own Variant" || len(sc.Setup) != 1 || sc.Setup[0].Src != "author" {
		t.Errorf("the new file: %v %+v", err, sc.Setup)
	}
	if canon, err := model.Canonical(doc); err != nil || !bytes.Equal(canon, doc) {
		t.Errorf("the new file is not canonical: %v", err)
	}
	ed, err := os.ReadFile(filepath.Join(dir, "edition.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(ed, []byte(`"scenarios/my-variant.json"`)) {
		t.Error("edition.json does not list the new scenario")
	}
	if got := b.eval(`document.getElementById("ed-scenario").value`); got != "my-variant" {
		t.Errorf("the picker shows %q after saving", got)
	}
}

// expectedSave is the scenario file as it should be after moving one
// counter: the original decoded, that placement moved and citing the
// author, the author source added, encoded.
func expectedSave(t *testing.T, before []byte, counter, hex string) []byte {
	t.Helper()
	var sc model.Scenario
	if err := json.Unmarshal(before, &sc); err != nil {
		t.Fatal(err)
	}
	for i := range sc.Setup {
		if sc.Setup[i].Counter == counter {
			h := model.MustHex(hex)
			sc.Setup[i].Hex, sc.Setup[i].Src = &h, model.AuthorSourceID
		}
	}
	// the moved unit cites the author, who joins the sources
	sc.Sources = sc.Sources.WithAuthor()
	b, err := model.Encode(&sc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func lineDiff(a, b []byte) string {
	x, y := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	var out strings.Builder
	for i := 0; i < max(len(x), len(y)); i++ {
		var l, r string
		if i < len(x) {
			l = x[i]
		}
		if i < len(y) {
			r = y[i]
		}
		if l != r {
			fmt.Fprintf(&out, "%s -> %s\n", strings.TrimSpace(l), strings.TrimSpace(r))
		}
	}
	return out.String()
}

// browser is the page under test.
type browser struct {
	t     *testing.T
	ctx   context.Context
	shots string
	// expect are console messages a test provokes on purpose (the
	// browser logs a refused request as an error).
	expect []string
}

func (b *browser) expected(msg string) bool {
	for _, e := range b.expect {
		if strings.Contains(msg, e) {
			return true
		}
	}
	return false
}

func (b *browser) do(steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatal(err)
	}
}

func (b *browser) eval(js string) string {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[any](js))
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	if v == nil {
		return ""
	}
	return fmt.Sprint(v)
}

func (b *browser) text(sel string) string {
	b.t.Helper()
	return b.eval(`(() => { const e = document.querySelector(` + quoteJS(sel) + `); return e ? e.textContent : ""; })()`)
}

func quoteJS(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// judged counts the judgements the page has drawn.
func (b *browser) judged() int {
	b.t.Helper()
	var n int
	fmt.Sscan(b.eval(`document.body.dataset.judged`), &n)
	return n
}

// waitJudged waits until the page has drawn a judgement after the n-th and
// has nothing in flight.
func (b *browser) waitJudged(n int) {
	b.t.Helper()
	b.do(chromedp.Poll[chromedp.Void](fmt.Sprintf(`Number(document.body.dataset.judged) > %d && document.body.dataset.busy === "false"`, n), chromedp.WithPollingTimeout(pageWait)))
}

func (b *browser) errors() int {
	b.t.Helper()
	var n int
	fmt.Sscan(b.eval(`document.getElementById("ed-summary").dataset.errors`), &n)
	return n
}

// pick chooses a scenario in the picker, as a person does.
func (b *browser) pick(id string) {
	b.t.Helper()
	b.eval(`(() => { const s = document.getElementById("ed-scenario"); s.value = ` + quoteJS(id) + `; s.dispatchEvent(new Event("change")); return s.value; })()`)
}

// look centres the map on a hex at a width of w drawing units (a hex is
// 100), through the page's own zoom.
func (b *browser) look(hex string, w int) {
	b.t.Helper()
	b.eval(fmt.Sprintf(`(() => { bfgEditor.zoomTo(%d); bfgEditor.centreOn(%s); return ""; })()`, w, quoteJS(hex)))
}

type point struct{ X, Y float64 }

func (b *browser) point(js string) point {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[*point](js))
	if err != nil || v == nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return *v
}

// drag drags a counter onto a hex with the mouse and waits for the page
// to draw the server's judgement.
func (b *browser) drag(unit, hex string) {
	b.t.Helper()
	from := b.point(`bfgEditor.unitPoint(` + quoteJS(unit) + `)`)
	to := b.point(`bfgEditor.hexPoint(` + quoteJS(hex) + `)`)
	n := b.judged()
	b.do(chromedp.DragAndDropXY(from.X, from.Y, to.X, to.Y, 12))
	b.waitJudged(n)
}

// dragTo drags a counter to a point the page script names.
func (b *browser) dragTo(unit, pointJS string) {
	b.t.Helper()
	from := b.point(`bfgEditor.unitPoint(` + quoteJS(unit) + `)`)
	to := b.point(pointJS)
	n := b.judged()
	b.do(chromedp.DragAndDropXY(from.X, from.Y, to.X, to.Y, 12))
	b.waitJudged(n)
}

// clickAt clicks the mouse at a point.
func (b *browser) clickAt(p point, opts ...chromedp.MouseOption) {
	b.t.Helper()
	b.do(chromedp.MouseClickXY(p.X, p.Y, opts...))
}

// click clicks a button with the mouse and waits for the judgement it
// brings.
// clickWhenThere clicks the element with the id once it is on the page.
// The panels redraw as answers come in, so a node found a moment before
// may be gone when it is clicked; the page's own click does not hold one.
func (b *browser) clickWhenThere(id string) {
	b.t.Helper()
	b.do(chromedp.Poll[chromedp.Void](`(() => { const e = document.getElementById(`+quoteJS(id)+`); if (!e) return false; e.click(); return true; })()`,
		chromedp.WithPollingTimeout(pageWait)))
}

func (b *browser) click(sel string) {
	b.t.Helper()
	n := b.judged()
	b.do(chromedp.Click(chromedp.CSS(sel)))
	if sel != "#ed-save" {
		b.waitJudged(n)
	}
}

func (b *browser) screenshot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(b.shots, name), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}
