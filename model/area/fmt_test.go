package area_test

import (
	"encoding/json"
	"io/fs"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

// fmt's canonical form (model.Canonical, by the file's schema) and
// Encode's are one: each bundled area file, its members put out of order
// and its indentation lost, comes back from Canonical byte for byte.
func TestCanonicalAgreesWithEncode(t *testing.T) {
	for _, id := range area.IDs(data.FS) {
		ed, err := area.LoadDir(data.FS, id)
		if err != nil {
			t.Fatal(err)
		}
		names := append([]string{"edition.json", ed.Info.Files.Zones, ed.Info.Files.Counters}, ed.Info.Files.Scenarios...)
		for _, name := range names {
			want, err := fs.ReadFile(data.FS, id+"/"+name)
			if err != nil {
				t.Fatal(err)
			}
			// A map of any writes its members in key order, not the
			// schema's: a file out of canonical form.
			var doc map[string]any
			if err := json.Unmarshal(want, &doc); err != nil {
				t.Fatal(err)
			}
			scrambled, err := json.Marshal(doc)
			if err != nil {
				t.Fatal(err)
			}
			if string(scrambled) == string(want) {
				t.Fatalf("%s/%s: scrambling left it canonical", id, name)
			}
			got, err := model.Canonical(scrambled)
			if err != nil {
				t.Fatalf("%s/%s: %v", id, name, err)
			}
			if string(got) != string(want) {
				t.Errorf("%s/%s: Canonical of the scrambled file differs from the file Encode writes", id, name)
			}
		}
	}
}
