package geodraft

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// TestDraft1994AgainstRealGeography drafts the 1994 map from real GeoJSON
// when BFGDATA_GEO names a directory holding it (the project ships no
// geography, so the test is skipped otherwise). With BFGDATA_DRAFT_OUT set
// it also writes the drafted map there for inspection.
func TestDraft1994AgainstRealGeography(t *testing.T) {
	geo := os.Getenv("BFGDATA_GEO")
	if geo == "" {
		t.Skip("set BFGDATA_GEO to a directory of Natural Earth GeoJSON to run")
	}
	m, rep, err := DraftFiles("../../../data/1994/map-draft.json", geo)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	rep.WriteText(&b)
	t.Log("\n" + b.String())
	for _, want := range []struct{ hex, city string }{{"2613", "Berlin"}, {"1617", "Vienna"}} {
		info, _ := m.Hex(model.MustHex(want.hex))
		if info.City == nil || info.City.Name != want.city {
			t.Errorf("hex %s holds %+v, want %s", want.hex, info.City, want.city)
		}
	}
	if out := os.Getenv("BFGDATA_DRAFT_OUT"); out != "" {
		doc, err := model.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "map-1994-draft.json"), doc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
