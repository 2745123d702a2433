package rules

import (
	"encoding/json"

	"github.com/bfgdata/bfgdata/model"
)

// Unit is a combat unit: its counter, what is printed on it, and the
// force it fights for. The engine judges with it and every answer shows
// it; its JSON is how the answers show a unit, and an answer that says
// more of a unit (where it starts, where it stands, what it attacks
// across) embeds a Unit. Force is empty only for a German unit of a
// counter set whose German units take their force from the setup (the
// 1975 set), offered before it is placed.
type Unit struct {
	Counter     string            `json:"counter"`
	Label       string            `json:"label"`
	Nationality model.Nationality `json:"nationality"`
	Force       model.Force       `json:"force,omitempty"`
	Size        model.UnitSize    `json:"size,omitempty"`
	Type        model.UnitType    `json:"type,omitempty"`
	Attack      int               `json:"attack"`
	Defense     int               `json:"defense"`
	Movement    int               `json:"movement"`
	// SS is for the rules that set SS units apart (a city only they hold,
	// the units that stay when Berlin falls); the answers never show it.
	SS bool `json:"-"`
}

// SovietFront reports whether u is a Soviet front (the 8-20-3s), which never
// stack with one another (1975 5.21; Deluxe 5.1).
func (u Unit) SovietFront() bool {
	return u.Force == model.Soviet && u.Size == model.Front
}

// Stats formats the unit's values as printed: attack-defense-movement.
func (u Unit) Stats() string {
	return model.FormatStats(u.Attack, u.Defense, u.Movement)
}

// Placed is a unit on a hex. Its JSON is the engine's own form, the one
// the combats of a game log have always shown (placedJSON).
type Placed struct {
	Unit
	Hex model.Hex
}

// EngineUnit is a unit in the engine's own JSON form, the one a game
// log's combats and the play API's replacements have always shown: the
// counter as "id", the force before the nationality, the SS flag the
// answers' form of a unit leaves out, and no type.
type EngineUnit struct {
	Counter     string            `json:"id"`
	Label       string            `json:"label,omitempty"`
	Force       model.Force       `json:"force"`
	Nationality model.Nationality `json:"nationality,omitempty"`
	Size        model.UnitSize    `json:"size,omitempty"`
	Attack      int               `json:"attack"`
	Defense     int               `json:"defense"`
	Movement    int               `json:"movement"`
	SS          bool              `json:"ss,omitempty"`
}

// Engine is u in the engine's JSON form.
func (u Unit) Engine() EngineUnit {
	return EngineUnit{Counter: u.Counter, Label: u.Label, Force: u.Force, Nationality: u.Nationality, Size: u.Size,
		Attack: u.Attack, Defense: u.Defense, Movement: u.Movement, SS: u.SS}
}

// Unit is the unit e was written from (its type, which the form leaves
// out, empty).
func (e EngineUnit) Unit() Unit {
	return Unit{Counter: e.Counter, Label: e.Label, Nationality: e.Nationality, Force: e.Force, Size: e.Size,
		Attack: e.Attack, Defense: e.Defense, Movement: e.Movement, SS: e.SS}
}

// placedJSON is a unit on a hex in the engine's form, the hex under Go's
// own name.
type placedJSON struct {
	EngineUnit
	Hex model.Hex
}

// MarshalJSON writes the engine's form.
func (p Placed) MarshalJSON() ([]byte, error) {
	return json.Marshal(placedJSON{EngineUnit: p.Unit.Engine(), Hex: p.Hex})
}

// UnmarshalJSON reads the engine's form back.
func (p *Placed) UnmarshalJSON(b []byte) error {
	var w placedJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*p = Placed{Unit: w.EngineUnit.Unit(), Hex: w.Hex}
	return nil
}

// Relations say which forces are enemies. It is symmetric.
type Relations struct {
	hostile map[[2]model.Force]bool
}

// NewRelations builds relations from hostile pairs.
func NewRelations(pairs [][2]model.Force) Relations {
	r := Relations{hostile: map[[2]model.Force]bool{}}
	for _, p := range pairs {
		r.hostile[[2]model.Force{p[0], p[1]}] = true
		r.hostile[[2]model.Force{p[1], p[0]}] = true
	}
	return r
}

// HistoricalRelations are the relations at the start of the historical
// scenarios: each German force is the enemy of the Soviets and the Western
// Allies; the Germans are friends of each other and so are the Allies
// (1975 6.11, 6.12; Deluxe 6.3).
func HistoricalRelations() Relations {
	return NewRelations([][2]model.Force{
		{model.Soviet, model.EastGerman}, {model.Soviet, model.WestGerman},
		{model.WesternAllied, model.EastGerman}, {model.WesternAllied, model.WestGerman},
	})
}

// Hostile reports whether forces a and b are enemies.
func (r Relations) Hostile(a, b model.Force) bool { return r.hostile[[2]model.Force{a, b}] }
