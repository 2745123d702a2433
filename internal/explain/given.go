package explain

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// A given position is any position, not only a scenario's start: the units
// a person puts on the map (a rulebook example, a game in progress), under
// a scenario's terms — who is whose enemy, the Theater Boundary, the
// optional rules switched on. Units are named by counter id or picked by
// nationality or force and printed values, the way the rulebooks' examples
// name them ("a 7-4-8 unit"):
//
//	5-us@2104            the counter 5-us in 2104
//	us:6-6-7@2204        a US 6-6-7, the first of the set not yet placed
//	west-german:2-3-4@2105
//	67@2105=west-german  a 1975 German counter with its force given
//
// A German counter that prints no force takes the force of the side of the
// Theater Boundary it stands on, unless one is given.

// Placement is one unit of a given position, as written.
type Placement struct {
	// Counter is a counter id, or KIND:A-D-M with KIND a nationality or
	// a force and A-D-M printed values: the first such counter of the set
	// not yet placed.
	Counter string
	Hex     model.Hex
	Force   model.Force
}

// ParsePlacement reads "UNIT@HEX" or "UNIT@HEX=FORCE".
func ParsePlacement(s string) (Placement, error) {
	s = strings.TrimSpace(s)
	who, rest, ok := strings.Cut(s, "@")
	if !ok || who == "" {
		return Placement{}, requestError("position.placement", "placement %q: want UNIT@HEX, e.g. 5-us@2104 or us:7-4-8@2004", s)
	}
	where, force, _ := strings.Cut(rest, "=")
	h, err := model.ParseHex(where)
	if err != nil {
		return Placement{}, requestError("position.placement", "placement %q: %v", s, err)
	}
	p := Placement{Counter: strings.ToLower(who), Hex: h, Force: model.Force(force)}
	if force != "" && !p.Force.Valid() {
		return Placement{}, requestError("position.placement", "placement %q: %q is not a force (soviet, western-allied, east-german, west-german)", s, force)
	}
	return p, nil
}

// ParsePlacements reads placements joined by commas or spaces.
func ParsePlacements(s string) ([]Placement, error) {
	var out []Placement
	for _, tok := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' }) {
		p, err := ParsePlacement(tok)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// PositionSpec is a given position: the scenario whose terms apply, the
// optional rules switched on, the units, and what the turn has done so far
// (Offensive Supply markers placed, fortifications destroyed).
type PositionSpec struct {
	Scenario       string
	Optional       []string
	Units          []Placement
	Supply         []rules.SupplyMarker
	DestroyedForts []model.Hex
}

// MaxUnits bounds the units of a given position: both counter sets hold
// 228 counters.
const MaxUnits = 1000

// GivenPosition builds a given position of an edition under a scenario's
// terms. Every unit must be a counter of the set placed once, on a hex of
// the map a unit may stand on; the rest of the position's legality is the
// rules', applied as the units move and fight.
func GivenPosition(ed *model.Edition, spec PositionSpec) (*StartingPosition, error) {
	s, err := ScenarioOf(ed, spec.Scenario)
	if err != nil {
		return nil, err
	}
	if ed.Map == nil {
		return nil, requestError("edition.no-map", "edition %s has no map file (its edition.json lists no files.map)", ed.Info.ID)
	}
	if ed.Counters == nil {
		return nil, requestError("scenario.no-counters", "edition %s has no counters", ed.Info.ID)
	}
	if len(spec.Units) == 0 {
		return nil, requestError("position.empty", "a position needs at least one unit")
	}
	if len(spec.Units) > MaxUnits {
		return nil, requestError("position.placement", "%d units: at most %d", len(spec.Units), MaxUnits)
	}
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return nil, err
	}
	terms, err := rules.ScenarioTerms(&ed.Info, s, spec.Optional)
	if err != nil {
		return nil, err
	}
	sit := &rules.Situation{Board: b, Terms: terms, DestroyedForts: spec.DestroyedForts}
	used := map[string]bool{}
	for _, p := range spec.Units {
		c, err := pickCounter(ed.Counters, p.Counter, used)
		if err != nil {
			return nil, err
		}
		used[c.ID] = true
		if !b.Enterable(p.Hex) {
			return nil, requestError("position.placement", "%s is placed in %s, which is off the map or where no unit may be", c.ID, p.Hex)
		}
		f := p.Force
		switch {
		case f == "" && c.Force != "":
			f = c.Force
		case f == "" && c.German():
			if f = germanForceOn(b.Theater(p.Hex)); f == "" {
				return nil, requestError("position.placement", "%s in %s: the hex is on neither side of the Theater Boundary; give the force, e.g. %s@%s=east-german", c.ID, p.Hex, c.ID, p.Hex)
			}
		case f != "" && c.Force != "" && f != c.Force:
			return nil, requestError("position.placement", "%s is %s; it cannot be placed as %s", c.ID, c.Force, f)
		case f == "":
			return nil, requestError("position.placement", "%s has no force; give one, e.g. %s@%s=soviet", c.ID, c.ID, p.Hex)
		}
		sit.Units = append(sit.Units, rules.Placed{Unit: rules.UnitOf(c, f), Hex: p.Hex})
	}
	// Stacking holds in any position (1975 5.21; Deluxe 5.1): at most two
	// units a hex, never two fronts, never enemies together.
	byHex := map[model.Hex][]rules.Placed{}
	for _, u := range sit.Units {
		byHex[u.Hex] = append(byHex[u.Hex], u)
	}
	hexes := slices.Collect(maps.Keys(byHex))
	model.SortHexes(hexes)
	for _, h := range hexes {
		us := byHex[h]
		if len(us) > 2 {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "stacking.over-limit", Rule: terms.Cite("stacking.over-limit"), Message: fmt.Sprintf("%d units in %s (%s); at most two may stack", len(us), h, unitIDs(us))}
		}
		if len(us) == 2 && us[0].SovietFront() && us[1].SovietFront() {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "stacking.fronts", Rule: terms.Cite("stacking.fronts"), Message: fmt.Sprintf("two Soviet fronts in %s", h)}
		}
		if len(us) == 2 && terms.Relations.Hostile(us[0].Force, us[1].Force) {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "stacking.enemies", Rule: terms.Cite("stacking.enemies"), Message: fmt.Sprintf("%s and %s are enemies and share %s", us[0].Counter, us[1].Counter, h)}
		}
	}
	for _, m := range spec.Supply {
		if !b.Enterable(m.Hex) {
			return nil, requestError("position.placement", "supply marker in %s: not a hex of the map a unit may stand on", m.Hex)
		}
	}
	sit.Supply = spec.Supply
	return &StartingPosition{Edition: ed, Scenario: s, Board: b, Situation: sit, Given: true}, nil
}

// germanForceOn is the force of a German unit that prints none on side t
// of the Theater Boundary, "" on the boundary or on neither side.
func germanForceOn(t model.Theater) model.Force {
	switch t {
	case model.TheaterEast:
		return model.EastGerman
	case model.TheaterWest:
		return model.WestGerman
	}
	return ""
}

// pickCounter finds the counter a placement names: by id, or the first
// unit of the set, not yet used, of the kind (nationality or force) with
// the printed values.
func pickCounter(set *model.CounterSet, who string, used map[string]bool) (*model.Counter, error) {
	kind, stats, isPick := strings.Cut(who, ":")
	if !isPick {
		c, ok := set.Find(who)
		if !ok || !c.IsUnit() {
			return nil, requestError("position.unit-unknown", "no unit %q in the %s counter set%s", who, set.ID, counterHint(set.Counters, who))
		}
		if used[c.ID] {
			return nil, requestError("position.placement", "%s is placed twice", c.ID)
		}
		return c, nil
	}
	a, d, m, err := model.ParseStats(stats)
	if err != nil {
		return nil, requestError("position.placement", "%q: %v", who, err)
	}
	for _, c := range set.Units() {
		if used[c.ID] || c.Attack != a || c.Defense != d || c.Movement != m {
			continue
		}
		if string(c.Nationality) == kind || string(c.Force) == kind || (kind == "german" && c.German()) {
			return c, nil
		}
	}
	return nil, requestError("position.unit-unknown", "no %s unit %s left in the %s counter set", kind, stats, set.ID)
}

// PositionFile is a given position written as JSON, with the combats to
// work out on it in order:
//
//	{
//	  "edition": "1994",
//	  "scenario": "historical",
//	  "optional": ["split-stack-combat", "offensive-supply"],
//	  "units": ["soviet:8-20-3@3723", "soviet:6-4-6@3724", "east-german:2-4-4@3823"],
//	  "supply": [{"hex": "3723", "force": "soviet"}],
//	  "combats": [
//	    {"attackers": ["3723", "soviet:6-4-6@3724"], "defenders": ["3823"], "die": 3,
//	     "advance": "soviet:6-4-6@3724"}
//	  ]
//	}
//
// A combat names its attackers and defenders by counter id, by hex (every
// unit in it), or by KIND:A-D-M@HEX (the first such unit in the hex), and
// may give the die, the exchange losses ("lose"), retreat hexes by unit
// ("retreat"), the unit that advances and where ("advance", "advanceTo"),
// and the combat phase ("phase": 2 for an Offensive Supply marker's
// second combat phase).
type PositionFile struct {
	Edition        string               `json:"edition"`
	Scenario       string               `json:"scenario"`
	Optional       []string             `json:"optional,omitempty"`
	Units          []string             `json:"units"`
	Supply         []rules.SupplyMarker `json:"supply,omitempty"`
	DestroyedForts []model.Hex          `json:"destroyedForts,omitempty"`
	Combats        []CombatStep         `json:"combats,omitempty"`
	Note           string               `json:"note,omitempty"`
}

// CombatStep is one combat of a position file, with the players' choices.
type CombatStep struct {
	Attackers []string          `json:"attackers"`
	Defenders []string          `json:"defenders"`
	Die       int               `json:"die,omitempty"`
	Phase     int               `json:"phase,omitempty"`
	Lose      []string          `json:"lose,omitempty"`
	Retreat   map[string]string `json:"retreat,omitempty"`
	Advance   string            `json:"advance,omitempty"`
	AdvanceTo string            `json:"advanceTo,omitempty"`
	Note      string            `json:"note,omitempty"`
}

// MaxPositionFile bounds a position file.
const MaxPositionFile = 1 << 20

// ParsePositionFile reads a position file. Unknown members are errors, so
// a misspelt one is caught.
func ParsePositionFile(raw []byte) (PositionFile, error) {
	var f PositionFile
	err := jsonx.DecodeStrict(raw, &f, jsonx.Input{MaxSize: MaxPositionFile})
	switch {
	case errors.Is(err, jsonx.ErrTooLarge):
		return PositionFile{}, requestError("position.file", "the position file is %d bytes; at most %d", len(raw), MaxPositionFile)
	case err != nil && isGameRecord(raw):
		return PositionFile{}, requestError("position.file", "this is a game record, not a position file: reach and combat take a record with --game (and --at for a point of it), game check replays it")
	case err != nil:
		return PositionFile{}, requestError("position.file", "position file: %v", err)
	}
	if f.Scenario == "" {
		return PositionFile{}, requestError("position.file", `position file: "scenario" is required (its terms apply)`)
	}
	if len(f.Combats) > MaxUnits {
		return PositionFile{}, requestError("position.file", "position file: %d combats; at most %d", len(f.Combats), MaxUnits)
	}
	for _, m := range f.Supply {
		if !m.Force.Valid() {
			return PositionFile{}, requestError("position.file", "position file: supply marker in %s has force %q", m.Hex, m.Force)
		}
	}
	return f, nil
}

// Spec is the position the file describes, with the optional rules given
// switched on besides the file's own (a front end's flag adds them).
func (f PositionFile) Spec(optional ...string) (PositionSpec, error) {
	spec := PositionSpec{Scenario: f.Scenario, Optional: append(slices.Clip(f.Optional), optional...), Supply: f.Supply, DestroyedForts: f.DestroyedForts}
	for _, u := range f.Units {
		p, err := ParsePlacement(u)
		if err != nil {
			return spec, err
		}
		spec.Units = append(spec.Units, p)
	}
	return spec, nil
}

// resolveUnits turns unit tokens into unit ids of the position: a counter
// id (any case), a hex (every unit in it), or KIND:A-D-M@HEX (the first
// unit in the hex of that kind and values).
func (p *StartingPosition) resolveUnits(tokens []string) ([]string, []model.Hex, error) {
	var ids []string
	var hexes []model.Hex
	for _, tok := range tokens {
		tok = strings.ToLower(strings.TrimSpace(tok))
		if h, err := model.ParseHex(tok); err == nil && len(tok) == 4 {
			hexes = append(hexes, h)
			continue
		}
		if who, where, ok := strings.Cut(tok, "@"); ok {
			h, err := model.ParseHex(where)
			if err != nil {
				return nil, nil, requestError("position.placement", "%q: %v", tok, err)
			}
			id, err := p.pickIn(who, h, ids)
			if err != nil {
				return nil, nil, err
			}
			ids = append(ids, id)
			continue
		}
		u, err := p.Unit(tok)
		if err != nil {
			return nil, nil, err
		}
		ids = append(ids, u.Counter)
	}
	return ids, hexes, nil
}

// pickIn finds the first unit in h that a KIND:A-D-M or an id names,
// skipping units already picked.
func (p *StartingPosition) pickIn(who string, h model.Hex, taken []string) (string, error) {
	kind, stats, isPick := strings.Cut(who, ":")
	for _, u := range p.Situation.UnitsAt(h) {
		if slices.Contains(taken, u.Counter) {
			continue
		}
		if !isPick && strings.EqualFold(u.Counter, who) {
			return u.Counter, nil
		}
		if isPick && u.Stats() == stats && (string(u.Nationality) == kind || string(u.Force) == kind || (kind == "german" && u.Force.German())) {
			return u.Counter, nil
		}
	}
	return "", requestError("unit.unknown", "no %s in %s", who, h)
}

// unitIDs lists the units of a hex, for a message that names them all.
func unitIDs(us []rules.Placed) string {
	ids := make([]string, len(us))
	for i, u := range us {
		ids[i] = u.Counter
	}
	return strings.Join(ids, ", ")
}

// isGameRecord reports whether raw reads as a game record (its "$schema"
// names the game schema, or it has turns), the file a person most often
// gives where a position is asked for.
func isGameRecord(raw []byte) bool {
	var head struct {
		Schema string          `json:"$schema"`
		Turns  json.RawMessage `json:"turns"`
	}
	if json.Unmarshal(raw, &head) != nil {
		return false
	}
	return strings.HasSuffix(head.Schema, "game.schema.json") || head.Turns != nil
}
