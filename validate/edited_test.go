package validate

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// TestScenarioDocumentIsScenario: a scenario document judged within its
// loaded edition gets the diagnostics that validating the edition folder
// gives its file — line, column, rule, hexes and counters included — for
// the bundled scenarios as they are and for broken ones.
func TestScenarioDocumentIsScenario(t *testing.T) {
	v := newValidator(t)
	breakages := map[string]func([]byte) []byte{
		"as it is": func(b []byte) []byte { return b },
		"a third unit in 2104": func(b []byte) []byte {
			return bytes.Replace(b, []byte(`"counter": "13-us",
      "hex": "2204"`), []byte(`"counter": "13-us",
      "hex": "2104"`), 1)
		},
		"an unknown counter and bad stats": func(b []byte) []byte {
			b = bytes.Replace(b, []byte(`"counter": "4-us"`), []byte(`"counter": "4-usa"`), 1)
			return bytes.Replace(b, []byte(`"stats": "6-6-7"`), []byte(`"stats": "6-6-8"`), 1)
		},
		"a schema error":  func(b []byte) []byte { return bytes.Replace(b, []byte(`"players": 2`), []byte(`"players": "two"`), 1) },
		"not JSON":        func(b []byte) []byte { return b[:len(b)/2] },
		"turns off track": func(b []byte) []byte { return bytes.Replace(b, []byte(`"last": 10`), []byte(`"last": 99`), 1) },
		"unknown property": func(b []byte) []byte {
			return bytes.Replace(b, []byte(`"players": 2,`), []byte(`"players": 2, "colour": "red",`), 1)
		},
	}
	if testing.Short() {
		// Historical takes every breakage, "as it is" included; each other
		// scenario only repeats "as it is" on other data.
		t.Log("under -short only each edition's Historical scenario is checked; the full run (go test ./...) checks every bundled scenario")
	}
	for _, edition := range data.Editions() {
		ed, err := model.LoadEdition(data.FS, edition)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range ed.Scenarios {
			rel := ed.Info.Files.Scenarios[i]
			orig, err := os.ReadFile(filepath.Join("..", "data", edition, rel))
			if err != nil {
				t.Fatal(err)
			}
			if testing.Short() && s.ID != "historical" {
				continue
			}
			for name, brk := range breakages {
				if name != "as it is" && s.ID != "historical" {
					continue
				}
				doc := brk(orig)
				if name != "as it is" && bytes.Equal(doc, orig) {
					t.Fatalf("%s/%s: %s changes nothing", edition, s.ID, name)
				}
				dir := copyEdition(t, edition)
				if err := os.WriteFile(filepath.Join(dir, rel), doc, 0o644); err != nil {
					t.Fatal(err)
				}
				display := "tmp/" + edition
				full := v.Editions(os.DirFS(filepath.Dir(dir)), []string{edition}, "tmp", Options{})
				var want []Diagnostic
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
					t.Errorf("%s/%s, %s:\ndocument: %v\nfile:     %v", edition, s.ID, name, got.Files[0].Diagnostics, want)
				}
				if name == "a third unit in 2104" && (len(want) != 1 || want[0].Code != "stacking.over-limit" || want[0].Rule == "") {
					t.Errorf("%s: %v", name, want)
				}
			}
		}
	}
}

func sameDiagnostics(a, b []Diagnostic) bool {
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
