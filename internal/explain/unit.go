package explain

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// Unit is a combat unit as every answer shows it: its counter, what is
// printed on it, and the force it fights for. Force is empty only for a
// German unit of a counter set whose German units take their force from
// the setup (the 1975 set), offered before it is placed. An answer that
// says more of a unit — where it starts, where it stands, what it attacks
// across — embeds a Unit.
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
}

// UnitOf is the unit of counter c fighting for force f.
func UnitOf(c *model.Counter, f model.Force) Unit {
	return Unit{Counter: c.ID, Label: c.Label, Nationality: c.Nationality, Force: f, Size: c.Size, Type: c.Type,
		Attack: c.Attack, Defense: c.Defense, Movement: c.Movement}
}

// UnitsOf lists the combat units of an edition's counter set in file
// order, as a setup editor offers them before they are placed; markers
// are left out. A German unit of a set whose German units take their
// force from the setup (the 1975 set) has no force yet: the side of the
// Theater Boundary it is placed on decides. An edition without counters
// has none.
func UnitsOf(ed *model.Edition) []Unit {
	if ed.Counters == nil {
		return []Unit{}
	}
	units := ed.Counters.Units()
	out := make([]Unit, 0, len(units))
	for _, c := range units {
		out = append(out, UnitOf(c, c.Force))
	}
	return out
}

// Stats is the unit's printed attack-defense-movement.
func (u Unit) Stats() string { return model.FormatStats(u.Attack, u.Defense, u.Movement) }

// SetupUnit is a unit where a scenario starts it: in a hex, in a hex
// inside a zone, or in a zone or box off the map (Hex zero).
type SetupUnit struct {
	Unit
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
		out[i] = render.Placement{Unit: render.Unit(u.Unit), Hex: u.Hex, Zone: u.Zone, Box: u.Box}
	}
	return out
}
