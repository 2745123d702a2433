package sheets

import (
	"encoding/xml"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// smallBriefing is a scenario on smallMap, built here so that edits to the
// bundled data never change the golden files: units of three forces, a
// stacked pair, a unit in the Courland zone and one in a box, names with
// umlauts and markup characters.
// variantBriefing is the small briefing as an author's variant of a
// rulebook scenario by a named author: its turns, enemies, a rule of the
// author's own and one removed, the victory, five units moved, one set
// aside, no rule number.
func variantBriefing() explain.Briefing {
	b := smallBriefing()
	b.Scenario, b.Name, b.Rule = "my-variant", "My Variant", ""
	author := model.Sources{model.AuthorSource}.WithAuthorNamed("Anna Autorin <&>")[0]
	b.SetupSources = append(b.SetupSources, author)
	b.SpecialRules = append(b.SpecialRules, model.RuleRef{ID: "mud-season", Rule: "V1", Summary: "Every unit moves at half its allowance on the first turn.", Src: model.AuthorSourceID})
	b.Variant = &explain.Variant{Author: author, Named: true, Base: explain.ScenarioRef{ID: "test", Name: "Test Scenario", Rule: "12.0"},
		Terms: []explain.TermChange{
			{Term: explain.TermTurns, Kind: explain.ChangeChanged, From: "1-10", To: "2-9"},
			{Term: explain.TermEnemies, Kind: explain.ChangeChanged, From: "soviet/west-german, western-allied/west-german", To: "soviet/west-german"},
			{Term: explain.TermSpecialRule, Kind: explain.ChangeAdded, Rule: &model.RuleRef{ID: "mud-season", Rule: "V1"}},
			{Term: explain.TermSpecialRule, Kind: explain.ChangeRemoved, Rule: &model.RuleRef{ID: "capital-garrisons", Rule: "10.0"}},
			{Term: explain.TermVictory, Kind: explain.ChangeChanged, From: "Most points.", To: "Fewest losses."},
		},
		Changes: []explain.SetupChange{
			{Kind: explain.ChangeMoved, Counter: "5-gds", From: "0404", To: "0405"},
			{Kind: explain.ChangeMoved, Counter: "1-rom", From: "0205", To: "0206"},
			{Kind: explain.ChangeMoved, Counter: "3-us", From: "0301", To: "0302"},
			{Kind: explain.ChangeMoved, Counter: "1-pz", From: "0304", To: "0303"},
			{Kind: explain.ChangeMoved, Counter: "12-ss", From: "zone courland", To: "0303"},
			{Kind: explain.ChangeSetAside, Counter: "7-pz", From: "0203", Reason: "held back <for the counterattack>"},
		}}
	return b
}

func smallBriefing() explain.Briefing {
	unit := func(id, label string, n model.Nationality, f model.Force, size model.UnitSize, typ model.UnitType, a, d, m int) explain.SetupUnit {
		return explain.SetupUnit{Unit: rules.Unit{Counter: id, Label: label, Nationality: n, Force: f, Size: size, Type: typ, Attack: a, Defense: d, Movement: m}}
	}
	u := []explain.SetupUnit{
		unit("5-gds", "5 Gds", model.SovietNation, model.Soviet, model.Army, model.Infantry, 7, 5, 4),
		unit("1-rom", "1 Rom", model.Romanian, model.Soviet, model.Army, model.Mountain, 3, 5, 4),
		unit("3-us", "3 US", model.US, model.WesternAllied, model.Corps, model.Mechanized, 9, 7, 6),
		unit("1-pz", "1 Pz", model.German, model.WestGerman, model.Corps, model.Armor, 6, 4, 6),
		unit("12-ss", "XII SS <&>", model.German, model.WestGerman, model.Corps, model.Infantry, 3, 4, 3),
		unit("18", "18", model.German, model.EastGerman, model.Army, model.Infantry, 4, 5, 3),
		unit("16", "16", model.German, model.EastGerman, model.Corps, model.Infantry, 3, 5, 4),
	}
	u[0].Hex, u[1].Hex, u[2].Hex = model.MustHex("0405"), model.MustHex("0206"), model.MustHex("0302")
	u[3].Hex, u[4].Hex = model.MustHex("0303"), model.MustHex("0303")
	u[5].Zone = "courland"
	u[6].Box = "East German reserve"
	return explain.Briefing{
		Edition: explain.EditionRef{ID: "test", Title: "Battle for Germany", Subtitle: "A synthetic edition for tests",
			Publisher: "Test Games", Year: 1994, Rulebook: "Deluxe rules", Counters: "1994 counter set"},
		Scenario: "test", Name: "Test Scenario: Königsberg & \"Wien\"", Rule: "12.0", Players: 2,
		Control: []model.Control{{Player: model.SovietPlayer, Forces: []model.Force{model.Soviet, model.WestGerman}},
			{Player: model.WesternAlliedPlayer, Forces: []model.Force{model.WesternAllied, model.EastGerman}}},
		First:           explain.TurnDate{Turn: 1, Label: "Dec II 1944", Start: "1944-12-16"},
		Last:            explain.TurnDate{Turn: 10, Label: "May I 1945", Start: "1945-05-01"},
		Forces:          []model.Force{model.Soviet, model.WesternAllied, model.EastGerman, model.WestGerman},
		NotInPlay:       []model.Force{},
		TheaterBoundary: model.BoundaryRule{Status: model.BoundaryEnforced, MapArea: model.MapWhole},
		SpecialRules: []model.RuleRef{{ID: "courland", Rule: "8.0", Summary: "Units in Courland set up anywhere in its hexes <within limits>."},
			{ID: "capital-garrisons", Rule: "10.0", Summary: "A Soviet front garrisons every capital it takes."}},
		OptionalRules: []model.RuleRef{{ID: "stacking-groups", Rule: "18.0", Amends: "5.3", Summary: "Allied nationalities stack in groups."}},
		Victory:       model.Victory{Kind: model.VictoryPoints, Summary: "The side with the most city points wins."},
		SetupSources:  []model.Source{{ID: "deluxe", Kind: model.SourceRulebook, Title: "Deluxe rules", Sections: "12.0"}},
		Units:         u,
		Places: []explain.HexPlace{
			{Hex: model.MustHex("0206"), Terrain: "rough", TerrainName: "Rough terrain"},
			{Hex: model.MustHex("0302"), Terrain: "clear", TerrainName: "Clear", Fortified: true},
			{Hex: model.MustHex("0303"), Terrain: "clear", TerrainName: "Clear", Fortified: true},
			{Hex: model.MustHex("0405"), Terrain: "clear", TerrainName: "Clear"},
		},
		Zones: []explain.ZonePlace{{ID: "courland", Name: "Courland", Kind: model.ZoneArea, Rule: "13.0", Hexes: []model.Hex{model.MustHex("0506"), model.MustHex("0507")}}},
	}
}

// smallCounterList is a counter set of every kind of piece: units of each
// force, German units whose force the scenario gives, and markers.
func smallCounterList() explain.CounterList {
	unit := func(id, label string, n model.Nationality, f model.Force, size model.UnitSize, typ model.UnitType, a, d, m int) model.Counter {
		return model.Counter{ID: id, Label: label, Kind: model.KindUnit, Nationality: n, Force: f, Size: size, Type: typ, Attack: a, Defense: d, Movement: m}
	}
	marker := func(id, label string) model.Counter {
		return model.Counter{ID: id, Label: label, Kind: model.KindMarker, Marker: &model.Marker{Kind: model.OffensiveSupplyMarker}}
	}
	var soviets []model.Counter
	for i := 1; i <= 17; i++ {
		soviets = append(soviets, unit("s"+markup.Itoa(i), markup.Itoa(i)+" Gds", model.SovietNation, model.Soviet, model.Army, model.Infantry, 7, 7, 4))
	}
	return explain.CounterList{
		Edition: explain.EditionRef{ID: "test", Title: "Battle for Germany"}, Set: "test-set", Title: "Test counters", Pieces: 24,
		Groups: []explain.CounterGroup{
			{Force: model.Soviet, Nationality: model.SovietNation, Counters: soviets},
			{Force: model.WesternAllied, Nationality: model.US, Counters: []model.Counter{unit("3-us", "3 US", model.US, model.WesternAllied, model.Corps, model.Mechanized, 9, 7, 6)}},
			{Nationality: model.German, Counters: []model.Counter{
				unit("67", "67", model.German, "", model.Corps, model.Infantry, 3, 5, 4),
				unit("hg", "HG <Göring>", model.German, "", model.Corps, model.Armor, 5, 4, 6),
			}},
			{Markers: true, Counters: []model.Counter{marker("game-turn", "Game Turn"), marker("supply-1", "Offensive Supply"), marker("supply-2", "Offensive Supply"), marker("odd", "Extraordinarily long marker name")}},
		},
	}
}

// svgElement is one parsed element with its attributes and its text.
type svgElement struct {
	name  string
	attrs map[string]string
	text  string
}

// hasClass reports whether e's class attribute lists c.
func hasClass(e svgElement, c string) bool {
	return slices.Contains(strings.Fields(e.attrs["class"]), c)
}

// htmlElement is an element of a printed document, with the page it is on.
type htmlElement struct {
	svgElement
	page string // the data-page of its section, or the section's number
}

// parseHTML reads a printed document as HTML (a non-strict XML reader with
// HTML's empty elements and entities), which also proves the markup nests.
func parseHTML(t *testing.T, doc string) []htmlElement {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	dec.Strict = false
	dec.AutoClose = xml.HTMLAutoClose
	dec.Entity = xml.HTMLEntity
	var stack []htmlElement
	// texts[i] gathers stack[i]'s text: appending to a string would copy
	// the text of every open element again for each token.
	var texts []*strings.Builder
	var out []htmlElement
	sections := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the document does not parse: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			// elements part words, as a page's layout does
			for _, b := range texts {
				b.WriteString(" ")
			}
			e := htmlElement{svgElement: svgElement{name: tok.Name.Local, attrs: map[string]string{}}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				e.page = stack[len(stack)-1].page
			}
			if e.name == "section" {
				sections++
				e.page = e.attrs["data-page"]
				if e.page == "" {
					e.page = markup.Itoa(sections)
				}
			}
			stack = append(stack, e)
			texts = append(texts, new(strings.Builder))
		case xml.CharData:
			for _, b := range texts {
				b.Write(tok)
			}
		case xml.EndElement:
			if len(stack) == 0 {
				t.Fatalf("</%s> closes nothing", tok.Name.Local)
			}
			e := stack[len(stack)-1]
			e.text = texts[len(texts)-1].String()
			out = append(out, e)
			stack, texts = stack[:len(stack)-1], texts[:len(texts)-1]
			for _, b := range texts {
				b.WriteString(" ")
			}
		}
	}
	if len(stack) != 0 {
		t.Fatalf("%d elements left open", len(stack))
	}
	return out
}

func countWhere(elems []htmlElement, match func(htmlElement) bool) int {
	n := 0
	for _, e := range elems {
		if match(e) {
			n++
		}
	}
	return n
}

// smallUnits are the units of render's golden maps on rendertest.SmallMap:
// a stacked pair, a single unit, units in a zone and in a box.
func smallUnits() []render.Placement {
	return []render.Placement{
		{Unit: render.Unit{Counter: "sov-5gd", Label: "5 Gd", Nationality: model.SovietNation, Force: model.Soviet, Size: model.Army, Type: model.Infantry, Attack: 7, Defense: 5, Movement: 4}, Hex: model.MustHex("0405")},
		{Unit: render.Unit{Counter: "ger-1pz", Label: "1 Pz", Nationality: model.German, Force: model.WestGerman, Size: model.Corps, Type: model.Armor, Attack: 6, Defense: 4, Movement: 6}, Hex: model.MustHex("0303")},
		{Unit: render.Unit{Counter: "ger-12ss", Label: "XII SS", Nationality: model.German, Force: model.WestGerman, Size: model.Corps, Type: model.Infantry, Attack: 3, Defense: 4, Movement: 3}, Hex: model.MustHex("0303")},
		{Unit: render.Unit{Counter: "us-3", Label: "3 US", Nationality: model.US, Force: model.WesternAllied, Size: model.Army, Type: model.Mechanized, Attack: 9, Defense: 7, Movement: 6}, Hex: model.MustHex("0302")},
		{Unit: render.Unit{Counter: "ger-courland", Label: "18 Army", Nationality: model.German, Force: model.EastGerman, Size: model.Army, Type: model.Infantry, Attack: 4, Defense: 5, Movement: 3}, Box: "courland"},
		{Unit: render.Unit{Counter: "rom-mtn", Label: "1 Mtn", Nationality: model.Romanian, Force: model.Soviet, Size: model.Corps, Type: model.Mountain, Attack: 2, Defense: 3, Movement: 3}, Box: "Soviet reserve"},
	}
}
