package model

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Hexsides maps each hexside that carries something to what it carries.
//
// It is its own type so that the keys travel through JSON as canonical
// "aaaa/bbbb" strings: decoding rejects a key that is not canonical, and
// encoding sorts keys by id like every other map in the data.
type Hexsides map[Hexside]HexsideInfo

// Keys lists the hexsides, sorted by their first then second hex.
func (hs Hexsides) Keys() []Hexside {
	out := make([]Hexside, 0, len(hs))
	for s := range hs {
		out = append(out, s)
	}
	SortHexsides(out)
	return out
}

// MarshalJSON writes the hexsides as an object keyed "aaaa/bbbb".
func (hs Hexsides) MarshalJSON() ([]byte, error) {
	byKey := make(map[string]HexsideInfo, len(hs))
	for s, info := range hs {
		byKey[s.String()] = info
	}
	// encoding/json sorts string keys, and "aaaa/bbbb" sorts like the
	// hexsides themselves because ids are fixed-width.
	return json.Marshal(byKey)
}

// UnmarshalJSON reads an object keyed "aaaa/bbbb", rejecting keys that are
// not canonical hexsides.
func (hs *Hexsides) UnmarshalJSON(b []byte) error {
	var byKey map[string]HexsideInfo
	if err := json.Unmarshal(b, &byKey); err != nil {
		return err
	}
	out := make(Hexsides, len(byKey))
	for k, info := range byKey {
		s, err := ParseHexside(k)
		if err != nil {
			return fmt.Errorf("hexsides: %w", err)
		}
		out[s] = info
	}
	*hs = out
	return nil
}

// SortHexsides sorts hexsides by their first hex, then their second.
func SortHexsides(s []Hexside) {
	sort.Slice(s, func(i, j int) bool {
		if s[i].A != s[j].A {
			return s[i].A.Less(s[j].A)
		}
		return s[i].B.Less(s[j].B)
	})
}
