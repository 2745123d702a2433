package area

import (
	"encoding/json"
	"fmt"
)

// Value is a number the sources give, or one they do not (Unknown): never
// invented, so that a computation needing it can refuse.
type Value struct {
	N       int
	Unknown bool
	Note    string
}

// Known is the value n.
func Known(n int) *Value { return &Value{N: n} }

// Get returns the number, and false when it is unknown (or v is nil).
func (v *Value) Get() (int, bool) {
	if v == nil || v.Unknown {
		return 0, false
	}
	return v.N, true
}

type unknownJSON struct {
	Unknown bool   `json:"unknown"`
	Note    string `json:"note,omitempty"`
}

// MarshalJSON writes a number, or {"unknown": true}.
func (v Value) MarshalJSON() ([]byte, error) {
	if v.Unknown {
		return json.Marshal(unknownJSON{Unknown: true, Note: v.Note})
	}
	return json.Marshal(v.N)
}

// UnmarshalJSON reads a number or {"unknown": true}.
func (v *Value) UnmarshalJSON(b []byte) error {
	var n int
	if err := json.Unmarshal(b, &n); err == nil {
		*v = Value{N: n}
		return nil
	}
	var u unknownJSON
	if err := json.Unmarshal(b, &u); err != nil || !u.Unknown {
		return fmt.Errorf("want a whole number or {\"unknown\": true}, have %s", b)
	}
	*v = Value{Unknown: true, Note: u.Note}
	return nil
}
