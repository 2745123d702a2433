package game

import (
	"fmt"
	"reflect"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// enterNext ends the current phase and enters the next of the sequence of
// play on a copy of the Session, which becomes the game's only when the
// end of the phase is legal: the same steps, in the same order and at the
// same places of the record, as a replay of the record with the new phase
// written in takes (Session.run), without replaying what came before.
func (p *Play) enterNext() *diag.Diagnostic {
	q := p.s.clone()
	ti := len(p.rec.Turns) - 1
	var bad *diag.Diagnostic
	id, nextTurn := p.after(p.s.phase, p.s.turn)
	switch {
	case id == "":
		bad = q.closeRecord("", true)
	case nextTurn:
		tp := fmt.Sprintf("/turns/%d", ti+1)
		if bad = q.beginTurn(tp, p.s.turn+1); bad == nil {
			bad = q.enterPhase(tp+"/phases/0", id)
		}
	default:
		bad = q.enterPhase(fmt.Sprintf("/turns/%d/phases/%d", ti, len(p.rec.Turns[ti].Phases)), id)
	}
	if bad != nil {
		return bad
	}
	switch {
	case id == "":
		p.rec.Over = true
	case nextTurn:
		p.rec.Turns = append(p.rec.Turns, model.GameTurn{Turn: p.s.turn + 1,
			Phases: []model.GamePhase{{Phase: id, Actions: []model.GameAction{}}}})
	default:
		t := &p.rec.Turns[ti]
		t.Phases = append(t.Phases, model.GamePhase{Phase: id, Actions: []model.GameAction{}})
	}
	p.s = q
	p.snapshot()
	return nil
}

// undoInPhase takes back the current phase's last action by applying the
// phase's other actions again to the Session as it stood when the phase
// began (base), as a replay of the shortened record would. It reports
// false, having changed nothing, when it cannot: the phase has no action
// to take back, or its start is not known.
func (p *Play) undoInPhase() bool {
	ph := p.current()
	if p.base == nil || ph == nil || len(ph.Actions) == 0 {
		return false
	}
	q := p.base.clone()
	ti, pi := len(p.rec.Turns)-1, len(p.rec.Turns[len(p.rec.Turns)-1].Phases)-1
	keep := ph.Actions[:len(ph.Actions)-1]
	for a, act := range keep {
		if _, bad := q.Do(fmt.Sprintf("/turns/%d/phases/%d/actions/%d", ti, pi, a), act); bad != nil {
			return false // cannot be: these were applied before
		}
	}
	ph.Actions = keep
	p.s, p.open = q, false
	return true
}

// snapshot keeps the Session as the start of the current phase (base)
// when it stands there, before any action of the phase; otherwise the
// start is not known.
func (p *Play) snapshot() {
	p.base = nil
	if ph := p.current(); ph != nil && len(ph.Actions) == 0 && !p.open && p.illegal == nil && p.s.phase >= 0 {
		p.base = p.s.clone()
	}
}

// CheckReplay replays the game's record from its start and reports
// whether the position, the log, the events and all else the game keeps
// are what it has reached step by step (nil when they are): the proof that
// ending a phase and taking an action back on a copy of the position,
// rather than by replaying the record, changes nothing.
func (p *Play) CheckReplay() error {
	q, err := replayPlay(p.ed, cloneRecord(p.rec))
	if err != nil {
		return err
	}
	q.dice = p.dice
	q.takeOpen()
	if (q.illegal == nil) != (p.illegal == nil) || q.open != p.open {
		return fmt.Errorf("the replay stands %s, the game %s", standing(q), standing(p))
	}
	a, b := comparable(p.s), comparable(q.s)
	if !reflect.DeepEqual(a.sit, b.sit) {
		return fmt.Errorf("the replay's position differs from the game's")
	}
	if !reflect.DeepEqual(a.log, b.log) || !reflect.DeepEqual(a.events, b.events) {
		return fmt.Errorf("the replay's log or events differ from the game's")
	}
	if !reflect.DeepEqual(a, b) {
		return fmt.Errorf("the replay's session differs from the game's")
	}
	return nil
}

// comparable is a copy of s without what two equal games need not share:
// the board (each replay builds its own), the attacks' scratch position
// and the log's spare capacity.
func comparable(s *Session) Session {
	c := *s.clone()
	sit := *c.sit
	sit.Board = nil
	c.sit = &sit
	return c
}

// standing says whether a game is illegal or has an attack open, for
// CheckReplay.
func standing(p *Play) string {
	switch {
	case p.illegal != nil:
		return "at an illegal action (" + p.illegal.Code + ")"
	case p.open:
		return "with an attack open"
	}
	return "legal"
}
