package zonedraft

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model/area"
)

// geoDir is the folder of the real geography, from BFGDATA_GEO; the tests
// that need it skip, saying so, when it is not set.
func geoDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("BFGDATA_GEO")
	if dir == "" {
		t.Skip("BFGDATA_GEO is not set: no folder of Natural Earth and GeoNames GeoJSON to draft from")
	}
	return dir
}

// TestBerlinDraftReproducesCommittedZones runs the committed config on the
// geography: the result must be data/berlin-1945/zones.json byte for
// byte, anchors, indexes, sides and borders included.
func TestBerlinDraftReproducesCommittedZones(t *testing.T) {
	geo := geoDir(t)
	cfgPath := filepath.Join("..", "..", "..", "data", "berlin-1945", "zone-draft.json")
	m, rep, err := DraftFiles(cfgPath, geo)
	if err != nil {
		t.Fatal(err)
	}
	got, err := area.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "..", "data", "berlin-1945", "zones.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		diffLines(t, string(want), string(got))
	}
	var out strings.Builder
	if err := rep.Write(&out); err != nil {
		t.Fatal(err)
	}
	t.Log(out.String())
}

func diffLines(t *testing.T, want, got string) {
	t.Helper()
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			t.Fatalf("draft differs from the committed map at line %d:\nwant %q\ngot  %q", i+1, a, b)
		}
	}
}
