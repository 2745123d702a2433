package tests

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// svgCounts parses an SVG with encoding/xml (which proves it well formed)
// and counts hexes, hex id labels and unit counters.
func svgCounts(t *testing.T, doc []byte) (hexes, labels int, units map[string]int) {
	t.Helper()
	units = map[string]int{}
	dec := xml.NewDecoder(bytes.NewReader(doc))
	inLabel := false
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			attr := map[string]string{}
			for _, a := range e.Attr {
				attr[a.Name.Local] = a.Value
			}
			switch {
			case e.Name.Local == "use" && strings.HasPrefix(attr["id"], "hex-"):
				hexes++
			case e.Name.Local == "text" && attr["class"] == "hexid":
				inLabel = true
			case e.Name.Local == "g" && strings.HasPrefix(attr["class"], "counter ") && attr["data-unit"] != "": // the legend's sample counter has none
				units[attr["data-unit"]]++
			}
		case xml.CharData:
			if inLabel && len(strings.TrimSpace(string(e))) == 4 {
				labels++
			}
		case xml.EndElement:
			inLabel = false
		}
	}
	return hexes, labels, units
}

// The full 1994 map with the Historical setup: one hex shape and one id
// label per hex, every unit of the setup drawn exactly once, the same bytes
// on a second run, and no overwriting without --force.
func TestRenderHistoricalMap(t *testing.T) {
	endToEnd(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "m.svg")
	if r := bfgdata(t, dir, "render", "map", "--edition", "1994", "--scenario", "historical", "--out", out); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	doc, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc) > 3<<20 {
		t.Errorf("SVG is %d bytes, want under 3 MB", len(doc))
	}
	hexes, labels, units := svgCounts(t, doc)
	if hexes != 39*26 || labels != 39*26 {
		t.Errorf("%d hexes and %d hex id labels, want %d of each", hexes, labels, 39*26)
	}
	if len(units) != 119 {
		t.Errorf("%d units drawn, want the setup's 119", len(units))
	}
	for id, n := range units {
		if n != 1 {
			t.Errorf("unit %s drawn %d times", id, n)
		}
	}
	again := filepath.Join(dir, "again.svg")
	bfgdata(t, dir, "render", "map", "--edition", "1994", "--scenario", "historical", "--out", again)
	b, err := os.ReadFile(again)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, doc) {
		t.Error("a second render gave different bytes")
	}
	r := bfgdata(t, dir, "render", "map", "--edition", "1994", "--out", out)
	if r.code != 2 || !strings.Contains(r.stderr, "--force") {
		t.Errorf("overwriting without --force: exit %d, %q", r.code, r.stderr)
	}
	b, err = os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, doc) {
		t.Error("the existing file was changed without --force")
	}
}
