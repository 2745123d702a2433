package zonemap_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model/area"
	"github.com/bfgdata/bfgdata/render/zonemap"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func berlin(t testing.TB) *area.Edition {
	t.Helper()
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

func draw(t testing.TB, ed *area.Edition) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := zonemap.ZoneMap(&buf, ed, zonemap.Options{}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestZoneMapGolden(t *testing.T) {
	got := draw(t, berlin(t))
	golden.Check(t, filepath.Join("testdata", "berlin-1945.svg"), string(got), *update)
	if again := draw(t, berlin(t)); !bytes.Equal(got, again) {
		t.Error("two drawings of the same edition differ")
	}
}

// TestZoneMapDraws checks that what the data holds is on the drawing.
func TestZoneMapDraws(t *testing.T) {
	ed := berlin(t)
	svg := string(draw(t, ed))
	rivers, defences, links := 0, 0, 0
	for _, b := range ed.Map.Borders {
		if b.River != "" {
			rivers++
		}
		if b.DefenceLine != nil {
			defences++
		}
		if b.Link == "white-line" {
			links++
		}
	}
	tests := []struct {
		what, marker string
		want         int
	}{
		{"zone cells", `<polygon id="cell-`, len(ed.Map.Zones)},
		{"zone groups", `<g id="zone-`, len(ed.Map.Zones)},
		{"river strokes", `stroke="#2a6fdb" stroke-width="3.5" stroke-linecap`, rivers},
		{"defence lines", `stroke="#a31515" stroke-width="3"/>`, defences + 1}, // + the legend's
		{"white-line links", `stroke="#ffffff" stroke-width="2.5"`, links + 1},
		{"nexus", `<g id="nexus">`, 1},
		{"title says reconstructed", "zone map (reconstructed)", 2},
	}
	for _, tt := range tests {
		if got := strings.Count(svg, tt.marker); got != tt.want {
			t.Errorf("%s: %d on the drawing, want %d", tt.what, got, tt.want)
		}
	}
	if !strings.Contains(svg, "not the printed map") {
		t.Error("the title does not say the shapes are not the printed map")
	}
}

func TestZoneMapRefusesAZoneWithoutAnchor(t *testing.T) {
	ed := berlin(t)
	z := ed.Map.Zones["seelow"]
	z.At = nil
	ed.Map.Zones["seelow"] = z
	err := zonemap.ZoneMap(&bytes.Buffer{}, ed, zonemap.Options{})
	if err == nil || !strings.Contains(err.Error(), `zone "seelow" has no anchor`) {
		t.Fatalf("got %v, want a refusal naming the zone without an anchor", err)
	}
}
