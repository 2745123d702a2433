package schema

import (
	"strings"
	"testing"
)

func TestWriteList(t *testing.T) {
	var b strings.Builder
	if err := WriteList(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != len(Names()) {
		t.Fatalf("%d lines for %d schemas:\n%s", len(lines), len(Names()), b.String())
	}
	for i, n := range Names() {
		f := strings.Fields(lines[i])
		if len(f) < 3 || f[0] != n || f[1] != FileName(n) {
			t.Errorf("line %q: want %s, %s and a title", lines[i], n, FileName(n))
		}
	}
}
