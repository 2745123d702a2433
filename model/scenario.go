package model

import (
	"fmt"
	"slices"
	"strings"
)

// Player is a player's role in a scenario: one per force, or German for
// the player who runs both German forces in the three-player game.
type Player string

// The player roles.
const (
	SovietPlayer        Player = "soviet"
	WesternAlliedPlayer Player = "western-allied"
	GermanPlayer        Player = "german"
	EastGermanPlayer    Player = "east-german"
	WestGermanPlayer    Player = "west-german"
)

// Control says which forces one player runs.
type Control struct {
	Player Player  `json:"player"`
	Forces []Force `json:"forces"`
}

// Turns is the first and last game turn of a scenario.
type Turns struct {
	First int    `json:"first"`
	Last  int    `json:"last"`
	Src   string `json:"src,omitempty"`
}

// ForcesInPlay lists the forces taking part and those left out.
type ForcesInPlay struct {
	InPlay    []Force `json:"inPlay"`
	NotInPlay []Force `json:"notInPlay"`
}

// Boundary statuses and map areas of a scenario's BoundaryRule.
const (
	BoundaryEnforced = "enforced"
	BoundaryIgnored  = "ignored"
	MapWhole         = "whole-map"
	MapEastOnly      = "east-of-boundary"
)

// BoundaryRule says whether the German Theater Boundary restricts
// movement at the start, and which part of the map is used.
type BoundaryRule struct {
	Status  string `json:"status"`
	MapArea string `json:"mapArea"`
}

// RuleRef is a special or optional rule of a scenario: its rule number and
// a summary in the project's own words. Amends is set on an optional rule
// that changes another rule (Deluxe 18.0).
type RuleRef struct {
	ID      string `json:"id"`
	Rule    string `json:"rule"`
	Amends  string `json:"amends,omitempty"`
	Summary string `json:"summary"`
	// Effects are what the rule changes in the engine's terms, for the
	// rules whose text differs between rulebooks.
	Effects []RuleEffect `json:"effects,omitempty"`
	// Number is a number the rule states that its effects use (attacks
	// required, a movement multiple, a first turn); Roll the die results
	// on which its effect happens.
	Number int   `json:"number,omitempty"`
	Roll   []int `json:"roll,omitempty"`
	// Markers are the numbers of a rule that gives players markers to
	// place (Offensive Supply): several numbers, so not Number.
	Markers *Markers `json:"markers,omitempty"`
	// Src is the source of a rule a variant's author added or changed
	// (the author); empty, the rule is the rulebook's, as the scenario's
	// sources say.
	Src string `json:"src,omitempty"`
}

// Markers are the numbers of a marker rule: how far from a marker units
// profit from it, how many markers each force may place a turn, the stock
// a force draws them from (a force with none has no stock to run out of)
// and the turn on which the stocks are refilled (0: never).
type Markers struct {
	Range      int           `json:"range"`
	PerTurn    map[Force]int `json:"perTurn"`
	Stock      map[Force]int `json:"stock,omitempty"`
	RefillTurn int           `json:"refillTurn,omitempty"`
}

// RuleEffect is a change a special rule makes to what the engine allows.
type RuleEffect string

// The effects the engine knows.
const (
	// BerlinOpenToGermans lifts the ban on German units in Berlin (the
	// Deluxe three-player game does; the 1975 one does not).
	BerlinOpenToGermans RuleEffect = "berlin-open-to-germans"
	// GermanReplacementsAnySide lets German replacements enter in any hex
	// next to Berlin, from one pool (the three-player games).
	GermanReplacementsAnySide RuleEffect = "german-replacements-any-side"
	// PolishTruce: Polish exile and Polish communist units may not attack
	// each other (Deluxe 13.1, 15.2).
	PolishTruce RuleEffect = "polish-truce"
	// TripleMove: one German unit a movement phase may move at Number
	// times its allowance; TripleMoveCrossesBoundary adds the 1975
	// condition that it cross the Theater Boundary.
	TripleMove                RuleEffect = "triple-move"
	TripleMoveCrossesBoundary RuleEffect = "triple-move-crosses-boundary"
	// SkipFirstSovietTurn: on a Roll result the Soviet player has no
	// player turn on the scenario's first turn.
	SkipFirstSovietTurn RuleEffect = "skip-first-soviet-turn"
	// What the fall of Berlin does.
	BerlinFallsRemovesGermans RuleEffect = "berlin-falls-removes-germans"
	BerlinFallsAlliesEnemies  RuleEffect = "berlin-falls-allies-enemies"
	BerlinFallsEndsFighting   RuleEffect = "berlin-falls-ends-fighting"
	// SSUnderWesternAllies: when Berlin falls the SS stay, under the
	// Western Allied player.
	SSUnderWesternAllies RuleEffect = "ss-under-western-allies"
	// WesternAlliesOccupyToScore: the Western Allied player scores only
	// the cities Western Allied units occupy (1975 13.7).
	WesternAlliesOccupyToScore RuleEffect = "western-allies-occupy-to-score"
	// MandatedWestAttacks: the West Germans must attack the Western Allies
	// Number times on turn 1; MandatedAttacksOneToOne: each at 1-1 or better.
	MandatedWestAttacks     RuleEffect = "mandated-west-attacks"
	MandatedAttacksOneToOne RuleEffect = "mandated-attacks-one-to-one"
	// CourlandEvacuation: one Courland unit may try to evacuate by sea from
	// turn Number on, lost on a Roll result; CourlandFreeEvacuation lifts
	// the limits to one a turn at any time.
	CourlandEvacuation     RuleEffect = "courland-evacuation"
	CourlandFreeEvacuation RuleEffect = "courland-free-evacuation"
	// What decides the game when no Allied unit has taken Berlin: a draw
	// if none ever entered it (1975 13.33); the German player wins if none
	// ever entered it (the 1975 three-player game) or if none holds it at
	// the end (Deluxe 16.3).
	BerlinUntakenDraw       RuleEffect = "berlin-untaken-draw"
	BerlinUntakenGermansWin RuleEffect = "berlin-untaken-germans-win"
	BerlinUnheldGermansWin  RuleEffect = "berlin-unheld-germans-win"
	// MandateLifted: the turn-1 West German attacks are not required
	// (the East Front Concentration option).
	MandateLifted RuleEffect = "mandate-lifted"
	// GermanReplacementsAsEast: every German replacement comes in the East
	// German replacement phase, at the East and West German rates added,
	// from both German boxes, as an East German unit (East Front
	// Concentration).
	GermanReplacementsAsEast RuleEffect = "german-replacements-as-east"
	// GermanExitsAnyZone: any German unit may leave by any German exit
	// zone, East or West German (the three-player games, where one player
	// has every German unit and the boundary binds no one).
	GermanExitsAnyZone RuleEffect = "german-exits-any-zone"
)

// RuleWithEffect returns the special rule of the scenario that has effect
// e, or the optional rule with it when its id is among optional (the
// optional rules switched on).
func (s *Scenario) RuleWithEffect(e RuleEffect, optional []string) (RuleRef, bool) {
	for _, r := range s.SpecialRules {
		if slices.Contains(r.Effects, e) {
			return r, true
		}
	}
	for _, r := range s.OptionalRules {
		if slices.Contains(r.Effects, e) && slices.Contains(optional, r.ID) {
			return r, true
		}
	}
	return RuleRef{}, false
}

// HasEffect reports whether any of the scenario's special rules has e.
func (s *Scenario) HasEffect(e RuleEffect) bool {
	for _, r := range s.SpecialRules {
		if slices.Contains(r.Effects, e) {
			return true
		}
	}
	return false
}

// Victory kinds.
const (
	VictoryPoints = "victory-points"
	BerlinRace    = "berlin-race"
)

// Victory is how a scenario is won.
type Victory struct {
	Kind    string   `json:"kind"`
	Summary string   `json:"summary"`
	Scoring *Scoring `json:"scoring,omitempty"`
	// Src is set on a variant's victory its author changed (the author).
	Src string `json:"src,omitempty"`
}

// Scoring is how cities score in a scenario where it differs from the
// basic rule.
type Scoring struct {
	// Cities is "east" when only the cities east of the Theater Boundary
	// count; "" or "all" otherwise.
	Cities string `json:"cities,omitempty"`
	// Control is "occupy" when only occupation holds a city; "" or
	// "occupy-or-zoc" otherwise.
	Control string `json:"control,omitempty"`
	// Scorers maps a player, named by the force he scores for, to the
	// forces whose units hold cities for him.
	Scorers map[Force][]Force `json:"scorers,omitempty"`
	Rule    string            `json:"rule,omitempty"`
}

// Scoring values.
const (
	CitiesEast         = "east"
	ControlOccupy      = "occupy"
	ControlOccupyOrZOC = "occupy-or-zoc"
)

// Placement puts one counter in a hex, a zone of the map or a box. Exactly
// one of Hex, Zone and Box is set, except that a zone placement may also
// name the hex chosen inside the zone. Stats are the values the setup source
// prints next to the unit, for cross-checking; Force is set on German
// placements and gives the force the counter starts in.
type Placement struct {
	Counter string `json:"counter"`
	Hex     *Hex   `json:"hex,omitempty"`
	Zone    string `json:"zone,omitempty"`
	Box     string `json:"box,omitempty"`
	Stats   string `json:"stats,omitempty"`
	Force   Force  `json:"force,omitempty"`
	Src     string `json:"src"`
}

// Where describes the placement's location: "2104", "zone courland" or
// "box soviet-destroyed".
func (p Placement) Where() string {
	switch {
	case p.Hex != nil && p.Zone != "":
		return p.Hex.String() + " (zone " + p.Zone + ")"
	case p.Hex != nil:
		return p.Hex.String()
	case p.Zone != "":
		return "zone " + p.Zone
	case p.Box != "":
		return "box " + p.Box
	}
	return "nowhere"
}

// ForceOf returns the force the placed counter belongs to in the scenario:
// the placement's force for German counters, the counter's own force for
// the rest. It is an error when neither gives one or the two disagree.
func (p Placement) ForceOf(c *Counter) (Force, error) {
	switch {
	case c == nil:
		return "", fmt.Errorf("placement of %q: no such counter", p.Counter)
	case c.ID != p.Counter:
		return "", fmt.Errorf("placement of %q given counter %q", p.Counter, c.ID)
	case p.Force != "" && c.Force != "" && p.Force != c.Force:
		return "", fmt.Errorf("placement of %q says %s but the counter is %s", p.Counter, p.Force, c.Force)
	case p.Force != "":
		return p.Force, nil
	case c.Force != "":
		return c.Force, nil
	}
	return "", fmt.Errorf("placement of %q: the counter has no fixed force and the placement names none", p.Counter)
}

// SetAside is a counter of a force in play that the setup leaves off the
// map on purpose.
type SetAside struct {
	Counter string `json:"counter"`
	Reason  string `json:"reason"`
	Src     string `json:"src"`
}

// TurnDate is a turn a scenario dates itself, past or instead of the
// edition's Turn Record Track.
type TurnDate struct {
	Turn  int    `json:"turn"`
	Start string `json:"start"`
	Label string `json:"label,omitempty"`
	Src   string `json:"src,omitempty"`
}

// Scenario is the content of one scenarios/<id>.json file.
type Scenario struct {
	Schema  string `json:"$schema"`
	ID      string `json:"id"`
	Edition string `json:"edition"`
	Name    string `json:"name"`
	// Rule is the scenario's number in the edition's rulebook; an
	// author's own scenario has none.
	Rule    string    `json:"rule,omitempty"`
	Players int       `json:"players"`
	Control []Control `json:"control"`
	Turns   Turns     `json:"turns"`
	// TurnDates date the turns of a scenario that owns its turns (see
	// OwnsTurns).
	TurnDates       []TurnDate   `json:"turnDates,omitempty"`
	Forces          ForcesInPlay `json:"forces"`
	Hostile         [][2]Force   `json:"hostile"`
	TheaterBoundary BoundaryRule `json:"theaterBoundary"`
	SpecialRules    []RuleRef    `json:"specialRules"`
	OptionalRules   []RuleRef    `json:"optionalRules"`
	Victory         Victory      `json:"victory"`
	// Sequence is the scenario's own sequence of play, when it changes the
	// edition's; nil when the edition's applies.
	Sequence  *SequenceOfPlay `json:"sequenceOfPlay,omitempty"`
	SetupFrom string          `json:"setupFrom,omitempty"`
	// BasedOn names the scenario this one was started from and then
	// changed: a variant with a setup of its own, unlike SetupFrom.
	BasedOn  string      `json:"basedOn,omitempty"`
	Setup    []Placement `json:"setup,omitempty"`
	SetAside []SetAside  `json:"setAside,omitempty"`
	Sources  Sources     `json:"sources"`
	Notes    []Note      `json:"notes"`
}

// OwnsTurns reports whether the scenario dates its own turns rather than
// taking them from the edition's Turn Record Track.
func (s *Scenario) OwnsTurns() bool { return len(s.TurnDates) > 0 }

// TurnDate returns the date the scenario gives turn n, if it gives one.
func (s *Scenario) TurnDate(n int) (TurnDate, bool) {
	for _, t := range s.TurnDates {
		if t.Turn == n {
			return t, true
		}
	}
	return TurnDate{}, false
}

// InPlay reports whether force f takes part in the scenario.
func (s *Scenario) InPlay(f Force) bool { return slices.Contains(s.Forces.InPlay, f) }

// HostileAtStart reports whether forces a and b are enemies when play starts.
func (s *Scenario) HostileAtStart(a, b Force) bool {
	for _, h := range s.Hostile {
		if (h[0] == a && h[1] == b) || (h[0] == b && h[1] == a) {
			return true
		}
	}
	return false
}

// PlayerOf returns the player who runs force f.
func (s *Scenario) PlayerOf(f Force) (Player, bool) {
	for _, c := range s.Control {
		if slices.Contains(c.Forces, f) {
			return c.Player, true
		}
	}
	return "", false
}

// SpecialRule returns the special rule with the given id.
func (s *Scenario) SpecialRule(id string) (RuleRef, bool) { return findRule(s.SpecialRules, id) }

// OptionalRule returns the optional rule with the given id.
func (s *Scenario) OptionalRule(id string) (RuleRef, bool) { return findRule(s.OptionalRules, id) }

func findRule(rs []RuleRef, id string) (RuleRef, bool) {
	for _, r := range rs {
		if r.ID == id {
			return r, true
		}
	}
	return RuleRef{}, false
}

// ScenarioLookup finds another scenario of the same edition by id.
type ScenarioLookup func(id string) (*Scenario, bool)

// LookupIn returns a ScenarioLookup over a list of scenarios.
func LookupIn(scenarios []*Scenario) ScenarioLookup {
	return func(id string) (*Scenario, bool) {
		for _, s := range scenarios {
			if s.ID == id {
				return s, true
			}
		}
		return nil, false
	}
}

// EffectiveSetup returns the placements a scenario actually starts with:
// its own setup, or the effective setup of the scenario named by SetupFrom,
// restricted to the forces in play here and without this scenario's
// set-aside counters. The order of the source setup is kept. Counters
// resolve placements to forces (see Placement.ForceOf).
func (s *Scenario) EffectiveSetup(lookup ScenarioLookup, counters *CounterSet) ([]Placement, error) {
	return s.effectiveSetup(lookup, counters.Index(), []string{s.ID})
}

func (s *Scenario) effectiveSetup(lookup ScenarioLookup, index map[string]*Counter, chain []string) ([]Placement, error) {
	setup := s.Setup
	if s.SetupFrom != "" {
		if len(s.Setup) > 0 {
			return nil, fmt.Errorf("scenario %s has both setup and setupFrom", s.ID)
		}
		src, ok := lookup(s.SetupFrom)
		if !ok {
			return nil, fmt.Errorf("scenario %s takes its setup from %q, which does not exist", s.ID, s.SetupFrom)
		}
		if src.Edition != s.Edition {
			return nil, fmt.Errorf("scenario %s (edition %s) takes its setup from %s of edition %s", s.ID, s.Edition, src.ID, src.Edition)
		}
		if slices.Contains(chain, src.ID) {
			return nil, fmt.Errorf("setupFrom loop: %s -> %s", strings.Join(chain, " -> "), src.ID)
		}
		var err error
		if setup, err = src.effectiveSetup(lookup, index, append(chain, src.ID)); err != nil {
			return nil, err
		}
	}
	aside := map[string]bool{}
	for _, a := range s.SetAside {
		aside[a.Counter] = true
	}
	var out []Placement
	for _, p := range setup {
		f, err := p.ForceOf(index[p.Counter])
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %w", s.ID, err)
		}
		// An inherited setup is cut down to this scenario's forces; a
		// scenario's own placement of a force not in play is kept, so the
		// rules can report it.
		if (s.SetupFrom != "" && !s.InPlay(f)) || aside[p.Counter] {
			continue
		}
		out = append(out, p)
	}
	return out, nil
}
