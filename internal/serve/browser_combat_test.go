package serve

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserPlaysCombatPhase plays turn 1 of a 1994 Historical game in
// Chromium as two players at one screen would, and checks what the page
// asks before it acts: the counters legible as the game opens, a click on
// a friendly unit in a shaded hex that moves the picked unit onto it, an
// undo from the phase bar, End phase asked about while units could still
// move (and kept when the player says no), an attack rolled once by the
// server (no second roll, by the page or the API) whose retreat hex is
// confirmed before it applies, and End phase asked about while units
// could still attack.
func TestBrowserPlaysCombatPhase(t *testing.T) {
	dice := &nextDice{}
	b, _ := openEditorDice(t, "#scenario=historical&mode=play", dice)
	// the refusals the test provokes are logged by the browser
	b.expect = append(b.expect, "422")
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	b.wait(`document.querySelectorAll("#pl-optional [data-optional]").length > 0`)
	b.do(chromedp.Click(chromedp.CSS("#pl-new")))
	b.wait(`!!document.body.dataset.game`)
	b.playIdle()
	if px, _ := strconv.ParseFloat(b.eval(`String(bfgPlay.labelPx())`), 64); px < 9 {
		t.Errorf("the counters' smallest label is %.1f CSS px as the game opens, want at least 9", px)
	}
	// the bar names the phasing force and its player in words, not ids
	if bar := b.text("#pl-phasing"); bar != "Soviet — Soviet player" {
		t.Errorf("the phase bar reads %q, want %q", bar, "Soviet — Soviet player")
	}
	b.screenshot("combat-0-opened.png")
	// turn 1's replacement phase has nothing to give up: no question
	if asked := b.endPhaseAsked(); asked != "" {
		t.Fatalf("ending turn 1's replacement phase asked %q", asked)
	}
	if ph := b.eval(`bfgPlay.view().phase.id`); ph != "soviet-movement" {
		t.Fatalf("after the replacement phase: %s", ph)
	}

	// the movement phase with every unit still to move: asked, and kept
	asked := b.endPhaseAsked()
	if !strings.Contains(asked, "units have not moved and could: 1-balt, ") {
		t.Errorf("End phase in a movement phase nobody moved in asked %q", asked)
	}
	b.screenshot("combat-1-end-phase-asked.png")
	b.clickWhenThere("pl-confirm-cancel")
	b.wait(`document.body.dataset.asking === "false"`)
	b.playIdle()
	if ph := b.eval(`bfgPlay.live().phase.id`); ph != "soviet-movement" {
		t.Fatalf("the player said no, yet the phase is %s", ph)
	}

	// a click on a Soviet unit standing in a hex the picked unit reaches
	// moves the picked unit there
	mover, onto, host := "", "", ""
	for _, u := range strings.Fields(b.eval(`bfgPlay.view().state.units.filter((u) => u.force === "soviet" && u.hex).map((u) => u.id).join(" ")`)) {
		h := b.reachPick(u, `n.dataset.overstacked !== "true" && !n.classList.contains("pl-reach-pass") && n.dataset.cost !== "0" &&
		  bfgPlay.view().state.units.filter((x) => x.hex === n.dataset.reachHex).length === 1 &&
		  bfgPlay.view().state.units.some((x) => x.hex === n.dataset.reachHex && x.force === "soviet")`, false)
		if h != "" {
			mover, onto = u, h
			host = b.eval(`bfgPlay.view().state.units.find((x) => x.hex === ` + quoteJS(h) + `).id`)
			break
		}
	}
	if mover == "" {
		t.Fatal("no Soviet unit reaches a hex holding one other Soviet unit")
	}
	from := b.unitHex(mover)
	b.act(func() { b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(host) + `)`)) })
	if got := b.unitHex(mover); got != onto {
		t.Fatalf("a click on %s in %s with %s picked: %s is in %s (%s)", host, onto, mover, mover, got, b.text("#pl-bar-msg"))
	}
	// taken back with the phase bar's Undo
	b.act(func() { b.clickWhenThere("pl-bar-undo") })
	if got := b.unitHex(mover); got != from {
		t.Errorf("after Undo %s is in %s, want %s", mover, got, from)
	}
	if n := b.eval(`String(bfgPlay.live().log.length)`); n != "0" {
		t.Errorf("after Undo the log has %s entries", n)
	}
	b.endPhase()
	if ph := b.eval(`bfgPlay.live().phase.id`); ph != "soviet-combat" {
		t.Fatalf("after the movement phase: %s (%s)", ph, b.text("#pl-bar-msg"))
	}

	// an attack whose result is a retreat, rolled by the server (the test
	// sets the face it rolls): rolled once and recorded; the retreat hex
	// clicked is asked about before the choice is sent
	b.attackWith("Dr", dice)
	if got := b.eval(`JSON.stringify(bfgPlay.live().open && bfgPlay.live().open.die)`); got != b.eval(`document.body.dataset.die`) || got == "0" {
		t.Errorf("the attack open after the roll has die %s; the page shows %s", got, b.eval(`document.body.dataset.die`))
	}
	if b.eval(`String(!!document.getElementById("pl-roll") || !!document.getElementById("pl-die"))`) != "false" {
		t.Error("the page offers a second roll of the attack")
	}
	if code := b.eval(`(() => { const g = bfgPlay.live(), x = new XMLHttpRequest(); x.open("POST", "/api/game/roll", false);
	  x.setRequestHeader("Content-Type", "application/json"); x.setRequestHeader("X-Bfgdata-Token", document.querySelector('meta[name="bfgdata-token"]').content);
	  x.send(JSON.stringify({ id: g.id, version: g.version, attack: { attackers: g.open.attackers, defenders: g.open.defenders } })); return JSON.parse(x.responseText).code; })()`); code != "game.attack-open" {
		t.Errorf("a second roll through the API: %q, want game.attack-open", code)
	}
	b.act(func() { b.clickWhenThere("pl-apply") })
	if b.eval(`document.body.dataset.asked`) == "retreat.choice" {
		v := b.eval(`document.body.dataset.version`)
		hexes := strings.Fields(b.eval(`[...document.querySelectorAll("#pl-retreat [data-retreat-hex]")].map((n) => n.dataset.retreatHex).join(" ")`))
		if len(hexes) < 2 {
			t.Fatalf("a retreat asked with hexes %v", hexes)
		}
		b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(hexes[0]) + `)`))
		b.wait(`!!document.getElementById("pl-retreat-ok")`)
		if now := b.eval(`document.body.dataset.version`); now != v {
			t.Errorf("a click on a retreat hex applied the attack before it was confirmed")
		}
		b.screenshot("combat-2-retreat-asked.png")
		b.clickWhenThere("pl-retreat-again")
		b.wait(`!document.getElementById("pl-retreat-ok")`)
		b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(hexes[1]) + `)`))
		b.wait(`!!document.getElementById("pl-retreat-ok")`)
		b.act(func() { b.clickWhenThere("pl-retreat-ok") })
		// a stack retreats unit by unit: the others where first offered
		for i := 0; i < 3 && b.eval(`document.body.dataset.asked`) == "retreat.choice"; i++ {
			h := b.eval(`document.querySelector("#pl-retreat [data-retreat-hex]").dataset.retreatHex`)
			b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(h) + `)`))
			b.wait(`!!document.getElementById("pl-retreat-ok")`)
			b.act(func() { b.clickWhenThere("pl-retreat-ok") })
		}
		if last := b.eval(`bfgPlay.live().log.slice(-1)[0].text`); !strings.Contains(last, hexes[1]) {
			t.Errorf("the retreat confirmed into %s; the log says %q", hexes[1], last)
		}
	}
	t.Logf("the attack: %s", b.eval(`(bfgPlay.live().log.slice(-1)[0] || {}).text || ""`))
	if n := b.eval(`String(bfgPlay.live().log.filter((e) => e.kind === "attack").length)`); n != "1" {
		t.Fatalf("%s attacks in the log after one attack (%s)", n, b.text("#pl-bar-msg"))
	}
	// the combat phase with units still next to the enemy: asked
	if asked := b.endPhaseAsked(); !strings.Contains(asked, "could still attack") {
		t.Errorf("End phase with units next to the enemy asked %q", asked)
	}
	b.act(func() { b.clickWhenThere("pl-confirm-ok") })
	if ph := b.eval(`bfgPlay.live().phase.id`); ph == "soviet-combat" {
		t.Errorf("the combat phase did not end when the player said yes: %s", b.text("#pl-bar-msg"))
	}
}

// attackWith picks a Soviet attack whose column has the result code
// among its faces, works it out, sets the server's dice to that face and
// presses Roll: the attack is then open, awaiting its choices.
func (b *browser) attackWith(code string, dice *nextDice) {
	b.t.Helper()
	for _, c := range strings.Split(b.eval(`(() => { const at = new Map(), out = []; for (const u of bfgPlay.view().state.units) if (u.hex) { if (!at.has(u.hex)) at.set(u.hex, []); at.get(u.hex).push(u); }
	  for (const [h, list] of at) { if (list[0].force === "soviet") continue; for (const n of bfgPlay.neighbours(h)) for (const x of at.get(n) || []) if (x.force === "soviet") out.push([x.id, h].join(" ")); } return out.join(";"); })()`), ";") {
		f := strings.Fields(c)
		if len(f) != 2 {
			continue
		}
		b.eval(`(() => { document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })); return ""; })()`)
		b.look(f[1], 1400)
		b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(f[0]) + `)`))
		b.clickAt(b.point(`bfgPlay.hexPoint(` + quoteJS(f[1]) + `)`))
		b.playIdle()
		b.clickWhenThere("pl-combat")
		b.wait(`!!document.getElementById("pl-results") || !!document.body.dataset.refused`)
		b.playIdle()
		die := b.eval(`(() => { const r = [...document.querySelectorAll("#pl-results [data-die]")].find((n) => n.children[1].textContent.startsWith(` + quoteJS(code+" ") + `)); return r ? r.dataset.die : ""; })()`)
		if die == "" {
			continue
		}
		dice.set(atoi(die))
		b.act(func() { b.clickWhenThere("pl-roll") })
		b.wait(`document.getElementById("pl-die-shown").dataset.die === ` + quoteJS(die))
		b.playIdle()
		return
	}
	b.t.Fatalf("no Soviet attack of one unit has %s on its column", code)
}

// TestBrowserExitAsks plays an exit from Courland (its own row 3926, with
// the game option courland-exit-own-rows): the page lists the
// enemy units it may remove, closest first, and sends nothing until the
// player has chosen; the exit made removes only the unit kept ticked.
func TestBrowserExitAsks(t *testing.T) {
	b, dir := openEditor(t, "#scenario=historical&mode=play")
	// the page asks whether 3-ss may evacuate from where it stands: no
	b.expect = append(b.expect, "422")
	rec := `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "collapse-in-the-east", "optional": ["courland-exit-own-rows"], "over": false,
	  "setup": [{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}],
	  "turns": [{"turn": 1, "phases": [{"phase": "east-german-movement", "actions": []}]}]}`
	if err := os.WriteFile(filepath.Join(dir, "exit.json"), []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	b.do(chromedp.SendKeys(chromedp.CSS("#pl-open-file"), "exit.json"), chromedp.Click(chromedp.CSS("#pl-open")))
	b.wait(`!!document.body.dataset.game`)
	b.playIdle()
	b.reachPick("3-ss", "true", false)
	b.wait(`!!document.querySelector('#pl-exit [data-exit="3926"]')`)
	v := b.eval(`document.body.dataset.version`)
	b.eval(`(() => { document.querySelector('#pl-exit [data-exit="3926"]').click(); return ""; })()`)
	b.wait(`!!document.getElementById("pl-exit-ask")`)
	b.playIdle()
	if now := b.eval(`document.body.dataset.version`); now != v {
		t.Fatal("the exit was applied on one click, before the player chose its removals")
	}
	offered := strings.Fields(b.eval(`[...document.querySelectorAll("#pl-exit-ask [data-exit-remove]")].map((n) => n.dataset.exitRemove).join(" ")`))
	ticked := strings.Fields(b.eval(`[...document.querySelectorAll("#pl-exit-ask [data-exit-remove]:checked")].map((n) => n.dataset.exitRemove).join(" ")`))
	if len(offered) < 2 || len(ticked) != 2 || ticked[0] != offered[0] || ticked[1] != offered[1] {
		t.Fatalf("the exit offers %v, ticked %v: want the two closest ticked", offered, ticked)
	}
	b.screenshot("exit-asked.png")
	// keep only the closest
	b.eval(`(() => { document.querySelector('#pl-exit-ask [data-exit-remove="` + offered[1] + `"]').click(); return ""; })()`)
	b.wait(`document.getElementById("pl-exit-ok").textContent.includes("removing ` + offered[0] + `")`)
	b.act(func() { b.clickWhenThere("pl-exit-ok") })
	last := b.text(`#pl-log [data-log-event="1"]`)
	if !strings.Contains(last, "3-ss leaves the map") || !strings.Contains(last, "; "+offered[0]+" removed") {
		t.Errorf("the exit removing %s: the log says %q (%s)", offered[0], last, b.text("#pl-bar-msg"))
	}
}

// TestBrowserScenarioRules checks the new-game form against the data: the
// scenario's own optional rules and no others, its special rules listed
// as in force (1975 Historical's turn-1 West German offensive is one, not
// an option), and a 1975 game with no Deluxe controls: no evacuation
// asked for, no Offensive Supply offered.
func TestBrowserScenarioRules(t *testing.T) {
	exe := needChromium(t)
	b := openPage(t, exe, newBundledServer(t), "#scenario=historical&mode=play")
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	optional := func() string {
		return b.eval(`[...document.querySelectorAll("#pl-optional [data-optional]")].map((n) => n.dataset.optional).join(" ")`)
	}
	b.eval(`(() => { const e = document.getElementById("pl-edition"); e.value = "1994"; e.dispatchEvent(new Event("change")); return ""; })()`)
	b.wait(`!!document.querySelector('#pl-optional [data-optional="offensive-supply"]')`)
	b.playIdle()
	if got := optional(); got != "east-front-concentration stacking-groups split-stack-combat courland-free-evacuation mandated-attacks-one-to-one offensive-supply courland-exit-own-rows" {
		t.Errorf("1994 Historical offers %q", got)
	}
	b.screenshot("rules-1994.png")
	b.eval(`(() => { const e = document.getElementById("pl-edition"); e.value = "1975"; e.dispatchEvent(new Event("change")); return ""; })()`)
	b.wait(`document.getElementById("pl-scenario").value === "historical" && !document.querySelector('#pl-optional [data-optional="offensive-supply"]') && !!document.querySelector("#pl-optional [data-in-force]")`)
	b.playIdle()
	if got := optional(); got != "east-front-concentration" {
		t.Errorf("1975 Historical offers %q", got)
	}
	if in := b.eval(`(() => { const n = document.querySelector('#pl-optional [data-in-force="hitler-west-offensive"]'); return n ? String(n.checked && n.disabled) : "absent"; })()`); in != "true" {
		t.Errorf("1975 Historical's turn-1 offensive in the form: %s, want ticked and fixed", in)
	}
	b.screenshot("rules-1975.png")
	b.do(chromedp.Click(chromedp.CSS("#pl-new")))
	b.wait(`!!document.body.dataset.game && bfgPlay.live().edition === "1975"`)
	b.playIdle()
	if allows := b.eval(`bfgPlay.live().phase.allows.join(" ")`); allows != "replace" {
		t.Errorf("a 1975 replacement phase allows %q", allows)
	}
	b.endPhase()
	if allows := b.eval(`bfgPlay.live().phase.allows.join(" ")`); allows != "move exit" {
		t.Errorf("a 1975 movement phase allows %q", allows)
	}
	b.reachPick(b.eval(`bfgPlay.view().state.units.find((u) => u.force === "soviet" && u.hex).id`), "true", false)
	if n := b.eval(`String(performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/game/evacuation")).length)`); n != "0" {
		t.Errorf("a 1975 game asked %s times about an evacuation", n)
	}
	if b.eval(`String(!!document.getElementById("pl-evacuate") || !!document.getElementById("pl-supply"))`) != "false" {
		t.Error("a 1975 game shows a Deluxe control")
	}
}
