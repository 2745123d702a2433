package validate

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The broken-data tests start from a small edition of their own,
// ../testdata/editions/mini, not from the bundled data: an edit of
// data/1994 must not move what they expect. Each broken variant is a file
// of its own under ../testdata/broken/<variant>/, the mini edition's file
// with one fault, so the line and column a test expects stay where they
// are.
var (
	miniDir   = filepath.Join("..", "testdata", "editions", "mini")
	brokenDir = filepath.Join("..", "testdata", "broken")
)

// miniEdition copies the mini edition to a temporary folder, lays the
// files of the broken variant (none when variant is "") over it and
// deletes the files named in remove, and returns the folder.
func miniEdition(t testing.TB, variant string, remove ...string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "mini")
	copyTree(t, miniDir, dir)
	if variant != "" {
		from := filepath.Join(brokenDir, variant)
		if _, err := os.Stat(from); err != nil {
			t.Fatalf("broken variant %s: %v", variant, err)
		}
		copyTree(t, from, dir)
	}
	for _, name := range remove {
		if err := os.Remove(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// copyTree copies the files below from into to, replacing those there.
func copyTree(t testing.TB, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		target := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The mini edition the broken variants start from is itself valid, even
// strictly: every diagnostic a broken test finds comes from its variant.
func TestMiniEditionIsValid(t *testing.T) {
	r, err := newValidator(t).Paths([]string{miniEdition(t, "")}, Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Diagnostics() {
		t.Errorf("%s", d.String())
	}
	if !r.Valid || r.Counts.Files != 9 {
		t.Errorf("valid=%v files=%d, want valid with 9 files", r.Valid, r.Counts.Files)
	}
}

// Every broken variant differs from the mini edition in each file it holds,
// so none passes for broken while holding the good file.
func TestBrokenVariantsDiffer(t *testing.T) {
	err := filepath.WalkDir(brokenDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(brokenDir, p)
		variant, name, _ := strings.Cut(filepath.ToSlash(rel), "/")
		good, err := os.ReadFile(filepath.Join(miniDir, filepath.FromSlash(name)))
		if err != nil {
			t.Errorf("%s: the mini edition has no %s", variant, name)
			return nil
		}
		bad, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if string(good) == string(bad) {
			t.Errorf("%s: %s is the mini edition's own", variant, name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// edit replaces old by new, once, in the file at path: a fault made in a
// test's own copy of the mini edition, where a variant of its own would
// say less than the one line changed.
func edit(t testing.TB, path, old, new string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), old) {
		t.Fatalf("%s does not contain %q", path, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}
