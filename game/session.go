package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"

	"github.com/bfgdata/bfgdata/internal/suggest"
)

// Session is a game in progress: the position after the actions applied
// so far, where in the sequence of play it stands, and the log. Replay
// drives one over a whole record; a front end that plays a game action by
// action (the browser, a command answering on a game's position) drives
// one itself: Enter each phase, Do each action, End when the record stops.
type Session struct {
	ed        *model.Edition
	sc        *model.Scenario
	seq       Sequence
	sit       *rules.Situation
	offMap    []rules.SetupPlacement
	destroyed []boxed
	// replaced counts the replacements of the current phase; fresh are
	// this turn's replacements and what they carry into their movement
	// phase (replace.go).
	replaced int
	fresh    map[string]freshUnit
	turn     int
	phase    int // index in seq.Phases, -1 before the first phase of the turn
	started  bool
	applied  int
	moved    map[string]bool
	log      []Entry
	events   []Event
	evac     evacuation
	roll     openingRoll
	offense  offensive
	// strategicAt is the turn and phase (index+1) of the last strategic move.
	strategicAt [2]int
	exits       exits
	end         ending
	// spare is a position no longer in use, for an attack to work out its
	// result on (attack.go).
	spare *rules.Situation
}

// Start sets up the record's scenario in edition ed: its start position,
// the record's setup picks and pre-game rolls. The error is for a record
// that cannot be started at all (another edition, a scenario or optional
// rule the edition does not have, an edition with no sequence of play, an
// illegal setup pick); it is a *diag.Diagnostic pointing into the record.
func Start(ed *model.Edition, g *model.Game) (*Session, error) {
	o, err := open(ed, g)
	if err != nil {
		return nil, err
	}
	setup, bad := pick(o.board, o.setup, g.Setup, ed.Info.Cite)
	if bad != nil {
		return nil, bad
	}
	sit, off := setup.Situation(o.board)
	s := &Session{ed: ed, sc: o.sc, seq: o.seq, sit: sit, offMap: off, turn: o.sc.Turns.First, phase: -1}
	s.startInBoxes()
	s.begin()
	if bad := s.pregame(g.Pregame); bad != nil {
		return nil, bad
	}
	return s, nil
}

// opening is what a record's first lines settle: the scenario, its
// sequence of play, the board and the scenario's setup.
type opening struct {
	sc    *model.Scenario
	seq   Sequence
	board *rules.Board
	setup rules.ResolvedSetup
}

func open(ed *model.Edition, g *model.Game) (opening, error) {
	refuse := func(ptr, format string, args ...any) error {
		d := diag.New("game.edition", format, args...)
		d.Pointer = ptr
		return d
	}
	var o opening
	if g.Edition != ed.Info.ID {
		return o, refuse("/edition", "the record is of edition %q, not %q", g.Edition, ed.Info.ID)
	}
	sc, ok := ed.Scenario(g.Scenario)
	if !ok {
		return o, refuse("/scenario", "edition %s has no scenario %q%s (have: %s)", ed.Info.ID, g.Scenario, suggest.Hint(g.Scenario, ed.ScenarioIDs()), strings.Join(ed.ScenarioIDs(), ", "))
	}
	seq, ok2 := ScenarioSequence(&ed.Info, sc)
	if !ok2 {
		return o, refuse("/edition", "edition %s gives no sequence of play (edition.json sequenceOfPlay), so its games cannot be replayed", ed.Info.ID)
	}
	if ed.Map == nil {
		return o, refuse("/edition", "edition %s has no map", ed.Info.ID)
	}
	if g.Dice != "" && !slices.Contains(model.DiceModes, g.Dice) {
		d := diag.New("game.dice", "dice %q: a record's dice are %s", g.Dice, strings.Join(model.DiceModes, " or "))
		d.Pointer = "/dice"
		return o, d
	}
	for i, id := range g.Optional {
		if !slices.Contains(rules.OfferedOptional(sc, []string{id}), id) {
			return o, refuse(fmt.Sprintf("/optional/%d", i), "scenario %s has no optional rule %q%s (%s)", sc.ID, id, suggest.Hint(id, optionalIDs(sc)), haveOptional(sc))
		}
	}
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return o, err
	}
	setup, err := rules.ScenarioSetup(ed, sc, g.Optional)
	if err != nil {
		return o, err
	}
	return opening{sc: sc, seq: seq.With(g.Optional), board: b, setup: setup}, nil
}

// BeginTurn starts game turn turn; ptr points at the turn in the record.
// Turns come in order from the scenario's first, without gaps; leaving a
// turn runs what happens at its end.
func (s *Session) BeginTurn(ptr string, turn int) error { return refusal(s.beginTurn(ptr, turn)) }

func (s *Session) beginTurn(ptr string, turn int) *diag.Diagnostic {
	if s.started {
		if bad := s.leaveTurn(ptr); bad != nil {
			return bad
		}
	}
	want := s.turn + 1
	if !s.started {
		want = s.sc.Turns.First
	}
	if turn != want || turn > s.sc.Turns.Last {
		msg := fmt.Sprintf("turn %d comes where turn %d should", turn, want)
		if want > s.sc.Turns.Last {
			msg = fmt.Sprintf("turn %d is past the scenario's last turn, %d", turn, s.sc.Turns.Last)
		}
		return s.illegal(ptr+"/turn", "game.turn-order", msg)
	}
	s.started = true
	s.turn, s.phase = turn, -1
	return nil
}

// Enter starts the phase with id phase of the current turn; ptr points at
// the phase in the record. Phases come in the sequence of play, any of
// them left out; leaving a phase runs what happens at its end.
func (s *Session) Enter(ptr string, phase string) error { return refusal(s.enterPhase(ptr, phase)) }

func (s *Session) enterPhase(ptr string, phase string) *diag.Diagnostic {
	k := s.seq.index(phase)
	if k < 0 {
		return s.outOfSequence(ptr+"/phase", fmt.Sprintf("%q is not a phase of the sequence of play (%s)", phase, s.phaseIDs()))
	}
	if k <= s.phase {
		return s.outOfSequence(ptr+"/phase", fmt.Sprintf("%s comes after %s in the sequence of play, not before", s.seq.Phases[s.phase].ID, phase))
	}
	if bad := s.skipped(ptr, k); bad != nil {
		return bad
	}
	if bad := s.passTo(ptr, k); bad != nil {
		return bad
	}
	s.enter(k)
	return nil
}

// outOfSequence refuses a phase against the sequence of play, citing the
// rule that gives it: the scenario's where it has its own (1975 16.2, the
// three-player game's), the edition's otherwise.
func (s *Session) outOfSequence(ptr, msg string) *diag.Diagnostic {
	d := s.illegal(ptr, "game.phase-order", msg)
	if s.seq.Rule != "" {
		d.Rule = s.ed.Info.ID + " " + s.seq.Rule
	}
	return d
}

// enter starts phase k: nothing has moved or fought in it yet.
func (s *Session) enter(k int) {
	s.phase = k
	s.moved = map[string]bool{}
	s.replaced = 0
	s.sit.Phase = nil
}

// passTo ends the current phase and runs, as empty phases, those the
// record leaves out before phase k: an omitted phase still has its end.
func (s *Session) passTo(ptr string, k int) *diag.Diagnostic {
	for {
		if bad := s.endPhase(ptr); bad != nil {
			return bad
		}
		if s.phase+1 >= k {
			return nil
		}
		s.enter(s.phase + 1)
	}
}

// leaveTurn ends the current turn by ending its remaining phases: what
// happens at a turn's end is all at the end of its last phase.
func (s *Session) leaveTurn(ptr string) *diag.Diagnostic {
	return s.passTo(ptr, len(s.seq.Phases))
}

// End closes the record where it stops. With over, the game is over: the
// last phase of the last turn must have been played, and victory is
// decided. A record that stops mid-game is left mid-phase: the end of a
// phase it has not left is not run, so that a game can be saved and
// carried on.
func (s *Session) End(ptr string, over bool) error { return refusal(s.closeRecord(ptr, over)) }

func (s *Session) closeRecord(ptr string, over bool) *diag.Diagnostic {
	if !over {
		return nil
	}
	if s.turn != s.sc.Turns.Last {
		return s.illegal(ptr+"/over", "game.over-early", fmt.Sprintf("the record says the game is over, but turn %d is not the scenario's last (%d)", s.turn, s.sc.Turns.Last))
	}
	if bad := s.leaveTurn(ptr); bad != nil {
		return bad
	}
	return s.endGame(ptr)
}

// Situation is a copy of the position, for questions asked of it (where
// may this unit go now, what would this attack be) that must not change it.
func (s *Session) Situation() *rules.Situation { return s.sit.Clone() }

// Log is the account of the actions applied so far, one entry each.
func (s *Session) Log() []Entry { return slices.Clone(s.log) }

func (s *Session) phaseIDs() string {
	ids := make([]string, len(s.seq.Phases))
	for i, p := range s.seq.Phases {
		ids[i] = p.ID
	}
	return strings.Join(ids, ", ")
}

// optionalIDs lists the ids of the optional rules scenario sc offers.
func optionalIDs(sc *model.Scenario) []string {
	var ids []string
	for _, r := range sc.OptionalRules {
		ids = append(ids, r.ID)
	}
	return ids
}

// haveOptional says which optional rules sc offers, for a refusal of one
// it does not: the player then sees what there is to choose from.
func haveOptional(sc *model.Scenario) string {
	ids := optionalIDs(sc)
	if len(ids) == 0 {
		return "it has none"
	}
	return "its optional rules: " + strings.Join(ids, ", ")
}
