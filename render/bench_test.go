package render

import (
	"bytes"
	"io"
	"testing"
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
