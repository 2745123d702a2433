package model

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// Retreats are an attack's retreat choices in the order the owner retreats
// the units, one at a time (1975 6.63-6.65; Deluxe 6.2.1 "The owner
// retreats units individually"): the first takes a vacant hex the next
// might have wanted, so when hexes run out the order decides who is
// eliminated. A record writes them as an array of {"unit", "hex"}; an
// entry without a hex records a unit's place in the order where it has
// one hex to go to, or none. Records written before the order was kept
// give an object of unit to hex; it is still read, as Unordered, and then
// the units retreat in the order the stack lists them, as they did.
type Retreats struct {
	List []RetreatChoice
	// Unordered is true for the object form, which records no order.
	Unordered bool
}

// RetreatChoice is one unit's retreat: its counter id and the hex chosen,
// or the zero Hex when the record leaves the hex to the engine.
type RetreatChoice struct {
	Unit string `json:"unit"`
	Hex  Hex    `json:"hex,omitzero"`
}

// IsZero reports whether no retreat is recorded, so that the member is
// left out of the record.
func (r Retreats) IsZero() bool { return len(r.List) == 0 }

// Hexes maps each unit given a hex to it.
func (r Retreats) Hexes() map[string]Hex {
	if len(r.List) == 0 {
		return nil
	}
	out := make(map[string]Hex, len(r.List))
	for _, c := range r.List {
		if c.Hex != (Hex{}) {
			out[c.Unit] = c.Hex
		}
	}
	return out
}

// Order is the units in the order they retreat, nil when the record
// gives none (the object form).
func (r Retreats) Order() []string {
	if r.Unordered {
		return nil
	}
	out := make([]string, len(r.List))
	for i, c := range r.List {
		out[i] = c.Unit
	}
	return out
}

// RetreatsOf is the ordered retreats of a map, in the order of units:
// a front end that learns the hexes one by one builds them with it.
func RetreatsOf(order []string, hexes map[string]Hex) Retreats {
	var r Retreats
	for _, id := range order {
		r.List = append(r.List, RetreatChoice{Unit: id, Hex: hexes[id]})
	}
	return r
}

// UnmarshalJSON reads the array form, or the object form of older records.
func (r *Retreats) UnmarshalJSON(b []byte) error {
	*r = Retreats{}
	switch t := bytes.TrimSpace(b); {
	case bytes.HasPrefix(t, []byte("[")):
		dec := json.NewDecoder(bytes.NewReader(t))
		dec.DisallowUnknownFields()
		return dec.Decode(&r.List)
	case bytes.HasPrefix(t, []byte("{")):
		var m map[string]Hex
		if err := json.Unmarshal(t, &m); err != nil {
			return err
		}
		for _, id := range slices.Sorted(maps.Keys(m)) {
			r.List = append(r.List, RetreatChoice{Unit: id, Hex: m[id]})
		}
		r.Unordered = true
		return nil
	case bytes.Equal(t, []byte("null")):
		return nil
	}
	return fmt.Errorf("a retreat is an array of {\"unit\", \"hex\"} in the order the units retreat")
}

// MarshalJSON writes the array form; a record read in the object form is
// written back as it was, so that it keeps saying it has no order.
func (r Retreats) MarshalJSON() ([]byte, error) {
	if r.Unordered {
		return json.Marshal(r.Hexes())
	}
	if r.List == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(r.List)
}
