package serve

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// A game started with table dice offers the die typed in: the attack is
// recorded with that die, and the server's roll is not used.
func TestBrowserTableDice(t *testing.T) {
	dice := &nextDice{}
	dice.set(6) // the server's roll, which the typed die must not meet
	b, _ := openEditorDice(t, "#scenario=historical&mode=play", dice)
	b.expect = append(b.expect, "422")
	b.wait(`document.body.dataset.playReady === "true" && document.body.dataset.mode === "play"`)
	b.do(chromedp.Click(chromedp.CSS("#pl-table-dice")), chromedp.Click(chromedp.CSS("#pl-new")))
	b.wait(`!!document.body.dataset.game`)
	b.playIdle()
	if got := b.eval(`document.body.dataset.dice`); got != "table" {
		t.Fatalf("the game's dice: %q", got)
	}
	for i := 0; i < 4 && b.eval(`bfgPlay.view().phase.step`) != "combat"; i++ {
		b.endPhase()
	}
	b.look("3024", 1400)
	for _, u := range []string{"10-gds", "2-gds", "2-belo", "6"} {
		b.clickAt(b.point(`bfgPlay.unitPoint(` + quoteJS(u) + `)`))
	}
	b.playIdle()
	b.clickWhenThere("pl-combat")
	b.wait(`!!document.getElementById("pl-combat-table") || !!document.body.dataset.refused`)
	b.playIdle()
	b.act(func() {
		b.do(chromedp.SendKeys(chromedp.CSS("#pl-die"), "1"), chromedp.Click(chromedp.CSS("#pl-die-use")))
	})
	if got := b.eval(`JSON.stringify(bfgPlay.live().open && bfgPlay.live().open.die)`); got != "1" {
		t.Fatalf("the attack open after the typed die: %s (%s)", got, b.text("#pl-act-msg"))
	}
	if b.eval(`String(!!document.getElementById("pl-roll"))`) != "false" {
		t.Error("a second roll is offered once the die is given")
	}
}
