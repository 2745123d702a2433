package game

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// Play is a game being played: the record, written as it goes, and the
// Session at the record's end. The record is the model: every change goes
// into it, and whatever cannot be done on the live Session without risk of
// a half-done change (ending a phase, taking an action back) is done on a
// copy of it, in the steps a replay of the changed record takes
// (CheckReplay proves it), and taken only when legal. A front end (the
// browser's play API) only calls it.
type Play struct {
	ed  *model.Edition
	rec *model.Game
	s   *Session
	// illegal is the record's first illegal action, and pending the
	// number of the record's actions after the last legal point, not
	// applied: the record is kept whole until DropPending.
	illegal *diag.Diagnostic
	pending int
	// dice rolls the program's dice; open is set while the record's last
	// action is an attack rolled (Roll) whose result awaits its owners'
	// choices (given by Do): the Session stands before it.
	dice Dice
	open bool
	// base is the Session as it stood when the current phase began,
	// before its first action (nil when not known): Undo replays the
	// phase's actions from it rather than the whole record.
	base *Session
}

// NewPlay replays record rec (which it copies) in edition ed. A record with
// an illegal action stops at the last legal point, with the rest of the
// record pending (Illegal, Pending); a record that stops between phases
// (a new one with no turns, a turn with no phase yet) is carried into the
// next phase of the sequence of play, written into the record as an empty
// phase. The error is a record that cannot be started (Start). Its dice
// are CryptoDice; NewPlayWith gives others.
func NewPlay(ed *model.Edition, rec *model.Game) (*Play, error) {
	return NewPlayWith(ed, rec, nil)
}

// NewPlayWith is NewPlay rolling with dice (CryptoDice when nil). A record
// whose last action is an attack rolled and still awaiting its choices is
// taken up with that attack open (Open). A scenario that opens with a die
// roll (Red Star/White Star) has it rolled when the record does not give
// it yet.
func NewPlayWith(ed *model.Edition, rec *model.Game, dice Dice) (*Play, error) {
	if dice == nil {
		dice = CryptoDice{}
	}
	p, err := replayPlay(ed, cloneRecord(rec))
	if err != nil {
		return nil, err
	}
	p.dice = dice
	p.takeOpen()
	if p.illegal != nil || p.rec.Over {
		return p, nil
	}
	if p.openingDue() {
		next := cloneRecord(p.rec)
		next.Pregame = append(next.Pregame, p.openingRoll())
		if bad := p.adopt(next); bad != nil {
			p.illegal = bad
			return p, nil
		}
	}
	if bad := p.settle(); bad != nil {
		p.illegal = bad
	}
	p.snapshot()
	return p, nil
}

// replayPlay starts rec and replays it to its end (Session.run, as Replay).
func replayPlay(ed *model.Edition, rec *model.Game) (*Play, error) {
	s, err := Start(ed, rec)
	if err != nil {
		return nil, err
	}
	p := &Play{ed: ed, rec: rec, s: s}
	if bad, _ := s.run(rec, Point{}); bad != nil {
		p.illegal = bad
		p.pending = countActions(rec) - s.applied
	}
	return p, nil
}

// settle makes sure the game stands in a phase, so that the next action
// has one: a record with no turn gets the scenario's first turn, a turn
// with no phase the sequence's first.
func (p *Play) settle() *diag.Diagnostic {
	if len(p.rec.Turns) == 0 {
		t := p.s.sc.Turns.First
		p.rec.Turns = append(p.rec.Turns, model.GameTurn{Turn: t, Phases: []model.GamePhase{}})
		if bad := p.s.beginTurn("/turns/0", t); bad != nil {
			return bad
		}
	}
	if p.s.phase >= 0 {
		return nil
	}
	i := len(p.rec.Turns) - 1
	t := &p.rec.Turns[i]
	first := p.s.seq.Phases[p.s.firstPhase()].ID
	t.Phases = append(t.Phases, model.GamePhase{Phase: first, Actions: []model.GameAction{}})
	return p.s.enterPhase(fmt.Sprintf("/turns/%d/phases/%d", i, len(t.Phases)-1), first)
}

// Do applies action a in the current phase and writes it into the record:
// the log's entry for it, or the diagnostic refusing it, the game and its
// record then unchanged.
//
// Dice: in a game whose dice the program rolls (model.DiceProgram) an
// action never brings its own die. An attack is rolled first (Roll) and
// then resolved by Do with the owners' choices; an evacuation's die is
// rolled here. In a table-dice game a die given is used, and a die left
// out (0) is rolled as in the other.
func (p *Play) Do(a model.GameAction) (Entry, error) {
	e, bad := p.do(a)
	return e, refusal(bad)
}

func (p *Play) do(a model.GameAction) (Entry, *diag.Diagnostic) {
	if bad := p.refuseChange(); bad != nil {
		return Entry{}, bad
	}
	if p.open {
		return p.resolve(a)
	}
	if bad := p.diceOf(&a); bad != nil {
		return Entry{}, bad
	}
	i := len(p.rec.Turns) - 1
	j := len(p.rec.Turns[i].Phases) - 1
	ph := &p.rec.Turns[i].Phases[j]
	e, bad := p.s.do(fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, len(ph.Actions)), a)
	if bad != nil {
		return Entry{}, bad
	}
	ph.Actions = append(ph.Actions, a)
	return e, nil
}

// EndPhase ends the current phase and enters the next of the sequence of
// play: the next turn's first after a turn's last; after the game's last
// phase the game is over (the record says so, and the verdict is given).
// The end-of-phase checks run: a refusal (stacking, a mandate unmet)
// leaves the game in its phase, as it was.
func (p *Play) EndPhase() error { return refusal(p.endPhase()) }

func (p *Play) endPhase() *diag.Diagnostic {
	if bad := p.refuseChange(); bad != nil {
		return bad
	}
	if p.open {
		return p.openRefusal("the phase ends")
	}
	return p.enterNext()
}

// Undo takes back the last thing done: the current phase's last action,
// or, in a phase where nothing has been done yet, the end of the phase
// before it (the game goes back into that phase). The game is rebuilt by
// replaying the record without it: from the current phase's start when
// taking back one of its actions, from the game's start otherwise.
//
// A die is never taken back in a game whose dice the program rolls: an
// attack (open or resolved) or an evacuation stays, and so does all that
// came before it, since taking it back would let its die be rolled again.
// In a table-dice game the dice lie on the table for both players to see,
// and an action with its die is taken back like any other (a die typed
// wrong is corrected; the real die is not rolled again).
func (p *Play) Undo() error { return refusal(p.undo()) }

func (p *Play) undo() *diag.Diagnostic {
	if bad := p.refuseChange(); bad != nil {
		return bad
	}
	if _, why := p.undoable(); why != "" {
		return p.s.illegal("", "game.undo", why)
	}
	if p.undoInPhase() {
		return nil
	}
	next := cloneRecord(p.rec)
	t := &next.Turns[len(next.Turns)-1]
	ph := &t.Phases[len(t.Phases)-1]
	switch {
	case len(ph.Actions) > 0:
		ph.Actions = ph.Actions[:len(ph.Actions)-1]
	case len(t.Phases) > 1:
		t.Phases = t.Phases[:len(t.Phases)-1]
	default:
		next.Turns = next.Turns[:len(next.Turns)-1]
	}
	return p.adopt(next)
}

// CanUndo reports whether Undo would take something back.
func (p *Play) CanUndo() bool { _, why := p.undoable(); return p.refuseChange() == nil && why == "" }

// UndoNote says what Undo would take back ("the move of 3-belo", "the
// end of 1/soviet-movement") or why nothing can be.
func (p *Play) UndoNote() string {
	if bad := p.refuseChange(); bad != nil {
		return bad.Message
	}
	what, why := p.undoable()
	if why != "" {
		return why
	}
	return what
}

// undoable is what the last thing done is, or why it cannot be taken back.
func (p *Play) undoable() (what, why string) {
	ph := p.current()
	if ph == nil {
		return "", "nothing has been done yet to take back"
	}
	if len(ph.Actions) == 0 {
		return p.undoPhaseEnd()
	}
	a := ph.Actions[len(ph.Actions)-1]
	what = "the " + a.Kind() + actionSubject(a)
	if p.open {
		what = "the attack rolled" + actionSubject(a)
	}
	if (a.Attack != nil || a.Evacuate != nil) && !p.rec.TableDice() {
		return what, fmt.Sprintf("%s had its die rolled by the program: in a game whose dice the program rolls, a die is never taken back", what)
	}
	return what, ""
}

// undoPhaseEnd is the end of the phase before the current one, which
// Undo takes back when the current phase is still empty.
func (p *Play) undoPhaseEnd() (what, why string) {
	ti := len(p.rec.Turns) - 1
	t := p.rec.Turns[ti]
	var prev model.GamePhase
	prevTurn := t.Turn
	switch {
	case len(t.Phases) > 1:
		prev = t.Phases[len(t.Phases)-2]
	case ti > 0 && len(p.rec.Turns[ti-1].Phases) > 0:
		prevTurn = p.rec.Turns[ti-1].Turn
		prev = p.rec.Turns[ti-1].Phases[len(p.rec.Turns[ti-1].Phases)-1]
	default:
		return "", "nothing has been done yet to take back"
	}
	return fmt.Sprintf("the end of %d/%s", prevTurn, prev.Phase), ""
}

// actionSubject names what an action acts on, for UndoNote: " of 3-belo",
// " by 3-belo+4-belo".
func actionSubject(a model.GameAction) string {
	switch {
	case a.Move != nil:
		return " of " + a.Move.Unit
	case a.Exit != nil:
		return " of " + a.Exit.Unit
	case a.Evacuate != nil:
		return " of " + a.Evacuate.Unit
	case a.Replace != nil:
		return " of " + a.Replace.Unit
	case a.Supply != nil:
		return " under " + a.Supply.Under
	case a.Attack != nil:
		return " by " + strings.Join(a.Attack.Attackers, "+")
	}
	return ""
}

// current is the record's phase the game stands in.
func (p *Play) current() *model.GamePhase {
	if len(p.rec.Turns) == 0 {
		return nil
	}
	t := &p.rec.Turns[len(p.rec.Turns)-1]
	if len(t.Phases) == 0 {
		return nil
	}
	return &t.Phases[len(t.Phases)-1]
}

// adopt replays next and takes it as the game when it is legal to its
// end; otherwise the game stays as it was and the diagnostic says why.
func (p *Play) adopt(next *model.Game) *diag.Diagnostic {
	q, err := replayPlay(p.ed, next)
	if err != nil {
		return p.s.illegal("", "game.illegal-action", err.Error())
	}
	q.dice = p.dice
	q.takeOpen()
	if q.illegal != nil {
		return q.illegal
	}
	*p = *q
	p.snapshot()
	return nil
}

// refuseChange refuses a change to a game that is over or has actions
// pending after an illegal one.
func (p *Play) refuseChange() *diag.Diagnostic {
	switch {
	case p.illegal != nil:
		return p.s.illegal("", "game.pending", fmt.Sprintf("the record has an illegal action (%s) and %d action(s) after the last legal point; drop them before playing on", p.illegal.Code, p.pending))
	case p.rec.Over:
		return p.s.illegal("", "game.over", "the game is over")
	}
	return nil
}

// DropPending drops the record's illegal action and everything after it,
// so that play can go on from the last legal point.
func (p *Play) DropPending() error {
	if p.illegal == nil {
		return nil
	}
	next := truncate(p.rec, p.illegal.Pointer)
	q, err := NewPlayWith(p.ed, next, p.dice)
	if err != nil {
		return err
	}
	*p = *q
	return nil
}
