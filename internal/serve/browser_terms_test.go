package serve

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/bfgdata/bfgdata/model"
)

// dialogs answers the page's confirm dialogs as told and keeps what they
// said.
type dialogs struct {
	mu       sync.Mutex
	accept   bool
	messages []string
}

func (d *dialogs) answer(accept bool) {
	d.mu.Lock()
	d.accept = accept
	d.mu.Unlock()
}

func (d *dialogs) said() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.messages...)
}

// handleDialogs answers every JavaScript dialog the page opens.
func (b *browser) handleDialogs() *dialogs {
	d := &dialogs{}
	ctx := b.ctx
	opening := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for ev, err := range opening {
			if err != nil {
				return
			}
			d.mu.Lock()
			d.messages = append(d.messages, ev.Message)
			accept := d.accept
			d.mu.Unlock()
			// answered from another goroutine than the one reading events
			go func() {
				_ = chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
					_, err := chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: accept})
					return err
				}))
			}()
		}
	}()
	return d
}

// doc is the scenario as the page holds it.
func (b *browser) doc() model.Scenario {
	b.t.Helper()
	var s model.Scenario
	if err := json.Unmarshal([]byte(b.eval(`bfgEditor.doc()`)), &s); err != nil {
		b.t.Fatal(err)
	}
	return s
}

// TestBrowserEditsTerms drives the editor's terms and keyboard in headless
// Chromium on a copy of data/1994: set Historical's turns, take a force
// out of play and back, set a unit aside and take it back, place it with
// the keyboard alone, be asked before saving a setup that breaks the
// rules (refuse, then accept), and see a save of a scenario that fails
// the schema refused with its problems, the file untouched.
func TestBrowserEditsTerms(t *testing.T) {
	b, dir := openEditor(t, "#scenario=historical")
	b.expect = []string{"status of 422 (Unprocessable Entity)"}
	d := b.handleDialogs()
	file := filepath.Join(dir, "scenarios", "what-if.json")

	// a variant of Historical, its setup copied
	b.do(chromedp.Click(chromedp.CSS("#ed-new")))
	n := b.judged()
	b.do(chromedp.SendKeys(chromedp.CSS("#ed-new-id"), "what-if"),
		chromedp.SendKeys(chromedp.CSS("#ed-new-name"), "What If 1946"),
		chromedp.SendKeys(chromedp.CSS("#ed-new-author"), "Anna Autorin"),
		chromedp.Click(chromedp.CSS("#ed-new-copy")),
		chromedp.Click(chromedp.CSS("#ed-new-ok")))
	b.waitJudged(n)
	if sum := b.text("#ed-summary"); !strings.Contains(sum, "119 units") || b.errors() != 0 {
		t.Fatalf("the new variant: %q", sum)
	}
	// the author named in the dialog titles the author source, and shows
	// in the Terms panel's Author field
	if got := b.doc().Sources.AuthorName(); got != "Anna Autorin" || b.eval(`document.getElementById("ed-author").value`) != "Anna Autorin" {
		t.Errorf("author %q, field %q", got, b.eval(`document.getElementById("ed-author").value`))
	}

	// turns
	b.eval(`(() => { document.getElementById("ed-turns-last").value = "8"; return ""; })()`)
	b.click("#ed-turns-apply")
	if s := b.doc(); s.Turns.First != 1 || s.Turns.Last != 8 || s.Turns.Src != "author" {
		t.Errorf("turns after setting 1 to 8: %+v", s.Turns)
	}

	// the West Germans out of play: their placed units are now errors
	b.click(`[data-force-in-play="west-german"]`)
	s := b.doc()
	if strings.Join(forceStrings(s.Forces.NotInPlay), ",") != "west-german" || b.errors() == 0 {
		t.Errorf("west-german out of play: %+v, %d errors", s.Forces, b.errors())
	}
	if b.eval(`String(document.querySelectorAll('[data-hostile*="west-german"]').length)`) != "0" {
		t.Error("the enemies still offer the West Germans")
	}
	b.screenshot("7-terms-west-out.png")
	b.click("#ed-undo")
	if s := b.doc(); len(s.Forces.InPlay) != 4 || b.errors() != 0 {
		t.Errorf("undo: %+v, %d errors", s.Forces, b.errors())
	}

	// 13-us set aside from the Unit panel, then back to the tray
	b.look("2204", 1100)
	b.clickAt(b.point(`bfgEditor.unitPoint("13-us")`))
	b.do(chromedp.Poll[chromedp.Void](`document.getElementById("ed-allowance")?.value === "6"`, chromedp.WithPollingTimeout(pageWait)))
	b.eval(`(() => { document.getElementById("ed-aside-reason").value = "held in reserve"; return ""; })()`)
	b.click("#ed-aside-btn")
	if w, s := b.eval(`bfgEditor.where("13-us")`), b.doc(); w != "tray" || len(s.SetAside) != 1 || s.SetAside[0].Reason != "held in reserve" || b.errors() != 0 {
		t.Errorf("13-us set aside: in %s, set aside %+v, %d errors", w, s.SetAside, b.errors())
	}
	b.click(`[data-aside-back="13-us"]`)
	li := b.text(`#ed-problems li[data-code="setup.counter-missing"]`)
	if !strings.Contains(li, "13-us (") || strings.Contains(li, "line ") {
		t.Errorf("13-us back in the tray: the problem says %q", li)
	}

	// placed with the keyboard alone: focus its counter, Enter, type the hex
	b.eval(`(() => { const n = document.querySelector('#ed-trays [data-unit="13-us"]'); n.closest("details").open = true; n.focus(); return ""; })()`)
	b.do(chromedp.KeyEvent(kb.Enter))
	b.do(chromedp.Poll[chromedp.Void](`document.getElementById("ed-picked").textContent.startsWith("13-us")`, chromedp.WithPollingTimeout(pageWait)))
	b.eval(`(() => { document.getElementById("ed-place-hex").focus(); return ""; })()`)
	n = b.judged()
	b.do(chromedp.KeyEvent("2104"), chromedp.KeyEvent(kb.Enter))
	b.waitJudged(n)
	if w := b.eval(`bfgEditor.where("13-us")`); w != "2104" || b.errors() != 1 {
		t.Fatalf("13-us typed into 2104: in %s, %d errors", w, b.errors())
	}
	if li := b.text(`#ed-problems li[data-code="stacking.over-limit"]`); !strings.Contains(li, "13-us (") || !strings.Contains(li, "hex 2104") {
		t.Errorf("the stacking problem says %q", li)
	}
	b.screenshot("8-keyboard-placed.png")

	// the arrow keys on the map: one hex west, Enter places it; then undo
	b.eval(`(() => { document.getElementById("ed-map").focus(); return ""; })()`)
	b.do(chromedp.KeyEvent(kb.ArrowLeft))
	if got := b.eval(`document.getElementById("ed-place-hex").value`); got != "2103" {
		t.Errorf("ArrowLeft from 2104 is on %q", got)
	}
	n = b.judged()
	b.do(chromedp.KeyEvent(kb.Enter))
	b.waitJudged(n)
	if w := b.eval(`bfgEditor.where("13-us")`); w != "2103" {
		t.Errorf("Enter on 2103 put 13-us in %s", w)
	}
	b.click("#ed-undo")
	if w := b.eval(`bfgEditor.where("13-us")`); w != "2104" {
		t.Fatalf("undo: 13-us in %s", w)
	}

	// saving a setup with a problem asks first: no, then yes
	d.answer(false)
	b.click("#ed-save")
	b.do(chromedp.Poll[chromedp.Void](`document.getElementById("ed-status").textContent.startsWith("Not saved")`, chromedp.WithPollingTimeout(pageWait)))
	if _, err := os.Stat(file); err == nil {
		t.Error("the file was written though the save was refused in the dialog")
	}
	if m := d.said(); len(m) != 1 || !strings.Contains(m[0], "keeps 1 problem") {
		t.Errorf("the dialog said %q", m)
	}
	d.answer(true)
	b.click("#ed-save")
	b.do(chromedp.Poll[chromedp.Void](`document.body.dataset.saved !== undefined && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(pageWait)))
	saved, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var got model.Scenario
	if err := json.Unmarshal(saved, &got); err != nil || got.Turns.Last != 8 || got.SetAside != nil || whereIn(got, "13-us") != "2104" {
		t.Errorf("accepted: the file holds %v turns %+v, set aside %+v, 13-us in %q (status %q)", err, got.Turns, got.SetAside, whereIn(got, "13-us"), b.text("#ed-status"))
	}

	// the author's own rule with a number that is no rule number fails
	// the schema: the save is refused without asking, the problems shown
	b.eval(`(() => { const o = document.querySelector("#ed-rules-special .ed-own-rule"); o.open = true;
		o.querySelector('[data-own="id"]').value = "no-rain"; o.querySelector('[data-own="rule"]').value = "house";
		o.querySelector('[data-own="summary"]').value = "It never rains."; return ""; })()`)
	b.click(`[data-own-add="special"]`)
	asked := len(d.said())
	b.click("#ed-save")
	b.do(chromedp.Poll[chromedp.Void](`document.getElementById("ed-message-dialog").open && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(pageWait)))
	if msg := b.text("#ed-message-dialog"); !strings.Contains(msg, "was not saved") || !strings.Contains(msg, "schema.") {
		t.Errorf("the refusal says %q", msg)
	}
	if len(d.said()) != asked {
		t.Errorf("a save the server refuses asked first: %q", d.said())
	}
	now, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(now) != string(saved) {
		t.Error("a scenario that fails the schema was written")
	}
	b.screenshot("9-schema-refused.png")

	// a scenario another command adds to the folder shows in the picker
	// when the author comes back to the page
	doc, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc = []byte(strings.Replace(string(doc), `"id": "historical"`, `"id": "from-disk"`, 1))
	edDoc, err := os.ReadFile(filepath.Join(dir, "edition.json"))
	if err != nil {
		t.Fatal(err)
	}
	if edDoc, err = withScenarioFile(edDoc, "scenarios/from-disk.json"); err != nil {
		t.Fatal(err)
	}
	if os.WriteFile(filepath.Join(dir, "scenarios", "from-disk.json"), doc, 0o644) != nil || os.WriteFile(filepath.Join(dir, "edition.json"), edDoc, 0o644) != nil {
		t.Fatal("cannot write the folder")
	}
	b.eval(`(() => { window.dispatchEvent(new Event("focus")); return ""; })()`)
	b.do(chromedp.Poll[chromedp.Void](`[...document.getElementById("ed-scenario").options].some((o) => o.value === "from-disk") && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(pageWait)))
	if got := b.eval(`document.getElementById("ed-scenario").value`); got != "what-if" {
		t.Errorf("after the list was read again the picker shows %q", got)
	}
}

func forceStrings(fs []model.Force) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = string(f)
	}
	return out
}

func whereIn(s model.Scenario, counter string) string {
	for _, p := range s.Setup {
		if p.Counter == counter && p.Hex != nil {
			return p.Hex.String()
		}
	}
	return ""
}
