package render

import (
	"bytes"
	"io"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
)

// BenchmarkFullMap renders a map of the Deluxe map's size, 39 rows by 26
// columns, with about 120 counters. It reports the SVG's size; the aim is
// well under 200 ms a render and under 3 MB a file.
func BenchmarkFullMap(b *testing.B) {
	m := rendertest.FullMap(39, 26)
	tec := rendertest.TEC()
	opts := Options{Edition: rendertest.Edition(), Scenario: "Benchmark", Units: fullUnits(m, 120), Provenance: true}
	var size bytes.Buffer
	if err := Map(&size, m, tec, opts); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := Map(io.Discard, m, tec, opts); err != nil {
			b.Fatal(err)
		}
	}
	// reported after the loop: b.Loop resets user metrics when it starts
	b.ReportMetric(float64(size.Len()), "svg-bytes")
}

func TestFullMapSize(t *testing.T) {
	m := rendertest.FullMap(39, 26)
	units := fullUnits(m, 120)
	doc := renderString(t, m, Options{Edition: rendertest.Edition(), Units: units, Provenance: true})
	if len(doc) > 3<<20 {
		t.Errorf("full map with %d units is %d bytes, want under 3 MB", len(units), len(doc))
	}
	if len(units) < 110 {
		t.Errorf("only %d units", len(units))
	}
}

// BenchmarkBundled1994Historical renders the real 1994 map with the
// Historical setup's units on it, as `bfgdata render map --scenario
// historical` does.
func BenchmarkBundled1994Historical(b *testing.B) {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		b.Fatal(err)
	}
	if ed.Map == nil {
		b.Skip("no 1994 map")
	}
	s, _ := ed.Scenario("historical")
	placements, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		b.Fatal(err)
	}
	index := ed.Counters.Index()
	var units []Placement
	for _, p := range placements {
		c := index[p.Counter]
		f, _ := p.ForceOf(c)
		unit := unitOf(*c)
		unit.Force = f
		u := Placement{Unit: unit, Zone: p.Zone}
		if p.Hex != nil {
			u.Hex, u.Zone = *p.Hex, ""
		}
		units = append(units, u)
	}
	opts := Options{Edition: &ed.Info, Scenario: s.Name, Units: units}
	var size bytes.Buffer
	if err := Map(&size, ed.Map, ed.TEC, opts); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := Map(io.Discard, ed.Map, ed.TEC, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(size.Len()), "svg-bytes")
}
