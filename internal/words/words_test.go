package words

import "testing"

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{
		{0, "errors"},
		{1, "error"},
		{2, "errors"},
		{-1, "errors"},
	} {
		if got := Plural(tc.n, "error", "errors"); got != tc.want {
			t.Errorf("Plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	if got := Plural(3, "", "s"); got != "s" {
		t.Errorf("a suffix: %q, want s", got)
	}
}
