package render

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func TestGoldenPrint(t *testing.T) {
	tests := []struct {
		name string
		draw func(w *bytes.Buffer) error
	}{
		{"sheet-small.html", func(w *bytes.Buffer) error {
			_, err := SetupSheet(w, smallBriefing(), smallMap(), testTEC(), Letter)
			return err
		}},
		{"sheet-variant.html", func(w *bytes.Buffer) error {
			_, err := SetupSheet(w, variantBriefing(), smallMap(), testTEC(), Letter)
			return err
		}},
		{"sheet-small-nomap-a4.html", func(w *bytes.Buffer) error {
			_, err := SetupSheet(w, smallBriefing(), nil, nil, A4)
			return err
		}},
		{"compact-small.html", func(w *bytes.Buffer) error {
			b, set := smallAsideBriefing()
			_, err := CompactSetupSheet(w, b, set, Letter)
			return err
		}},
		{"counters-small.html", func(w *bytes.Buffer) error {
			_, err := CounterSheet(w, smallCounterList(), CounterSheetOptions{Size: 0.5, Paper: Letter})
			return err
		}},
		{"counters-small.svg", func(w *bytes.Buffer) error {
			_, err := CounterSheetSVG(w, smallCounterList(), CounterSheetOptions{Size: 0.625, Paper: A4})
			return err
		}},
		{"counter-hg.svg", func(w *bytes.Buffer) error {
			files, err := CounterFiles(smallCounterList(), 0.5)
			for _, f := range files {
				if f.Name == "hg.svg" {
					w.Write(f.Data)
				}
			}
			return err
		}},
		{"pages-small.html", func(w *bytes.Buffer) error {
			_, err := MapPages(w, smallMap(), testTEC(), Options{Edition: testEdition(), Scenario: "Test scenario", Units: smallUnits(), HexSize: 1.25}, Letter)
			return err
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b, again bytes.Buffer
			if err := tt.draw(&b); err != nil {
				t.Fatal(err)
			}
			if err := tt.draw(&again); err != nil || !bytes.Equal(b.Bytes(), again.Bytes()) {
				t.Fatalf("a second run gave other bytes (%v)", err)
			}
			p := filepath.Join("testdata", tt.name)
			if *update {
				if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run go test ./render -update to create it)", err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("%s differs; look at the new one and run go test ./render -update if the change is intended", p)
			}
		})
	}
}

// wordCount counts s in text as a whole word: not inside a longer run of
// letters, digits, hyphens or #.
func wordCount(text, s string) int {
	re := regexp.MustCompile(`(^|[^\w#-])` + regexp.QuoteMeta(s) + `($|[^\w-])`)
	return len(re.FindAllStringIndex(text, -1))
}

// bodyText is the text a reader sees: every element's text but the style
// sheet's and the document title's.
func bodyText(elems []htmlElement) string {
	for _, e := range elems {
		if e.name == "body" {
			return e.text
		}
	}
	return ""
}

// listText is a sheet's text without the drawings every page shares (the
// document's <defs>): the locators' hex numbers, drawn there once, are
// left out, so what remains is what the pages list.
func listText(elems []htmlElement) string {
	text := bodyText(elems)
	for _, e := range elems {
		if e.name == "svg" && hasClass(e.svgElement, "defs") {
			text = strings.Replace(text, e.text, " ", 1)
		}
	}
	return text
}

// checkSheet checks a setup sheet: pages as many as reported, each with
// its footer; every unit's counter drawn once and its id (after #) printed
// once; every starting hex listed once; nothing unescaped.
func checkSheet(t *testing.T, b explain.Briefing, doc string, printed Printed) []htmlElement {
	t.Helper()
	elems := parseHTML(t, doc)
	pages := countWhere(elems, func(e htmlElement) bool { return e.name == "section" })
	if pages != printed.Pages || pages < 1+len(forcesOf(b)) {
		t.Errorf("%d pages in the document, %d reported, want at least a cover and a page per force", pages, printed.Pages)
	}
	for i := 1; i <= pages; i++ {
		foot := "page " + strconv.Itoa(i) + " of " + strconv.Itoa(pages)
		if n := countWhere(elems, func(e htmlElement) bool { return hasClass(e.svgElement, "foot") && strings.Contains(e.text, foot) }); n != 1 {
			t.Errorf("footer %q on %d pages", foot, n)
		}
	}
	text := listText(elems)
	drawn := map[string]int{}
	for _, e := range elems {
		if e.name == "g" && hasClass(e.svgElement, "counter") {
			drawn[e.attrs["data-unit"]]++
		}
	}
	hexes := map[string]bool{}
	// every starting unit, and every unit set aside on its force's pages
	for _, u := range slices.Concat(b.Units, b.AsideUnits) {
		if drawn[u.Counter] != 1 {
			t.Errorf("counter of %s drawn %d times", u.Counter, drawn[u.Counter])
		}
		if n := wordCount(text, "#"+u.Counter); n != 1 {
			t.Errorf("id #%s printed %d times", u.Counter, n)
		}
		if u.OnMap() {
			hexes[u.Hex.String()] = true
		}
	}
	for h := range hexes {
		if n := wordCount(text, h); n != 1 {
			t.Errorf("hex %s printed %d times", h, n)
		}
	}
	if len(drawn) != len(b.Units)+len(b.AsideUnits) {
		t.Errorf("%d counters drawn, want the %d units and %d set aside", len(drawn), len(b.Units), len(b.AsideUnits))
	}
	return elems
}

func TestSetupSheetSmall(t *testing.T) {
	b := smallBriefing()
	var doc bytes.Buffer
	printed, err := SetupSheet(&doc, b, smallMap(), testTEC(), Letter)
	if err != nil {
		t.Fatal(err)
	}
	elems := checkSheet(t, b, doc.String(), printed)
	for _, raw := range []string{"<&>", "<within limits>", `"Wien"`} {
		if strings.Contains(doc.String(), raw) {
			t.Errorf("%q is in the document unescaped", raw)
		}
	}
	text := bodyText(elems)
	for _, want := range []string{"Test Scenario: Königsberg & \"Wien\"", "Turn 1: Dec II 1944, from 16 December 1944", "Turn 10: May I 1945, from 1 May 1945",
		"Soviet player: Soviet, West German", "8.0", "Capital garrisons", "Stacking groups (amends 5.3)", "Victory points", "Deluxe rules, 12.0 (rulebook)",
		"Soviet force", "Western Allied force", "East German force", "West German force", "In zones and boxes", "Courland", "East German reserve",
		"Rough terrain", "Clear, fortified"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet does not say %q", want)
		}
	}
	// the two West German units of 0303 share one group, under one hex id
	for _, e := range elems {
		if hasClass(e.svgElement, "grp") && strings.Contains(e.text, "0303") && (!strings.Contains(e.text, "#1-pz") || !strings.Contains(e.text, "#12-ss")) {
			t.Errorf("0303's group holds %q", e.text)
		}
	}
	// a locator per force, with no text in it
	locators := 0
	for _, e := range elems {
		if e.name == "svg" && hasClass(e.svgElement, "locator") {
			locators++
			if strings.TrimSpace(e.text) != "" {
				t.Errorf("a locator map has text %q", e.text)
			}
		}
	}
	if locators != 4 {
		t.Errorf("%d locator maps, want one per force (4)", locators)
	}
}

func TestSetupSheetSizes(t *testing.T) {
	var doc bytes.Buffer
	if _, err := SetupSheet(&doc, smallBriefing(), smallMap(), testTEC(), A4); err != nil {
		t.Fatal(err)
	}
	s := doc.String()
	for _, want := range []string{"@page{size:210mm 297mm;margin:0}", "width:210mm;height:297mm", `width="0.517in" height="0.517in"`} {
		if !strings.Contains(s, want) {
			t.Errorf("A4 sheet lacks %q", want)
		}
	}
	if _, err := SetupSheet(&doc, explain.Briefing{Name: "empty"}, nil, nil, Letter); err == nil {
		t.Error("a sheet of no units was made")
	}
}

// bundledEdition loads an edition of the bundled data.
func bundledEdition(t testing.TB, id string) *model.Edition {
	t.Helper()
	ed, err := data.Editions.LoadOwn(id)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// Every scenario of both editions makes a sheet with each unit, id and hex
// once; 1994 Historical has its 119 units and the Courland units under
// their zone.
func TestSetupSheetsBundled(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		ed := bundledEdition(t, id)
		for _, s := range ed.Scenarios {
			t.Run(id+"/"+s.ID, func(t *testing.T) {
				if testing.Short() && s.ID != "historical" {
					t.Skip("under -short only each edition's Historical sheet is checked; the full run (go test ./...) checks every bundled scenario's")
				}
				b, err := explain.BriefingOf(ed, s.ID)
				if err != nil {
					t.Fatal(err)
				}
				var doc bytes.Buffer
				printed, err := SetupSheet(&doc, b, ed.Map, ed.TEC, Letter)
				if err != nil {
					t.Fatal(err)
				}
				elems := checkSheet(t, b, doc.String(), printed)
				if id != "1994" || s.ID != "historical" {
					return
				}
				if len(b.Units) != 119 {
					t.Errorf("%d units, want 119", len(b.Units))
				}
				courland := 0
				for _, e := range elems {
					if hasClass(e.svgElement, "grp") && strings.HasPrefix(strings.TrimSpace(e.text), "Courland") {
						courland = strings.Count(e.text, "#")
					}
				}
				if courland != 4 {
					t.Errorf("%d units listed under Courland, want 4", courland)
				}
			})
		}
	}
}

// counterBoxes returns, per page SVG of a counter sheet, its user units per
// inch, and the width of every counter face, in user units.
func counterBoxes(t *testing.T, elems []htmlElement) (upi []float64, faces []float64) {
	t.Helper()
	for _, e := range elems {
		switch {
		case e.name == "svg" && strings.HasSuffix(e.attrs["width"], "in") && e.attrs["viewBox"] != "":
			w, _ := strconv.ParseFloat(strings.TrimSuffix(e.attrs["width"], "in"), 64)
			vb := strings.Fields(e.attrs["viewBox"])
			vw, _ := strconv.ParseFloat(vb[2], 64)
			upi = append(upi, vw/w)
		case e.name == "rect" && hasClass(e.svgElement, "counter-face"):
			w, _ := strconv.ParseFloat(e.attrs["width"], 64)
			faces = append(faces, w)
		case e.name == "g" && hasClass(e.svgElement, "counter") && strings.Contains(e.attrs["transform"], "scale"):
			t.Errorf("counter %s is scaled (%s): its size is not the sheet's unit", e.attrs["data-unit"], e.attrs["transform"])
		}
	}
	return upi, faces
}

func TestCounterSheets(t *testing.T) {
	sets := map[string]explain.CounterList{"small": smallCounterList()}
	for _, id := range data.Editions.IDs() {
		l, err := explain.CountersOf(bundledEdition(t, id))
		if err != nil {
			t.Fatal(err)
		}
		sets[id] = l
	}
	for name, list := range sets {
		for _, size := range []float64{0.5, 0.625} {
			for _, paper := range Papers {
				var doc bytes.Buffer
				printed, err := CounterSheet(&doc, list, CounterSheetOptions{Size: size, Paper: paper})
				if err != nil {
					t.Fatal(err)
				}
				elems := parseHTML(t, doc.String())
				drawn := map[string]int{}
				for _, e := range elems {
					if e.name == "g" && hasClass(e.svgElement, "counter") {
						drawn[e.attrs["data-unit"]]++
					}
				}
				for _, g := range list.Groups {
					for _, c := range g.Counters {
						if drawn[c.ID] != 1 {
							t.Errorf("%s: counter %s drawn %d times", name, c.ID, drawn[c.ID])
						}
					}
				}
				if len(drawn) != list.Count() {
					t.Errorf("%s: %d counters drawn, want %d", name, len(drawn), list.Count())
				}
				cuts := countWhere(elems, func(e htmlElement) bool { return hasClass(e.svgElement, "cut") })
				if cuts != list.Count() {
					t.Errorf("%s: %d cut outlines, want one per counter", name, cuts)
				}
				upi, faces := counterBoxes(t, elems)
				if len(upi) != printed.Pages {
					t.Errorf("%s: %d page SVGs, %d pages reported", name, len(upi), printed.Pages)
				}
				for _, u := range upi {
					for _, f := range faces {
						if got := f / u; got < size-0.0005 || got > size+0.0005 {
							t.Fatalf("%s at %v in on %s: a counter measures %.4f in", name, size, paper.Name, got)
						}
					}
				}
			}
		}
	}
}

// The counter sheets hold every piece of the bundled sets, as many as
// counters.json lists and its "pieces" says.
func TestCounterListsBundled(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		ed := bundledEdition(t, id)
		l, err := explain.CountersOf(ed)
		if err != nil {
			t.Fatal(err)
		}
		if l.Count() != len(ed.Counters.Counters) || l.Count() != ed.Counters.Pieces {
			t.Errorf("%s: %d counters listed, counters.json has %d, pieces %d", id, l.Count(), len(ed.Counters.Counters), ed.Counters.Pieces)
		}
		files, err := CounterFiles(l, 0.5)
		if err != nil || len(files) != l.Count() {
			t.Fatalf("%s: %d files, %v", id, len(files), err)
		}
		for _, f := range files {
			svg := string(f.Data)
			if !strings.Contains(svg, `width="0.5in"`) || !strings.Contains(svg, `height="0.5in"`) || !strings.Contains(svg, `viewBox="-30.00 -30.00 60.00 60.00"`) {
				t.Errorf("%s is not a 0.5 in counter: %.200s", f.Name, f.Data)
			}
		}
	}
}

func TestCounterRefusals(t *testing.T) {
	l := smallCounterList()
	for _, size := range []float64{0.1, 3} {
		if _, err := CounterSheet(&bytes.Buffer{}, l, CounterSheetOptions{Size: size}); err == nil {
			t.Errorf("a %v in counter sheet was made", size)
		}
	}
	bad := smallCounterList()
	bad.Groups[1].Counters[0].ID = "../evil"
	if _, err := CounterFiles(bad, 0.5); err == nil || !strings.Contains(err.Error(), "cannot name a file") {
		t.Errorf("a counter id that is a path: %v", err)
	}
	dup := smallCounterList()
	dup.Groups[1].Counters[0].ID = "67"
	if _, err := CounterFiles(dup, 0.5); err == nil {
		t.Error("two counters of one id made two files of one name")
	}
	if _, err := CounterSheet(&bytes.Buffer{}, explain.CounterList{}, CounterSheetOptions{}); err == nil {
		t.Error("a sheet of no counters was made")
	}
}
