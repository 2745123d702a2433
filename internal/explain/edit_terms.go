package explain

import (
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// TermsEdit is one change to a scenario's terms, as an editor makes it:
// exactly one of its fields is set. Every front end that edits a scenario
// (the browser editor, a command) makes the same changes through
// EditTerms, and judges the result with the validator.
type TermsEdit struct {
	// Turns sets the first and last game turn.
	Turns *TurnsEdit `json:"turns,omitempty"`
	// Forces sets the forces in play; the others are not in play.
	Forces []model.Force `json:"forces,omitempty"`
	// Control sets which player runs which forces, and so the number of
	// players.
	Control []model.Control `json:"control,omitempty"`
	// Hostile sets the pairs of forces that are enemies at the start.
	Hostile [][2]model.Force `json:"hostile,omitempty"`
	// Victory sets how the scenario is won.
	Victory *model.Victory `json:"victory,omitempty"`
	// Rule adds or removes a special or optional rule.
	Rule *RuleEdit `json:"rule,omitempty"`
	// SetAside sets a unit aside, or takes it back.
	SetAside *SetAsideEdit `json:"setAside,omitempty"`
	// Author names the scenario's author: the title of its author source.
	Author *string `json:"author,omitempty"`
}

// TurnsEdit is the first and last game turn a scenario plays.
type TurnsEdit struct {
	First int `json:"first"`
	Last  int `json:"last"`
}

// The lists of rules a RuleEdit changes.
const (
	SpecialRules  = "special"
	OptionalRules = "optional"
)

// RuleEdit changes a scenario's special or optional rules: removes the
// rule with id Remove, adds the rule Pick of the edition (as another of
// its scenarios states it), or adds the author's Own rule.
type RuleEdit struct {
	List   string         `json:"list"`
	Remove string         `json:"remove,omitempty"`
	Pick   string         `json:"pick,omitempty"`
	Own    *model.RuleRef `json:"own,omitempty"`
}

// SetAsideEdit sets a unit aside for a reason (it starts off the map and
// out of play), or, with Remove, takes it back to the tray of unplaced
// units.
type SetAsideEdit struct {
	Counter string `json:"counter"`
	Reason  string `json:"reason,omitempty"`
	Remove  bool   `json:"remove,omitempty"`
}

// EditTerms returns a copy of scenario s with one change of its terms
// made; s itself is not changed. It refuses a request that names nothing
// of the edition (an unknown force, counter or rule) or sets no field, or
// more than one; whether the scenario it gives is legal is the
// validator's to say, so that the author sees every problem the change
// makes next to the others.
func EditTerms(ed *model.Edition, s *model.Scenario, e TermsEdit) (*model.Scenario, error) {
	if n := e.fields(); n != 1 {
		return nil, requestError("edit.terms", "a change of a scenario's terms sets exactly one of turns, forces, control, hostile, victory, rule, setAside or author; this one sets %d", n)
	}
	// Only setting a unit aside touches the setup: the other changes
	// leave a setup taken from another scenario as it is.
	out := cloneTerms(s)
	var err error
	if e.SetAside != nil {
		if out, err = ownSetup(ed, s); err != nil {
			return nil, err
		}
	}
	switch {
	case e.Turns != nil:
		out.Turns = model.Turns{First: e.Turns.First, Last: e.Turns.Last, Src: model.AuthorSourceID}
		out.Sources = out.Sources.WithAuthor()
	case e.Forces != nil:
		err = setForces(out, e.Forces)
	case e.Control != nil:
		err = setControl(out, e.Control)
	case e.Hostile != nil:
		err = setHostile(out, e.Hostile)
	case e.Victory != nil:
		out.Victory = *e.Victory
	case e.Rule != nil:
		err = editRule(ed, out, *e.Rule)
	case e.SetAside != nil:
		err = setAside(ed, out, *e.SetAside)
	case e.Author != nil:
		if err = model.CheckAuthorName(*e.Author); err != nil {
			err = requestError("edit.author", "%v", err)
			break
		}
		out.Sources = out.Sources.WithAuthorNamed(*e.Author)
	}
	if err != nil {
		return nil, err
	}
	ed.CiteVariant(out)
	return out, nil
}

// cloneTerms copies s deeply enough to change its terms.
func cloneTerms(s *model.Scenario) *model.Scenario {
	out := *s
	out.Control = slices.Clone(s.Control)
	out.Hostile = slices.Clone(s.Hostile)
	out.SpecialRules = slices.Clone(s.SpecialRules)
	out.OptionalRules = slices.Clone(s.OptionalRules)
	out.Sources = slices.Clone(s.Sources)
	out.Forces = model.ForcesInPlay{InPlay: slices.Clone(s.Forces.InPlay), NotInPlay: slices.Clone(s.Forces.NotInPlay)}
	return &out
}

func (e TermsEdit) fields() int {
	n := 0
	for _, set := range []bool{e.Turns != nil, e.Forces != nil, e.Control != nil, e.Hostile != nil, e.Victory != nil, e.Rule != nil, e.SetAside != nil, e.Author != nil} {
		if set {
			n++
		}
	}
	return n
}

// checkForces refuses a force that is not one of the rules'.
func checkForces(fs ...model.Force) error {
	for _, f := range fs {
		if !f.Valid() {
			return requestError("edit.force-unknown", "%q is not a force; the forces are %s", f, forceNames())
		}
	}
	return nil
}

func forceNames() string {
	var names []string
	for _, f := range model.Forces {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}

// setForces puts the forces in play and the rest out of it, in the order
// of model.Forces; pairs of enemies that name a force no longer in play
// go, since enemies are forces in play.
func setForces(s *model.Scenario, in []model.Force) error {
	if err := checkForces(in...); err != nil {
		return err
	}
	s.Forces = model.ForcesInPlay{InPlay: []model.Force{}, NotInPlay: []model.Force{}}
	for _, f := range model.Forces {
		if slices.Contains(in, f) {
			s.Forces.InPlay = append(s.Forces.InPlay, f)
		} else {
			s.Forces.NotInPlay = append(s.Forces.NotInPlay, f)
		}
	}
	s.Hostile = slices.DeleteFunc(slices.Clone(s.Hostile), func(p [2]model.Force) bool { return !s.InPlay(p[0]) || !s.InPlay(p[1]) })
	return nil
}

// setControl sets who runs which forces; there are as many players as
// entries.
func setControl(s *model.Scenario, cs []model.Control) error {
	out := make([]model.Control, 0, len(cs))
	for _, c := range cs {
		if err := checkForces(c.Forces...); err != nil {
			return err
		}
		out = append(out, model.Control{Player: c.Player, Forces: slices.Clone(c.Forces)})
	}
	s.Control, s.Players = out, len(out)
	return nil
}

func setHostile(s *model.Scenario, pairs [][2]model.Force) error {
	for _, p := range pairs {
		if err := checkForces(p[0], p[1]); err != nil {
			return err
		}
	}
	s.Hostile = slices.Clone(pairs)
	return nil
}

// editRule removes or adds a special or optional rule. A picked rule is
// the edition's: the first of its scenarios (in edition.json order) that
// states a rule of that id gives it, as stated there.
func editRule(ed *model.Edition, s *model.Scenario, q RuleEdit) error {
	var list *[]model.RuleRef
	switch q.List {
	case SpecialRules:
		list = &s.SpecialRules
	case OptionalRules:
		list = &s.OptionalRules
	default:
		return requestError("edit.rule", "list %q: want %s or %s", q.List, SpecialRules, OptionalRules)
	}
	rules := slices.Clone(*list)
	if rules == nil {
		rules = []model.RuleRef{}
	}
	var add *model.RuleRef
	switch {
	case q.Remove != "":
		i := slices.IndexFunc(rules, func(r model.RuleRef) bool { return r.ID == q.Remove })
		if i < 0 {
			return requestError("edit.rule", "the scenario has no %s rule %q", q.List, q.Remove)
		}
		*list = slices.Delete(rules, i, i+1)
		return nil
	case q.Pick != "":
		r, ok := EditionRule(ed, q.Pick)
		if !ok {
			return requestError("edit.rule", "no scenario of edition %s states a rule %q", ed.Info.ID, q.Pick)
		}
		add = &r
	case q.Own != nil:
		// The author's own rule: numbered in the author's namespace
		// (V1, V2, …) and citing him, never taken for the rulebook's.
		r := *q.Own
		if r.Rule == "" {
			r.Rule = s.NextAuthorRule()
		}
		r.Src = model.AuthorSourceID
		s.Sources = s.Sources.WithAuthor()
		add = &r
	default:
		return requestError("edit.rule", "a rule change names a rule to remove, to pick from the edition, or the author's own")
	}
	if !model.ValidID(add.ID) {
		return requestError("edit.rule", "%q is not a rule id: want lower-case letters and digits in words joined by hyphens, such as mud-season", add.ID)
	}
	for _, l := range []struct {
		name  string
		rules []model.RuleRef
	}{{SpecialRules, s.SpecialRules}, {OptionalRules, s.OptionalRules}} {
		if slices.ContainsFunc(l.rules, func(r model.RuleRef) bool { return r.ID == add.ID }) {
			return requestError("edit.rule", "the scenario already has %s %s rule %q: nothing was added; give the rule another id, or remove that one first", map[bool]string{true: "an", false: "a"}[l.name == OptionalRules], l.name, add.ID)
		}
	}
	*list = append(rules, *add)
	return nil
}

// EditionRule is the rule of id that a scenario of the edition states,
// special or optional, from the first scenario (in edition.json order)
// that has it.
func EditionRule(ed *model.Edition, id string) (model.RuleRef, bool) {
	for _, r := range EditionRules(ed) {
		if r.ID == id {
			return r.RuleRef, true
		}
	}
	return model.RuleRef{}, false
}

// EditionRuleChoice is a rule an author may pick for a scenario: one of
// the edition's scenarios states it.
type EditionRuleChoice struct {
	model.RuleRef
	// List is special or optional, as the scenario that states it has it.
	List string `json:"list"`
	// Scenario is the scenario that states it.
	Scenario string `json:"scenario"`
}

// EditionRules lists the special and optional rules the edition's
// scenarios state, each id once, in edition.json order.
func EditionRules(ed *model.Edition) []EditionRuleChoice {
	out := []EditionRuleChoice{}
	seen := map[string]bool{}
	for _, sc := range ed.Scenarios {
		for _, l := range []struct {
			name  string
			rules []model.RuleRef
		}{{SpecialRules, sc.SpecialRules}, {OptionalRules, sc.OptionalRules}} {
			for _, r := range l.rules {
				if !seen[r.ID] {
					seen[r.ID] = true
					out = append(out, EditionRuleChoice{RuleRef: r, List: l.name, Scenario: sc.ID})
				}
			}
		}
	}
	return out
}

// setAside sets a unit aside — off the map, out of the setup — or takes
// it back to the tray.
func setAside(ed *model.Edition, s *model.Scenario, q SetAsideEdit) error {
	if ed.Counters == nil {
		return requestError("scenario.no-counters", "edition %s lists no counters file", ed.Info.ID)
	}
	c, ok := ed.Counters.Find(q.Counter)
	if !ok || !c.IsUnit() {
		return unknownCounter(ed, q.Counter)
	}
	s.SetAside = slices.DeleteFunc(s.SetAside, func(a model.SetAside) bool { return a.Counter == c.ID })
	if !q.Remove {
		reason := strings.TrimSpace(q.Reason)
		if reason == "" {
			reason = "set aside by the author"
		}
		s.Setup = slices.DeleteFunc(s.Setup, func(p model.Placement) bool { return p.Counter == c.ID })
		s.SetAside = append(s.SetAside, model.SetAside{Counter: c.ID, Reason: reason, Src: model.AuthorSourceID})
		s.Sources = s.Sources.WithAuthor()
	}
	if len(s.SetAside) == 0 {
		s.SetAside = nil
	}
	return nil
}
