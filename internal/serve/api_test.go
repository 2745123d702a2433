package serve

import (
	"bytes"
	"encoding/csv"
	"github.com/bfgdata/bfgdata/diag"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

func TestEditions(t *testing.T) {
	bundled := getJSON[EditionsAnswer](t, newBundledServer(t), request{method: "GET", path: "/api/editions"})
	if bundled.Default != "1975" && bundled.Default != "1994" || len(bundled.Editions) != 2 {
		t.Fatalf("bundled editions %+v", bundled)
	}
	for _, e := range bundled.Editions {
		if e.Writable || len(e.Scenarios) == 0 || e.Folder != "data/"+e.ID {
			t.Errorf("bundled edition %+v", e)
		}
	}
	s, dir := newFolderServer(t, "1994")
	folder := getJSON[EditionsAnswer](t, s, request{method: "GET", path: "/api/editions"})
	if folder.Default != "1994" || len(folder.Editions) != 1 || !folder.Editions[0].Writable || folder.Editions[0].Folder != filepath.ToSlash(dir) {
		t.Fatalf("folder editions %+v", folder)
	}
	if folder.MaxBody != DefaultMaxBody {
		t.Errorf("maxBody %d", folder.MaxBody)
	}
}

func TestScenarios(t *testing.T) {
	got := getJSON[[]explain.ScenarioSummary](t, newBundledServer(t), request{method: "GET", path: "/api/scenarios?edition=1994"})
	var ids []string
	for _, s := range got {
		ids = append(ids, s.ID)
	}
	if !slices.Contains(ids, "historical") || !slices.Contains(ids, "three-player") {
		t.Errorf("scenarios %v", ids)
	}
	status, body, _ := do(t, newBundledServer(t), request{method: "GET", path: "/api/scenarios?edition=1985"})
	wantProblem(t, status, body, http.StatusNotFound, "edition.unknown")
}

func TestScenarioGet(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	a := loadScenario(t, s, "1994", "historical")
	file, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Version != version(file) || !a.Writable || !a.Canonical || a.File != filepath.ToSlash(filepath.Join(dir, "scenarios", "historical.json")) {
		t.Errorf("answer %+v", a.ScenarioAnswer())
	}
	if !a.Report.Valid || a.Report.Counts.Errors != 0 || a.Setup == nil || len(a.Setup.Units) != 119 || a.Scenario.ID != "historical" {
		t.Errorf("historical: valid %v, %d errors, setup %v", a.Report.Valid, a.Report.Counts.Errors, a.Setup != nil)
	}
	// a scenario that takes its setup from another shows that setup
	three := loadScenario(t, s, "1994", "three-player")
	if three.Setup == nil || len(three.Setup.Units) == 0 || three.Scenario.SetupFrom == "" {
		t.Errorf("three-player: setup %v", three.Setup)
	}
	for _, tt := range []struct {
		id, code string
		status   int
	}{
		{"no-such", "scenario.unknown", http.StatusNotFound},
		{"../edition", "api.scenario-id", http.StatusBadRequest},
		{"..%2F..%2Fetc%2Fpasswd", "api.scenario-id", http.StatusBadRequest},
		{"", "api.scenario-id", http.StatusBadRequest},
	} {
		status, body, _ := do(t, s, request{method: "GET", path: "/api/scenario?edition=1994&id=" + tt.id})
		wantProblem(t, status, body, tt.status, tt.code)
	}
}

// ScenarioAnswer drops the judgement, for shorter messages.
func (a ScenarioAnswer) ScenarioAnswer() ScenarioAnswer {
	a.Judgement = Judgement{}
	return a
}

// TestCheckIsWhatCheckSays: the API's judgement of a scenario is the
// report the validator gives the same file on disk, as `bfgdata check`
// prints it.
func TestCheckIsWhatCheckSays(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	a := loadScenario(t, s, "1994", "historical")
	moved := moveUnit(t, s, "1994", a.Scenario, "13-us", explain.Place{Hex: "2104"})
	doc, err := model.Encode(moved.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "scenarios", "historical.json"), doc, 0o644); err != nil {
		t.Fatal(err)
	}
	v, _ := sharedValidator()
	full := v.Scenario(os.DirFS(filepath.Dir(dir)), "1994", filepath.ToSlash(filepath.Dir(dir)), "historical", validate.Options{})
	// the scenarios that take their setup from historical report it too;
	// the file itself is what the page edits
	want := validate.Report{Counts: validate.Counts{Files: 1}}
	for _, f := range full.Files {
		if strings.HasSuffix(f.File, "/historical.json") {
			want.Files = append(want.Files, f)
			want.Counts.Errors += diag.Count(f.Diagnostics, diag.Error)
			want.Counts.Warnings += diag.Count(f.Diagnostics, diag.Warning)
			want.Counts.Infos += diag.Count(f.Diagnostics, diag.Info)
		}
	}
	got := getJSON[Judgement](t, s, request{method: "POST", path: "/api/check?edition=1994", body: checkRequest{Scenario: moved.Scenario}})
	if len(want.Files) != 1 || !slices.Equal(codes(got.Report), codes(want)) || got.Report.Counts != want.Counts {
		t.Fatalf("api says %v %+v, check says %v %+v", codes(got.Report), got.Report.Counts, codes(want), want.Counts)
	}
	g, w := got.Report.Diagnostics()[0], want.Diagnostics()[0]
	if g.Message != w.Message || g.Rule != w.Rule || g.Line != w.Line || g.Pointer != w.Pointer || !slices.Equal(g.Hexes, w.Hexes) {
		t.Errorf("api %+v\ncheck %+v", g, w)
	}
	// optional rules as check --optional, and one the scenario lacks
	status, body, _ := do(t, s, request{method: "POST", path: "/api/check?edition=1994", body: checkRequest{Scenario: a.Scenario, Optional: []string{"no-such-rule"}}})
	wantProblem(t, status, body, http.StatusBadRequest, "scenario.optional-unknown")
	getJSON[Judgement](t, s, request{method: "POST", path: "/api/check?edition=1994", body: checkRequest{Scenario: a.Scenario, Optional: []string{"stacking-groups"}}})
}

func TestMove(t *testing.T) {
	s, _ := newFolderServer(t, "1994")
	a := loadScenario(t, s, "1994", "historical")
	original, _ := model.Encode(a.Scenario)

	over := moveUnit(t, s, "1994", a.Scenario, "13-us", explain.Place{Hex: "2104"})
	d, ok := findDiagnostic(over.Report, "stacking.over-limit")
	// the scenarios that take their setup from historical say in a line
	// each that they break too
	deps := 0
	for _, x := range over.Report.Diagnostics() {
		if x.Code == "scenario.dependent-invalid" {
			deps++
		}
	}
	if !ok || deps == 0 || over.Report.Counts.Errors != 1+deps || d.Rule != "1994 5.1" || !slices.Equal(d.Hexes, []string{"2104"}) || !slices.Contains(d.Counters, "13-us") {
		t.Fatalf("a third unit in 2104: %v (%+v)", codes(over.Report), d)
	}
	back := moveUnit(t, s, "1994", over.Scenario, "13-us", explain.Place{Hex: "2204"})
	again, _ := model.Encode(back.Scenario)
	if back.Report.Counts.Errors != 0 || !bytes.Equal(again, original) {
		t.Errorf("moving back: %v, same file %v", codes(back.Report), bytes.Equal(again, original))
	}

	tray := moveUnit(t, s, "1994", a.Scenario, "13-us", explain.Place{})
	if d, ok := findDiagnostic(tray.Report, "setup.counter-missing"); !ok || !slices.Equal(d.Counters, []string{"13-us"}) || len(tray.Setup.Units) != 118 {
		t.Errorf("13-us in the tray: %v", codes(tray.Report))
	}
	// back from the tray, a unit takes back its placement as loaded
	placed := moveUnit(t, s, "1994", tray.Scenario, "13-us", explain.Place{Hex: "0410"})
	p := placementOf(t, placed.Scenario, "13-us")
	if placed.Report.Counts.Errors != 0 || p.Src != model.AuthorSourceID || p.Stats != "4-8-6" || p.Hex.String() != "0410" {
		t.Errorf("13-us from the tray: %v, %+v", codes(placed.Report), p)
	}
	home := moveUnit(t, s, "1994", placed.Scenario, "13-us", explain.Place{Hex: "2204"})
	if again, _ := model.Encode(home.Scenario); !bytes.Equal(again, original) {
		t.Error("a unit through the tray and back home does not give the file back")
	}

	// Courland: a hex in the zone keeps the zone; the zone again drops it
	inZone := moveUnit(t, s, "1994", a.Scenario, "3-ss", explain.Place{Hex: "3823"})
	if p := placementOf(t, inZone.Scenario, "3-ss"); p.Zone != "courland" || p.Hex == nil || p.Hex.String() != "3823" || inZone.Report.Counts.Errors != 0 {
		t.Errorf("3-ss to 3823: %+v %v", p, codes(inZone.Report))
	}
	outZone := moveUnit(t, s, "1994", inZone.Scenario, "3-ss", explain.Place{Zone: "courland"})
	if p := placementOf(t, outZone.Scenario, "3-ss"); p.Zone != "courland" || p.Hex != nil {
		t.Errorf("3-ss back to the zone: %+v", p)
	}

	for _, tt := range []struct {
		counter string
		to      explain.Place
		code    string
	}{
		{"no-such", explain.Place{Hex: "2104"}, "edit.counter-unknown"},
		{"13-us", explain.Place{Hex: "21x4"}, "edit.place"},
		{"13-us", explain.Place{Hex: "9999"}, "edit.place"},
		{"13-us", explain.Place{Zone: "atlantis"}, "edit.place"},
		{"13-us", explain.Place{Zone: "courland", Hex: "2104"}, "edit.place"},
	} {
		status, body, _ := do(t, s, request{method: "POST", path: "/api/move?edition=1994", body: moveRequest{Scenario: a.Scenario, Counter: tt.counter, To: tt.to}})
		wantProblem(t, status, body, http.StatusBadRequest, tt.code)
	}
}

func placementOf(t testing.TB, s *model.Scenario, counter string) model.Placement {
	t.Helper()
	for _, p := range s.Setup {
		if p.Counter == counter {
			return p
		}
	}
	t.Fatalf("%s is not placed", counter)
	return model.Placement{}
}

func TestHex(t *testing.T) {
	s := newBundledServer(t)
	h := getJSON[explain.Hex](t, s, request{method: "GET", path: "/api/hex?edition=1994&hex=2105"})
	facts := map[string]explain.HexFact{}
	for _, f := range h.Facts {
		facts[f.Fact] = f
	}
	if !h.OnMap || facts["terrain"].Value != "broken" || !facts["terrain"].Transcribed || len(h.Sides) != 6 {
		t.Errorf("2105: %+v", h)
	}
	status, body, _ := do(t, s, request{method: "GET", path: "/api/hex?edition=1994&hex=21050"})
	wantProblem(t, status, body, http.StatusBadRequest, "api.hex")
}

// TestReachAndCombatOnTheEditedPosition: reach and combat answer for the
// position as edited, not as saved.
func TestReachAndCombatOnTheEditedPosition(t *testing.T) {
	s := newBundledServer(t)
	a := loadScenario(t, s, "1994", "historical")
	r := getJSON[explain.Reach](t, s, request{method: "POST", path: "/api/reach?edition=1994", body: reachRequest{Scenario: a.Scenario, Unit: "5-us"}})
	if r.From != model.MustHex("2104") || r.Allowance != 8 || len(r.Hexes) == 0 {
		t.Errorf("reach of 5-us: from %s, %d MP, %d hexes", r.From, r.Allowance, len(r.Hexes))
	}
	moved := moveUnit(t, s, "1994", a.Scenario, "5-us", explain.Place{Hex: "2004"})
	r = getJSON[explain.Reach](t, s, request{method: "POST", path: "/api/reach?edition=1994", body: reachRequest{Scenario: moved.Scenario, Unit: "5-us", Allowance: 2}})
	if r.From != model.MustHex("2004") || r.Allowance != 2 {
		t.Errorf("reach after the move: from %s, %d MP", r.From, r.Allowance)
	}
	c := getJSON[CombatAnswer](t, s, request{method: "POST", path: "/api/combat?edition=1994",
		body: combatRequest{Scenario: a.Scenario, Attackers: []string{"5-us", "7-us", "19-us"}, Defender: "2105", Die: 1}})
	// Deluxe 6.1's example: 19 against 5 tripled is 1-1, and a 1 exchanges
	if c.Attack != 19 || c.ModifiedDefense != 15 || c.Column != "1-1" || c.Result == nil || c.Result.Code != "Ex" {
		t.Errorf("combat %+v", c)
	}
	// the editor's answer has the shape of the game's: every face's result
	if len(c.Results) != 6 || c.Results[0].DieEntry != *c.Result || len(c.Results[0].ExchangeChoices) == 0 {
		t.Errorf("die results %+v", c.Results)
	}
	for _, tt := range []struct {
		body any
		path string
		code string
	}{
		{reachRequest{Scenario: a.Scenario, Unit: "no-such"}, "reach", "unit.unknown"},
		{reachRequest{Scenario: a.Scenario, Unit: "5-us", Allowance: -1}, "reach", "reach.allowance-range"},
		{combatRequest{Scenario: a.Scenario, Attackers: []string{"5-us"}, Defender: "2x05"}, "combat", "api.hex"},
		{combatRequest{Scenario: a.Scenario, Attackers: []string{"5-us"}, Defender: "1010"}, "combat", "combat.no-defender"},
	} {
		status, body, _ := do(t, s, request{method: "POST", path: "/api/" + tt.path + "?edition=1994", body: tt.body})
		wantProblem(t, status, body, http.StatusBadRequest, tt.code)
	}
}

func TestBoard(t *testing.T) {
	s := newBundledServer(t)
	b := getJSON[BoardAnswer](t, s, request{method: "GET", path: "/api/board?edition=1994"})
	if len(b.Pieces) != 119 || len(b.Geometry.Hexes) != 39*26 || len(b.Geometry.Stacks) != 8 || len(b.Geometry.Corners) != 6 {
		t.Fatalf("board: %d pieces, %d hexes, %d stacks", len(b.Pieces), len(b.Geometry.Hexes), len(b.Geometry.Stacks))
	}
	for _, p := range b.Pieces {
		if !strings.Contains(p.SVG, `data-unit="`+p.Counter+`"`) || p.SVGByForce != nil {
			t.Fatalf("piece %s: %.80s", p.Counter, p.SVG)
		}
	}
	// 1975 German units take their force from the setup: both colourings
	old := getJSON[BoardAnswer](t, s, request{method: "GET", path: "/api/board?edition=1975"})
	german := 0
	for _, p := range old.Pieces {
		if p.SVGByForce != nil {
			german++
			if !strings.Contains(p.SVGByForce[model.EastGerman], "nat-east-german") || !strings.Contains(p.SVGByForce[model.WestGerman], "nat-west-german") {
				t.Errorf("%s: %v", p.Counter, p.SVGByForce)
			}
		}
	}
	if german == 0 {
		t.Error("no 1975 German unit without a force")
	}
}

func TestRender(t *testing.T) {
	s := newBundledServer(t)
	status, body, h := do(t, s, request{method: "GET", path: "/api/render?edition=1994"})
	if status != http.StatusOK || h.Get("Content-Type") != "image/svg+xml" || !bytes.Contains(body, []byte(`id="terrain"`)) || bytes.Contains(body, []byte(`data-unit=`)) {
		t.Fatalf("render: %d %s %.100s", status, h.Get("Content-Type"), body)
	}
	status, body, _ = do(t, s, request{method: "GET", path: "/api/render?edition=1994&scenario=historical"})
	if status != http.StatusOK || bytes.Count(body, []byte(`data-unit=`)) < 100 {
		t.Errorf("render with historical: %d, %d units", status, bytes.Count(body, []byte(`data-unit=`)))
	}
	status, body, _ = do(t, s, request{method: "GET", path: "/api/render?edition=1994&scenario=no-such"})
	wantProblem(t, status, body, http.StatusNotFound, "scenario.unknown")
	status, body, _ = do(t, s, request{method: "POST", path: "/api/render?edition=1994", body: "{}"})
	wantProblem(t, status, body, http.StatusMethodNotAllowed, "api.method")
}

func TestDownload(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	a := loadScenario(t, s, "1994", "historical")
	file, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	status, body, h := do(t, s, request{method: "POST", path: "/api/download?edition=1994&format=json", body: downloadRequest{Scenario: a.Scenario}})
	if status != http.StatusOK || !bytes.Equal(body, file) || h.Get("Content-Disposition") != `attachment; filename="historical.json"` {
		t.Errorf("json download: %d, same as the file %v, %q", status, bytes.Equal(body, file), h.Get("Content-Disposition"))
	}
	status, body, _ = do(t, s, request{method: "POST", path: "/api/download?edition=1994&format=csv", body: downloadRequest{Scenario: a.Scenario}})
	rows, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
	if status != http.StatusOK || err != nil || len(rows) != 120 || !slices.Equal(rows[0], explain.CSVHeader) {
		t.Errorf("csv download: %d, %v, %d rows", status, err, len(rows))
	}
	status, body, _ = do(t, s, request{method: "POST", path: "/api/download?edition=1994&format=svg", body: downloadRequest{Scenario: a.Scenario}})
	if status != http.StatusOK || bytes.Count(body, []byte(`data-unit=`)) < 100 {
		t.Errorf("svg download: %d", status)
	}
	status, body, _ = do(t, s, request{method: "POST", path: "/api/download?edition=1994&format=xlsx", body: downloadRequest{Scenario: a.Scenario}})
	wantProblem(t, status, body, http.StatusBadRequest, "api.format")
}

// TestDownloadCSVFormulaText: a text of the scenario that a spreadsheet
// would take for a formula is downloaded after an apostrophe, quoted, as
// setup --format csv writes it.
func TestDownloadCSVFormulaText(t *testing.T) {
	s := newBundledServer(t)
	a := loadScenario(t, s, "1994", "historical")
	sc := a.Scenario
	sc.Setup[0].Src = `=HYPERLINK("http://example.com","click")`
	sc.Setup[1].Src = "@SUM(1+1)|cmd"
	status, body, _ := do(t, s, request{method: "POST", path: "/api/download?edition=1994&format=csv", body: downloadRequest{Scenario: sc}})
	if status != http.StatusOK {
		t.Fatalf("csv download: %d %s", status, body)
	}
	for _, want := range []string{`,"'=HYPERLINK(""http://example.com"",""click"")",`, `,"'@SUM(1+1)|cmd",`} {
		if !bytes.Contains(body, []byte(want)) {
			t.Errorf("the download lacks %s", want)
		}
	}
	for _, bad := range []string{",=", ",@", `,"=`, `,"@`} {
		if bytes.Contains(body, []byte(bad)) {
			t.Errorf("the download holds a field starting %s", bad)
		}
	}
}

func TestNewScenarioSaved(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	empty := getJSON[ScenarioAnswer](t, s, request{method: "POST", path: "/api/new?edition=1994", body: explain.NewScenarioRequest{ID: "my-variant", Name: "My Variant", From: "historical"}})
	if empty.Version != "" || len(empty.Setup.Units) != 0 || empty.Scenario.Name != "My Variant" {
		t.Fatalf("new empty scenario: %+v", empty.ScenarioAnswer())
	}
	// a setup needs a placement: the schema says so until there is one
	if _, ok := findDiagnostic(empty.Report, "schema.one-of"); !ok || empty.Report.Valid {
		t.Errorf("an empty setup: %v", codes(empty.Report))
	}
	first := moveUnit(t, s, "1994", empty.Scenario, "5-us", explain.Place{Hex: "2104"})
	if _, ok := findDiagnostic(first.Report, "setup.counter-missing"); !ok || len(first.Setup.Units) != 1 {
		t.Errorf("one unit placed: %v", codes(first.Report))
	}
	// the units not placed yet are one line that lists them, not one each
	if first.Report.Counts.Errors != 1 {
		t.Errorf("one unit placed: %d errors %v, want the one line of units not placed", first.Report.Counts.Errors, codes(first.Report))
	} else if d, _ := findDiagnostic(first.Report, "setup.counter-missing"); len(d.Counters) != 118 || !strings.Contains(d.Message, "118 units") || !strings.Contains(d.Message, "and 106 more") {
		t.Errorf("units not placed: %d counters, %q", len(d.Counters), d.Message)
	}
	// a placement the scenario never had cites the editor
	if p := placementOf(t, first.Scenario, "5-us"); p.Src != model.AuthorSourceID || p.Stats != "7-4-8" {
		t.Errorf("the first placement: %+v", p)
	}
	if _, ok := first.Scenario.Sources.Find(model.AuthorSourceID); !ok {
		t.Error("the editor's source is not listed")
	}
	cp := getJSON[ScenarioAnswer](t, s, request{method: "POST", path: "/api/new?edition=1994", body: explain.NewScenarioRequest{ID: "my-copy", From: "historical", Copy: true}})
	if len(cp.Setup.Units) != 119 || cp.Report.Counts.Errors != 0 {
		t.Fatalf("copy: %d units, %v", len(cp.Setup.Units), codes(cp.Report))
	}
	for _, tt := range []struct {
		q    explain.NewScenarioRequest
		code string
	}{
		{explain.NewScenarioRequest{ID: "historical", From: "historical"}, "edit.scenario-exists"},
		{explain.NewScenarioRequest{ID: "../x", From: "historical"}, "edit.scenario-id"},
		{explain.NewScenarioRequest{ID: "x", From: "no-such"}, "scenario.unknown"},
	} {
		status, body, _ := do(t, s, request{method: "POST", path: "/api/new?edition=1994", body: tt.q})
		want := http.StatusBadRequest
		if tt.code == "scenario.unknown" {
			want = http.StatusNotFound
		}
		wantProblem(t, status, body, want, tt.code)
	}

	saved := getJSON[SaveAnswer](t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=my-copy",
		body: saveRequest{Scenario: cp.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
	file, err := os.ReadFile(filepath.Join(dir, "scenarios", "my-copy.json"))
	if err != nil || !saved.Created || saved.Version != version(file) {
		t.Fatalf("saved new scenario: %v %+v", err, saved.ScenarioAnswer)
	}
	if canon, err := model.Canonical(file); err != nil || !bytes.Equal(canon, file) {
		t.Errorf("the new file is not canonical: %v", err)
	}
	ed, err := model.LoadEdition(os.DirFS(dir))
	if err != nil || !slices.Contains(ed.Info.Files.Scenarios, "scenarios/my-copy.json") {
		t.Fatalf("edition.json does not list the new scenario: %v %v", err, ed.Info.Files.Scenarios)
	}
	edoc, err := os.ReadFile(filepath.Join(dir, "edition.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(edoc, []byte("}\n")) {
		t.Error("edition.json lost its canonical form")
	}
	// the new scenario is the server's too now, and valid but for its
	// place on the Turn Record Track
	again := loadScenario(t, s, "1994", "my-copy")
	if again.Version != saved.Version || again.Report.Counts.Errors != 0 {
		t.Errorf("reloaded: %v", codes(again.Report))
	}
	v, _ := sharedValidator()
	rep := v.Editions(os.DirFS(filepath.Dir(dir)), []string{"1994"}, "tmp", validate.Options{})
	if rep.Counts.Errors != 0 {
		t.Errorf("the folder no longer validates: %v", codes(rep))
	}
	// saving the new id again without its version is a conflict
	status, body, _ := do(t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=my-copy",
		body: saveRequest{Scenario: cp.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
	wantProblem(t, status, body, http.StatusConflict, "api.conflict")
}

// TestSaveWritesThePlacementOnly: a legal move saved changes that one
// placement's line in the file, and the file stays canonical.
func TestSaveWritesThePlacementOnly(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	path := filepath.Join(dir, "scenarios", "historical.json")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	a := loadScenario(t, s, "1994", "historical")
	moved := moveUnit(t, s, "1994", a.Scenario, "4-us", explain.Place{Hex: "0410"})
	saved := getJSON[SaveAnswer](t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=historical",
		body: saveRequest{Version: a.Version, Scenario: moved.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Created || saved.Version != version(after) {
		t.Errorf("save answer %+v", saved.ScenarioAnswer)
	}
	// the moved placement's hex and source change, and the author source
	// joins the list: nothing else
	want := *a.Scenario
	want.Setup = slices.Clone(want.Setup)
	i := slices.IndexFunc(want.Setup, func(p model.Placement) bool { return p.Counter == "4-us" })
	h := model.MustHex("0410")
	want.Setup[i].Hex, want.Setup[i].Src, want.Sources = &h, model.AuthorSourceID, want.Sources.WithAuthor()
	if b, _ := model.Encode(&want); !bytes.Equal(b, after) {
		t.Errorf("saved file is not the scenario with 4-us moved and the author source:\n%s", after)
	}
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 6 {
		t.Errorf("scenarios folder holds %d files, want the 6 scenarios and no temporary file", len(entries))
	}
	// a second save from the same page carries the new version
	moved = moveUnit(t, s, "1994", moved.Scenario, "4-us", explain.Place{Hex: "0510"})
	getJSON[SaveAnswer](t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=historical",
		body: saveRequest{Version: saved.Version, Scenario: moved.Scenario}, header: map[string]string{TokenHeader: s.Token()}})
	// measured against the file as saved, the move back is the author's
	now, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(now, before) || !bytes.Contains(now, []byte(`"hex": "0510",`)) {
		t.Error("moving back and saving again does not save the move")
	}
}
