package arearules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
)

// Position is a worked example of the rulebook as data: the units in each
// zone, the strengths the example prints that the edition's counters do
// not give, an attack and its die, and the one cell of the combat table
// the example reads. A position carries only the example's own values.
type Position struct {
	Edition string              `json:"edition"`
	Example string              `json:"example"`
	Lines   [2]int              `json:"lines"`
	Units   map[string][]string `json:"units"`
	// Progress is the City Progress level of the Berlin zones the
	// example names (a zone not listed is at level 0).
	Progress  map[string]int  `json:"progress,omitempty"`
	Strengths Strengths       `json:"strengths,omitempty"`
	Attack    *PositionAttack `json:"attack,omitempty"`
	Die       int             `json:"die,omitempty"`
	Cell      *Cell           `json:"cell,omitempty"`
}

// PositionAttack names the attackers (each attacks from the zone it is
// in) and the zone attacked.
type PositionAttack struct {
	Attackers []string `json:"attackers"`
	Defender  string   `json:"defender"`
	Camp      string   `json:"camp"`
}

// Cell is one cell of a combat table: a column, a modified roll and its
// result code, with the line that prints it.
type Cell struct {
	Column string `json:"column"`
	Roll   int    `json:"roll"`
	Result string `json:"result"`
	Line   int    `json:"line"`
}

var columnForm = regexp.MustCompile(`^([1-9][0-9]?):([1-9][0-9]?)$`)

// ParsePosition reads a position file strictly: unknown members, trailing
// data, a die off 1-6, a column not of the form 3:1 or a result code the
// tables do not use are errors.
func ParsePosition(data []byte) (*Position, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p Position
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("position: data after the document")
	}
	if p.Edition == "" || len(p.Units) == 0 {
		return nil, fmt.Errorf("position: want an edition and units")
	}
	if p.Attack != nil && (p.Attack.Defender == "" || len(p.Attack.Attackers) == 0) {
		return nil, fmt.Errorf("position: an attack names its attackers and the zone attacked")
	}
	if p.Die != 0 && (p.Die < 1 || p.Die > 6) {
		return nil, fmt.Errorf("position: die %d is not 1-6", p.Die)
	}
	if c := p.Cell; c != nil {
		if !columnForm.MatchString(c.Column) {
			return nil, fmt.Errorf("position: column %q is not of the form 3:1", c.Column)
		}
		if _, err := ParseResult(c.Result); err != nil {
			return nil, fmt.Errorf("position: %w", err)
		}
	}
	for z, l := range p.Progress {
		if l < 0 {
			return nil, fmt.Errorf("position: City Progress level %d of %s is negative", l, z)
		}
	}
	for _, s := range p.Strengths {
		if len(s.Counters) == 0 || s.Strength < 0 {
			return nil, fmt.Errorf("position: a strength names its counters and is not negative")
		}
	}
	return &p, nil
}

// ZoneOf is the zone the position puts counter id in.
func (p *Position) ZoneOf(id string) (string, bool) {
	for z, ids := range p.Units {
		for _, c := range ids {
			if c == id {
				return z, true
			}
		}
	}
	return "", false
}
