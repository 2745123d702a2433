package intake

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/validate"
)

// rowOf places whatever concerns /setup/0 at line 7 of an input.
type rowOf struct{ asked []string }

func (l *rowOf) Locate(d diag.Diagnostic) (diag.Place, bool) {
	l.asked = append(l.asked, d.File)
	if d.Pointer == "/setup/0" || strings.HasPrefix(d.Pointer, "/setup/0/") {
		return diag.Place{Line: 7, Column: 3}, true
	}
	return diag.Place{}, false
}

func TestCheckPlacesDiagnostics(t *testing.T) {
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	rel := "scenarios/historical.json"
	b, err := fileio.ReadFile(data.FS, "1994/"+rel, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	// The first placement names a counter the set does not have.
	bad := bytes.Replace(b, []byte(`"1-balt"`), []byte(`"no-such-unit"`), 1)
	if bytes.Equal(bad, b) {
		t.Fatal("the scenario no longer starts with 1-balt; pick another counter")
	}
	loc := &rowOf{}
	ds, valid := Check(v, Changes{Base: data.FS, Edition: "1994", Scenario: "historical",
		Files: map[string][]byte{rel: bad}, Locator: loc, Shown: "data/1994"})
	if valid {
		t.Error("an unknown counter passed as valid")
	}
	found := false
	for _, d := range ds {
		if d.Code == "setup.counter-unknown" {
			found = true
			if d.File != "" || d.Line != 7 || d.Column != 3 {
				t.Errorf("placed at %+v, want line 7 column 3 of the input", d.Place)
			}
		}
	}
	if !found {
		t.Fatalf("no setup.counter-unknown among %v", ds)
	}
	for _, f := range loc.asked {
		if f != rel {
			t.Errorf("the locator was asked about %s, which the input does not hold", f)
		}
	}

	// Without a locator a diagnostic keeps its file, named under Shown.
	ds, _ = Check(v, Changes{Base: data.FS, Edition: "1994", Scenario: "historical", Files: map[string][]byte{rel: bad}, Shown: "out/1994"})
	for _, d := range ds {
		if d.Code == "setup.counter-unknown" && (d.File != "out/1994/"+rel || d.Line == 0) {
			t.Errorf("unplaced diagnostic at %+v, want a line of out/1994/%s", d.Place, rel)
		}
	}
}

func TestCheckValidChanges(t *testing.T) {
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	rel := "scenarios/historical.json"
	b, err := fileio.ReadFile(data.FS, "1994/"+rel, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	ds, valid := Check(v, Changes{Base: data.FS, Edition: "1994", Scenario: "historical", Files: map[string][]byte{rel: b}, Shown: "data/1994"})
	if !valid || diag.Count(ds, diag.Error) > 0 {
		t.Errorf("the bundled scenario, unchanged: valid %v, %v", valid, ds)
	}
}

func TestResultVerdict(t *testing.T) {
	r := &Result{Input: "book.xlsx"}
	r.add(diag.Diagnostic{Severity: diag.Error, Code: "xlsx.value", Message: "m", Place: diag.Place{Sheet: "Map", Cell: "B2"}})
	if r.Refused() || r.Errors() != 1 {
		t.Errorf("a data error: refused %v, %d errors", r.Refused(), r.Errors())
	}
	if got, want := r.Line(r.Problems[0]), "book.xlsx:Map!B2: error xlsx.value: m"; got != want {
		t.Errorf("Line: %q, want %q", got, want)
	}
	r.add(*diag.New("xlsx.too-large", "too large"))
	if !r.Refused() {
		t.Error("an unreadable workbook is not a refusal")
	}
}

// An import of one scenario reports that scenario: the scenarios that take
// their setup from it in a line each, the others' own problems in one
// line, both at the input; and it never names a bundled file by a path
// the author does not have.
func TestCheckScope(t *testing.T) {
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	read := func(rel string) []byte {
		b, err := fileio.ReadFile(data.FS, "1994/"+rel, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	rel := "scenarios/historical.json"
	// a third unit in 2104, which every scenario built on historical
	// inherits
	over := bytes.Replace(read(rel), []byte(`"counter": "13-us",
      "hex": "2204"`), []byte(`"counter": "13-us",
      "hex": "2104"`), 1)
	// and a scenario of its own, broken before the import
	other := "scenarios/red-star-white-star.json"
	broken := bytes.Replace(read(other), []byte(`"counter": "1-balt"`), []byte(`"counter": "no-such-unit"`), 1)
	if bytes.Equal(broken, read(other)) {
		t.Fatal("red-star-white-star no longer places 1-balt; pick another counter")
	}
	base := fileio.Overlay(data.FS, map[string][]byte{"1994/" + other: broken})
	ds, valid := Check(v, Changes{Base: base, Edition: "1994", Scenario: "historical", Files: map[string][]byte{rel: over}, Locator: &rowOf{}})
	if valid {
		t.Error("an over-stacked hex passed as valid")
	}
	deps, others := 0, 0
	for _, d := range ds {
		if strings.HasPrefix(d.File, "1994/") || strings.HasPrefix(d.File, "data/") {
			t.Errorf("a bundled path: %s", d.String())
		}
		switch d.Code {
		case "scenario.dependent-invalid":
			deps++
			if d.File != "" || d.Line != 0 {
				t.Errorf("not at the input: %s", d.String())
			}
		case "scenario.others-invalid":
			others++
			if d.File != "" || !strings.Contains(d.Message, "red-star-white-star") {
				t.Errorf("others: %s", d.String())
			}
		case "setup.counter-unknown":
			t.Errorf("another scenario's problem in full: %s", d.String())
		}
	}
	// collapse-in-the-east has no US units in play: it stays legal
	if deps != 3 || others != 1 {
		t.Errorf("%d lines for dependent scenarios (want 3), %d for the others (want 1): %v", deps, others, ds)
	}
}

// A workbook of scenarios alone is checked as those scenarios; one that
// defines any other file, as its whole edition.
func TestScenariosOnly(t *testing.T) {
	for _, tt := range []struct {
		written []string
		want    []string
	}{
		{[]string{"edition.json", "scenarios/alpha.json"}, []string{"alpha"}},
		{[]string{"scenarios/alpha.json", "scenarios/beta.json"}, []string{"alpha", "beta"}},
		{[]string{"edition.json", "counters.json", "scenarios/alpha.json"}, nil},
		{[]string{"edition.json"}, nil},
		{nil, nil},
	} {
		if got := scenariosOnly(tt.written); !slices.Equal(got, tt.want) {
			t.Errorf("scenariosOnly(%v) = %v, want %v", tt.written, got, tt.want)
		}
	}
}

// What the checks say of a row whose cells could not be read is dropped,
// for a sheet's row and a CSV's line alike; the rest is kept.
func TestBesides(t *testing.T) {
	at := func(p diag.Place, code string) diag.Diagnostic {
		return diag.Diagnostic{Severity: diag.Error, Code: code, Place: p}
	}
	cells := []diag.Diagnostic{
		at(diag.Place{Line: 5, Column: 35}, "csv.value"),
		at(diag.Place{Sheet: "Historical", Cell: "H12"}, "xlsx.date-in-hex"),
		{Severity: diag.Warning, Code: "csv.columns", Place: diag.Place{Line: 1, Column: 13}},
	}
	ds := []diag.Diagnostic{
		at(diag.Place{Line: 5, Column: 1}, "setup.counter-unknown"),
		at(diag.Place{Line: 6, Column: 35}, "setup.hex-unknown"),
		at(diag.Place{Line: 1, Column: 1}, "setup.hex-unknown"),
		at(diag.Place{Sheet: "Historical", Cell: "A12"}, "setup.counter-unknown"),
		at(diag.Place{Sheet: "Historical", Cell: "A13"}, "setup.counter-unknown"),
		at(diag.Place{File: "out/scenarios/x.json", Line: 5}, "setup.hex-unknown"),
		at(diag.Place{}, "setup.counter-missing"),
	}
	var kept []string
	for _, d := range besides(ds, cells) {
		kept = append(kept, d.Place.String())
	}
	want := []string{":6:35", ":1:1", "Historical!A13", "out/scenarios/x.json:5:0", ""}
	if !slices.Equal(kept, want) {
		t.Errorf("kept %q, want %q", kept, want)
	}
}
