package explain

import (
	"encoding/json"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// PlacedUnit is a unit where it stands in a position. Its JSON is the
// short form the combat answers have always printed: the counter as "id",
// its printed values as "stats", its force and hex.
type PlacedUnit struct {
	rules.Unit
	Hex model.Hex
}

type placedJSON struct {
	Counter string      `json:"id"`
	Stats   string      `json:"stats"`
	Force   model.Force `json:"force"`
	Hex     model.Hex   `json:"hex"`
}

// MarshalJSON writes the short form.
func (u PlacedUnit) MarshalJSON() ([]byte, error) {
	return json.Marshal(placedJSON{Counter: u.Counter, Stats: u.Stats(), Force: u.Force, Hex: u.Hex})
}

// UnmarshalJSON reads the short form back; the printed values come from
// "stats".
func (u *PlacedUnit) UnmarshalJSON(b []byte) error {
	var w placedJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*u = PlacedUnit{Unit: rules.Unit{Counter: w.Counter, Force: w.Force}, Hex: w.Hex}
	u.Attack, u.Defense, u.Movement, _ = model.ParseStats(w.Stats)
	return nil
}

// CombatUnit is an attacker or a defender: the unit where it stands and,
// for an attacker, the hexside type it attacks across, if any. Its JSON
// adds the attack and defense strengths the sums are made of.
type CombatUnit struct {
	PlacedUnit
	Across string
}

type combatJSON struct {
	Counter string      `json:"id"`
	Stats   string      `json:"stats"`
	Attack  int         `json:"attack"`
	Defense int         `json:"defense"`
	Force   model.Force `json:"force"`
	Hex     model.Hex   `json:"hex"`
	Across  string      `json:"across,omitempty"`
}

// MarshalJSON writes the combat answers' form of a unit.
func (u CombatUnit) MarshalJSON() ([]byte, error) {
	return json.Marshal(combatJSON{Counter: u.Counter, Stats: u.Stats(), Attack: u.Attack, Defense: u.Defense, Force: u.Force, Hex: u.Hex, Across: u.Across})
}

// UnmarshalJSON reads the combat answers' form back.
func (u *CombatUnit) UnmarshalJSON(b []byte) error {
	var w combatJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*u = CombatUnit{PlacedUnit: PlacedUnit{Unit: rules.Unit{Counter: w.Counter, Force: w.Force, Attack: w.Attack, Defense: w.Defense}, Hex: w.Hex}, Across: w.Across}
	_, _, u.Movement, _ = model.ParseStats(w.Stats)
	return nil
}

// placedOf is an engine's unit as the answers show it.
func placedOf(u rules.Placed) PlacedUnit { return PlacedUnit{Unit: u.Unit, Hex: u.Hex} }
