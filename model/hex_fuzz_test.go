package model

import "testing"

// FuzzParseHex: any text either parses to a hex that prints back as the
// same four digits, with neighbours that are hex ids, or is refused.
func FuzzParseHex(f *testing.F) {
	for _, s := range []string{"2105", "0926", "9999", "0000", "352", "35-24", "٣٥٢٤", "21055", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseHex(s)
		if err != nil {
			return
		}
		if h.String() != s {
			t.Fatalf("%q parses to %s", s, h)
		}
		for _, n := range h.Neighbours() {
			if back, err := ParseHex(n.String()); err != nil || back != n || !Adjacent(h, n) {
				t.Fatalf("%s has neighbour %s: %v", h, n, err)
			}
		}
	})
}
