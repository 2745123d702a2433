package sheets

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
)

// smallScenarioEdition is an edition of smallCounterList's set with one
// scenario, "test", that places two Soviet units and the two German units
// of no fixed force (one on each side) and sets aside a US unit and a
// marker.
func smallScenarioEdition() *model.Edition {
	list := smallCounterList()
	set := &model.CounterSet{ID: list.Set, Title: list.Title, Pieces: list.Pieces}
	for _, g := range list.Groups {
		set.Counters = append(set.Counters, g.Counters...)
	}
	at := func(id string, row, col int, f model.Force) model.Placement {
		h := model.Hex{Row: row, Col: col}
		return model.Placement{Counter: id, Hex: &h, Force: f, Src: "test"}
	}
	s := &model.Scenario{ID: "test", Name: "Test Scenario", Edition: "test",
		Setup: []model.Placement{at("s2", 1, 1, ""), at("s1", 1, 2, ""), at("67", 2, 2, model.WestGerman), at("hg", 3, 3, model.EastGerman)},
		SetAside: []model.SetAside{{Counter: "3-us", Reason: "Arrives later.", Src: "test"},
			{Counter: "supply-1", Reason: "Held back.", Src: "test"}},
	}
	return &model.Edition{Info: model.EditionInfo{ID: "test", Title: "Battle for Germany"}, Counters: set, Scenarios: []*model.Scenario{s}}
}

func TestCounterListOf(t *testing.T) {
	ed := smallScenarioEdition()
	bundled := rendertest.Bundled(t, "1994")
	tests := []struct {
		name     string
		ed       *model.Edition
		scenario string
		title    string
		groups   []string // force: counters, in order
		count    int
		wantErr  bool
	}{
		{name: "whole set", ed: ed, title: "Test counters", count: 24},
		{name: "one scenario", ed: ed, scenario: "test", title: "Test counters — Test Scenario", count: 6,
			groups: []string{"soviet: s1 s2", "western-allied: 3-us", "east-german: hg", "west-german: 67", "markers: supply-1"}},
		{name: "1994 Historical", ed: bundled, scenario: "historical", count: 119},
		{name: "1994 Red Star/White Star with its units set aside", ed: bundled, scenario: "red-star-white-star", count: 57},
		{name: "unknown scenario", ed: ed, scenario: "nope", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := CounterListOf(tt.ed, tt.scenario)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want one: %v", err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if l.Count() != tt.count || l.Pieces != tt.count {
				t.Errorf("%d counters (pieces %d), want %d", l.Count(), l.Pieces, tt.count)
			}
			if tt.title != "" && l.Title != tt.title {
				t.Errorf("title %q, want %q", l.Title, tt.title)
			}
			if tt.groups != nil {
				var got []string
				for _, g := range l.Groups {
					name := string(g.Force)
					if g.Markers {
						name = "markers"
					}
					ids := ""
					for _, c := range g.Counters {
						ids += " " + c.ID
					}
					got = append(got, name+":"+ids)
				}
				if !slices.Equal(got, tt.groups) {
					t.Errorf("groups %q, want %q", got, tt.groups)
				}
			}
			if tt.scenario == "" || tt.ed != bundled {
				return
			}
			setup, err := explain.SetupOf(tt.ed, tt.scenario)
			if err != nil {
				t.Fatal(err)
			}
			listed := map[string]bool{}
			for _, g := range l.Groups {
				for _, c := range g.Counters {
					listed[c.ID] = true
				}
			}
			for _, u := range setup.Units {
				if !listed[u.Counter] {
					t.Errorf("%s is placed but not listed", u.Counter)
				}
			}
		})
	}
}

// The golden sheet of one scenario's counters.
func TestGoldenScenarioCounters(t *testing.T) {
	l, err := CounterListOf(smallScenarioEdition(), "test")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := CounterSheet(&b, l, CounterSheetOptions{Size: 0.5, Paper: Letter}); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join("testdata", "counters-small-scenario.html")
	if *update {
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/sheets -update to create it)", err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("%s differs; look at the new one and run go test ./internal/sheets -update if the change is intended", p)
	}
}

// A counter sheet's title that would run past the paper's edge (a long
// scenario name after the set's) is set narrower to fit its line; a short
// one is left as it is.
func TestCounterSheetTitleFits(t *testing.T) {
	for _, tt := range []struct {
		name    string
		squeeze bool
	}{
		{"Test Scenario", false},
		{"Editor Variant: Spring Thaw of the Year 1945, With Every Unit Moved", true},
	} {
		ed := smallScenarioEdition()
		ed.Scenarios[0].Name = tt.name
		list, err := CounterListOf(ed, "test")
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if _, err := CounterSheet(&b, list, CounterSheetOptions{}); err != nil {
			t.Fatal(err)
		}
		head := b.String()[strings.Index(b.String(), `class="cs-title"`):]
		head = head[:strings.Index(head, ">")]
		if got := strings.Contains(head, "textLength"); got != tt.squeeze {
			t.Errorf("%q: title squeezed %v, want %v (%s)", tt.name, got, tt.squeeze, head)
		}
	}
}
