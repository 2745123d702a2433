package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// openChoices are the refusals of an attack that lacks only its owners'
// choices, which its result asks for once the die is known.
var openChoices = []string{"combat.exchange-choice", "retreat.choice"}

// TableDice reports whether the game is played with dice given by hand.
func (p *Play) TableDice() bool { return p.rec.TableDice() }

// Open is the attack rolled and awaiting its owners' choices (the losses of
// an exchange, a retreat, an advance), nil when there is none: its die is
// in the record already.
func (p *Play) Open() *model.GameAttack {
	if !p.open {
		return nil
	}
	ph := p.current()
	a := *ph.Actions[len(ph.Actions)-1].Attack
	return &a
}

// takeOpen takes a record that stops at its last action, an attack
// lacking only its choices, as that attack open rather than illegal.
func (p *Play) takeOpen() {
	p.open = false
	d := p.illegal
	if d == nil || p.pending != 1 || !slices.Contains(openChoices, d.Code) {
		return
	}
	ph := p.current()
	if ph == nil || len(ph.Actions) == 0 || ph.Actions[len(ph.Actions)-1].Attack == nil {
		return
	}
	i, j := len(p.rec.Turns)-1, len(p.rec.Turns[len(p.rec.Turns)-1].Phases)-1
	if !within(d.Pointer, fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, len(ph.Actions)-1)) {
		return
	}
	p.open, p.illegal, p.pending = true, nil, 0
}

// Roll rolls the die of attack a and writes the attack, with its die, into
// the record before anything else is done with it: the attack is then open
// (Open) until Do gives the owners' choices its result asks for. Roll checks
// first that the attack may be made (the attackers, the defenders, the
// phase), so that no die is rolled for an attack the rules refuse.
//
// a's die must be left out (0) in a game whose dice the program rolls; in a
// table-dice game a die given is the die rolled at the table. Choices given
// with a are ignored: they are made once the result is known.
func (p *Play) Roll(a model.GameAttack) (int, error) {
	die, bad := p.roll(a)
	return die, refusal(bad)
}

func (p *Play) roll(a model.GameAttack) (int, *diag.Diagnostic) {
	if bad := p.refuseChange(); bad != nil {
		return 0, bad
	}
	if p.open {
		return 0, p.openRefusal("another attack is rolled")
	}
	ptr := p.nextPointer()
	if a.Die != 0 && !p.rec.TableDice() {
		return 0, p.s.illegal(ptr+"/attack/die", "game.typed-die", fmt.Sprintf("die %d given by hand: this game's dice are rolled by the program (a table-dice game takes dice given by hand)", a.Die))
	}
	at := model.GameAttack{Attackers: a.Attackers, Defenders: a.Defenders, DefendingUnits: a.DefendingUnits, Die: a.Die}
	sides := p.s.ed.CRT.Die.Sides
	if bad := p.s.attackable(ptr, at); bad != nil {
		return 0, bad
	}
	if at.Die == 0 {
		at.Die = p.dice.Roll(sides)
	} else if at.Die < 1 || at.Die > sides {
		return 0, p.s.illegal(ptr+"/attack/die", "game.die-range", fmt.Sprintf("die %d: the Combat Results Table's die has %d sides", at.Die, sides))
	}
	ph := p.current()
	ph.Actions = append(ph.Actions, model.GameAction{Attack: &at})
	p.open = true
	return at.Die, nil
}

// resolve applies the open attack with the owners' choices a gives. The
// attack itself (attackers, defenders, die) is the one rolled: a must name
// the same units and hexes and either leave the die out or give the same.
// A refusal (a choice missing or wrong) leaves the attack open.
func (p *Play) resolve(a model.GameAction) (Entry, *diag.Diagnostic) {
	open := p.Open()
	i, j := len(p.rec.Turns)-1, len(p.rec.Turns[len(p.rec.Turns)-1].Phases)-1
	ptr := fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, len(p.current().Actions)-1)
	if a.Attack == nil {
		return Entry{}, p.openRefusal("a " + a.Kind() + " is made")
	}
	c := *a.Attack
	same := slices.Equal(c.Attackers, open.Attackers) && slices.Equal(c.Defenders, open.Defenders) && slices.Equal(c.DefendingUnits, open.DefendingUnits)
	if !same {
		return Entry{}, p.openRefusal("another attack is made")
	}
	if c.Die != 0 && c.Die != open.Die {
		return Entry{}, p.s.illegal(ptr+"/die", "game.die-changed", fmt.Sprintf("die %d: the attack's die was rolled and recorded as %d, which stands", c.Die, open.Die))
	}
	c.Die = open.Die
	e, bad := p.s.do(ptr, model.GameAction{Attack: &c, Note: a.Note})
	if bad != nil {
		return Entry{}, bad
	}
	ph := p.current()
	ph.Actions[len(ph.Actions)-1] = model.GameAction{Attack: &c, Note: a.Note}
	p.open = false
	return e, nil
}

// openRefusal refuses what cannot be done while an attack is open.
func (p *Play) openRefusal(what string) *diag.Diagnostic {
	a := p.Open()
	return p.s.illegal("", "game.attack-open", fmt.Sprintf("the attack by %s is rolled (die %d) and awaits its choices: resolve it before %s", strings.Join(a.Attackers, "+"), a.Die, what))
}

// diceOf settles the die of action a before Do applies it: an attack in a
// game whose dice the program rolls is rolled first (Roll); an evacuation's
// die left out is rolled here; a die given is refused unless the game is
// played with table dice.
func (p *Play) diceOf(a *model.GameAction) *diag.Diagnostic {
	ptr := p.nextPointer()
	table := p.rec.TableDice()
	if !slices.Contains(p.Allows(), a.Kind()) && a.Roll == nil {
		return nil // Do refuses it for its kind, whatever its die
	}
	switch {
	case a.Attack != nil && a.Attack.Die != 0 && !table:
		return p.s.illegal(ptr+"/attack/die", "game.typed-die", fmt.Sprintf("die %d given by hand: this game's dice are rolled by the program, which rolls an attack's die once (Roll) before its result is applied", a.Attack.Die))
	case a.Attack != nil && a.Attack.Die == 0:
		return p.s.illegal(ptr+"/attack/die", "game.roll-first", "an attack is rolled first (its die written into the record), then resolved with the choices its result asks for")
	case a.Evacuate != nil && a.Evacuate.Die != 0 && !table:
		return p.s.illegal(ptr+"/evacuate/die", "game.typed-die", fmt.Sprintf("die %d given by hand: this game's dice are rolled by the program", a.Evacuate.Die))
	case a.Evacuate != nil && a.Evacuate.Die == 0:
		ev, bad := p.s.evacuation(a.Evacuate.Unit)
		if bad != nil {
			return bad
		}
		e := *a.Evacuate
		e.Die = p.dice.Roll(p.s.ed.CRT.Die.Sides)
		if slices.Contains(ev.LostOn, e.Die) {
			// the sea takes it: it lands in no port, whichever was picked
			e.Port = model.Hex{}
		}
		a.Evacuate = &e
	case a.Roll != nil:
		return p.s.illegal(ptr+"/roll", "game.action-kind", "the opening roll is made before the first turn, when the game starts")
	}
	return nil
}

// nextPointer is where the next action goes in the record.
func (p *Play) nextPointer() string {
	i := len(p.rec.Turns) - 1
	if i < 0 {
		return ""
	}
	j := len(p.rec.Turns[i].Phases) - 1
	if j < 0 {
		return fmt.Sprintf("/turns/%d", i)
	}
	return fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, len(p.rec.Turns[i].Phases[j].Actions))
}

// openingDue reports whether the scenario opens with a die roll the record
// does not give yet, before its first turn.
func (p *Play) openingDue() bool {
	_, ok := p.s.sit.Rule(model.SkipFirstSovietTurn)
	return ok && !p.s.roll.rolled && len(p.rec.Turns) == 0
}

// openingRoll is the opening roll, rolled by the program.
func (p *Play) openingRoll() model.GameAction {
	r, _ := p.s.sit.Rule(model.SkipFirstSovietTurn)
	return model.GameAction{Roll: &model.GameRoll{Rule: r.ID, Die: p.dice.Roll(p.s.ed.CRT.Die.Sides)}}
}

// within reports whether pointer ptr is at or inside the place at.
func within(ptr, at string) bool { return ptr == at || strings.HasPrefix(ptr, at+"/") }
