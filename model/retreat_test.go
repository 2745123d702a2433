package model

import (
	"encoding/json"
	"slices"
	"testing"
)

// The retreat member keeps the owner's order (Deluxe 6.2.1) in its array
// form and reads the object form of older records as unordered, writing
// each back as it came.
func TestRetreatsForms(t *testing.T) {
	for _, tc := range []struct {
		name, in, out string
		order         []string
		hexes         map[string]Hex
	}{
		{"array, in the owner's order", `[{"unit":"6","hex":"2814"},{"unit":"27"}]`, `[{"unit":"6","hex":"2814"},{"unit":"27"}]`,
			[]string{"6", "27"}, map[string]Hex{"6": MustHex("2814")}},
		{"object of an older record", `{"27":"2814","6":"2915"}`, `{"27":"2814","6":"2915"}`,
			nil, map[string]Hex{"27": MustHex("2814"), "6": MustHex("2915")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r Retreats
			if err := json.Unmarshal([]byte(tc.in), &r); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(r.Order(), tc.order) {
				t.Errorf("order %v, want %v", r.Order(), tc.order)
			}
			if got := r.Hexes(); len(got) != len(tc.hexes) || func() bool {
				for k, v := range tc.hexes {
					if got[k] != v {
						return true
					}
				}
				return false
			}() {
				t.Errorf("hexes %v, want %v", got, tc.hexes)
			}
			b, err := json.Marshal(r)
			if err != nil || string(b) != tc.out {
				t.Errorf("written %s (%v), want %s", b, err, tc.out)
			}
		})
	}
	for _, bad := range []string{`[{"unit":"6","hexx":"2814"}]`, `"6@2814"`, `[{"unit":"6","hex":"28x4"}]`} {
		var r Retreats
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("%s read as %+v", bad, r)
		}
	}
}
