package model_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// These tests read the real data files, so that counts, spot checks and
// cross-references cannot drift silently.

const dataDir = "../data"

var editions = []string{"1975", "1994"}

var scenarioIDs = []string{"historical", "expanded-historical", "collapse-in-the-east",
	"red-star-white-star", "three-player", "four-player"}

// decodeStrict decodes like the validator does: unknown fields are errors.
func decodeStrict(t *testing.T, path string, v any) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if dec.More() {
		t.Fatalf("%s: trailing data after the JSON value", path)
	}
	return b
}

// canonical re-encodes v the way the files are written: two-space indent,
// no HTML escaping, a final newline.
func canonical(t *testing.T, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

type edition struct {
	id        string
	counters  *model.CounterSet
	scenarios []*model.Scenario
	raw       map[string][]byte // path relative to the edition folder -> bytes
}

func (e *edition) scenario(id string) *model.Scenario {
	for _, s := range e.scenarios {
		if s.ID == id {
			return s
		}
	}
	return nil
}

func loadEdition(t *testing.T, id string) *edition {
	t.Helper()
	e := &edition{id: id, counters: &model.CounterSet{}, raw: map[string][]byte{}}
	dir := filepath.Join(dataDir, id)
	e.raw["counters.json"] = decodeStrict(t, filepath.Join(dir, "counters.json"), e.counters)
	for _, sid := range scenarioIDs {
		s := &model.Scenario{}
		name := "scenarios/" + sid + ".json"
		e.raw[name] = decodeStrict(t, filepath.Join(dir, name), s)
		e.scenarios = append(e.scenarios, s)
	}
	return e
}

func loadAll(t *testing.T) map[string]*edition {
	t.Helper()
	out := map[string]*edition{}
	for _, id := range editions {
		out[id] = loadEdition(t, id)
	}
	return out
}

func TestDataFilesAreCanonical(t *testing.T) {
	for _, e := range loadAll(t) {
		if got := canonical(t, e.counters); !bytes.Equal(got, e.raw["counters.json"]) {
			t.Errorf("%s/counters.json is not in canonical form (key order, indent, final newline): %s", e.id, firstDiff(got, e.raw["counters.json"]))
		}
		for _, s := range e.scenarios {
			name := "scenarios/" + s.ID + ".json"
			if got := canonical(t, s); !bytes.Equal(got, e.raw[name]) {
				t.Errorf("%s/%s is not in canonical form: %s", e.id, name, firstDiff(got, e.raw[name]))
			}
		}
	}
}

func firstDiff(a, b []byte) string {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			lo := max(0, i-60)
			return fmt.Sprintf("at byte %d: re-encoded %q vs file %q", i, a[lo:min(len(a), i+60)], b[lo:min(len(b), i+60)])
		}
	}
	return fmt.Sprintf("lengths %d and %d", len(a), len(b))
}

func TestCounterCounts(t *testing.T) {
	all := loadAll(t)
	type key struct{ edition, group string }
	want := map[key]int{
		// 1975: 22 + 26 + 51 + 1 = 100 pieces (3.4)
		{"1975", "western-allied"}: 22,
		{"1975", "soviet"}:         26,
		{"1975", "german"}:         51, // no fixed force
		{"1975", "marker"}:         1,
		{"1975", "total"}:          100,
		// 1994: 119 units of the setup chart + 8 offensive supply + 1 game turn = 128
		{"1994", "soviet"}:         35,
		{"1994", "western-allied"}: 22,
		{"1994", "west-german"}:    22,
		{"1994", "east-german"}:    40, // 38 German + 2 Hungarian
		{"1994", "marker"}:         9,
		{"1994", "total"}:          128,
	}
	got := map[key]int{}
	for id, e := range all {
		for _, c := range e.counters.Counters {
			g := string(c.Force)
			switch {
			case !c.IsUnit():
				g = "marker"
			case c.Force == "":
				g = "german"
			}
			got[key{id, g}]++
			got[key{id, "total"}]++
		}
		if n := len(e.counters.Counters); n != e.counters.Pieces {
			t.Errorf("%s: %d counters but pieces says %d", id, n, e.counters.Pieces)
		}
	}
	keys := make([]key, 0, len(want))
	for k := range want {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
	for _, k := range keys {
		if got[k] != want[k] {
			t.Errorf("%s %s: %d counters, want %d", k.edition, k.group, got[k], want[k])
		}
	}
	for k, n := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected group %s with %d counters", k.edition, k.group, n)
		}
	}
}

func TestNationalityCounts(t *testing.T) {
	all := loadAll(t)
	want := map[string]map[model.Nationality]int{
		"1975": {model.US: 11, model.British: 6, model.Canadian: 2, model.French: 2, model.PolishExile: 1,
			model.SovietNation: 20, model.PolishCommunist: 1, model.Bulgarian: 1, model.Yugoslav: 4, model.German: 51},
		"1994": {model.US: 11, model.British: 6, model.Canadian: 2, model.French: 2, model.PolishExile: 1,
			model.SovietNation: 26, model.PolishCommunist: 2, model.Bulgarian: 1, model.Yugoslav: 4, model.Romanian: 2,
			model.German: 60, model.Hungarian: 2},
	}
	for id, e := range all {
		got := map[model.Nationality]int{}
		for _, c := range e.counters.Units() {
			got[c.Nationality]++
		}
		for n, w := range want[id] {
			if got[n] != w {
				t.Errorf("%s: %d %s units, want %d", id, got[n], n, w)
			}
		}
		for n := range got {
			if _, ok := want[id][n]; !ok {
				t.Errorf("%s: unexpected nationality %q", id, n)
			}
		}
	}
}

func TestCounterSpotChecks(t *testing.T) {
	all := loadAll(t)
	tests := []struct {
		edition, id, label, stats string
		nat                       model.Nationality
		force, print              model.Force
		size                      model.UnitSize
		typ                       model.UnitType
		ss                        bool
	}{
		{"1994", "2-lw", "2 LW", "5-11-4", model.German, model.WestGerman, model.EastGerman, model.Corps, model.Airborne, false},
		{"1994", "1-lw", "1 LW", "4-9-4", model.German, model.WestGerman, model.EastGerman, model.Corps, model.Airborne, false},
		{"1994", "hg", "HG", "6-4-5", model.German, model.EastGerman, model.EastGerman, model.Corps, model.Armor, false},
		{"1994", "3-ss", "3 SS", "7-5-8", model.German, model.EastGerman, model.EastGerman, model.Corps, model.Armor, true},
		{"1994", "13-ss", "13 SS", "6-7-6", model.German, model.WestGerman, model.WestGerman, model.Corps, model.Infantry, true},
		{"1994", "1-hun", "1 Hun", "3-5-4", model.Hungarian, model.EastGerman, "", model.Army, model.Infantry, false},
		{"1994", "4-rom", "4 Rom", "3-5-4", model.Romanian, model.Soviet, "", model.Army, model.Infantry, false},
		{"1994", "2-pol-c", "2 Pol C", "3-4-4", model.PolishCommunist, model.Soviet, "", model.Army, model.Infantry, false},
		{"1994", "2-pol-e", "2 Pol E", "4-8-6", model.PolishExile, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1994", "2-cn", "2 Cn", "7-4-8", model.Canadian, model.WesternAllied, "", model.Corps, model.Armor, false},
		{"1994", "6-gds-tk", "6 Gds", "6-4-6", model.SovietNation, model.Soviet, "", model.Army, model.Armor, false},
		{"1994", "6-gds", "6 Gds", "7-7-4", model.SovietNation, model.Soviet, "", model.Army, model.Infantry, false},
		{"1994", "2-balt", "2 Balt", "8-20-3", model.SovietNation, model.Soviet, "", model.Front, model.Infantry, false},
		{"1975", "1-ukr", "1Ukr", "8-20-3", model.SovietNation, model.Soviet, "", model.Front, model.Infantry, false},
		{"1975", "2-cn", "2Cn", "7-4-8", model.Canadian, model.WesternAllied, "", model.Corps, model.Armor, false},
		{"1975", "8-br", "8Br", "6-6-7", model.British, model.WesternAllied, "", model.Corps, model.Mechanized, false},
		{"1975", "pol-c", "Pol", "3-3-4", model.PolishCommunist, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "2-pol-e", "2Pol", "4-8-6", model.PolishExile, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1975", "2-tk", "2", "6-4-6", model.SovietNation, model.Soviet, "", model.Army, model.Armor, false},
		{"1975", "5-gds-tk", "5Gds", "6-4-6", model.SovietNation, model.Soviet, "", model.Army, model.Armor, false},
		{"1975", "2-lw", "2", "5-11-4", model.German, "", "", model.Corps, model.Airborne, false},
		{"1975", "4-ss", "4SS", "4-3-8", model.German, "", "", model.Corps, model.Armor, true},
		{"1975", "21", "21", "2-4-4", model.German, "", "", model.Corps, model.Mountain, false},
		// the OCR corrections
		{"1975", "6-us", "6US", "4-8-6", model.US, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1975", "8-us", "8US", "4-8-6", model.US, model.WesternAllied, "", model.Corps, model.Infantry, false},
		{"1975", "6-gds", "6Gds", "7-7-4", model.SovietNation, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "3-gds", "3Gds", "7-7-4", model.SovietNation, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "2-yugo", "2Yugo", "5-6-4", model.Yugoslav, model.Soviet, "", model.Army, model.Infantry, false},
		{"1975", "58", "58", "5-3-6", model.German, "", "", model.Corps, model.Armor, false},
		{"1975", "68", "68", "4-5-5", model.German, "", "", model.Corps, model.Infantry, false},
		{"1975", "59", "59", "2-4-4", model.German, "", "", model.Corps, model.Infantry, false},
		{"1975", "66", "66", "4-5-5", model.German, "", "", model.Corps, model.Infantry, false},
		{"1975", "56", "56", "4-3-5", model.German, "", "", model.Corps, model.Armor, false},
		{"1975", "82", "82", "4-5-5", model.German, "", "", model.Corps, model.Infantry, false},
	}
	for _, tt := range tests {
		c, ok := all[tt.edition].counters.Find(tt.id)
		if !ok {
			t.Errorf("%s: no counter %s", tt.edition, tt.id)
			continue
		}
		got := fmt.Sprintf("%s %s %s %s %s %s %s %v", c.Label, c.Stats(), c.Nationality, c.Force, c.PrintColour, c.Size, c.Type, c.SS)
		want := fmt.Sprintf("%s %s %s %s %s %s %s %v", tt.label, tt.stats, tt.nat, tt.force, tt.print, tt.size, tt.typ, tt.ss)
		if got != want {
			t.Errorf("%s %s:\n got %s\nwant %s", tt.edition, tt.id, got, want)
		}
	}
	// corrections must say where the corrected field comes from
	for _, id := range []string{"6-us", "6-gds", "3-gds", "2-yugo", "58", "68", "66"} {
		c, _ := all["1975"].counters.Find(id)
		if c == nil || c.FieldSrc == nil || c.FieldSrc.Label != "spi-1975" {
			t.Errorf("1975 %s: corrected label without fieldSrc.label", id)
		}
	}
	if c, _ := all["1975"].counters.Find("82"); c == nil || c.FieldSrc == nil || c.FieldSrc.Defense != "ocr-judgement" {
		t.Errorf("1975 82: corrected defense without fieldSrc.defense")
	}
}

func TestCounterInvariants(t *testing.T) {
	for id, e := range loadAll(t) {
		if d := e.counters.Duplicates(); len(d) > 0 {
			t.Errorf("%s: duplicate counter ids %v", id, d)
		}
		if e.counters.Edition != id {
			t.Errorf("%s: counters.json says edition %s", id, e.counters.Edition)
		}
		markers := map[model.MarkerKind]int{}
		for _, c := range e.counters.Counters {
			if !c.IsUnit() {
				markers[c.Marker.Kind]++
				continue
			}
			if c.Nationality == model.German && id == "1975" && c.Force != "" {
				t.Errorf("1975 %s: German counter with a fixed force", c.ID)
			}
			if (c.Nationality != model.German || id == "1994") && !c.Force.Valid() {
				t.Errorf("%s %s: force %q", id, c.ID, c.Force)
			}
			if c.SS != strings.HasSuffix(c.ID, "-ss") {
				t.Errorf("%s %s: ss=%v disagrees with the id", id, c.ID, c.SS)
			}
			if (c.Size == model.Front) != (c.Stats() == "8-20-3") {
				t.Errorf("%s %s: size %s with values %s", id, c.ID, c.Size, c.Stats())
			}
			wantForce := map[model.Nationality]model.Force{
				model.US: model.WesternAllied, model.British: model.WesternAllied, model.Canadian: model.WesternAllied,
				model.French: model.WesternAllied, model.PolishExile: model.WesternAllied,
				model.SovietNation: model.Soviet, model.PolishCommunist: model.Soviet, model.Bulgarian: model.Soviet,
				model.Romanian: model.Soviet, model.Yugoslav: model.Soviet, model.Hungarian: model.EastGerman,
			}[c.Nationality]
			if wantForce != "" && c.Force != wantForce {
				t.Errorf("%s %s: %s unit in force %s", id, c.ID, c.Nationality, c.Force)
			}
			if id == "1994" {
				switch {
				case c.Force == model.Soviet || c.Force == model.WesternAllied:
					if c.SetupSymbol == model.Cross {
						t.Errorf("1994 %s: Allied unit with a cross", c.ID)
					}
				default:
					if c.SetupSymbol != model.Cross {
						t.Errorf("1994 %s: Axis unit without a cross", c.ID)
					}
				}
				if c.Nationality == model.German && c.PrintColour != c.Force && c.ID != "1-lw" && c.ID != "2-lw" {
					t.Errorf("1994 %s: printed %s but in force %s; only the two LW corps are misprinted", c.ID, c.PrintColour, c.Force)
				}
			}
		}
		want := map[string]map[model.MarkerKind]int{
			"1975": {model.GameTurnMarker: 1},
			"1994": {model.GameTurnMarker: 1, model.OffensiveSupplyMarker: 8},
		}[id]
		if fmt.Sprint(markers) != fmt.Sprint(want) {
			t.Errorf("%s: markers %v, want %v", id, markers, want)
		}
	}
}

// checkSources checks that every src a file uses is in its sources list,
// that every listed source is used, and that note ids are unique.
func checkSources(t *testing.T, file string, sources model.Sources, notes []model.Note, used []string) {
	t.Helper()
	ids := map[string]bool{}
	for _, s := range sources {
		if ids[s.ID] {
			t.Errorf("%s: source %s listed twice", file, s.ID)
		}
		ids[s.ID] = true
	}
	usedSet := map[string]bool{}
	for _, u := range used {
		usedSet[u] = true
		if !ids[u] {
			t.Errorf("%s: src %q is not in the sources list", file, u)
		}
	}
	noteIDs := map[string]bool{}
	for _, n := range notes {
		if noteIDs[n.ID] {
			t.Errorf("%s: note %s twice", file, n.ID)
		}
		noteIDs[n.ID] = true
		for _, s := range n.Sources {
			usedSet[s] = true
			if !ids[s] {
				t.Errorf("%s: note %s cites unknown source %q", file, n.ID, s)
			}
		}
	}
	for _, s := range sources {
		if !usedSet[s.ID] {
			t.Errorf("%s: source %s is listed but nothing uses it", file, s.ID)
		}
	}
}

func TestSourcesResolve(t *testing.T) {
	for id, e := range loadAll(t) {
		var used []string
		for _, c := range e.counters.Counters {
			used = append(used, c.Src)
			used = append(used, c.FieldSrc.Ids()...)
		}
		checkSources(t, id+"/counters.json", e.counters.Sources, e.counters.Notes, used)
		for _, s := range e.scenarios {
			used := []string{}
			if s.Turns.Src != "" {
				used = append(used, s.Turns.Src)
			}
			for _, p := range s.Setup {
				used = append(used, p.Src)
			}
			for _, a := range s.SetAside {
				used = append(used, a.Src)
			}
			checkSources(t, id+"/scenarios/"+s.ID+".json", s.Sources, s.Notes, used)
		}
	}
}

func TestScenarioShape(t *testing.T) {
	all := loadAll(t)
	type shape struct {
		rule           string
		players        int
		first, last    int
		inPlay         string
		boundary, map_ string
		setupFrom      string
		victory        string
	}
	hist := shape{"", 2, 1, 10, "soviet,western-allied,east-german,west-german", "enforced", "whole-map", "", "victory-points"}
	with := func(s shape, f func(*shape)) shape { f(&s); return s }
	want := map[string]map[string]shape{
		"1975": {
			"historical":          with(hist, func(s *shape) { s.rule = "13.0" }),
			"expanded-historical": with(hist, func(s *shape) { s.rule, s.last, s.setupFrom = "13.5", 16, "historical" }),
			"collapse-in-the-east": with(hist, func(s *shape) {
				s.rule, s.last, s.inPlay, s.map_, s.setupFrom = "14.0", 6, "soviet,east-german", "east-of-boundary", "historical"
			}),
			"red-star-white-star": with(hist, func(s *shape) {
				s.rule, s.first, s.last, s.inPlay, s.boundary = "15.0", 11, 16, "soviet,western-allied", "ignored"
			}),
			"three-player": with(hist, func(s *shape) { s.rule, s.players, s.boundary, s.setupFrom = "16.0", 3, "ignored", "historical" }),
			"four-player":  with(hist, func(s *shape) { s.rule, s.players, s.setupFrom, s.victory = "17.0", 4, "historical", "berlin-race" }),
		},
		"1994": {
			"historical":          with(hist, func(s *shape) { s.rule = "12.0" }),
			"expanded-historical": with(hist, func(s *shape) { s.rule, s.last, s.setupFrom = "13.0", 16, "historical" }),
			"collapse-in-the-east": with(hist, func(s *shape) {
				s.rule, s.last, s.inPlay, s.map_, s.setupFrom = "14.0", 6, "soviet,east-german", "east-of-boundary", "historical"
			}),
			"red-star-white-star": with(hist, func(s *shape) {
				s.rule, s.first, s.last, s.inPlay, s.boundary = "15.0", 11, 16, "soviet,western-allied", "ignored"
			}),
			"three-player": with(hist, func(s *shape) { s.rule, s.players, s.boundary, s.setupFrom = "16.0", 3, "ignored", "historical" }),
			"four-player":  with(hist, func(s *shape) { s.rule, s.players, s.setupFrom, s.victory = "17.0", 4, "historical", "berlin-race" }),
		},
	}
	for ed, e := range all {
		for _, s := range e.scenarios {
			w := want[ed][s.ID]
			inPlay := make([]string, len(s.Forces.InPlay))
			for i, f := range s.Forces.InPlay {
				inPlay[i] = string(f)
			}
			got := shape{s.Rule, s.Players, s.Turns.First, s.Turns.Last, strings.Join(inPlay, ","),
				s.TheaterBoundary.Status, s.TheaterBoundary.MapArea, s.SetupFrom, s.Victory.Kind}
			if got != w {
				t.Errorf("%s %s:\n got %+v\nwant %+v", ed, s.ID, got, w)
			}
			if s.Edition != ed {
				t.Errorf("%s %s: edition %q", ed, s.ID, s.Edition)
			}
		}
	}
}

func TestScenarioConsistency(t *testing.T) {
	for ed, e := range loadAll(t) {
		for _, s := range e.scenarios {
			name := ed + " " + s.ID
			if s.Turns.First > s.Turns.Last {
				t.Errorf("%s: turns %d-%d", name, s.Turns.First, s.Turns.Last)
			}
			if len(s.Control) != s.Players {
				t.Errorf("%s: %d players but %d control entries", name, s.Players, len(s.Control))
			}
			// every force in play is run by exactly one player, and no one runs a force not in play
			count := map[model.Force]int{}
			for _, c := range s.Control {
				for _, f := range c.Forces {
					count[f]++
				}
			}
			for _, f := range model.Forces {
				in := s.InPlay(f)
				out := slices.Contains(s.Forces.NotInPlay, f)
				if in == out {
					t.Errorf("%s: force %s is in play=%v and not in play=%v", name, f, in, out)
				}
				if in && count[f] != 1 {
					t.Errorf("%s: force %s in play is run by %d players", name, f, count[f])
				}
				if !in && count[f] != 0 {
					t.Errorf("%s: force %s not in play but controlled", name, f)
				}
			}
			for _, h := range s.Hostile {
				if h[0] == h[1] || !s.InPlay(h[0]) || !s.InPlay(h[1]) {
					t.Errorf("%s: hostile pair %v", name, h)
				}
			}
			// the two German forces are never hostile to each other, Germans always to both Allies in play
			if s.HostileAtStart(model.EastGerman, model.WestGerman) {
				t.Errorf("%s: German forces hostile to each other", name)
			}
			for _, g := range []model.Force{model.EastGerman, model.WestGerman} {
				for _, a := range []model.Force{model.Soviet, model.WesternAllied} {
					if s.InPlay(g) && s.InPlay(a) && !s.HostileAtStart(g, a) {
						t.Errorf("%s: %s and %s not hostile", name, g, a)
					}
				}
			}
			soviWA := s.HostileAtStart(model.Soviet, model.WesternAllied)
			if soviWA != (s.ID == "red-star-white-star") {
				t.Errorf("%s: Soviet and Western Allied hostile at start = %v", name, soviWA)
			}
			ids := map[string]bool{}
			for _, r := range append(slices.Clone(s.SpecialRules), s.OptionalRules...) {
				if ids[r.ID] {
					t.Errorf("%s: rule id %s twice", name, r.ID)
				}
				ids[r.ID] = true
			}
		}
	}
}

func TestScenarioRules(t *testing.T) {
	all := loadAll(t)
	// rule id -> rule number, per edition, for the scenarios that must carry it
	type want struct {
		id, rule, amends string
		optional         bool
		scenarios        []string
	}
	hist2 := []string{"historical", "expanded-historical"}
	tests := map[string][]want{
		"1975": {
			{"hitler-west-offensive", "13.31", "", false, []string{"historical", "expanded-historical", "three-player"}},
			{"east-front-concentration", "13.4", "", true, hist2},
			{"ss-rule", "13.7", "", true, []string{"expanded-historical"}},
			{"berlin-falls-enemies", "13.6", "", false, []string{"expanded-historical"}},
			{"strategic-movement", "16.42", "", false, []string{"three-player"}},
			{"soviet-surprise-roll", "15.3", "", false, []string{"red-star-white-star"}},
		},
		"1994": {
			{"hitler-west-offensive", "12.2", "", false, hist2},
			{"east-front-concentration", "12.3", "", true, hist2},
			{"ss-rule", "13.2", "", true, []string{"expanded-historical"}},
			{"berlin-falls-enemies", "13.1", "", false, []string{"expanded-historical"}},
			{"courland", "8.0", "", false, []string{"historical", "expanded-historical", "collapse-in-the-east", "three-player", "four-player"}},
			{"stacking-groups", "18.0", "5.3", true, []string{"historical", "expanded-historical", "red-star-white-star", "three-player", "four-player"}},
			{"split-stack-combat", "18.0", "6.3", true, scenarioIDs},
			{"courland-free-evacuation", "18.0", "8.0", true, []string{"historical", "expanded-historical", "collapse-in-the-east", "three-player", "four-player"}},
			{"mandated-attacks-one-to-one", "18.0", "12.2", true, hist2},
			{"offensive-supply", "18.1", "", true, []string{"historical", "expanded-historical", "collapse-in-the-east", "three-player", "four-player"}},
			{"strategic-movement", "16.3", "", false, []string{"three-player"}},
			{"soviet-surprise-roll", "15.2", "", false, []string{"red-star-white-star"}},
		},
	}
	for ed, ws := range tests {
		for _, w := range ws {
			for _, s := range all[ed].scenarios {
				find := s.SpecialRule
				if w.optional {
					find = s.OptionalRule
				}
				r, ok := find(w.id)
				if ok != slices.Contains(w.scenarios, s.ID) {
					t.Errorf("%s %s: has rule %s = %v", ed, s.ID, w.id, ok)
					continue
				}
				if ok && (r.Rule != w.rule || r.Amends != w.amends) {
					t.Errorf("%s %s: rule %s is %s/%s, want %s/%s", ed, s.ID, w.id, r.Rule, r.Amends, w.rule, w.amends)
				}
			}
		}
	}
}

func TestScenarioTurnsMatchTrack(t *testing.T) {
	for ed, e := range loadAll(t) {
		var trt model.TRT
		b, err := os.ReadFile(filepath.Join(dataDir, ed, "trt.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &trt); err != nil {
			t.Fatal(err)
		}
		for _, s := range e.scenarios {
			run, ok := trt.Run(s.ID)
			if !ok {
				t.Errorf("%s: trt.json has no run for %s", ed, s.ID)
				continue
			}
			if run.First != s.Turns.First || run.Last != s.Turns.Last {
				t.Errorf("%s %s: turns %d-%d, the track says %d-%d", ed, s.ID, s.Turns.First, s.Turns.Last, run.First, run.Last)
			}
		}
	}
}

func TestSetups(t *testing.T) {
	all := loadAll(t)
	// placements per force in each scenario's effective setup
	want := map[string]map[string]map[model.Force]int{
		"1975": {
			"historical":           {model.Soviet: 26, model.WesternAllied: 22, model.EastGerman: 29, model.WestGerman: 22},
			"collapse-in-the-east": {model.Soviet: 26, model.EastGerman: 29},
			"red-star-white-star":  {model.Soviet: 22, model.WesternAllied: 22},
		},
		"1994": {
			"historical":           {model.Soviet: 35, model.WesternAllied: 22, model.EastGerman: 40, model.WestGerman: 22},
			"collapse-in-the-east": {model.Soviet: 35, model.EastGerman: 40},
			"red-star-white-star":  {model.Soviet: 28, model.WesternAllied: 22},
		},
	}
	for _, ed := range editions {
		want[ed]["expanded-historical"] = want[ed]["historical"]
		want[ed]["three-player"] = want[ed]["historical"]
		want[ed]["four-player"] = want[ed]["historical"]
	}
	for ed, e := range all {
		index := e.counters.Index()
		lookup := model.LookupIn(e.scenarios)
		for _, s := range e.scenarios {
			name := ed + " " + s.ID
			eff, err := s.EffectiveSetup(lookup, e.counters)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			got := map[model.Force]int{}
			placed := map[string]bool{}
			for _, p := range eff {
				c := index[p.Counter]
				f, err := p.ForceOf(c)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				got[f]++
				if placed[p.Counter] {
					t.Errorf("%s: %s placed twice", name, p.Counter)
				}
				placed[p.Counter] = true
				if !c.IsUnit() {
					t.Errorf("%s: marker %s placed", name, p.Counter)
				}
				if p.Stats != "" && p.Stats != c.Stats() {
					t.Errorf("%s: %s listed as %s but the counter is %s", name, p.Counter, p.Stats, c.Stats())
				}
				if (p.Force != "") != c.German() {
					t.Errorf("%s: %s: placement force %q on a %s counter", name, p.Counter, p.Force, c.Nationality)
				}
				if p.Hex != nil && p.Hex.String() == "0000" {
					t.Errorf("%s: %s has no hex", name, p.Counter)
				}
				if p.Zone != "" && !(ed == "1994" && p.Zone == "courland") {
					t.Errorf("%s: %s in unexpected zone %s", name, p.Counter, p.Zone)
				}
				if ed == "1994" && s.SetupFrom == "" && p.Stats == "" {
					t.Errorf("%s: %s without the chart's stats", name, p.Counter)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want[ed][s.ID]) {
				t.Errorf("%s: placements per force %v, want %v", name, got, want[ed][s.ID])
			}
			// every unit of a force in play is placed or set aside, never both
			asideSet := map[string]bool{}
			for _, a := range s.SetAside {
				if placed[a.Counter] {
					t.Errorf("%s: %s both placed and set aside", name, a.Counter)
				}
				c := index[a.Counter]
				if c == nil || c.Force == "" || !s.InPlay(c.Force) {
					t.Errorf("%s: set-aside %s is not a counter of a force in play", name, a.Counter)
				}
				asideSet[a.Counter] = true
			}
			for _, c := range e.counters.Units() {
				if c.Force != "" && s.InPlay(c.Force) && !placed[c.ID] && !asideSet[c.ID] {
					t.Errorf("%s: %s (%s) is neither placed nor set aside", name, c.ID, c.Force)
				}
			}
			checkStacking(t, name, eff, index)
		}
	}
}

// checkStacking applies the setup-time limits of the basic rules: at most two
// units a hex, never two Soviet fronts together, never enemies together.
func checkStacking(t *testing.T, name string, eff []model.Placement, index map[string]*model.Counter) {
	t.Helper()
	byHex := map[string][]model.Placement{}
	var hexes []string
	for _, p := range eff {
		if p.Hex == nil {
			continue
		}
		h := p.Hex.String()
		if _, ok := byHex[h]; !ok {
			hexes = append(hexes, h)
		}
		byHex[h] = append(byHex[h], p)
	}
	for _, h := range hexes {
		ps := byHex[h]
		if len(ps) > 2 {
			t.Errorf("%s: %d units in %s", name, len(ps), h)
		}
		fronts := 0
		allied, german := false, false
		for _, p := range ps {
			c := index[p.Counter]
			if c.Size == model.Front {
				fronts++
			}
			f, _ := p.ForceOf(c)
			if f.German() {
				german = true
			} else {
				allied = true
			}
		}
		if fronts > 1 {
			t.Errorf("%s: two fronts stacked in %s", name, h)
		}
		if allied && german {
			t.Errorf("%s: German and Allied units together in %s", name, h)
		}
	}
}

func TestSetupSpotChecks(t *testing.T) {
	all := loadAll(t)
	tests := []struct {
		edition, scenario, counter, where, stats string
		force                                    model.Force
	}{
		{"1994", "historical", "2-lw", "2502", "5-11-4", model.WestGerman},
		{"1994", "historical", "hg", "3223", "6-4-5", model.EastGerman},
		{"1994", "historical", "3-ss", "zone courland", "7-5-8", model.EastGerman},
		{"1994", "historical", "2", "zone courland", "3-5-4", model.EastGerman},
		{"1994", "historical", "10", "zone courland", "2-4-4", model.EastGerman},
		{"1994", "historical", "16", "zone courland", "3-5-4", model.EastGerman},
		{"1994", "historical", "2-balt", "3723", "8-20-3", ""},
		{"1994", "historical", "3-balt", "3725", "8-20-3", ""},
		{"1994", "historical", "2-cn", "2401", "7-4-8", ""},
		{"1994", "historical", "1-hun", "1722", "3-5-4", ""},
		{"1994", "red-star-white-star", "1-belo", "2613", "8-20-3", ""},
		{"1994", "red-star-white-star", "11-gds", "3322", "7-7-4", ""},
		{"1994", "red-star-white-star", "2-yugo", "0917", "5-6-4", ""},
		{"1975", "historical", "1-ukr", "2224", "8-20-3", ""},
		{"1975", "historical", "2-cn", "2401", "", ""},
		{"1975", "historical", "30-br", "2303", "", ""},
		{"1975", "historical", "8-br", "2303", "", ""},
		{"1975", "historical", "6-us", "1605", "", ""},
		{"1975", "historical", "6-gds", "3325", "7-7-4", ""},
		{"1975", "historical", "2-yugo", "0325", "5-6-4", ""},
		{"1975", "historical", "58", "1905", "", model.WestGerman},
		{"1975", "historical", "68", "0823", "", model.EastGerman},
		{"1975", "historical", "66", "1906", "", model.WestGerman},
		{"1975", "historical", "2-pol-e", "0512", "4-8-6", ""},
		{"1975", "red-star-white-star", "1-belo", "2613", "8-20-3", ""},
		{"1975", "red-star-white-star", "13-br", "0811", "4-8-6", ""},
		{"1975", "red-star-white-star", "2-yugo", "0916", "5-6-4", ""},
		{"1975", "collapse-in-the-east", "1-ukr", "2224", "8-20-3", ""},
		{"1975", "collapse-in-the-east", "68", "0823", "", model.EastGerman},
	}
	for _, tt := range tests {
		e := all[tt.edition]
		s := e.scenario(tt.scenario)
		eff, err := s.EffectiveSetup(model.LookupIn(e.scenarios), e.counters)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(eff, func(p model.Placement) bool { return p.Counter == tt.counter })
		if i < 0 {
			t.Errorf("%s %s: %s not placed", tt.edition, tt.scenario, tt.counter)
			continue
		}
		p := eff[i]
		if p.Where() != tt.where || p.Stats != tt.stats || p.Force != tt.force {
			t.Errorf("%s %s: %s at %s stats %q force %q; want %s %q %q", tt.edition, tt.scenario, tt.counter,
				p.Where(), p.Stats, p.Force, tt.where, tt.stats, tt.force)
		}
	}
	// not placed where they must not be
	absent := []struct{ edition, scenario, counter string }{
		{"1975", "collapse-in-the-east", "5-us"},
		{"1975", "collapse-in-the-east", "12-ss"},
		{"1975", "red-star-white-star", "1-balt"},
		{"1975", "red-star-white-star", "39"},
		{"1994", "red-star-white-star", "1-rom"},
		{"1994", "red-star-white-star", "6-gds-tk"},
		{"1994", "collapse-in-the-east", "2-lw"},
	}
	for _, tt := range absent {
		e := all[tt.edition]
		eff, _ := e.scenario(tt.scenario).EffectiveSetup(model.LookupIn(e.scenarios), e.counters)
		if slices.ContainsFunc(eff, func(p model.Placement) bool { return p.Counter == tt.counter }) {
			t.Errorf("%s %s: %s is placed", tt.edition, tt.scenario, tt.counter)
		}
	}
	// set aside exactly as the sources leave units out
	aside := map[string]string{
		"1975": "1-balt,2-belo,11-gds,4-yugo",
		"1994": "1-balt,3-balt,2-belo,6-gds-tk,4-yugo,1-rom,4-rom",
	}
	for ed, w := range aside {
		var ids []string
		for _, a := range all[ed].scenario("red-star-white-star").SetAside {
			ids = append(ids, a.Counter)
		}
		if strings.Join(ids, ",") != w {
			t.Errorf("%s red-star-white-star set aside %v, want %s", ed, ids, w)
		}
	}
	// 1994: a star exactly on the Allied units placed in Red Star/White Star
	e := all["1994"]
	eff, _ := e.scenario("red-star-white-star").EffectiveSetup(model.LookupIn(e.scenarios), e.counters)
	inRSWS := map[string]bool{}
	for _, p := range eff {
		inRSWS[p.Counter] = true
	}
	for _, c := range e.counters.Units() {
		if (c.SetupSymbol == model.Star) != inRSWS[c.ID] {
			t.Errorf("1994 %s: setup symbol %q but in Red Star/White Star = %v", c.ID, c.SetupSymbol, inRSWS[c.ID])
		}
	}
}

func TestNotesLogListsEveryNote(t *testing.T) {
	for ed, e := range loadAll(t) {
		b, err := os.ReadFile(filepath.Join(dataDir, ed, "NOTES.md"))
		if err != nil {
			t.Fatal(err)
		}
		sections := map[string]string{}
		for _, part := range strings.Split(string(b), "\n## ")[1:] {
			title, body, _ := strings.Cut(part, "\n")
			sections[strings.Trim(title, "` ")] = body
		}
		files := map[string][]model.Note{"counters.json": e.counters.Notes}
		for _, s := range e.scenarios {
			files["scenarios/"+s.ID+".json"] = s.Notes
		}
		for file, notes := range files {
			body, ok := sections[file]
			if !ok {
				t.Errorf("%s/NOTES.md has no section for %s", ed, file)
				continue
			}
			for _, n := range notes {
				if !strings.Contains(body, "`"+n.ID+"`") {
					t.Errorf("%s/NOTES.md, %s: note %s is missing", ed, file, n.ID)
				}
			}
		}
		if len(sections) != len(files) {
			t.Errorf("%s/NOTES.md has %d sections, want %d", ed, len(sections), len(files))
		}
	}
}
