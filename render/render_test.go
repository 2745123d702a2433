package render

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
)

var (
	update = flag.Bool("update", false, "rewrite the golden SVGs in testdata/")
	sample = flag.String("sample", "", "also write the full-size synthetic map with units to this file, to look at")
)

func renderString(t testing.TB, m *model.Map, opts Options) string {
	t.Helper()
	var b bytes.Buffer
	if err := Map(&b, m, rendertest.TEC(), opts); err != nil {
		t.Fatalf("Map: %v", err)
	}
	return b.String()
}

func TestGoldenSVG(t *testing.T) {
	tests := []struct {
		name string
		opts func() Options
	}{
		{"small", func() Options { return Options{Edition: rendertest.Edition()} }},
		{"small-units", func() Options {
			return Options{Edition: rendertest.Edition(), Scenario: "Test scenario", Units: smallUnits()}
		}},
		// a game's phase over the units: a move, a retreat and an attack
		{"small-play", func() Options {
			return Options{Edition: rendertest.Edition(), Scenario: "Test scenario", Units: smallUnits(), Play: Play{
				Moves:    [][]model.Hex{{model.MustHex("0404"), model.MustHex("0405")}},
				Retreats: [][]model.Hex{{model.MustHex("0304"), model.MustHex("0303")}},
				Attacks:  []Attack{{From: []model.Hex{model.MustHex("0405"), model.MustHex("0302")}, Targets: []model.Hex{model.MustHex("0303")}}},
			}}
		}},
		{"small-provenance", func() Options { return Options{Edition: rendertest.Edition(), Provenance: true, HexSize: 0.6} }},
		// the board image for VASSAL: halos as copies, sized in pixels
		{"small-vassal", func() Options { return Options{Edition: rendertest.Edition(), HaloCopy: true, Pixels: true} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := renderString(t, rendertest.SmallMap(), tt.opts())
			p := filepath.Join("testdata", tt.name+".svg")
			if *update {
				if err := os.WriteFile(p, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run go test ./render -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("SVG differs from %s; look at the new one and run go test ./render -update if the change is intended", p)
			}
		})
	}
}

func TestSample(t *testing.T) {
	if *sample == "" {
		t.Skip("no -sample file given")
	}
	m := rendertest.FullMap(39, 26)
	f, err := os.Create(*sample)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := Map(f, m, rendertest.TEC(), Options{Edition: rendertest.Edition(), Scenario: "Synthetic scenario", Units: fullUnits(m, 120)}); err != nil {
		t.Fatal(err)
	}
}
