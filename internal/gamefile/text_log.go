package gamefile

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// LogView is what `game log` shows: each action applied, and what the
// rules made happen by themselves, in the order of play.
type LogView struct {
	File string `json:"file"`
	// Dice is the record's dice: program or table (model.DiceModes);
	// the text names them first when it is set.
	Dice   string       `json:"dice,omitempty"`
	Log    []game.Entry `json:"log"`
	Events []game.Event `json:"events"`
}

// LogOf is the log of g up to its point.
func (g *Game) LogOf() LogView {
	v := LogView{File: g.File, Dice: DiceOf(g.Record), Log: g.Log, Events: g.Events}
	if v.Log == nil {
		v.Log = []game.Entry{}
	}
	if v.Events == nil {
		v.Events = []game.Event{}
	}
	return v
}

// WriteText writes the account a player sends with a turn: a heading for
// each turn and phase, one line per action (numbered as the record counts
// them) and each event after the action it followed.
func (v LogView) WriteText(w io.Writer) error {
	var b strings.Builder
	if v.Dice != "" {
		fmt.Fprintf(&b, "%s\n", diceLine(v.Dice))
	}
	turn, phase := 0, "\x00"
	heading := func(t int, p string) {
		if t != turn {
			fmt.Fprintf(&b, "Turn %d\n", t)
			turn, phase = t, "\x00"
		}
		if p != phase && p != "" {
			fmt.Fprintf(&b, "  %s\n", p)
		}
		phase = p
	}
	ev := 0
	events := func(upTo int) {
		for ; ev < len(v.Events) && v.Events[ev].After <= upTo; ev++ {
			e := v.Events[ev]
			heading(e.Turn, e.Phase)
			fmt.Fprintf(&b, "    * %s%s\n", e.Text, cite(e.Rule))
		}
	}
	for _, e := range v.Log {
		events(e.Index - 1)
		heading(e.Turn, e.Phase)
		fmt.Fprintf(&b, "    %d. %s\n", e.Index, EntryLine(e))
		if e.Note != "" {
			fmt.Fprintf(&b, "       why: %s\n", e.Note)
		}
		for _, s := range e.Events {
			fmt.Fprintf(&b, "       %s\n", s)
		}
	}
	events(int(^uint(0) >> 1))
	if len(v.Log) == 0 && len(v.Events) == 0 {
		fmt.Fprintf(&b, "%s: no action yet\n", v.File)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// DiceOf names a record's dice, the default spelled out.
func DiceOf(g *model.Game) string {
	if g == nil || g.Dice == "" {
		return model.DiceProgram
	}
	return g.Dice
}

// diceLine says who rolled a record's dice, as the record declares it.
func diceLine(dice string) string {
	if dice == model.DiceTable {
		return "Dice: table (rolled at the table, typed in by hand)"
	}
	return "Dice: program (rolled by the program that played the game)"
}

func cite(rule string) string {
	if rule == "" {
		return ""
	}
	return " [" + rule + "]"
}

// EntryLine tells one action in a line: a move with its path and cost, an
// attack with its odds, die, result and what followed; any other kind by
// its kind and unit, so that kinds refereed later still show.
func EntryLine(e game.Entry) string {
	var b strings.Builder
	switch {
	case e.Kind == "replace" && len(e.Path) > 0:
		// A replacement comes from a box, not a hex: where it entered,
		// what entering cost and what it has left to move this turn.
		fmt.Fprintf(&b, "%s comes back at %s (entry %d MP, %d MP left to move)", e.Unit, e.Path[0], e.Cost, e.Allowance)
	case e.Kind == "move" || len(e.Path) > 0:
		fmt.Fprintf(&b, "%s %s %s", e.Unit, verb(e.Kind), hexes(Trail(e)))
		if e.Allowance > 0 {
			fmt.Fprintf(&b, " (%d of %d MP)", e.Cost, e.Allowance)
		}
	case e.Combat != nil:
		attack(&b, e.Combat, e.Outcome)
	default:
		b.WriteString(strings.TrimSpace(e.Kind + " " + e.Unit))
	}
	return b.String()
}

// verb is how a kind of move reads: "moves", "exits", or its kind.
func verb(kind string) string {
	switch kind {
	case "move":
		return "moves"
	case "exit":
		return "exits"
	}
	return kind
}

func attack(b *strings.Builder, c *rules.CombatReport, o *rules.Outcome) {
	ids := make([]string, len(c.Attackers))
	for i, a := range c.Attackers {
		ids[i] = a.Counter
	}
	targets := make([]model.Hex, len(c.Groups))
	for i, g := range c.Groups {
		targets[i] = g.Hex
	}
	// One attacker attacks, several attack: the log is read as English.
	v := "attack"
	if len(ids) == 1 {
		v = "attacks"
	}
	fmt.Fprintf(b, "%s %s %s: %d against %d, %s", strings.Join(ids, ", "), v, hexList(targets), c.Attack, c.ModifiedDefense, c.Odds.Column.ID)
	if c.Die > 0 {
		fmt.Fprintf(b, ", die %d: %s", c.Die, c.Result.Code)
	}
	if o == nil {
		return
	}
	var then []string
	if len(o.Lost) > 0 {
		then = append(then, "lost "+strings.Join(o.Lost, ", "))
	}
	if len(o.Eliminated) > 0 {
		then = append(then, "eliminated "+strings.Join(o.Eliminated, ", "))
	}
	for _, r := range o.Retreats {
		switch {
		case r.To != nil:
			then = append(then, fmt.Sprintf("%s retreats %s-%s", r.Unit, r.From, r.To))
		case r.Eliminated && !slices.Contains(o.Eliminated, r.Unit):
			// rules lists a unit with nowhere to go among the retreats,
			// marked eliminated, not among Eliminated
			then = append(then, fmt.Sprintf("%s has nowhere to retreat and is eliminated", r.Unit))
		}
	}
	if a := o.Advanced; a != nil {
		then = append(then, fmt.Sprintf("%s advances %s-%s", a.Unit, a.From, a.To))
	}
	if len(o.FortsDestroyed) > 0 {
		then = append(then, "fortification destroyed in "+hexList(o.FortsDestroyed))
	}
	if len(then) > 0 {
		fmt.Fprintf(b, "; %s", strings.Join(then, "; "))
	}
}

// Trail is the hexes an entry's unit went through: the hex it left, when
// it left one, and its path. A replacement leaves no hex (its From is the
// zero hex), so its trail is its entry hex alone.
func Trail(e game.Entry) []model.Hex {
	if e.From == (model.Hex{}) {
		return e.Path
	}
	return append([]model.Hex{e.From}, e.Path...)
}

// hexes is a path: 3225-3226-3227.
func hexes(hs []model.Hex) string { return model.JoinHexes(hs, "-") }

// hexList is hexes named apart: 3024, 3025.
func hexList(hs []model.Hex) string { return model.JoinHexes(hs, ", ") }
