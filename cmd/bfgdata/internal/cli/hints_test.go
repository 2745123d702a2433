package cli

import (
	"io/fs"
	"testing"
)

func TestWithFlags(t *testing.T) {
	for _, c := range []struct{ msg, data, want string }{
		{"no unit (see bfgdata setup --edition 1994 --scenario v)", "my-1994", "no unit (see bfgdata --data my-1994 setup --edition 1994 --scenario v)"},
		{"no unit (see bfgdata setup --scenario v)", "", "no unit (see bfgdata setup --scenario v)"},
		{"next: bfgdata --data x check", "my-1994", "next: bfgdata --data x check"},
		{"bfgdata move needs a move", "eds", "bfgdata move needs a move"},
		{"run bfgdata validate a, then bfgdata check", "my folder", "run bfgdata --data 'my folder' validate a, then bfgdata --data 'my folder' check"},
	} {
		if got := withFlags(c.msg, c.data); got != c.want {
			t.Errorf("withFlags(%q, %q) = %q, want %q", c.msg, c.data, got, c.want)
		}
	}
}

func TestInPlainWords(t *testing.T) {
	for _, c := range []struct {
		op, path string
		cause    error
		want     string
	}{
		{"stat", "nosuch", errNotExist, "nosuch does not exist"},
		{"open", "out/.x.html.2782706086.tmp", errNotExist, "cannot write out/x.html: its folder out does not exist"},
		{"open", "book.xlsx", errPermission, "cannot read book.xlsx: permission denied"},
	} {
		if got := pathWords(c.op, c.path, c.cause); got != c.want {
			t.Errorf("pathWords(%s, %s) = %q, want %q", c.op, c.path, got, c.want)
		}
	}
}

var (
	errNotExist   = fs.ErrNotExist
	errPermission = fs.ErrPermission
)
