package game

import (
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// At is a read-only view of the game at an earlier point of its record
// (ReplayTo).
func (p *Play) At(at Point) (Result, error) { return ReplayTo(p.ed, p.rec, at) }

// Record is a copy of the record as written so far.
func (p *Play) Record() *model.Game { return cloneRecord(p.rec) }

// State is where the game stands now.
func (p *Play) State() State { return p.s.State() }

// Log is the account of the actions applied, Events what happened
// besides them.
func (p *Play) Log() []Entry    { return p.s.Log() }
func (p *Play) Events() []Event { return p.s.Events() }

// Illegal is the record's first illegal action (nil when none), and
// Pending the number of its actions not applied.
func (p *Play) Illegal() *diag.Diagnostic { return p.illegal }
func (p *Play) Pending() int              { return p.pending }

// Over reports whether the game is over.
func (p *Play) Over() bool { return p.rec.Over && p.illegal == nil }

// Situation is a copy of the position, for questions asked of it.
func (p *Play) Situation() *rules.Situation { return p.s.Situation() }

// Allowance is the movement points a unit on the map has for a move now.
func (p *Play) Allowance(id string) (int, bool) { return p.s.Allowance(id) }

// Evacuation is where the unit with id may land if evacuated now, or why
// it may not try (Session.Evacuation).
func (p *Play) Evacuation(id string) (rules.Evacuation, error) {
	if bad := p.refuseChange(); bad != nil {
		return rules.Evacuation{}, bad
	}
	return p.s.Evacuation(id)
}

// Replacements are the units the current replacement phase may still bring
// back.
func (p *Play) Replacements() []ReplacementOption { return p.s.Replacements() }

// PhaseNow is the phase the game stands in: its place in the sequence of
// play, what it allows, and the phase that ending it leads to ("" after
// the game's last; NextTurn when it is the next turn's first).
type PhaseNow struct {
	Turn     int          `json:"turn"`
	ID       string       `json:"id"`
	Step     Step         `json:"step"`
	Force    model.Force  `json:"force"`
	Player   model.Player `json:"player"`
	Allows   []string     `json:"allows"`
	Next     string       `json:"next"`
	NextTurn bool         `json:"nextTurn"`
}

// Phase is the phase the game stands in; the zero PhaseNow before any.
func (p *Play) Phase() PhaseNow {
	k := p.s.phase
	if k < 0 {
		return PhaseNow{Turn: p.s.turn, Allows: []string{}}
	}
	ph := p.s.seq.Phases[k]
	out := PhaseNow{Turn: p.s.turn, ID: ph.ID, Step: ph.Step, Force: ph.Force, Allows: p.Allows()}
	out.Player, _ = p.s.sc.PlayerOf(ph.Force)
	if !p.Over() {
		out.Next, out.NextTurn = p.after(k, p.s.turn)
	}
	return out
}

// after is the phase that ending phase k of turn leads to: the next of
// the sequence, or the next turn's first (nextTurn); "" after the game's
// last.
func (p *Play) after(k, turn int) (next string, nextTurn bool) {
	switch {
	case k+1 < len(p.s.seq.Phases):
		return p.s.seq.Phases[k+1].ID, false
	case turn < p.s.sc.Turns.Last:
		return p.s.seq.Phases[0].ID, true
	}
	return "", false
}

// stepKinds are the action kinds each step of a phase takes.
var stepKinds = map[Step][]string{
	Replacement: {"replace", "supply"},
	Movement:    {"move", "exit", "evacuate"},
	Combat:      {"attack"},
}

// Allows lists the action kinds the current phase takes, of those the
// game has (hasKind): none once the game is over or while actions are
// pending.
func (p *Play) Allows() []string {
	if p.s.phase < 0 || p.refuseChange() != nil {
		return []string{}
	}
	return slices.DeleteFunc(slices.Clone(stepKinds[p.s.seq.Phases[p.s.phase].Step]), func(kind string) bool { return !p.s.hasKind(kind) })
}

// hasKind reports whether the game has the action kind at all, as the
// scenario's rules and the record's optional rules say: an Offensive
// Supply marker only with that optional rule, an evacuation only where
// the scenario has the Courland evacuation. A front end offers no control
// for a kind the game does not have.
func (s *Session) hasKind(kind string) bool {
	switch kind {
	case "supply":
		return s.sit.OffensiveSupply
	case "evacuate":
		_, ok := s.sit.Rule(model.CourlandEvacuation)
		return ok
	}
	return true
}

// PhaseOf is the phase of a state of this game's (an earlier point's, for
// a view of it): where it stands in the sequence of play, with nothing
// allowed, since a view is not played.
func (p *Play) PhaseOf(st State) PhaseNow {
	out := PhaseNow{Turn: st.Turn, ID: st.Phase, Force: st.Phasing, Player: st.Player, Allows: []string{}}
	k := p.s.seq.index(st.Phase)
	if k < 0 {
		return out
	}
	out.Step = p.s.seq.Phases[k].Step
	if st.Verdict == nil {
		out.Next, out.NextTurn = p.after(k, st.Turn)
	}
	return out
}

// MayMove says why the unit with id may not move now (the phase is not a
// movement phase, the unit is of another force, it has moved already, it
// is a replacement stopped in an enemy zone of control), nil when it may:
// a question a front end asks before it offers a move.
func (p *Play) MayMove(id string) error {
	if p.s.phase < 0 || p.refuseChange() != nil {
		return nil
	}
	// outside a movement phase no unit moves: mover says so
	_, bad := p.s.mover("", p.s.seq.Phases[p.s.phase], id, "a move", "move")
	return refusal(bad)
}
