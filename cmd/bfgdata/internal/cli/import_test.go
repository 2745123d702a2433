package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

// TestImportCSVRoundTrip feeds the output of setup back to import csv for
// every scenario of both editions: the scenario comes out unchanged.
func TestImportCSVRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, id := range data.Editions() {
		ed, err := newApp().loadEdition(id)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range ed.Scenarios {
			code, out, errs := run(t, "setup", "--edition", id, "--scenario", s.ID, "--format", "csv")
			if code != 0 {
				t.Fatalf("setup: %s", errs)
			}
			p := filepath.Join(dir, id+"-"+s.ID+".csv")
			os.WriteFile(p, []byte(out), 0o644)
			code, got, errs := run(t, "import", "csv", p, "--edition", id, "--scenario", s.ID)
			want, _ := data.FS.ReadFile(id + "/" + ed.Info.Files.Scenarios[i])
			if code != 0 || got != string(want) || !strings.Contains(errs, "unchanged") {
				t.Errorf("%s/%s: exit %d, %s; output equals the file: %v", id, s.ID, code, errs, got == string(want))
			}
		}
	}
}

func TestImportCSVProblems(t *testing.T) {
	dir := t.TempDir()
	_, setup, _ := run(t, "setup", "--scenario", "historical", "--format", "csv")
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	berlin := write("berlin.csv", strings.Replace(setup, "67,67,german,west-german,3,5,4,2105,,", "67,67,german,west-german,3,5,4,2613,,", 1))
	for _, tt := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"German unit in Berlin", []string{berlin}, 1, []string{"berlin.csv:116:32: error setup.german-in-berlin: 67 is German and placed in Berlin (2613) [1994 5.2.1]", "nothing was written"}},
		{"bad hex", []string{write("hex.csv", "counter,hex\n5-us,21O4\n")}, 1, []string{"hex.csv:2:6: error csv.value: \"21O4\" is not a hex id"}},
		{"no columns", []string{write("cols.csv", "unit,where\n5-us,2104\n")}, 1, []string{"cols.csv:1:1: error csv.columns:"}},
		{"missing file", []string{filepath.Join(dir, "nope.csv")}, 2, []string{"no such file"}},
		{"no scenario", []string{berlin, "--scenario", ""}, 2, []string{"--scenario is required"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"import", "csv"}, tt.args...)
			if !contains(tt.args, "--scenario") {
				args = append(args, "--scenario", "historical")
			}
			code, out, errs := run(t, args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d:\n%s", code, tt.code, errs)
			}
			if out != "" {
				t.Errorf("wrote to stdout despite the problem: %.200s", out)
			}
			for _, w := range tt.want {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errs)
				}
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestImportXLSXReport(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "book.xlsx")
	if code, _, errs := run(t, "export", "xlsx", "--edition", "1975", "--out", book); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := run(t, "import", "xlsx", book, "--out", filepath.Join(dir, "1975"), "--format", "json")
	var rep importReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("exit %d, %v:\n%s%s", code, err, out, errs)
	}
	if !rep.Valid || len(rep.Written) != 12 || len(rep.Problems) != 0 {
		t.Errorf("report %+v", rep)
	}
}
