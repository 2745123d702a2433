package game

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Result is a replay's outcome: the state after the last action applied,
// and the first illegal action, nil when the whole record is legal.
type Result struct {
	State   State            `json:"state"`
	Illegal *diag.Diagnostic `json:"illegal,omitempty"`
}

// replay is a record being replayed.
type replay struct {
	ed        *model.Edition
	sc        *model.Scenario
	seq       Sequence
	sit       *rules.Situation
	offMap    []rules.SetupPlacement
	destroyed []rules.Unit
	turn      int
	phase     int // index in seq.Phases, -1 before the first phase
	applied   int
	moved     map[string]bool
}

// Replay sets up the record's scenario in edition ed and applies the
// record's actions in order, stopping at the first illegal one. The error
// is for a record that cannot be started at all: another edition, a
// scenario or optional rule the edition does not have, an edition with no
// sequence of play; it is a *diag.Diagnostic.
func Replay(ed *model.Edition, g *model.Game) (Result, error) {
	r, err := start(ed, g)
	if err != nil {
		return Result{}, err
	}
	bad := r.run(g)
	return Result{State: r.state(), Illegal: bad}, nil
}

func start(ed *model.Edition, g *model.Game) (*replay, error) {
	refuse := func(ptr, format string, args ...any) error {
		d := &diag.Diagnostic{Severity: diag.Error, Code: "game.edition", Message: fmt.Sprintf(format, args...)}
		d.Pointer = ptr
		return d
	}
	if g.Edition != ed.Info.ID {
		return nil, refuse("/edition", "the record is of edition %q, not %q", g.Edition, ed.Info.ID)
	}
	sc, ok := ed.Scenario(g.Scenario)
	if !ok {
		return nil, refuse("/scenario", "edition %s has no scenario %q (have: %s)", ed.Info.ID, g.Scenario, strings.Join(ed.ScenarioIDs(), ", "))
	}
	seq, ok2 := SequenceOf(&ed.Info)
	if !ok2 {
		return nil, refuse("/edition", "edition %s gives no sequence of play (edition.json sequenceOfPlay), so its games cannot be replayed", ed.Info.ID)
	}
	if ed.Map == nil {
		return nil, refuse("/edition", "edition %s has no map", ed.Info.ID)
	}
	for i, id := range g.Optional {
		if !slices.Contains(rules.OfferedOptional(sc, []string{id}), id) {
			return nil, refuse(fmt.Sprintf("/optional/%d", i), "scenario %s has no optional rule %q", sc.ID, id)
		}
	}
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return nil, err
	}
	setup, err := rules.ScenarioSetup(ed, sc, g.Optional)
	if err != nil {
		return nil, err
	}
	sit, off := setup.Situation(b)
	return &replay{ed: ed, sc: sc, seq: seq, sit: sit, offMap: off, turn: sc.Turns.First, phase: -1}, nil
}

// run applies the record and returns the first illegal action.
func (r *replay) run(g *model.Game) *diag.Diagnostic {
	for i, t := range g.Turns {
		tp := fmt.Sprintf("/turns/%d", i)
		want := r.sc.Turns.First + i
		if t.Turn != want || t.Turn > r.sc.Turns.Last {
			msg := fmt.Sprintf("turn %d comes where turn %d should", t.Turn, want)
			if want > r.sc.Turns.Last {
				msg = fmt.Sprintf("turn %d is past the scenario's last turn, %d", t.Turn, r.sc.Turns.Last)
			}
			return r.illegal(tp+"/turn", "game.turn-order", msg)
		}
		if i > 0 {
			r.turn, r.phase = t.Turn, -1
		}
		for j, ph := range t.Phases {
			pp := fmt.Sprintf("%s/phases/%d", tp, j)
			k := r.seq.index(ph.Phase)
			if k < 0 {
				return r.illegal(pp+"/phase", "game.phase-order", fmt.Sprintf("%q is not a phase of the sequence of play (%s)", ph.Phase, r.phaseIDs()))
			}
			if k <= r.phase {
				return r.illegal(pp+"/phase", "game.phase-order", fmt.Sprintf("%s comes after %s in the sequence of play, not before", r.seq.Phases[r.phase].ID, ph.Phase))
			}
			r.enter(k)
			for a, act := range ph.Actions {
				ap := fmt.Sprintf("%s/actions/%d", pp, a)
				if bad := r.act(ap, act); bad != nil {
					return bad
				}
				r.applied++
			}
		}
	}
	return nil
}

// enter starts phase k: nothing has moved or fought in it yet.
func (r *replay) enter(k int) {
	r.phase = k
	r.moved = map[string]bool{}
	r.sit.Phase = nil
}

func (r *replay) phaseIDs() string {
	ids := make([]string, len(r.seq.Phases))
	for i, p := range r.seq.Phases {
		ids[i] = p.ID
	}
	return strings.Join(ids, ", ")
}

// illegal is a diagnostic of the replay, citing the edition's rule for code.
func (r *replay) illegal(ptr, code, msg string) *diag.Diagnostic {
	d := &diag.Diagnostic{Severity: diag.Error, Code: code, Message: msg, Rule: r.ed.Info.Cite(code)}
	d.Pointer = ptr
	return d
}

// refused turns the engine's refusal into the replay's diagnostic at ptr;
// the engine's code and rule stand.
func (r *replay) refused(ptr string, err error) *diag.Diagnostic {
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		c := *d
		c.Pointer = ptr
		return &c
	}
	return r.illegal(ptr, "game.illegal-action", err.Error())
}

func (r *replay) act(ptr string, a model.GameAction) *diag.Diagnostic {
	ph := r.seq.Phases[r.phase]
	switch {
	case a.Move != nil:
		return r.move(ptr+"/move", ph, a.Move)
	case a.Attack != nil:
		return r.attack(ptr+"/attack", ph, a.Attack)
	}
	return r.illegal(ptr, "game.action-kind", "an action names no kind this engine knows (move, attack)")
}

// own finds a unit of the phasing force on the map.
func (r *replay) own(ptr string, ph Phase, id string) (rules.Placed, *diag.Diagnostic) {
	p, ok := r.sit.Find(id)
	if !ok {
		where := "not a unit of the scenario"
		for _, o := range r.offMap {
			if o.Unit.ID == id {
				where = "not on the map (it is in " + o.Box + o.Zone + ")"
			}
		}
		if slices.ContainsFunc(r.destroyed, func(u rules.Unit) bool { return u.ID == id }) {
			where = "destroyed"
		}
		return p, r.illegal(ptr, "game.unit-unknown", fmt.Sprintf("%s is %s", id, where))
	}
	if p.Force != ph.Force {
		return p, r.illegal(ptr, "game.wrong-force", fmt.Sprintf("%s is a %s unit and may not act in %s", id, p.Force, ph.ID))
	}
	return p, nil
}

func (r *replay) move(ptr string, ph Phase, m *model.GameMove) *diag.Diagnostic {
	if ph.Step != Movement {
		return r.illegal(ptr, "game.action-kind", fmt.Sprintf("a move in %s: units move only in their force's movement phase", ph.ID))
	}
	if _, bad := r.own(ptr+"/unit", ph, m.Unit); bad != nil {
		return bad
	}
	if r.moved[m.Unit] {
		return r.illegal(ptr+"/unit", "game.moved-twice", fmt.Sprintf("%s has already moved in %s", m.Unit, ph.ID))
	}
	if _, err := r.sit.MovePath(m.Unit, m.Path, 0); err != nil {
		var pe *rules.PathError
		if errors.As(err, &pe) && pe.Step >= 0 {
			return r.refused(fmt.Sprintf("%s/path/%d", ptr, pe.Step), err)
		}
		return r.refused(ptr, err)
	}
	r.moved[m.Unit] = true
	return nil
}

func (r *replay) attack(ptr string, ph Phase, a *model.GameAttack) *diag.Diagnostic {
	if ph.Step != Combat {
		return r.illegal(ptr, "game.action-kind", fmt.Sprintf("an attack in %s: units attack only in their force's combat phase", ph.ID))
	}
	for i, id := range a.Attackers {
		if _, bad := r.own(fmt.Sprintf("%s/attackers/%d", ptr, i), ph, id); bad != nil {
			return bad
		}
	}
	if sides := r.ed.CRT.Die.Sides; a.Die < 1 || a.Die > sides {
		return r.illegal(ptr+"/die", "game.die-range", fmt.Sprintf("die %d: the Combat Results Table's die has %d sides", a.Die, sides))
	}
	// Work on a copy: a refused result leaves the position as it was.
	sit := r.sit.Clone()
	rep, err := sit.CombatOn(r.ed.CRT, rules.CombatSpec{Attackers: a.Attackers, Hexes: a.Defenders, Die: a.Die})
	if err != nil {
		return r.refused(ptr, err)
	}
	if bad := r.unasked(ptr, rep, a); bad != nil {
		return bad
	}
	c := rules.Choices{Lose: a.Lose, Retreat: a.Retreat, Advance: a.Advance}
	if a.AdvanceTo != (model.Hex{}) {
		h := a.AdvanceTo
		c.AdvanceTo = &h
	}
	out, err := sit.Apply(rep, c)
	if err != nil {
		return r.refused(ptr+choiceAt(err, a), err)
	}
	for _, u := range append(slices.Clone(rep.Attackers), rep.Defenders...) {
		if slices.Contains(out.Eliminated, u.ID) || slices.Contains(out.Lost, u.ID) {
			r.destroyed = append(r.destroyed, u.Unit)
		}
	}
	r.sit = sit
	return nil
}

// unasked refuses a choice the result does not ask for: losses without an
// exchange, a retreat for a unit that does not retreat, an advance when
// nothing may advance is left to rules.Apply.
func (r *replay) unasked(ptr string, rep rules.CombatReport, a *model.GameAttack) *diag.Diagnostic {
	if len(a.Lose) > 0 && rep.Result.Attacker != model.EffectExchange {
		return r.illegal(ptr+"/lose", "game.choice-unasked", fmt.Sprintf("the result %s is no exchange, so no losses are chosen", rep.Result.Code))
	}
	retreating := map[string]bool{}
	if rep.Result.Defender == model.EffectRetreat {
		for _, u := range rep.Defenders {
			retreating[u.ID] = true
		}
	}
	if rep.Result.Attacker == model.EffectRetreat {
		for _, u := range rep.Attackers {
			retreating[u.ID] = true
		}
	}
	for _, id := range slices.Sorted(maps.Keys(a.Retreat)) {
		if !retreating[id] {
			return r.illegal(ptr+"/retreat/"+id, "game.choice-unasked", fmt.Sprintf("%s does not retreat: the result is %s", id, rep.Result.Code))
		}
	}
	return nil
}

// choiceAt is the member of the attack a refused choice is written in,
// when the record gave it: the losses, the advance; "" points at the
// attack as a whole.
func choiceAt(err error, a *model.GameAttack) string {
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		return ""
	}
	switch {
	case d.Code == "combat.exchange-choice" && len(a.Lose) > 0:
		return "/lose"
	case d.Code == "advance.not-allowed" && a.AdvanceTo != (model.Hex{}):
		return "/advanceTo"
	case d.Code == "advance.not-allowed" && a.Advance != "":
		return "/advance"
	}
	return ""
}
