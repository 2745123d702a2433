package explain

import (
	"slices"
	"testing"
)

func TestSplitList(t *testing.T) {
	for in, want := range map[string][]string{
		"":                     nil,
		" , ,":                 nil,
		"5-us":                 {"5-us"},
		"5-us,7-us":            {"5-us", "7-us"},
		" broken , fortified ": {"broken", "fortified"},
		"a,,b,":                {"a", "b"},
	} {
		if got := SplitList(in); !slices.Equal(got, want) {
			t.Errorf("SplitList(%q) = %q, want %q", in, got, want)
		}
	}
}
