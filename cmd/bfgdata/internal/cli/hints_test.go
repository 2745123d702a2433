package cli

import "testing"

func TestWithFlags(t *testing.T) {
	for _, c := range []struct{ msg, data, want string }{
		{"no unit (see bfgdata setup --edition 1994 --scenario v)", "my-1994", "no unit (see bfgdata --data my-1994 setup --edition 1994 --scenario v)"},
		{"no unit (see bfgdata setup --scenario v)", "", "no unit (see bfgdata setup --scenario v)"},
		{"next: bfgdata --data x check", "my-1994", "next: bfgdata --data x check"},
		{"bfgdata move needs a move", "eds", "bfgdata move needs a move"},
		{"run bfgdata validate a, then bfgdata check", "my folder", "run bfgdata --data 'my folder' validate a, then bfgdata --data 'my folder' check"},
		{"more than any bfgdata workbook holds; see bfgdata setup", "d", "more than any bfgdata workbook holds; see bfgdata --data d setup"},
		{"see bfgdata setups", "d", "see bfgdata setups"},
	} {
		if got := withFlags(c.msg, c.data, []string{"setup", "validate", "check", "move"}); got != c.want {
			t.Errorf("withFlags(%q, %q) = %q, want %q", c.msg, c.data, got, c.want)
		}
	}
}
