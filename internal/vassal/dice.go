package vassal

import (
	"fmt"
	"strconv"

	"github.com/bfgdata/bfgdata/model"
)

// diceButton is a toolbar button rolling the die of the edition's Combat
// Results Table once (its sides are the CRT's data) and writing the roll
// to the chat log. VASSAL's DiceButton (build/module/DiceButton.java)
// always reports to the chat log, with reportFormat, in which $result$ is
// the roll and $PlayerName$ who rolled. Only attributes VASSAL 3.6 reads
// are written: name, text, tooltip, nDice, nSides, plus, addToTotal,
// reportTotal, prompt and reportFormat.
func diceButton(crt *model.CRT) (*el, error) {
	if crt == nil || crt.Die.Sides < 2 {
		return nil, fmt.Errorf("vassal: the edition's Combat Results Table names no die to roll")
	}
	sides := strconv.Itoa(crt.Die.Sides)
	name := "1d" + sides
	return node(pkg+"DiceButton", "name", name, "text", name,
		"tooltip", "Roll one "+sides+"-sided die (combat, and any other roll the rules ask for); the roll goes to the chat log",
		"nDice", "1", "nSides", sides, "plus", "0", "addToTotal", "0", "reportTotal", "false", "prompt", "false",
		"reportFormat", "** "+name+" = $result$ *** <$PlayerName$>"), nil
}
