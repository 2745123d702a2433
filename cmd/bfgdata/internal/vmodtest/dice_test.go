package vmodtest

import (
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// diceProblems checks the module's dice button (build/module/DiceButton.java):
// exactly one, on the GameModule's toolbar, rolling one die with as many
// sides as the edition's Combat Results Table names, adding nothing, and
// writing the roll ($result$) to the chat log, which VASSAL's DiceButton
// always does with its reportFormat. VASSAL's defaults are 2 dice and no
// format of ours, so each attribute must be there.
func (m *module) diceProblems(e *model.Edition) []string {
	var probs []string
	bad := func(s string) { probs = append(probs, "DiceButton: "+s) }
	var found []*elem
	for _, k := range m.root.Kids {
		if k.Class == pkgModule+"DiceButton" {
			found = append(found, k)
		}
	}
	if len(found) != 1 {
		return []string{"the module has " + strconv.Itoa(len(found)) + " DiceButtons on its toolbar, want one rolling the Combat Results Table's die"}
	}
	d := found[0]
	want := map[string]string{"nDice": "1", "nSides": strconv.Itoa(e.CRT.Die.Sides), "plus": "0", "addToTotal": "0", "prompt": "false"}
	for k, v := range want {
		got, ok := d.Attr[k]
		if !ok {
			bad("no " + k + " (VASSAL's default would apply), want " + strconv.Quote(v))
		} else if got != v {
			bad(k + " is " + strconv.Quote(got) + ", want " + strconv.Quote(v))
		}
	}
	if d.Attr["name"] == "" || d.Attr["text"] == "" {
		bad("no name or button text")
	}
	if f := d.Attr["reportFormat"]; !strings.Contains(f, "$result$") {
		bad("reportFormat " + strconv.Quote(f) + " does not write the roll ($result$) to the chat log")
	}
	return probs
}
