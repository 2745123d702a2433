package data_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// The tests of this package read the bundled data through data.FS, so that
// counts, spot checks and cross-references cannot drift silently.

// scenarioIDs are the six scenarios every edition carries, in the order of
// its edition.json.
var scenarioIDs = []string{"historical", "expanded-historical", "collapse-in-the-east",
	"red-star-white-star", "three-player", "four-player"}

var loadOnce = sync.OnceValues(func() (map[string]*model.Edition, error) {
	out := map[string]*model.Edition{}
	for _, id := range data.Editions.IDs() {
		ed, err := data.Editions.LoadOwn(id)
		if err != nil {
			return nil, err
		}
		out[id] = ed
	}
	return out, nil
})

// loadAll returns every bundled edition, decoded once and shared by the
// tests, which must not change it.
func loadAll(t *testing.T) map[string]*model.Edition {
	t.Helper()
	all, err := loadOnce()
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// scenario returns a scenario of a bundled edition.
func scenario(t *testing.T, ed *model.Edition, id string) *model.Scenario {
	t.Helper()
	s, ok := ed.Scenario(id)
	if !ok {
		t.Fatalf("%s: no scenario %s", ed.Info.ID, id)
	}
	return s
}

// readFile reads a file of the bundled data, e.g. "1994/counters.json".
func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := fs.ReadFile(data.FS, name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBundledEditions(t *testing.T) {
	all := loadAll(t)
	for _, id := range []string{"1975", "1994"} {
		if _, ok := all[id]; !ok {
			t.Errorf("edition %s is not bundled (have %v)", id, data.Editions.IDs())
		}
	}
	for id, ed := range all {
		if ed.Info.ID != id {
			t.Errorf("%s/edition.json says id %s", id, ed.Info.ID)
		}
		if ed.Map == nil || ed.Counters == nil {
			t.Errorf("%s: edition.json lists no map or no counters", id)
		}
		if got := ed.ScenarioIDs(); !slices.Equal(got, scenarioIDs) {
			t.Errorf("%s: scenarios %v, want %v", id, got, scenarioIDs)
		}
		for i, name := range ed.Info.Files.Scenarios {
			if want := "scenarios/" + ed.Scenarios[i].ID + ".json"; name != want {
				t.Errorf("%s: scenario %s is in %s, want %s", id, ed.Scenarios[i].ID, name, want)
			}
		}
	}
}

// decodeStrict decodes like the validator does: unknown fields are errors.
func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}

// Counters and scenarios decode with no unknown member and are written in
// canonical form: decoding and re-encoding gives the file byte for byte.
func TestDataFilesAreCanonical(t *testing.T) {
	for id, ed := range loadAll(t) {
		files := map[string]any{ed.Info.Files.Counters: &model.CounterSet{}}
		for _, name := range ed.Info.Files.Scenarios {
			files[name] = &model.Scenario{}
		}
		for name, v := range files {
			p := path.Join(id, name)
			b := readFile(t, p)
			if err := decodeStrict(b, v); err != nil {
				t.Errorf("%s: %v", p, err)
				continue
			}
			got, err := model.Encode(v)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if !bytes.Equal(got, b) {
				t.Errorf("%s is not in canonical form (key order, indent, final newline): %s", p, firstDiff(got, b))
			}
		}
	}
}

func firstDiff(a, b []byte) string {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			lo := max(0, i-60)
			return fmt.Sprintf("at byte %d: re-encoded %q vs file %q", i, a[lo:min(len(a), i+60)], b[lo:min(len(b), i+60)])
		}
	}
	return fmt.Sprintf("lengths %d and %d", len(a), len(b))
}
