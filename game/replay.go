package game

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Result is a replay's outcome: the state after the last action applied,
// the log of the actions applied, and the first illegal action, nil when
// the whole record is legal.
type Result struct {
	State   State            `json:"state"`
	Log     []Entry          `json:"log"`
	Events  []Event          `json:"events"`
	Illegal *diag.Diagnostic `json:"illegal,omitempty"`
	// Situation is the position where the replay stopped, for questions
	// asked of it (reach, combat) and for drawing it.
	Situation *rules.Situation `json:"-"`
	// Allowance is the movement points a unit on the map has for a move
	// there (Session.Allowance): a German replacement's double allowance
	// on its turn of return, Offensive Supply's halves. A question asked of
	// the position (reach) needs it, since the printed allowance is not
	// always what the game gives.
	Allowance func(id string) (int, bool) `json:"-"`
}

// Replay sets up the record's scenario in edition ed and applies the
// record's actions in order, stopping at the first illegal one. The error
// is for a record that cannot be started at all (see Start); it is a
// *diag.Diagnostic.
func Replay(ed *model.Edition, g *model.Game) (Result, error) {
	return ReplayTo(ed, g, Point{})
}

// ReplayTo replays the record up to the point at (its end for the zero
// Point) and says where the game stands there. A point the record does
// not reach is an error (a *diag.Diagnostic with code game.point), as is
// a record that cannot be started.
func ReplayTo(ed *model.Edition, g *model.Game, at Point) (Result, error) {
	s, err := Start(ed, g)
	if err != nil {
		return Result{}, err
	}
	if at.Turn > s.sc.Turns.Last || at.Turn > 0 && at.Turn < s.sc.Turns.First {
		return Result{}, unreached(fmt.Sprintf("scenario %s is played in turns %d to %d, so it has no turn %d", s.sc.ID, s.sc.Turns.First, s.sc.Turns.Last, at.Turn))
	}
	if at.Phase != "" && s.seq.index(at.Phase) < 0 {
		return Result{}, unreached(fmt.Sprintf("%q is not a phase of the sequence of play (%s)", at.Phase, s.phaseIDs()))
	}
	bad, reached := s.run(g, at)
	if bad == nil && !reached {
		return Result{}, unreached(fmt.Sprintf("the record does not reach %s: it ends at %s", at, s.State().Line()))
	}
	return Result{State: s.State(), Log: s.log, Events: s.events, Illegal: bad, Situation: s.Situation(), Allowance: s.Allowance}, nil
}

// unreached is the diagnostic of a point the record does not reach, or
// that its scenario does not have.
func unreached(msg string) *diag.Diagnostic { return diag.New("game.point", "%s", msg) }

// run applies the record up to the point at and returns the first illegal
// action, and whether the point was reached.
func (s *Session) run(g *model.Game, at Point) (*diag.Diagnostic, bool) {
	if at.Action == 0 && at.Turn == 0 && at.Phase == "" && at.set {
		return nil, true
	}
	// one entry an action: the log is made as long as the record at once
	s.log = slices.Grow(s.log, countActions(g))
	for i, t := range g.Turns {
		tp := fmt.Sprintf("/turns/%d", i)
		if bad := s.beginTurn(tp, t.Turn); bad != nil {
			return bad, true
		}
		if at.Turn == t.Turn && at.Phase == "" {
			return nil, true
		}
		for j, ph := range t.Phases {
			pp := fmt.Sprintf("%s/phases/%d", tp, j)
			if at.Turn == t.Turn && at.Phase != "" && s.seq.index(at.Phase) <= s.seq.index(ph.Phase) {
				// The start of the point's phase, whether the record
				// plays it or leaves it out.
				return s.enterPhase(pp, at.Phase), true
			}
			if bad := s.enterPhase(pp, ph.Phase); bad != nil {
				return bad, true
			}
			for a, act := range ph.Actions {
				// concatenated, not formatted: a pointer an action
				if _, bad := s.do(pp+"/actions/"+strconv.Itoa(a), act); bad != nil {
					return bad, true
				}
				if at.Action > 0 && s.applied == at.Action {
					return nil, true
				}
			}
		}
		if at.Turn == t.Turn && at.Phase != "" {
			// A phase after the record's last of the turn.
			return s.enterPhase(tp, at.Phase), true
		}
	}
	if at.Turn > 0 && !g.Over {
		return s.beyond(len(g.Turns), at)
	}
	if at.set && at != (Point{set: true}) {
		return nil, false
	}
	return s.closeRecord("", g.Over), true
}

// beyond carries a record that has stopped on to the start of a later
// turn or phase, as if the turns and phases between were played with
// nothing done in them: the position a player asks about before writing
// the next phase. n is the number of turns the record has.
func (s *Session) beyond(n int, at Point) (*diag.Diagnostic, bool) {
	if s.started && (at.Turn < s.turn || at.Turn == s.turn && (at.Phase == "" || s.seq.index(at.Phase) <= s.phase)) {
		return nil, false
	}
	for !s.started || s.turn < at.Turn {
		next := s.turn + 1
		if !s.started {
			next = s.sc.Turns.First
		}
		if bad := s.beginTurn(fmt.Sprintf("/turns/%d", n), next); bad != nil {
			return bad, true
		}
		n++
	}
	if at.Phase == "" {
		return nil, true
	}
	return s.enterPhase(fmt.Sprintf("/turns/%d/phases/0", n-1), at.Phase), true
}

// Do applies one action at ptr in the record to the current phase: the
// log's entry for it, or the diagnostic refusing it (the position is then
// as it was).
func (s *Session) Do(ptr string, a model.GameAction) (Entry, error) {
	e, bad := s.do(ptr, a)
	return e, refusal(bad)
}

func (s *Session) do(ptr string, a model.GameAction) (Entry, *diag.Diagnostic) {
	if s.phase < 0 {
		return Entry{}, s.illegal(ptr, "game.phase-order", "an action before any phase of the turn")
	}
	e := Entry{Index: s.applied + 1, Turn: s.turn, Phase: s.seq.Phases[s.phase].ID, Pointer: ptr, Kind: a.Kind(), Note: a.Note}
	if bad := s.act(ptr, a, &e); bad != nil {
		return Entry{}, bad
	}
	s.notePorts(e.Unit, e.Path)
	s.applied++
	s.log = append(s.log, e)
	s.noticeAfter(e)
	return e, nil
}

// illegal is a diagnostic of the replay, citing the edition's rule for code.
func (s *Session) illegal(ptr, code, msg string) *diag.Diagnostic {
	d := &diag.Diagnostic{Severity: diag.Error, Code: code, Message: msg, Rule: s.ed.Info.Cite(code)}
	d.Pointer = ptr
	return d
}

// refusal is the diagnostic d as the error an exported method returns:
// nil when there is none, so that a caller's err != nil never holds a nil
// pointer. Methods inside the package pass *diag.Diagnostic among them and
// convert once, at the door.
func refusal(d *diag.Diagnostic) error {
	if d == nil {
		return nil
	}
	return d
}

// refused turns the engine's refusal into the replay's diagnostic at ptr;
// the engine's code and rule stand.
func (s *Session) refused(ptr string, err error) *diag.Diagnostic {
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		c := *d
		c.Pointer = ptr
		return &c
	}
	return s.illegal(ptr, "game.illegal-action", err.Error())
}
