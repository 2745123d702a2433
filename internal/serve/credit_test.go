package serve

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/internal/sheets"
	"github.com/bfgdata/bfgdata/internal/sheets/sheettext"
	"github.com/bfgdata/bfgdata/model"
)

// creditMoves are the five units the variant of the credit tests moves,
// each to a hex next to its own in the Historical setup.
var creditMoves = []struct{ counter, hex string }{
	{"1-balt", "3525"}, {"1-belo", "2625"}, {"1-ukr", "2225"}, {"2-ukr", "1423"}, {"1-gds", "1925"},
}

// TestEditorVariantCredit: a variant made in the editor (its author named
// in the New dialog, its turns changed, a rule of its own added without a
// number, five units moved) and saved, then loaded and saved twice more,
// cites its author for every change and the rulebook for the rest, and its
// setup sheet's cover says so (golden). Adding the rule again under its id
// is refused, changing nothing.
func TestEditorVariantCredit(t *testing.T) {
	s, dir := newFolderServer(t, "1994")
	token := map[string]string{TokenHeader: s.Token()}
	a := getJSON[ScenarioAnswer](t, s, request{method: "POST", path: "/api/new?edition=1994",
		body: explain.NewScenarioRequest{ID: "ed-variant", Name: "Editor Variant", From: "historical", Copy: true, Author: "Anna Autorin"}})
	sc := a.Scenario
	terms := func(e explain.TermsEdit) *model.Scenario {
		t.Helper()
		return getJSON[Judgement](t, s, request{method: "POST", path: "/api/terms?edition=1994", body: map[string]any{"scenario": sc, "edit": e}}).Scenario
	}
	sc = terms(explain.TermsEdit{Turns: &explain.TurnsEdit{First: 2, Last: 9}})
	own := explain.TermsEdit{Rule: &explain.RuleEdit{List: explain.SpecialRules, Own: &model.RuleRef{ID: "mud-season", Summary: "Every unit moves at half its allowance on turn 2."}}}
	sc = terms(own)
	status, body, _ := do(t, s, request{method: "POST", path: "/api/terms?edition=1994", body: map[string]any{"scenario": sc, "edit": own}})
	if p := wantProblem(t, status, body, http.StatusBadRequest, "edit.rule"); !strings.Contains(p.Message, "nothing was added") {
		t.Errorf("the rule added twice: %q", p.Message)
	}
	for _, m := range creditMoves {
		sc = moveUnit(t, s, "1994", sc, m.counter, explain.Place{Hex: m.hex}).Scenario
	}
	version := ""
	for round := range 3 {
		saved := getJSON[SaveAnswer](t, s, request{method: "PUT", path: "/api/scenario?edition=1994&id=ed-variant",
			body: saveRequest{Version: version, Scenario: sc}, header: token})
		if saved.Report.Counts.Errors+saved.Report.Counts.Warnings != 0 {
			t.Fatalf("save %d: %v", round+1, codes(saved.Report))
		}
		a := loadScenario(t, s, "1994", "ed-variant")
		sc, version = a.Scenario, a.Version
	}
	wantCredit(t, sc, "V1")

	ed, err := model.LoadEdition(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	b, err := explain.BriefingOf(ed, "ed-variant")
	if err != nil {
		t.Fatal(err)
	}
	var sheet bytes.Buffer
	if _, err := sheets.SetupSheet(&sheet, b, ed.Map, ed.TEC, sheets.Letter); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "credit-editor-cover.txt"), sheettext.Cover(sheet.String()), *update)
}

// wantCredit checks a variant of Historical made by the credit tests: the
// moved units, the turns and the author's rule (numbered rule) cite the
// author, every other placement the rulebook, and the author is named.
func wantCredit(t *testing.T, sc *model.Scenario, rule string) {
	t.Helper()
	moved := map[string]string{}
	for _, m := range creditMoves {
		moved[m.counter] = m.hex
	}
	for _, p := range sc.Setup {
		want := "deluxe-2020"
		if hex, ok := moved[p.Counter]; ok {
			want = model.AuthorSourceID
			if p.Hex == nil || p.Hex.String() != hex {
				t.Errorf("%s at %s, want %s", p.Counter, p.Where(), hex)
			}
		}
		if p.Src != want {
			t.Errorf("%s at %s cites %q, want %q", p.Counter, p.Where(), p.Src, want)
		}
	}
	if sc.Turns.Src != model.AuthorSourceID {
		t.Errorf("turns %+v", sc.Turns)
	}
	i := slices.IndexFunc(sc.SpecialRules, func(r model.RuleRef) bool { return r.ID == "mud-season" })
	if i < 0 || sc.SpecialRules[i].Rule != rule || sc.SpecialRules[i].Src != model.AuthorSourceID {
		t.Errorf("special rules %+v", sc.SpecialRules)
	}
	if got := sc.Sources.AuthorName(); got != "Anna Autorin" {
		t.Errorf("author %q", got)
	}
}
