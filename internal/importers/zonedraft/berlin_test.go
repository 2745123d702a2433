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
func geoDir(t testing.TB) string {
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

// TestBerlinCorrectionsExplainEveryDifference drafts Berlin 1945 without
// the config's corrections: every border or side where the bare draft and
// the committed map differ must be one a correction names (a border's, or
// a side fix of one of its zones), and every border correction must change
// something.
func TestBerlinCorrectionsExplainEveryDifference(t *testing.T) {
	geo := geoDir(t)
	dir := filepath.Join("..", "..", "..", "data", "berlin-1945")
	cfg, err := LoadConfig(filepath.Join(dir, "zone-draft.json"))
	if err != nil {
		t.Fatal(err)
	}
	committed, _, err := DraftFiles(filepath.Join(dir, "zone-draft.json"), geo)
	if err != nil {
		t.Fatal(err)
	}
	corrected := map[[2]string]bool{}
	for _, r := range cfg.Removed {
		corrected[pair(r.Zones[0], r.Zones[1])] = true
	}
	for _, b := range cfg.Borders {
		corrected[pair(b.Zones[0], b.Zones[1])] = true
	}
	fixedSide := map[string]bool{}
	for _, f := range cfg.SideFixes {
		fixedSide[f.Zone] = true
	}
	bare := cfg
	bare.Removed, bare.Borders, bare.SideFixes = nil, nil, nil
	raw, _, err := Draft(bare, committed, os.DirFS(geo))
	if err != nil {
		t.Fatal(err)
	}
	for id, z := range raw.Zones {
		if z.Side != committed.Zones[id].Side && !fixedSide[id] {
			t.Errorf("zone %s: drafted side %s, committed %s, and no side fix says why", id, z.Side, committed.Zones[id].Side)
		}
	}
	index := func(m *area.Map) map[[2]string]area.Border {
		out := map[[2]string]area.Border{}
		for _, b := range m.Borders {
			out[pair(b.Zones[0], b.Zones[1])] = b
		}
		return out
	}
	got, want := index(raw), index(committed)
	changed := map[[2]string]bool{}
	for k, b := range got {
		if w, ok := want[k]; !ok || !sameBorder(b, w) {
			changed[k] = true
		}
	}
	for k := range want {
		if _, ok := got[k]; !ok {
			changed[k] = true
		}
	}
	for k := range changed {
		// A side fix moves the dividing river off or onto its zone's borders.
		if !corrected[k] && !fixedSide[k[0]] && !fixedSide[k[1]] {
			t.Errorf("border %s-%s differs from the bare draft and no correction names it or its zones' sides", k[0], k[1])
		}
	}
	for k := range corrected {
		if !changed[k] {
			t.Errorf("the correction of %s-%s changes nothing", k[0], k[1])
		}
	}
	t.Logf("%d borders differ from the bare draft, each explained by a correction", len(changed))
}

func sameBorder(a, b area.Border) bool {
	return a.Corner == b.Corner && a.River == b.River && a.Link == b.Link && a.Src == b.Src &&
		a.Rule == b.Rule && a.Line == b.Line && a.Note == b.Note && (a.DefenceLine == nil) == (b.DefenceLine == nil)
}
