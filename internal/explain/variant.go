package explain

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Variant says whose a variant is, which scenario it is a variant of, and
// how its setup differs from that scenario's.
type Variant struct {
	Author model.Source `json:"author"`
	// Named is false while the author source keeps its placeholder title
	// (no name was given).
	Named bool        `json:"named"`
	Base  ScenarioRef `json:"base"`
	// Terms are the terms of play that differ from the base's, in the
	// order the scenario file lists them.
	Terms   []TermChange  `json:"terms"`
	Changes []SetupChange `json:"changes"`
}

// The kinds of SetupChange.
const (
	ChangeMoved    = "moved"
	ChangeAdded    = "added"
	ChangeRemoved  = "removed"
	ChangeSetAside = "set-aside"
)

// SetupChange is one difference of a variant's setup from its base's: a
// unit moved From one place To another, added at To, removed from From,
// or set aside (From is where the base had it, Reason why).
type SetupChange struct {
	Kind    string `json:"kind"`
	Counter string `json:"counter"`
	From    string `json:"from,omitempty"`
	To      string `json:"to,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// variantOf describes scenario s as a variant: a scenario that cites the
// author source and is based on another (basedOn) or takes its setup from
// one. It returns nil for any other scenario, or when its setup or the
// base's cannot be resolved (validate says why). The setups are resolved
// only for a variant: most scenarios are not.
func variantOf(ed *model.Edition, s *model.Scenario) *Variant {
	author, ok := s.Sources.Find(model.AuthorSourceID)
	id := s.BasedOn
	if id == "" {
		id = s.SetupFrom
	}
	base, found := ed.Scenario(id)
	if !ok || !found || ed.Counters == nil {
		return nil
	}
	setup, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return nil
	}
	from, err := base.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return nil
	}
	v := &Variant{Author: author, Named: s.Sources.AuthorName() != "", Base: ScenarioRef{ID: base.ID, Name: base.Name, Rule: base.Rule},
		Terms: termChanges(base, s), Changes: []SetupChange{}}
	d := model.DiffSetups(from, base.SetAside, setup, s.SetAside)
	for _, m := range d.Moved {
		v.Changes = append(v.Changes, SetupChange{Kind: ChangeMoved, Counter: m.To.Counter, From: m.From.Where(), To: m.To.Where()})
	}
	for _, p := range d.Added {
		v.Changes = append(v.Changes, SetupChange{Kind: ChangeAdded, Counter: p.Counter, To: p.Where()})
	}
	for _, p := range d.Removed {
		v.Changes = append(v.Changes, SetupChange{Kind: ChangeRemoved, Counter: p.Counter, From: p.Where()})
	}
	was := map[string]string{}
	for _, p := range from {
		was[p.Counter] = p.Where()
	}
	for _, a := range d.SetAside {
		v.Changes = append(v.Changes, SetupChange{Kind: ChangeSetAside, Counter: a.Counter, From: was[a.Counter], Reason: a.Reason})
	}
	return v
}

// The terms a TermChange names.
const (
	TermPlayers         = "players"
	TermControl         = "control"
	TermTurns           = "turns"
	TermTurnDates       = "turn-dates"
	TermForces          = "forces"
	TermNotInPlay       = "not-in-play"
	TermEnemies         = "enemies"
	TermTheaterBoundary = "theater-boundary"
	TermSpecialRule     = "special-rule"
	TermOptionalRule    = "optional-rule"
	TermVictory         = "victory"
)

// TermChange is one term of play a variant states otherwise than its base:
// Kind is changed, added or removed (a rule); From and To are the term's
// value in the base and here, in the data's ids ("1-10" for turns, forces
// and enemy pairs joined by ", "); Rule is the rule added, removed or
// changed (as the variant has it, or the base for a removed one).
type TermChange struct {
	Term string         `json:"term"`
	Kind string         `json:"kind"`
	From string         `json:"from,omitempty"`
	To   string         `json:"to,omitempty"`
	Rule *model.RuleRef `json:"rule,omitempty"`
}

// termChanges lists the terms of s that differ from base's.
func termChanges(base, s *model.Scenario) []TermChange {
	out := []TermChange{}
	changed := func(term, from, to string) {
		if from != to {
			out = append(out, TermChange{Term: term, Kind: ChangeChanged, From: from, To: to})
		}
	}
	changed(TermPlayers, strconv.Itoa(base.Players), strconv.Itoa(s.Players))
	changed(TermControl, controlWords(base.Control), controlWords(s.Control))
	changed(TermTurns, turnsWords(base.Turns), turnsWords(s.Turns))
	changed(TermTurnDates, turnDatesWords(base.TurnDates), turnDatesWords(s.TurnDates))
	changed(TermForces, forcesWords(base.Forces.InPlay), forcesWords(s.Forces.InPlay))
	changed(TermNotInPlay, forcesWords(base.Forces.NotInPlay), forcesWords(s.Forces.NotInPlay))
	changed(TermEnemies, enemiesWords(base.Hostile), enemiesWords(s.Hostile))
	changed(TermTheaterBoundary, base.TheaterBoundary.Status+", "+base.TheaterBoundary.MapArea, s.TheaterBoundary.Status+", "+s.TheaterBoundary.MapArea)
	out = append(out, ruleChanges(TermSpecialRule, base.SpecialRules, s.SpecialRules)...)
	out = append(out, ruleChanges(TermOptionalRule, base.OptionalRules, s.OptionalRules)...)
	bv, sv := base.Victory, s.Victory
	bv.Src, sv.Src = "", ""
	if !reflect.DeepEqual(bv, sv) {
		out = append(out, TermChange{Term: TermVictory, Kind: ChangeChanged, From: base.Victory.Summary, To: s.Victory.Summary})
	}
	return out
}

// ChangeChanged is the kind of a term stated otherwise (moved, added and
// removed are the setup's kinds, shared by rules).
const ChangeChanged = "changed"

// ruleChanges lists the rules of was that rs lacks (removed), those of rs
// that was lacks (added) and those both have but state otherwise
// (changed), in the order of rs, removals last.
func ruleChanges(term string, was, rs []model.RuleRef) []TermChange {
	var out []TermChange
	for _, r := range rs {
		i := slices.IndexFunc(was, func(b model.RuleRef) bool { return b.ID == r.ID })
		switch {
		case i < 0:
			out = append(out, TermChange{Term: term, Kind: ChangeAdded, Rule: &r})
		case !sameRule(was[i], r):
			out = append(out, TermChange{Term: term, Kind: ChangeChanged, From: was[i].Summary, To: r.Summary, Rule: &r})
		}
	}
	for _, b := range was {
		if !slices.ContainsFunc(rs, func(r model.RuleRef) bool { return r.ID == b.ID }) {
			out = append(out, TermChange{Term: term, Kind: ChangeRemoved, Rule: &b})
		}
	}
	return out
}

func sameRule(a, b model.RuleRef) bool {
	a.Src, b.Src = "", ""
	return reflect.DeepEqual(a, b)
}

func turnsWords(t model.Turns) string { return strconv.Itoa(t.First) + "-" + strconv.Itoa(t.Last) }

func turnDatesWords(ts []model.TurnDate) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = strconv.Itoa(t.Turn) + " " + t.Start
		if t.Label != "" {
			parts[i] += " " + t.Label
		}
	}
	return strings.Join(parts, ", ")
}

func forcesWords(fs []model.Force) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = string(f)
	}
	return strings.Join(parts, ", ")
}

// enemiesWords writes the enemy pairs, each pair and the list sorted, so
// that an order the author changed is no change.
func enemiesWords(hs [][2]model.Force) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		a, b := string(h[0]), string(h[1])
		if b < a {
			a, b = b, a
		}
		parts[i] = a + "/" + b
	}
	slices.Sort(parts)
	return strings.Join(parts, ", ")
}

// controlWords writes who runs what: "soviet: soviet, west-german; …".
func controlWords(cs []model.Control) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = string(c.Player) + ": " + forcesWords(c.Forces)
	}
	return strings.Join(parts, "; ")
}
