package schema_test

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/schema"
)

// beforeDir holds copies of the counters, scenario and map schemas as they
// were before they were restructured so that the validator walks them
// faster.
const beforeDir = "testdata/before"

// TestRestructuredSchemasKeepTheirMeaning validates thousands of documents
// against the embedded schemas and against the copies in beforeDir, and
// wants the same violations from both: the same pointer, keyword and
// message, which is all a diagnostic is made from. The documents are every
// bundled file of the three kinds, every one-value mutation of a shrunken
// copy of each (-short leaves these out), and sweeps over every combination
// of the members the schemas branch on.
//
// The copies are kept in the repository because they are the oracle: the
// old verdicts recorded as a golden file would take megabytes that nobody
// could review, and would freeze the corpus. When the meaning of one of
// these schemas changes on purpose, make the same change to its copy in the
// same commit, so that the next restructure is checked against the new
// meaning.
func TestRestructuredSchemasKeepTheirMeaning(t *testing.T) {
	before, after := compileBefore(t), compileEmbedded(t)
	corpus := equivalenceCorpus(t)
	if len(corpus) == 0 {
		t.Fatal("no schema has a copy in " + beforeDir)
	}
	for _, name := range slices.Sorted(maps.Keys(corpus)) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			accepted, rejected, differ := 0, 0, 0
			// Each part of the corpus is made when its turn comes, so that
			// the validator does not work beside a heap of them all.
			for _, part := range corpus[name] {
				for _, v := range part() {
					want, got := verdict(t, before, name, v.doc), verdict(t, after, name, v.doc)
					if len(want) == 0 {
						accepted++
					} else {
						rejected++
					}
					if !slices.Equal(want, got) {
						if differ++; differ <= 10 {
							t.Errorf("%s:\nbefore: %q\nnow:    %q", v.name, want, got)
						}
					}
				}
			}
			if differ > 10 {
				t.Errorf("... %d documents judged differently in all", differ)
			}
			// A corpus that is all valid or all invalid proves little.
			if accepted == 0 || rejected == 0 {
				t.Errorf("%d documents accepted, %d rejected; the corpus needs both", accepted, rejected)
			}
			t.Logf("%d documents, %d accepted, %d rejected", accepted+rejected, accepted, rejected)
		})
	}
}

// verdict is what a schema set says of a document: its violations as
// "pointer keyword: message", sorted.
func verdict(t *testing.T, set *schema.Set, name string, doc any) []string {
	t.Helper()
	vs, err := set.Validate(name, doc)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = fmt.Sprintf("%s %s: %s", v.Pointer, v.Keyword, normalMessage(v.Keyword, v.Message))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// equivalenceCorpus returns, for each schema with a copy in beforeDir, the
// parts of the corpus of documents to judge: its sweep, and each bundled
// file of its kind with the mutations of that file (left out with -short).
func equivalenceCorpus(t *testing.T) map[string][]func() []variant {
	t.Helper()
	copies, err := fs.Glob(os.DirFS(beforeDir), "*.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	sweeps := map[string]func() []variant{"counters": counterSweep, "scenario": scenarioSweep, "map": mapSweep}
	corpus := map[string][]func() []variant{}
	for _, c := range copies {
		name := strings.TrimSuffix(c, ".schema.json")
		if sw, ok := sweeps[name]; ok {
			corpus[name] = append(corpus[name], sw)
		}
	}
	seen := map[string]map[string]bool{}
	err = fs.WalkDir(data.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".json" {
			return err
		}
		raw, err := fs.ReadFile(data.FS, p)
		if err != nil {
			return err
		}
		doc, err := schema.DecodeForValidation(raw)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		if testing.Short() {
			return nil // the sweeps alone
		}
		ref, _ := doc.(map[string]any)["$schema"].(string)
		name, ok := schema.NameFromRef(ref)
		if _, compared := corpus[name]; !ok || !compared {
			return nil
		}
		if seen[name] == nil {
			seen[name] = map[string]bool{}
		}
		corpus[name] = append(corpus[name], func() []variant {
			out := []variant{{p, doc}}
			for _, m := range mutations(shrink(doc), seen[name]) {
				out = append(out, variant{p + " shrunk, " + m.name, m.doc})
			}
			return out
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return corpus
}

// compileBefore compiles the embedded schemas with the copies in beforeDir
// in place of the current files of the same names.
func compileBefore(t *testing.T) *schema.Set {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, n := range schema.Names() {
		b, err := schema.Source(n)
		if err != nil {
			t.Fatal(err)
		}
		fsys[schema.FileName(n)] = &fstest.MapFile{Data: b}
	}
	copies, err := fs.Glob(os.DirFS(beforeDir), "*.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range copies {
		b, err := os.ReadFile(path.Join(beforeDir, c))
		if err != nil {
			t.Fatal(err)
		}
		fsys[c] = &fstest.MapFile{Data: b}
	}
	set, err := schema.CompileFS(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func compileEmbedded(t *testing.T) *schema.Set {
	t.Helper()
	set, err := schema.Compile()
	if err != nil {
		t.Fatal(err)
	}
	return set
}
