package tests

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// journeyEditor: bfgdata serve on the author's edition folder, driven in
// headless Chromium as a person does: a new scenario from Historical with
// its setup, a unit dragged with the mouse to a legal hex, saved; the file
// on disk checks legal, cites the author for the moved unit only, and its
// setup sheet lists the move.
func journeyEditor(t *testing.T) {
	browser := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		t.Skip("no Chromium on the PATH (chromium, chromium-browser or google-chrome), so the editor is not driven; .ci/run installs it with apt-get")
	}
	work, root, ed := editionFolder(t)
	copyDir(t, filepath.Join(repoRoot(t), "data", "1994"), ed)
	url := startServe(t, work, ed)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser), chromedp.NoSandbox, chromedp.WindowSize(1600, 1000),
		chromedp.Flag("disable-gpu", true), chromedp.Flag("hide-scrollbars", true), chromedp.UserDataDir(t.TempDir()))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	timer := time.AfterFunc(3*time.Minute, cancel)
	defer timer.Stop()
	p := &page{t: t, ctx: ctx}

	p.do(chromedp.Navigate(url + "#scenario=historical"))
	p.waitJudged(0)

	// New…: id, name, Historical's terms and its setup copied
	p.do(chromedp.Click(chromedp.CSS("#ed-new")))
	n := p.judged()
	p.do(chromedp.SendKeys(chromedp.CSS("#ed-new-id"), "delta"),
		chromedp.SendKeys(chromedp.CSS("#ed-new-name"), "Delta"),
		chromedp.Click(chromedp.CSS("#ed-new-copy")),
		chromedp.Click(chromedp.CSS("#ed-new-ok")))
	p.waitJudged(n)
	if sum := p.text("#ed-summary"); !strings.Contains(sum, "119 units") || p.errors() != 0 {
		t.Fatalf("the new scenario from Historical with its setup: summary %q, %d errors", sum, p.errors())
	}

	// the first of the journey's moves, with the mouse
	m := journeyMoves[0]
	p.eval(fmt.Sprintf(`(() => { bfgEditor.zoomTo(1100); bfgEditor.centreOn(%q); return ""; })()`, m.from))
	from := p.point(fmt.Sprintf(`bfgEditor.unitPoint(%q)`, m.counter))
	to := p.point(fmt.Sprintf(`bfgEditor.hexPoint(%q)`, m.to))
	n = p.judged()
	p.do(chromedp.DragAndDropXY(from.X, from.Y, to.X, to.Y, 12))
	p.waitJudged(n)
	if where := p.eval(fmt.Sprintf(`bfgEditor.where(%q)`, m.counter)); where != m.to || p.errors() != 0 {
		t.Fatalf("after dragging %s to %s: it is in %q, %d errors: %s", m.counter, m.to, where, p.errors(), p.text("#ed-problems"))
	}

	p.do(chromedp.Click(chromedp.CSS("#ed-save")))
	p.do(chromedp.Poll[chromedp.Void](`document.body.dataset.saved !== undefined && document.body.dataset.busy === "false"`, chromedp.WithPollingTimeout(20*time.Second)))
	if st := p.text("#ed-status"); !strings.Contains(st, "Saved") {
		t.Errorf("the status after saving says %q", st)
	}

	if !listed(t, ed, "delta") {
		t.Error("edition.json does not list the scenario the editor saved")
	}
	checkLegal(t, work, root, "delta")
	checkCites(t, readScenario(t, ed, "delta"), journeyMoves[:1])
	checkSheet(t, work, root, "delta", journeyMoves[:1])
}

// startServe runs bfgdata serve on the folder, on a free loopback port,
// until the test ends, and returns the address it prints.
func startServe(t *testing.T, work, dir string) string {
	t.Helper()
	cmd := exec.Command(endToEnd(t), "serve", "--dir", dir, "--addr", "127.0.0.1:0")
	cmd.Dir = work
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	lines := bufio.NewScanner(stdout)
	at := regexp.MustCompile(`at (http://127\.0\.0\.1:[0-9]+/)`)
	for lines.Scan() {
		if m := at.FindStringSubmatch(lines.Text()); m != nil {
			// the rest of what serve says is read and dropped, so that it
			// never waits on a full pipe
			go func() {
				for lines.Scan() {
				}
			}()
			return m[1]
		}
	}
	t.Fatalf("bfgdata serve printed no address; stderr: %s", stderr.String())
	return ""
}

// page is the editor in the browser.
type page struct {
	t   *testing.T
	ctx context.Context
}

func (p *page) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatal(err)
	}
}

func (p *page) eval(js string) string {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[any](js))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	if v == nil {
		return ""
	}
	return fmt.Sprint(v)
}

func (p *page) text(sel string) string {
	p.t.Helper()
	q, _ := json.Marshal(sel)
	return p.eval(`(() => { const e = document.querySelector(` + string(q) + `); return e ? e.textContent : ""; })()`)
}

type xy struct{ X, Y float64 }

func (p *page) point(js string) xy {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[*xy](js))
	if err != nil || v == nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	return *v
}

// judged counts the judgements the page has drawn.
func (p *page) judged() int {
	var n int
	fmt.Sscan(p.eval(`document.body.dataset.judged`), &n)
	return n
}

// waitJudged waits for a judgement after the n-th, with nothing in flight.
func (p *page) waitJudged(n int) {
	p.t.Helper()
	p.do(chromedp.Poll[chromedp.Void](fmt.Sprintf(`Number(document.body.dataset.judged) > %d && document.body.dataset.busy === "false"`, n), chromedp.WithPollingTimeout(30*time.Second)))
}

func (p *page) errors() int {
	var n int
	fmt.Sscan(p.eval(`document.getElementById("ed-summary").dataset.errors`), &n)
	return n
}
