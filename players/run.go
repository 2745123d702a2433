package players

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Seats are the computer players of a game, by the player whose forces
// each runs.
type Seats map[model.Player]Player

// Match is one game to play: the scenario, its optional rules, the seats,
// the seed (the players' choices and the dice each draw from a generator
// seeded with it), how many turns to play at most (0: to the scenario's
// last), and the record's "$schema" reference.
type Match struct {
	Schema   string
	Scenario string
	Optional []string
	Seats    Seats
	Seed     uint64
	Turns    int
}

// Ends of a game other than the game's own.
const (
	EndOver      = "over"       // the game ended: its verdict is given
	EndTurnLimit = "turn limit" // the Match's turns were played
	EndStuck     = "stuck"      // no action the engine accepts, nor the end of the phase
)

// Played is a game the players played: its record (legal to its end, each
// action with its player's reason as its note), how it ended, and the
// reasons again by the pointer of the action in the record.
type Played struct {
	Record  *model.Game
	State   game.State
	End     string
	Why     string // for a stuck game, the engine's last refusal
	Actions int
	Notes   map[string]string
	// BerlinFalls is the turn at whose phase's end a Soviet or Western
	// Allied unit first held Berlin (0: never).
	BerlinFalls int
}

// Play plays m in edition ed: each phase's player chooses among the legal
// actions (Legal) until it ends the phase, and the engine referees every
// choice; one it refuses is struck from the list and the player chooses
// again. In a movement phase under the scenario's order to attack this
// turn (game.Play.MandateDue) units in contact with the enemy are not
// offered a move, so that the order can still be met.
func Play(ed *model.Edition, m Match) (*Played, error) {
	sc, ok := ed.Scenario(m.Scenario)
	if !ok {
		return nil, fmt.Errorf("edition %s has no scenario %q", ed.Info.ID, m.Scenario)
	}
	rec, err := game.New(ed, m.Scenario, m.Optional)
	if err != nil {
		return nil, err
	}
	rec.Schema = m.Schema
	p, err := game.NewPlayWith(ed, rec, game.SeededDice(m.Seed))
	if err != nil {
		return nil, err
	}
	if bad := p.Illegal(); bad != nil {
		return nil, fmt.Errorf("the new game is refused: %s", bad.Message)
	}
	t := &Table{Ed: ed, Scenario: sc, Play: p, Rand: rand.New(rand.NewPCG(m.Seed, 0x5eed)), reaches: &reaches{}}
	out := &Played{Notes: map[string]string{}}
	last := sc.Turns.Last
	if m.Turns > 0 {
		last = min(last, sc.Turns.First+m.Turns-1)
	}
	for !p.Over() {
		ph := p.Phase()
		if ph.NextTurn && ph.Turn >= last {
			// the last phase of the last turn played: everything done but
			// its end, which would open a turn not to be played
			if done, why := playPhase(t, m.Seats, out, false); !done {
				out.End, out.Why = EndStuck, why
				break
			}
			berlinFalls(p, out, ph.Turn)
			out.End = EndTurnLimit
			break
		}
		if done, why := playPhase(t, m.Seats, out, true); !done {
			out.End, out.Why = EndStuck, why
			break
		}
		berlinFalls(p, out, ph.Turn)
	}
	if out.End == "" {
		out.End = EndOver
	}
	out.Record, out.State = p.Record(), p.State()
	return out, nil
}

// playPhase plays the current phase to its end (when end is false, up to
// the player's choosing to end it, which is then not done), one step of a
// phaseRun after another. done is false when no action the engine takes
// is left and it refuses the phase's end.
func playPhase(t *Table, seats Seats, out *Played, end bool) (done bool, why string) {
	r := newPhaseRun(t, seats, out)
	for {
		st := r.step(end)
		switch {
		case st.Stuck:
			return false, st.Why
		case st.Ended || st.Chose:
			return true, ""
		}
	}
}

// phaseRun is one phase played by its player, one action at a time: what
// the engine refused since the last action made (struck), the actions
// taken back (banned), and the phase's actions made, with where each went
// in the record.
type phaseRun struct {
	t      *Table
	seats  Seats
	out    *Played
	pl     Player
	struck []string
	banned []string
	made   []madeAction
	why    string
	endWhy string
}

type madeAction struct{ name, ptr string }

func newPhaseRun(t *Table, seats Seats, out *Played) *phaseRun {
	pl := seats[t.Play.Phase().Player]
	if pl == nil {
		pl = Random{}
	}
	return &phaseRun{t: t, seats: seats, out: out, pl: pl}
}

// Step is what one step of a phase came to: an action made (Did, its
// Note), the phase ended (Ended), the player choosing to end it when it
// was not to be ended (Chose), the phase stuck (Stuck, with the engine's
// last refusal Why), or nothing done yet: an action refused, or the
// phase's actions taken back for its end to be accepted.
type Step struct {
	Did string `json:"did,omitempty"`
	// Hex is where the action was made: a move's last hex, the hex
	// attacked, the replacement's, the evacuation's port; none for others.
	Hex   model.Hex `json:"hex,omitzero"`
	Note  string    `json:"note,omitempty"`
	Ended bool      `json:"ended,omitempty"`
	Chose bool      `json:"-"`
	Stuck bool      `json:"stuck,omitempty"`
	Why   string    `json:"why,omitempty"`
}

// step makes the player's next choice. When the engine refuses the end of
// the phase (a stack over the limit, a capital without its garrison), the
// phase's actions are taken back, the last first (Undo, as a person
// would), until it may end; none of them is offered again in this phase.
func (r *phaseRun) step(end bool) Step {
	p, out := r.t.Play, r.out
	acts := offered(p, legal(r.t.Ed, p, r.t.reaches), append(r.banned, r.struck...))
	if len(acts) == 0 {
		if r.endWhy != "" {
			return Step{Stuck: true, Why: r.endWhy}
		}
		return Step{Stuck: true, Why: r.why}
	}
	i, note := r.pl.Choose(r.t, acts)
	a := acts[i]
	if a.End {
		if !end {
			return Step{Chose: true}
		}
		bad := refusalOf(p.EndPhase())
		if bad == nil {
			return Step{Ended: true}
		}
		r.why, r.endWhy = bad.Message, bad.Code+": "+bad.Message
		if unpayable(r.t, bad) {
			// no front can reach the capital owed one: nothing taken
			// back would let the phase end
			return Step{Stuck: true, Why: r.endWhy}
		}
		// take back the phase's actions, the last first, until the
		// phase may end; none of them is offered again
		for n := len(r.made); n > 0 && p.CanUndo() && p.Undo() == nil; n-- {
			r.banned = append(r.banned, r.made[n-1].name)
			delete(out.Notes, r.made[n-1].ptr)
			r.made = r.made[:n-1]
			out.Actions--
			if p.EndPhase() == nil {
				return Step{Ended: true}
			}
		}
		r.struck = append(r.struck, a.String())
		return Step{}
	}
	ptr := nextPointer(p)
	if bad := act(r.t, r.seats, a, note); bad != nil {
		r.struck, r.why = append(r.struck, a.String()), bad.Message
		return Step{}
	}
	out.Actions++
	r.made = append(r.made, madeAction{a.String(), ptr})
	if note != "" {
		out.Notes[ptr] = note
	}
	r.struck = r.struck[:0]
	return Step{Did: a.String(), Hex: a.hex(), Note: note}
}

// offered is acts less those struck (refused since the last action made,
// or taken back) and, under an order to attack, the moves of units in
// contact, moves into a capital that would owe a garrison no front gives
// (owesGarrison) and moves of a capital's only front out of it
// (leavesGarrison). While a capital is owed its Soviet front garrison
// (game.Play.GarrisonsOwed), only the moves of fronts into it are offered
// when there are any: the end of the phase waits for them.
func offered(p *game.Play, acts []Action, struck []string) []Action {
	moving := slices.Contains(p.Allows(), "move")
	hold := moving && p.MandateDue()
	var owed []model.Hex
	if moving {
		owed = p.GarrisonsOwed()
	}
	sit := p.Situation()
	out := acts[:0]
	var pay []Action
	for _, a := range acts {
		if len(struck) > 0 && slices.Contains(struck, a.String()) {
			continue
		}
		m := a.Do.Move
		if hold && m != nil && inContact(sit, m.Unit) || m != nil && (owesGarrison(sit, m.Unit, m.Path[len(m.Path)-1]) || leavesGarrison(sit, m.Unit)) {
			continue
		}
		out = append(out, a)
		if m != nil && slices.Contains(owed, m.Path[len(m.Path)-1]) {
			if u, ok := sit.Find(m.Unit); ok && u.SovietFront() {
				pay = append(pay, a)
			}
		}
	}
	if len(pay) > 0 {
		return pay
	}
	return out
}

// owesGarrison reports whether the unit with id entering h would leave a
// capital owing a garrison it cannot give: a Soviet unit other than a
// front alone in a capital must be joined by a front by the end of the
// next Soviet movement phase, which a player cannot be sure of, so the
// players keep such units out of capitals no front holds.
func owesGarrison(sit *rules.Situation, id string, h model.Hex) bool {
	if !sit.Board.Capital(h) {
		return false
	}
	u, ok := sit.Find(id)
	if !ok || u.Force != model.Soviet || u.SovietFront() {
		return false
	}
	return !slices.ContainsFunc(sit.UnitsAt(h), func(q rules.Placed) bool { return q.SovietFront() })
}

// leavesGarrison reports whether the unit with id is the only Soviet front
// in a capital, which a Soviet unit has occupied, so that it is the
// garrison the capital owes from then on (game.Play.GarrisonsOwed).
func leavesGarrison(sit *rules.Situation, id string) bool {
	u, ok := sit.Find(id)
	if !ok || !u.SovietFront() || !sit.Board.Capital(u.Hex) {
		return false
	}
	fronts := 0
	for _, q := range sit.UnitsAt(u.Hex) {
		if q.SovietFront() {
			fronts++
		}
	}
	return fronts == 1
}

// inContact reports whether the unit with id stands next to an enemy unit.
func inContact(sit *rules.Situation, id string) bool {
	u, ok := sit.Find(id)
	if !ok {
		return false
	}
	for _, e := range sit.Units {
		if model.Adjacent(u.Hex, e.Hex) && sit.Relations.Hostile(u.Force, e.Force) {
			return true
		}
	}
	return false
}

// act makes action a, with the player's note written into the record: an
// attack is rolled, then resolved with the choices its result asks of the
// players (tried again, with new choices, when the engine refuses them).
func act(t *Table, seats Seats, a Action, note string) *diag.Diagnostic {
	p := t.Play
	if a.Do.Attack == nil {
		d := a.Do
		d.Note = note
		_, err := p.Do(d)
		return refusalOf(err)
	}
	if _, err := p.Roll(*a.Do.Attack); err != nil {
		return refusalOf(err)
	}
	rep, ok := p.OpenCombat()
	if !ok {
		return nil
	}
	var last *diag.Diagnostic
	for try := 0; try < maxTries; try++ {
		c := choices(t, seats, rep, try)
		if _, err := p.Do(model.GameAction{Attack: c, Note: note}); err != nil {
			last = refusalOf(err)
			continue
		}
		return nil
	}
	return last
}

// refusalOf is the diagnostic of the game's refusal err, nil for none. The
// game refuses with a diagnostic; any other error is read as one of its
// own, so that a player strikes the action and goes on.
func refusalOf(err error) *diag.Diagnostic {
	if err == nil {
		return nil
	}
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		return d
	}
	return diag.New("game.illegal-action", "%v", err)
}

// maxTries is how many sets of choices an attack's result is given before
// the game is left stuck with the attack open.
const maxTries = 10

// nextPointer is where the next action goes in the record.
func nextPointer(p *game.Play) string {
	rec := p.Record()
	i := len(rec.Turns) - 1
	j := len(rec.Turns[i].Phases) - 1
	return fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, len(rec.Turns[i].Phases[j].Actions))
}

// berlinFalls notes turn as the one Berlin fell on when a Soviet or
// Western Allied unit holds it now and did at no phase's end before.
func berlinFalls(p *game.Play, out *Played, turn int) {
	if out.BerlinFalls != 0 {
		return
	}
	if _, ok := p.Situation().BerlinFallen(); ok {
		out.BerlinFalls = turn
	}
}

// unpayable reports whether the end of the phase was refused for a
// capital owed its Soviet front garrison (game.Play.GarrisonsOwed) that no
// front can reach in this phase: taking the phase's moves back, which only
// ever kept fronts out of capitals and non-fronts away from them, cannot
// bring one there, so the game is stuck at once rather than after every
// move has been tried.
func unpayable(t *Table, bad *diag.Diagnostic) bool {
	if bad.Code != garrisonMissing {
		return false
	}
	owed := t.Play.GarrisonsOwed()
	if len(owed) == 0 {
		return false
	}
	sit := t.Play.Situation()
	for _, a := range legal(t.Ed, t.Play, t.reaches) {
		if m := a.Do.Move; m != nil && slices.Contains(owed, m.Path[len(m.Path)-1]) {
			if u, ok := sit.Find(m.Unit); ok && u.SovietFront() {
				return false
			}
		}
	}
	return true
}

// garrisonMissing is the engine's code for a capital without the Soviet
// front garrison it owes at the end of a Soviet movement phase.
const garrisonMissing = "game.garrison-missing"
