package render

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
)

// TestGeometryIsTheDrawings: every hex centre Geometry gives is where Map
// draws that hex, and a stack's layout is where Map puts its counters.
func TestGeometryIsTheDrawings(t *testing.T) {
	m := rendertest.SmallMap()
	g, err := GeometryOf(m)
	if err != nil {
		t.Fatal(err)
	}
	svg := renderString(t, m, Options{Edition: rendertest.Edition(), Units: smallUnits()})
	uses := regexp.MustCompile(`<use x="([0-9.]+)" y="([0-9.]+)" xlink:href="#hex" class="terrain-[a-z-]+" id="hex-([0-9]{4})"`).FindAllStringSubmatch(svg, -1)
	if len(uses) != len(m.Hexes) || len(g.Hexes) != len(m.Hexes) {
		t.Fatalf("%d hexes drawn, %d in the geometry, %d on the map", len(uses), len(g.Hexes), len(m.Hexes))
	}
	for _, u := range uses {
		c := g.Hexes[model.MustHex(u[3])]
		if got := fmt.Sprintf("%.2f,%.2f", c.X, c.Y); got != u[1]+","+u[2] {
			t.Errorf("hex %s drawn at %s,%s; the geometry says %s", u[3], u[1], u[2], got)
		}
	}
	// 0303 holds two units: they stand at the two-counter layout
	two := g.Stacks[1]
	c := g.Hexes[model.MustHex("0303")]
	for i, id := range []string{"ger-1pz", "ger-12ss"} {
		want := fmt.Sprintf(`data-unit="%s" data-hex="0303" transform="translate(%.2f,%.2f) scale(%.3f)"`, id, c.X+two.Offsets[i].X, c.Y+two.Offsets[i].Y, two.Scale)
		if !strings.Contains(svg, want) {
			t.Errorf("Map does not draw %s where the geometry puts it: %s", id, want)
		}
	}
	if len(g.Corners) != 6 || g.Corners[0] != (Point{0, -57.74}) || g.HexWidth != 100 {
		t.Errorf("corners %v, width %v", g.Corners, g.HexWidth)
	}
	var courland *ZoneGeometry
	for i := range g.Zones {
		if g.Zones[i].ID == "courland" {
			courland = &g.Zones[i]
		}
	}
	if courland == nil || !slices.Equal(courland.Hexes, []model.Hex{model.MustHex("0506"), model.MustHex("0507")}) || courland.Kind != model.ZoneArea {
		t.Errorf("courland %+v", courland)
	}
}

// TestCounterSVGIsTheMapsCounter: a counter drawn alone is the group Map
// draws on the map, but for where it stands.
func TestCounterSVGIsTheMapsCounter(t *testing.T) {
	u := smallUnits()[3]
	alone, err := CounterSVG(u.Unit)
	if err != nil {
		t.Fatal(err)
	}
	u.Hex = model.MustHex("0305")
	svg := renderString(t, rendertest.SmallMap(), Options{Edition: rendertest.Edition(), Units: []Placement{u}})
	start := strings.Index(svg, `<g class="counter nat-us" data-unit="us-3"`)
	if start < 0 {
		t.Fatal("the map has no counter us-3")
	}
	onMap := svg[start : start+len(alone)+40]
	onMap = onMap[:strings.Index(onMap, "</g>")+len("</g>")]
	norm := regexp.MustCompile(` data-hex="[0-9]+" transform="translate\([0-9.,]+\)"| transform="translate\(0\.00,0\.00\)"`)
	if a, b := norm.ReplaceAllString(strings.TrimSpace(alone), ""), norm.ReplaceAllString(onMap, ""); a != b {
		t.Errorf("alone:\n%s\non the map:\n%s", a, b)
	}
}
