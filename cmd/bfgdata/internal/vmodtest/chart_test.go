package vmodtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// chartProblems checks the module's chart window (build/module/
// ChartWindow.java, build/widget/Chart.java): one ChartWindow on the
// toolbar holding a Chart each for the Combat Results Table, the Terrain
// Effects Chart and the Turn Record Track; each Chart's fileName an SVG
// image in images/ sized in whole pixels (VASSAL shows it at that size)
// whose text holds the chart's data: every odds column and every cell
// of the CRT with a key to its result codes, every terrain's name, every
// turn's date.
func (m *module) chartProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, "charts: "+fmt.Sprintf(format, args...)) }
	var windows []*elem
	for _, k := range m.root.Kids {
		if k.Class == pkgModule+"ChartWindow" {
			windows = append(windows, k)
		}
	}
	if len(windows) != 1 {
		return []string{"the module has " + strconv.Itoa(len(windows)) + " ChartWindows on its toolbar, want one"}
	}
	w := windows[0]
	if w.Attr["name"] == "" || w.Attr["text"] == "" {
		bad("the ChartWindow has no name or button text")
	}
	want := map[string][]string{} // texts the chart shows as they are
	key := map[string][]string{}  // texts within a line of the chart
	if c := e.CRT; c != nil {
		var s []string
		for _, col := range c.Odds.Columns {
			s = append(s, col.ID)
		}
		for _, r := range c.Rows {
			s = append(s, strconv.Itoa(r.Die))
			s = append(s, r.Results...)
		}
		want["Combat Results Table"] = s
		for _, r := range c.Results {
			key["Combat Results Table"] = append(key["Combat Results Table"], r.Code, r.Name)
		}
	}
	if t := e.TEC; t != nil {
		var s []string
		for _, g := range [][]model.TECEntry{t.Terrain, t.Features, t.Hexsides, t.Borders} {
			for _, en := range g {
				s = append(s, en.Name)
			}
		}
		want["Terrain Effects Chart"] = s
	}
	if t := e.TRT; t != nil && len(t.Turns) > 0 {
		var s []string
		for _, turn := range t.Turns {
			s = append(s, turn.Label)
		}
		want["Turn Record Track"] = s
	}
	found := map[string]int{}
	w.walk(func(c *elem) {
		if c.Class != pkgWidget+"Chart" {
			return
		}
		name, file := c.Attr["chartName"], c.Attr["fileName"]
		texts, ok := want[name]
		if !ok {
			bad("chart %q is none of the edition's charts", name)
			return
		}
		found[name]++
		img, ok := m.entries["images/"+file]
		if !ok {
			bad("chart %q: image %q is not in images/", name, file)
			return
		}
		words, err := svgTexts(img)
		if err != nil {
			bad("chart %q: image %s: %v", name, file, err)
			return
		}
		for _, s := range texts {
			if !slices.Contains(words, s) {
				bad("chart %q: image %s does not show %q", name, file, s)
			}
		}
		for _, s := range key[name] {
			if !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(w, s) }) {
				bad("chart %q: image %s does not show %q in its key", name, file, s)
			}
		}
	})
	for _, name := range slices.Sorted(maps.Keys(want)) {
		if found[name] != 1 {
			bad("the chart window has %d %q charts, want one", found[name], name)
		}
	}
	return probs
}

// svgTexts is the text of every <text> element of an SVG image whose
// root is sized in whole pixels.
func svgTexts(img []byte) ([]string, error) {
	d := xml.NewDecoder(bytes.NewReader(img))
	var texts []string
	var cur *strings.Builder
	root := true
	for {
		tok, err := d.Token()
		if err != nil {
			if err == io.EOF {
				return texts, nil
			}
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if root {
				root = false
				if t.Name.Local != "svg" {
					return nil, fmt.Errorf("its root is <%s>, not <svg>", t.Name.Local)
				}
				for _, a := range t.Attr {
					if a.Name.Local == "width" || a.Name.Local == "height" {
						if _, err := strconv.Atoi(a.Value); err != nil {
							return nil, fmt.Errorf("its %s %q is not a whole number of pixels", a.Name.Local, a.Value)
						}
					}
				}
			}
			if t.Name.Local == "text" {
				cur = &strings.Builder{}
			}
		case xml.CharData:
			if cur != nil {
				cur.Write(t)
			}
		case xml.EndElement:
			if t.Name.Local == "text" && cur != nil {
				texts = append(texts, cur.String())
				cur = nil
			}
		}
	}
}

// The chart checks bite: each spoiled copy of the exported 1994 module is
// refused with the problem named.
func TestChartChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	m, err := readModule(vmod)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.problems) > 0 {
		t.Fatalf("the exported module: %q", m.problems)
	}
	chart := func(m *module, name string) *elem {
		for _, c := range m.root.Find(".widget.Chart") {
			if c.Attr["chartName"] == name {
				return c
			}
		}
		t.Fatalf("no chart %q", name)
		return nil
	}
	checksBite(t, vmod, "charts", func(m *module) []string { return m.chartProblems(e) }, []spoiled{
		{"no chart window", func(m *module) {
			m.root.Kids = slices.DeleteFunc(m.root.Kids, func(e *elem) bool { return strings.HasSuffix(e.Class, ".ChartWindow") })
		}, "0 ChartWindows"},
		{"a chart image missing", func(m *module) {
			delete(m.entries, "images/"+chart(m, "Combat Results Table").Attr["fileName"])
		}, "is not in images/"},
		{"the TEC's tab showing the CRT", func(m *module) {
			chart(m, "Terrain Effects Chart").Attr["fileName"] = chart(m, "Combat Results Table").Attr["fileName"]
		}, `does not show "Clear"`},
		{"a result code left off the CRT", func(m *module) {
			f := "images/" + chart(m, "Combat Results Table").Attr["fileName"]
			m.entries[f] = bytes.ReplaceAll(m.entries[f], []byte(">Ex<"), []byte(">E<"))
		}, `does not show "Ex"`},
		{"the CRT's key left out", func(m *module) {
			f := "images/" + chart(m, "Combat Results Table").Attr["fileName"]
			m.entries[f] = bytes.ReplaceAll(m.entries[f], []byte("Exchange"), []byte("Swap"))
		}, `"Exchange" in its key`},
		{"a chart sized in inches", func(m *module) {
			f := "images/" + chart(m, "Turn Record Track").Attr["fileName"]
			m.entries[f] = bytes.Replace(m.entries[f], []byte(`width="`), []byte(`width="7in" x="`), 1)
		}, "not a whole number of pixels"},
		{"the TRT's tab left out", func(m *module) {
			tabs := m.root.Find(".ChartWindow")[0].Kids[0]
			tabs.Kids = slices.DeleteFunc(tabs.Kids, func(e *elem) bool { return e.Attr["chartName"] == "Turn Record Track" })
		}, `0 "Turn Record Track" charts`},
	})
}
