package xlsx_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
	"github.com/bfgdata/bfgdata/model"
)

// TestRenamedScenario: a template whose scenario id is changed on the
// Scenarios sheet imports under the new id with the old id's sources,
// notes and rules, and one line says so; when the Sources sheet names two
// files no scenario has, it cannot tell which is the old one and says, for
// each, what to write.
func TestRenamedScenario(t *testing.T) {
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	var tmpl bytes.Buffer
	if err := xlsx.Template(&tmpl, ed, xlsx.TemplateOptions{ID: "alpha", Name: "Alpha", From: "historical", Author: "Anna"}); err != nil {
		t.Fatal(err)
	}
	rename := func(f *excelize.File) error { return f.SetCellStr(xlsx.SheetScenarios, "A2", "beta") }
	tests := []struct {
		name  string
		edit  func(f *excelize.File) error
		want  []string // the build's problems, each a code and a part of its message
		built bool     // beta has its sources, author and rules
	}{
		{"one renamed", rename, []string{"xlsx.renamed scenario beta was alpha"}, true},
		{"a second file without a scenario", func(f *excelize.File) error {
			if err := rename(f); err != nil {
				return err
			}
			rows, err := f.GetRows(xlsx.SheetSources)
			if err != nil {
				return err
			}
			for i, v := range []string{"scenarios/gamma.json", "x", "manual", "X"} {
				cell, _ := excelize.CoordinatesToCellName(i+1, len(rows)+1)
				if err := f.SetCellStr(xlsx.SheetSources, cell, v); err != nil {
					return err
				}
			}
			return nil
		}, []string{"xlsx.value the Sources sheet names scenarios/alpha.json, which no scenario of the workbook or the edition has: if you renamed the scenario",
			"xlsx.value the Sources sheet names scenarios/gamma.json", "xlsx.value scenario \"alpha\" is not a scenario of the edition or of the Scenarios sheet: if you renamed it"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := xlsxtest.Edit(tmpl.Bytes(), tt.edit)
			if err != nil {
				t.Fatal(err)
			}
			rd, err := xlsx.Read(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			built, err := rd.Build(data.FS, "1994")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range built.Problems {
				got = append(got, p.Code+" "+p.Message)
			}
			for _, w := range tt.want {
				if !containsPrefix(got, w) {
					t.Errorf("no %q in %q", w, got)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("%d problems, want %d: %q", len(got), len(tt.want), got)
			}
			if !tt.built {
				return
			}
			var s model.Scenario
			if err := model.Decode("scenarios/beta.json", built.Files["scenarios/beta.json"], &s); err != nil {
				t.Fatal(err)
			}
			if s.Sources.AuthorName() != "Anna" || len(s.SpecialRules) != 4 || len(s.Sources) < 2 {
				t.Errorf("beta: author %q, %d rules, sources %+v", s.Sources.AuthorName(), len(s.SpecialRules), s.Sources)
			}
			if built.Problems[0].Severity != diag.Info {
				t.Errorf("the rename is told as %s", built.Problems[0].Severity)
			}
		})
	}
}

func containsPrefix(all []string, prefix string) bool {
	for _, s := range all {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}
