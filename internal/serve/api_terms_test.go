package serve

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// TestTerms: each change of a scenario's terms through the API is the
// change explain.EditTerms makes, judged; a request that names nothing of
// the edition is refused with its code.
func TestTerms(t *testing.T) {
	s := newBundledServer(t)
	hist := loadScenario(t, s, "1994", "historical").Scenario
	tests := []struct {
		name   string
		edit   any
		status int
		code   string // the refusal's, or a diagnostic the judgement must hold
		check  func(t *testing.T, j Judgement)
	}{
		{"turns past the track are judged, not refused", explain.TermsEdit{Turns: &explain.TurnsEdit{First: 1, Last: 99}}, http.StatusOK, "scenario.turns-off-track", func(t *testing.T, j Judgement) {
			if j.Scenario.Turns.Last != 99 {
				t.Errorf("turns %+v", j.Scenario.Turns)
			}
		}},
		{"forces", explain.TermsEdit{Forces: []model.Force{model.Soviet, model.WesternAllied, model.EastGerman}}, http.StatusOK, "", func(t *testing.T, j Judgement) {
			if !slices.Equal(j.Scenario.Forces.NotInPlay, []model.Force{model.WestGerman}) {
				t.Errorf("forces %+v", j.Scenario.Forces)
			}
		}},
		{"a unit set aside leaves the map", explain.TermsEdit{SetAside: &explain.SetAsideEdit{Counter: "13-us", Reason: "in reserve"}}, http.StatusOK, "", func(t *testing.T, j Judgement) {
			if len(j.Setup.Units) != 118 || j.Report.Counts.Errors != 0 {
				t.Errorf("%d units placed, %v", len(j.Setup.Units), codes(j.Report))
			}
		}},
		{"a rule picked", explain.TermsEdit{Rule: &explain.RuleEdit{List: "special", Pick: "polish-truce"}}, http.StatusOK, "", func(t *testing.T, j Judgement) {
			if _, ok := j.Scenario.SpecialRule("polish-truce"); !ok {
				t.Error("polish-truce is not there")
			}
		}},
		{"victory", explain.TermsEdit{Victory: &model.Victory{Kind: model.VictoryPoints, Summary: "Most cities."}}, http.StatusOK, "", func(t *testing.T, j Judgement) {
			if j.Scenario.Victory.Summary != "Most cities." {
				t.Errorf("victory %+v", j.Scenario.Victory)
			}
		}},
		{"an unknown force", explain.TermsEdit{Forces: []model.Force{"martian"}}, http.StatusBadRequest, "edit.force-unknown", nil},
		{"an unknown unit", explain.TermsEdit{SetAside: &explain.SetAsideEdit{Counter: "13-usa"}}, http.StatusBadRequest, "edit.counter-unknown", nil},
		{"no change", explain.TermsEdit{}, http.StatusBadRequest, "edit.terms", nil},
		{"a field the edit does not have", map[string]any{"colour": "red"}, http.StatusBadRequest, "api.bad-body", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body, _ := do(t, s, request{method: "POST", path: "/api/terms?edition=1994", body: map[string]any{"scenario": hist, "edit": tt.edit}})
			if tt.status != http.StatusOK {
				wantProblem(t, status, body, tt.status, tt.code)
				return
			}
			if status != http.StatusOK {
				t.Fatalf("%d %s", status, body)
			}
			var j Judgement
			if err := json.Unmarshal(body, &j); err != nil {
				t.Fatal(err)
			}
			if _, ok := findDiagnostic(j.Report, tt.code); tt.code != "" && !ok {
				t.Errorf("no %s in %v", tt.code, codes(j.Report))
			}
			tt.check(t, j)
		})
	}
}

func TestRules(t *testing.T) {
	s := newBundledServer(t)
	rules := getJSON[[]explain.EditionRuleChoice](t, s, request{method: "GET", path: "/api/rules?edition=1994"})
	seen := map[string]bool{}
	for _, r := range rules {
		if seen[r.ID] || r.Summary == "" || (r.List != "special" && r.List != "optional") {
			t.Errorf("rule %+v", r)
		}
		seen[r.ID] = true
	}
	if !seen["polish-truce"] || !seen["hitler-west-offensive"] {
		t.Errorf("rules %v", seen)
	}
	// The reading of the Deluxe Courland exit is a game option the
	// new-game form lists (Deluxe 8.0 against 9.0; see the map's note
	// courland-exit), an optional rule of the Historical scenario.
	if !slices.ContainsFunc(rules, func(r explain.EditionRuleChoice) bool {
		return r.ID == "courland-exit-own-rows" && r.List == "optional" && r.Scenario == "historical"
	}) {
		t.Errorf("no courland-exit-own-rows option of the Historical scenario in %v", seen)
	}
}

// TestSaveRefusesUnfit: a save of a scenario that fails the schema or
// names what the edition lacks writes nothing and answers 422 with every
// such problem; a setup that only breaks the rules is saved.
func TestSaveRefusesUnfit(t *testing.T) {
	tests := []struct {
		name   string
		change func(s *model.Scenario)
		status int
		codes  []string
	}{
		{"an unknown counter", func(s *model.Scenario) { s.Setup[0].Counter = "5-usa" }, http.StatusUnprocessableEntity, []string{"setup.counter-unknown"}},
		{"turns 1-99", func(s *model.Scenario) { s.Turns.Last = 99 }, http.StatusUnprocessableEntity, []string{"scenario.turns-off-track"}},
		{"five players and no victory", func(s *model.Scenario) { s.Players = 5; s.Victory.Kind = "" }, http.StatusUnprocessableEntity, []string{"schema.enum", "schema.enum"}},
		{"an empty setup", func(s *model.Scenario) { s.Setup = nil }, http.StatusUnprocessableEntity, []string{"schema.one-of"}},
		{"a third unit in a hex is the author's to keep", func(s *model.Scenario) {
			h, _ := model.ParseHex("2104")
			for i := range s.Setup {
				if s.Setup[i].Counter == "13-us" {
					s.Setup[i].Hex = &h
				}
			}
		}, http.StatusOK, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, dir := newFolderServer(t, "1994")
			before := snapshot(t, dir)
			a := loadScenario(t, s, "1994", "historical")
			tt.change(a.Scenario)
			status, body, _ := do(t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=historical",
				body: saveRequest{Version: a.Version, Scenario: a.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
			if tt.status == http.StatusOK {
				if status != http.StatusOK {
					t.Fatalf("%d %s", status, body)
				}
				return
			}
			p := wantProblem(t, status, body, tt.status, "api.invalid-scenario")
			var got []string
			for _, d := range p.Diagnostics {
				got = append(got, d.Code)
				if d.Line == 0 {
					t.Errorf("%s has no line", d.Code)
				}
			}
			if !slices.Equal(got, tt.codes) {
				t.Errorf("diagnostics %v, want %v (%s)", got, tt.codes, p.Message)
			}
			if !strings.Contains(p.Message, "was not saved") {
				t.Errorf("message %q", p.Message)
			}
			sameFiles(t, before, snapshot(t, dir))
		})
	}
}

// TestScenarioListFollowsDisk: a scenario added to the folder and to
// edition.json by another program shows in the next list, and loads.
func TestScenarioListFollowsDisk(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	ids := func() []string {
		var out []string
		for _, sc := range getJSON[[]explain.ScenarioSummary](t, s, request{method: "GET", path: "/api/scenarios?edition=1994"}) {
			out = append(out, sc.ID)
		}
		return out
	}
	if got := ids(); slices.Contains(got, "copy") {
		t.Fatalf("before: %v", got)
	}
	doc, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc = []byte(strings.Replace(string(doc), `"id": "historical"`, `"id": "copy"`, 1))
	if err := os.WriteFile(filepath.Join(dir, "scenarios", "copy.json"), doc, 0o644); err != nil {
		t.Fatal(err)
	}
	edPath := filepath.Join(dir, "edition.json")
	edDoc, err := os.ReadFile(edPath)
	if err != nil {
		t.Fatal(err)
	}
	edDoc, err = withScenarioFile(edDoc, "scenarios/copy.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(edPath, edDoc, 0o644); err != nil {
		t.Fatal(err)
	}
	// a file system whose clock is coarse may give the same time: the
	// size differs anyway
	_ = os.Chtimes(edPath, time.Now(), time.Now().Add(time.Second))
	if got := ids(); !slices.Contains(got, "copy") {
		t.Errorf("after adding copy: %v", got)
	}
	editions := getJSON[EditionsAnswer](t, s, request{method: "GET", path: "/api/editions"})
	if n := len(editions.Editions[0].Scenarios); n != 7 {
		t.Errorf("the editions list has %d scenarios", n)
	}
	if a := loadScenario(t, s, "1994", "copy"); a.Scenario.ID != "copy" {
		t.Errorf("loaded %q", a.Scenario.ID)
	}
	// a file broken on disk: the list stays as last read and says why
	if err := os.WriteFile(filepath.Join(dir, "scenarios", "copy.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	editions = getJSON[EditionsAnswer](t, s, request{method: "GET", path: "/api/editions"})
	e := editions.Editions[0]
	if len(e.Scenarios) != 7 || e.Stale == nil || e.Stale.Code != "api.io" || !strings.Contains(e.Stale.Message, "copy.json") {
		t.Errorf("after breaking copy.json: %d scenarios, stale %+v", len(e.Scenarios), e.Stale)
	}
}
