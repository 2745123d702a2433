package model

import "testing"

func TestValidID(t *testing.T) {
	for _, s := range []string{"a", "5-us", "red-star-white-star", "1975", "offensive-supply-8"} {
		if !ValidID(s) {
			t.Errorf("ValidID(%q) = false, want true", s)
		}
	}
	for _, s := range []string{"", "5-US", "-us", "us-", "5--us", "5_us", "5 us", "café", "a\n"} {
		if ValidID(s) {
			t.Errorf("ValidID(%q) = true, want false", s)
		}
	}
}
