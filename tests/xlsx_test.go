package tests

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/internal/importers/xlsxtest"
	"github.com/bfgdata/bfgdata/model"
)

// sameFolder checks that two folders hold the same files, byte for byte.
func sameFolder(t *testing.T, got, want string) {
	t.Helper()
	n := 0
	err := filepath.WalkDir(want, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(want, p)
		w, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		g, err := os.ReadFile(filepath.Join(got, rel))
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return nil
		}
		if !bytes.Equal(g, w) {
			t.Errorf("%s differs from %s", filepath.Join(got, rel), p)
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var extra int
	_ = filepath.WalkDir(got, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			extra++
		}
		return err
	})
	if extra != n {
		t.Errorf("%s holds %d files, %s %d", got, extra, want, n)
	}
}

// TestXLSXRoundTrip exports each bundled edition and imports the workbook:
// every file of the edition folder comes back byte for byte. Two exports
// are the same bytes, and exporting the folder on disk gives them too.
func TestXLSXRoundTrip(t *testing.T) {
	endToEnd(t)
	dir := t.TempDir()
	for _, id := range []string{"1994", "1975"} {
		book := id + ".xlsx"
		if r := bfgdata(t, dir, "export", "xlsx", "--edition", id, "--out", book); r.code != 0 {
			t.Fatalf("export: exit %d: %s", r.code, r.stderr)
		}
		if r := bfgdata(t, dir, "import", "xlsx", book, "--out", filepath.Join("out", id)); r.code != 0 {
			t.Fatalf("import: exit %d: %s", r.code, r.stderr)
		}
		sameFolder(t, filepath.Join(dir, "out", id), filepath.Join(repoRoot(t), "data", id))
		r := bfgdata(t, dir, "export", "xlsx", "--dir", filepath.Join(repoRoot(t), "data", id), "--out", "again.xlsx", "--force")
		a, err := os.ReadFile(filepath.Join(dir, book))
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, "again.xlsx"))
		if err != nil {
			t.Fatal(err)
		}
		if r.code != 0 || !bytes.Equal(a, b) {
			t.Errorf("%s: a second export (from the folder) differs from the first (exit %d %s)", id, r.code, r.stderr)
		}
	}
	// The workbook is laid over its edition folder --out: the same workbook
	// again changes nothing, a file it would change is changed only with
	// --force, and a file of the author's it does not hold stays.
	mine := filepath.Join(dir, "out", "1994", "mine.txt")
	if err := os.WriteFile(mine, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := bfgdata(t, dir, "import", "xlsx", "1994.xlsx", "--out", "out/1994"); r.code != 0 || !strings.Contains(r.stderr, "0 added, 0 changed, 0 removed") {
		t.Errorf("the same workbook again: exit %d: %s", r.code, r.stderr)
	}
	crt := filepath.Join(dir, "out", "1994", "crt.json")
	if err := os.WriteFile(crt, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := bfgdata(t, dir, "import", "xlsx", "1994.xlsx", "--out", "out/1994"); r.code != 2 || !strings.Contains(r.stderr, "would change crt.json; use --force") {
		t.Errorf("a change without --force: exit %d: %s", r.code, r.stderr)
	}
	if r := bfgdata(t, dir, "export", "xlsx", "--out", "1994.xlsx"); r.code != 2 {
		t.Errorf("export over an existing file: exit %d", r.code)
	}
	if r := bfgdata(t, dir, "import", "xlsx", "1994.xlsx", "--out", "out/1994", "--force"); r.code != 0 || !strings.Contains(r.stderr, "change  out/1994/crt.json") {
		t.Errorf("import --force: exit %d: %s", r.code, r.stderr)
	}
	if _, err := os.Stat(mine); err != nil {
		t.Errorf("the author's own file is gone: %v", err)
	}
	if err := os.Remove(mine); err != nil {
		t.Fatal(err)
	}
	sameFolder(t, filepath.Join(dir, "out", "1994"), filepath.Join(repoRoot(t), "data", "1994"))
}

// fill types into a template's setup sheet: for each counter, the column
// values given (hex in F, zone in G, …).
func fill(t *testing.T, path, sheet string, cells map[string]map[string]string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err = xlsxtest.Edit(b, func(f *excelize.File) error {
		for counter, set := range cells {
			r, err := xlsxtest.RowOf(f, sheet, counter)
			if err != nil {
				return err
			}
			for col, v := range set {
				if err := f.SetCellStr(sheet, fmt.Sprintf("%s%d", col, r), v); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestXLSXTemplateAuthoring writes a blank template, types the Historical
// placements into it as an author would, imports it and checks it; then an
// author's illegal placements are refused with their cells and rules, and
// nothing is written.
func TestXLSXTemplateAuthoring(t *testing.T) {
	endToEnd(t)
	dir := t.TempDir()
	r := bfgdata(t, dir, "template", "scenario", "--edition", "1994", "--id", "my-variant", "--name", "My variant", "--out", "new.xlsx")
	if r.code != 0 {
		t.Fatalf("template: exit %d: %s", r.code, r.stderr)
	}
	var hist model.Scenario
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "data", "1994", "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &hist); err != nil {
		t.Fatal(err)
	}
	cells := map[string]map[string]string{}
	for _, p := range hist.Setup {
		c := map[string]string{}
		if p.Hex != nil {
			c["F"] = p.Hex.String()
		}
		if p.Zone != "" {
			c["G"] = p.Zone
		}
		cells[p.Counter] = c
	}
	fill(t, filepath.Join(dir, "new.xlsx"), "My Variant", cells)
	r = bfgdata(t, dir, "import", "xlsx", "new.xlsx", "--out", "eds/1994")
	if r.code != 0 {
		t.Fatalf("import of the filled template: exit %d:\n%s", r.code, r.stderr)
	}
	r = bfgdata(t, dir, "--data", "eds", "check", "--edition", "1994", "--scenario", "my-variant")
	if r.code != 0 || !strings.Contains(r.stdout, "setup legal, 119 units") {
		t.Errorf("check: exit %d:\n%s%s", r.code, r.stdout, r.stderr)
	}

	// Three units in 2104 (5-us and 7-us start there), and hg in Berlin.
	fill(t, filepath.Join(dir, "new.xlsx"), "My Variant", map[string]map[string]string{"19-us": {"F": "2104"}, "hg": {"F": "2613"}})
	r = bfgdata(t, dir, "import", "xlsx", "new.xlsx", "--out", "eds2/1994")
	if r.code != 1 {
		t.Fatalf("illegal placements: exit %d:\n%s", r.code, r.stderr)
	}
	f, err := excelize.OpenFile(filepath.Join(dir, "new.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	row := func(counter string) int {
		n, err := xlsxtest.RowOf(f, "My Variant", counter)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	stacked := false
	for _, c := range []string{"5-us", "7-us", "19-us"} {
		stacked = stacked || strings.Contains(r.stderr, fmt.Sprintf("new.xlsx:'My Variant'!F%d: error stacking.over-limit: 3 units in 2104", row(c)))
	}
	if !stacked {
		t.Errorf("no stacking.over-limit at a hex cell of the three units in 2104:\n%s", r.stderr)
	}
	for _, want := range []string{
		fmt.Sprintf("new.xlsx:'My Variant'!F%d: error setup.german-in-berlin: ", row("hg")),
		"[1994 5.1]", "[1994 5.2.1]", "nothing was written",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "eds2")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a refused import wrote eds2: %v", err)
	}
}

// runMeasured runs the binary and reports its peak resident memory, read
// from /proc every 2 ms while it runs (0 where there is no /proc). The
// exit status's own figure is no use: a child started with vfork counts
// the memory of the test process that started it.
func runMeasured(t *testing.T, dir string, args ...string) (result, int64) {
	t.Helper()
	cmd := exec.Command(endToEnd(t), args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
	var peak int64
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	var err error
wait:
	for {
		if b, rerr := os.ReadFile(status); rerr == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
					var kb int64
					fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), " kB"), &kb)
					peak = max(peak, kb<<10)
				}
			}
		}
		select {
		case err = <-done:
			break wait
		case <-tick.C:
		}
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{code, out.String(), errb.String()}, peak
}

// maxMemory is the most a bad workbook may make bfgdata use.
const maxMemory = 200 << 20

// TestXLSXBadInputs imports each generated bad workbook with the binary:
// a clear error naming the cell (or the file), exit 1 or 2, no panic,
// nothing written, and at most 200 MB of memory.
func TestXLSXBadInputs(t *testing.T) {
	endToEnd(t)
	dir := t.TempDir()
	for _, c := range xlsxtest.Cases() {
		t.Run(c.Name, func(t *testing.T) {
			p := filepath.Join(dir, "book.xlsx")
			if err := c.Make(p); err != nil {
				t.Fatal(err)
			}
			defer os.Remove(p)
			r, peak := runMeasured(t, dir, "import", "xlsx", "book.xlsx", "--out", "out")
			t.Logf("exit %d, peak %.0f MB: %s", r.code, float64(peak)/(1<<20), firstLine(r.stderr))
			at := "book.xlsx: error "
			if c.At != "" {
				at = "book.xlsx:" + c.At + ": error "
			}
			if r.code != c.Exit || !strings.Contains(r.stderr, at+c.Code+": ") {
				t.Errorf("exit %d, want %d and %q:\n%s", r.code, c.Exit, at+c.Code, r.stderr)
			}
			if strings.Contains(r.stderr, "goroutine ") || strings.Contains(r.stderr, "panic") {
				t.Errorf("a crash:\n%s", r.stderr)
			}
			if peak > maxMemory {
				t.Errorf("peak memory %d MB, over %d MB", peak>>20, maxMemory>>20)
			}
			if _, err := os.Stat(filepath.Join(dir, "out")); err == nil {
				t.Error("a refused workbook wrote out")
			}
		})
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// TestXLSXLargestWorkbook imports a valid workbook grown to the limits:
// it is read, and bfgdata stays within 200 MB.
func TestXLSXLargestWorkbook(t *testing.T) {
	endToEnd(t)
	dir := t.TempDir()
	if err := xlsxtest.Largest(filepath.Join(dir, "big.xlsx")); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, "big.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	r, peak := runMeasured(t, dir, "import", "xlsx", "big.xlsx", "--out", "out")
	t.Logf("%d KB workbook: exit %d, peak %.0f MB: %s", st.Size()>>10, r.code, float64(peak)/(1<<20), lastLine(r.stderr))
	if r.code != 0 || !strings.Contains(r.stderr, "valid") {
		t.Errorf("exit %d:\n%.2000s", r.code, r.stderr)
	}
	if peak > maxMemory {
		t.Errorf("peak memory %d MB, over %d MB", peak>>20, maxMemory>>20)
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// TestXLSXDiagnosticsNameCells breaks an exported workbook the way the
// validator catches: each problem names the sheet and cell to fix, with
// the code validate uses.
func TestXLSXDiagnosticsNameCells(t *testing.T) {
	endToEnd(t)
	for _, tt := range []struct {
		name   string
		change func(f *excelize.File) error
		want   []string
	}{
		{"setup and map", func(f *excelize.File) error {
			r, err := xlsxtest.RowOf(f, "Historical", "5-us")
			if err != nil {
				return err
			}
			if err := f.SetCellStr("Historical", fmt.Sprintf("A%d", r), "5-usa"); err != nil {
				return err
			}
			if r, err = xlsxtest.RowOf(f, "Map", "2105"); err != nil {
				return err
			}
			return f.SetCellStr("Map", fmt.Sprintf("B%d", r), "swamp")
		}, []string{
			"book.xlsx:Historical!A46: error setup.counter-unknown: no counter \"5-usa\"",
			"book.xlsx:Historical!A1: error setup.counter-missing: 5-us (5 US) belongs to a force in play",
			"book.xlsx:Map!B526: error map.terrain-unknown: hex 2105: terrain \"swamp\"",
		}},
		{"schema", func(f *excelize.File) error { return f.SetCellStr("Counters", "G2", "brigade") },
			[]string{"book.xlsx:Counters!G2: error schema.enum: counter 1-balt: size \"brigade\" is not allowed: size must be "}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			b, err := xlsxtest.Edition("1994")
			if err == nil {
				b, err = xlsxtest.Edit(b, tt.change)
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "book.xlsx"), b, 0o644); err != nil {
				t.Fatal(err)
			}
			r := bfgdata(t, dir, "import", "xlsx", "book.xlsx", "--out", "out")
			for _, want := range tt.want {
				if !strings.Contains(r.stderr, want) {
					t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
				}
			}
			if r.code != 1 {
				t.Errorf("exit %d, want 1", r.code)
			}
		})
	}
}
