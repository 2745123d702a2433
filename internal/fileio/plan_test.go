package fileio

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestPlanDir(t *testing.T) {
	for _, tc := range []struct {
		name                string
		whole               bool
		add, change, remove []string
		same                int
	}{
		{"over", false, []string{"sub/new.json"}, []string{"b.json"}, []string{}, 1},
		{"whole", true, []string{"sub/new.json"}, []string{"b.json"}, []string{"gone.json"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range map[string]string{"a.json": "a", "b.json": "b", "gone.json": "g", ".x.tmp": "t"} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			files := map[string][]byte{"a.json": []byte("a"), "b.json": []byte("B"), "sub/new.json": []byte("n")}
			p, err := PlanDir(dir, files, tc.whole)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(p.Add, tc.add) || !slices.Equal(p.Change, tc.change) || !slices.Equal(p.Remove, tc.remove) || p.Same != tc.same {
				t.Fatalf("plan %+v", p)
			}
			var refused *RefusedError
			if err := p.Apply(false); !errors.As(err, &refused) {
				t.Fatalf("without force: %v", err)
			}
			b, err := os.ReadFile(filepath.Join(dir, "b.json"))
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != "b" {
				t.Errorf("a refused plan changed b.json to %q", b)
			}
			if err := p.Apply(true); err != nil {
				t.Fatal(err)
			}
			for name, want := range map[string]string{"a.json": "a", "b.json": "B", "sub/new.json": "n", ".x.tmp": "t"} {
				if b, err := os.ReadFile(filepath.Join(dir, name)); string(b) != want {
					t.Errorf("%s holds %q (%v), want %q", name, b, err, want)
				}
			}
			_, err = os.Stat(filepath.Join(dir, "gone.json"))
			if gone := errors.Is(err, os.ErrNotExist); gone != tc.whole {
				t.Errorf("gone.json removed: %v", gone)
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if e.Name() != ".x.tmp" && e.Name()[0] == '.' {
					t.Errorf("left behind: %s", e.Name())
				}
			}
		})
	}
}

// A plan that cannot be placed whole leaves the folder as it was: here a
// file to add where a folder appeared since the plan was made.
func TestPlanApplyAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.json"), []byte("a"), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := PlanDir(dir, map[string][]byte{"a.json": []byte("A"), "z": []byte("file over a folder")}, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "z", "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := p.Apply(true); err == nil {
		t.Fatal("a file over a folder was placed")
	}
	b, err := os.ReadFile(filepath.Join(dir, "a.json"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "a" {
		t.Errorf("a.json holds %q after a failed plan", b)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("left behind %v", entries)
	}
}

func TestPlanNewFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ed", "1994")
	p, err := PlanDir(dir, map[string][]byte{"edition.json": []byte("{}"), "scenarios/x.json": []byte("{}")}, true)
	if err != nil || p.Exists || len(p.Add) != 2 {
		t.Fatalf("%+v, %v", p, err)
	}
	if err := p.Apply(false); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "scenarios", "x.json")); err != nil {
		t.Error(err)
	}
}

// A changed file marked as only gaining needs no force, is listed with
// what it gains and counted apart; any other change still needs force.
func TestPlanExtends(t *testing.T) {
	for _, tc := range []struct {
		name    string
		extend  []string
		refused bool
		lines   []string
		summary string
	}{
		{"listing only", []string{"list.json"}, false,
			[]string{"add     d/new.json", "list    d/list.json (+ new.json)"}, "1 added, 1 listed, 0 changed, 0 removed, 0 unchanged"},
		{"not marked", nil, true,
			[]string{"add     d/new.json", "change  d/list.json"}, "1 added, 1 changed, 0 removed, 0 unchanged"},
		{"a file it does not change", []string{"other.json"}, true,
			[]string{"add     d/new.json", "change  d/list.json"}, "1 added, 1 changed, 0 removed, 0 unchanged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "list.json"), []byte("a"), 0o644); err != nil {
				t.Fatal(err)
			}
			p, err := PlanDir(dir, map[string][]byte{"list.json": []byte("a,new"), "new.json": []byte("n")}, false)
			if err != nil {
				t.Fatal(err)
			}
			for _, rel := range tc.extend {
				p.Extends(rel, []string{"new.json"})
			}
			if got := p.Lines("d"); !slices.Equal(got, tc.lines) {
				t.Errorf("lines %q, want %q", got, tc.lines)
			}
			if got := p.Summary(); got != tc.summary {
				t.Errorf("summary %q, want %q", got, tc.summary)
			}
			var refused *RefusedError
			if err := p.Apply(false); errors.As(err, &refused) != tc.refused {
				t.Fatalf("without force: %v, want refused %v", err, tc.refused)
			}
			want := "a,new"
			if tc.refused {
				want = "a"
			}
			b, err := os.ReadFile(filepath.Join(dir, "list.json"))
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != want {
				t.Errorf("list.json holds %q, want %q", b, want)
			}
		})
	}
}

// A file the caller has read already is compared with what it read, not
// read again: here what it read differs from the disk, and the plan goes
// by what it read.
func TestPlanDirKnown(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.json"), []byte("on disk"), 0o644); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"a.json": []byte("read before"), "b.json": []byte("new")}
	for _, tt := range []struct {
		name         string
		known        map[string][]byte
		same, change int
	}{
		{"read from disk", nil, 0, 1},
		{"known", map[string][]byte{"a.json": []byte("read before")}, 1, 0},
	} {
		p, err := PlanDirKnown(dir, files, false, tt.known)
		if err != nil {
			t.Fatal(err)
		}
		if p.Same != tt.same || len(p.Change) != tt.change || len(p.Add) != 1 {
			t.Errorf("%s: same %d, change %v, add %v; want same %d, %d changed, b.json added", tt.name, p.Same, p.Change, p.Add, tt.same, tt.change)
		}
	}
}
