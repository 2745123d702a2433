package sheets

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// smallAsideBriefing is smallBriefing with two counters set aside: a US
// unit, which the counter set gives to the Western Allied force, and a
// marker, which no force has.
func smallAsideBriefing() (explain.Briefing, *model.CounterSet) {
	b := smallBriefing()
	b.SetAside = []model.SetAside{
		{Counter: "9-us", Reason: "Arrives on turn 3 <by sea>.", Src: "test"},
		{Counter: "game-turn", Reason: "Goes on the Turn Record Track.", Src: "test"},
	}
	set := &model.CounterSet{ID: "test-set", Counters: []model.Counter{
		{ID: "9-us", Label: "9 US", Kind: model.KindUnit, Nationality: model.US, Force: model.WesternAllied, Size: model.Corps, Type: model.Infantry, Attack: 4, Defense: 8, Movement: 6},
		{ID: "game-turn", Label: "Game Turn", Kind: model.KindMarker, Marker: &model.Marker{Kind: model.OffensiveSupplyMarker}},
	}}
	return b, set
}

// checkCompact checks a compact sheet: pages as many as reported, each
// with its footer and no more columns than the layout has; every unit's
// counter drawn once and its id printed once, each force's units in order
// of hex, zones and boxes after the hexes; every starting hex printed.
func checkCompact(t *testing.T, b explain.Briefing, set *model.CounterSet, paper Paper) (*compact, []htmlElement) {
	t.Helper()
	var doc bytes.Buffer
	printed, err := CompactSetupSheet(&doc, b, set, paper)
	if err != nil {
		t.Fatal(err)
	}
	k, err := planCompact(b, set, paper)
	if err != nil {
		t.Fatal(err)
	}
	elems := parseHTML(t, doc.String())
	pages := countWhere(elems, func(e htmlElement) bool { return e.name == "section" })
	if pages != printed.Pages || pages != len(k.pages) {
		t.Errorf("%d pages in the document, %d reported, %d laid out", pages, printed.Pages, len(k.pages))
	}
	for i := 1; i <= pages; i++ {
		foot := "page " + markup.Itoa(i) + " of " + markup.Itoa(pages)
		if n := countWhere(elems, func(e htmlElement) bool { return hasClass(e.svgElement, "foot") && strings.Contains(e.text, foot) }); n != 1 {
			t.Errorf("footer %q on %d pages", foot, n)
		}
	}
	text := bodyText(elems)
	drawn := map[string]int{}
	for _, e := range elems {
		if e.name == "g" && hasClass(e.svgElement, "counter") {
			drawn[e.attrs["data-unit"]]++
		}
	}
	for _, u := range b.Units {
		if drawn[u.Counter] != 1 || wordCount(text, "#"+u.Counter) != 1 {
			t.Errorf("unit %s: counter drawn %d times, id printed %d times", u.Counter, drawn[u.Counter], wordCount(text, "#"+u.Counter))
		}
		if u.OnMap() && wordCount(text, u.Hex.String()) < 1 {
			t.Errorf("hex %s of %s is not printed", u.Hex, u.Counter)
		}
	}
	colH := k.paper.contentH() - kHeadH - kTheadH
	for pi, p := range k.pages {
		if len(p.cols) > kColumns {
			t.Errorf("page %d has %d columns", pi+1, len(p.cols))
		}
		for ci, col := range p.cols {
			h := 0.0
			for _, it := range col {
				h += it.h
			}
			if h > colH+1e-9 {
				t.Errorf("page %d, column %d: %.3f in of lines in %.3f in", pi+1, ci+1, h, colH)
			}
			if len(col) > 0 && col[0].kind != kiForce && col[0].kind != kiAsideHead {
				t.Errorf("page %d, column %d starts without a heading", pi+1, ci+1)
			}
		}
	}
	// each force's units in order: hexes ascending, then zones, then boxes
	for _, sec := range compactSectionsOf(k) {
		for _, f := range sec.forces {
			if !slices.IsSortedFunc(f.units, compareByPlace) {
				t.Errorf("%s: units not in order of place", f.force)
			}
		}
	}
	return k, elems
}

// compactSectionsOf lists the sections of a laid-out sheet once each.
func compactSectionsOf(k *compact) []*kSection {
	var out []*kSection
	for _, p := range k.pages {
		if !slices.Contains(out, p.section) {
			out = append(out, p.section)
		}
	}
	return out
}

func TestCompactSheetSmall(t *testing.T) {
	b, set := smallAsideBriefing()
	k, elems := checkCompact(t, b, set, Letter)
	var titles []string
	for _, e := range elems {
		if e.name == "h1" {
			titles = append(titles, strings.TrimSpace(e.text))
		}
	}
	// a page per player, forces in the order of the scenario's control
	if want := []string{"Soviet player", "Western Allied player"}; !slices.Equal(titles, want) {
		t.Errorf("pages %q, want %q", titles, want)
	}
	var order []string
	for _, p := range k.pages {
		for _, u := range p.units() {
			order = append(order, u.Counter)
		}
	}
	// by hex within a force; the US unit set aside ends its force; the
	// marker, of no force, ends the sheet
	if want := []string{"1-rom", "5-gds", "1-pz", "12-ss", "3-us", "9-us", "18", "16"}; !slices.Equal(order, want) {
		t.Errorf("units in the order %q, want %q", order, want)
	}
	text := bodyText(elems)
	for _, want := range []string{"Soviet force: 2 units", "Western Allied force: 1 unit, 1 set aside", "set aside", "Arrives on turn 3 &lt;by sea&gt;.",
		"#game-turn", "Goes on the Turn Record Track.", "Courland", "zone", "East German reserve", "box", "XII SS &lt;&amp;&gt;"} {
		if !strings.Contains(text, want) && !strings.Contains(text, strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(want)) {
			t.Errorf("the sheet does not say %q", want)
		}
	}
	for _, raw := range []string{"<by sea>", "<&>"} {
		var doc bytes.Buffer
		if _, err := CompactSetupSheet(&doc, b, set, Letter); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(doc.String(), raw) {
			t.Errorf("%q is in the document unescaped", raw)
		}
	}
	if _, err := CompactSetupSheet(&bytes.Buffer{}, explain.Briefing{Name: "empty"}, nil, Letter); err == nil {
		t.Error("a sheet of no units was made")
	}
}

// A force too long for a page goes on over columns and pages, its heading
// repeated at the top of each, and no column overfills.
func TestCompactSheetFlow(t *testing.T) {
	b := smallBriefing()
	b.Control = nil
	b.Units = nil
	for i := range 150 {
		b.Units = append(b.Units, explain.SetupUnit{
			Unit: rules.Unit{Counter: "u" + markup.Itoa(i), Label: markup.Itoa(i), Nationality: model.SovietNation, Force: model.Soviet, Size: model.Army, Type: model.Infantry, Attack: 7, Defense: 7, Movement: 4},
			Hex:  model.Hex{Row: 39 - i%39, Col: 1 + i/39},
		})
	}
	b.Units[3].Zone, b.Units[3].Hex = "courland", model.Hex{}
	k, elems := checkCompact(t, b, nil, Letter)
	if len(k.pages) != 3 {
		t.Errorf("%d pages for 150 units, want 3", len(k.pages))
	}
	heads := countWhere(elems, func(e htmlElement) bool {
		return hasClass(e.svgElement, "kf") && strings.Contains(e.text, "Soviet force (continued)")
	})
	cols := 0
	for _, p := range k.pages {
		cols += len(p.cols)
	}
	if heads != cols-1 || cols != 5 {
		t.Errorf("%d continued headings over %d columns, want 5 columns, each but the first headed again", heads, cols)
	}
	last := k.pages[len(k.pages)-1].units()
	if u := last[len(last)-1]; u.Counter != "u3" {
		t.Errorf("the last unit is %s, want u3, the one in a zone", u.Counter)
	}
}

// Every bundled scenario makes a compact sheet with each unit once; 1994
// Historical fits a page per player on Letter and on A4: two pages.
func TestCompactSheetsBundled(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		ed := rendertest.Bundled(t, id)
		for _, s := range ed.Scenarios {
			for _, paper := range Papers {
				t.Run(id+"/"+s.ID+"/"+paper.Name, func(t *testing.T) {
					if testing.Short() && (s.ID != "historical" || paper != Letter) {
						t.Skip("under -short only each edition's Historical sheet on Letter is checked; the full run checks every bundled scenario's on both papers")
					}
					b, err := explain.BriefingOf(ed, s.ID)
					if err != nil {
						t.Fatal(err)
					}
					k, _ := checkCompact(t, b, ed.Counters, paper)
					if id == "1994" && s.ID == "historical" && len(k.pages) != 2 {
						t.Errorf("%d pages, want 2: one per player", len(k.pages))
					}
				})
			}
		}
	}
}

// units lists the units of a page in the order printed.
func (p kPage) units() []explain.SetupUnit {
	var out []explain.SetupUnit
	for _, col := range p.cols {
		for _, it := range col {
			if it.kind == kiUnit {
				out = append(out, it.unit)
			}
		}
	}
	return out
}

// The line under a page's heading never runs into the heading's rule: a
// scenario's name that would make it wrap is left to the footer, and a
// line that wraps even without it makes the heading taller.
func TestCompactHeadingFits(t *testing.T) {
	for _, tt := range []struct {
		name     string
		aside    bool
		paper    Paper
		nameless bool
		taller   bool
	}{
		{"Test", false, Letter, false, false},
		{"Editor Variant: Spring Thaw of the Year 1945, With Every Unit Moved", false, Letter, true, false},
		{"Test", true, A5ish, true, true},
	} {
		b, set := smallAsideBriefing()
		b.Name = tt.name
		if !tt.aside {
			b.SetAside = nil
		}
		k, err := planCompact(b, set, tt.paper)
		if err != nil {
			t.Fatal(err)
		}
		if k.nameless != tt.nameless || (k.headH > kHeadH) != tt.taller {
			t.Errorf("%q: nameless %v, heading %.3f in; want nameless %v, taller %v", tt.name, k.nameless, k.headH, tt.nameless, tt.taller)
		}
	}
	if h := headHeight(1); h > kHeadH {
		t.Errorf("a heading with one line under it takes %.3f in, more than %.3f", h, kHeadH)
	}
	if h := headHeight(2); h <= kHeadH {
		t.Errorf("a heading with two lines under it takes %.3f in, no more than one", h)
	}
}

// A5ish is a narrow paper, on which even a line without the name wraps.
var A5ish = Paper{Name: "a5", Title: "A5", W: 5.8, H: 8.3, cssW: "5.8in", cssH: "8.3in"}

// A variant's compact sheet names its author in the footer of every page,
// as the setup sheet's cover does; an author not named, or a scenario of
// the rulebook's, names none.
func TestCompactSheetNamesTheAuthor(t *testing.T) {
	for _, tc := range []struct {
		variant *explain.Variant
		want    string
	}{
		{&explain.Variant{Author: model.Source{Title: "Kim Lee"}, Named: true}, "a variant by Kim Lee"},
		{&explain.Variant{Author: model.Source{Title: "The scenario's author"}}, ""},
		{nil, ""},
	} {
		b, set := smallAsideBriefing()
		b.Variant = tc.variant
		k, elems := checkCompact(t, b, set, Letter)
		feet := 0
		for _, e := range elems {
			if hasClass(e.svgElement, "foot") && strings.Contains(e.text, "a variant by") {
				feet++
				if tc.want == "" || !strings.Contains(e.text, tc.want) {
					t.Errorf("footer %q; want %q", e.text, tc.want)
				}
			}
		}
		if tc.want != "" && feet != len(k.pages) {
			t.Errorf("the author is in %d footers of %d pages", feet, len(k.pages))
		}
	}
}
