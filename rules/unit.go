package rules

import "github.com/bfgdata/bfgdata/model"

// Unit is what the rules need to know about a counter in play. Its JSON,
// with lower-case keys, is how an answer of the play API shows a unit (a
// replacement the phase may bring back).
type Unit struct {
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

// SovietFront reports whether u is a Soviet front (the 8-20-3s), which never
// stack with one another (1975 5.21; Deluxe 5.1).
func (u Unit) SovietFront() bool {
	return u.Force == model.Soviet && u.Size == model.Front
}

// Stats formats the unit's values as printed: attack-defense-movement.
func (u Unit) Stats() string {
	return model.FormatStats(u.Attack, u.Defense, u.Movement)
}

// Placed is a unit on a hex.
type Placed struct {
	Unit
	Hex model.Hex
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
