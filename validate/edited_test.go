package validate

import (
	"bytes"
	"github.com/bfgdata/bfgdata/diag"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// TestScenarioDocumentIsScenario: a scenario document judged within its
// loaded edition gets the diagnostics that checking it in the edition
// folder (Scenario) gives its file — line, column, rule, hexes and counters included — for
// the bundled scenarios as they are, and for broken ones made from the
// mini edition's scenario meeting (../testdata), so that an edit of the
// bundled data never moves the broken cases.
func TestScenarioDocumentIsScenario(t *testing.T) {
	v := newValidator(t)
	breakages := map[string]func([]byte) []byte{
		"a third unit in 0101": func(b []byte) []byte {
			return bytes.Replace(b, []byte(`"counter": "19-us",
      "hex": "0201"`), []byte(`"counter": "19-us",
      "hex": "0101"`), 1)
		},
		"an unknown counter and bad stats": func(b []byte) []byte {
			b = bytes.Replace(b, []byte(`"counter": "5-us"`), []byte(`"counter": "5-usa"`), 1)
			return bytes.Replace(b, []byte(`"stats": "6-6-7"`), []byte(`"stats": "6-6-8"`), 1)
		},
		"a schema error":  func(b []byte) []byte { return bytes.Replace(b, []byte(`"players": 2`), []byte(`"players": "two"`), 1) },
		"not JSON":        func(b []byte) []byte { return b[:len(b)/2] },
		"turns off track": func(b []byte) []byte { return bytes.Replace(b, []byte(`"last": 3`), []byte(`"last": 99`), 1) },
		"unknown property": func(b []byte) []byte {
			return bytes.Replace(b, []byte(`"players": 2,`), []byte(`"players": 2, "colour": "red",`), 1)
		},
	}
	// same judges one scenario document both ways: alone within its
	// edition, and as the file of a copy of the edition folder.
	same := func(t *testing.T, ed *model.Edition, folder, rel, name string, doc []byte) []diag.Diagnostic {
		t.Helper()
		dir := filepath.Join(t.TempDir(), ed.Info.ID)
		copyTree(t, folder, dir)
		if err := os.WriteFile(filepath.Join(dir, rel), doc, 0o644); err != nil {
			t.Fatal(err)
		}
		display := "tmp/" + ed.Info.ID
		full := v.Scenario(os.DirFS(filepath.Dir(dir)), ed.Info.ID, "tmp", strings.TrimSuffix(path.Base(rel), ".json"), Options{})
		var want []diag.Diagnostic
		for _, f := range full.Files {
			if f.File == path.Join(display, rel) {
				want = f.Diagnostics
			}
		}
		got := v.ScenarioDocument(ed, path.Join(display, rel), doc, Options{})
		if len(got.Files) != 1 {
			t.Fatalf("%d files", len(got.Files))
		}
		if !sameDiagnostics(got.Files[0].Diagnostics, want) {
			t.Errorf("%s/%s, %s:\ndocument: %v\nfile:     %v", ed.Info.ID, rel, name, got.Files[0].Diagnostics, want)
		}
		return want
	}
	if testing.Short() {
		t.Log("under -short only each edition's Historical scenario is judged both ways; the full run (go test ./...) judges every bundled scenario")
	}
	for _, edition := range data.Editions.IDs() {
		ed, err := data.Editions.LoadOwn(edition)
		if err != nil {
			t.Fatal(err)
		}
		for _, rel := range ed.Info.Files.Scenarios {
			if testing.Short() && path.Base(rel) != "historical.json" {
				continue
			}
			orig, err := os.ReadFile(filepath.Join("..", "data", edition, rel))
			if err != nil {
				t.Fatal(err)
			}
			same(t, ed, filepath.Join("..", "data", edition), rel, "as it is", orig)
		}
	}
	ed, err := model.LoadEdition(os.DirFS(miniDir))
	if err != nil {
		t.Fatal(err)
	}
	rel := filepath.Join("scenarios", "meeting.json")
	orig, err := os.ReadFile(filepath.Join(miniDir, rel))
	if err != nil {
		t.Fatal(err)
	}
	for name, brk := range breakages {
		doc := brk(orig)
		if bytes.Equal(doc, orig) {
			t.Fatalf("mini/meeting: %s changes nothing", name)
		}
		want := same(t, ed, miniDir, filepath.ToSlash(rel), name, doc)
		// rematch takes its setup from meeting: its stacking fault is one
		// line on meeting's file
		if name == "a third unit in 0101" && (len(want) != 2 || want[0].Code != "scenario.dependent-invalid" || want[1].Code != "stacking.over-limit" || want[1].Rule == "") {
			t.Errorf("%s: %v", name, want)
		}
	}
}

func sameDiagnostics(a, b []diag.Diagnostic) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Code != y.Code || x.Message != y.Message || x.Line != y.Line || x.Column != y.Column || x.Pointer != y.Pointer ||
			x.Rule != y.Rule || x.File != y.File || x.Severity != y.Severity || !slices.Equal(x.Hexes, y.Hexes) || !slices.Equal(x.Counters, y.Counters) {
			return false
		}
	}
	return true
}
