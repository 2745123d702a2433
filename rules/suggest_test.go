package rules

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

func TestDidYouMean(t *testing.T) {
	known := []string{"7-us", "5-us", "19-us", "gd", "hg", "1-belo", "2105", "2106", "west-german-offensive"}
	for _, tc := range []struct{ name, want string }{
		{"7-usa", `; did you mean "7-us"?`},
		{"1-bleo", `; did you mean "1-belo"?`},
		{"2015", `; did you mean "2105"?`}, // two digits swapped
		{"2107", ""},                       // 2105 and 2106 are equally near

		{"west-german-ofensive", `; did you mean "west-german-offensive"?`},
		{"zz", ""},   // nothing near
		{"7-us", ""}, // a known name needs no hint
		{"6-us", ""}, // 5-us and 7-us are as near as each other
		{"xyz-abc", ""},
	} {
		if got := DidYouMean(tc.name, known); got != tc.want {
			t.Errorf("DidYouMean(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestHexHint(t *testing.T) {
	_, b := bundledBoard(t, "1994")
	for _, tc := range []struct{ hex, want string }{
		{"4021", `; did you mean "0421"?`}, // row and column the wrong way round
		{"2731", `; did you mean "2713"?`}, // two digits swapped
		{"9950", ""},                       // nothing near
	} {
		if got := b.hexHint(model.MustHex(tc.hex)); got != tc.want {
			t.Errorf("hexHint(%s) = %q, want %q", tc.hex, got, tc.want)
		}
	}
}
