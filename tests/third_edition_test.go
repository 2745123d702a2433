package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A third edition needs no Go: a folder named by its id, with its own
// edition.json, counter set and rule numbers, is validated, checked and
// drawn like the bundled ones. The edition here is the small one of
// ../testdata/editions/mini, whose rulebook numbers stacking 6.1.
func TestThirdEditionFromData(t *testing.T) {
	root := miniData(t, "")
	if r := bfgdata(t, "", "--data", root, "validate"); r.code != 0 || !strings.HasPrefix(r.stdout, "valid:") {
		t.Fatalf("validate: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := bfgdata(t, "", "--data", root, "check", "--edition", "mini", "--scenario", "meeting"); r.code != 0 || !strings.Contains(r.stdout, "scenario meeting of edition mini: setup legal, 9 units (1 set up in a zone)") {
		t.Errorf("check meeting: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	svg := filepath.Join(t.TempDir(), "mini.svg")
	if r := bfgdata(t, "", "--data", root, "render", "map", "--edition", "mini", "--scenario", "meeting", "--out", svg); r.code != 0 {
		t.Fatalf("render: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if b, err := os.ReadFile(svg); err != nil || strings.Count(string(b), `data-unit="`) != 9 {
		t.Errorf("rendered map: %v, %d units drawn, want 9", err, strings.Count(string(b), `data-unit="`))
	}
	// The edition's own rule numbers are the ones cited.
	if r := bfgdata(t, "", "--data", root, "rules", "6.1", "--edition", "mini"); r.code != 0 || !strings.Contains(r.stdout, "stacking.over-limit") {
		t.Errorf("rules 6.1 --edition mini: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// A third unit in 0101, in a variant of its own.
	broken := miniData(t, "setup-over-stacked")
	r := bfgdata(t, "", "--data", broken, "check", "--edition", "mini", "--scenario", "meeting")
	want := filepath.ToSlash(filepath.Join(broken, "mini", "scenarios", "meeting.json")) + ":94:14: error stacking.over-limit: 3 units in 0101 (5-us, 7-us, 19-us); at most two may stack, and 19-us is one too many [mini 6.1]"
	if r.code != 1 || !strings.Contains(r.stdout, want) {
		t.Errorf("a third unit in 0101: exit %d, want 1 with\n%s\nin:\n%s%s", r.code, want, r.stdout, r.stderr)
	}
	// An edition the folder does not hold is a usage error naming those it does.
	if r := bfgdata(t, "", "--data", root, "setup", "--edition", "1994", "--scenario", "historical"); r.code != 2 || !strings.Contains(r.stderr, `want one of mini`) {
		t.Errorf("setup --edition 1994 on the mini folder: exit %d %s", r.code, r.stderr)
	}
}
