package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The play page offers the ports the API gives for an evacuation by sea,
// and the evacuation lands the unit in the port picked; a move's path is
// the one the reach answer gives.
func TestBrowserEvacuates(t *testing.T) {
	b, dir := openEditor(t, "#scenario=historical&mode=play")
	// the refusals of an evacuation for units that may not try
	b.expect = append(b.expect, "422")
	rec := `{"edition": "1994", "scenario": "collapse-in-the-east", "optional": [], "dice": "table", "over": false,
	  "setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": []}, {"turn": 2, "phases": []}, {"turn": 3, "phases": [{"phase": "east-german-movement", "actions": []}]}]}`
	if err := os.WriteFile(filepath.Join(dir, "courland.json"), []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	b.do(chromedp.SendKeys(chromedp.CSS("#pl-open-file"), "courland.json"), chromedp.Click(chromedp.CSS("#pl-open")))
	b.wait(`!!document.body.dataset.game`)
	b.playIdle()

	// the path the page would send is the reach answer's, hex for hex
	b.reachPick("10", "true", true)
	if got := b.eval(`(() => { const h = document.querySelector("#pl-reach [data-reach-hex]").dataset.reachHex;
	  return JSON.stringify(bfgPlay.pathTo(h)) + " " + h; })()`); !strings.HasPrefix(got, `["`) {
		t.Errorf("the page's path: %s", got)
	}

	b.reachPick("3-ss", "true", false)
	b.wait(`!!document.getElementById("pl-evacuate")`)
	ports := b.eval(`[...document.querySelectorAll("#pl-evac-port option")].map((o) => o.value).join(" ")`)
	if len(strings.Fields(ports)) != 2 {
		t.Fatalf("the ports offered: %q", ports)
	}
	port := strings.Fields(ports)[1]
	b.screenshot("play-evacuate.png")
	b.do(chromedp.SetValue(chromedp.CSS("#pl-evac-port"), port), chromedp.SendKeys(chromedp.CSS("#pl-evac-die"), "5"))
	b.act(func() { b.do(chromedp.Click(chromedp.CSS("#pl-evac-die-use"))) })
	if got := b.unitHex("3-ss"); got != port {
		t.Errorf("3-ss in %q after the evacuation, want %s (%s)", got, port, b.text("#pl-bar-msg"))
	}
	// a unit that may not try is offered no ports
	b.reachPick("16", "true", false)
	if b.eval(`String(!!document.getElementById("pl-evacuate"))`) != "false" {
		t.Error("16 is offered an evacuation after the game's one")
	}
}
