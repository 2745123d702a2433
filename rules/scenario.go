package rules

import (
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Terms are the parts of a scenario's rules the engine applies, to a setup
// and to play: who is whose enemy, whether the Theater Boundary holds,
// which part of the map and which forces are in play, and the rulebook's
// numbers to cite.
type Terms struct {
	// Edition and RuleRefs name the rules cited: "1994 5.1".
	Edition  string
	RuleRefs model.RuleRefs
	// Relations say who is whose enemy.
	Relations Relations
	// TheaterEnforced: German units stay on their own side; Western Allied
	// and Soviet units on theirs (or in Berlin).
	TheaterEnforced bool
	// Area limits the map in use: "" the whole map, east only east of the
	// Theater Boundary (Collapse in the East).
	Area model.Theater
	// ForcesInPlay lists the forces the scenario uses; nil means all.
	ForcesInPlay []model.Force
	// BerlinOpen lifts the ban on German units in Berlin, where a special
	// rule of the scenario says so.
	BerlinOpen bool
	// StackingGroups applies the optional Commonwealth/US stacking rule,
	// where the scenario offers it.
	StackingGroups bool
	// SplitStack applies the optional rule that lets an attacker attack
	// units of a defending stack one by one (Deluxe 18.0 amending 6.3).
	SplitStack bool
	// OffensiveSupply applies the optional Offensive Supply markers
	// (Deluxe 18.1), with Markers their numbers from the scenario's rule.
	OffensiveSupply bool
	Markers         model.Markers
	// Effects are the scenario's rules the engine applies, special rules
	// and the optional rules switched on, by effect.
	Effects map[model.RuleEffect]model.RuleRef
	// Scoring is how the scenario's cities score, where it differs from the
	// basic rule; nil for the basic rule.
	Scoring *model.Scoring
	// NoFighting: after Berlin falls in the Historical games the players
	// only move (1975 13.32; Deluxe 12.2).
	NoFighting bool
}

// Has reports whether the terms include a rule with effect e.
func (t Terms) Has(e model.RuleEffect) bool {
	_, ok := t.Effects[e]
	return ok
}

// Rule returns the scenario rule behind effect e.
func (t Terms) Rule(e model.RuleEffect) (model.RuleRef, bool) {
	r, ok := t.Effects[e]
	return r, ok
}

// Applies reports whether the edition states the rule behind a code: some
// rules are in one rulebook only (1975 6.24 lets no enemy unit be attacked
// twice in a combat phase; the Deluxe rules drop that), and an edition's
// ruleRefs name a rule for a code exactly when its rulebook has the rule.
func (t Terms) Applies(code string) bool { _, ok := t.RuleRefs[code]; return ok }

// citeEffect names the scenario rule behind an effect: "1994 15.2".
func (t Terms) citeEffect(e model.RuleEffect) string {
	if r, ok := t.Effects[e]; ok && r.Rule != "" {
		return t.Edition + " " + r.Rule
	}
	return ""
}

// Cite names the rule behind a code in the terms' edition, or "".
func (t Terms) Cite(code string) string { return t.RuleRefs.Cite(t.Edition, code) }

// The ids of the optional rules the engine applies.
const (
	// OptionalStackingGroups is the Commonwealth/US stacking rule.
	OptionalStackingGroups = "stacking-groups"
	// OptionalSplitStack lets an attacker attack a stack's units apart.
	OptionalSplitStack = "split-stack-combat"
	// OptionalOffensiveSupply is the Offensive Supply markers' rule.
	OptionalOffensiveSupply = "offensive-supply"
)

// ScenarioTerms reads a scenario's terms: its enemies at the start, whether
// the Theater Boundary holds, which part of the map is used, which forces
// are in play, what its special rules change, and the optional rules
// switched on by id. An optional rule the scenario does not offer is
// refused with the ones it does.
func ScenarioTerms(ed *model.EditionInfo, s *model.Scenario, optional []string) (Terms, error) {
	t := Terms{
		Edition:         ed.ID,
		RuleRefs:        ed.RuleRefs,
		Relations:       NewRelations(s.Hostile),
		TheaterEnforced: s.TheaterBoundary.Status == model.BoundaryEnforced,
		ForcesInPlay:    s.Forces.InPlay,
		BerlinOpen:      s.HasEffect(model.BerlinOpenToGermans),
	}
	if s.TheaterBoundary.MapArea == model.MapEastOnly {
		t.Area = model.TheaterEast
	}
	for _, id := range optional {
		if _, ok := s.OptionalRule(id); !ok {
			offered := make([]string, len(s.OptionalRules))
			for i, r := range s.OptionalRules {
				offered[i] = r.ID
			}
			have := "none"
			if len(offered) > 0 {
				have = strings.Join(offered, ", ")
			}
			return Terms{}, newError("scenario.optional-unknown", "scenario %s of edition %s offers no optional rule %q%s (it offers: %s)", s.ID, ed.ID, id, DidYouMean(id, offered), have)
		}
	}
	t.StackingGroups = slices.Contains(optional, OptionalStackingGroups)
	t.SplitStack = slices.Contains(optional, OptionalSplitStack)
	t.OffensiveSupply = slices.Contains(optional, OptionalOffensiveSupply)
	// Without numbers in the data no force has markers to place: a data
	// test keeps every offered Offensive Supply rule's numbers present.
	if r, ok := s.OptionalRule(OptionalOffensiveSupply); ok && t.OffensiveSupply && r.Markers != nil {
		t.Markers = *r.Markers
	}
	t.Effects = map[model.RuleEffect]model.RuleRef{}
	for _, r := range s.SpecialRules {
		for _, e := range r.Effects {
			t.Effects[e] = r
		}
	}
	for _, r := range s.OptionalRules {
		if slices.Contains(optional, r.ID) {
			for _, e := range r.Effects {
				t.Effects[e] = r
			}
		}
	}
	t.Scoring = s.Victory.Scoring
	return t, nil
}

// OfferedOptional keeps the optional rules of ids that the scenario offers.
func OfferedOptional(s *model.Scenario, ids []string) []string {
	var out []string
	for _, id := range ids {
		if _, ok := s.OptionalRule(id); ok {
			out = append(out, id)
		}
	}
	return out
}

// UnitOf is the unit of counter c fighting for force f.
func UnitOf(c *model.Counter, f model.Force) Unit {
	return Unit{Counter: c.ID, Label: c.Label, Nationality: c.Nationality, Force: canonical(f), Size: c.Size, Type: c.Type,
		Attack: c.Attack, Defense: c.Defense, Movement: c.Movement, SS: c.SS}
}

// canonical returns f as the model's constant for its force when it is
// one: forces read from the data are strings of their own, and two
// strings that share their bytes compare at once, so a referee that asks
// a unit's force at every step of a long game asks it faster.
func canonical(f model.Force) model.Force {
	for _, k := range model.Forces {
		if f == k {
			return k
		}
	}
	return f
}

// ResolvedSetup is a scenario's setup resolved for the engine and ready to
// judge: its terms, the engine's placements, and the model placements they
// come from (Placements[i] from From[i]).
type ResolvedSetup struct {
	Terms      Terms
	Placements []SetupPlacement
	From       []model.Placement
}

// ScenarioSetup resolves a scenario's effective setup (following setupFrom)
// into the engine's placements and terms, with optional rules switched on
// by id.
func ScenarioSetup(ed *model.Edition, s *model.Scenario, optional []string) (ResolvedSetup, error) {
	if ed.Counters == nil {
		return ResolvedSetup{}, newError("scenario.no-counters", "edition %s has no counters", ed.Info.ID)
	}
	t, err := ScenarioTerms(&ed.Info, s, optional)
	if err != nil {
		return ResolvedSetup{}, err
	}
	from, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return ResolvedSetup{}, err
	}
	index := ed.Counters.Index()
	ps := make([]SetupPlacement, len(from))
	for i, p := range from {
		c := index[p.Counter]
		f, err := p.ForceOf(c)
		if err != nil {
			return ResolvedSetup{}, err
		}
		ps[i] = SetupPlacement{Unit: UnitOf(c, f), Hex: p.Hex, Zone: p.Zone, Box: p.Box, ByAuthor: p.Src == model.AuthorSourceID}
	}
	return ResolvedSetup{Terms: t, Placements: ps, From: from}, nil
}

// Check judges the setup on a board.
func (s ResolvedSetup) Check(b *Board) []Violation { return CheckSetup(b, s.Terms, s.Placements) }

// Situation is the position at the start of the setup on a board: every
// unit placed in a hex. Units placed in a zone or box have no hex yet; they
// are returned apart.
func (s ResolvedSetup) Situation(b *Board) (*Situation, []SetupPlacement) {
	sit := &Situation{Board: b, Terms: s.Terms}
	var unplaced []SetupPlacement
	for _, p := range s.Placements {
		if p.Hex == nil {
			unplaced = append(unplaced, p)
			continue
		}
		sit.Units = append(sit.Units, Placed{Unit: p.Unit, Hex: *p.Hex})
	}
	return sit, unplaced
}

// ScenarioSituation is the position at the start of a scenario on a board.
func ScenarioSituation(ed *model.Edition, s *model.Scenario, b *Board) (*Situation, []SetupPlacement, error) {
	setup, err := ScenarioSetup(ed, s, nil)
	if err != nil {
		return nil, nil, err
	}
	sit, unplaced := setup.Situation(b)
	return sit, unplaced, nil
}
