package render

import (
	"bytes"
	"io"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// BenchmarkFullMap renders a map of the Deluxe map's size, 39 rows by 26
// columns, with about 120 counters. It reports the SVG's size; the aim is
// well under 200 ms a render and under 3 MB a file.
func BenchmarkFullMap(b *testing.B) {
	m := fullMap(39, 26)
	tec := testTEC()
	opts := Options{Edition: testEdition(), Scenario: "Benchmark", Units: fullUnits(m, 120), Provenance: true}
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
	m := fullMap(39, 26)
	units := fullUnits(m, 120)
	doc := renderString(t, m, Options{Edition: testEdition(), Units: units, Provenance: true})
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
	ed, err := model.LoadEdition(data.FS, "1994")
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
	var units []explain.SetupUnit
	for _, p := range placements {
		c := index[p.Counter]
		f, _ := p.ForceOf(c)
		u := explain.SetupUnit{Unit: rules.UnitOf(c, f), Zone: p.Zone}
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

// BenchmarkSetupSheet makes the 1994 Historical setup sheet from the
// loaded edition, briefing and all, as `bfgdata render setup` does; the
// aim is under 100 ms.
func BenchmarkSetupSheet(b *testing.B) {
	ed := bundledEdition(b, "1994")
	brief, err := explain.BriefingOf(ed, "historical")
	if err != nil {
		b.Fatal(err)
	}
	var size bytes.Buffer
	printed, err := SetupSheet(&size, brief, ed.Map, ed.TEC, Letter)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		brief, err := explain.BriefingOf(ed, "historical")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := SetupSheet(io.Discard, brief, ed.Map, ed.TEC, Letter); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(size.Len()), "html-bytes")
	b.ReportMetric(float64(printed.Pages), "pages")
}

// BenchmarkCounterSheet renders the 1994 counter sheet.
func BenchmarkCounterSheet(b *testing.B) {
	list, err := explain.CountersOf(bundledEdition(b, "1994"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := CounterSheet(io.Discard, list, CounterSheetOptions{Size: 0.5, Paper: Letter}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMapPages renders the 1994 map with the Historical units cut
// into Letter pages.
func BenchmarkMapPages(b *testing.B) {
	ed := bundledEdition(b, "1994")
	setup, err := explain.SetupOf(ed, "historical")
	if err != nil {
		b.Fatal(err)
	}
	opts := Options{Edition: &ed.Info, Scenario: setup.Name, Units: setup.Units}
	var size bytes.Buffer
	if _, err := MapPages(&size, ed.Map, ed.TEC, opts, Letter); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := MapPages(io.Discard, ed.Map, ed.TEC, opts, Letter); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(size.Len()), "html-bytes")
}
