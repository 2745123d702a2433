package sheets

import (
	"bytes"
	"io"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/render"
)

// BenchmarkSetupSheet makes the 1994 Historical setup sheet from the
// loaded edition, briefing and all, as `bfgdata render setup` does; the
// aim is under 100 ms.
func BenchmarkSetupSheet(b *testing.B) {
	ed := rendertest.Bundled(b, "1994")
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
	list, err := explain.CountersOf(rendertest.Bundled(b, "1994"))
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
	ed := rendertest.Bundled(b, "1994")
	setup, err := explain.SetupOf(ed, "historical")
	if err != nil {
		b.Fatal(err)
	}
	opts := render.Options{Edition: &ed.Info, Scenario: setup.Name, Units: explain.Placements(setup.Units)}
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
