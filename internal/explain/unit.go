package explain

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// UnitsOf lists the combat units of an edition's counter set in file
// order, as a setup editor offers them before they are placed; markers
// are left out. A German unit of a set whose German units take their
// force from the setup (the 1975 set) has no force yet: the side of the
// Theater Boundary it is placed on decides. An edition without counters
// has none.
func UnitsOf(ed *model.Edition) []rules.Unit {
	if ed.Counters == nil {
		return []rules.Unit{}
	}
	units := ed.Counters.Units()
	out := make([]rules.Unit, 0, len(units))
	for _, c := range units {
		out = append(out, rules.UnitOf(c, c.Force))
	}
	return out
}

// SetupUnit is a unit where a scenario starts it: in a hex, in a hex
// inside a zone, or in a zone or box off the map (Hex zero).
type SetupUnit struct {
	rules.Unit
	Hex  model.Hex `json:"hex,omitzero"`
	Zone string    `json:"zone,omitempty"`
	Box  string    `json:"box,omitempty"`
	// Src is the source the placement cites, for the CSV form.
	Src string `json:"-"`
}

// Where is the unit's starting place as people read it: "2105",
// "3722 (zone courland)", "zone courland" or "box …".
func (u SetupUnit) Where() string {
	switch {
	case u.OnMap() && u.Zone != "":
		return u.Hex.String() + " (zone " + u.Zone + ")"
	case u.OnMap():
		return u.Hex.String()
	case u.Zone != "":
		return "zone " + u.Zone
	}
	return "box " + u.Box
}

// OnMap reports whether the unit starts in a hex.
func (u SetupUnit) OnMap() bool { return u.Hex != (model.Hex{}) }

// HexID is the unit's starting hex id, or "" when it starts off the map.
func (u SetupUnit) HexID() string {
	if !u.OnMap() {
		return ""
	}
	return u.Hex.String()
}

// Placements are units as render draws them where they start.
func Placements(units []SetupUnit) []render.Placement {
	out := make([]render.Placement, len(units))
	for i, u := range units {
		out[i] = render.Placement{Unit: Drawn(u.Unit), Hex: u.Hex, Zone: u.Zone, Box: u.Box}
	}
	return out
}

// Drawn is a unit as render draws it: the engine's unit less what only
// the rules read (SS), since render, below the rules, has its own input.
func Drawn(u rules.Unit) render.Unit {
	return render.Unit{Counter: u.Counter, Label: u.Label, Nationality: u.Nationality, Force: u.Force, Size: u.Size, Type: u.Type,
		Attack: u.Attack, Defense: u.Defense, Movement: u.Movement}
}
