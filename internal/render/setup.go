package render

import (
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// UnitsOf turns a scenario's resolved setup into counters to draw: units
// in a hex stand there; units in a zone or box are listed beside the map.
func UnitsOf(s explain.Setup) []Unit {
	units := make([]Unit, 0, len(s.Units))
	for _, su := range s.Units {
		u := Unit{ID: su.Counter, Label: su.Label, Nationality: su.Nationality, Force: su.Force,
			Size: su.Size, Type: su.Type, Attack: su.Attack, Defense: su.Defense, Movement: su.Movement}
		switch {
		case su.Hex != nil:
			u.Hex = *su.Hex
		case su.Zone != "":
			u.Box = su.Zone
		default:
			u.Box = su.Box
		}
		units = append(units, u)
	}
	return units
}

// PieceUnit is the counter of a unit of the counter set in force f's
// colours (f matters only for German units), with no place yet.
func PieceUnit(p explain.Piece, f model.Force) Unit {
	return Unit{ID: p.Counter, Label: p.Label, Nationality: p.Nationality, Force: f, Size: p.Size, Type: p.Type,
		Attack: p.Attack, Defense: p.Defense, Movement: p.Movement}
}
