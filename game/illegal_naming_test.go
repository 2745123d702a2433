package game_test

import (
	"slices"
	"testing"
)

// A refusal that asks for a choice names what the choice is about, so
// that a front end shows it without reading the message: the unit that
// must retreat and the hexes it may go to (never the one refused), the
// attackers an exchange may take.
func TestRefusalNamesTheChoice(t *testing.T) {
	attack := `"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]`
	act := func(fields string) string { return `{"attack": {` + attack + fields + `}}` }
	for _, tc := range []struct {
		name, fields, code string
		counters           []string
		hexes              bool
		notHex             string
	}{
		{"retreat into a hex it may not", `, "die": 3, "retreat": [{"unit": "27", "hex": "3125"}]`, "retreat.choice", []string{"27"}, true, "3125"},
		{"exchange losses missing", `, "die": 1`, "combat.exchange-choice", []string{"10-gds", "2-gds", "2-belo"}, false, ""},
		{"exchange losses too small", `, "die": 1, "lose": ["2-gds"]`, "combat.exchange-choice", []string{"2-gds"}, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := refusal(t, "1994", turn1(phase("soviet-combat", act(tc.fields))))
			if d == nil || d.Code != tc.code {
				t.Fatalf("got %v, want %s", d, tc.code)
			}
			for _, c := range tc.counters {
				if !slices.Contains(d.Counters, c) {
					t.Errorf("counters %v lack %s", d.Counters, c)
				}
			}
			if len(d.Counters) != len(tc.counters) {
				t.Errorf("counters %v, want %v", d.Counters, tc.counters)
			}
			if tc.hexes != (len(d.Hexes) > 0) || slices.Contains(d.Hexes, tc.notHex) {
				t.Errorf("hexes %v (want some: %v; never %s)", d.Hexes, tc.hexes, tc.notHex)
			}
		})
	}
}
