package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// Continuation is what a record received says against the record it
// continues (play by e-mail: each player sends the record itself): whether
// everything of the previous record is still there unchanged, and what is
// new.
type Continuation struct {
	// Continues is true when the received record keeps the previous one
	// whole: the same game, nothing before the previous record's end
	// rewritten, removed or inserted, no die changed.
	Continues bool `json:"continues"`
	// Changed is the first place where the received record departs from
	// the previous one, pointed at in the received record; nil when it
	// continues it. Its code is game.since-die (a die changed),
	// game.since-rewritten (an action, phase or setting changed or put in
	// before the previous end) or game.since-removed (something of the
	// previous record is gone).
	Changed *diag.Diagnostic `json:"changed,omitempty"`
	// From is the number of actions the previous record applied: the
	// received record's actions from From+1 on are new.
	From int `json:"from"`
	// New is the log of the new actions, as game log tells them.
	New []Entry `json:"new"`
	// Events are what the rules made happen since the previous record's
	// end (a phase's end, a turn's), as far as the received record goes.
	Events []Event `json:"events"`
	// Result is the received record's replay: its state, and its first
	// illegal action (nil when it is legal).
	Result Result `json:"-"`
}

// Since compares record next, received, with prev, the record its sender
// received or sent before, both of edition ed. It replays both: the new
// part's log is next's after prev's last action. The error is for a
// record that cannot be started.
func Since(ed *model.Edition, prev, next *model.Game) (Continuation, error) {
	if prev.Edition != next.Edition || prev.Scenario != next.Scenario {
		// another game altogether: nothing to replay it against
		after, err := Replay(ed, next)
		return Continuation{New: []Entry{}, Events: []Event{}, Changed: departs(ed, prev, next, ""), Result: after}, err
	}
	before, err := Replay(ed, prev)
	if err != nil {
		return Continuation{}, fmt.Errorf("the previous record: %w", err)
	}
	after, err := Replay(ed, next)
	if err != nil {
		return Continuation{}, err
	}
	c := Continuation{From: before.State.Actions, New: []Entry{}, Events: []Event{}, Result: after}
	open := openAttack(prev, before.Illegal)
	c.Changed = departs(ed, prev, next, open)
	c.Continues = c.Changed == nil
	if c.Continues {
		for _, e := range after.Log {
			if e.Index > c.From {
				c.New = append(c.New, e)
			}
		}
		if n := len(before.Events); n <= len(after.Events) {
			c.Events = append(c.Events, after.Events[n:]...)
		}
	}
	return c, nil
}

// openAttack is the pointer of prev's last action when it is an attack
// rolled and awaiting its choices (Play.Open): the received record may
// complete it with those choices, its die and units unchanged.
func openAttack(prev *model.Game, bad *diag.Diagnostic) string {
	if bad == nil || !slices.Contains(openChoices, bad.Code) || len(prev.Turns) == 0 {
		return ""
	}
	i := len(prev.Turns) - 1
	j := len(prev.Turns[i].Phases) - 1
	if j < 0 {
		return ""
	}
	k := len(prev.Turns[i].Phases[j].Actions) - 1
	ptr := fmt.Sprintf("/turns/%d/phases/%d/actions/%d", i, j, k)
	if k < 0 || !within(bad.Pointer, ptr) {
		return ""
	}
	return ptr
}

// departs is the first place next departs from prev, nil when it keeps
// prev whole. open points at prev's open attack, "" for none.
func departs(ed *model.Edition, prev, next *model.Game, open string) *diag.Diagnostic {
	changed := func(ptr, code, format string, args ...any) *diag.Diagnostic {
		d := &diag.Diagnostic{Severity: diag.Error, Code: code, Message: fmt.Sprintf(format, args...), Rule: ed.Info.Cite(code)}
		d.Pointer = ptr
		return d
	}
	for _, f := range []struct {
		ptr        string
		prev, next any
	}{
		{"/edition", prev.Edition, next.Edition}, {"/scenario", prev.Scenario, next.Scenario},
		{"/optional", prev.Optional, next.Optional}, {"/dice", prev.Dice, next.Dice},
		{"/players", prev.Players, next.Players}, {"/setup", prev.Setup, next.Setup},
	} {
		if !sameJSON(f.prev, f.next) {
			return changed(f.ptr, "game.since-rewritten", "%s is %s, was %s", f.ptr[1:], jsonText(f.next), jsonText(f.prev))
		}
	}
	if bad := sameActions(changed, "/pregame", prev.Pregame, next.Pregame, true, ""); bad != nil {
		return bad
	}
	if prev.Over && !next.Over {
		return changed("/over", "game.since-rewritten", "the previous record says the game is over; this one does not")
	}
	for i, pt := range prev.Turns {
		tp := fmt.Sprintf("/turns/%d", i)
		if i >= len(next.Turns) {
			return changed("/turns", "game.since-removed", "turn %d of the previous record is gone", pt.Turn)
		}
		nt := next.Turns[i]
		if nt.Turn != pt.Turn {
			return changed(tp+"/turn", "game.since-rewritten", "turn %d is here turn %d", pt.Turn, nt.Turn)
		}
		lastTurn := i == len(prev.Turns)-1
		for j, pp := range pt.Phases {
			pp2 := fmt.Sprintf("%s/phases/%d", tp, j)
			if j >= len(nt.Phases) {
				return changed(tp+"/phases", "game.since-removed", "phase %s of turn %d of the previous record is gone", pp.Phase, pt.Turn)
			}
			np := nt.Phases[j]
			if np.Phase != pp.Phase {
				return changed(pp2+"/phase", "game.since-rewritten", "turn %d's phase %s is here %s", pt.Turn, pp.Phase, np.Phase)
			}
			last := lastTurn && j == len(pt.Phases)-1
			if bad := sameActions(changed, pp2+"/actions", pp.Actions, np.Actions, !last, open); bad != nil {
				return bad
			}
		}
		if !lastTurn && len(nt.Phases) > len(pt.Phases) {
			return changed(fmt.Sprintf("%s/phases/%d", tp, len(pt.Phases)), "game.since-rewritten", "a phase put into turn %d, which the previous record had played past", pt.Turn)
		}
	}
	return nil
}

// sameActions compares a list of actions of prev with next's at ptr; whole
// says next may not add any (a phase the previous record had ended). open
// points at prev's open attack, which next may complete.
func sameActions(changed func(ptr, code, format string, args ...any) *diag.Diagnostic, ptr string, prev, next []model.GameAction, whole bool, open string) *diag.Diagnostic {
	for k, pa := range prev {
		ap := fmt.Sprintf("%s/%d", ptr, k)
		if k >= len(next) {
			return changed(ptr, "game.since-removed", "action %d of the previous record (%s%s) is gone", k+1, pa.Kind(), actionSubject(pa))
		}
		na := next[k]
		if sameJSON(pa, na) {
			continue
		}
		d, at, ok := dieChange(pa, na)
		if ap == open && completes(pa, na) {
			if ok = pa.Attack.Die != na.Attack.Die; !ok {
				continue
			}
			d, at = pa.Attack.Die, na.Attack.Die
		}
		if ok {
			return changed(ap+"/"+pa.Kind()+"/die", "game.since-die", "the %s%s: its die was %d, it is %d here", pa.Kind(), actionSubject(pa), d, at)
		}
		return changed(ap, "game.since-rewritten", "the %s%s is rewritten: it was %s", pa.Kind(), actionSubject(pa), jsonText(pa))
	}
	if whole && len(next) > len(prev) {
		na := next[len(prev)]
		return changed(fmt.Sprintf("%s/%d", ptr, len(prev)), "game.since-rewritten", "the %s%s is put in where the previous record had finished", na.Kind(), actionSubject(na))
	}
	return nil
}

// dieChange says whether b is a with only its die changed, and the dice.
func dieChange(a, b model.GameAction) (was, is int, ok bool) {
	switch {
	case a.Attack != nil && b.Attack != nil:
		c := *b.Attack
		c.Die = a.Attack.Die
		return a.Attack.Die, b.Attack.Die, sameJSON(a.Attack, &c)
	case a.Evacuate != nil && b.Evacuate != nil:
		// a die changed may move the landing port too
		return a.Evacuate.Die, b.Evacuate.Die, a.Evacuate.Unit == b.Evacuate.Unit && a.Evacuate.Die != b.Evacuate.Die
	case a.Roll != nil && b.Roll != nil:
		return a.Roll.Die, b.Roll.Die, a.Roll.Rule == b.Roll.Rule && a.Roll.Die != b.Roll.Die
	}
	return 0, 0, false
}

// completes says whether attack b is the open attack a with its choices
// given: the same attackers and defenders (the caller compares the die).
func completes(a, b model.GameAction) bool {
	if a.Attack == nil || b.Attack == nil {
		return false
	}
	x, y := *a.Attack, *b.Attack
	return slices.Equal(x.Attackers, y.Attackers) && slices.Equal(x.Defenders, y.Defenders) &&
		slices.Equal(x.DefendingUnits, y.DefendingUnits)
}

// sameJSON compares two values as the record writes them; an empty list,
// map or string is the same as none, as in the record, where either is
// left out.
func sameJSON(a, b any) bool { return bytes.Equal(jsonOf(a), jsonOf(b)) }

func jsonOf(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("?" + err.Error())
	}
	switch string(b) {
	case "[]", "{}", `""`:
		return []byte("null")
	}
	return b
}

func jsonText(v any) string {
	if b := jsonOf(v); string(b) != "null" {
		return string(b)
	}
	return "not given"
}
