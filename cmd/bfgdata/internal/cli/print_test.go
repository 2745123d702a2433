package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

func TestRenderSetup(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "sheet.html")
	code, stdout, stderr := run(t, "render", "setup", "--edition", "1994", "--scenario", "historical", "--out", out)
	if code != ExitOK || stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	m := regexp.MustCompile(`^wrote .*sheet\.html: setup sheet of Historical Scenario \(edition 1994\), 119 units, (\d+) pages of Letter\n$`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("stderr %q", stderr)
	}
	doc, err := os.ReadFile(out)
	if err != nil || strings.Count(string(doc), `<section class="page`) != atoi(t, m[1]) {
		t.Fatalf("the file has %d pages, the report says %s (%v)", strings.Count(string(doc), `<section class="page`), m[1], err)
	}

	// nothing is replaced without --force; with it, the same bytes
	code, _, stderr = run(t, "render", "setup", "--edition", "1994", "--scenario", "historical", "--paper", "a4", "--out", out)
	if code != ExitUsage || !strings.Contains(stderr, "--force") {
		t.Errorf("overwrite without --force: exit %d, %q", code, stderr)
	}
	again, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(doc) {
		t.Error("the sheet was changed without --force")
	}
	code, _, stderr = run(t, "render", "setup", "--edition", "1994", "--scenario", "historical", "--paper", "A4", "--out", out, "--force")
	if code != ExitOK || !strings.Contains(stderr, "pages of A4") {
		t.Errorf("--force --paper A4: exit %d, %q", code, stderr)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}

func TestRenderPrintRefusals(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"setup without --out", []string{"render", "setup", "--scenario", "historical"}, ExitUsage, "--out is required"},
		{"setup without --scenario", []string{"render", "setup", "--out", filepath.Join(dir, "a.html")}, ExitUsage, "--scenario is required"},
		{"setup of an unknown scenario", []string{"render", "setup", "--scenario", "nope", "--out", filepath.Join(dir, "a.html")}, ExitUsage, `no scenario "nope"`},
		{"setup on tabloid", []string{"render", "setup", "--scenario", "historical", "--paper", "tabloid", "--out", filepath.Join(dir, "a.html")}, ExitUsage, "want letter or a4"},
		{"counters without --out", []string{"render", "counters"}, ExitUsage, "--out is required"},
		{"counters of a huge size", []string{"render", "counters", "--size", "3in", "--out", filepath.Join(dir, "c.html")}, ExitUsage, "want a counter side"},
		{"counters of no size", []string{"render", "counters", "--size", "big", "--out", filepath.Join(dir, "c.html")}, ExitUsage, "want a counter side"},
		{"counters as png", []string{"render", "counters", "--format", "png", "--out", filepath.Join(dir, "c.png")}, ExitUsage, "want one of html, svg"},
		{"split as html", []string{"render", "counters", "--format", "html", "--split", filepath.Join(dir, "s")}, ExitUsage, "--format svg"},
		{"split and out", []string{"render", "counters", "--split", filepath.Join(dir, "s"), "--out", filepath.Join(dir, "c.svg")}, ExitUsage, "not both"},
		{"pages to svg", []string{"render", "map", "--pages", "letter", "--out", filepath.Join(dir, "m.svg")}, ExitUsage, "--out FILE.html"},
		{"pages to stdout", []string{"render", "map", "--pages", "a4"}, ExitUsage, "--out FILE.html"},
		{"pages of tabloid", []string{"render", "map", "--pages", "tabloid", "--out", filepath.Join(dir, "m.html")}, ExitUsage, "want letter or a4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.stderr) || strings.Count(stderr, "bfgdata:") != 1 || stdout != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d and %q", code, stdout, stderr, tt.code, tt.stderr)
			}
		})
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 0 {
		t.Errorf("refused commands left %d files behind", len(entries))
	}
}

func TestRenderCounters(t *testing.T) {
	dir := t.TempDir()
	sheet := filepath.Join(dir, "c.svg")
	code, _, stderr := run(t, "render", "counters", "--edition", "1975", "--size", "5/8in", "--paper", "a4", "--out", sheet)
	if code != ExitOK || !strings.Contains(stderr, "100 counters") || !strings.Contains(stderr, "at 0.625 in") {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	b, err := os.ReadFile(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), "<?xml") || strings.Count(string(b), `data-unit="`) != 100 {
		t.Errorf("the .svg is not an SVG of 100 counters")
	}

	split := filepath.Join(dir, "counters")
	code, _, stderr = run(t, "render", "counters", "--split", split)
	if code != ExitOK || !strings.Contains(stderr, "wrote 128 counter SVGs") {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	files, err := os.ReadDir(split)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 128 {
		t.Fatalf("%d files, want the 128 pieces of the 1994 set", len(files))
	}
	first, err := os.ReadFile(filepath.Join(split, "5-us.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(first), `data-unit="5-us"`) {
		t.Errorf("5-us.svg is not the counter 5-us")
	}
	// a second run neither replaces nor adds anything without --force
	if err := os.WriteFile(filepath.Join(split, "5-us.svg"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(split, "7-us.svg")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = run(t, "render", "counters", "--format", "svg", "--split", split)
	if code != ExitUsage || !strings.Contains(stderr, ".svg exists; use --force") {
		t.Errorf("exit %d, %q", code, stderr)
	}
	b, err = os.ReadFile(filepath.Join(split, "5-us.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "mine" {
		t.Error("5-us.svg was replaced without --force")
	}
	if _, err := os.Stat(filepath.Join(split, "7-us.svg")); err == nil {
		t.Error("a refused run wrote 7-us.svg")
	}
	code, _, _ = run(t, "render", "counters", "--split", split, "--force")
	b, err = os.ReadFile(filepath.Join(split, "5-us.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if code != ExitOK || string(b) != string(first) {
		t.Errorf("--force: exit %d and 5-us.svg not restored", code)
	}
	files, err = os.ReadDir(split)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 128 {
		t.Errorf("%d files after --force (temporary files left?)", len(files))
	}
}

func TestRenderMapPagesCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "map.html")
	code, _, stderr := run(t, "render", "map", "--edition", "1994", "--scenario", "historical", "--pages", "letter", "--out", out)
	if code != ExitOK || !strings.Contains(stderr, "the map in 13 pages of Letter portrait (an assembly key and 12 map pages)") {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), `<section class="page mp"`); n != 13 {
		t.Errorf("%d pages in the file", n)
	}
}

// The bundled editions all print: a sheet for every scenario is covered
// by the render and end-to-end tests; here, that every edition id the CLI
// offers has counters to print.
func TestRenderCountersEveryEdition(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		out := filepath.Join(t.TempDir(), id+".html")
		if code, _, stderr := run(t, "render", "counters", "--edition", id, "--out", out); code != ExitOK {
			t.Errorf("%s: exit %d, %q", id, code, stderr)
		}
	}
}
