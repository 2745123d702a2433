package mapfix

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/importers/geodraft"
	"github.com/bfgdata/bfgdata/model"
)

func editionPath(ed, name string) string {
	return filepath.Join("..", "..", "..", "data", ed, name)
}

// The bundled maps carry every correction of their corrections file:
// applying the file again changes nothing. A hand edit of map.json that
// contradicts the corrections file fails here; correct the file instead.
func TestBundledMapsCarryTheirCorrections(t *testing.T) {
	for _, ed := range data.Editions.IDs() {
		t.Run(ed, func(t *testing.T) {
			want, err := os.ReadFile(editionPath(ed, "map.json"))
			if err != nil {
				t.Fatal(err)
			}
			var m model.Map
			if err := json.Unmarshal(want, &m); err != nil {
				t.Fatal(err)
			}
			f, err := Load(editionPath(ed, "map-corrections.json"))
			if err != nil {
				t.Fatal(err)
			}
			rep, err := Apply(&m, f)
			if err != nil {
				t.Fatal(err)
			}
			got, err := model.Encode(&m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("applying %s to map.json changes it (%d facts); the map and its corrections disagree", editionPath(ed, "map-corrections.json"), rep.Changed())
			}
		})
	}
}

// With the geography at hand (BFGDATA_GEO names the folder), drafting from
// the project's configs and applying the corrections gives the bundled maps
// byte for byte. The project ships no geography, so this is skipped
// otherwise.
func TestBundledMapsReproduceFromGeography(t *testing.T) {
	geo := os.Getenv("BFGDATA_GEO")
	if geo == "" {
		t.Skip("set BFGDATA_GEO to a folder of Natural Earth GeoJSON to run")
	}
	for _, ed := range data.Editions.IDs() {
		t.Run(ed, func(t *testing.T) {
			m, _, err := geodraft.DraftFiles(editionPath(ed, "map-draft.json"), geo)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Load(editionPath(ed, "map-corrections.json"))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Apply(m, f); err != nil {
				t.Fatal(err)
			}
			got, err := model.Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(editionPath(ed, "map.json"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("drafting and correcting %s does not give data/%s/map.json; run bfgdata map draft with --out to see the difference", ed, ed)
			}
		})
	}
}
