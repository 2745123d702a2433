package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A third edition needs no Go: a folder named by its id, with its own
// edition.json, counter set and rule numbers, is validated, checked and
// drawn like the bundled ones. The reprint here is the 1994 data with a
// counter set of its own and a rulebook that numbers stacking 6.1.
func TestThirdEditionFromData(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "reprint")
	copyDir(t, filepath.Join(repoRoot(t), "data", "1994"), dir)
	edit := func(name, old, new string, n int) {
		t.Helper()
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(string(b), old) < 1 {
			t.Fatalf("%s lacks %q", name, old)
		}
		if err := os.WriteFile(p, []byte(strings.Replace(string(b), old, new, n)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	edit("edition.json", `"id": "1994"`, `"id": "reprint"`, 1)
	edit("edition.json", `"id": "dg-1994"`, `"id": "reprint-counters"`, 1)
	edit("edition.json", `"stacking.over-limit": "5.1"`, `"stacking.over-limit": "6.1"`, 1)
	edit("counters.json", `"edition": "1994"`, `"edition": "reprint"`, 1)
	edit("map.json", `"edition": "1994"`, `"edition": "reprint"`, 1)
	scenarios, _ := filepath.Glob(filepath.Join(dir, "scenarios", "*.json"))
	if len(scenarios) == 0 {
		t.Fatal("no scenarios copied")
	}
	for _, s := range scenarios {
		rel, _ := filepath.Rel(dir, s)
		edit(rel, `"edition": "1994"`, `"edition": "reprint"`, 1)
	}

	if r := bfgdata(t, "", "--data", root, "validate"); r.code != 0 || !strings.HasPrefix(r.stdout, "valid:") {
		t.Fatalf("validate: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, s := range scenarios {
		id := strings.TrimSuffix(filepath.Base(s), ".json")
		r := bfgdata(t, "", "--data", root, "check", "--edition", "reprint", "--scenario", id)
		if r.code != 0 || !strings.Contains(r.stdout, "scenario "+id+" of edition reprint: setup legal") {
			t.Errorf("check %s: exit %d\n%s%s", id, r.code, r.stdout, r.stderr)
		}
	}
	svg := filepath.Join(root, "reprint.svg")
	if r := bfgdata(t, "", "--data", root, "render", "map", "--edition", "reprint", "--scenario", "historical", "--out", svg); r.code != 0 {
		t.Fatalf("render: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if b, err := os.ReadFile(svg); err != nil || strings.Count(string(b), `data-unit="`) != 119 {
		t.Errorf("rendered map: %v, %d units drawn, want 119", err, strings.Count(string(b), `data-unit="`))
	}
	// The reprint's own rule numbers are the ones cited.
	if r := bfgdata(t, "", "--data", root, "rules", "6.1", "--edition", "reprint"); r.code != 0 || !strings.Contains(r.stdout, "stacking.over-limit") {
		t.Errorf("rules 6.1 --edition reprint: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	edit(filepath.Join("scenarios", "historical.json"), `"hex": "2502"`, `"hex": "2104"`, 1)
	r := bfgdata(t, "", "--data", root, "check", "--edition", "reprint", "--scenario", "historical")
	if r.code != 1 || !strings.Contains(r.stdout, "stacking.over-limit") || !strings.Contains(r.stdout, "[reprint 6.1]") {
		t.Errorf("a third unit in 2104: exit %d, want 1 with stacking.over-limit [reprint 6.1]\n%s%s", r.code, r.stdout, r.stderr)
	}
	// An edition the folder does not hold is a usage error naming those it does.
	if r := bfgdata(t, "", "--data", root, "setup", "--edition", "1994", "--scenario", "historical"); r.code != 2 || !strings.Contains(r.stderr, "reprint") {
		t.Errorf("setup --edition 1994 on the reprint folder: exit %d %s", r.code, r.stderr)
	}
}
