package model

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// CounterKind tells combat units from markers.
type CounterKind string

// The kinds of counter.
const (
	KindUnit   CounterKind = "unit"
	KindMarker CounterKind = "marker"
)

// Nationality is the nation whose colours a unit wears. It is not the
// force: Hungarian units are East German, Romanian units Soviet.
type Nationality string

// The nationalities of both counter sets.
const (
	US              Nationality = "us"
	British         Nationality = "british"
	Canadian        Nationality = "canadian"
	French          Nationality = "french"
	PolishExile     Nationality = "polish-exile"
	SovietNation    Nationality = "soviet"
	PolishCommunist Nationality = "polish-communist"
	Bulgarian       Nationality = "bulgarian"
	Romanian        Nationality = "romanian"
	Yugoslav        Nationality = "yugoslav"
	German          Nationality = "german"
	Hungarian       Nationality = "hungarian"
)

// UnitSize is the formation size of a unit (XXX, XXXX, XXXXX).
type UnitSize string

// The unit sizes.
const (
	Corps UnitSize = "corps"
	Army  UnitSize = "army"
	Front UnitSize = "front"
)

// UnitType is the arm of a unit.
type UnitType string

// The unit types.
const (
	Infantry   UnitType = "infantry"
	Armor      UnitType = "armor"
	Mechanized UnitType = "mechanized"
	Cavalry    UnitType = "cavalry"
	Airborne   UnitType = "airborne"
	Mountain   UnitType = "mountain"
)

// SetupSymbol is the 1994 set's scenario mark on a counter.
type SetupSymbol string

// The setup symbols.
const (
	Star  SetupSymbol = "star"  // Allied unit used in Red Star/White Star
	Cross SetupSymbol = "cross" // Axis unit
)

// MarkerKind says what a marker is for.
type MarkerKind string

// The marker kinds.
const (
	GameTurnMarker        MarkerKind = "game-turn"
	OffensiveSupplyMarker MarkerKind = "offensive-supply"
)

// Marker describes a marker counter.
type Marker struct {
	Kind MarkerKind `json:"kind"`
}

// FieldSrc names the sources of single counter fields that rest on
// something other than the counter's own src, such as an inferred type.
type FieldSrc struct {
	Label       string `json:"label,omitempty"`
	Nationality string `json:"nationality,omitempty"`
	Force       string `json:"force,omitempty"`
	PrintColour string `json:"printColour,omitempty"`
	Size        string `json:"size,omitempty"`
	Type        string `json:"type,omitempty"`
	Attack      string `json:"attack,omitempty"`
	Defense     string `json:"defense,omitempty"`
	Movement    string `json:"movement,omitempty"`
	SS          string `json:"ss,omitempty"`
	SetupSymbol string `json:"setupSymbol,omitempty"`
}

// Ids returns the source ids used, in field order.
func (f *FieldSrc) Ids() []string {
	if f == nil {
		return nil
	}
	var out []string
	for _, s := range []string{f.Label, f.Nationality, f.Force, f.PrintColour, f.Size, f.Type,
		f.Attack, f.Defense, f.Movement, f.SS, f.SetupSymbol} {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// Counter is one piece of a counter set. Unit fields are zero on markers.
//
// Force is empty on 1975 German units: their force depends on where a
// scenario sets them up (see Placement.ForceOf).
type Counter struct {
	ID          string      `json:"id"`
	Label       string      `json:"label"`
	Kind        CounterKind `json:"kind"`
	Nationality Nationality `json:"nationality,omitempty"`
	Force       Force       `json:"force,omitempty"`
	PrintColour Force       `json:"printColour,omitempty"`
	Size        UnitSize    `json:"size,omitempty"`
	Type        UnitType    `json:"type,omitempty"`
	Attack      int         `json:"attack,omitempty"`
	Defense     int         `json:"defense,omitempty"`
	Movement    int         `json:"movement,omitempty"`
	SS          bool        `json:"ss,omitempty"`
	SetupSymbol SetupSymbol `json:"setupSymbol,omitempty"`
	Marker      *Marker     `json:"marker,omitempty"`
	FieldSrc    *FieldSrc   `json:"fieldSrc,omitempty"`
	Src         string      `json:"src"`
}

// IsUnit reports whether the counter is a combat unit.
func (c *Counter) IsUnit() bool { return c.Kind == KindUnit }

// German reports whether the counter is a German unit.
func (c *Counter) German() bool { return c.Nationality == German }

// Stats returns the printed values as "attack-defense-movement", e.g.
// "7-4-8", or "" for a marker.
func (c *Counter) Stats() string {
	if !c.IsUnit() {
		return ""
	}
	return FormatStats(c.Attack, c.Defense, c.Movement)
}

// FormatStats writes attack, defense and movement as "7-4-8".
func FormatStats(attack, defense, movement int) string {
	return fmt.Sprintf("%d-%d-%d", attack, defense, movement)
}

// ParseStats reads "7-4-8" into attack, defense and movement.
func ParseStats(s string) (attack, defense, movement int, err error) {
	parts := strings.Split(s, "-")
	if len(parts) != 3 {
		return 0, 0, 0, fmt.Errorf("%q is not unit values: want attack-defense-movement, e.g. 7-4-8", s)
	}
	var v [3]int
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" || p[0] == '+' {
			return 0, 0, 0, fmt.Errorf("%q is not unit values: %q is not a whole number", s, p)
		}
		v[i] = n
	}
	return v[0], v[1], v[2], nil
}

// MarshalJSON writes the counter in schema key order, with the unit fields
// (ss included, even when false) on units and without them on markers.
func (c Counter) MarshalJSON() ([]byte, error) {
	type unit struct {
		ID          string      `json:"id"`
		Label       string      `json:"label"`
		Kind        CounterKind `json:"kind"`
		Nationality Nationality `json:"nationality"`
		Force       Force       `json:"force,omitempty"`
		PrintColour Force       `json:"printColour,omitempty"`
		Size        UnitSize    `json:"size"`
		Type        UnitType    `json:"type"`
		Attack      int         `json:"attack"`
		Defense     int         `json:"defense"`
		Movement    int         `json:"movement"`
		SS          bool        `json:"ss"`
		SetupSymbol SetupSymbol `json:"setupSymbol,omitempty"`
		FieldSrc    *FieldSrc   `json:"fieldSrc,omitempty"`
		Src         string      `json:"src"`
	}
	type marker struct {
		ID     string      `json:"id"`
		Label  string      `json:"label"`
		Kind   CounterKind `json:"kind"`
		Marker *Marker     `json:"marker"`
		Src    string      `json:"src"`
	}
	if c.IsUnit() {
		return json.Marshal(unit{c.ID, c.Label, c.Kind, c.Nationality, c.Force, c.PrintColour, c.Size, c.Type,
			c.Attack, c.Defense, c.Movement, c.SS, c.SetupSymbol, c.FieldSrc, c.Src})
	}
	return json.Marshal(marker{c.ID, c.Label, c.Kind, c.Marker, c.Src})
}

// CounterSet is the content of counters.json: every piece of one set.
type CounterSet struct {
	Schema  string `json:"$schema"`
	ID      string `json:"id"`
	Edition string `json:"edition"`
	Title   string `json:"title"`
	Pieces  int    `json:"pieces"`
	// GermanForce says how German units get their force: printed on the
	// counter, or given by each scenario's setup.
	GermanForce GermanForce `json:"germanForce"`
	Counters    []Counter   `json:"counters"`
	Sources     Sources     `json:"sources"`
	Notes       []Note      `json:"notes"`
}

// GermanForce is how a counter set gives German units their force.
type GermanForce string

// The ways.
const (
	ForcePrinted GermanForce = "printed"  // every unit names its force
	ForceBySetup GermanForce = "by-setup" // German units take it from the setup
)

// Find returns the counter with the given id.
func (s *CounterSet) Find(id string) (*Counter, bool) {
	for i := range s.Counters {
		if s.Counters[i].ID == id {
			return &s.Counters[i], true
		}
	}
	return nil, false
}

// Index maps counter ids to counters. Later duplicates do not replace
// earlier ones; use Duplicates to find them.
func (s *CounterSet) Index() map[string]*Counter {
	m := make(map[string]*Counter, len(s.Counters))
	for i := range s.Counters {
		if _, dup := m[s.Counters[i].ID]; !dup {
			m[s.Counters[i].ID] = &s.Counters[i]
		}
	}
	return m
}

// Duplicates lists ids that occur more than once, in order of their second
// occurrence.
func (s *CounterSet) Duplicates() []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range s.Counters {
		if seen[c.ID] {
			out = append(out, c.ID)
		}
		seen[c.ID] = true
	}
	return out
}

// Units returns the combat units, in file order.
func (s *CounterSet) Units() []*Counter {
	var out []*Counter
	for i := range s.Counters {
		if s.Counters[i].IsUnit() {
			out = append(out, &s.Counters[i])
		}
	}
	return out
}
