package game

import (
	"fmt"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// Play is a game being played: the record, written as it goes, and the
// Session at the record's end. The record is the model: every change goes
// into it, and whatever cannot be done on the live Session without risk of
// a half-done change (ending a phase, taking an action back) is done by
// replaying the changed record, which Replay does the same way. A front
// end (the browser's play API) only calls it.
type Play struct {
	ed  *model.Edition
	rec *model.Game
	s   *Session
	// illegal is the record's first illegal action, and pending the
	// number of the record's actions after the last legal point, not
	// applied: the record is kept whole until DropPending.
	illegal *diag.Diagnostic
	pending int
}

// NewPlay replays record rec (which it copies) in edition ed. A record with
// an illegal action stops at the last legal point, with the rest of the
// record pending (Illegal, Pending); a record that stops between phases
// (a new one with no turns, a turn with no phase yet) is carried into the
// next phase of the sequence of play, written into the record as an empty
// phase. The error is a record that cannot be started (Start).
func NewPlay(ed *model.Edition, rec *model.Game) (*Play, error) {
	p, err := replayPlay(ed, cloneRecord(rec))
	if err != nil {
		return nil, err
	}
	if p.illegal != nil || p.rec.Over {
		return p, nil
	}
	if bad := p.settle(); bad != nil {
		p.illegal = bad
	}
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
	first := p.s.seq.Phases[0].ID
	if len(p.rec.Turns) == 0 {
		t := p.s.sc.Turns.First
		p.rec.Turns = append(p.rec.Turns, model.GameTurn{Turn: t, Phases: []model.GamePhase{}})
		if bad := p.s.BeginTurn("/turns/0", t); bad != nil {
			return bad
		}
	}
	if p.s.phase >= 0 {
		return nil
	}
	i := len(p.rec.Turns) - 1
	t := &p.rec.Turns[i]
	t.Phases = append(t.Phases, model.GamePhase{Phase: first, Actions: []model.GameAction{}})
	return p.s.Enter(fmt.Sprintf("/turns/%d/phases/%d", i, len(t.Phases)-1), first)
}

// Do applies action a in the current phase and writes it into the record:
// the log's entry for it, or the diagnostic refusing it, the game and its
// record then unchanged.
func (p *Play) Do(a model.GameAction) (Entry, *diag.Diagnostic) {
	if bad := p.refuseChange(); bad != nil {
		return Entry{}, bad
	}
	i := len(p.rec.Turns) - 1
	j := len(p.rec.Turns[i].Phases) - 1
	ph := &p.rec.Turns[i].Phases[j]
	e, bad := p.s.Do(fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, len(ph.Actions)), a)
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
func (p *Play) EndPhase() *diag.Diagnostic {
	if bad := p.refuseChange(); bad != nil {
		return bad
	}
	next := cloneRecord(p.rec)
	switch id, nextTurn := p.after(p.s.phase, p.s.turn); {
	case id == "":
		next.Over = true
	case nextTurn:
		next.Turns = append(next.Turns, model.GameTurn{Turn: p.s.turn + 1,
			Phases: []model.GamePhase{{Phase: id, Actions: []model.GameAction{}}}})
	default:
		t := &next.Turns[len(next.Turns)-1]
		t.Phases = append(t.Phases, model.GamePhase{Phase: id, Actions: []model.GameAction{}})
	}
	return p.adopt(next)
}

// Undo takes back the last action of the current phase. An action with a
// die (an attack, an evacuation) cannot be taken back: its die has been
// seen. The game is rebuilt by replaying the record without the action.
func (p *Play) Undo() *diag.Diagnostic {
	if bad := p.refuseChange(); bad != nil {
		return bad
	}
	if why := p.undoBlock(); why != "" {
		return p.s.illegal("", "game.undo", why)
	}
	next := cloneRecord(p.rec)
	ph := &next.Turns[len(next.Turns)-1].Phases[len(next.Turns[len(next.Turns)-1].Phases)-1]
	ph.Actions = ph.Actions[:len(ph.Actions)-1]
	return p.adopt(next)
}

// CanUndo reports whether Undo would take an action back.
func (p *Play) CanUndo() bool { return p.refuseChange() == nil && p.undoBlock() == "" }

// undoBlock says why the last action cannot be taken back, "" when it can.
func (p *Play) undoBlock() string {
	ph := p.current()
	if ph == nil || len(ph.Actions) == 0 {
		return "there is no action in the current phase to take back"
	}
	a := ph.Actions[len(ph.Actions)-1]
	if a.Attack != nil || a.Evacuate != nil {
		return fmt.Sprintf("the last action (%s) had a die rolled for it and cannot be taken back", a.Kind())
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
	if q.illegal != nil {
		return q.illegal
	}
	*p = *q
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
	q, err := NewPlay(p.ed, next)
	if err != nil {
		return err
	}
	*p = *q
	return nil
}
