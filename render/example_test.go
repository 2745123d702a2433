package render_test

import (
	"bytes"
	"fmt"
	"log"
	"regexp"
	"strings"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// tinyMap is two rows of three clear hexes with a city, built by hand.
func tinyMap() (*model.Map, *model.TEC) {
	m := &model.Map{Edition: "example", Grid: model.NewGrid(2, 3), Hexes: map[model.Hex]model.HexInfo{}}
	for _, id := range []string{"0101", "0102", "0103", "0201", "0202", "0203"} {
		m.Hexes[model.MustHex(id)] = model.HexInfo{Terrain: "clear"}
	}
	m.Hexes[model.MustHex("0202")] = model.HexInfo{Terrain: "clear", City: &model.City{Name: "Aachen", VP: 1}}
	tec := &model.TEC{ID: "example", Terrain: []model.TECEntry{{ID: "clear", Name: "Clear"}}}
	return m, tec
}

// svgSize is the printed size an SVG document's root element states.
func svgSize(svg string) string {
	m := regexp.MustCompile(`<svg\s+width="([^"]+)"\s+height="([^"]+)"`).FindStringSubmatch(svg)
	if m == nil {
		return "no size"
	}
	return m[1] + " by " + m[2]
}

// Map draws a hand-built map of six hexes with one unit on it, at the
// default 0.75 in a hex.
func ExampleMap() {
	m, tec := tinyMap()
	us3 := render.Unit{Counter: "us-3", Label: "3 US", Nationality: model.US, Force: model.WesternAllied,
		Size: model.Army, Type: model.Infantry, Attack: 4, Defense: 8, Movement: 6}
	opts := render.Options{Scenario: "Example", Units: []render.Placement{{Unit: us3, Hex: model.MustHex("0102")}}}
	var b bytes.Buffer
	if err := render.Map(&b, m, tec, opts); err != nil {
		log.Fatal(err)
	}
	svg := b.String()
	fmt.Println(svgSize(svg))
	fmt.Println("hexes drawn:", strings.Count(svg, `class="hexid"`))
	fmt.Println("counters drawn:", strings.Count(svg, `data-unit="us-3" data-hex="0102"`))
	fmt.Println("Aachen named:", strings.Contains(svg, ">Aachen<"))
	// Output:
	// 8.475in by 7.882in
	// hexes drawn: 6
	// counters drawn: 1
	// Aachen named: true
}

// Map draws the whole 1994 map, bundled with the module, at 0.5 in a hex.
func ExampleMap_bundled() {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		log.Fatal(err)
	}
	var b bytes.Buffer
	if err := render.Map(&b, ed.Map, ed.TEC, render.Options{Edition: &ed.Info, HexSize: 0.5}); err != nil {
		log.Fatal(err)
	}
	fmt.Println(svgSize(b.String()))
	fmt.Println("hexes:", len(ed.Map.Hexes), "ids drawn:", strings.Count(b.String(), `class="hexid"`))
	// Output:
	// 17.15in by 17.432in
	// hexes: 1014 ids drawn: 1014
}

// CounterImage draws one counter of a set as an SVG file of its own,
// here at 5/8 in across.
func ExampleCounterImage() {
	c := model.Counter{ID: "1-pz", Label: "1 Pz", Kind: model.KindUnit, Nationality: model.German, Force: model.WestGerman,
		Size: model.Corps, Type: model.Armor, Attack: 6, Defense: 4, Movement: 6}
	var b bytes.Buffer
	if err := render.CounterImage(&b, c, 0.625); err != nil {
		log.Fatal(err)
	}
	svg := b.String()
	fmt.Println(svgSize(svg))
	fmt.Println(regexp.MustCompile(`<title>[^<]*</title>`).FindString(svg))
	// Output:
	// 0.625in by 0.625in
	// <title>1-pz: 1 Pz, West German corps armor, 6-4-6</title>
}

// GeometryOf says where Map puts each hex, so a page can draw over the
// map: here the centres of two neighbouring hexes, a hex apart.
func ExampleGeometryOf() {
	m, _ := tinyMap()
	g, err := render.GeometryOf(m)
	if err != nil {
		log.Fatal(err)
	}
	a, b := g.Hexes[model.MustHex("0101")], g.Hexes[model.MustHex("0102")]
	fmt.Printf("0101 at (%.1f, %.1f), 0102 at (%.1f, %.1f), %.0f units apart\n", a.X, a.Y, b.X, b.Y, b.X-a.X)
	// Output:
	// 0101 at (90.0, 184.3), 0102 at (190.0, 184.3), 100 units apart
}
