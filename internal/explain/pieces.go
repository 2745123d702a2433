package explain

import "github.com/bfgdata/bfgdata/model"

// Piece is one combat unit of an edition's counter set, as a setup editor
// offers it: what is printed on it and the force it belongs to. Force is
// empty for a German unit of a set whose German units take their force
// from the setup (the 1975 set); the side of the Theater Boundary it is
// placed on decides.
type Piece struct {
	Counter     string            `json:"counter"`
	Label       string            `json:"label"`
	Nationality model.Nationality `json:"nationality"`
	Force       model.Force       `json:"force,omitempty"`
	Size        model.UnitSize    `json:"size,omitempty"`
	Type        model.UnitType    `json:"type,omitempty"`
	Attack      int               `json:"attack"`
	Defense     int               `json:"defense"`
	Movement    int               `json:"movement"`
	Stats       string            `json:"stats"`
}

// PiecesOf lists the combat units of an edition's counter set in file
// order; markers are left out. An edition without counters has none.
func PiecesOf(ed *model.Edition) []Piece {
	if ed.Counters == nil {
		return []Piece{}
	}
	units := ed.Counters.Units()
	out := make([]Piece, 0, len(units))
	for _, c := range units {
		out = append(out, Piece{Counter: c.ID, Label: c.Label, Nationality: c.Nationality, Force: c.Force, Size: c.Size, Type: c.Type,
			Attack: c.Attack, Defense: c.Defense, Movement: c.Movement, Stats: c.Stats()})
	}
	return out
}
